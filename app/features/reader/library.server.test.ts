import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useDatabase } from '#app/lib/db/db.server.ts';
import {
  auditLog,
  courseAccess,
  courseBooks,
  courses,
  entitlements,
  formats,
  orders,
  publications,
  readingDownloads,
  readingProgress,
  users,
} from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { loader as fileLoader } from '#app/routes/account/library-file.ts';
import { loader as libraryLoader } from '#app/routes/account/library.tsx';
import { sessionUser, signedInArgs } from '#app/test/route-args.ts';
import { generateEpub } from './epub/generate.server.ts';
import { importEpub } from './import-epub.server.ts';
import { editionAccessibility } from './reader.server.ts';
import { checkDownloadLink, grantAction, grantReading, libraryFile, myLibrary, readingRightFor, revokeReading, signedDownloadPath } from './library.server.ts';

let database: TestDatabase;
let uploads: string;
const buyer = sessionUser(randomUUID(), { name: 'Bia' });
const student = sessionUser(randomUUID());
const stranger = sessionUser(randomUUID());
const admin = sessionUser(randomUUID(), { roles: ['user', 'admin'] });
const ids: Record<string, number> = {};

const book = (title: string) =>
  generateEpub({
    identifier: `urn:ipe:${title}`,
    title,
    language: 'pt-BR',
    creators: [{ name: 'Ana Autora', role: 'aut' }],
    publisher: 'Editora Ipê',
    date: '2024-01-01',
    chapters: [
      { title: 'Um', paragraphs: ['Primeiro capítulo, com texto bastante para ler.'] },
      { title: 'Dois', paragraphs: ['Segundo capítulo.'] },
    ],
    labels: { contents: 'Sumário', about: 'Sobre', by: 'por' },
  });

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  // Files (imported editions, the signing secret) go to a folder of this test's own.
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'ipe-library-'));
  vi.stubEnv('DATA_DIR', uploads);
  await database.db.insert(users).values(
    [buyer, student, stranger, admin].map((u, i) => ({
      id: u.id,
      name: u.name,
      lastName: `Sobrenome${i}`,
      email: `l${i}@example.com`,
      role: u.roles.join(','),
      emailVerified: true,
    })),
  );
  const rows = await database.db
    .insert(publications)
    .values([
      { type: 'book', slug: 'pago', status: 'published', titlePt: 'Livro pago', openAccess: false },
      { type: 'book', slug: 'aberto', status: 'published', titlePt: 'Livro aberto', openAccess: true },
      { type: 'book', slug: 'do-curso', status: 'published', titlePt: 'Livro do curso', openAccess: false },
    ])
    .returning({ id: publications.id, slug: publications.slug });
  for (const row of rows) ids[row.slug] = row.id;
  for (const slug of ['pago', 'aberto', 'do-curso']) {
    await database.db.insert(formats).values({ publicationId: ids[slug]!, kind: 'ebook', slug: `${slug}-ebook`, priceBrl: slug === 'aberto' ? 0 : 3000 });
    await importEpub(database.db, book(slug), { publicationId: ids[slug]! });
  }
  const [order] = await database.db
    .insert(orders)
    .values({
      userId: buyer.id,
      status: 'paid',
      idempotencyKey: randomUUID(),
      locale: 'pt',
      paymentMethod: 'test',
      currency: 'BRL',
      subtotal: 3000,
      total: 3000,
      buyer: { name: 'Beatriz', surname: 'Compradora', idType: 'cpf', identification: '40364478829', phone: '11987654321', email: 'l0@example.com' },
      expiresAt: new Date(Date.now() + 3_600_000),
    } as never)
    .returning({ id: orders.id });
  ids.order = order!.id;
  await database.db.insert(entitlements).values({ userId: buyer.id, publicationId: ids.pago!, source: 'purchase', orderId: String(order!.id) });
  const [course] = await database.db
    .insert(courses)
    .values({ slug: 'curso', titlePt: 'Curso', titleEn: 'Course', classes: 6, hours: 2 })
    .returning({ id: courses.id });
  await database.db.insert(courseBooks).values({ courseId: course!.id, publicationId: ids['do-curso']! });
  await database.db.insert(courseAccess).values({ userId: student.id, courseId: course!.id, source: 'purchase' });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await database.dispose();
  await fs.rm(uploads, { recursive: true, force: true });
});

