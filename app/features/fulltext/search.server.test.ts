/** The full-text engine on the real database: stemming and accents per language, phrases, exclusions, marks, and the rights rule. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publications } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.ts';
import { blockAnchor, fullTextBlocks, withBlockIds } from '#app/lib/fulltext/blocks.ts';
import { indexEdition, indexFullText } from './passages.server.ts';
import { hitsInWork, markTerms, shortSnippet, SHORT_SNIPPET_MAX, textHits, worksMatchingText } from './search.server.ts';
import { MARK_START, MARK_STOP, snippetParts, unmarked } from './snippet.ts';

let database: TestDatabase;
const ids: Record<string, number> = {};

const chapter = (slug: string, title: string, paragraphs: string[], position: number) => {
  let text = '';
  let html = '';
  paragraphs.forEach((paragraph, i) => {
    html += `<p id="${slug}-p${i + 1}" data-offset="${text.length}">${paragraph}</p>`;
    text += `${paragraph}\n`;
  });
  return { slug, title, html, text, position };
};
const paidParagraph =
  'The children were playing in the city squares while the market closed, and this paid paragraph goes on for a long while about what the buyers of the book will read in full, sentence after sentence, well past any short snippet.';

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const rows = await db
    .insert(publications)
    .values([
      { type: 'book', slug: 'aberto', status: 'published', titlePt: 'Cidades', openAccess: true, language: 'pt' },
      { type: 'book', slug: 'pago', status: 'published', titlePt: 'Squares', openAccess: false, language: 'en' },
      { type: 'book', slug: 'rascunho', status: 'draft', titlePt: 'Rascunho', openAccess: true, language: 'pt' },
      { type: 'journal', slug: 'revista', status: 'published', titlePt: 'Revista', openAccess: true, language: 'pt' },
      { type: 'proceedings', slug: 'anais', status: 'published', titlePt: 'Anais', openAccess: true, language: 'pt' },
    ])
    .returning({ id: publications.id, slug: publications.slug });
  for (const row of rows) ids[row.slug] = row.id;
  await indexEdition(db, ids.aberto!, 'pt-BR', [
    chapter('cap-1', 'Abertura', ['As crianças brincavam nas praças da cidade.', 'Uma frase sobre jornadas de serviço e ecossistemas.'], 0),
    chapter('cap-2', 'Segundo', ['Outro capítulo fala da cidade sem mencionar o resto.'], 1),
  ]);
  await indexEdition(db, ids.pago!, 'en', [chapter('c1', 'One', [paidParagraph, 'A second paid paragraph about squares and children.'], 0)]);
  await indexEdition(db, ids.rascunho!, 'pt', [chapter('c1', 'Um', ['As crianças de um rascunho.'], 0)]);
  // A volume read whole in the reader: each paper's paragraphs are on its page and in the edition.
  await indexFullText(db, { publicationId: ids.anais!, source: 'paper', partId: 11, title: 'Um trabalho', language: 'pt', html: '<p>O transporte sob demanda atende quem não anda de ônibus.</p>' });
  await indexEdition(db, ids.anais!, 'pt', [chapter('chapter-001', 'Um trabalho', ['O transporte sob demanda atende quem não anda de ônibus.'], 0)]);
  await indexFullText(db, { publicationId: ids.revista!, source: 'article', partId: 7, title: 'Um artigo', language: 'pt', html: '<h2>Introdução</h2><p>Mapas de jornada ajudam a ver o serviço.</p><ul><li>Um item com <em>blueprints</em></li></ul>' });
});
afterAll(() => database.dispose());

describe('the paragraphs of a text', () => {
  it('numbers a full text’s blocks the same way in the index and on the page', () => {
    const html = '<h2>Título</h2><p>Primeiro <em>parágrafo</em>.</p><ul><li>Item <p>dentro</p></li></ul><p id="own">Com id</p><p> </p>';
    expect(fullTextBlocks(html)).toEqual([
      { anchor: blockAnchor(0), text: 'Título' },
      { anchor: blockAnchor(1), text: 'Primeiro parágrafo.' },
      { anchor: blockAnchor(2), text: 'Item' },
      { anchor: blockAnchor(3), text: 'dentro' },
      { anchor: 'own', text: 'Com id' },
    ]);
    const shown = withBlockIds(html);
    for (const block of fullTextBlocks(html)) expect(shown).toContain(`id="${block.anchor}"`);
  });
});

describe('full-text search', () => {
  it('stems and ignores accents in each work’s language', async () => {
    const db = database.db;
    expect([...(await worksMatchingText(db, 'criança')).keys()]).toEqual([ids.aberto]);
    expect([...(await worksMatchingText(db, 'criancas')).keys()]).toEqual([ids.aberto]);
    expect([...(await worksMatchingText(db, 'play')).keys()]).toEqual([ids.pago]);
    // A draft's text is never found.
    expect((await worksMatchingText(db, 'rascunho')).size).toBe(0);
  });

  it('reads phrases in quotes and -exclusions', async () => {
    const db = database.db;
    expect([...(await worksMatchingText(db, '"jornadas de serviço"')).keys()]).toEqual([ids.aberto]);
    expect((await worksMatchingText(db, '"serviço de jornadas"')).size).toBe(0);
    const withCity = await hitsInWork(db, ids.aberto!, 'cidade');
    expect(withCity.map((hit) => hit.anchor).sort()).toEqual(['cap-1-p1', 'cap-2-p1']);
    expect((await hitsInWork(db, ids.aberto!, 'cidade -praças')).map((hit) => hit.anchor)).toEqual(['cap-2-p1']);
  });

  it('gives each hit its chapter, paragraph and a snippet with the terms marked', async () => {
    const db = database.db;
    const hits = await textHits(db, 'crianças brincando', [{ id: ids.aberto!, full: true }]);
    expect(hits.get(ids.aberto!)).toEqual([{ source: 'edition', partKey: 'cap-1', partTitle: 'Abertura', anchor: 'cap-1-p1', snippet: `${MARK_START}crianças${MARK_STOP} ${MARK_START}brincavam${MARK_STOP} nas praças da cidade` }]);
    expect(snippetParts(hits.get(ids.aberto!)![0]!.snippet).filter((part) => part.match).map((part) => part.text)).toEqual(['crianças', 'brincavam']);
    const article = await textHits(db, 'mapa', [{ id: ids.revista!, full: true }]);
    expect(article.get(ids.revista!)).toEqual([expect.objectContaining({ source: 'article', partKey: '7', anchor: blockAnchor(1) })]);
  });

  it('shows a volume’s paragraph once, from its paper’s page; the reader searches its own chapters', async () => {
    const db = database.db;
    const hits = await textHits(db, 'transporte', [{ id: ids.anais!, full: true }]);
    expect(hits.get(ids.anais!)).toEqual([expect.objectContaining({ source: 'paper', partKey: '11' })]);
    expect(await hitsInWork(db, ids.anais!, 'transporte', { sources: ['edition'] })).toEqual([expect.objectContaining({ source: 'edition', partKey: 'chapter-001', anchor: 'chapter-001-p1' })]);
    // A book's edition is its only text: found as before.
    expect((await textHits(db, 'cidade', [{ id: ids.aberto!, full: true }])).get(ids.aberto!)).toHaveLength(2);
  });

  it('gives a work not readable in full one snippet of at most 160 characters, and nothing more of its text', async () => {
    const db = database.db;
    const full = await textHits(db, 'children', [{ id: ids.pago!, full: true }]);
    expect(full.get(ids.pago!)).toHaveLength(2);
    const short = (await textHits(db, 'children', [{ id: ids.pago!, full: false }])).get(ids.pago!)!;
    expect(short).toHaveLength(1);
    const visible = unmarked(short[0]!.snippet).replaceAll('…', '');
    expect(visible.length).toBeLessThanOrEqual(SHORT_SNIPPET_MAX);
    expect(short[0]!.snippet).toContain(`${MARK_START}children${MARK_STOP}`);
    expect(short[0]!.snippet).not.toContain('sentence after sentence');
    expect(JSON.stringify(short)).not.toContain('second paid paragraph');
  });

  it('cuts a long snippet around its first term, keeping marks whole', () => {
    const long = `${'palavra '.repeat(40)}${MARK_START}termo${MARK_STOP} ${'depois '.repeat(40)}`;
    const cut = shortSnippet(long);
    expect(unmarked(cut).replaceAll('…', '').length).toBeLessThanOrEqual(SHORT_SNIPPET_MAX);
    expect(cut).toContain(`${MARK_START}termo${MARK_STOP}`);
    expect(cut.startsWith('…')).toBe(true);
    expect(shortSnippet('curto')).toBe('curto');
  });

  it('marks the terms in a page’s HTML without touching its tags', async () => {
    const marked = await markTerms(database.db, '<p id="a" title="crianças">As crianças <em>brincavam</em>.</p>', 'pt', 'criança brincar');
    expect(marked).toBe('<p id="a" title="crianças">As <mark class="search-term">crianças</mark> <em><mark class="search-term">brincavam</mark></em>.</p>');
  });
});
