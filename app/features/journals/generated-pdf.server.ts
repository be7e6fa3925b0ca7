/**
 * An article's or paper's PDF when none was uploaded: written once from its full text with the
 * PDF library, stored like an upload and marked as generated (a new full text writes it again;
 * an uploaded PDF replaces it).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.ts';
import { articles, chapters, type Contributor } from '#app/lib/db/schema.ts';
import { fullTextPdf, type PdfAbstract, type PdfAuthor, type PdfHeader } from '#app/lib/fulltext/pdf.server.ts';
import { pick } from '#app/lib/localized.ts';
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

const ABSTRACT_LABELS = { pt: { label: 'Resumo', keywords: 'Palavras-chave' }, en: { label: 'Abstract', keywords: 'Keywords' } } as const;

/** The work's abstracts with their keywords, the text's own language first. */
export function pdfAbstracts(work: { abstractPt: string | null; abstractEn: string | null; keywordsPt: string[]; keywordsEn: string[] }, language: 'pt' | 'en'): PdfAbstract[] {
  const order = language === 'en' ? (['en', 'pt'] as const) : (['pt', 'en'] as const);
  return order.flatMap((lang) => {
    const text = lang === 'pt' ? work.abstractPt : work.abstractEn;
    if (!text) return [];
    const words = ABSTRACT_LABELS[lang];
    return [{ label: words.label, text, keywordsLabel: words.keywords, keywords: lang === 'pt' ? work.keywordsPt : work.keywordsEn }];
  });
}

/** A proceedings paper's title block and running head, the same in its own PDF and in the volume's. */
export function paperPdfHeader(
  proceedings: { titlePt: string | null; titleEn: string | null; publishedOn: string | null; license: string | null },
  paper: { titlePt: string | null; titleEn: string | null; contributors: Contributor[]; abstractPt: string | null; abstractEn: string | null; keywordsPt: string[]; keywordsEn: string[]; doi: string | null; firstPage: number | null },
  language: 'pt' | 'en',
  url: string,
): PdfHeader {
  return {
    title: pick(paper, 'title', language),
    authors: pdfAuthors(paper.contributors),
    source: [pick(proceedings, 'title', language), proceedings.publishedOn?.slice(0, 4)].filter(Boolean).join(', '),
    abstracts: pdfAbstracts(paper, language),
    doi: paper.doi,
    license: proceedings.license ?? null,
    language: language === 'en' ? 'en' : 'pt-BR',
    url,
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
  const table = source.kind === 'article' ? articles : chapters;
  // Two first readers at once: the first file written wins, the other is removed.
  const [updated] = await db
    .update(table)
    .set({ pdfFile: key, pdfGenerated: true })
    .where(and(eq(table.id, source.id), isNull(table.pdfFile)))
    .returning({ pdfFile: table.pdfFile });
  if (updated) return key;
  await storage()
    .delete(key)
    .catch((err: unknown) => log.warn({ err, key }, 'a generated PDF could not be removed'));
  const [current] = await db.select({ pdfFile: table.pdfFile }).from(table).where(eq(table.id, source.id));
  return current?.pdfFile ?? null;
}
