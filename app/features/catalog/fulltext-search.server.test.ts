/**
 * The catalog's search over the works' full texts, through its loader: ranking, hits per work, and
 * what a visitor, a reader who owns the book and an address that searches too often each get.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexEdition } from '#app/features/fulltext/api.server.ts';
import { insertSampleEdition } from '#app/features/reader/test-fixtures.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { entitlements, publications, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { loader } from '#app/routes/catalog/catalog.tsx';
import { sessionContext, type SessionUser } from '#app/lib/auth/session.server.ts';
import { routeArgs, sessionUser, unwrap } from '#app/test/route-args.ts';
import { refreshAllPublicationIndexes } from './search-index.server.ts';
import { matchWorks, type CatalogPageData } from './search.server.ts';
import { answerFor } from '#app/lib/app-error.server.ts';

let database: TestDatabase;
const ids: Record<string, number> = {};
const buyer = sessionUser(randomUUID());
const stranger = sessionUser(randomUUID());
const secret =
  'Este trecho pago continua por muitas linhas que só quem comprou o livro pode ler, frase após frase, muito além de qualquer amostra curta que a busca mostra. Só então chega o segredo final do capítulo, que nenhuma amostra alcança.';

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
  useDatabase(database);
  const db = database.db;
  await db.insert(users).values([buyer, stranger].map((user) => ({ id: user.id, name: user.name, email: user.email, emailVerified: true })));
  const rows = await db
    .insert(publications)
    .values([
      { type: 'book', slug: 'titulo', status: 'published', titlePt: 'Cartografias urbanas', language: 'pt', openAccess: true, publishedOn: '2020-01-01' },
      { type: 'book', slug: 'corpo-aberto', status: 'published', titlePt: 'Um livro aberto', language: 'pt', openAccess: true, publishedOn: '2024-01-01' },
      { type: 'book', slug: 'corpo-pago', status: 'published', titlePt: 'Um livro pago', language: 'pt', openAccess: false, publishedOn: '2025-01-01' },
    ])
    .returning({ id: publications.id, slug: publications.slug });
  for (const row of rows) ids[row.slug] = row.id;
  await indexEdition(
    db,
    ids['corpo-aberto']!,
    'pt',
    edition(['Nada aqui.', 'As cartografias afetivas dos bairros mudam a leitura da cidade.', 'Outra cartografia, de novo.']),
  );
  await insertSampleEdition(db, ids['corpo-pago']!, {
    slug: 'corpo-pago',
    chapters: [
      { slug: 'abertura', title: 'Abertura', blocks: [['p', 'A cartografia da prévia, que todos podem ler.']] },
      {
        slug: 'capitulo-3',
        title: 'Capítulo 3',
        blocks: [
          ['p', `Uma cartografia paga. ${secret}`],
          ['p', 'Segunda cartografia paga, também secreta.'],
        ],
      },
    ],
  });
  await db.insert(entitlements).values({ userId: buyer.id, publicationId: ids['corpo-pago']!, source: 'purchase' });
  await refreshAllPublicationIndexes(db);
});
afterAll(() => database.dispose());

let address = 0;
type Args = Parameters<typeof loader>[0];

/** The catalog's loader for a search (from a new address unless one is given), signed in or not: its status, data and headers. */
async function search(query: string, { user = null, ip = `198.51.100.${++address}` }: { user?: SessionUser | null; ip?: string } = {}) {
  const args = routeArgs(new Request(`http://localhost:3000/catalog?${query}`), {}, ip) as Args;
  args.context.set(sessionContext, user ? { user, sessionId: 's', token: 't' } : null);
  // A refusal is thrown (an AppError, answered as the server does; the site's error page shows it), an answer returned: read both alike.
  const answer = await loader(args).catch((refused: unknown) => answerFor(refused));
  const { status, body } = unwrap<CatalogPageData & { retryAfter?: number }>(answer);
  const init = (answer as { init?: ResponseInit }).init;
  return { status, body, headers: new Headers(init?.headers) };
}

const hitsOf = (page: CatalogPageData, slug: string) => page.items.find((item) => item.slug === slug)!.hits;
const textOf = (hit: { parts: { text: string }[] }) => hit.parts.map((part) => part.text).join('');

describe('the catalog searching the works’ texts', () => {
  it('ranks a title match above matches in the text', async () => {
    const scores = await matchWorks(database.db, 'cartografia');
    expect(scores.get(ids.titulo!)).toBeGreaterThan(2);
    expect(scores.get(ids['corpo-aberto']!)).toBeLessThan(1);
    const { body } = await search('q=cartografia');
    expect(body.items.map((item) => item.slug)[0]).toBe('titulo');
    expect(body.items.map((item) => item.slug).sort()).toEqual(['corpo-aberto', 'corpo-pago', 'titulo']);
  });

  it('lists up to three hits of an open book, opening the reader at the paragraph with the terms marked', async () => {
    const open = hitsOf((await search('q=cartografias')).body, 'corpo-aberto');
    expect(open.map((hit) => hit.href)).toEqual([
      '/book/corpo-aberto/read/capitulo-3?hl=cartografias#p2',
      '/book/corpo-aberto/read/capitulo-3?hl=cartografias#p3',
    ]);
    expect(open[0]!.parts.filter((part) => part.match).map((part) => part.text)).toEqual(['cartografias']);
    expect(open[0]!.title).toBe('Capítulo 3');
  });

  it('shows a visitor passages of a paid book’s free preview only; a chapter past it is named, with no paragraph and no text', async () => {
    const { body, headers } = await search('q=cartografia');
    const paid = hitsOf(body, 'corpo-pago');
    expect(paid).toHaveLength(2);
    const preview = paid.find((hit) => hit.title === 'Abertura')!;
    expect(preview.href).toBe('/book/corpo-pago/read/abertura?hl=cartografia#p-1');
    expect(textOf(preview)).toContain('todos podem');
    expect(paid.find((hit) => hit.title === 'Capítulo 3')).toEqual({ title: 'Capítulo 3', href: '/book/corpo-pago/read/capitulo-3?hl=cartografia', parts: [] });
    for (const text of ['cartografia paga', 'segredo final', 'também secreta', 'trecho pago']) expect(JSON.stringify(body)).not.toContain(text);
    // Never kept by the page cache: each search is counted against the address's limit.
    expect(headers.get('Cache-Control')).toBe('private, no-store');
    // A signed-in reader without the book sees what a visitor sees.
    expect(hitsOf((await search('q=cartografia', { user: stranger })).body, 'corpo-pago')).toEqual(paid);
  });

  it('shows a reader who bought the book its passages whole', async () => {
    const own = hitsOf((await search('q=cartografia', { user: buyer })).body, 'corpo-pago');
    expect(own.length).toBeGreaterThan(1);
    expect(own.map(textOf).join(' ')).toMatch(/cartografia paga/);
    expect(own.every((hit) => hit.href.includes('#p-'))).toBe(true);
  });

  it('refuses an address that searched too often with 429 and the time to wait; browsing, and other addresses, go on', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 120; i++) expect((await search(`q=cartografia&page=${(i % 3) + 1}`, { ip })).status).toBe(200);
    const refused = await search('q=outra', { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.retryAfter).toBeGreaterThan(0);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await search('type=book', { ip })).status).toBe(200);
    expect((await search('q=outra')).status).toBe(200);
  });
});
