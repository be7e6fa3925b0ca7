/**
 * A proceedings volume as one PDF, typeset from its papers' full texts after its front matter
 * (features/fulltext/pdf.server.ts: volumePdf), each paper on the pages its own PDF gives it. The file
 * is kept in the upload storage under a key that names what it was typeset from: the first reader
 * after a paper's text or the volume's record changes typesets it again, every other reader gets
 * the stored file.
 */
import { createHash } from 'node:crypto';
import type { Locale } from '#app/i18n/locales.ts';
import { formatDateRange, fullName, joinNames } from '#app/features/scholarly/api.ts';
import { volumePdf, type PdfVolume, type VolumeLayout } from '#app/features/fulltext/api.server.ts';
import { licenseUrl } from '#app/lib/license.ts';
import { pick } from '#app/lib/localized.ts';
import { log } from '#app/lib/log.server.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { storage } from '#app/lib/storage/storage.server.ts';
import { proceedingsEditors } from './citable.ts';
import { paperPdfHeader } from './generated-pdf.server.ts';
import type { Paper, Proceedings } from './proceedings.server.ts';

/** The front matter's words, in the volume's language (the text's, not the page's). */
const WORDS = {
  pt: {
    editors: (names: string) => `Organização: ${names}`,
    record: (title: string, editors: string | null, press: string, year: string) =>
      `${title}${editors ? ` / organização de ${editors}` : ''}. ${press}, ${year}.`,
    event: (name: string, place: string, dates: string) => `${name}, ${place}, ${dates}.`,
    isbn: (isbn: string) => `ISBN ${isbn} (e-book)`,
    license: (spdx: string) => `Publicado sob a licença ${spdx.replace(/-/g, ' ')}: ${licenseUrl(spdx)}`,
    rights: (year: string, press: string) => `© ${year} ${press}. Todos os direitos reservados.`,
    papersDoi: 'Cada trabalho tem seu próprio DOI, indicado em sua primeira página.',
    presentation: 'Apresentação',
    contents: 'Sumário',
  },
  en: {
    editors: (names: string) => `Edited by ${names}`,
    record: (title: string, editors: string | null, press: string, year: string) => `${title}${editors ? ` / edited by ${editors}` : ''}. ${press}, ${year}.`,
    event: (name: string, place: string, dates: string) => `${name}, ${place}, ${dates}.`,
    isbn: (isbn: string) => `ISBN ${isbn} (ebook)`,
    license: (spdx: string) => `Published under the ${spdx.replace(/-/g, ' ')} licence: ${licenseUrl(spdx)}`,
    rights: (year: string, press: string) => `© ${year} ${press}. All rights reserved.`,
    papersDoi: 'Each paper has its own DOI, given on its first page.',
    presentation: 'Presentation',
    contents: 'Contents',
  },
};

export type VolumePaper = Paper & { fullText: string | null };

/** The language the volume's PDF declares: its front matter's, English or Portuguese (each paper's part says its own). */
export const volumePdfLanguage = (language: string | null) => (language === 'en' ? 'en' : 'pt-BR');

/** What the volume's PDF is typeset from, or null when a paper has no full text (or there are none). */
export function volumeSource(proceedings: Proceedings, papers: VolumePaper[], paperUrl: (paper: VolumePaper, locale: Locale) => string): PdfVolume | null {
  if (!papers.length || papers.some((p) => !p.fullText)) return null;
  const language = proceedings.language === 'en' ? 'en' : 'pt';
  const words = WORDS[language];
  const press = currentPress().name;
  const year = proceedings.publishedOn?.slice(0, 4) ?? '';
  const title = pick(proceedings, 'title', language);
  const subtitle = pick(proceedings, 'subtitle', language);
  const editors = proceedingsEditors(proceedings.contributors);
  const editorNames = editors.length ? joinNames(editors.map(fullName), language) : null;
  const event = proceedings.event?.id ? proceedings.event : null;
  const eventName = event ? pick({ namePt: event.namePt, nameEn: event.nameEn }, 'name', language) : '';
  const dates = event?.startsOn && event.endsOn ? formatDateRange(event.startsOn, event.endsOn, language) : '';
  return {
    title,
    subtitle: subtitle || null,
    event: event ? [eventName, [event.place, dates].filter(Boolean).join(', ')].filter(Boolean).join(' · ') : null,
    editors: editorNames ? words.editors(editorNames) : null,
    imprint: [press, year].filter(Boolean).join(' · '),
    record: [
      words.record(subtitle ? `${title}: ${subtitle}` : title, editorNames, press, year),
      ...(event ? [words.event(eventName, event.place ?? '', dates)] : []),
      ...(proceedings.isbn ? [words.isbn(proceedings.isbn)] : []),
      ...(proceedings.doi ? [`DOI: https://doi.org/${proceedings.doi}`, words.papersDoi] : []),
      proceedings.license ? words.license(proceedings.license) : words.rights(year, press),
    ],
    presentation: pick(proceedings, 'abstract', language) ? { title: words.presentation, text: pick(proceedings, 'abstract', language) } : null,
    contents: words.contents,
    language: volumePdfLanguage(language),
    keywords: language === 'en' ? proceedings.keywordsEn : proceedings.keywordsPt,
    papers: papers.map((paper) => ({
      header: paperPdfHeader(proceedings, paper, (locale) => paperUrl(paper, locale)),
      html: paper.fullText!,
      firstPage: paper.firstPage,
    })),
  };
}

/** The stored file's key: it names the volume and what it was typeset from. */
export const volumeKey = (proceedingsId: number, source: PdfVolume) =>
  `proceedings/${proceedingsId}-${createHash('sha256').update(JSON.stringify(source)).digest('hex').slice(0, 16)}.pdf`;

/** One typesetting per key at a time in this process: a second reader waits for the first. */
const typesetting = new Map<string, Promise<VolumeLayout>>();

/** Typesets the volume and stores the file under its key (once, however many ask at the same time). */
export function typesetVolume(key: string, source: PdfVolume): Promise<VolumeLayout> {
  const running = typesetting.get(key);
  if (running) return running;
  const work = (async () => {
    const { pdf, layout } = await volumePdf(source);
    await storage().put(key, pdf);
    log.info({ key, pages: layout.pages }, 'proceedings volume typeset');
    return layout;
  })().finally(() => typesetting.delete(key));
  typesetting.set(key, work);
  return work;
}

/** The key of the volume's stored PDF, typeset now when no file is stored under it yet. */
export async function volumePdfKey(proceedingsId: number, source: PdfVolume): Promise<string> {
  const key = volumeKey(proceedingsId, source);
  const stored = await storage()
    .open(key)
    .catch(() => null);
  if (stored) {
    await stored.stream.cancel();
    return key;
  }
  await typesetVolume(key, source);
  return key;
}
