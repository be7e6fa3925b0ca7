import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, pdfFile, postArgs, removeTemporaryDataDir, thrownRedirect, useTemporaryDataDir } from '#app/features/catalog/admin/test-support.ts';
import type { FormState } from '#app/lib/form-outcome.ts';
import { createAccount, insertProposal } from '../test-support.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { auditLog, jobs, openCalls, proposalMessages, proposals } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { action as submissionAction, loader as submissionLoader } from '#app/routes/admin/submission.tsx';
import { loader as sampleLoader } from '#app/routes/admin/submission-sample.ts';
import { storage } from '#app/lib/storage/storage.server.ts';
import { addProposalNote, changeProposalStatus, sendProposalMessage } from '../proposal-changes.server.ts';
import { loader as exportLoader } from '#app/routes/admin/submissions-export.ts';
import { unwrap, thrownStatus } from '#app/test/route-args.ts';
import { parseSubmissionFilters, SUBMISSIONS_PAGE_SIZE, submissionFilterQuery } from './submission-filters.ts';
import { listSubmissions, newSubmissionsCount } from './submission-list.server.ts';
import { submissionsCsv, submissionsCsvFileName } from './submissions-csv.server.ts';

const dataDir = useTemporaryDataDir();
let database: TestDatabase;
let admin: string;
let author: string;
let callId: number;
const ids: Record<string, number> = {};

const author2 = (name: string, email: string) => ({ name, email, affiliation: '', orcid: '', bio: 'b' });

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  const db = database.db;
  admin = await createAccount(db, { name: 'Clara', lastName: 'Editora', role: 'user,admin' });
  author = await createAccount(db, { name: 'Ana', email: 'ana@example.com' });
  const [call] = await db
    .insert(openCalls)
    .values({
      slug: 'colecao',
      kind: 'collection',
      status: 'published',
      titlePt: 'Coleção de design',
      titleEn: 'Design collection',
      opensOn: '2025-01-01',
      closesOn: '2025-12-31',
      feedbackWeeks: 3,
    })
    .returning({ id: openCalls.id });
  callId = call!.id;
  // São Paulo is UTC−3: 02:30 UTC on 1 March is still 28 February there.
  ids.ana = await insertProposal(db, author, { title: 'Serviços públicos em rede', submittedAt: new Date('2025-03-01T02:30:00Z') });
  ids.bruno = await insertProposal(db, author, {
    title: '=HYPERLINK("http://evil","Clique")',
    authors: [author2('Bruno Lima', 'bruno_lima@example.org'), author2('Carla "Cacá" Dias, Jr.', 'carla@example.com')],
    type: 'collection',
    openCallId: callId,
    status: 'under-review',
    keywords: ['design', 'serviços'],
    submittedAt: new Date('2025-03-01T12:00:00Z'),
  });
  ids.dario = await insertProposal(db, null, {
    title: 'Educação aberta',
    authors: [author2('Dário Melo', 'dario@example.com')],
    status: 'declined',
    submittedAt: new Date('2025-03-02T03:00:00Z'),
  });
});
afterAll(async () => {
  await database.dispose();
  removeTemporaryDataDir(dataDir);
});

const filters = (query: string) => parseSubmissionFilters(new URLSearchParams(query));
const list = async (query: string) => listSubmissions(database.db, filters(query));
const idsOf = async (query: string) => (await list(query)).submissions.map((row) => row.id);
const session = () => ({ userId: admin, roles: ['user' as const, 'admin' as const] });

async function collect(pieces: AsyncGenerator<string>): Promise<string> {
  let text = '';
  for await (const piece of pieces) text += piece;
  return text;
}

