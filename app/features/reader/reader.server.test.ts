import { randomUUID } from 'node:crypto';
import { RouterContextProvider } from 'react-router';
import { marked } from 'marked';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import type { Role } from '#app/lib/auth/roles.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { entitlements, formats, publications, rateLimits, readerBookmarks, readerNotes, readingProgress, users } from '#app/lib/db/schema.ts';
import { rateLimitKey } from '#app/lib/rate-limit.server.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { thrownStatus } from '#app/test/route-args.ts';
import { action as readAction, loader as readLoader } from '#app/routes/catalog/read.tsx';
import { loader as bookLoader } from '#app/routes/catalog/book.tsx';
import { loader as notesLoader } from '#app/routes/catalog/read-notes.ts';
import { booksInProgress, continueReading } from './annotations.server.ts';
import { buildChapter, insertSampleEdition, SAMPLE_CHAPTERS } from './test-fixtures.ts';

let database: TestDatabase;
const reader = { id: randomUUID(), roles: ['user'] as Role[] };
const other = { id: randomUUID(), roles: ['user'] as Role[] };
const buyer = { id: randomUUID(), roles: ['user'] as Role[] };
const admin = { id: randomUUID(), roles: ['user', 'admin'] as Role[] };
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  await database.db.insert(users).values(
    [reader, other, buyer, admin].map((u, i) => ({
      id: u.id,
      name: `P${i}`,
      lastName: 'L',
      email: `p${i}@example.com`,
      role: u.roles.join(','),
      emailVerified: true,
    })),
  );
  const rows = await database.db
    .insert(publications)
    .values([
      { type: 'book', slug: 'aberto', status: 'published', titlePt: 'Livro aberto', titleEn: 'Open book', openAccess: true },
      { type: 'book', slug: 'pago', status: 'published', titlePt: 'Livro pago', openAccess: false },
      { type: 'book', slug: 'sem-edicao', status: 'published', titlePt: 'Sem edição', openAccess: true },
      { type: 'book', slug: 'rascunho', status: 'draft', titlePt: 'Rascunho', openAccess: true },
      { type: 'proceedings', slug: 'anais', status: 'published', titlePt: 'Anais do simpósio', openAccess: true },
      // A volume with a book's slug: the book is what /book/aberto/read reads.
      { type: 'proceedings', slug: 'aberto', status: 'published', titlePt: 'Anais homônimos', openAccess: true },
    ])
    .returning({ id: publications.id, slug: publications.slug });
  for (const row of rows) ids[row.slug] ??= row.id; // The book, not the volume of the same slug.
  await database.db.insert(formats).values({ publicationId: ids.pago!, kind: 'ebook', slug: 'pago-ebook', priceBrl: 3000 });
  for (const slug of ['aberto', 'pago', 'rascunho', 'anais']) await insertSampleEdition(database.db, ids[slug]!, { slug });
  await database.db.insert(entitlements).values({ userId: buyer.id, publicationId: ids.pago!, source: 'purchase' });
});
afterAll(() => database.dispose());

function args(path: string, params: Record<string, string>, user: { id: string; roles: Role[] } | null, body?: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: 'test', ip: '203.0.113.5' });
  context.set(
    sessionContext,
    user
      ? {
          sessionId: 's',
          token: 't',
          user: {
            id: user.id,
            name: 'X',
            lastName: 'Y',
            email: 'x@example.com',
            emailVerified: true,
            image: null,
            phone: null,
            locale: 'pt',
            roles: user.roles,
            twoFactorEnabled: false,
          },
        }
      : null,
  );
  const request = new Request(`http://localhost:3000${path}`, body ? { method: 'POST', body: new URLSearchParams(body) } : undefined);
  return { request, params, context, url: new URL(request.url), pattern: '', unstable_pattern: '' } as never;
}

type Page = Extract<Awaited<ReturnType<typeof readLoader>>, { chapter: unknown }>;

/** The reader page's data and status, or the status of what it threw (404, redirect). */
async function read(slug: string, chapter: string | undefined, user: { id: string; roles: Role[] } | null = null, search = '') {
  const path = `/book/${slug}/read${chapter ? `/${chapter}` : ''}${search}`;
  try {
    const result = (await readLoader(args(path, { slug, ...(chapter ? { chapter } : {}) }, user))) as unknown;
    if (result && typeof result === 'object' && 'type' in result && (result as { type: string }).type === 'DataWithResponseInit') {
      const { data, init } = result as unknown as { data: Page; init: ResponseInit };
      return { status: init.status ?? 200, page: data, location: null };
    }
    return { status: 200, page: result as Page, location: null };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, page: null, location: thrown.headers.get('Location') };
    const status = thrownStatus(thrown);
    if (status > 0) return { status, page: null, location: null };
    throw thrown;
  }
}