describe('the reading right, from the database', () => {
  it('follows purchases, courses, grants, open access and the admin role', async () => {
    const work = (slug: string) => ({ id: ids[slug]!, openAccess: slug === 'aberto' });
    expect(await readingRightFor(database.db, work('pago'), buyer)).toBe('purchase');
    expect(await readingRightFor(database.db, work('pago'), stranger)).toBeNull();
    expect(await readingRightFor(database.db, work('pago'), null)).toBeNull();
    expect(await readingRightFor(database.db, work('pago'), admin)).toBe('admin');
    expect(await readingRightFor(database.db, work('do-curso'), student)).toBe('course');
    expect(await readingRightFor(database.db, work('do-curso'), buyer)).toBeNull();
    expect(await readingRightFor(database.db, work('aberto'), null)).toBe('open-access');
  });
});

describe('accessibility', () => {
  it('an imported edition keeps what its file states, for the book page and its JSON-LD', async () => {
    const a11y = await editionAccessibility(database.db, ids.pago!);
    expect(a11y).toMatchObject({
      accessModes: ['textual'],
      accessModesSufficient: ['textual'],
      hazards: ['none'],
      conformsTo: 'EPUB Accessibility 1.1 - WCAG 2.1 Level AA',
    });
    expect(a11y!.features).toEqual(expect.arrayContaining(['structuralNavigation', 'tableOfContents', 'readingOrder']));
    expect(a11y!.summary.length).toBeGreaterThan(50);
  });
});

describe('signed download links', () => {
  it('are valid for their person, work and kind only, until they expire', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    const href = signedDownloadPath(buyer.id, 'pago', 'epub', 'en', now);
    expect(href).toMatch(/^\/en\/account\/library\/pago\/epub\?expires=\d+&signature=[\w-]+$/);
    const url = new URL(href, 'http://x');
    const [expires, signature] = [url.searchParams.get('expires'), url.searchParams.get('signature')];
    expect(checkDownloadLink(buyer.id, 'pago', 'epub', expires, signature, now)).toBe('valid');
    expect(checkDownloadLink(buyer.id, 'pago', 'epub', expires, signature, now + 61 * 60_000)).toBe('expired');
    expect(checkDownloadLink(stranger.id, 'pago', 'epub', expires, signature, now)).toBe('invalid');
    expect(checkDownloadLink(buyer.id, 'aberto', 'epub', expires, signature, now)).toBe('invalid');
    expect(checkDownloadLink(buyer.id, 'pago', 'pdf', expires, signature, now)).toBe('invalid');
    expect(checkDownloadLink(buyer.id, 'pago', 'epub', String(Number(expires) + 1), signature, now)).toBe('invalid');
    expect(checkDownloadLink(buyer.id, 'pago', 'epub', null, signature, now)).toBe('invalid');
    expect(checkDownloadLink(buyer.id, 'pago', 'epub', 'abc', 'x'.repeat(500), now)).toBe('invalid');
  });

  it('the route serves the copy to its person, sends a signed-out one to sign in, and an expired link to the library', async () => {
    const href = signedDownloadPath(buyer.id, 'pago', 'epub', 'pt');
    const response = (await fileLoader(signedInArgs(new Request(`http://localhost:3000${href}`), { slug: 'pago', file: 'epub' }, buyer))) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/epub+zip');
    expect(response.headers.get('content-disposition')).toContain('pago.epub');
    const opf = new TextDecoder().decode(unzipSync(new Uint8Array(await response.arrayBuffer()))['OEBPS/content.opf']!);
    expect(opf).toContain(`Exemplar licenciado para Beatriz Compradora, pedido nº ${ids.order}`);

    const signedOut = await fileLoader(signedInArgs(new Request(`http://localhost:3000${href}`), { slug: 'pago', file: 'epub' }, null)).catch(
      (e: unknown) => e,
    );
    expect((signedOut as Response).status).toBe(302);
    expect((signedOut as Response).headers.get('location')).toContain('/login?redirect=');

    const stale = await fileLoader(
      signedInArgs(new Request(`http://localhost:3000${href.replace(/expires=\d+/, 'expires=1')}`), { slug: 'pago', file: 'epub' }, buyer),
    ).catch((e: unknown) => e);
    expect((stale as Response).headers.get('location')).toBe('/account/library?link=expired');

    // Someone else's valid link is not theirs; a work they may not read is not found.
    const theirs = await fileLoader(signedInArgs(new Request(`http://localhost:3000${href}`), { slug: 'pago', file: 'epub' }, stranger)).catch(
      (e: unknown) => e,
    );
    expect((theirs as Response).headers.get('location')).toBe('/account/library?link=expired');
    const mine = signedDownloadPath(stranger.id, 'pago', 'epub', 'pt');
    const refused = await fileLoader(signedInArgs(new Request(`http://localhost:3000${mine}`), { slug: 'pago', file: 'epub' }, stranger)).catch(
      (e: unknown) => e,
    );
    expect((refused as Response).status).toBe(404);
  });
});