describe('the submissions list', () => {
  it('shows the newest first, with the authors, the call and the counts per status', async () => {
    const result = await list('');
    expect(result.submissions.map((row) => row.id)).toEqual([ids.dario, ids.bruno, ids.ana]);
    expect(result.submissions[1]).toMatchObject({
      authors: 'Bruno Lima, Carla "Cacá" Dias, Jr.',
      callTitlePt: 'Coleção de design',
      status: 'under-review',
      type: 'collection',
    });
    expect(result.counts).toEqual({ received: 1, 'under-review': 1, accepted: 0, declined: 1, withdrawn: 0 });
    expect(result.total).toBe(3);
  });

  it('searches the title, the authors’ names and e-mails (any case, % and _ as text), and #numbers', async () => {
    expect(await idsOf('q=REDE')).toEqual([ids.ana]);
    expect(await idsOf('q=cacá')).toEqual([ids.bruno]);
    expect(await idsOf('q=bruno_lima')).toEqual([ids.bruno]);
    expect(await idsOf('q=bruno%25lima')).toEqual([]);
    expect(await idsOf(`q=%23${ids.dario}`)).toEqual([ids.dario]);
  });

  it('filters by status, call (or none), and São Paulo days; an unknown value is no filter', async () => {
    expect(await idsOf('status=under-review')).toEqual([ids.bruno]);
    const byStatus = await list('status=declined');
    expect([byStatus.total, byStatus.all]).toEqual([1, 3]);
    expect(await idsOf(`call=${callId}`)).toEqual([ids.bruno]);
    expect(await idsOf('call=none')).toEqual([ids.dario, ids.ana]);
    expect(await idsOf('from=2025-03-01&to=2025-03-01')).toEqual([ids.bruno]);
    expect(await idsOf('to=2025-02-28')).toEqual([ids.ana]);
    expect((await list('status=lost&call=abc&from=2025-02-30')).total).toBe(3);
  });

  it('writes the filters back, and pages by 50', async () => {
    const query = submissionFilterQuery(filters(`q=rede&status=received&call=${callId}&from=2025-03-01&page=3`), { page: 1 });
    expect(query).toBe(`?q=rede&status=received&call=${callId}&from=2025-03-01`);
    expect(submissionFilterQuery(filters('call=none'))).toBe('?call=none');
    expect(filters('page=0').page).toBe(1);
    const many = await Promise.all(
      Array.from({ length: SUBMISSIONS_PAGE_SIZE + 2 }, (_, i) =>
        insertProposal(database.db, author, { title: `Pilha ${i}`, submittedAt: new Date('2024-01-01T12:00:00Z') }),
      ),
    );
    const second = await list('q=pilha&page=2');
    expect([second.submissions.length, second.total, second.pages, second.hasNext]).toEqual([2, SUBMISSIONS_PAGE_SIZE + 2, 2, false]);
    expect((await list('q=pilha')).hasNext).toBe(true);
    expect(await newSubmissionsCount(database.db)).toBe(1 + many.length);
    for (const id of many) await database.db.delete(proposals).where(eq(proposals.id, id));
  });
});

describe('the CSV export', () => {
  it('exports the filtered proposals with a byte-order mark and a header; formulas stay text', async () => {
    const text = await collect(submissionsCsv(database.db, filters('from=2025-03-01'), 'en'));
    expect(
      text.startsWith(
        '\uFEFFNumber,Sent at,Status,Type,Call,Provisional title,Authors,E-mails,Keywords,Chapters,Illustrations,Third-party images,Manuscript sample,Language,Last change\r\n',
      ),
    ).toBe(true);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      `${ids.dario},2025-03-02T03:00:00.000Z,Declined,Single,,Educação aberta,Dário Melo,dario@example.com,design; serviços,1,No,No,,pt,${lines[1]!.split(',').at(-1)}`,
    );
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"",""Clique"")"`);
    expect(lines[2]).toContain('"Bruno Lima; Carla ""Cacá"" Dias, Jr."');
    expect(lines[2]).toContain('Under review,Collection,Design collection');
  });

  it('is a download for admins only, in batches that end at the limit', async () => {
    const small = await collect(submissionsCsv(database.db, filters(''), 'pt', { maxRows: 2, batchSize: 1 }));
    expect(small.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(submissionsCsvFileName(new Date('2025-03-01T02:00:00Z'))).toBe('proposals-2025-02-28.csv');
    const response = (await exportLoader(postArgs('/admin/submissions/export.csv?status=declined', form({}), {}, session()))) as Response;
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((await response.text()).split('\r\n').filter(Boolean)).toHaveLength(2);
    const reader = await createAccount(database.db, { name: 'Rita' });
    const refused = await Promise.resolve()
      .then(() => exportLoader(postArgs('/admin/submissions/export.csv', form({}), {}, { userId: reader, roles: ['user'] })))
      .catch((error: unknown) => error);
    expect(thrownStatus(refused)).toBe(403);
  });
});

