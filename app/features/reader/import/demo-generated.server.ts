/**
 * Demo content for every book that promises reading but has no file: each published book that is
 * open access or sold as an ebook, without an edition in the reader, gets an EPUB written from its
 * own text (title, contributors, abstract, chapters with their abstracts), imported as its edition
 * and attached to its ebook format. Idempotent: a book with an edition is left alone.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.ts';
import { chapters, formats, publications, type Contributor } from '#app/lib/db/schema.ts';
import { log } from '#app/lib/log.ts';
import type { FileStorage } from '#app/lib/storage/storage.server.ts';
import { generateEpub, type GeneratedBook } from '../epub/generate.server.ts';
import { importEpub } from '../import-epub.server.ts';
import { booksWithoutEdition } from './demo-queue.server.ts';

const LABELS = {
  pt: { contents: 'Sumário', about: 'Sobre o livro', by: 'por', introduction: 'Apresentação', publisher: 'Editora Ipê', rights: 'Todos os direitos reservados.' },
  en: { contents: 'Contents', about: 'About the book', by: 'by', introduction: 'Introduction', publisher: 'Editora Ipê', rights: 'All rights reserved.' },
};

const ROLE: Record<Contributor['role'], GeneratedBook['creators'][number]['role']> = { author: 'aut', editor: 'edt', translator: 'trl', organizer: 'com' };
const fullName = (c: Contributor) => `${c.given} ${c.family}`.trim();

/** The EPUB of a work written from the catalog's own text. */
export async function epubFromCatalog(db: Db, publicationId: number): Promise<Uint8Array | null> {
  const [work] = await db.select().from(publications).where(eq(publications.id, publicationId));
  if (!work) return null;
  const locale = work.language === 'en' ? 'en' : 'pt';
  const words = LABELS[locale];
  const text = <T extends string | null>(pt: T, en: T) => (locale === 'pt' ? (pt ?? en) : (en ?? pt));
  const [ebook] = await db
    .select({ isbn: formats.isbn })
    .from(formats)
    .where(and(eq(formats.publicationId, work.id), eq(formats.kind, 'ebook')))
    .limit(1);
  const parts = await db.select().from(chapters).where(eq(chapters.publicationId, work.id)).orderBy(asc(chapters.position));
  const abstract = text(work.abstractPt, work.abstractEn);
  const book: GeneratedBook = {
    identifier: ebook?.isbn ? `urn:isbn:${ebook.isbn.replace(/-/g, '')}` : work.doi ? `https://doi.org/${work.doi}` : `urn:ipe:${work.slug}`,
    title: text(work.titlePt, work.titleEn) ?? work.slug,
    subtitle: text(work.subtitlePt, work.subtitleEn),
    language: locale === 'pt' ? 'pt-BR' : 'en',
    creators: work.contributors.map((c) => ({ name: fullName(c), role: ROLE[c.role] })),
    publisher: words.publisher,
    date: work.publishedOn,
    description: abstract,
    rights: work.license ? `${work.license}` : `© ${work.publishedOn?.slice(0, 4) ?? ''} ${words.publisher}. ${words.rights}`.replace('©  ', '© '),
    subjects: locale === 'pt' ? work.keywordsPt : work.keywordsEn,
    chapters: parts.length
      ? parts.map((part, i) => ({
          title: text(part.titlePt, part.titleEn) ?? `${i + 1}`,
          authors: part.contributors.map(fullName),
          paragraphs: [text(part.abstractPt, part.abstractEn) ?? ''].filter(Boolean),
        }))
      : [{ title: words.introduction, paragraphs: (abstract ?? '').split(/\n{2,}/).filter(Boolean) }],
    labels: words,
    modified: work.updatedAt,
  };
  return generateEpub(book);
}

/** Writes and imports an edition for each book that lacks one; returns their slugs. */
export async function generateMissingEditions(db: Db, files?: FileStorage): Promise<string[]> {
  const done: string[] = [];
  for (const work of await booksWithoutEdition(db)) {
    const epub = await epubFromCatalog(db, work.id);
    if (!epub) continue;
    await importEpub(db, epub, { publicationId: work.id, files });
    done.push(work.slug);
    log.info({ slug: work.slug }, 'demo edition written from the catalog text');
  }
  return done;
}
