/**
 * Reading reports: the figures, k-anonymity (every group under 5 is "fewer than 5"), who may see
 * which book, and a walk through every report output and rendered page looking for a person.
 */
import { randomUUID } from 'node:crypto';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { publicationAuthors, readingDaily, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { utcDay, utcDaysBefore } from '#app/lib/utc-days.ts';
import { summarizeReadingDays } from './reading-days.server.ts';
import AuthorReadingPage, { loader as authorLoader } from '#app/routes/account/reading.tsx';
import ReadingBookPage, { loader as adminBookLoader } from '#app/routes/admin/reading-book.tsx';
import ReadingRecordsPage, { loader as adminListLoader } from '#app/routes/admin/reading.tsx';
import { unwrap } from '#app/test/route-args.ts';
import { FEWER_THAN_5, guardedTotal } from './guarded.ts';
import { booksWithReaders, histogramMedian, readingReport } from './report.server.ts';
import { createBook, readChapter } from './test-support.ts';

let database: TestDatabase;
const now = new Date();
const today = utcDay(now);
const yesterday = utcDaysBefore(now, 1);
const ids = { admin: randomUUID(), author: randomUUID(), stranger: randomUUID() };
const AUTHOR_EMAIL = 'autora.privada@example.com';
const READER_IP = '203.0.113.77';
let popular: number;
let small: number;
let folded: number;
let draftOnly: number;
let seededPseudonym: string;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  const db = database.db;
  await db.insert(users).values([
    { id: ids.admin, name: 'Clara', lastName: 'Admin', email: 'clara.admin@ipe.test', role: 'user,admin', emailVerified: true },
    { id: ids.author, name: 'Aurora', lastName: 'Autora', email: AUTHOR_EMAIL, role: 'user,author', emailVerified: true },
    { id: ids.stranger, name: 'Sérgio', lastName: 'Leitor', email: 'sergio@example.org', role: 'user,author', emailVerified: true },
  ]);
  popular = await createBook(db, 'popular');
  small = await createBook(db, 'pequeno');
  folded = await createBook(db, 'antigo');
  draftOnly = await createBook(db, 'sem-leitores');
  await db.insert(publicationAuthors).values([
    { publicationId: popular, userId: ids.author },
    { publicationId: small, userId: ids.author },
  ]);

  // popular, today: 10 readers of cap-1 (steps 0…9, ends for 6), 6 of cap-2 (all end), 4 of cap-3.
  for (let i = 0; i < 10; i++) {
    const id = await readChapter(db, popular, 'cap-1', today, { steps: i, ended: i < 6 });
    if (i < 6) await readChapter(db, popular, 'cap-2', today, { id, steps: 4, ended: true });
    if (i < 4) await readChapter(db, popular, 'cap-3', today, { id, steps: 2 });
  }
  // The reader whose traces the privacy walk looks for.
  seededPseudonym = await readChapter(db, popular, 'cap-1', yesterday, { steps: 3, ended: true });
  for (let i = 0; i < 5; i++) await readChapter(db, popular, 'cap-1', yesterday, { steps: 1 });

  // small, today: 4 readers of cap-1.
  for (let i = 0; i < 4; i++) await readChapter(db, small, 'cap-1', today, { steps: 2, ended: true });

  // antigo: nothing raw, only folded totals from 200 days ago.
  await db.insert(readingDaily).values([
    { day: utcDaysBefore(now, 200), publicationId: folded, chapter: 'cap-1', readers: 9, completions: 5, timeHistogram: [1, 1, 1, 4, 1, 1, 0, 0] },
    { day: utcDaysBefore(now, 200), publicationId: folded, chapter: 'cap-2', readers: 3, completions: 3, timeHistogram: [0, 0, 3, 0, 0, 0, 0, 0] },
  ]);
});
afterAll(() => database.dispose());