describe('the proposal page’s forms', () => {
  const post = (id: number, values: Record<string, string>, who = session(), path = `/admin/submissions/${id}`) =>
    submissionAction(postArgs(path, form(values), { id: String(id) }, who));
  const statusOf = async (id: number) => (await database.db.select({ status: proposals.status }).from(proposals).where(eq(proposals.id, id)))[0]!.status;

  it('moves a proposal with a message: redirect with the notice, the author’s mail, the audit entry', async () => {
    const id = await insertProposal(database.db, author);
    const done = await thrownRedirect(() =>
      post(id, { intent: 'move', to: 'under-review', status: 'received', message: '  Estamos lendo.  ' }, session(), `/en/admin/submissions/${id}`),
    );
    expect(done).toEqual({ status: 302, location: `/en/admin/submissions/${id}?done=done.moved` });
    expect(await statusOf(id)).toBe('under-review');
    expect(await database.db.select({ body: proposalMessages.body }).from(proposalMessages).where(eq(proposalMessages.proposalId, id))).toEqual([
      { body: 'Estamos lendo.' },
    ]);
    expect(
      (
        await database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.targetType, 'proposal'), eq(auditLog.targetId, String(id))))
      ).map((r) => r.action),
    ).toEqual(['proposal.status']);
    expect((await database.db.select().from(jobs)).some((job) => (job.payload as { to?: string }).to === 'ana@example.com')).toBe(true);
  });

  it('refuses a stale move (409), a move the workflow lacks (409), an unknown status (400) and a message over 5,000 characters (400), keeping what was typed', async () => {
    const id = await insertProposal(database.db, author, { status: 'under-review' });
    const stale = unwrap<FormState>(await post(id, { intent: 'move', to: 'under-review', status: 'received', message: 'Olá' }));
    expect(stale).toMatchObject({ status: 409, body: { form: 'move:under-review', message: 'conflict', values: { message: 'Olá' } } });
    expect(unwrap<FormState>(await post(id, { intent: 'move', to: 'received', status: 'under-review' }))).toMatchObject({
      status: 409,
      body: { message: 'conflict' },
    });
    expect(unwrap<FormState>(await post(id, { intent: 'move', to: 'published', status: 'under-review' }))).toMatchObject({
      status: 400,
      body: { message: 'unknownAction' },
    });
    const long = 'x'.repeat(5_001);
    expect(unwrap<FormState>(await post(id, { intent: 'move', to: 'accepted', status: 'under-review', message: long }))).toMatchObject({
      status: 400,
      body: { form: 'move:accepted', errors: { message: 'tooLong' }, values: { message: long } },
    });
    expect(await statusOf(id)).toBe('under-review');
  });

  it('sends a message and adds a note; an empty one is "Required field"; an unknown intent is refused', async () => {
    const id = await insertProposal(database.db, author);
    expect(await thrownRedirect(() => post(id, { intent: 'message', body: '<b>Oi</b>\r\nTudo bem?' }))).toEqual({
      status: 302,
      location: `/admin/submissions/${id}?done=done.message`,
    });
    expect(await thrownRedirect(() => post(id, { intent: 'note', body: 'Bom sumário.' }))).toEqual({
      status: 302,
      location: `/admin/submissions/${id}?done=done.note`,
    });
    const rows = await database.db
      .select({ kind: proposalMessages.kind, body: proposalMessages.body })
      .from(proposalMessages)
      .where(eq(proposalMessages.proposalId, id));
    expect(rows).toEqual([
      { kind: 'message', body: '<b>Oi</b>\nTudo bem?' },
      { kind: 'note', body: 'Bom sumário.' },
    ]);
    expect(unwrap<FormState>(await post(id, { intent: 'note', body: '   ' }))).toMatchObject({
      status: 400,
      body: { form: 'note', errors: { body: 'required' } },
    });
    expect(unwrap<FormState>(await post(id, { intent: 'publish' }))).toMatchObject({ status: 400, body: { message: 'unknownAction' } });
  });

  it('is for admins only, and a proposal that does not exist is 404', async () => {
    const id = await insertProposal(database.db, author);
    const reader = await createAccount(database.db, { name: 'Rita' });
    const forbidden = await post(id, { intent: 'note', body: 'x' }, { userId: reader, roles: ['user'] }).catch((error: unknown) => error);
    expect(thrownStatus(forbidden)).toBe(403);
    for (const bad of ['abc', '0', '999999']) {
      const outcome = await submissionAction(postArgs(`/admin/submissions/${bad}`, form({ intent: 'note', body: 'x' }), { id: bad }, session())).catch(
        (error: unknown) => error,
      );
      expect(thrownStatus(outcome), bad).toBe(404);
    }
  });
});

