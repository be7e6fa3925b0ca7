import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, postArgs, thrownRedirect } from '#app/features/catalog/admin/test-support.ts';
import { callState } from '../open-call-state.ts';
import { openCallsAcceptingProposals } from '../open-calls.server.ts';
import { createAccount, insertProposal } from '../test-support.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { auditLog, collections, openCalls } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { daysBefore } from '#app/lib/publisher-time.ts';
import { action as callAction, loader as callLoader } from '#app/routes/admin/open-call.tsx';
import { loader as listLoader } from '#app/routes/admin/open-calls.tsx';
import { sessionUser, signedInArgs, unwrap, thrownStatus } from '#app/test/route-args.ts';
import type { OpenCallKey } from './open-call-messages.ts';
import { listOpenCallsForAdmin, loadOpenCallEditor, submitOpenCallForm, type OpenCallFormState, type OpenCallOutcome } from './open-calls-admin.server.ts';

let database: TestDatabase;
let admin: string;
let editor: string;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  admin = await createAccount(database.db, { name: 'Clara', lastName: 'Editora', role: 'user,admin' });
  editor = await createAccount(database.db, { name: 'Davi', lastName: 'Revisor', role: 'user,admin' });
});
afterAll(() => database.dispose());

/** A moment in São Paulo (UTC−3). */
const sp = (local: string) => new Date(`${local}-03:00`);
const NOW = sp('2026-03-10T15:00:00');
/** A São Paulo calendar day `days` after NOW's (negative: before). */
const day = (days: number) => daysBefore(NOW, -days);

const call = (overrides: Record<string, string> = {}) => ({
  slug: 'educacao-aberta',
  kind: 'book',
  status: 'published',
  titlePt: 'Educação aberta',
  titleEn: 'Open education',
  summaryPt: 'Livros sobre recursos educacionais abertos.',
  summaryEn: 'Books on open educational resources.',
  descriptionPt: 'Primeiro parágrafo.\r\n\r\nSegundo parágrafo.',
  descriptionEn: 'First paragraph.\n\nSecond paragraph.',
  opensOn: day(-10),
  closesOn: day(60),
  feedbackWeeks: '4',
  minAuthors: '',
  version: '',
  ...overrides,
});

const save = (id: number | null, values: Record<string, string>, actor = admin) =>
  submitOpenCallForm(database.db, actor, id, form({ intent: 'save', ...values }), NOW);
const post = (id: number, intent: string, now = NOW) => submitOpenCallForm(database.db, admin, id, form({ intent }), now);
const stored = async (slug: string) => (await database.db.select().from(openCalls).where(eq(openCalls.slug, slug)))[0];
const refusal = (outcome: OpenCallOutcome) =>
  outcome.kind === 'state'
    ? { status: outcome.status, errors: outcome.state.errors, values: outcome.state.values, message: outcome.state.message, form: outcome.state.form }
    : outcome;
const callCount = () => database.db.$count(openCalls);
const trail = async (id: number) =>
  (
    await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'open-call'), eq(auditLog.targetId, String(id))))
      .orderBy(auditLog.id)
  ).map((row) => ({
    action: row.action,
    actorId: row.actorId,
    details: row.details,
  }));
/** Saves a new call and answers its id. */
async function created(values: Record<string, string>) {
  const outcome = await save(null, call(values));
  expect(outcome).toMatchObject({ kind: 'redirect' });
  return (await stored(values.slug ?? 'educacao-aberta'))!.id;
}
const versionOf = async (id: number) => (await loadOpenCallEditor(database.db, id, 'pt', NOW))!.values.version!;