async function post(slug: string, user: { id: string; roles: Role[] } | null, body: Record<string, string>) {
  try {
    const result = (await readAction(args(`/book/${slug}/read/introducao`, { slug, chapter: 'introducao' }, user, body))) as {
      data: { ok: boolean; errors?: Record<string, string> };
      init: ResponseInit | null;
    };
    return { status: result.init?.status ?? 200, body: result.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: null, location: thrown.headers.get('Location') };
    throw thrown;
  }
}

describe('access', () => {
  it('open access: everyone reads every chapter, with the text server-rendered and indexable', async () => {
    const page = await read('aberto', 'jornadas');
    expect(page.status).toBe(200);
    expect(page.page!.chapter.html).toContain('Uma jornada descreve');
    expect(page.page!.preview).toBe(false);
    expect(page.page!.book.language).toBe('pt');
  });

  it('a paid book: visitors get the first chapter as a preview and 403 with the way to buy on the others', async () => {
    const first = await read('pago', 'introducao');
    expect(first.status).toBe(200);
    expect(first.page!.preview).toBe(true);
    expect(first.page!.chapter.html).toContain('design de serviços');
    const other = await read('pago', 'jornadas');
    expect(other.status).toBe(403);
    expect(other.page!.blocked).toBe(true);
    expect(other.page!.chapter.html).toBeNull();
    expect(other.page!.book.ebookSlug).toBe('pago-ebook');
    // A signed-in reader without an entitlement is no different.
    expect((await read('pago', 'jornadas', reader)).status).toBe(403);
  });

  it('entitled readers and admins read the whole paid book', async () => {
    expect((await read('pago', 'jornadas', buyer)).page!.preview).toBe(false);
    expect((await read('pago', 'blueprints', admin)).status).toBe(200);
  });

  it('a proceedings volume read whole: its chapters, and the way back to the volume’s page; a book of the same slug comes first', async () => {
    const page = await read('anais', 'jornadas');
    expect(page.status).toBe(200);
    expect(page.page!.book).toMatchObject({ title: 'Anais do simpósio', workPath: '/proceedings/anais' });
    expect((await read('aberto', 'jornadas')).page!.book).toMatchObject({ id: ids.aberto, title: 'Livro aberto', workPath: '/book/aberto' });
  });

  it('unknown book or chapter, a draft, or a book without an edition: 404', async () => {
    expect((await read('nada', 'introducao')).status).toBe(404);
    expect((await read('aberto', 'nada')).status).toBe(404);
    expect((await read('rascunho', 'introducao')).status).toBe(404);
    expect((await read('sem-edicao', undefined)).status).toBe(404);
  });
});

describe('navigation', () => {
  it('no chapter: the first linear one, or where a signed-in reader stopped', async () => {
    expect(await read('aberto', undefined)).toMatchObject({ status: 302, location: '/book/aberto/read/introducao' });
    await database.db.insert(readingProgress).values({ userId: other.id, publicationId: ids.aberto!, chapter: 'blueprints', position: 0.4 });
    expect(await read('aberto', undefined, other)).toMatchObject({ status: 302, location: '/book/aberto/read/blueprints' });
    // A paid book's saved place beyond the preview is not where a visitor-level reader is sent.
    await database.db.insert(readingProgress).values({ userId: reader.id, publicationId: ids.pago!, chapter: 'blueprints', position: 0 });
    expect((await read('pago', undefined, reader)).location).toBe('/book/pago/read/introducao');
  });

  it('previous and next follow the linear spine; a non-linear chapter is skipped', async () => {
    const intro = (await read('aberto', 'introducao')).page!;
    expect([intro.previous, intro.next]).toEqual([null, 'jornadas']);
    const journeys = (await read('aberto', 'jornadas')).page!;
    expect([journeys.previous, journeys.next]).toEqual(['introducao', 'blueprints']);
    expect(journeys.place).toEqual({ n: 2, total: 4 });
    const last = (await read('aberto', 'referencias')).page!;
    expect(last.next).toBeNull();
    expect(last.chapters.filter((c) => c.references).map((c) => c.slug)).toEqual(['referencias']);
  });

  it('links inside the chapter follow the page language; noterefs and notes link to each other', async () => {
    const page = (await read('aberto', 'introducao', null)).page!;
    expect(page.chapter.html).toContain('id="ref-n1"');
    expect(page.chapter.html).toMatch(/<aside[^>]*id="n1"[^>]*>.*<a href="#ref-n1" class="note-back"/);
    const en = (await readLoader(args('/en/book/aberto/read/introducao', { slug: 'aberto', chapter: 'introducao' }, null))) as Page;
    expect(en.chapter.html).toContain('href="/en/book/aberto/read/introducao#n1"');
  });
});

