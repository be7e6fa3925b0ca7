/**
 * JATS in, in the article admin (issue 52, item 3): "Save from this JATS" reads the uploaded
 * document's record (titles, abstracts and keywords per language, authors with ORCID, affiliation,
 * country and CRediT roles, DOI, pages, history dates, funding, data availability, references) over
 * what the form held; the same file becomes the article's full text, and its translation
 * sub-article's body the translated full text. What the document does not state stays as the form
 * had it.
 */
import { jatsTranslationText } from '#app/features/fulltext/api.server.ts';
import { jatsToArticle, type ImportedArticle } from '#app/features/scholarly/api.server.ts';
import type { FieldErrors, FormValues } from '#app/lib/form-values.ts';
import { chosenFile } from '#app/lib/uploads.server.ts';
import { WORK_LANGUAGES } from './choices.ts';
import { contributorValues } from './works.server.ts';

/** Bytes read to find the record; the full-text reader has its own, equal bound. */
const JATS_MAX_BYTES = 5 * 1024 * 1024;

export interface JatsRecord {
  article: ImportedArticle;
  /** The translation sub-article's body as the translated full text, when the document has one. */
  translation: string | null;
}

export async function readJatsRecord(entry: FormDataEntryValue | null): Promise<({ ok: true } & JatsRecord) | { ok: false; errors: FieldErrors }> {
  const file = chosenFile(entry);
  if (!file) return { ok: false, errors: { fullText: 'jatsRequired' } };
  if (file.size > JATS_MAX_BYTES) return { ok: false, errors: { fullText: 'fullTextTooLarge' } };
  const text = new TextDecoder('utf-8', { fatal: false }).decode(await file.arrayBuffer());
  const article = /<article[\s>]/.test(text) ? jatsToArticle(text) : null;
  if (!article) return { ok: false, errors: { fullText: 'jatsInvalid' } };
  return { ok: true, article, translation: jatsTranslationText(text) };
}

type TextSlot = 'Pt' | 'En' | 'Original';

/** Portuguese and English in their own fields; the article's own language when it is neither (decision 0020). */
function slotOf(lang: string, articleLanguage: string): TextSlot | null {
  if (lang === 'pt') return 'Pt';
  if (lang === 'en') return 'En';
  return lang === articleLanguage ? 'Original' : null;
}

export function articleValuesFromJats(imported: ImportedArticle, values: FormValues): FormValues {
  const language = (WORK_LANGUAGES as readonly string[]).includes(imported.language) ? imported.language : (values.language ?? 'pt');
  const next: FormValues = { ...values, language };
  for (const text of imported.texts) {
    const slot = slotOf(text.lang, language);
    if (!slot) continue;
    if (text.title) next[`title${slot}`] = text.title;
    if (text.abstract) next[`abstract${slot}`] = text.abstract;
    if (text.keywords.length) next[`keywords${slot}`] = text.keywords.join(', ');
  }
  if (imported.doi) next.doi = imported.doi;
  if (imported.translation?.doi) next.doiTranslation = imported.translation.doi;
  if (imported.receivedOn) next.receivedOn = imported.receivedOn;
  if (imported.acceptedOn) next.acceptedOn = imported.acceptedOn;
  if (imported.dataAvailability) next.dataAvailability = imported.dataAvailability;
  if (imported.firstPage) next.firstPage = String(imported.firstPage);
  if (imported.lastPage) next.lastPage = String(imported.lastPage);
  if (imported.references.length) next.references = imported.references.join('\n');
  if (imported.funding.length) next.funding = imported.funding.map((g) => (g.award ? `${g.funder}; ${g.award}` : g.funder)).join('\n');
  if (imported.contributors.length) {
    for (const key of Object.keys(next)) if (key.startsWith('contributors.') || key === 'contributorsRows') delete next[key];
    // The affiliation's country as the JATS names it, carried with the person like the CRediT roles.
    Object.assign(next, contributorValues('contributors', imported.contributors));
  }
  return next;
}
