/**
 * The demo's own books and proceedings: each published work that is open access or sold as an
 * ebook, without an edition in the reader, gets an EPUB built from its sources (app/seed/content:
 * a book's chapters, a volume's papers, written for the project under CC BY 4.0), imported as its
 * edition and attached to its ebook format. Idempotent: a work with an edition is left alone. A
 * work that promises reading and has no sources is an error: the demo never offers a stub written
 * from catalog metadata.
 */
import { localeInfo } from '#app/i18n/locales.ts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { chapters, events, formats, publications, type Contributor } from '#app/lib/db/schema.ts';
import { log } from '#app/lib/log.server.ts';
import type { FileStorage } from '#app/lib/storage/storage.server.ts';
import { escapeXml } from '#app/lib/xml.ts';
import { proceedingsLayout } from '#app/features/journals/api.server.ts';
import { formatDateRange, joinNames } from '#app/features/scholarly/api.ts';
import { bookSource, proceedingsSource, type BookSource } from '#app/seed/texts.server.ts';
import { generateEpub, type GeneratedBook, type GeneratedChapter } from '../epub/generate.server.ts';
import { importEpub } from '../import-epub.server.ts';
import { worksWithoutEdition } from './demo-queue.server.ts';

const LABELS = {
  pt: {
    contents: 'Sumário',
    about: 'Sobre o livro',
    by: 'por',
    publisher: 'Editora Ipê',
    rights: 'Todos os direitos reservados.',
    colophon: 'Colofão',
    pages: 'Páginas',
    presentation: 'Apresentação',
    editors: (names: string) => `Organização: ${names}`,
    abstract: 'Resumo',
    keywords: 'Palavras-chave',
    volumeFiction:
      'Conteúdo de demonstração. Estes anais foram escritos para mostrar a plataforma da Editora Ipê, uma editora acadêmica fictícia. O simpósio, a editora, as autoras e os autores, as pessoas, as instituições e os dados apresentados como resultados de pesquisa são fictícios; as obras citadas nas referências são reais.',
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
    pages: 'Pages',
    presentation: 'Presentation',
    editors: (names: string) => `Edited by ${names}`,
    abstract: 'Abstract',
    keywords: 'Keywords',
    volumeFiction:
      'Demonstration content. These proceedings were written to show the platform of Editora Ipê, a fictional academic press. The symposium, the press, the authors, the people, the institutions and the data presented as research findings are fictional; the works cited in the references are real.',
    colophonText: [
      'Demonstration content. This book was written to show the platform of Editora Ipê, a fictional academic press. The press, the authors, the people, the institutions and the data presented as research findings are fictional; the works cited in the references are real.',
      'The text is published under the Creative Commons Attribution 4.0 International licence (CC BY 4.0): it may be copied, distributed and adapted for any purpose, provided the stated authorship is credited. https://creativecommons.org/licenses/by/4.0/',
    ],
  },
};

const ROLE: Record<Contributor['role'], GeneratedBook['creators'][number]['role']> = { author: 'aut', editor: 'edt', translator: 'trl', organizer: 'com' };
const fullName = (c: Contributor) => `${c.given} ${c.family}`.trim();

export class MissingDemoText extends Error {}

type Work = typeof publications.$inferSelect;

/** The EPUB of a work built from its sources (a book's chapters, a volume's papers); throws when they do not fit the catalog. */
export async function epubFromSources(db: Db, publicationId: number): Promise<Uint8Array | null> {
  const [work] = await db.select().from(publications).where(eq(publications.id, publicationId));
  if (!work) return null;
  return generateEpub(work.type === 'proceedings' ? await volumeBook(db, work) : await bookOf(db, work));
}

