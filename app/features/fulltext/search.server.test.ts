/** The full-text engine on the real database: stemming and accents per language, phrases, exclusions, marks, and the rights rule. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publications } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { blockAnchor, fullTextBlocks, withBlockIds } from './blocks.ts';
import { indexEdition, indexFullText } from './passages.server.ts';
import { hitsInWork, markTerms, textHits, worksMatchingText } from './search.server.ts';
import { MARK_START, MARK_STOP, snippetParts } from './snippet.ts';

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
  await indexEdition(db, ids.pago!, 'en', [
    chapter('c1', 'One', ['The children of the preview chapter, which anyone may read.'], 0),
    chapter('c2', 'Two', [paidParagraph, 'A second paid paragraph about squares and children.'], 1),
    chapter('c3', 'Three', ['Children again, in a third chapter nobody reads for free.'], 2),
  ]);
  await indexEdition(db, ids.rascunho!, 'pt', [chapter('c1', 'Um', ['As crianças de um rascunho.'], 0)]);
  // A volume read whole in the reader: each paper's paragraphs are on its page and in the edition.
  await indexFullText(db, {
    publicationId: ids.anais!,
    source: 'paper',
    partId: 11,
    title: 'Um trabalho',
    language: 'pt',
    html: '<p>O transporte sob demanda atende quem não anda de ônibus.</p>',
  });
  await indexEdition(db, ids.anais!, 'pt', [chapter('chapter-001', 'Um trabalho', ['O transporte sob demanda atende quem não anda de ônibus.'], 0)]);
  await indexFullText(db, {
    publicationId: ids.revista!,
    source: 'article',
    partId: 7,
    title: 'Um artigo',
    language: 'pt',
    html: '<h2>Introdução</h2><p>Mapas de jornada ajudam a ver o serviço.</p><ul><li>Um item com <em>blueprints</em></li></ul>',
  });
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
    const hits = await textHits(db, 'crianças brincando', [{ id: ids.aberto!, readable: 'all' }]);
    expect(hits.get(ids.aberto!)).toEqual([
      {
        source: 'edition',
        partKey: 'cap-1',
        partTitle: 'Abertura',
        anchor: 'cap-1-p1',
        snippet: `${MARK_START}crianças${MARK_STOP} ${MARK_START}brincavam${MARK_STOP} nas praças da cidade`,
      },
    ]);
    expect(
      snippetParts(hits.get(ids.aberto!)![0]!.snippet!)
        .filter((part) => part.match)
        .map((part) => part.text),
    ).toEqual(['crianças', 'brincavam']);
    const article = await textHits(db, 'mapa', [{ id: ids.revista!, readable: 'all' }]);
    expect(article.get(ids.revista!)).toEqual([expect.objectContaining({ source: 'article', partKey: '7', anchor: blockAnchor(1) })]);
  });

  it('shows a volume’s paragraph once, from its paper’s page; the reader searches its own chapters', async () => {
    const db = database.db;
    const hits = await textHits(db, 'transporte', [{ id: ids.anais!, readable: 'all' }]);
    expect(hits.get(ids.anais!)).toEqual([expect.objectContaining({ source: 'paper', partKey: '11' })]);
    expect(await hitsInWork(db, ids.anais!, 'transporte', { sources: ['edition'] })).toEqual([
      expect.objectContaining({ source: 'edition', partKey: 'chapter-001', anchor: 'chapter-001-p1' }),
    ]);
    // A book's edition is its only text: found as before.
    expect((await textHits(db, 'cidade', [{ id: ids.aberto!, readable: 'all' }])).get(ids.aberto!)).toHaveLength(2);
  });

  it('shows text only of what the visitor may read; elsewhere a hit names the chapter, with no paragraph and no text', async () => {
    const db = database.db;
    const all = (await textHits(db, 'children', [{ id: ids.pago!, readable: 'all' }])).get(ids.pago!)!;
    expect(all).toHaveLength(3);
    expect(all.every((hit) => hit.anchor && hit.snippet?.includes(`${MARK_START}children${MARK_STOP}`))).toBe(true);
    const previewed = (await textHits(db, 'children', [{ id: ids.pago!, readable: ['c1'] }])).get(ids.pago!)!;
    expect(previewed.find((hit) => hit.partKey === 'c1')).toMatchObject({ anchor: 'c1-p1', snippet: expect.stringContaining('preview chapter') });
    // One hit per chapter outside the preview, though c2 has two matching paragraphs.
    expect(previewed.filter((hit) => hit.partKey !== 'c1').sort((a, b) => a.partKey.localeCompare(b.partKey))).toEqual([
      { source: 'edition', partKey: 'c2', partTitle: 'Two', anchor: null, snippet: null },
      { source: 'edition', partKey: 'c3', partTitle: 'Three', anchor: null, snippet: null },
    ]);
    const none = (await textHits(db, 'children', [{ id: ids.pago!, readable: [] }])).get(ids.pago!)!;
    expect(none.map((hit) => [hit.partKey, hit.anchor, hit.snippet])).toEqual(expect.arrayContaining([['c2', null, null]]));
    for (const text of ['sentence after sentence', 'second paid paragraph', 'city squares', 'third chapter', 'preview chapter'])
      expect(JSON.stringify(none)).not.toContain(text);
  });

  it('marks the terms in a page’s HTML without touching its tags', async () => {
    const marked = await markTerms(database.db, '<p id="a" title="crianças">As crianças <em>brincavam</em>.</p>', 'pt', 'criança brincar');
    expect(marked).toBe('<p id="a" title="crianças">As <mark class="search-term">crianças</mark> <em><mark class="search-term">brincavam</mark></em>.</p>');
  });
});
