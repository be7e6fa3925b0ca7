/**
 * The demo's own books: each published book that is open access or sold as an ebook, without an
 * edition in the reader, gets an EPUB built from its chapter sources (app/seed/content/books,
 * written for the project under CC BY 4.0), imported as its edition and attached to its ebook
 * format. Idempotent: a book with an edition is left alone. A book that promises reading and has
 * no sources is an error: the demo never offers a stub written from catalog metadata.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.ts';
import { chapters, formats, publications, type Contributor } from '#app/lib/db/schema.ts';
import { log } from '#app/lib/log.server.ts';
import type { FileStorage } from '#app/lib/storage/storage.server.ts';
import { escapeXml } from '#app/lib/xml.ts';
import { bookSource } from '#app/seed/texts.server.ts';
import { generateEpub, type GeneratedBook } from '../epub/generate.server.ts';
import { importEpub } from '../import-epub.server.ts';
import { booksWithoutEdition } from './demo-queue.server.ts';

const LABELS = {
  pt: {
    contents: 'Sumário',
    about: 'Sobre o livro',
    by: 'por',
    publisher: 'Editora Ipê',
    rights: 'Todos os direitos reservados.',
    colophon: 'Colofão',
    colophonText: [
      'Conteúdo de demonstração. Este livro foi escrito para mostrar a plataforma da Editora Ipê, uma editora acadêmica fictícia. A editora, as autoras e os autores, as pessoas, as instituições e os dados apresentados como resultados de pesquisa são fictícios; as obras citadas nas referências são reais.',
      'O texto é publicado sob a licença Creative Commons Atribuição 4.0 Internacional (CC BY 4.0): pode ser copiado, distribuído e adaptado para qualquer fim, desde que se atribua a autoria indicada. https://creativecommons.org/licenses/by/4.0/deed.pt-br',
    ],
  },
  en: {
    contents: 'Contents',
    about: 'About the book',
    by: 'by',
    publisher: 'Editora Ipê',
    rights: 'All rights reserved.',
    colophon: 'Colophon',
    colophonText: [
      'Demonstration content. This book was written to show the platform of Editora Ipê, a fictional academic press. The press, the authors, the people, the institutions and the data presented as research findings are fictional; the works cited in the references are real.',
      'The text is published under the Creative Commons Attribution 4.0 International licence (CC BY 4.0): it may be copied, distributed and adapted for any purpose, provided the stated authorship is credited. https://creativecommons.org/licenses/by/4.0/',
    ],
  },
};

const ROLE: Record<Contributor['role'], GeneratedBook['creators'][number]['role']> = { author: 'aut', editor: 'edt', translator: 'trl', organizer: 'com' };
const fullName = (c: Contributor) => `${c.given} ${c.family}`.trim();

export class MissingDemoText extends Error {}

/** The EPUB of a work built from its chapter sources; throws when the sources do not fit the catalog. */
export async function epubFromSources(db: Db, publicationId: number): Promise<Uint8Array | null> {
  const [work] = await db.select().from(publications).where(eq(publications.id, publicationId));
  if (!work) return null;
  const locale = work.language === 'en' ? 'en' : 'pt';
  const words = LABELS[locale];
  const text = <T extends string | null>(pt: T, en: T) => (locale === 'pt' ? (pt ?? en) : (en ?? pt));
  const source = bookSource(work.slug, work.language ?? locale);
  if (!source) throw new MissingDemoText(`${work.slug} offers reading but has no text in app/seed/content/books/${work.slug}`);
  const parts = await db.select().from(chapters).where(eq(chapters.publicationId, work.id)).orderBy(asc(chapters.position));
  if (parts.length !== source.chapters.length)
    throw new MissingDemoText(`${work.slug}: the catalog lists ${parts.length} chapters and the sources have ${source.chapters.length}`);
  const [ebook] = await db
    .select({ isbn: formats.isbn })
    .from(formats)
    .where(and(eq(formats.publicationId, work.id), eq(formats.kind, 'ebook')))
    .limit(1);
  const book: GeneratedBook = {
    identifier: ebook?.isbn ? `urn:isbn:${ebook.isbn.replace(/-/g, '')}` : work.doi ? `https://doi.org/${work.doi}` : `urn:ipe:${work.slug}`,
    title: text(work.titlePt, work.titleEn) ?? work.slug,
    subtitle: text(work.subtitlePt, work.subtitleEn),
    language: locale === 'pt' ? 'pt-BR' : 'en',
    creators: work.contributors.map((c) => ({ name: fullName(c), role: ROLE[c.role] })),
    publisher: words.publisher,
    date: work.publishedOn,
    description: text(work.abstractPt, work.abstractEn),
    rights: work.license ? `${work.license}` : `© ${work.publishedOn?.slice(0, 4) ?? ''} ${words.publisher}. ${words.rights}`.replace('©  ', '© '),
    subjects: locale === 'pt' ? work.keywordsPt : work.keywordsEn,
    chapters: parts.map((part, i) => ({
      title: text(part.titlePt, part.titleEn) ?? source.chapters[i]!.title,
      authors: part.contributors.map(fullName),
      html: source.chapters[i]!.html,
    })),
    assets: source.assets,
    colophon: { title: words.colophon, html: words.colophonText.map((p) => `<p>${escapeXml(p)}</p>`).join('\n') },
    labels: words,
    modified: work.updatedAt,
  };
  return generateEpub(book);
}

/** Builds and imports an edition for each book that lacks one; returns their slugs. */
export async function generateMissingEditions(db: Db, files?: FileStorage): Promise<string[]> {
  const done: string[] = [];
  for (const work of await booksWithoutEdition(db)) {
    const epub = await epubFromSources(db, work.id);
    if (!epub) continue;
    await importEpub(db, epub, { publicationId: work.id, files });
    done.push(work.slug);
    log.info({ slug: work.slug }, 'demo edition built from its sources');
  }
  return done;
}