describe('k-anonymity', () => {
  it('4 readers are "fewer than 5"; the fifth makes them 5', async () => {
    const before = (await readingReport(database.db, small, '30', 'pt', now))!;
    expect(before.chapters.find((c) => c.title === 'Um começo')).toEqual({
      position: 1,
      title: 'Um começo',
      readers: FEWER_THAN_5,
      reach: FEWER_THAN_5,
      completion: FEWER_THAN_5,
      medianSeconds: FEWER_THAN_5,
    });
    expect(before.days.at(-1)).toEqual({ day: today, readers: FEWER_THAN_5 });
    expect(before.total).toBe(FEWER_THAN_5);
    expect((await booksWithReaders(database.db, 'pt', now)).find((b) => b.publicationId === small)?.readers).toBe(FEWER_THAN_5);

    await readChapter(database.db, small, 'cap-1', today, { steps: 2, ended: true });
    const after = (await readingReport(database.db, small, '30', 'pt', now))!;
    expect(after.chapters.find((c) => c.title === 'Um começo')).toEqual({
      position: 1,
      title: 'Um começo',
      readers: 5,
      reach: 1,
      completion: 1,
      medianSeconds: 60,
    });
    expect(after.days.at(-1)).toEqual({ day: today, readers: 5 });
    expect(after.total).toBe(5);
    expect((await booksWithReaders(database.db, 'pt', now)).find((b) => b.publicationId === small)?.readers).toBe(5);
  });

  it('hides a ratio whose numerator group is under 5, and a zero too', async () => {
    const report = (await readingReport(database.db, popular, '30', 'pt', now))!;
    const cap3 = report.chapters.find((c) => c.title === 'O fim')!;
    expect(cap3.readers).toBe(FEWER_THAN_5);
    expect(report.chapters.find((c) => c.title === 'Capa')).toMatchObject({ readers: FEWER_THAN_5, reach: FEWER_THAN_5, completion: FEWER_THAN_5 });
  });

  it('never lets a total give away the hidden days: days of 1–4 readers that add up to under 5 make it a lower bound', () => {
    expect(guardedTotal([10, 3])).toEqual({ atLeast: 10 });
    expect(guardedTotal([10, 3, 2])).toBe(15);
    expect(guardedTotal([10, 0])).toBe(10);
    expect(guardedTotal([2, 2])).toBe(FEWER_THAN_5);
    expect(guardedTotal([2, 3])).toBe(5);
  });
});

describe('the report', () => {
  it('gives readers per day, and per chapter reach, completion and median time, in reading order', async () => {
    const report = (await readingReport(database.db, popular, '30', 'en', now))!;
    expect(report.title).toBe('Book popular');
    expect(report.days).toHaveLength(30);
    expect(report.days[0]!.day).toBe(utcDaysBefore(now, 29));
    expect(report.days.slice(-2)).toEqual([
      { day: yesterday, readers: 6 },
      { day: today, readers: 10 },
    ]);
    expect(report.days.slice(0, -2).every((d) => d.readers === FEWER_THAN_5)).toBe(true);
    expect(report.total).toBe(16);
    expect(report.chapters.map((c) => c.title)).toEqual(['Capa', 'Um começo', 'O meio', 'O fim']);
    // cap-1: 16 readers (10 today + 6 yesterday): the first linear chapter, so reach 1.
    // Ends: 6 today + 1 yesterday = 7. Seconds: 0, 30 … 270 today, 90 and 5 × 30 yesterday: the
    // middle two of the 16 are 60 and 90 → median 75.
    expect(report.chapters[1]).toEqual({ position: 1, title: 'Um começo', readers: 16, reach: 1, completion: 7 / 16, medianSeconds: 75 });
    expect(report.chapters[2]).toEqual({ position: 2, title: 'O meio', readers: 6, reach: 6 / 16, completion: 1, medianSeconds: 120 });
  });

  it('combines raw events with folded daily histograms for the whole period', async () => {
    expect(histogramMedian([1, 1, 1, 4, 1, 1, 0, 0])).toBe(120 + ((4.5 - 3) / 4) * 60);
    expect(histogramMedian([0, 0, 0, 0, 0, 0, 0, 3])).toBe(600);
    const recent = (await readingReport(database.db, folded, '90', 'pt', now))!;
    expect(recent.chapters[1]!.readers).toBe(FEWER_THAN_5);
    const all = (await readingReport(database.db, folded, 'all', 'pt', now))!;
    expect(all.chapters[1]).toMatchObject({ readers: 9, reach: 1, completion: 5 / 9, medianSeconds: 142.5 });
    expect(all.chapters[2]).toMatchObject({ readers: FEWER_THAN_5, completion: FEWER_THAN_5, medianSeconds: FEWER_THAN_5 });
    // Raw events on top of the folded ones: 5 more readers of cap-1 at 600 s.
    for (let i = 0; i < 5; i++) await readChapter(database.db, folded, 'cap-1', today, { steps: 20, ended: true });
    const both = (await readingReport(database.db, folded, 'all', 'pt', now))!;
    // Histogram [1,1,1,4,1,1,0,5]: 14 readers, the 7th falls in 120–180 s: 120 + (7 − 3) / 4 × 60.
    expect(both.chapters[1]).toMatchObject({ readers: 14, completion: 10 / 14, medianSeconds: 180 });
  });

  it('lists the books read in the last 30 days, most read first, and none without readers', async () => {
    const books = await booksWithReaders(database.db, 'pt', now);
    expect(books.map((b) => b.title)).toEqual(['Livro popular', 'Livro antigo', 'Livro pequeno']);
    expect(books[0]!.readers).toBe(16);
    expect(books.some((b) => b.publicationId === draftOnly)).toBe(false);
  });

  it('gives the same figures once closed days are summarized: a day counts once, raw or summed', async () => {
    const db = database.db;
    const book = await createBook(db, 'resumido');
    // Six readers three days ago and five four days ago, some on two chapters.
    for (const [ago, count] of [
      [3, 6],
      [4, 5],
    ] as const) {
      for (let i = 0; i < count; i++) {
        const id = await readChapter(db, book, 'cap-1', utcDaysBefore(now, ago), { steps: i, ended: i % 2 === 0 });
        if (i < 5) await readChapter(db, book, 'cap-2', utcDaysBefore(now, ago), { id, steps: 2, ended: true });
      }
    }
    const figures = async () => {
      const reports = await Promise.all((['30', '90', 'all'] as const).map((period) => readingReport(db, book, period, 'pt', now)));
      const listed = (await booksWithReaders(db, 'pt', now)).find((b) => b.publicationId === book);
      // The median of raw events is exact; a summed day's comes from its histogram.
      return { listed, reports: reports.map((r) => ({ ...r!, chapters: r!.chapters.map(({ medianSeconds: _median, ...rest }) => rest) })) };
    };
    const raw = await figures();
    expect(raw.listed?.readers).toBe(11);
    expect(raw.reports[0]!.chapters[1]).toMatchObject({ readers: 11, completion: 6 / 11 });
    expect(await summarizeReadingDays(db, now)).toBeGreaterThan(0);
    expect(await figures()).toEqual(raw);
    const summed = (await readingReport(db, book, '30', 'pt', now))!.chapters[1]!;
    expect(summed.medianSeconds).toBeGreaterThanOrEqual(60);
    expect(summed.medianSeconds).toBeLessThan(120);
  });

  it('is null for a work that does not exist', async () => {
    expect(await readingReport(database.db, 987654, '30', 'pt', now)).toBeNull();
  });
});