describe('search', () => {
  it('finds chapters by words (with stemming) and gives a snippet with the matches marked', async () => {
    const page = (await read('aberto', 'introducao', null, '?panel=search&q=jornada')).page!;
    expect(page.search!.results.map((r) => r.chapter)).toEqual(expect.arrayContaining(['introducao', 'jornadas']));
    const hit = page.search!.results.find((r) => r.chapter === 'jornadas')!;
    expect(hit.title).toBe('Jornadas');
    expect(hit.snippet.some((p) => p.match && /jornada/i.test(p.text))).toBe(true);
    expect((await read('aberto', 'introducao', null, '?panel=search&q=inexistentepalavra')).page!.search!.results).toEqual([]);
    // The search of a paid book is not a way around the preview.
    expect((await read('pago', 'jornadas', null, '?panel=search&q=jornada')).page!.search).toBeNull();
    expect((await read('pago', 'introducao', null, '?panel=search&q=jornada')).page!.search).toBeNull();
    expect((await read('pago', 'introducao', buyer, '?panel=search&q=jornada')).page!.search!.results.length).toBeGreaterThan(0);
  });
});

describe('bookmarks, notes and progress', () => {
  const selector = (exact: string, start: number) =>
    JSON.stringify({ quote: { exact, prefix: '', suffix: '' }, position: { start, end: start + exact.length } });

  it('need a session', async () => {
    const result = await post('aberto', null, { intent: 'bookmark-add', chapter: 'introducao', paragraph: 'p-2' });
    expect(result.status).toBe(302);
    expect(result.location).toContain('/login?redirect=');
  });

  it('bookmarks: add (twice at one place = once), without JavaScript at the chapter start, list, remove; another person cannot remove it', async () => {
    const id = randomUUID();
    expect((await post('aberto', reader, { intent: 'bookmark-add', id, chapter: 'jornadas', paragraph: 'p-2', excerpt: 'Uma jornada' })).status).toBe(200);
    expect(
      (await post('aberto', reader, { intent: 'bookmark-add', id: randomUUID(), chapter: 'jornadas', paragraph: 'p-2', excerpt: 'Uma jornada' })).status,
    ).toBe(200);
    expect((await post('aberto', reader, { intent: 'bookmark-add', chapter: 'introducao' })).status).toBe(200);
    const page = (await read('aberto', 'jornadas', reader)).page!;
    expect(page.annotations!.bookmarks.map((b) => [b.chapter, b.paragraph])).toEqual([
      ['jornadas', 'p-2'],
      ['introducao', 'p-1'],
    ]);
    expect(page.annotations!.bookmarks[1]!.excerpt).toBe('Introdução');
    expect((await post('aberto', reader, { intent: 'bookmark-add', id: randomUUID(), chapter: 'nada', paragraph: 'p-1' })).status).toBe(400);
    await post('aberto', other, { intent: 'bookmark-remove', id });
    expect(await database.db.select().from(readerBookmarks)).toHaveLength(2);
    expect((await read('aberto', 'jornadas', other)).page!.annotations!.bookmarks).toEqual([]);
    await post('aberto', reader, { intent: 'bookmark-remove', id });
    expect(await database.db.select().from(readerBookmarks)).toHaveLength(1);
  });

  it('notes: add, edit the comment (too long: 400 keeping the text), delete; only their owner sees and changes them', async () => {
    const id = randomUUID();
    expect(
      (
        await post('aberto', reader, {
          intent: 'note-add',
          id,
          chapter: 'introducao',
          selector: selector('ouvir as pessoas', 43),
          comment: 'Central',
          color: 'yellow',
        })
      ).status,
    ).toBe(200);
    expect((await post('aberto', reader, { intent: 'note-add', id: randomUUID(), chapter: 'introducao', selector: '{not json', comment: '' })).status).toBe(
      400,
    );
    expect((await read('aberto', 'introducao', other)).page!.annotations!.notes).toEqual([]);
    expect((await post('aberto', other, { intent: 'note-update', id, comment: 'Hijack' })).status).toBe(404);
    expect((await post('aberto', other, { intent: 'note-delete', id })).status).toBe(404);
    const long = 'x'.repeat(5001);
    const tooLong = await post('aberto', reader, { intent: 'note-update', id, comment: long });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ errors: { comment: 'commentTooLong' }, values: { comment: long } });
    expect((await post('aberto', reader, { intent: 'note-update', id, comment: 'Muito central' })).status).toBe(200);
    const notes = (await read('aberto', 'introducao', reader)).page!.annotations!.notes;
    expect(notes).toMatchObject([{ id, comment: 'Muito central', selector: { quote: { exact: 'ouvir as pessoas' } }, orphaned: false }]);
    expect((await post('aberto', reader, { intent: 'note-delete', id })).status).toBe(200);
    expect(await database.db.select().from(readerNotes)).toHaveLength(0);
  });

  it('progress is saved per reader and shows as "continue reading"', async () => {
    expect((await post('aberto', reader, { intent: 'progress', chapter: 'jornadas', position: '0.5' })).status).toBe(200);
    expect((await post('aberto', reader, { intent: 'progress', chapter: 'jornadas', position: '7' })).status).toBe(400);
    expect(await continueReading(database.db, reader.id, ids.aberto!)).toEqual({ chapter: 'jornadas', title: 'Jornadas', paragraph: null });
    // The precise place: the block at the top of the screen; a malformed one is dropped, not refused.
    expect((await post('aberto', reader, { intent: 'progress', chapter: 'jornadas', position: '0.6', paragraph: 'p-2' })).status).toBe(200);
    expect(await continueReading(database.db, reader.id, ids.aberto!)).toEqual({ chapter: 'jornadas', title: 'Jornadas', paragraph: 'p-2' });
    const redirected = await readLoader(args('/book/aberto/read', { slug: 'aberto' }, reader)).catch((e: unknown) => e);
    expect((redirected as Response).headers.get('location')).toBe('/book/aberto/read/jornadas#p-2');
    expect((await post('aberto', reader, { intent: 'progress', chapter: 'jornadas', position: '0.6', paragraph: '"><script>' })).status).toBe(200);
    expect(await continueReading(database.db, reader.id, ids.aberto!)).toMatchObject({ paragraph: null });
    expect(await continueReading(database.db, buyer.id, ids.aberto!)).toBeNull();
    const books = await booksInProgress(database.db, reader.id);
    expect(books.map((b) => [b.slug, b.chapterTitle])).toEqual([
      ['aberto', 'Jornadas'],
      ['pago', 'Blueprints'],
    ]);
  });
});