/** What a book and a volume share: the package's metadata, the colophon, the labels. */
async function commonParts(db: Db, work: Work, source: BookSource, colophonText: string[]) {
  const locale = work.language === 'en' ? 'en' : 'pt';
  const words = LABELS[locale];
  const text = <T extends string | null>(pt: T, en: T) => (locale === 'pt' ? (pt ?? en) : (en ?? pt));
  const [ebook] = await db
    .select({ isbn: formats.isbn })
    .from(formats)
    .where(and(eq(formats.publicationId, work.id), eq(formats.kind, 'ebook')))
    .limit(1);
  return {
    words,
    text,
    isbn: ebook?.isbn ?? null,
    book: {
      identifier: ebook?.isbn ? `urn:isbn:${ebook.isbn.replace(/-/g, '')}` : work.doi ? `https://doi.org/${work.doi}` : `urn:ipe:${work.slug}`,
      title: text(work.titlePt, work.titleEn) ?? work.slug,
      subtitle: text(work.subtitlePt, work.subtitleEn),
      language: localeInfo[locale].lang,
      creators: work.contributors.map((c) => ({ name: fullName(c), role: ROLE[c.role] })),
      publisher: words.publisher,
      date: work.publishedOn,
      description: text(work.abstractPt, work.abstractEn),
      rights: work.license ? `${work.license}` : `© ${work.publishedOn?.slice(0, 4) ?? ''} ${words.publisher}. ${words.rights}`.replace('©  ', '© '),
      subjects: locale === 'pt' ? work.keywordsPt : work.keywordsEn,
      assets: source.assets,
      colophon: { title: words.colophon, html: colophonText.map((p) => `<p>${escapeXml(p)}</p>`).join('\n') },
      labels: words,
      modified: work.updatedAt,
    } satisfies Omit<GeneratedBook, 'chapters'>,
  };
}

async function bookOf(db: Db, work: Work): Promise<GeneratedBook> {
  const source = bookSource(work.slug, work.language ?? 'pt');
  if (!source) throw new MissingDemoText(`${work.slug} offers reading but has no text in app/seed/content/books/${work.slug}`);
  const parts = await db.select().from(chapters).where(eq(chapters.publicationId, work.id)).orderBy(asc(chapters.position));
  if (parts.length !== source.chapters.length)
    throw new MissingDemoText(`${work.slug}: the catalog lists ${parts.length} chapters and the sources have ${source.chapters.length}`);
  const { text, book } = await commonParts(db, work, source, LABELS[work.language === 'en' ? 'en' : 'pt'].colophonText);
  return {
    ...book,
    chapters: parts.map((part, i) => ({
      title: text(part.titlePt, part.titleEn) ?? source.chapters[i]!.title,
      authors: part.contributors.map(fullName),
      html: source.chapters[i]!.html,
    })),
  };
}