type Who = keyof typeof ids | null;

function loaderArgs(pathname: string, params: Record<string, string>, who: Who) {
  const request = new Request(`http://localhost:3000${pathname}`);
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: 'test', ip: READER_IP });
  const roles = who === 'admin' ? (['user', 'admin'] as const) : (['user', 'author'] as const);
  context.set(
    sessionContext,
    who && {
      sessionId: 's',
      token: 't',
      user: {
        id: ids[who],
        name: who,
        lastName: 'X',
        email: `${who}@ipe.test`,
        emailVerified: true,
        image: null,
        phone: null,
        locale: 'pt',
        roles: [...roles],
        twoFactorEnabled: false,
      },
    },
  );
  return { request, params, context, url: new URL(request.url), pattern: '', unstable_pattern: '' } as never;
}

async function outcome(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
    return 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    return unwrap(error).status;
  }
}

describe('who sees which report', () => {
  it('authors see their own books only; any other work, or one that does not exist, is 404', async () => {
    const own = (await authorLoader(loaderArgs(`/account/reading/${popular}`, { publicationId: String(popular) }, 'author'))) as { report: { title: string } };
    expect(own.report.title).toBe('Livro popular');
    expect(await outcome(() => authorLoader(loaderArgs(`/account/reading/${folded}`, { publicationId: String(folded) }, 'author')))).toBe(404);
    expect(await outcome(() => authorLoader(loaderArgs(`/account/reading/${popular}`, { publicationId: String(popular) }, 'stranger')))).toBe(404);
    expect(await outcome(() => authorLoader(loaderArgs('/account/reading/999999', { publicationId: '999999' }, 'author')))).toBe(404);
    expect(await outcome(() => authorLoader(loaderArgs('/account/reading/abc', { publicationId: 'abc' }, 'author')))).toBe(404);
    // Signed out: off to sign in.
    expect(await outcome(() => authorLoader(loaderArgs(`/account/reading/${popular}`, { publicationId: String(popular) }, null)))).toBe(302);
  });

  it('the admin pages are for admins: others get 403, and an unknown work 404', async () => {
    expect(await outcome(() => adminListLoader(loaderArgs('/admin/reading', {}, 'author')))).toBe(403);
    expect(await outcome(() => adminBookLoader(loaderArgs(`/admin/reading/${popular}`, { publicationId: String(popular) }, 'author')))).toBe(403);
    expect(await outcome(() => adminBookLoader(loaderArgs(`/admin/reading/${folded}`, { publicationId: String(folded) }, 'admin')))).toBe(200);
    expect(await outcome(() => adminBookLoader(loaderArgs('/admin/reading/999999', { publicationId: '999999' }, 'admin')))).toBe(404);
  });
});

