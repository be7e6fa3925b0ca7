/** Accessible versions on request, through their routes on a real database: who may ask, see, answer and download, and what is forgotten. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { accessibleVersionRequests, auditLog, jobs, publications, rateLimits, users } from '#app/lib/db/schema.ts';
import { writeSetting } from '#app/lib/db/settings.server.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { PRESS_KEY } from '#app/lib/press/press.server.ts';
import { DEMO_PRESS } from '#app/lib/press/press.ts';
import { deleteUser } from '#app/lib/auth/users.server.ts';
import { storage } from '#app/lib/storage/storage.server.ts';
import { action as requestAction, loader as requestLoader } from '#app/routes/accessible-versions/request.tsx';
import { loader as myLoader } from '#app/routes/account/accessible-versions.tsx';
import { loader as fileLoader } from '#app/routes/account/accessible-version-file.ts';
import { loader as listLoader } from '#app/routes/admin/accessible-versions.tsx';
import { action as staffAction, loader as staffLoader } from '#app/routes/admin/accessible-version.tsx';
import { formRequest, sessionUser, signedInArgs, thrownStatus, unwrap } from '#app/test/route-args.ts';
import { forgetRequestsOf } from './requests.server.ts';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { AccessibleVersionStaffRequest, MyAccessibleVersions } from './api.ts';

let database: TestDatabase;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'accessible-'));
const admin = sessionUser('admin-1', { roles: ['user', 'admin'] });
const ana = sessionUser('ana');
const bia = sessionUser('bia');
let workId = 0;
let draftId = 0;
const NEEDS = 'Uso o NVDA com linha braile de 40 celas; baixa visão desde 2019.';

beforeAll(async () => {
  vi.stubEnv('DATA_DIR', dataDir);
  database = await createTestDatabase();
  useDatabase(database);
  await database.db.insert(users).values([
    { id: 'admin-1', email: 'admin@ipe.test', name: 'Ana', lastName: 'Admin', emailVerified: true, role: 'user,admin' },
    { id: 'ana', email: 'ana@ipe.test', name: 'Ana', lastName: 'Leitora', emailVerified: true, locale: 'en' },
    { id: 'bia', email: 'bia@ipe.test', name: 'Bia', lastName: 'Leitora', emailVerified: true },
  ]);
  const [work, draft] = await database.db
    .insert(publications)
    .values([
      { type: 'book', slug: 'obra-aberta', status: 'published', titlePt: 'Obra aberta', titleEn: 'Open work' },
      { type: 'book', slug: 'rascunho', status: 'draft', titlePt: 'Rascunho' },
    ])
    .returning({ id: publications.id });
  workId = work!.id;
  draftId = draft!.id;
  await writeSetting(database.db, PRESS_KEY, JSON.stringify({ ...DEMO_PRESS, email: 'editora@ipe.test', accessibleVersionDays: 20 }));
});
afterAll(async () => {
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ask = (fields: Record<string, string>, user = ana, locale = '') =>
  requestAction(signedInArgs(formRequest(`${locale}/accessible-version/request?work=${workId}`, fields), {}, user)).then(unwrap);
const valid = () => ({ work: String(workId), format: 'epub', needs: NEEDS, declaration: 'on' });
const mails = async () =>
  (await database.db.select().from(jobs).where(eq(jobs.type, 'mail.send'))).map((job) => job.payload as { to: string; subject: string; text: string });
const staffPost = (id: number, body: FormData | Record<string, string>) =>
  staffAction(
    signedInArgs(
      body instanceof FormData
        ? new Request(`http://localhost:3000/admin/accessible-versions/${id}`, { method: 'POST', body })
        : formRequest(`/admin/accessible-versions/${id}`, body),
      { id: String(id) },
      admin,
    ),
  );
const download = (id: number, user: typeof ana | null) =>
  fileLoader(signedInArgs(new Request(`http://localhost:3000/account/accessible-versions/${id}/file`), { id: String(id) }, user));
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (thrown: unknown) => thrownStatus(thrown),
  );

describe('asking', () => {
  it('sends a visitor to sign in and back to the same work', async () => {
    const thrown = await requestLoader(signedInArgs(new Request(`http://localhost:3000/en/accessible-version/request?work=${workId}`), {}, null)).catch(
      (e: unknown) => e,
    );
    expect(thrownStatus(thrown)).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe(`/en/login?redirect=${encodeURIComponent(`/en/accessible-version/request?work=${workId}`)}`);
  });

  it('is for a published work; another is not found, and without one the page says how to choose it', async () => {
    const page = await requestLoader(signedInArgs(new Request(`http://localhost:3000/accessible-version/request?work=${workId}`), {}, ana));
    expect(page.work).toEqual({ id: workId, path: '/book/obra-aberta', title: 'Obra aberta' });
    expect((await requestLoader(signedInArgs(new Request('http://localhost:3000/accessible-version/request'), {}, ana))).work).toBeNull();
    for (const query of [`?work=${draftId}`, '?work=999999', '?work=abc', '?work='])
      expect(await failure(requestLoader(signedInArgs(new Request(`http://localhost:3000/accessible-version/request${query}`), {}, ana)))).toBe(404);
  });

  it('refuses a request without a format or the declaration, keeping what was typed, and stores nothing', async () => {
    const { status, body } = await ask({ work: String(workId), format: '', needs: NEEDS, declaration: '' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { format: 'formatRequired', declaration: 'declarationRequired' }, values: { needs: NEEDS } });
    const tooLong = await ask({ ...valid(), needs: 'x'.repeat(2001) });
    expect(tooLong.body).toMatchObject({ errors: { needs: 'needsTooLong' } });
    expect(await database.db.select().from(accessibleVersionRequests)).toHaveLength(0);
  });

  it('stores the request with the deadline the press sets and tells the press without a word of who asked or what they need', async () => {
    const { status, body } = await ask(valid(), ana, '/en');
    expect(status).toBe(200);
    expect(body).toMatchObject({ form: 'accessible-version-request', ok: true, message: 'sent' });
    const [row] = await database.db.select().from(accessibleVersionRequests);
    expect(row).toMatchObject({ userId: 'ana', publicationId: workId, format: 'epub', needs: NEEDS, status: 'received' });
    const today = new Date(`${new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' })}T12:00:00Z`);
    expect(row!.dueOn).toBe(new Date(today.getTime() + 20 * 86_400_000).toISOString().slice(0, 10));
    const [mail] = await mails();
    expect(mail!.to).toBe('editora@ipe.test');
    expect(mail!.subject).toBe(`[Versão acessível] Pedido ${row!.id}: Obra aberta`);
    expect(mail!.text).toContain(`/admin/accessible-versions/${row!.id}`);
    for (const secret of ['NVDA', 'Ana', 'ana@ipe.test', 'EPUB']) expect(mail!.text).not.toContain(secret);
  });

  it('takes five requests an hour from one reader, then answers 429 with when to try again', async () => {
    await database.db.delete(rateLimits);
    for (let i = 0; i < 4; i++) expect((await ask(valid(), bia)).status).toBe(200);
    const answer = await requestAction(signedInArgs(formRequest('/accessible-version/request', valid()), {}, bia));
    expect(unwrap(answer).status).toBe(200);
    const sixth = unwrap<{ message: string }>(await requestAction(signedInArgs(formRequest('/accessible-version/request', valid()), {}, bia)));
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('tooMany');
    // Another reader is not held back by Bia's requests.
    expect((await ask(valid(), ana)).status).toBe(200);
  });
});

describe('staff', () => {
  const anaFirst = async () =>
    (await database.db.select().from(accessibleVersionRequests).where(eq(accessibleVersionRequests.userId, 'ana')).orderBy(accessibleVersionRequests.id))[0]!;

  it('are admins only: a reader gets 403 on the list and on a request', async () => {
    const { id } = await anaFirst();
    expect(await failure(listLoader(signedInArgs(new Request('http://localhost:3000/admin/accessible-versions'), {}, ana)))).toBe(403);
    expect(await failure(staffLoader(signedInArgs(new Request(`http://localhost:3000/admin/accessible-versions/${id}`), { id: String(id) }, bia)))).toBe(403);
    expect(await failure(staffAction(signedInArgs(formRequest(`/admin/accessible-versions/${id}`, { intent: 'delete' }), { id: String(id) }, bia)))).toBe(403);
  });

  it('see open requests by deadline, with how near each is, and one request with what the reader needs', async () => {
    const list = await listLoader(signedInArgs(new Request('http://localhost:3000/admin/accessible-versions'), {}, admin));
    expect(list.filter).toBe('open');
    expect(list.rows.length).toBeGreaterThanOrEqual(7);
    expect(list.rows[0]).toMatchObject({ title: 'Obra aberta', format: 'epub', status: 'received', urgency: 'on-time' });
    // One past its day comes first and stands out; one two days away is due soon.
    const [late, soon] = list.rows.slice(-2);
    await database.db.update(accessibleVersionRequests).set({ dueOn: '2026-01-05' }).where(eq(accessibleVersionRequests.id, late!.id));
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    await database.db.update(accessibleVersionRequests).set({ dueOn: inTwoDays }).where(eq(accessibleVersionRequests.id, soon!.id));
    const sorted = await listLoader(signedInArgs(new Request('http://localhost:3000/admin/accessible-versions'), {}, admin));
    expect(sorted.rows.slice(0, 2).map((row) => [row.id, row.urgency])).toEqual([
      [late!.id, 'overdue'],
      [soon!.id, 'due-soon'],
    ]);
    const { id } = await anaFirst();
    const page = await staffLoader(signedInArgs(new Request(`http://localhost:3000/admin/accessible-versions/${id}`), { id: String(id) }, admin));
    expect(page.request).toMatchObject({ reader: 'Ana Leitora', readerEmail: 'ana@ipe.test', needs: NEEDS, status: 'received' });
  });

  it('answer with a file only its reader downloads, never a link to another site (anyone who had it could open it), and a file that is one of the formats', async () => {
    const { id } = await anaFirst();
    const none = unwrap(await staffPost(id, { intent: 'answer', reply: '' }));
    expect(none).toMatchObject({ status: 400, body: { form: 'answer', errors: { file: 'fileRequired' } } });
    // An address posted as the answer (an old form, a crafted post) answers nothing.
    const link = unwrap(await staffPost(id, { intent: 'answer', link: 'https://nuvem.example/obra', reply: '' }));
    expect(link).toMatchObject({ status: 400, body: { errors: { file: 'fileRequired' } } });
    const binary = new FormData();
    binary.set('intent', 'answer');
    binary.set('file', new File([new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2])], 'obra.epub'));
    expect(unwrap(await staffPost(id, binary))).toMatchObject({ status: 400, body: { errors: { file: 'fileType' } } });
    expect((await anaFirst()).status).toBe('received');
  });

  it('answer with a file: the reader is told in their language, with their download’s address', async () => {
    const { id } = await anaFirst();
    await database.db.delete(jobs);
    const form = new FormData();
    form.set('intent', 'answer');
    form.set('reply', 'Segue a versão em PDF marcado.');
    form.set('file', new File(['%PDF-1.7 tagged content'], 'C:\\pasta\\Obra aberta.pdf', { type: 'application/octet-stream' }));
    expect(thrownStatus(await staffPost(id, form).catch((e: unknown) => e))).toBe(302);
    const row = await anaFirst();
    expect(row).toMatchObject({
      status: 'answered',
      fileName: 'Obra aberta.pdf',
      fileMediaType: 'application/pdf',
      fileSize: 23,
      reply: 'Segue a versão em PDF marcado.',
    });
    expect(row.fileKey).toMatch(new RegExp(`^accessible-versions/${id}/[0-9a-f]{24}\\.pdf$`));
    const [mail] = await mails();
    expect(mail).toMatchObject({ to: 'ana@ipe.test', subject: 'Your accessible version of “Open work” is ready' });
    expect(mail!.text).toContain(`/en/account/accessible-versions/${id}/file`);
    // Answered once: a second answer is refused.
    const again = new FormData();
    again.set('intent', 'answer');
    again.set('file', new File(['%PDF-1.7 tagged content'], 'outra.pdf', { type: 'application/pdf' }));
    expect(unwrap(await staffPost(id, again))).toMatchObject({ status: 409, body: { message: 'closed' } });
    expect((await anaFirst()).link).toBeNull();
  });

  it('decline with a reason the reader reads', async () => {
    const [, second] = await database.db
      .select()
      .from(accessibleVersionRequests)
      .where(eq(accessibleVersionRequests.userId, 'bia'))
      .orderBy(accessibleVersionRequests.id);
    expect(unwrap(await staffPost(second!.id, { intent: 'decline', reply: ' ' }))).toMatchObject({
      status: 400,
      body: { errors: { reply: 'reasonRequired' } },
    });
    expect(thrownStatus(await staffPost(second!.id, { intent: 'decline', reply: 'Já existe uma versão acessível aberta.' }).catch((e: unknown) => e))).toBe(
      302,
    );
    const mail = (await mails()).find((m) => m.to === 'bia@ipe.test');
    expect(mail).toMatchObject({ subject: 'Seu pedido de versão acessível de “Obra aberta”' });
    expect(mail!.text).toContain('Já existe uma versão acessível aberta.');
  });
});

describe('the answer’s file', () => {
  const answered = async () => (await database.db.select().from(accessibleVersionRequests).where(eq(accessibleVersionRequests.status, 'answered')))[0]!;

  it('downloads for the reader who asked, and for nobody else (404), a visitor going to sign in', async () => {
    const { id } = await answered();
    const response = (await download(id, ana)) as Response;
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toContain('Obra aberta.pdf');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.text()).toBe('%PDF-1.7 tagged content');
    expect(await failure(download(id, bia))).toBe(404);
    expect(await failure(download(id, admin))).toBe(404);
    expect(await failure(download(id, null))).toBe(302);
    // A request not answered with a file has nothing to download, even for its reader.
    const [open] = await database.db.select().from(accessibleVersionRequests).where(eq(accessibleVersionRequests.status, 'received'));
    expect(await failure(download(open!.id, open!.userId === 'ana' ? ana : bia))).toBe(404);
  });

  it('shows in the reader’s account with the answer, never what they told us of their needs', async () => {
    const { requests } = await myLoader(signedInArgs(new Request('http://localhost:3000/account/accessible-versions'), {}, ana));
    expect(requests.every((request) => !('needs' in request))).toBe(true);
    expect(requests.find((request) => request.status === 'answered')).toMatchObject({ fileName: 'Obra aberta.pdf', reply: 'Segue a versão em PDF marcado.' });
    const bias = await myLoader(signedInArgs(new Request('http://localhost:3000/account/accessible-versions'), {}, bia));
    expect(bias.requests.every((request) => request.fileName === null)).toBe(true);
  });
});

describe('forgetting', () => {
  it('staff delete a request with its needs and its file; the audit names the request only', async () => {
    const [row] = await database.db.select().from(accessibleVersionRequests).where(eq(accessibleVersionRequests.status, 'answered'));
    expect(await storage().open(row!.fileKey!)).not.toBeNull();
    expect(thrownStatus(await staffPost(row!.id, { intent: 'delete' }).catch((e: unknown) => e))).toBe(302);
    expect(await database.db.select().from(accessibleVersionRequests).where(eq(accessibleVersionRequests.id, row!.id))).toHaveLength(0);
    expect(await storage().open(row!.fileKey!)).toBeNull();
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(row!.id)));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['accessible-version.answer', 'accessible-version.delete']);
    expect(JSON.stringify(audit)).not.toContain('NVDA');
    expect(
      await failure(staffLoader(signedInArgs(new Request(`http://localhost:3000/admin/accessible-versions/${row!.id}`), { id: String(row!.id) }, admin))),
    ).toBe(404);
  });

  it('a reader’s requests go with their account, files and all', async () => {
    const [open] = await database.db.select().from(accessibleVersionRequests).where(eq(accessibleVersionRequests.userId, 'bia'));
    const form = new FormData();
    form.set('intent', 'answer');
    form.set('file', new File(['Texto simples, acessível.\n\fPágina 2'], 'obra.txt'));
    await staffPost(open!.id, form).catch(() => undefined);
    const [answeredRow] = await database.db.select().from(accessibleVersionRequests).where(eq(accessibleVersionRequests.id, open!.id));
    expect(answeredRow).toMatchObject({ status: 'answered', fileMediaType: 'text/plain; charset=utf-8', fileName: 'obra.txt' });
    const keys = await database.db.transaction(async (tx) => {
      const files = await forgetRequestsOf(tx, 'bia');
      await deleteUser(tx, 'bia');
      return files;
    });
    expect(keys).toEqual([answeredRow!.fileKey]);
    expect(await database.db.select().from(accessibleVersionRequests).where(eq(accessibleVersionRequests.userId, 'bia'))).toHaveLength(0);
    // And the schema cascades should anything else delete a person.
    await deleteUser(database.db, 'ana');
    expect(await database.db.select().from(accessibleVersionRequests)).toHaveLength(0);
  });
});

describe('a proceedings volume', () => {
  it('is asked about from its page, and the request page, the reader’s requests and staff link to the volume’s page, not a book’s', async () => {
    const [volume] = await database.db
      .insert(publications)
      .values({ type: 'proceedings', slug: 'anais-abertos', status: 'published', titlePt: 'Anais abertos', titleEn: 'Open proceedings' })
      .returning({ id: publications.id });
    await database.db.insert(users).values({ id: 'caio', email: 'caio@ipe.test', name: 'Caio', lastName: 'Leitor', emailVerified: true });
    const caio = sessionUser('caio');
    const page = await requestLoader(signedInArgs(new Request(`http://localhost:3000/accessible-version/request?work=${volume!.id}`), {}, caio));
    expect(page.work).toEqual({ id: volume!.id, path: '/proceedings/anais-abertos', title: 'Anais abertos' });
    const asked = await requestAction(signedInArgs(formRequest('/accessible-version/request', { ...valid(), work: String(volume!.id) }), {}, caio));
    expect(unwrap(asked).status).toBe(200);

    const { requests } = await myLoader(signedInArgs(new Request('http://localhost:3000/en/account/accessible-versions'), {}, caio));
    const Stub = createRoutesStub([{ path: '*', Component: () => <MyAccessibleVersions requests={requests} /> }]);
    const html = renderToString(<Stub initialEntries={['/en/account/accessible-versions']} />);
    expect(html).toContain('href="/en/proceedings/anais-abertos"');
    expect(html).not.toContain('/book/anais-abertos');

    const staff = await staffLoader(
      signedInArgs(new Request(`http://localhost:3000/admin/accessible-versions/${requests[0]!.id}`), { id: String(requests[0]!.id) }, admin),
    );
    const StaffStub = createRoutesStub([{ path: '*', Component: () => <AccessibleVersionStaffRequest page={staff as never} state={undefined} /> }]);
    expect(renderToString(<StaffStub initialEntries={[`/admin/accessible-versions/${requests[0]!.id}`]} />)).toContain('href="/proceedings/anais-abertos"');
  });
});