const paragraphsXml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeXml(p.trim())}</p>`)
    .join('\n');

/**
 * A proceedings volume: the title page (the event, the editors, the ISBN), its presentation (the
 * catalog's description), then each paper with its authors and their affiliations, its abstracts
 * and keywords in both languages, its text, notes and references, and the page numbers it has in
 * the volume's PDF (a page list), then the colophon.
 */
async function volumeBook(db: Db, work: Work): Promise<GeneratedBook> {
  const source = proceedingsSource(work.slug, work.language ?? 'pt');
  if (!source) throw new MissingDemoText(`${work.slug} offers reading but has no text in app/seed/content/proceedings/${work.slug}`);
  const papers = await db.select().from(chapters).where(eq(chapters.publicationId, work.id)).orderBy(asc(chapters.position), asc(chapters.id));
  if (papers.length !== source.chapters.length)
    throw new MissingDemoText(`${work.slug}: the catalog lists ${papers.length} papers and the sources have ${source.chapters.length}`);
  const locale = work.language === 'en' ? 'en' : 'pt';
  const { text, words, book, isbn } = await commonParts(db, work, source, [LABELS[locale].volumeFiction, ...LABELS[locale].colophonText.slice(1)]);
  const [event] = work.eventId ? await db.select().from(events).where(eq(events.id, work.eventId)) : [];
  // Where the volume's PDF puts each paper's pages (null: a paper without a text, no PDF).
  const layout = await proceedingsLayout(db, work.slug);
  const placed = new Map(layout?.papers.map((p) => [p.id, p]) ?? []);
  const editors = work.contributors.filter((c) => c.role === 'editor' || c.role === 'organizer').map(fullName);
  const chaptersOut: GeneratedChapter[] = papers.map((paper, i) => {
    const rendered = source.chapters[i]!;
    const place = placed.get(paper.id);
    const authors = paper.contributors.filter((c) => c.role === 'author');
    const pages = place ? `pp. ${place.firstPage}–${place.lastPage}` : paper.firstPage && paper.lastPage ? `pp. ${paper.firstPage}–${paper.lastPage}` : null;
    const abstracts = (locale === 'pt' ? (['pt', 'en'] as const) : (['en', 'pt'] as const)).filter((lang) => rendered.abstracts[lang]);
    const details = [paper.doi ? `DOI: <a href="https://doi.org/${escapeXml(paper.doi)}">https://doi.org/${escapeXml(paper.doi)}</a>` : null, pages].filter(
      Boolean,
    );
    const html = [
      ...authors.map(
        (a) => `<p class="byline">${escapeXml(fullName(a))}</p>${a.affiliation ? `\n<p class="affiliation">${escapeXml(a.affiliation)}</p>` : ''}`,
      ),
      details.length ? `<p class="details">${details.join(' · ')}</p>` : '',
      ...abstracts.map((lang) => {
        const label = LABELS[lang === 'en' ? 'en' : 'pt'];
        const other = lang === locale ? '' : ` lang="${lang}" xml:lang="${lang}"`;
        const keywords = rendered.keywords[lang] ?? [];
        return `<section epub:type="abstract" role="doc-abstract"${other} aria-labelledby="abstract-${lang}">
<h2 id="abstract-${lang}">${escapeXml(label.abstract)}</h2>
${paragraphsXml(rendered.abstracts[lang]!)}
${keywords.length ? `<p class="keywords"><strong>${escapeXml(label.keywords)}:</strong> ${escapeXml(keywords.join('; '))}.</p>\n` : ''}</section>`;
      }),
      rendered.html,
    ]
      .filter(Boolean)
      .join('\n');
    return {
      title: text(paper.titlePt, paper.titleEn) ?? rendered.title,
      html,
      pages: place?.starts.map((start, k) => ({ number: String(place.firstPage + k), ...start })),
    };
  });
  const eventName = event ? text(event.namePt, event.nameEn) : null;
  return {
    ...book,
    byline: editors.length ? words.editors(joinNames(editors, locale)) : undefined,
    titleLines: [
      ...(event && eventName ? [[eventName, event.place, formatDateRange(event.startsOn, event.endsOn, locale)].filter(Boolean).join(', ')] : []),
      ...(isbn ? [`ISBN ${isbn}`] : []),
      ...(work.doi ? [`DOI: https://doi.org/${work.doi}`] : []),
    ],
    descriptionOnTitlePage: false,
    frontMatter: book.description ? [{ title: words.presentation, html: paragraphsXml(book.description), type: 'preface' }] : [],
    chapters: chaptersOut,
    pageSource: work.doi ? `https://doi.org/${work.doi}` : book.identifier,
  };
}

/** Builds and imports an edition for each work that lacks one; returns their slugs. */
export async function generateMissingEditions(db: Db, files?: FileStorage): Promise<string[]> {
  const done: string[] = [];
  for (const work of await worksWithoutEdition(db)) {
    const epub = await epubFromSources(db, work.id);
    if (!epub) continue;
    await importEpub(db, epub, { publicationId: work.id, files });
    done.push(work.slug);
    log.info({ slug: work.slug }, 'demo edition built from its sources');
  }
  return done;
}
