import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, scopedRoles, submissions } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import {
  accountWays,
  deskScopes,
  editorialActor,
  grantRole,
  heldRoles,
  requireEditorialSubmission,
  revokeRole,
  scopeBySlug,
  scopeMembers,
} from './roles.server.ts';
import { createAccount, createCollection, createJournal, createOpenCall } from './test-support.ts';

let database: TestDatabase;
let journalA: number;
let journalB: number;
let call: number;
let editor: string;
let admin: string;
beforeAll(async () => {
  database = await createTestDatabase();
  journalA = await createJournal(database.db, 'revista-a');
  journalB = await createJournal(database.db, 'revista-b');
  call = await createOpenCall(database.db, 'chamada-c');
  editor = await createAccount(database.db, { name: 'Edna', email: 'edna@ipe.test' });
  admin = await createAccount(database.db, { name: 'Adm', role: 'user,admin', email: 'adm@ipe.test' });
});
afterAll(() => database.dispose());

describe('granting and revoking scoped roles', () => {
  it('finds a journal or an open call by its slug', async () => {
    expect(await scopeBySlug(database.db, 'revista-a')).toMatchObject({ kind: 'journal', id: journalA });
    expect(await scopeBySlug(database.db, 'chamada-c')).toMatchObject({ kind: 'open-call', id: call });
    expect(await scopeBySlug(database.db, 'nada')).toBeNull();
  });

  it('grants a role once (in any case of e-mail), audits it, and lets a person hold several', async () => {
    const scope = { kind: 'journal' as const, id: journalA };
    expect(await grantRole(database.db, { email: 'EDNA@ipe.test', role: 'editor', scope, actorId: admin })).toEqual({ ok: true, granted: true });
    expect(await grantRole(database.db, { email: 'edna@ipe.test', role: 'editor', scope, actorId: admin })).toEqual({ ok: true, granted: false });
    expect(await grantRole(database.db, { email: 'edna@ipe.test', role: 'series-editor', scope: { kind: 'open-call', id: call }, actorId: null })).toEqual({
      ok: true,
      granted: true,
    });
    expect(await heldRoles(database.db, editor)).toEqual([
      { role: 'editor', scopeKind: 'journal', scopeId: journalA },
      { role: 'series-editor', scopeKind: 'open-call', scopeId: call },
    ]);
    expect((await scopeMembers(database.db, scope)).map((m) => [m.email, m.role])).toEqual([['edna@ipe.test', 'editor']]);
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.targetId, editor));
    expect(audits.map((a) => a.action)).toEqual(['scoped-role.grant', 'scoped-role.grant']);
  });

  it('refuses an unknown e-mail and a role that does not fit the scope', async () => {
    expect(await grantRole(database.db, { email: 'ninguem@ipe.test', role: 'editor', scope: { kind: 'journal', id: journalA }, actorId: null })).toEqual({
      ok: false,
      reason: 'noAccount',
    });
    expect(await grantRole(database.db, { email: 'edna@ipe.test', role: 'series-editor', scope: { kind: 'journal', id: journalA }, actorId: null })).toEqual({
      ok: false,
      reason: 'roleDoesNotFit',
    });
  });

  it('offers the desk on the account page to whoever holds a role, and to admins; not to a reader', async () => {
    const reader = await createAccount(database.db, { email: 'leitora.conta@ipe.test' });
    expect(await accountWays(database.db, { id: editor, roles: ['user'] })).toEqual({ desk: true, reviews: false });
    expect(await accountWays(database.db, { id: admin, roles: ['user', 'admin'] })).toEqual({ desk: true, reviews: false });
    expect(await accountWays(database.db, { id: reader, roles: ['user'] })).toEqual({ desk: false, reviews: false });
  });

  it('revokes a role held, and says when there was none', async () => {
    const scope = { kind: 'open-call' as const, id: call };
    expect(await revokeRole(database.db, { email: 'edna@ipe.test', role: 'series-editor', scope, actorId: admin })).toEqual({ ok: true, revoked: true });
    expect(await revokeRole(database.db, { email: 'edna@ipe.test', role: 'series-editor', scope, actorId: admin })).toEqual({ ok: true, revoked: false });
    expect(await database.db.select().from(scopedRoles).where(eq(scopedRoles.userId, editor))).toHaveLength(1);
  });
});

