import { randomUUID } from 'node:crypto';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { publicationAuthors, publications, sessions, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { loader as accountLoader } from '#app/routes/account/account.tsx';
import { LISTED_SESSIONS } from './account-settings.server.ts';
import { LISTED_PUBLICATIONS, type MyPublication } from './my-publications.server.ts';

let database: TestDatabase;
const ana = randomUUID();
const bruno = randomUUID();
const carla = randomUUID();
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  await database.db.insert(users).values([
    { id: ana, name: 'Ana', lastName: 'Souza', email: 'ana@example.com', role: 'user,author', emailVerified: true },
    { id: bruno, name: 'Bruno', lastName: 'Lima', email: 'bruno@example.com', role: 'user,author', emailVerified: true },
    { id: carla, name: 'Carla', lastName: 'Dias', email: 'carla@example.com', role: 'user', emailVerified: true },
  ]);
  const rows = await database.db
    .insert(publications)
    .values([
      {
        type: 'book',
        slug: 'servicos-em-movimento',
        titlePt: 'Serviços em Movimento',
        titleEn: 'Services in Motion',
        status: 'published',
        publishedOn: '2024-03-15',
      },
      { type: 'journal', slug: 'revista-em-preparo', titlePt: 'Revista em Preparo', status: 'draft' },
      { type: 'proceedings', slug: 'anais-sbds-2025', titlePt: 'Anais do SBDS 2025', status: 'published', publishedOn: '2025-11-20' },
      { type: 'book', slug: 'livro-de-bruno', titlePt: 'Livro de Bruno', status: 'published', publishedOn: '2023-01-01' },
    ])
    .returning({ id: publications.id, slug: publications.slug });
  for (const row of rows) ids[row.slug] = row.id;
  await database.db.insert(publicationAuthors).values([
    { publicationId: ids['servicos-em-movimento']!, userId: ana },
    { publicationId: ids['revista-em-preparo']!, userId: ana },
    { publicationId: ids['anais-sbds-2025']!, userId: ana },
    { publicationId: ids['livro-de-bruno']!, userId: bruno },
  ]);
});
afterAll(() => database.dispose());

/** The account page's loader as the signed-in person (by id) sees it. */
async function accountData(userId: string, pathname = '/account') {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: 'test', ip: '203.0.113.9' });
  context.set(sessionContext, {
    sessionId: 's',
    token: 't',
    user: {
      id: userId,
      name: 'X',
      lastName: 'Y',
      email: 'x@example.com',
      emailVerified: true,
      image: null,
      phone: null,
      locale: 'pt',
      roles: ['user', 'author'],
      twoFactorEnabled: false,
    },
  });
  const request = new Request(`http://localhost:3000${pathname}`);
  return (await accountLoader({ request, params: {}, context, url: new URL(request.url), pattern: '', unstable_pattern: '' } as never)) as {
    publications: MyPublication[];
    sessions: { id: string }[];
  };
}

async function accountPage(userId: string, pathname = '/account') {
  return (await accountData(userId, pathname)).publications;
}

describe('My publications on the account page', () => {
  it('lists only the signed-in person’s works, newest first; published ones link to their public page, drafts do not', async () => {
    expect(await accountPage(ana)).toEqual([
      { id: ids['anais-sbds-2025'], type: 'proceedings', status: 'published', title: 'Anais do SBDS 2025', path: '/proceedings/anais-sbds-2025' },
      { id: ids['servicos-em-movimento'], type: 'book', status: 'published', title: 'Serviços em Movimento', path: '/book/servicos-em-movimento' },
      { id: ids['revista-em-preparo'], type: 'journal', status: 'draft', title: 'Revista em Preparo', path: null },
    ]);
    expect((await accountPage(bruno)).map((work) => work.title)).toEqual(['Livro de Bruno']);
  });

  it('shows titles in the page’s language when the work has it', async () => {
    expect((await accountPage(ana, '/en/account')).map((work) => work.title)).toEqual(['Anais do SBDS 2025', 'Services in Motion', 'Revista em Preparo']);
  });

  it('is empty for an account with no linked works (the page then shows no section)', async () => {
    expect(await accountPage(carla)).toEqual([]);
  });
});

describe('The account page’s lists are bounded', () => {
  it('lists the newest sessions and the newest works up to their caps', async () => {
    const dan = randomUUID();
    await database.db.insert(users).values({ id: dan, name: 'Dan', lastName: 'Reis', email: 'dan@example.com', role: 'user,author', emailVerified: true });
    const now = Date.now();
    await database.db.insert(sessions).values(
      Array.from({ length: LISTED_SESSIONS + 5 }, (_, i) => ({
        id: `dan-${String(i).padStart(3, '0')}`,
        token: `dan-token-${i}`,
        userId: dan,
        expiresAt: new Date(now + 86_400_000),
        createdAt: new Date(now - i * 60_000),
      })),
    );
    const works = await database.db
      .insert(publications)
      .values(
        Array.from({ length: LISTED_PUBLICATIONS + 3 }, (_, i) => ({
          type: 'book' as const,
          slug: `obra-de-dan-${i}`,
          titlePt: `Obra ${i}`,
          status: 'published' as const,
          publishedOn: `20${String(10 + (i % 15))}-01-01`,
        })),
      )
      .returning({ id: publications.id });
    await database.db.insert(publicationAuthors).values(works.map((work) => ({ publicationId: work.id, userId: dan })));

    const page = await accountData(dan);
    expect(page.sessions.map((session) => session.id)).toEqual(Array.from({ length: LISTED_SESSIONS }, (_, i) => `dan-${String(i).padStart(3, '0')}`));
    expect(page.publications).toHaveLength(LISTED_PUBLICATIONS);
    // Newest publication date first, then the newest entry among works of the same date.
    const years = page.publications.map((work) => Number(work.title.split(' ')[1]) % 15);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });
});