/** Renders a page component with its loader's data, at a path (its language comes from the path). */
function renderPage(path: string, Page: ComponentType<{ loaderData: unknown; params: object; matches: unknown[] }>, loaderData: unknown): string {
  const Stub = createRoutesStub([{ path: '*', Component: () => <Page loaderData={loaderData} params={{}} matches={[]} /> }]);
  return renderToString(<Stub initialEntries={[path]} />);
}

describe('privacy', () => {
  it('no report output and no rendered report page holds a user id, e-mail, address or pseudonym', async () => {
    const secrets = [ids.admin, ids.author, ids.stranger, AUTHOR_EMAIL, 'clara.admin@ipe.test', READER_IP, seededPseudonym];
    const outputs: unknown[] = [];
    for (const locale of ['pt', 'en'] as const) {
      outputs.push(await booksWithReaders(database.db, locale, now));
      for (const book of [popular, small, folded, draftOnly])
        for (const period of ['30', '90', 'all'] as const) outputs.push(await readingReport(database.db, book, period, locale, now));
    }
    const pages: string[] = [];
    for (const prefix of ['', '/en']) {
      const list = await adminListLoader(loaderArgs(`${prefix}/admin/reading`, {}, 'admin'));
      outputs.push(list);
      pages.push(renderPage(`${prefix}/admin/reading`, ReadingRecordsPage as never, list));
      for (const period of ['30', '90', 'all']) {
        const report = await adminBookLoader(loaderArgs(`${prefix}/admin/reading/${popular}?period=${period}`, { publicationId: String(popular) }, 'admin'));
        const own = await authorLoader(loaderArgs(`${prefix}/account/reading/${popular}?period=${period}`, { publicationId: String(popular) }, 'author'));
        outputs.push(report, own);
        pages.push(renderPage(`${prefix}/admin/reading/${popular}`, ReadingBookPage as never, report));
        pages.push(renderPage(`${prefix}/account/reading/${popular}`, AuthorReadingPage as never, own));
      }
    }
    const everything = JSON.stringify(outputs) + pages.join('\n');
    // The walk did see the data: figures and both languages.
    expect(everything).toContain('Livro popular');
    expect(pages.join('')).toContain('menos de 5');
    expect(pages.join('')).toContain('fewer than 5');
    for (const secret of secrets) expect(everything.includes(secret), secret).toBe(false);
    // Nor any 32-hex string at all (the pseudonyms' shape).
    expect(everything).not.toMatch(/\b[0-9a-f]{32}\b/);
  });

  it('renders captioned tables with numbers through Intl, in both languages', async () => {
    const pt = await adminBookLoader(loaderArgs(`/admin/reading/${popular}`, { publicationId: String(popular) }, 'admin'));
    const html = renderPage(`/admin/reading/${popular}`, ReadingBookPage as never, pt);
    expect(html).toMatch(/<h1[^>]*>Registros de leitura: Livro popular<\/h1>/);
    expect(html).toContain('<caption');
    expect(html).toContain('Leitores por dia — últimos 30 dias');
    expect(html).toContain('44%'); // 7 / 16 completion
    expect(html).toMatch(/aria-current="page"[^>]*>Últimos 30 dias</);
    const en = await adminBookLoader(loaderArgs(`/en/admin/reading/${popular}?period=90`, { publicationId: String(popular) }, 'admin'));
    const englishHtml = renderPage(`/en/admin/reading/${popular}`, ReadingBookPage as never, en);
    expect(englishHtml).toContain('Readers per day — last 90 days');
    expect(englishHtml).toContain('href="/en/admin/reading/');
    expect(englishHtml).toMatch(/aria-current="page"[^>]*>Last 90 days</);
  });
});