describe('creating and editing a call', () => {
  it('creates a valid call, stores its texts as typed, and audits it', async () => {
    const outcome = await save(null, call({ titlePt: '  Educação <b>aberta</b>  ' }));
    const row = await stored('educacao-aberta');
    expect(outcome).toEqual({ kind: 'redirect', to: `/admin/open-calls/${row!.id}?done=done.created` });
    expect(row).toMatchObject({
      kind: 'book',
      status: 'published',
      titlePt: 'Educação <b>aberta</b>',
      titleEn: 'Open education',
      descriptionPt: 'Primeiro parágrafo.\n\nSegundo parágrafo.',
      opensOn: day(-10),
      closesOn: day(60),
      feedbackWeeks: 4,
      minAuthors: null,
      closedAt: null,
    });
    expect(await trail(row!.id)).toEqual([{ action: 'open-call.create', actorId: admin, details: { slug: 'educacao-aberta' } }]);
    const list = await listOpenCallsForAdmin(database.db, 'en', NOW);
    expect(list.find((c) => c.id === row!.id)).toMatchObject({
      title: 'Open education',
      kind: 'book',
      status: 'published',
      state: 'open',
      proposals: 0,
      closedAt: null,
    });
    const page = await loadOpenCallEditor(database.db, row!.id, 'pt', NOW);
    expect(page!.call).toMatchObject({ title: 'Educação <b>aberta</b>', state: 'open', proposals: 0 });
    expect(page!.values).toMatchObject({ slug: 'educacao-aberta', kind: 'book', feedbackWeeks: '4', minAuthors: '', opensOn: day(-10) });
  });

  it('refuses an empty form with every required field’s message, saving nothing', async () => {
    const before = await callCount();
    const empty = Object.fromEntries(Object.keys(call()).map((key) => [key, '']));
    const outcome = refusal(await save(null, empty));
    expect(outcome).toMatchObject({ status: 400, message: 'fixErrors', form: 'openCall' });
    expect((outcome as { errors: Record<string, OpenCallKey> }).errors).toEqual({
      slug: 'slugRequired',
      kind: 'kindRequired',
      status: 'statusRequired',
      titlePt: 'required',
      titleEn: 'required',
      opensOn: 'dateRequired',
      closesOn: 'dateRequired',
      feedbackWeeks: 'feedbackWeeksInvalid',
    });
    // Fields missing from the post count as empty, too.
    expect(refusal(await submitOpenCallForm(database.db, admin, null, form({}), NOW))).toMatchObject({
      status: 400,
      errors: { slug: 'slugRequired', titleEn: 'required' },
    });
    expect(await callCount()).toBe(before);
  });

  it('gives each kind of bad input its own message and keeps what was typed', async () => {
    const before = await callCount();
    const cases: [Record<string, string>, string, OpenCallKey][] = [
      [{ slug: 'Educação Pública' }, 'slug', 'slugInvalid'],
      [{ slug: 'duas--barras' }, 'slug', 'slugInvalid'],
      [{ slug: '-comeca-com-hifen' }, 'slug', 'slugInvalid'],
      [{ slug: 'a'.repeat(121) }, 'slug', 'slugTooLong'],
      [{ kind: 'journal' }, 'kind', 'kindRequired'],
      [{ status: 'archived' }, 'status', 'statusRequired'],
      [{ titlePt: '   ' }, 'titlePt', 'required'],
      [{ titleEn: 'x'.repeat(301) }, 'titleEn', 'titleTooLong'],
      [{ summaryPt: 'x'.repeat(601) }, 'summaryPt', 'summaryTooLong'],
      [{ descriptionEn: 'x'.repeat(10_001) }, 'descriptionEn', 'descriptionTooLong'],
      [{ opensOn: '2026-02-30' }, 'opensOn', 'dateInvalid'],
      [{ opensOn: '10/03/2026' }, 'opensOn', 'dateInvalid'],
      [{ closesOn: 'amanhã' }, 'closesOn', 'dateInvalid'],
      [{ feedbackWeeks: '0' }, 'feedbackWeeks', 'feedbackWeeksInvalid'],
      [{ feedbackWeeks: '53' }, 'feedbackWeeks', 'feedbackWeeksInvalid'],
      [{ feedbackWeeks: '2.5' }, 'feedbackWeeks', 'feedbackWeeksInvalid'],
      [{ feedbackWeeks: 'quatro' }, 'feedbackWeeks', 'feedbackWeeksInvalid'],
      [{ minAuthors: '0' }, 'minAuthors', 'minAuthorsInvalid'],
      [{ minAuthors: '21' }, 'minAuthors', 'minAuthorsInvalid'],
      [{ minAuthors: '-2' }, 'minAuthors', 'minAuthorsInvalid'],
    ];
    for (const [change, field, key] of cases) {
      const values = call({ slug: 'ruim', ...change });
      const outcome = refusal(await save(null, values));
      expect(outcome, JSON.stringify(change).slice(0, 80)).toMatchObject({ status: 400, errors: { [field]: key } });
      expect(Object.keys((outcome as { errors: object }).errors), field).toEqual([field]);
      expect((outcome as { values: Record<string, string> }).values, field).toEqual(values);
    }
    expect(await callCount()).toBe(before);
  });

  it('accepts the limits themselves, and reads a slug in capitals as lower case', async () => {
    const values = call({
      slug: ' Limites-2026 ',
      titlePt: 'x'.repeat(300),
      summaryEn: 'y'.repeat(600),
      // A textarea posts CRLF line ends; the browser counted each as one character.
      descriptionPt: `${'z'.repeat(4_999)}\r\n${'z'.repeat(5_000)}`,
      feedbackWeeks: '52',
      minAuthors: '20',
      opensOn: day(5),
      closesOn: day(5),
    });
    expect(await save(null, values)).toMatchObject({ kind: 'redirect' });
    expect(await stored('limites-2026')).toMatchObject({ feedbackWeeks: 52, minAuthors: 20, opensOn: day(5), closesOn: day(5) });
    expect((await stored('limites-2026'))!.descriptionPt).toHaveLength(10_000);
  });

  it('refuses a closing date before the opening date', async () => {
    const values = call({ slug: 'datas', opensOn: '2026-06-10', closesOn: '2026-06-09' });
    expect(refusal(await save(null, values))).toMatchObject({ status: 400, errors: { closesOn: 'closesBeforeOpens' }, values: { closesOn: '2026-06-09' } });
    // Shown with the other fields' errors, not only once they are fixed.
    expect(refusal(await save(null, { ...values, slug: '', feedbackWeeks: '' }))).toMatchObject({
      status: 400,
      errors: { slug: 'slugRequired', feedbackWeeks: 'feedbackWeeksInvalid', closesOn: 'closesBeforeOpens' },
    });
    // An unreadable date says so, rather than comparing.
    expect(refusal(await save(null, { ...values, closesOn: '2026-13-01' }))).toMatchObject({ errors: { closesOn: 'dateInvalid' } });
    expect(await stored('datas')).toBeUndefined();
  });

  it('refuses a slug another call has as a field error, even for two saves at once', async () => {
    const outcome = refusal(await save(null, call({ slug: 'EDUCACAO-ABERTA', titlePt: 'Outra' })));
    expect(outcome).toMatchObject({ status: 400, errors: { slug: 'slugTaken' }, values: { slug: 'EDUCACAO-ABERTA', titlePt: 'Outra' } });
    const [first, second] = await Promise.all([save(null, call({ slug: 'corrida' })), save(null, call({ slug: 'corrida' }))]);
    const outcomes = [first, second].map((o) => (o.kind === 'redirect' ? 'saved' : refusal(o)));
    expect(outcomes).toContainEqual('saved');
    expect(outcomes).toContainEqual(expect.objectContaining({ status: 400, errors: { slug: 'slugTaken' } }));
    expect(await database.db.$count(openCalls, eq(openCalls.slug, 'corrida'))).toBe(1);
    // Another call's slug is taken for an update too; its own is not.
    const id = (await stored('corrida'))!.id;
    expect(refusal(await save(id, call({ slug: 'educacao-aberta', version: await versionOf(id) })))).toMatchObject({
      status: 400,
      errors: { slug: 'slugTaken' },
    });
    expect(await save(id, call({ slug: 'corrida', titleEn: 'The race', version: await versionOf(id) }))).toEqual({
      kind: 'redirect',
      to: `/admin/open-calls/${id}?done=done.saved`,
    });
  });

  it('updates a call from its current version, auditing the fields that changed', async () => {
    const id = (await stored('educacao-aberta'))!.id;
    const version = await versionOf(id);
    const outcome = await save(id, call({ titlePt: 'Educação aberta e pública', status: 'draft', minAuthors: '2', version }), editor);
    expect(outcome).toEqual({ kind: 'redirect', to: `/admin/open-calls/${id}?done=done.saved` });
    expect(await stored('educacao-aberta')).toMatchObject({ titlePt: 'Educação aberta e pública', status: 'draft', minAuthors: 2 });
    expect((await trail(id)).at(-1)).toEqual({
      action: 'open-call.update',
      actorId: editor,
      details: { slug: 'educacao-aberta', fields: ['status', 'titlePt', 'minAuthors'] },
    });
    // Saving what is stored changes nothing and audits nothing.
    const count = (await trail(id)).length;
    const same = (await loadOpenCallEditor(database.db, id, 'pt', NOW))!.values;
    expect(await save(id, same)).toMatchObject({ kind: 'redirect' });
    expect(await trail(id)).toHaveLength(count);
    expect(await versionOf(id)).toBe(same.version);
  });

  it('refuses a stale form with 409, saving nothing and keeping what was typed', async () => {
    const id = (await stored('educacao-aberta'))!.id;
    const loaded = await versionOf(id);
    expect(await save(id, call({ titlePt: 'Salvo por Davi', status: 'draft', minAuthors: '2', version: loaded }), editor)).toMatchObject({ kind: 'redirect' });
    const count = (await trail(id)).length;
    const late = call({ titlePt: 'Salvo por Clara', version: loaded });
    expect(refusal(await save(id, late))).toEqual({ status: 409, errors: {}, values: late, message: 'staleVersion', form: 'openCall' });
    expect(refusal(await save(id, call({ titlePt: 'Sem versão', version: '' })))).toMatchObject({ status: 409, message: 'staleVersion' });
    expect((await stored('educacao-aberta'))!.titlePt).toBe('Salvo por Davi');
    expect(await trail(id)).toHaveLength(count);
    // Closing the call is a change too: a form drawn before it is stale.
    const beforeClose = await versionOf(id);
    expect(await post(id, 'close')).toMatchObject({ kind: 'redirect' });
    expect(refusal(await save(id, call({ titlePt: 'Depois', status: 'draft', version: beforeClose })))).toMatchObject({ status: 409 });
    expect(await post(id, 'reopen')).toMatchObject({ kind: 'redirect' });
  });

  it('names the book collection the call fills, offered by name, and refuses one that is not a collection', async () => {
    const [collection] = await database.db
      .insert(collections)
      .values({ slug: 'colecao-aberta', namePt: 'Coleção Aberta', nameEn: 'Open Collection' })
      .returning({ id: collections.id });
    const id = await created({ slug: 'chamada-da-colecao' });
    const editorView = (await loadOpenCallEditor(database.db, id, 'en', NOW))!;
    expect(editorView.collections).toContainEqual({ value: String(collection!.id), label: 'Open Collection' });
    const values = (collectionId: string) => call({ slug: 'chamada-da-colecao', collectionId, version: editorView.values.version! });
    expect(refusal(await save(id, values('999999')))).toMatchObject({ status: 400, errors: { collectionId: 'collectionInvalid' } });
    expect(refusal(await save(id, values('x')))).toMatchObject({ errors: { collectionId: 'collectionInvalid' } });
    expect(await save(id, values(String(collection!.id)))).toMatchObject({ kind: 'redirect' });
    expect((await stored('chamada-da-colecao'))!.collectionId).toBe(collection!.id);
    expect((await trail(id)).at(-1)!.details.fields).toContain('collectionId');
    expect((await loadOpenCallEditor(database.db, id, 'pt', NOW))!.values.collectionId).toBe(String(collection!.id));
  });

  it('answers not-found for a call that does not exist', async () => {
    await expect(save(999_999, call({ slug: 'fantasma' }))).rejects.toMatchObject({ code: 'not-found' });
    await expect(post(999_999, 'close')).rejects.toMatchObject({ code: 'not-found' });
    await expect(post(999_999, 'delete')).rejects.toMatchObject({ code: 'not-found' });
    await expect(submitOpenCallForm(database.db, admin, null, form({ intent: 'delete' }), NOW)).rejects.toMatchObject({ code: 'not-found' });
    expect(await loadOpenCallEditor(database.db, 999_999, 'pt', NOW)).toBeNull();
  });
});