describe('copies', () => {
  it('open access: the stored file as it is; bought: personalised in the language asked; both counted', async () => {
    const open = await libraryFile(database.db, stranger, 'aberto', 'epub', 'pt');
    const openBytes = new Uint8Array(await new Response(open!.body as ReadableStream).arrayBuffer());
    expect(Object.keys(unzipSync(openBytes))).not.toContain('OEBPS/ipe-personal-copy.xhtml');
    const bought = await libraryFile(database.db, buyer, 'pago', 'epub', 'en');
    const files = unzipSync(bought!.body as Uint8Array);
    const colophon = new TextDecoder().decode(files['OEBPS/ipe-personal-copy.xhtml']!);
    expect(colophon).toContain(`This copy is licensed to Beatriz Compradora, order no. ${ids.order}`);
    expect(colophon).toContain('lang="en"');
    expect(await libraryFile(database.db, stranger, 'pago', 'epub', 'pt')).toBeNull();
    expect(await libraryFile(database.db, buyer, 'pago', 'pdf', 'pt')).toBeNull();
    const counts = await database.db.select().from(readingDownloads);
    // The route's download above, and these two.
    expect(counts.map((c) => [c.publicationId, c.access, c.downloads])).toEqual(
      expect.arrayContaining([
        [ids.aberto, 'open', 1],
        [ids.pago, 'entitled', 2],
      ]),
    );
    expect(counts).toHaveLength(2);
  });

  it("a course's book names its student, without an order", async () => {
    const copy = await libraryFile(database.db, student, 'do-curso', 'epub', 'pt');
    const opf = new TextDecoder().decode(unzipSync(copy!.body as Uint8Array)['OEBPS/content.opf']!);
    expect(opf).toMatch(/Exemplar licenciado para Clara Sobrenome1, \d{4}-\d{2}-\d{2}</);
  });
});

describe('My library', () => {
  it('lists what the person may read, with signed links, and leaves out what they may not', async () => {
    const items = await myLibrary(database.db, buyer.id, 'pt');
    expect(items.map((i) => [i.slug, i.right])).toEqual([['pago', 'purchase']]);
    expect(items[0]!.readable).toBe(true);
    expect(items[0]!.files.map((f) => f.kind)).toEqual(['epub']);
    expect((await myLibrary(database.db, student.id, 'pt')).map((i) => i.slug)).toEqual(['do-curso']);
    expect(await myLibrary(database.db, stranger.id, 'pt')).toEqual([]);
    const page = (await libraryLoader(signedInArgs(new Request('http://localhost:3000/en/account/library'), {}, buyer))) as { title: string; items: unknown[] };
    expect(page.title).toBe('My library');
    expect(page.items).toHaveLength(1);
  });
});

