/** The catalog's search over the works' full texts: ranking, hits per work, and the short-snippet rule in the page's data. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexEdition } from '#app/features/fulltext/api.server.ts';
import { publications } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.ts';
import { refreshAllPublicationIndexes } from './search-index.server.ts';
import { catalogPage, matchWorks } from './search.server.ts';

let database: TestDatabase;
const ids: Record<string, number> = {};
const secret = 'Este trecho pago continua por muitas linhas que só quem comprou o livro pode ler, frase após frase, muito além de qualquer amostra curta que a busca mostra. Só então chega o segredo final do capítulo, que nenhuma amostra alcança.';

const edition = (paragraphs: string[]) => {
  let text = '';
  let html = '';
  paragraphs.forEach((paragraph, i) => {
    html += `<p id="p${i + 1}" data-offset="${text.length}">${paragraph}</p>`;
    text += `${paragraph}\n`;
  });
  return [{ slug: 'capitulo-3', title: 'Capítulo 3', html, text, position: 2 }];
};

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const rows = await db
    .insert(publications)
    .values([
      { type: 'book', slug: 'titulo', status: 'published', titlePt: 'Cartografias urbanas', language: 'pt', openAccess: true, publishedOn: '2020-01-01' },
      { type: 'book', slug: 'corpo-aberto', status: 'published', titlePt: 'Um livro aberto', language: 'pt', openAccess: true, publishedOn: '2024-01-01' },
      { type: 'book', slug: 'corpo-pago', status: 'published', titlePt: 'Um livro pago', language: 'pt', openAccess: false, publishedOn: '2025-01-01' },
    ])
    .returning({ id: publications.id, slug: publications.slug });
  for (const row of rows) ids[row.slug] = row.id;
  await indexEdition(db, ids['corpo-aberto']!, 'pt', edition(['Nada aqui.', 'As cartografias afetivas dos bairros mudam a leitura da cidade.', 'Outra cartografia, de novo.']));
  await indexEdition(db, ids['corpo-pago']!, 'pt', edition([`Uma cartografia paga. ${secret}`, 'Segunda cartografia paga, também secreta.']));
  await refreshAllPublicationIndexes(db);
});
afterAll(() => database.dispose());

describe('the catalog searching the works’ texts', () => {
  it('ranks a title match above matches in the text', async () => {
    const scores = await matchWorks(database.db, 'cartografia');
    expect(scores.get(ids.titulo!)).toBeGreaterThan(2);
    expect(scores.get(ids['corpo-aberto']!)).toBeLessThan(1);
    const page = await catalogPage(database.db, null, new URLSearchParams('q=cartografia'), 'pt');
    expect(page!.items.map((item) => item.slug)[0]).toBe('titulo');
    expect(page!.items.map((item) => item.slug).sort()).toEqual(['corpo-aberto', 'corpo-pago', 'titulo']);
  });

  it('lists up to three hits of an open book, opening the reader at the paragraph with the terms marked', async () => {
    const page = await catalogPage(database.db, null, new URLSearchParams('q=cartografias'), 'pt');
    const open = page!.items.find((item) => item.slug === 'corpo-aberto')!;
    expect(open.hits.map((hit) => hit.href)).toEqual(['/book/corpo-aberto/read/capitulo-3?hl=cartografias#p2', '/book/corpo-aberto/read/capitulo-3?hl=cartografias#p3']);
    expect(open.hits[0]!.parts.filter((part) => part.match).map((part) => part.text)).toEqual(['cartografias']);
    expect(open.hits[0]!.title).toBe('Capítulo 3');
  });

  it('shows a book not open to all one snippet of at most 160 characters: no more of its text is in the page’s data', async () => {
    const page = await catalogPage(database.db, null, new URLSearchParams('q=cartografia'), 'pt');
    const paid = page!.items.find((item) => item.slug === 'corpo-pago')!;
    expect(paid.hits).toHaveLength(1);
    expect(paid.hits[0]!.parts.map((part) => part.text).join('').replaceAll('…', '').length).toBeLessThanOrEqual(160);
    const data = JSON.stringify(page);
    expect(data).not.toContain('segredo final');
    expect(data).not.toContain('também secreta');
  });
});