describe('the book page', () => {
  it('offers "read online" only with a current edition, and "continue reading" at the chapter where the reader stopped', async () => {
    const book = async (slug: string, user: { id: string; roles: Role[] } | null) =>
      ((await bookLoader(args(`/book/${slug}`, { slug }, user))) as { reader: unknown }).reader;
    // (Its words come written by the loader too: read-online.server.ts.)
    expect(await book('aberto', null)).toMatchObject({ progress: null, preview: false });
    expect(await book('aberto', reader)).toMatchObject({ progress: { chapter: 'jornadas', title: 'Jornadas', paragraph: null }, preview: false });
    expect(await book('sem-edicao', reader)).toBeNull();
    // A paid book: its free preview for those without it, the whole book for its buyer.
    expect(await book('pago', null)).toMatchObject({ preview: true });
    expect(await book('pago', reader)).toMatchObject({ preview: true });
    expect(await book('pago', buyer)).toMatchObject({ preview: false });
  });
});

describe('merging a visitor’s local items on sign-in', () => {
  it('adds what is new, once: the same id or the same bookmark place is not added again; older progress does not win', async () => {
    const bookmarkId = randomUUID();
    const noteId = randomUUID();
    const items = {
      bookmarks: [
        { id: bookmarkId, publicationId: ids.aberto!, chapter: 'blueprints', paragraph: 'p-2', excerpt: 'O blueprint', createdAt: '2025-01-01T10:00:00Z' },
        // Same place as the bookmark the reader already has (introducao p-1), another id.
        { id: randomUUID(), publicationId: ids.aberto!, chapter: 'introducao', paragraph: 'p-1', excerpt: 'Introdução' },
        { id: randomUUID(), publicationId: 999999, chapter: 'x', paragraph: 'p-1', excerpt: '' },
      ],
      notes: [
        {
          id: noteId,
          publicationId: ids.aberto!,
          chapter: 'jornadas',
          selector: { quote: { exact: 'Protótipos', prefix: '', suffix: '' }, position: { start: 82, end: 92 } },
          comment: 'Testar cedo',
          color: 'green',
        },
      ],
      progress: [{ publicationId: ids.aberto!, chapter: 'introducao', position: 0.1, updatedAt: '2020-01-01T00:00:00Z' }],
    };
    const first = await post('aberto', reader, { intent: 'merge', items: JSON.stringify(items) });
    expect(first).toMatchObject({ status: 200, body: { form: 'merge', ok: true, result: { bookmarks: 1, notes: 1, progress: 0 } } });
    const again = await post('aberto', reader, { intent: 'merge', items: JSON.stringify(items) });
    expect(again.body).toMatchObject({ result: { bookmarks: 0, notes: 0 } });
    const page = (await read('aberto', 'jornadas', reader)).page!;
    expect(page.annotations!.bookmarks.map((b) => b.id)).toContain(bookmarkId);
    expect(page.annotations!.bookmarks).toHaveLength(2);
    expect(page.annotations!.notes.map((n) => n.id)).toEqual([noteId]);
    expect(await continueReading(database.db, reader.id, ids.aberto!)).toMatchObject({ chapter: 'jornadas' });
    expect((await post('aberto', reader, { intent: 'merge', items: '{"bookmarks":[{"id":"x"}]}' })).status).toBe(400);
  });
});