describe('closing early and reopening', () => {
  it('closes an open call now: closed for the state rule and gone from the proposal form; then reopens it', async () => {
    const id = await created({ slug: 'fecha-cedo' });
    expect((await openCallsAcceptingProposals(database.db, NOW)).map((c) => c.slug)).toContain('fecha-cedo');
    expect(await post(id, 'close')).toEqual({ kind: 'redirect', to: `/admin/open-calls/${id}?done=done.closed` });
    const closed = (await stored('fecha-cedo'))!;
    expect(closed.closedAt?.toISOString()).toBe(NOW.toISOString());
    expect(callState(closed, NOW)).toBe('closed');
    expect((await openCallsAcceptingProposals(database.db, NOW)).map((c) => c.slug)).not.toContain('fecha-cedo');
    expect((await listOpenCallsForAdmin(database.db, 'pt', NOW)).find((c) => c.id === id)).toMatchObject({ state: 'closed', closedAt: NOW.toISOString() });
    // Closing again changes nothing.
    expect(refusal(await post(id, 'close'))).toMatchObject({ status: 409, message: 'alreadyClosed', form: 'close' });

    expect(await post(id, 'reopen')).toEqual({ kind: 'redirect', to: `/admin/open-calls/${id}?done=done.reopened` });
    const reopened = (await stored('fecha-cedo'))!;
    expect(reopened.closedAt).toBeNull();
    expect(callState(reopened, NOW)).toBe('open');
    expect((await openCallsAcceptingProposals(database.db, NOW)).map((c) => c.slug)).toContain('fecha-cedo');
    expect(refusal(await post(id, 'reopen'))).toMatchObject({ status: 409, message: 'notClosedEarly', form: 'reopen' });
    expect((await trail(id)).map((entry) => entry.action)).toEqual(['open-call.create', 'open-call.close', 'open-call.reopen']);
  });

  it('does not close a call that already ended on its closing date', async () => {
    const id = await created({ slug: 'ja-acabou', opensOn: day(-40), closesOn: day(-1) });
    expect(callState((await stored('ja-acabou'))!, NOW)).toBe('closed');
    expect(refusal(await post(id, 'close'))).toMatchObject({ status: 409, message: 'alreadyClosed' });
    expect((await stored('ja-acabou'))!.closedAt).toBeNull();
  });

  it('closes an upcoming call too', async () => {
    const id = await created({ slug: 'em-breve', opensOn: day(3), closesOn: day(90) });
    expect(callState((await stored('em-breve'))!, NOW)).toBe('upcoming');
    expect(await post(id, 'close')).toMatchObject({ kind: 'redirect' });
    expect(callState((await stored('em-breve'))!, NOW)).toBe('closed');
  });
});