describe('a proceedings volume read whole', () => {
  it('is in My library once started, linking to the volume’s page, and its EPUB downloads from there', async () => {
    const [volume] = await database.db
      .insert(publications)
      .values({ type: 'proceedings', slug: 'anais', status: 'published', titlePt: 'Anais do simpósio', openAccess: true })
      .returning({ id: publications.id });
    await database.db.insert(formats).values({ publicationId: volume!.id, kind: 'ebook', slug: 'anais-ebook', priceBrl: 0 });
    await importEpub(database.db, book('anais'), { publicationId: volume!.id });
    await database.db.insert(readingProgress).values({ userId: stranger.id, publicationId: volume!.id, chapter: 'chapter-001', position: 0.5 });
    const [item] = await myLibrary(database.db, stranger.id, 'pt');
    expect(item).toMatchObject({
      slug: 'anais',
      workPath: '/proceedings/anais',
      right: 'open-access',
      readable: true,
      progress: { chapter: 'chapter-001', chapterTitle: 'Um' },
    });
    expect(item!.files.map((f) => f.kind)).toEqual(['epub']);
    expect((await libraryFile(database.db, stranger, 'anais', 'epub', 'pt'))?.filename).toBe('anais.epub');
    await database.db.delete(publications).where(eq(publications.id, volume!.id));
  });
});

describe('grants (review copies)', () => {
  it('an admin gives and takes back access, once each, in the audit log; a purchase is not taken back', async () => {
    expect(await grantReading(database.db, admin.id, stranger.id, ids.pago!)).toBe('granted');
    expect(await grantReading(database.db, admin.id, stranger.id, ids.pago!)).toBe('already');
    expect(await readingRightFor(database.db, { id: ids.pago!, openAccess: false }, stranger)).toBe('grant');
    expect((await myLibrary(database.db, stranger.id, 'pt')).map((i) => i.right)).toEqual(['grant']);
    expect(await grantReading(database.db, admin.id, stranger.id, ids.aberto!)).toBe('not-found');
    expect(await grantReading(database.db, admin.id, randomUUID(), ids.pago!)).toBe('not-found');
    expect(await revokeReading(database.db, admin.id, stranger.id, ids.pago!)).toBe('revoked');
    expect(await revokeReading(database.db, admin.id, stranger.id, ids.pago!)).toBe('not-granted');
    expect(await revokeReading(database.db, admin.id, buyer.id, ids.pago!)).toBe('not-granted');
    expect(await readingRightFor(database.db, { id: ids.pago!, openAccess: false }, stranger)).toBeNull();
    const trail = await database.db.select({ action: auditLog.action, actorId: auditLog.actorId }).from(auditLog).where(eq(auditLog.targetId, stranger.id));
    expect(trail).toEqual([
      { action: 'user.reading-grant', actorId: admin.id },
      { action: 'user.reading-revoke', actorId: admin.id },
    ]);
  });

  it('the staff’s form answers the one FormState: a notice when it changed something, why not otherwise', async () => {
    const post = (intent: string, publicationId: string) => {
      const form = new FormData();
      form.set('intent', intent);
      form.set('publicationId', publicationId);
      return grantAction(database.db, admin.id, stranger.id, form);
    };
    expect(await post('reading-grant', String(ids.pago))).toMatchObject({
      kind: 'state',
      status: 200,
      state: { form: 'reading-grant', ok: true, message: 'outcome.granted' },
    });
    const again = await post('reading-grant', String(ids.pago));
    expect(again).toMatchObject({ status: 200, state: { message: 'outcome.already' } });
    expect(again).not.toHaveProperty('state.ok');
    expect(await post('reading-grant', 'x')).toMatchObject({ status: 400, state: { message: 'outcome.not-found' } });
    expect(await post('reading-revoke', String(ids.pago))).toMatchObject({ status: 200, state: { ok: true, message: 'outcome.revoked' } });
    expect(await post('reading-revoke', String(ids.pago))).toMatchObject({ status: 409, state: { message: 'outcome.not-granted' } });
  });
});