describe('the editorial guard', () => {
  it('opens a submission of the editor’s journal and answers 404 for another journal’s, for drafts, and for unknown numbers; admins see all', async () => {
    const [ours, theirs, draft] = await database.db
      .insert(submissions)
      .values([
        { kind: 'article', journalId: journalA, number: 'RA-2026-0001', status: 'new' },
        { kind: 'article', journalId: journalB, number: 'RB-2026-0001', status: 'new' },
        { kind: 'article', journalId: journalA, status: 'draft' },
      ])
      .returning({ id: submissions.id });
    const actor = await editorialActor(database.db, { id: editor, roles: ['user'] });
    expect(await requireEditorialSubmission(database.db, actor, 'ra-2026-0001')).toMatchObject({ id: ours!.id, scope: { kind: 'journal', id: journalA } });
    await expect(requireEditorialSubmission(database.db, actor, 'RB-2026-0001')).rejects.toMatchObject({ code: 'not-found' });
    await expect(requireEditorialSubmission(database.db, actor, 'RA-2026-0009')).rejects.toMatchObject({ code: 'not-found' });
    await expect(requireEditorialSubmission(database.db, null, 'RA-2026-0001')).rejects.toMatchObject({ code: 'not-found' });
    // An assistant editor's page that needs an editor: this editor passes, with only assistant roles one would not.
    expect(await requireEditorialSubmission(database.db, actor, 'RA-2026-0001', ['editor'])).toMatchObject({ id: ours!.id });
    await expect(requireEditorialSubmission(database.db, actor, 'RA-2026-0001', ['assistant-editor'])).rejects.toMatchObject({ code: 'not-found' });
    const adminActor = await editorialActor(database.db, { id: admin, roles: ['user', 'admin'] });
    expect(await requireEditorialSubmission(database.db, adminActor, 'RB-2026-0001')).toMatchObject({ id: theirs!.id });
    expect(draft).toBeDefined();
    expect(await deskScopes(database.db, actor!)).toEqual([{ kind: 'journal', id: journalA }]);
    expect((await deskScopes(database.db, adminActor!)).length).toBe(3);
  });
});

describe('a book collection’s series editors', () => {
  it('act on the proposals to their collection’s calls, find those of another collection 404, and are granted and revoked like any role', async () => {
    const collectionA = await createCollection(database.db, 'colecao-a');
    const collectionB = await createCollection(database.db, 'colecao-b');
    const callA = await createOpenCall(database.db, 'chamada-da-colecao-a', collectionA);
    const callB = await createOpenCall(database.db, 'chamada-da-colecao-b', collectionB);
    const seriesEditor = await createAccount(database.db, { name: 'Sofia', email: 'sofia@ipe.test' });
    await database.db.insert(submissions).values([
      { kind: 'proposal', openCallId: callA, number: 'PCA-2026-0001', status: 'new' },
      { kind: 'proposal', openCallId: callB, number: 'PCB-2026-0001', status: 'new' },
      { kind: 'proposal', openCallId: call, number: 'PCC-2026-0001', status: 'new' },
    ]);
    expect(await scopeBySlug(database.db, 'colecao-a')).toMatchObject({ kind: 'collection', id: collectionA });
    const scope = { kind: 'collection' as const, id: collectionA };
    expect(await grantRole(database.db, { email: 'sofia@ipe.test', role: 'series-editor', scope, actorId: admin })).toEqual({ ok: true, granted: true });
    expect(await grantRole(database.db, { email: 'sofia@ipe.test', role: 'editor', scope, actorId: admin })).toEqual({ ok: false, reason: 'roleDoesNotFit' });
    expect((await scopeMembers(database.db, scope)).map((m) => [m.email, m.role])).toEqual([['sofia@ipe.test', 'series-editor']]);

    const actor = await editorialActor(database.db, { id: seriesEditor, roles: ['user'] });
    expect(await requireEditorialSubmission(database.db, actor, 'PCA-2026-0001')).toMatchObject({ scope: { kind: 'open-call', id: callA } });
    await expect(requireEditorialSubmission(database.db, actor, 'PCB-2026-0001')).rejects.toMatchObject({ code: 'not-found' });
    // A call of no collection stays with its own series editors (and the staff).
    await expect(requireEditorialSubmission(database.db, actor, 'PCC-2026-0001')).rejects.toMatchObject({ code: 'not-found' });
    expect(await deskScopes(database.db, actor!)).toEqual([{ kind: 'open-call', id: callA }]);
    expect(await accountWays(database.db, { id: seriesEditor, roles: ['user'] })).toEqual({ desk: true, reviews: false });

    // A call given to the collection later reaches its series editors at once.
    const later = await createOpenCall(database.db, 'outra-chamada-da-colecao-a', collectionA);
    const now = await editorialActor(database.db, { id: seriesEditor, roles: ['user'] });
    expect(await deskScopes(database.db, now!)).toEqual([
      { kind: 'open-call', id: callA },
      { kind: 'open-call', id: later },
    ]);

    expect(await revokeRole(database.db, { email: 'sofia@ipe.test', role: 'series-editor', scope, actorId: admin })).toEqual({ ok: true, revoked: true });
    const gone = await editorialActor(database.db, { id: seriesEditor, roles: ['user'] });
    await expect(requireEditorialSubmission(database.db, gone, 'PCA-2026-0001')).rejects.toMatchObject({ code: 'not-found' });
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.targetId, seriesEditor));
    expect(audits.map((a) => [a.action, a.details])).toEqual([
      ['scoped-role.grant', { role: 'series-editor', scopeKind: 'collection', scopeId: collectionA }],
      ['scoped-role.revoke', { role: 'series-editor', scopeKind: 'collection', scopeId: collectionA }],
    ]);
  });
});