describe('Markdown export', () => {
  it('lists the reader’s notes with chapter, quote, comment and a link to the paragraph; signed-in only', async () => {
    const request = (user: { id: string; roles: Role[] } | null) => notesLoader(args('/book/aberto/read/notes.md', { slug: 'aberto' }, user));
    const response = (await request(reader)) as Response;
    expect(response.headers.get('Content-Type')).toBe('text/markdown; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('# Notas de “Livro aberto”');
    expect(text).toContain('## Jornadas');
    expect(text).toContain('> Protótipos');
    expect(text).toContain('**Comentário:** Testar cedo');
    expect(text).toMatch(/Link: <http:\/\/localhost:\d+\/book\/aberto\/read\/jornadas#p-3>/);
    const empty = await ((await request(other)) as Response).text();
    expect(empty).toContain('Nenhuma nota neste livro.');
    await expect(request(null)).rejects.toMatchObject({ status: 302 });
  });
});

describe('annotations on chapters the person may not read, and their bounds', () => {
  // A reader who has not bought "pago": its first chapter is the preview, "jornadas" is locked.
  const selector = JSON.stringify({ quote: { exact: 'Protótipos', prefix: '', suffix: '' }, position: { start: 79, end: 89 } });

  it('a locked chapter is never loaded, quoted or annotated: bookmark, note and progress are refused, and nothing is stored', async () => {
    const bookmark = await post('pago', reader, { intent: 'bookmark-add', chapter: 'jornadas' });
    expect(bookmark).toMatchObject({ status: 403, body: { form: 'bookmark-add', errors: { chapter: 'locked' } } });
    expect(await post('pago', reader, { intent: 'note-add', id: randomUUID(), chapter: 'jornadas', selector, comment: '' })).toMatchObject({ status: 403 });
    expect((await post('pago', reader, { intent: 'progress', chapter: 'jornadas', position: '0.5' })).status).toBe(400);
    const stored = await Promise.all(
      [readerBookmarks, readerNotes].map((table) =>
        database.db
          .select()
          .from(table)
          .where(and(eq(table.userId, reader.id), eq(table.publicationId, ids.pago!))),
      ),
    );
    expect(stored.flat()).toEqual([]);
    // The preview chapter may be annotated; the buyer annotates every chapter.
    expect((await post('pago', reader, { intent: 'bookmark-add', chapter: 'introducao' })).status).toBe(200);
    expect((await post('pago', buyer, { intent: 'bookmark-add', chapter: 'jornadas' })).status).toBe(200);
  });

  it('a merge keeps only what the person may read: 300 notes on a locked chapter store none', async () => {
    const note = (chapter: string) => ({
      id: randomUUID(),
      publicationId: ids.pago!,
      chapter,
      selector: JSON.parse(selector) as object,
      comment: '',
      color: 'yellow',
    });
    const items = { bookmarks: [], notes: [...Array.from({ length: 300 }, () => note('jornadas')), note('introducao')], progress: [] };
    const merged = await post('pago', reader, { intent: 'merge', items: JSON.stringify(items) });
    expect(merged).toMatchObject({ status: 200, body: { result: { notes: 1 } } });
    const notes = await database.db
      .select()
      .from(readerNotes)
      .where(and(eq(readerNotes.userId, reader.id), eq(readerNotes.publicationId, ids.pago!)));
    expect(notes.map((n) => n.chapter)).toEqual(['introducao']);
  });

  it('notes.md does not open a chapter the person may no longer read to place a note in it', async () => {
    await database.db.insert(readerNotes).values({
      id: randomUUID(),
      userId: reader.id,
      publicationId: ids.pago!,
      chapter: 'jornadas',
      selector: JSON.parse(selector),
      comment: 'antes',
      color: 'yellow',
    });
    const text = await ((await notesLoader(args('/book/pago/read/notes.md', { slug: 'pago' }, reader))) as Response).text();
    expect(text).toMatch(/\/book\/pago\/read\/jornadas>/);
    expect(text).not.toMatch(/\/book\/pago\/read\/jornadas#/);
  });

  it('notes and bookmarks are bounded per book, with a clear answer, and the page says how much room is left', async () => {
    const limits = { notes: 1000, bookmarks: 300 };
    await database.db.insert(readerNotes).values(
      Array.from({ length: limits.notes }, (_, i) => ({
        id: randomUUID(),
        userId: other.id,
        publicationId: ids.aberto!,
        chapter: 'introducao',
        selector: { quote: { exact: `n${i}`, prefix: '', suffix: '' }, position: { start: i, end: i + 1 } },
        comment: '',
        color: 'yellow',
      })),
    );
    await database.db.insert(readerBookmarks).values(
      Array.from({ length: limits.bookmarks }, (_, i) => ({
        id: randomUUID(),
        userId: other.id,
        publicationId: ids.aberto!,
        chapter: 'introducao',
        paragraph: `p-x${i}`,
        excerpt: '',
      })),
    );
    expect(await post('aberto', other, { intent: 'note-add', id: randomUUID(), chapter: 'jornadas', selector, comment: '' })).toMatchObject({
      status: 409,
      body: { errors: { notes: 'tooMany' } },
    });
    expect(await post('aberto', other, { intent: 'bookmark-add', chapter: 'jornadas', paragraph: 'p-1', excerpt: '' })).toMatchObject({
      status: 409,
      body: { errors: { bookmarks: 'tooMany' } },
    });
    expect((await read('aberto', 'jornadas', other)).page!.annotations!.room).toEqual({ notes: 0, bookmarks: 0 });
    expect((await read('aberto', 'jornadas', reader)).page!.annotations!.room.notes).toBeGreaterThan(0);
  });
});

describe('a note’s place, checked against the chapter’s text (issue 50)', () => {
  const writer = { id: randomUUID(), roles: ['user'] as Role[] };
  const journeys = buildChapter(SAMPLE_CHAPTERS.find((chapter) => chapter.slug === 'jornadas')!).text;
  const at = journeys.indexOf('Protótipos');
  const selector = (start: number, end: number, exact = 'Protótipos', context = { prefix: '', suffix: '' }) =>
    JSON.stringify({ quote: { exact, ...context }, position: { start, end } });
  const add = (fields: Record<string, string>) => post('aberto', writer, { intent: 'note-add', id: randomUUID(), chapter: 'jornadas', comment: '', ...fields });
  const stored = () => database.db.select().from(readerNotes).where(eq(readerNotes.userId, writer.id));

  beforeAll(async () => {
    await database.db.insert(users).values({ id: writer.id, name: 'W', lastName: 'L', email: 'writer@example.com', role: 'user', emailVerified: true });
  });

  it('refuses a position past the chapter’s end, or one that does not hold the quote, and stores the text’s own context', async () => {
    for (const [start, end] of [
      [2147483648, 2147483658],
      [journeys.length - 2, journeys.length + 8],
      [0, 10],
      [at + 1, at + 11],
    ])
      expect(await add({ selector: selector(start!, end!) })).toMatchObject({ status: 400, body: { form: 'note-add', errors: { selector: 'invalid' } } });
    expect(await add({ selector: selector(at, at + 10, 'Protótipos', { prefix: '<forged>', suffix: 'x'.repeat(64) }) })).toMatchObject({ status: 200 });
    const [note] = await stored();
    expect(note!.selector).toEqual({
      quote: { exact: 'Protótipos', prefix: journeys.slice(at - 32, at), suffix: journeys.slice(at + 10, at + 42) },
      position: { start: at, end: at + 10 },
    });
  });

  it('places a merged local note where its quote is, or keeps it orphaned with no position; the pages still open', async () => {
    const local = (exact: string, start: number) => ({
      id: randomUUID(),
      publicationId: ids.aberto!,
      chapter: 'jornadas',
      selector: { quote: { exact, prefix: '', suffix: '' }, position: { start, end: start + exact.length } },
      comment: 'Local',
      color: 'yellow',
    });
    const moved = local('Protótipos', 2147483648);
    const gone = local('Uma frase que não está no capítulo', 9_000_000_000);
    const merged = await post('aberto', writer, { intent: 'merge', items: JSON.stringify({ bookmarks: [], notes: [moved, gone], progress: [] }) });
    expect(merged).toMatchObject({ status: 200, body: { result: { notes: 2 } } });
    const byId = new Map((await stored()).map((note) => [note.id, note]));
    expect(byId.get(moved.id)).toMatchObject({ orphaned: false, selector: { position: { start: at, end: at + 10 } } });
    expect(byId.get(gone.id)).toMatchObject({
      orphaned: true,
      selector: { quote: { exact: 'Uma frase que não está no capítulo' }, position: { start: 0, end: 0 } },
    });
    expect((await read('aberto', 'jornadas', writer)).page!.annotations!.notes).toHaveLength(3);
    const markdown = await ((await notesLoader(args('/book/aberto/read/notes.md', { slug: 'aberto' }, writer))) as Response).text();
    expect(markdown).toContain('> Uma frase que não está no capítulo');
  });
});

describe('the notes’ Markdown export of hostile text (issue 50)', () => {
  it('shows the quote and the comment as text: no HTML, and no structure but its own', async () => {
    const hostile = { id: randomUUID(), roles: ['user'] as Role[] };
    await database.db.insert(users).values({ id: hostile.id, name: 'H', lastName: 'L', email: 'hostile@example.com', role: 'user', emailVerified: true });
    const quote = '<img src=x onerror=alert(1)>\n# Título\n- item';
    const comment = 'Linha\n## Outro título\n> citação\n1. lista\n[clique](javascript:alert(1)) https://evil.example\n\n    código\n<script>alert(1)</script>';
    await database.db.insert(readerNotes).values({
      id: randomUUID(),
      userId: hostile.id,
      publicationId: ids.aberto!,
      chapter: 'jornadas',
      selector: { quote: { exact: quote, prefix: '', suffix: '' }, position: { start: 0, end: quote.length } },
      comment,
      color: 'yellow',
      orphaned: true,
    });
    const markdown = await ((await notesLoader(args('/book/aberto/read/notes.md', { slug: 'aberto' }, hostile))) as Response).text();
    const html = marked.parse(markdown, { async: false, gfm: true });
    const tags = [...html.matchAll(/<([a-z][a-z0-9]*)/gi)].map((match) => match[1]!.toLowerCase());
    // Its own: the title, the chapter, the quote, the comment, "no place" and the links (the book's and the chapter's).
    expect([...new Set(tags)].sort()).toEqual(['a', 'blockquote', 'br', 'em', 'h1', 'h2', 'p', 'strong']);
    expect([
      tags.filter((tag) => tag === 'h1').length,
      tags.filter((tag) => tag === 'h2').length,
      tags.filter((tag) => tag === 'blockquote').length,
      tags.filter((tag) => tag === 'a').length,
    ]).toEqual([1, 1, 1, 2]);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('## Outro título');
  });
});

describe("the reader's settings and read aloud's place, kept with the account", () => {
  const listener = { id: randomUUID(), roles: ['user'] as Role[] };
  const neighbour = { id: randomUUID(), roles: ['user'] as Role[] };
  const chosen = { size: '4', spacing: '3', letters: '3', words: '2', font: 'dyslexic', theme: 'sepia', columns: '2', rate: '1.25' };
  const settingsOf = async (user: { id: string; roles: Role[] }) => (await read('aberto', 'jornadas', user)).page!.account!.settings;
  const aloudOf = async (user: { id: string; roles: Role[] }) => (await read('aberto', 'jornadas', user)).page!.account!.aloud;

  beforeAll(async () => {
    await database.db
      .insert(users)
      .values([listener, neighbour].map((u, i) => ({ id: u.id, name: `S${i}`, lastName: 'L', email: `s${i}@example.com`, role: 'user', emailVerified: true })));
  });

  it('saves every setting, and the reader page of any device gets them with its data; a visitor has none', async () => {
    expect(await settingsOf(listener)).toBeNull();
    const at = new Date(Date.now() - 60_000).toISOString();
    expect((await post('aberto', listener, { intent: 'settings', ...chosen, updatedAt: at })).status).toBe(200);
    expect(await settingsOf(listener)).toEqual({
      settings: { size: 4, spacing: 3, letters: 3, words: 2, font: 'dyslexic', theme: 'sepia', columns: 2, rate: 1.25 },
      updatedAt: at,
    });
    expect((await read('aberto', 'jornadas', null)).page!.account).toBeNull();
    // Another account's are its own: its post changes nothing of this one's.
    expect((await post('aberto', neighbour, { intent: 'settings', ...chosen, font: 'serif', updatedAt: new Date().toISOString() })).status).toBe(200);
    expect((await settingsOf(listener))!.settings.font).toBe('dyslexic');
    expect((await settingsOf(neighbour))!.settings.font).toBe('serif');
    expect((await post('aberto', null, { intent: 'settings', ...chosen, updatedAt: at })).status).not.toBe(200);
  });

  it('refuses any value outside a setting’s own (400, the field named) and keeps what it had', async () => {
    const before = await settingsOf(listener);
    const now = new Date().toISOString();
    for (const [field, value] of [
      ['font', 'comic-sans'],
      ['size', '9'],
      ['spacing', '0'],
      ['letters', '2.5'],
      ['theme', '<script>'],
      ['columns', '3'],
      ['rate', '10'],
      ['words', ''],
      ['updatedAt', 'yesterday'],
    ] as const) {
      const refused = await post('aberto', listener, { intent: 'settings', ...chosen, updatedAt: now, [field]: value });
      expect(refused.status, field).toBe(400);
      expect(refused.body!.errors, field).toEqual({ [field]: 'invalid' });
    }
    const { rate: _, ...withoutRate } = chosen;
    expect((await post('aberto', listener, { intent: 'settings', ...withoutRate, updatedAt: now })).body!.errors).toEqual({ rate: 'invalid' });
    expect(await settingsOf(listener)).toEqual(before);
  });

  it('the most recently changed wins: an older copy does not replace newer settings, and a future moment counts as now', async () => {
    const before = await settingsOf(listener);
    expect((await post('aberto', listener, { intent: 'settings', ...chosen, font: 'sans', updatedAt: '2020-01-01T00:00:00Z' })).status).toBe(200);
    expect(await settingsOf(listener)).toEqual(before);
    expect((await post('aberto', listener, { intent: 'settings', ...chosen, font: 'sans', updatedAt: '2999-01-01T00:00:00Z' })).status).toBe(200);
    const after = await settingsOf(listener);
    expect(after!.settings.font).toBe('sans');
    expect(Date.parse(after!.updatedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('a script posting settings without end is refused (429)', async () => {
    await database.db
      .insert(rateLimits)
      .values({ key: rateLimitKey(`reader-settings:${neighbour.id}`), windowStart: new Date(), count: 1_000_000 })
      .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: new Date(), count: 1_000_000 } });
    const before = await settingsOf(neighbour);
    const refused = await post('aberto', neighbour, { intent: 'settings', ...chosen, font: 'dyslexic', updatedAt: new Date().toISOString() });
    expect(refused.status).toBe(429);
    expect(await settingsOf(neighbour)).toEqual(before);
  });

  it("keeps read aloud's place in a book for the account, checked like the reading place; heard to the end, it is forgotten", async () => {
    const at = new Date(Date.now() - 30_000).toISOString();
    const place = { chapter: 'jornadas', offset: '120', inBlock: '2', excerpt: 'Uma jornada descreve…' };
    expect((await post('aberto', listener, { intent: 'aloud', ...place, at })).status).toBe(200);
    expect(await aloudOf(listener)).toEqual({ chapter: 'jornadas', offset: 120, inBlock: 2, excerpt: 'Uma jornada descreve…', at });
    expect(await aloudOf(neighbour)).toBeNull();
    // An older place (a device that was offline) does not replace it; values out of bounds, or a chapter one may not read, are refused.
    expect((await post('aberto', listener, { intent: 'aloud', ...place, offset: '5', at: '2020-01-01T00:00:00Z' })).status).toBe(200);
    expect((await aloudOf(listener))!.offset).toBe(120);
    expect((await post('aberto', listener, { intent: 'aloud', ...place, offset: '-1', at })).status).toBe(400);
    expect((await post('aberto', listener, { intent: 'aloud', ...place, excerpt: 'x'.repeat(81), at })).status).toBe(400);
    expect((await post('aberto', listener, { intent: 'aloud', ...place, chapter: 'nenhum', at })).status).toBe(400);
    expect((await post('pago', listener, { intent: 'aloud', ...place, at })).status).toBe(400);
    // Reading on does not touch it; the end of the book clears it.
    expect((await post('aberto', listener, { intent: 'progress', chapter: 'introducao', position: '0.2' })).status).toBe(200);
    expect((await aloudOf(listener))!.offset).toBe(120);
    expect((await post('aberto', listener, { intent: 'aloud', clear: '1', at: new Date().toISOString() })).status).toBe(200);
    expect(await aloudOf(listener)).toBeNull();
  });
});
