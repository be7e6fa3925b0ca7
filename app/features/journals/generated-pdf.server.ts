/**
 * An article's or paper's PDF when none was uploaded: written once from its full text with the
 * PDF library, stored like an upload and marked as generated (a new full text writes it again;
 * an uploaded PDF replaces it).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '#app/lib/db/client.server.ts';
import { recordGeneratedPdf } from '#app/features/catalog/api.server.ts';
import type { Contributor } from '#app/lib/db/schema.ts';
import type { Locale } from '#app/i18n/locales.ts';
import { fullTextPdf, pdfAbstracts, type PdfAuthor, type PdfHeader } from '#app/features/fulltext/api.server.ts';
import { languageTag } from '#app/lib/language-codes.ts';
import { pick } from '#app/lib/localized.ts';
import { type MultilingualTexts, workTitle } from '#app/lib/multilingual.ts';
import { textsByLanguage } from '#app/lib/language-texts.ts';
import { log } from '#app/lib/log.server.ts';
import { storage } from '#app/lib/storage/storage.server.ts';

export interface PdfSource {
  kind: 'article' | 'paper';
  id: number;
  pdfFile: string | null;
  fullText: string | null;
  header: PdfHeader;
}

export const pdfAuthors = (contributors: Contributor[]): PdfAuthor[] =>
  contributors.filter((c) => c.role === 'author').map((c) => ({ name: `${c.given} ${c.family}`.trim(), affiliation: c.affiliation ?? null }));

/** A PDF's title, abstracts and language: the text's own; its links and source line in Portuguese unless it is in English. */
export function pdfTexts(work: MultilingualTexts) {
  const locale: Locale = work.language === 'en' ? 'en' : 'pt';
  return { locale, title: workTitle(work, locale).text, abstracts: pdfAbstracts(textsByLanguage(work, locale)), language: languageTag(work.language) };
}

/**
 * A proceedings paper's title block and running head, the same in its own PDF and in the volume's:
 * in the paper's language (its volume's), `url` its page in the locale its links are in.
 */
export function paperPdfHeader(
  proceedings: { language: string; titlePt: string | null; titleEn: string | null; publishedOn: string | null; license: string | null },
  paper: Omit<MultilingualTexts, 'language'> & { contributors: Contributor[]; doi: string | null; firstPage: number | null },
  url: (locale: Locale) => string,
): PdfHeader {
  const { locale, ...texts } = pdfTexts({ ...paper, language: proceedings.language });
  return {
    ...texts,
    authors: pdfAuthors(paper.contributors),
    source: [pick(proceedings, 'title', locale), proceedings.publishedOn?.slice(0, 4)].filter(Boolean).join(', '),
    doi: paper.doi,
    license: proceedings.license ?? null,
    url: url(locale),
    firstPage: paper.firstPage,
  };
}

/** The stored PDF's key: the uploaded one, or one written now from the full text; null when neither exists. */
export async function pdfKey(db: Db, source: PdfSource): Promise<string | null> {
  if (source.pdfFile) return source.pdfFile;
  if (!source.fullText) return null;
  const pdf = await fullTextPdf(source.header, source.fullText);
  const key = `${source.kind === 'article' ? 'articles' : 'papers'}/${source.id}-${randomBytes(6).toString('hex')}.pdf`;
  await storage().put(key, pdf);
  // Two first readers at once: the first file written wins, the other is removed.
  const recorded = await recordGeneratedPdf(db, source.kind, source.id, key);
  if (recorded !== key)
    await storage()
      .delete(key)
      .catch((err: unknown) => log.warn({ err, key }, 'a generated PDF could not be removed'));
  return recorded;
}