describe('deleting a call', () => {
  it('refuses while a proposal answers the call, and deletes an unanswered one', async () => {
    const answered = await created({ slug: 'respondida' });
    const author = await createAccount(database.db);
    await insertProposal(database.db, author, { openCallId: answered });
    expect((await loadOpenCallEditor(database.db, answered, 'pt', NOW))!.call).toMatchObject({ proposals: 1 });
    expect((await listOpenCallsForAdmin(database.db, 'pt', NOW)).find((c) => c.id === answered)).toMatchObject({ proposals: 1 });
    expect(refusal(await post(answered, 'delete'))).toMatchObject({ status: 409, message: 'callAnswered', form: 'delete' });
    expect(await stored('respondida')).toBeDefined();

    const unanswered = await created({ slug: 'sem-respostas' });
    expect(await post(unanswered, 'delete')).toEqual({ kind: 'redirect', to: '/admin/open-calls?done=done.deleted' });
    expect(await stored('sem-respostas')).toBeUndefined();
    // The trail outlives the call.
    expect((await trail(unanswered)).map((entry) => entry.action)).toEqual(['open-call.create', 'open-call.delete']);
    expect((await trail(answered)).map((entry) => entry.action)).toEqual(['open-call.create']);
  });
});

describe('the list and the call’s page', () => {
  it('lists drafts and published calls, latest opening day first', async () => {
    await created({ slug: 'rascunho-antigo', status: 'draft', opensOn: '2020-01-01', closesOn: '2020-02-01' });
    const rows = await listOpenCallsForAdmin(database.db, 'pt', NOW);
    expect(rows.map((row) => row.opensOn)).toEqual([...rows.map((row) => row.opensOn)].sort().reverse());
    expect(rows.at(-1)).toMatchObject({ slug: 'rascunho-antigo', status: 'draft', state: 'closed' });
  });

  it('shows the changes newest first, with who made them and what changed', async () => {
    const id = (await stored('educacao-aberta'))!.id;
    const page = await loadOpenCallEditor(database.db, id, 'en', NOW);
    const changes = page!.changes;
    expect(changes.map((change) => change.action)).toEqual(['open-call.reopen', 'open-call.close', 'open-call.update', 'open-call.update', 'open-call.create']);
    expect(changes.at(-1)).toMatchObject({ actorName: 'Clara Editora', fields: [] });
    expect(changes[3]).toMatchObject({ actorName: 'Davi Revisor', fields: ['status', 'titlePt', 'minAuthors'] });
  });
});