describe('the proposal page', () => {
  const load = (id: string, path = `/admin/submissions/${id}`) => submissionLoader(postArgs(path, form({}), { id }, session()));

  it('shows the whole proposal, the messages apart from the notes, the moves it allows and its history', async () => {
    const id = await insertProposal(database.db, author, { openCallId: callId, type: 'collection', title: '<script>alert(1)</script>' });
    await changeProposalStatus(database.db, {
      proposalId: id,
      to: 'under-review',
      expect: 'received',
      actor: { kind: 'editor', id: admin },
      message: 'Lendo.',
    });
    await sendProposalMessage(database.db, { proposalId: id, editorId: admin, body: 'Mande um capítulo?' });
    await addProposalNote(database.db, { proposalId: id, editorId: admin, body: 'Parece forte.' });
    const page = (await load(String(id), `/en/admin/submissions/${id}?done=done.note`)) as Awaited<ReturnType<typeof submissionLoader>>;
    expect(page).toMatchObject({
      title: `Proposal ${id}`,
      done: 'done.note',
      proposal: { id, title: '<script>alert(1)</script>', status: 'under-review', openCall: { slug: 'colecao', title: 'Design collection' } },
      submitter: { id: author, name: 'Ana Souza', email: 'ana@example.com' },
      moves: ['accepted', 'declined'],
    });
    expect(page.messages.map((m) => [m.body, m.authorName])).toEqual([
      ['Lendo.', 'Clara Editora'],
      ['Mande um capítulo?', 'Clara Editora'],
    ]);
    expect(page.notes.map((n) => n.body)).toEqual(['Parece forte.']);
    expect(page.trail.map((row) => [row.action, row.from, row.to])).toEqual([
      ['proposal.note', null, null],
      ['proposal.message', null, null],
      ['proposal.status', 'received', 'under-review'],
    ]);
    // A notice the page does not know is none.
    expect(((await load(String(id), `/admin/submissions/${id}?done=hacked`)) as { done: unknown }).done).toBeNull();
  });

  it('answers 404 for an id that is not a number or a proposal that does not exist', async () => {
    for (const id of ['abc', '12x', '0', '99999999999999999999', '424242']) {
      const outcome = await Promise.resolve()
        .then(() => load(id))
        .catch((error: unknown) => error);
      expect(thrownStatus(outcome), id).toBe(404);
    }
  });

  it('downloads the sample as an attachment under the name it was sent with; none is 404', async () => {
    const key = 'proposals/77/abc123-amostra.pdf';
    const bytes = new Uint8Array(await pdfFile().arrayBuffer());
    await storage().put(key, Buffer.from(bytes));
    const id = await insertProposal(database.db, author, { sampleFile: key, sampleName: 'Capítulo "1".pdf', sampleBytes: bytes.length });
    const response = (await sampleLoader(postArgs(`/admin/submissions/${id}/sample`, form({}), { id: String(id) }, session()))) as Response;
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Capitulo _1_.pdf"; filename*=UTF-8''Cap%C3%ADtulo%20%221%22.pdf`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    const without = await insertProposal(database.db, author);
    const missing = await Promise.resolve()
      .then(() => sampleLoader(postArgs(`/admin/submissions/${without}/sample`, form({}), { id: String(without) }, session())))
      .catch((error: unknown) => error);
    expect(thrownStatus(missing)).toBe(404);
    const reader = await createAccount(database.db, { name: 'Rita' });
    const forbidden = await Promise.resolve()
      .then(() => sampleLoader(postArgs(`/admin/submissions/${id}/sample`, form({}), { id: String(id) }, { userId: reader, roles: ['user'] })))
      .catch((error: unknown) => error);
    expect(thrownStatus(forbidden)).toBe(403);
  });
});
