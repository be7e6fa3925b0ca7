/**
 * A small edition written the way the importer writes one (blocks with ids and data-offset, the
 * chapter's text, its paragraphs in the full-text search), for tests and for trying the reader without an EPUB.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { readerChapters, readerEditions } from '#app/lib/db/schema.ts';
import { indexEdition } from '#app/features/fulltext/api.server.ts';

export interface SampleChapter {
  slug: string;
  title: string;
  linear?: boolean;
  /** Blocks: [tag, text] or [tag, text, extra attributes]; text may hold inline HTML. */
  blocks: [string, string, string?][];
  /** Wraps the blocks (e.g. a bibliography section). */
  wrapper?: string;
}

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function buildChapter(chapter: SampleChapter): { html: string; text: string; words: number } {
  let text = '';
  const parts = chapter.blocks.map(([tag, inner, extra], index) => {
    const id = extra?.includes('id=') ? '' : ` id="p-${index + 1}"`;
    const html = `<${tag}${id} data-offset="${text.length}"${extra ? ` ${extra}` : ''}>${inner}</${tag}>`;
    text += `${plain(inner)}\n`;
    return html;
  });
  const body = parts.join('');
  const html = chapter.wrapper ? chapter.wrapper.replace('{}', body) : body;
  return { html, text, words: text.split(/\s+/).filter(Boolean).length };
}

export const SAMPLE_CHAPTERS: SampleChapter[] = [
  {
    slug: 'introducao',
    title: 'Introdução',
    blocks: [
      ['h1', 'Introdução'],
      ['p', 'O design de serviços começa por ouvir as pessoas que usam o serviço e as que o prestam.'],
      ['p', `Cada ponto de contato conta uma parte da história.<a href="/book/{slug}/read/introducao#n1" data-noteref="n1">1</a>`],
      ['p', 'Mapas de jornada ajudam a ver o serviço inteiro, de ponta a ponta.'],
      ['aside', 'Ver o capítulo sobre mapas para um exemplo completo.', 'data-note="" data-epub-type="footnote" id="n1"'],
    ],
  },
  {
    slug: 'jornadas',
    title: 'Jornadas',
    blocks: [
      ['h1', 'Jornadas'],
      ['p', 'Uma jornada descreve o que a pessoa faz, pensa e sente em cada etapa.'],
      ['p', 'Protótipos de serviço testam a jornada antes de ela existir.'],
    ],
  },
  {
    slug: 'nota-editorial',
    title: 'Nota editorial',
    linear: false,
    blocks: [['p', 'Esta nota fica fora da sequência de leitura.']],
  },
  {
    slug: 'blueprints',
    title: 'Blueprints',
    blocks: [
      ['h1', 'Blueprints'],
      ['p', 'O blueprint de serviço mostra a linha de visibilidade e os bastidores.'],
    ],
  },
  {
    slug: 'referencias',
    title: 'Referências',
    wrapper: '<section data-epub-type="bibliography" role="doc-bibliography">{}</section>',
    blocks: [
      ['h1', 'Referências'],
      ['p', 'STICKDORN, M. et al. <i>This is service design doing</i>. 2018.'],
    ],
  },
];

/** Adds an edition (the current one) with the given chapters to a publication; returns its id. */
export async function insertSampleEdition(
  db: Db,
  publicationId: number,
  options: { slug: string; language?: string; chapters?: SampleChapter[]; version?: number } = { slug: '' },
): Promise<number> {
  const language = options.language ?? 'pt';
  const chapters = options.chapters ?? SAMPLE_CHAPTERS;
  const version = options.version ?? 1;
  await db.update(readerEditions).set({ current: false }).where(eq(readerEditions.publicationId, publicationId));
  const [edition] = await db
    .insert(readerEditions)
    .values({
      publicationId,
      version,
      sourceFile: `reader/${publicationId}/${version}/book.epub`,
      title: 'Design de serviços na prática',
      language,
      assetsPrefix: `reader/${publicationId}/${version}`,
      toc: chapters.filter((c) => c.linear !== false).map((c) => ({ label: c.title, chapter: c.slug, children: [] })),
    })
    .returning({ id: readerEditions.id });
  const indexed: { slug: string; title: string; html: string; text: string; position: number }[] = [];
  for (const [position, chapter] of chapters.entries()) {
    const built = buildChapter({ ...chapter, blocks: chapter.blocks.map(([tag, inner, extra]) => [tag, inner.replaceAll('{slug}', options.slug), extra]) });
    await db.insert(readerChapters).values({
      editionId: edition!.id,
      position,
      slug: chapter.slug,
      title: chapter.title,
      html: built.html,
      text: built.text,
      words: built.words,
      linear: chapter.linear ?? true,
    });
    indexed.push({ slug: chapter.slug, title: chapter.title, html: built.html, text: built.text, position });
  }
  // Searchable as an imported edition is.
  await indexEdition(db, publicationId, language, indexed);
  return edition!.id;
}