describe('the routes', () => {
  const admins = () => ({ userId: admin, roles: ['user' as const, 'admin' as const] });
  const getArgs = (path: string, params: Record<string, string>, session: ReturnType<typeof admins> | null = admins()) =>
    signedInArgs(new Request(`http://localhost:3000${path}`), params, session && sessionUser(session.userId, { roles: session.roles }));
  const failure = (run: () => Promise<unknown>) =>
    Promise.resolve()
      .then(run)
      .then(
        () => 'no-throw',
        (error: unknown) => error,
      );
  const statusOf = thrownStatus;

  it('refuse people who are not admins, before reading or changing anything', async () => {
    const reader = await createAccount(database.db, { name: 'Rita' });
    const id = (await stored('educacao-aberta'))!.id;
    const before = await stored('educacao-aberta');
    const asReader = { userId: reader, roles: ['user' as const] };
    expect(statusOf(await failure(() => callAction(postArgs(`/admin/open-calls/${id}`, form({ intent: 'close' }), { id: String(id) }, asReader))))).toBe(403);
    expect(statusOf(await failure(() => callAction(postArgs('/admin/open-calls/new', form(call({ slug: 'intrusa' })), {}, asReader))))).toBe(403);
    expect(statusOf(await failure(() => callLoader(getArgs(`/admin/open-calls/${id}`, { id: String(id) }, asReader))))).toBe(403);
    expect(statusOf(await failure(() => listLoader(getArgs('/admin/open-calls', {}, asReader))))).toBe(403);
    // Signed out: off to sign in, and back.
    expect(await thrownRedirect(() => callAction(postArgs(`/admin/open-calls/${id}`, form({ intent: 'delete' }), { id: String(id) }, null)))).toEqual({
      status: 302,
      location: `/login?redirect=${encodeURIComponent(`/admin/open-calls/${id}`)}`,
    });
    expect(await stored('educacao-aberta')).toEqual(before);
    expect(await stored('intrusa')).toBeUndefined();
  });

  it('answer 404 for an id that is not a call', async () => {
    for (const id of ['abc', '0', '12abc', '99999', '2147483648']) {
      expect(statusOf(await failure(() => callLoader(getArgs(`/admin/open-calls/${id}`, { id })))), id).toBe(404);
      expect(statusOf(await failure(() => callAction(postArgs(`/admin/open-calls/${id}`, form({ intent: 'close' }), { id }, admins())))), id).toBe(404);
    }
  });

  it('save through the action: 400 with the errors, then a redirect in the page’s language with its notice', async () => {
    const bad = unwrap<OpenCallFormState>(await callAction(postArgs('/en/admin/open-calls/new', form(call({ slug: 'rota', titleEn: '' })), {}, admins())));
    expect(bad).toMatchObject({ status: 400, body: { errors: { titleEn: 'required' }, values: { slug: 'rota' } } });
    expect(await thrownRedirect(() => callAction(postArgs('/en/admin/open-calls/new', form(call({ slug: 'rota' })), {}, admins())))).toEqual({
      status: 302,
      location: `/en/admin/open-calls/${(await stored('rota'))!.id}?done=done.created`,
    });
    const id = (await stored('rota'))!.id;
    const page = (await callLoader(getArgs(`/en/admin/open-calls/${id}?done=done.created`, { id: String(id) }))) as { title: string; done: string | null };
    expect(page).toMatchObject({ title: 'Call: Open education', done: 'done.created' });
    const list = (await listLoader(getArgs('/admin/open-calls?done=done.deleted', {}))) as { title: string; done: string | null; calls: { slug: string }[] };
    expect(list).toMatchObject({ title: 'Chamadas abertas', done: 'done.deleted' });
    expect(list.calls.map((c) => c.slug)).toContain('rota');
    const blank = (await callLoader(getArgs('/admin/open-calls/new', {}))) as { title: string; call: null; values: Record<string, string> };
    expect(blank).toMatchObject({ title: 'Nova chamada', call: null, values: { status: 'draft' } });
  });
});
