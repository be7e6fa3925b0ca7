/** Reading groups against the database: who learns a group exists, who joins, and who sees what is shared. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { describeSelection, locateSelector } from '#app/features/reader/api.ts';
import { entitlements, publications, readerChapters, readerEditions, readingGroupMembers, readingGroups, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { annotationsToExport } from './export.server.ts';
import {
  chapterAnnotations,
  chapterShared,
  deleteOwn,
  editOwn,
  moderate,
  openReports,
  reanchorGroupAnnotations,
  report,
  resolveReport,
  reply,
  shareAnnotation,
  THREADS_SHOWN,
} from './group-annotations.server.ts';
import { GROUP_POSTS_LIMIT, GROUPS_PER_PERSON_MAX, GROUPS_STARTED_LIMIT } from './group-rules.ts';
import { annotationCollection } from './web-annotation.ts';
import {
  changeGroup,
  createGroup,
  groupByInvite,
  groupFor,
  groupMembers,
  joinGroup,
  leaveGroup,
  myGroups,
  publicGroupsOfWork,
  type Person,
} from './groups.server.ts';

let database: TestDatabase;
const person = (name: string): Person & { name: string } => ({ id: randomUUID(), roles: ['user'], name });
const ana = person('Ana');
const bia = person('Bia');
const caio = person('Caio');
const works: Record<string, number> = {};
/** The text of every chapter of the test books (c1 … c9), and a note on it as the reader makes one. */
const CHAPTER = 'Um capítulo escrito com texto bastante para ler em grupo.\n';
const selector = describeSelection(CHAPTER, CHAPTER.indexOf('texto bastante'), CHAPTER.indexOf('texto bastante') + 'texto bastante'.length);
/** Chapter c7 holds many short passages: "trecho 0" at 0, "trecho 1" at 20, … */
const MANY = `${Array.from({ length: 60 }, (_, i) => `trecho ${i}`.padEnd(20, ' ')).join('')}\n`;

async function insertEdition(db: TestDatabase['db'], publicationId: number, version: number, texts: string[]) {
  await db.update(readerEditions).set({ current: false }).where(eq(readerEditions.publicationId, publicationId));
  const [edition] = await db
    .insert(readerEditions)
    .values({
      publicationId,
      version,
      current: true,
      sourceFile: `e${version}.epub`,
      title: 'Edição',
      language: 'pt',
      assetsPrefix: `${publicationId}-e${version}/`,
    })
    .returning({ id: readerEditions.id });
  await db
    .insert(readerChapters)
    .values(texts.map((text, i) => ({ editionId: edition!.id, position: i, slug: `c${i + 1}`, title: `Capítulo ${i + 1}`, html: '<p></p>', text, words: 8 })));
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(users)
    .values([ana, bia, caio].map((p, i) => ({ id: p.id, name: p.name, lastName: 'Leitora', email: `g${i}@example.com`, role: 'user', emailVerified: true })));
  const rows = await database.db
    .insert(publications)
    .values([
      { type: 'book', slug: 'aberto', status: 'published', titlePt: 'Livro aberto', openAccess: true },
      { type: 'book', slug: 'pago', status: 'published', titlePt: 'Livro pago', openAccess: false },
      { type: 'book', slug: 'rascunho', status: 'draft', titlePt: 'Rascunho', openAccess: true },
    ])
    .returning({ id: publications.id, slug: publications.slug });
  for (const row of rows) works[row.slug] = row.id;
  for (const slug of ['aberto', 'pago'])
    await insertEdition(
      database.db,
      works[slug]!,
      1,
      Array.from({ length: 9 }, (_, i) => (i === 6 ? MANY : CHAPTER)),
    );
  // Ana bought the paid book; Bia and Caio did not.
  await database.db.insert(entitlements).values({ userId: ana.id, publicationId: works.pago!, source: 'purchase' });
});
afterAll(() => database.dispose());

describe('a private group on an open-access book', () => {
  let groupId = 0;
  let code = '';

  it('is made by a reader for works they may read, and nobody else learns it exists', async () => {
    const db = database.db;
    expect(await createGroup(db, ana, { name: ' ', description: '', privacy: 'private', publicationIds: [works.aberto!] })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await createGroup(db, bia, { name: 'Seminário', description: '', privacy: 'private', publicationIds: [works.pago!] })).toEqual({
      ok: false,
      reason: 'cannot-read',
    });
    expect(await createGroup(db, ana, { name: 'Seminário', description: '', privacy: 'private', publicationIds: [works.rascunho!] })).toEqual({
      ok: false,
      reason: 'cannot-read',
    });
    const made = await createGroup(db, ana, { name: 'Seminário de leitura', description: 'Terças, 19h', privacy: 'private', publicationIds: [works.aberto!] });
    if (!made.ok) throw new Error(made.reason);
    groupId = made.id;
    code = made.inviteCode;
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await groupFor(db, ana, groupId)).toMatchObject({ name: 'Seminário de leitura', role: 'owner', members: 1, inviteCode: code });
    expect(await groupFor(db, caio, groupId)).toBeNull();
    expect(await publicGroupsOfWork(db, caio, works.aberto!)).toEqual([]);
    expect(await groupMembers(db, caio, groupId)).toBeNull();
  });

  it('is joined with its invitation code only; a rotated code stops the old link', async () => {
    const db = database.db;
    expect(await joinGroup(db, bia, groupId, 'wrong-code-000000000')).toEqual({ ok: false, reason: 'not-found' });
    expect(await groupByInvite(db, code)).toBe(groupId);
    expect(await joinGroup(db, bia, groupId, code)).toEqual({ ok: true });
    expect(await joinGroup(db, bia, groupId, code)).toEqual({ ok: false, reason: 'already' });
    expect(await groupFor(db, bia, groupId)).toMatchObject({ role: 'member', members: 2, inviteCode: null });
    expect(await changeGroup(db, bia, groupId, { kind: 'rotate-invite' })).toEqual({ ok: false, reason: 'forbidden' });
    const rotated = await changeGroup(db, ana, groupId, { kind: 'rotate-invite' });
    expect(rotated.ok && rotated.inviteCode).not.toBe(code);
    expect(await groupByInvite(db, code)).toBeNull();
    expect(await joinGroup(db, caio, groupId, code)).toEqual({ ok: false, reason: 'not-found' });
    expect((await myGroups(db, bia.id)).map((g) => g.name)).toEqual(['Seminário de leitura']);
  });

  it('shares a note that members see with its author, and a stranger sees nothing', async () => {
    const db = database.db;
    const note = { id: 'note-ana-0001', groupId, publicationId: works.aberto!, chapter: 'c1', selector, comment: 'Vejam esta passagem.' };
    expect(await shareAnnotation(db, caio, note)).toEqual({ ok: false, reason: 'not-found' });
    expect(await shareAnnotation(db, ana, { ...note, publicationId: works.pago! })).toEqual({ ok: false, reason: 'not-in-group' });
    expect(await shareAnnotation(db, ana, note)).toEqual({ ok: true });
    const seen = await chapterAnnotations(db, bia, works.aberto!, 'c1');
    expect(seen).toEqual([
      expect.objectContaining({ id: 'note-ana-0001', author: 'Ana Leitora', mine: false, comment: 'Vejam esta passagem.', hidden: null, replies: [] }),
    ]);
    expect(await chapterAnnotations(db, caio, works.aberto!, 'c1')).toEqual([]);
    expect(await chapterAnnotations(db, bia, works.aberto!, 'c1', [groupId + 1])).toEqual([]);
  });

  it('threads replies; authors edit and delete only their own', async () => {
    const db = database.db;
    const answered = await reply(db, bia, 'note-ana-0001', '  Concordo — e a nota 3?  ');
    if (!answered.ok) throw new Error(answered.reason);
    expect(await reply(db, caio, 'note-ana-0001', 'Oi')).toEqual({ ok: false, reason: 'not-found' });
    expect(await reply(db, bia, 'note-ana-0001', '   ')).toEqual({ ok: false, reason: 'invalid' });
    expect(await editOwn(db, ana, { replyId: answered.id }, 'Mudando a resposta dela')).toEqual({ ok: false, reason: 'forbidden' });
    expect(await editOwn(db, bia, { replyId: answered.id }, 'Concordo.')).toEqual({ ok: true });
    const [note] = await chapterAnnotations(db, ana, works.aberto!, 'c1');
    expect(note!.replies).toEqual([expect.objectContaining({ author: 'Bia Leitora', body: 'Concordo.', mine: false })]);
    expect(await deleteOwn(db, bia, { annotationId: 'note-ana-0001' })).toEqual({ ok: false, reason: 'forbidden' });
  });

  it('moderators hide with a reason the author sees; other members see only that it was hidden', async () => {
    const db = database.db;
    const share = await shareAnnotation(db, bia, {
      id: 'note-bia-0001',
      groupId,
      publicationId: works.aberto!,
      chapter: 'c1',
      selector,
      comment: 'Fora do tema',
    });
    expect(share.ok).toBe(true);
    expect(await moderate(db, bia, { annotationId: 'note-ana-0001' }, { hide: 'Spam' })).toEqual({ ok: false, reason: 'forbidden' });
    expect(await report(db, ana, { annotationId: 'note-bia-0001' }, 'Não trata do livro')).toEqual({ ok: true });
    expect(await openReports(db, ana, groupId)).toEqual([
      expect.objectContaining({
        target: { annotationId: 'note-bia-0001' },
        reason: 'Não trata do livro',
        words: 'Fora do tema',
        quote: 'texto bastante',
        hidden: false,
        place: { slug: 'aberto', chapter: 'c1', annotationId: 'note-bia-0001' },
      }),
    ]);
    expect(await openReports(db, bia, groupId)).toBeNull();
    expect(await moderate(db, ana, { annotationId: 'note-bia-0001' }, { hide: 'Fora do tema do seminário' })).toEqual({ ok: true });
    // Hiding answers the report.
    expect(await openReports(db, ana, groupId)).toEqual([]);
    // A reported reply that a moderator finds fine is dismissed, by moderators only.
    const answered = await reply(db, bia, 'note-ana-0001', 'Resposta polêmica');
    expect(await report(db, ana, { replyId: answered.ok ? answered.id : 0 }, 'Agressiva')).toEqual({ ok: true });
    const [reported] = (await openReports(db, ana, groupId))!;
    expect(reported).toMatchObject({ target: { replyId: answered.ok && answered.id }, words: 'Resposta polêmica', place: { annotationId: 'note-ana-0001' } });
    expect(await resolveReport(db, bia, groupId, reported!.id, { dismiss: true })).toEqual({ ok: false, reason: 'forbidden' });
    expect(await resolveReport(db, ana, groupId + 1, reported!.id, { dismiss: true })).toEqual({ ok: false, reason: 'forbidden' });
    expect(await resolveReport(db, ana, groupId, reported!.id, { dismiss: true })).toEqual({ ok: true });
    expect(await resolveReport(db, ana, groupId, reported!.id, { dismiss: true })).toEqual({ ok: false, reason: 'not-found' });
    expect(await openReports(db, ana, groupId)).toEqual([]);
    // Reported again, it is hidden from the report, with the reason its author reads.
    await report(db, caio, { replyId: answered.ok ? answered.id : 0 }, 'Agressiva');
    await report(db, ana, { replyId: answered.ok ? answered.id : 0 }, 'Agressiva mesmo');
    const [again] = (await openReports(db, ana, groupId))!;
    expect(await resolveReport(db, ana, groupId, again!.id, { hide: 'Tom agressivo' })).toEqual({ ok: true });
    expect(await openReports(db, ana, groupId)).toEqual([]);
    const thread = (await chapterAnnotations(db, bia, works.aberto!, 'c1')).find((a) => a.id === 'note-ana-0001')!;
    expect(thread.replies.find((r) => r.body === 'Resposta polêmica')).toMatchObject({ hidden: { reason: 'Tom agressivo' } });
    const forBia = (await chapterAnnotations(db, bia, works.aberto!, 'c1')).find((a) => a.id === 'note-bia-0001');
    expect(forBia).toMatchObject({ comment: 'Fora do tema', hidden: { reason: 'Fora do tema do seminário' } });
    await changeGroup(db, ana, groupId, { kind: 'role', userId: bia.id, role: 'member' });
    // A third member sees a placeholder, neither the text nor the reason.
    const third = person('Davi');
    await database.db.insert(users).values({ id: third.id, name: 'Davi', lastName: 'Leitor', email: 'g9@example.com', role: 'user', emailVerified: true });
    const [{ inviteCode } = { inviteCode: null }] = [(await groupFor(db, ana, groupId))!];
    expect(await joinGroup(db, third, groupId, inviteCode)).toEqual({ ok: true });
    const forDavi = (await chapterAnnotations(db, third, works.aberto!, 'c1')).find((a) => a.id === 'note-bia-0001');
    expect(forDavi).toMatchObject({ comment: null, hidden: { reason: null } });
    expect(await moderate(db, ana, { annotationId: 'note-bia-0001' }, { restore: true })).toEqual({ ok: true });
    expect((await chapterAnnotations(db, third, works.aberto!, 'c1')).find((a) => a.id === 'note-bia-0001')).toMatchObject({
      comment: 'Fora do tema',
      hidden: null,
    });
  });

  it('leaving hides the group at once; the last owner cannot leave; a closed group takes nothing new', async () => {
    const db = database.db;
    expect(await leaveGroup(db, bia, groupId)).toEqual({ ok: true });
    expect(await chapterAnnotations(db, bia, works.aberto!, 'c1')).toEqual([]);
    expect(await groupFor(db, bia, groupId)).toBeNull();
    expect(await leaveGroup(db, ana, groupId)).toEqual({ ok: false, reason: 'last-owner' });
    expect(await changeGroup(db, ana, groupId, { kind: 'close' })).toEqual({ ok: true });
    expect(await reply(db, ana, 'note-ana-0001', 'Mais uma')).toEqual({ ok: false, reason: 'closed' });
    expect((await chapterAnnotations(db, ana, works.aberto!, 'c1')).length).toBe(2);
    expect(await changeGroup(db, ana, groupId, { kind: 'delete' })).toEqual({ ok: true });
    expect(await chapterAnnotations(db, ana, works.aberto!, 'c1')).toEqual([]);
  });
});

describe('a public group on a paid ebook', () => {
  it('shows only to those who may read the book; a member who has not bought it sees no annotations until they do', async () => {
    const db = database.db;
    const made = await createGroup(db, ana, { name: 'Leitores do livro pago', description: '', privacy: 'public', publicationIds: [works.pago!] });
    if (!made.ok) throw new Error(made.reason);
    expect(await publicGroupsOfWork(db, caio, works.pago!)).toEqual([]);
    expect(await groupFor(db, caio, made.id)).toBeNull();
    expect(await joinGroup(db, caio, made.id, null)).toEqual({ ok: false, reason: 'cannot-read' });
    expect(
      await shareAnnotation(db, ana, { id: 'note-pago-0001', groupId: made.id, publicationId: works.pago!, chapter: 'c1', selector, comment: 'Trecho pago' }),
    ).toEqual({ ok: true });
    await db.insert(entitlements).values({ userId: caio.id, publicationId: works.pago!, source: 'grant' });
    expect((await publicGroupsOfWork(db, caio, works.pago!)).map((g) => g.name)).toEqual(['Leitores do livro pago']);
    expect(await joinGroup(db, caio, made.id, null)).toEqual({ ok: true });
    expect((await chapterAnnotations(db, caio, works.pago!, 'c1')).map((a) => a.comment)).toEqual(['Trecho pago']);
    // Losing access hides it at once, membership or not.
    await db.delete(entitlements).where((await import('drizzle-orm')).eq(entitlements.userId, caio.id));
    expect(await chapterAnnotations(db, caio, works.pago!, 'c1')).toEqual([]);
    expect(await reply(db, caio, 'note-pago-0001', 'Ainda vejo?')).toEqual({ ok: false, reason: 'not-found' });
  });
});

describe('a course’s group', () => {
  it('has the course’s students as members while they take it: enrolling brings them in, a refund takes them out', async () => {
    const db = database.db;
    const { courses, courseAccess } = await import('#app/lib/db/schema.ts');
    const { and, eq } = await import('drizzle-orm');
    const [course] = await db
      .insert(courses)
      .values({
        slug: 'leitura-lenta',
        status: 'published',
        titlePt: 'Leitura lenta',
        titleEn: 'Slow reading',
        classes: 3,
        hours: 6,
        priceBrl: 9000,
        priceUsd: 2000,
      })
      .returning({ id: courses.id });
    const teacher: Person = { id: ana.id, roles: ['user', 'admin'] };
    const made = await createGroup(
      db,
      teacher,
      { name: 'Turma de leitura lenta', description: '', privacy: 'private', publicationIds: [works.aberto!] },
      course!.id,
    );
    if (!made.ok) throw new Error(made.reason);
    expect(
      await shareAnnotation(db, ana, {
        id: 'note-turma-001',
        groupId: made.id,
        publicationId: works.aberto!,
        chapter: 'c2',
        selector,
        comment: 'Para a aula 1',
      }),
    ).toEqual({ ok: true });
    expect(await chapterAnnotations(db, bia, works.aberto!, 'c2')).toEqual([]);
    await db.insert(courseAccess).values({ userId: bia.id, courseId: course!.id, source: 'purchase', orderId: '7' });
    expect((await chapterAnnotations(db, bia, works.aberto!, 'c2')).map((a) => a.comment)).toEqual(['Para a aula 1']);
    expect((await myGroups(db, bia.id)).map((g) => [g.name, g.role])).toContainEqual(['Turma de leitura lenta', 'member']);
    expect(await leaveGroup(db, bia, made.id)).toEqual({ ok: false, reason: 'by-course' });
    await db.delete(courseAccess).where(and(eq(courseAccess.userId, bia.id), eq(courseAccess.courseId, course!.id)));
    expect(await chapterAnnotations(db, bia, works.aberto!, 'c2')).toEqual([]);
    expect(await groupFor(db, bia, made.id)).toBeNull();
  });
});

describe('exports', () => {
  it('a member exports their own annotations and replies; an owner the whole group; nobody else', async () => {
    const db = database.db;
    const { annotationsToExport } = await import('./export.server.ts');
    const { annotationCollection } = await import('./web-annotation.ts');
    const made = await createGroup(db, ana, { name: 'Grupo de exportação', description: '', privacy: 'private', publicationIds: [works.aberto!] });
    if (!made.ok) throw new Error(made.reason);
    expect(await joinGroup(db, bia, made.id, made.inviteCode)).toEqual({ ok: true });
    await shareAnnotation(db, ana, { id: 'export-ana-001', groupId: made.id, publicationId: works.aberto!, chapter: 'c3', selector, comment: 'Nota da Ana' });
    await shareAnnotation(db, bia, { id: 'export-bia-001', groupId: made.id, publicationId: works.aberto!, chapter: 'c3', selector, comment: '' });
    await reply(db, bia, 'export-ana-001', 'Resposta da Bia');
    await reply(db, ana, 'export-ana-001', 'Resposta da Ana');

    const mine = await annotationsToExport(db, bia, { kind: 'mine' }, 'https://e.example');
    expect(mine!.map((a) => [a.id, a.replies.length])).toEqual([['export-bia-001', 0]]);
    const whole = await annotationsToExport(db, ana, { kind: 'group', groupId: made.id }, 'https://e.example');
    expect(whole!.map((a) => [a.id, a.replies.map((r) => r.body)])).toEqual([
      ['export-ana-001', ['Resposta da Bia', 'Resposta da Ana']],
      ['export-bia-001', []],
    ]);
    expect(whole![0]).toMatchObject({ chapterUrl: 'https://e.example/book/aberto/read/c3', workTitle: 'Livro aberto', groupName: 'Grupo de exportação' });
    expect(await annotationsToExport(db, bia, { kind: 'group', groupId: made.id }, 'https://e.example')).toBeNull();
    expect(await annotationsToExport(db, caio, { kind: 'group', groupId: made.id }, 'https://e.example')).toBeNull();
    expect(annotationCollection('Grupo', whole!, `https://e.example/groups/${made.id}`).total).toBe(4);
  });
});

describe('the account’s data export (LGPD)', () => {
  it('holds the annotations the person shared, in their own words', async () => {
    const { useDatabase } = await import('#app/lib/db/db.server.ts');
    const { loader } = await import('#app/routes/account/export.ts');
    const { sessionUser, signedInArgs } = await import('#app/test/route-args.ts');
    useDatabase(database);
    const response = (await loader(
      signedInArgs(new Request('http://localhost:3000/account/export'), {}, sessionUser(bia.id, { name: 'Bia' })) as never,
    )) as Response;
    const body = (await response.json()) as { sharedAnnotations: { id: string; comment: string }[] };
    expect(body.sharedAnnotations.map((a) => a.id)).toContain('export-bia-001');
    expect(body.sharedAnnotations.map((a) => a.id)).not.toContain('export-ana-001');
  });
});

describe('the reader’s group forms', () => {
  it('share, reply and hide through the form, refusing what is malformed or not theirs', async () => {
    const db = database.db;
    const { handleGroupForm } = await import('./group-forms.server.ts');
    const made = await createGroup(db, ana, { name: 'Formulários', description: '', privacy: 'private', publicationIds: [works.aberto!] });
    if (!made.ok) throw new Error(made.reason);
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) data.set(key, value);
      return data;
    };
    const share = {
      intent: 'group-share',
      id: 'form-share-0001',
      groupId: String(made.id),
      chapter: 'c4',
      selector: JSON.stringify(selector),
      comment: 'Pelo formulário',
    };
    expect(await handleGroupForm(db, ana, works.aberto!, form({ ...share, selector: '{not json' }))).toMatchObject({
      kind: 'state',
      status: 400,
      state: { form: 'group-share', message: 'formInvalid' },
    });
    expect(
      await handleGroupForm(db, ana, works.aberto!, form({ ...share, selector: JSON.stringify({ ...selector, position: { start: 5, end: 2 } }) })),
    ).toMatchObject({ status: 400 });
    expect(await handleGroupForm(db, caio, works.aberto!, form(share))).toMatchObject({
      status: 404,
      state: { form: 'group-share', message: 'formNotFound' },
    });
    const shared = await handleGroupForm(db, ana, works.aberto!, form(share));
    expect(shared).toMatchObject({ status: 200, state: { form: 'group-share', ok: true } });
    expect(shared).not.toHaveProperty('state.message');
    expect(await handleGroupForm(db, ana, works.aberto!, form({ intent: 'group-reply', annotationId: 'form-share-0001', body: 'Eu mesma' }))).toMatchObject({
      status: 200,
    });
    expect(await handleGroupForm(db, ana, works.aberto!, form({ intent: 'group-hide', annotationId: 'form-share-0001', reason: 'Teste' }))).toMatchObject({
      status: 200,
    });
    expect(await handleGroupForm(db, ana, works.aberto!, form({ intent: 'group-unknown' }))).toMatchObject({
      status: 400,
      state: { form: 'group-note', message: 'formInvalid' },
    });
    const [note] = await chapterAnnotations(db, ana, works.aberto!, 'c4');
    expect(note).toMatchObject({
      comment: 'Pelo formulário',
      hidden: { reason: 'Teste' },
      canModerate: true,
      replies: [expect.objectContaining({ body: 'Eu mesma' })],
    });
    // Authors edit and delete their own through the reader's forms; nobody else's.
    expect(await handleGroupForm(db, ana, works.aberto!, form({ intent: 'group-edit', annotationId: 'form-share-0001', body: 'Corrigida' }))).toMatchObject({
      status: 200,
      state: { form: 'group-edit', ok: true, message: 'edited' },
    });
    expect(
      await handleGroupForm(db, ana, works.aberto!, form({ intent: 'group-edit', replyId: String(note!.replies[0]!.id), body: 'Eu mesma, corrigida' })),
    ).toMatchObject({ status: 200 });
    expect(await handleGroupForm(db, ana, works.aberto!, form({ intent: 'group-edit', replyId: String(note!.replies[0]!.id), body: ' ' }))).toMatchObject({
      status: 400,
    });
    expect(await handleGroupForm(db, ana, works.aberto!, form({ intent: 'group-delete' }))).toMatchObject({ status: 400 });
    const [edited] = await chapterAnnotations(db, ana, works.aberto!, 'c4');
    expect(edited).toMatchObject({ comment: 'Corrigida', replies: [expect.objectContaining({ body: 'Eu mesma, corrigida' })] });
    expect(await handleGroupForm(db, ana, works.aberto!, form({ intent: 'group-delete', replyId: String(note!.replies[0]!.id) }))).toMatchObject({
      status: 200,
    });
    expect(await handleGroupForm(db, ana, works.aberto!, form({ intent: 'group-delete', annotationId: 'form-share-0001' }))).toMatchObject({ status: 200 });
    expect(await chapterAnnotations(db, ana, works.aberto!, 'c4')).toEqual([]);
  });
});

describe('a member who deletes their account', () => {
  it('leaves their words without their name, or takes them away, as they choose', async () => {
    const db = database.db;
    const { forgetSharedAuthor } = await import('./groups.server.ts');
    const { eq } = await import('drizzle-orm');
    const made = await createGroup(db, ana, { name: 'Despedidas', description: '', privacy: 'private', publicationIds: [works.aberto!] });
    if (!made.ok) throw new Error(made.reason);
    const [eva, ivo] = [person('Eva'), person('Ivo')];
    await db
      .insert(users)
      .values([eva, ivo].map((p, i) => ({ id: p.id, name: p.name, lastName: 'Saída', email: `bye${i}@example.com`, role: 'user', emailVerified: true })));
    for (const member of [eva, ivo]) expect(await joinGroup(db, member, made.id, made.inviteCode)).toEqual({ ok: true });
    await shareAnnotation(db, eva, { id: 'bye-eva-0001', groupId: made.id, publicationId: works.aberto!, chapter: 'c5', selector, comment: 'Da Eva' });
    await shareAnnotation(db, ivo, { id: 'bye-ivo-0001', groupId: made.id, publicationId: works.aberto!, chapter: 'c5', selector, comment: 'Do Ivo' });
    await reply(db, ivo, 'bye-eva-0001', 'Resposta do Ivo');

    await db.transaction(async (tx) => {
      await forgetSharedAuthor(tx, eva.id, 'keep');
      await tx.delete(users).where(eq(users.id, eva.id));
    });
    await db.transaction(async (tx) => {
      await forgetSharedAuthor(tx, ivo.id, 'delete');
      await tx.delete(users).where(eq(users.id, ivo.id));
    });
    const seen = await chapterAnnotations(db, ana, works.aberto!, 'c5');
    expect(seen.map((a) => [a.id, a.author, a.comment, a.replies.length])).toEqual([['bye-eva-0001', null, 'Da Eva', 0]]);
  });
});

describe('the group page’s owner actions', () => {
  it('an invitation answers the one FormState: a stale code 404, a person the group cannot take 409, a member goes to the group', async () => {
    const db = database.db;
    const { joinAction } = await import('./group-pages.server.ts');
    expect(await joinAction(db, bia, 'no-such-code')).toMatchObject({ kind: 'state', status: 404, state: { form: 'join', message: 'inviteInvalid' } });
    const made = await createGroup(db, ana, { name: 'Convite pago', description: '', privacy: 'private', publicationIds: [works.pago!] });
    if (!made.ok) throw new Error(made.reason);
    expect(await joinAction(db, caio, made.inviteCode!)).toMatchObject({ kind: 'state', status: 409, state: { form: 'join', message: 'refusal.cannot-read' } });
    expect(await joinAction(db, ana, made.inviteCode!)).toEqual({ kind: 'redirect', to: `/groups/${made.id}` });
  });

  it('asks for the confirmation before deleting, and says so; a change is a notice on the page, a deletion goes to my groups', async () => {
    const db = database.db;
    const { groupAction } = await import('./group-pages.server.ts');
    const made = await createGroup(db, ana, { name: 'A confirmar', description: '', privacy: 'private', publicationIds: [works.aberto!] });
    if (!made.ok) throw new Error(made.reason);
    const form = new FormData();
    form.set('intent', 'delete');
    expect(await groupAction(db, ana, made.id, form)).toMatchObject({ kind: 'state', status: 400, state: { form: 'group', message: 'confirmDelete' } });
    expect(await groupFor(db, ana, made.id)).not.toBeNull();
    const rotate = new FormData();
    rotate.set('intent', 'rotate');
    expect(await groupAction(db, ana, made.id, rotate)).toMatchObject({ kind: 'state', status: 200, state: { form: 'group', ok: true, message: 'rotated' } });
    form.set('confirm', 'on');
    expect(await groupAction(db, ana, made.id, form)).toEqual({ kind: 'redirect', to: '/account/groups?done=deleted' });
    expect(await groupFor(db, ana, made.id)).toBeNull();
  });
});

describe('a book re-imported after members annotated it', () => {
  const v1 = ['Uma abertura curta.\nA frase que o grupo discutiu fica aqui.\n', 'Outro capítulo.\nUm trecho que depois some do livro.\n'];
  // The new edition adds a paragraph before the discussed sentence, moves a sentence of chapter 1
  // to chapter 2 and drops the second chapter's passage.
  const v2 = [
    'Um prefácio novo entra antes de tudo.\nA frase que o grupo discutiu fica aqui.\n',
    'Outro capítulo.\nUma abertura curta, agora no segundo capítulo.\n',
  ];

  const at = (text: string, exact: string) => describeSelection(text, text.indexOf(exact), text.indexOf(exact) + exact.length);

  it('re-attaches its shared annotations to the new text, or marks them orphaned, and the exported selectors anchor in it', async () => {
    const db = database.db;
    const [work] = await db
      .insert(publications)
      .values({ type: 'book', slug: 'reeditado', status: 'published', titlePt: 'Reeditado', openAccess: true })
      .returning({ id: publications.id });
    await insertEdition(db, work!.id, 1, v1);
    const made = await createGroup(db, ana, { name: 'Reedição', description: '', privacy: 'private', publicationIds: [work!.id] });
    if (!made.ok) throw new Error(made.reason);
    const share = (id: string, chapter: string, selector: ReturnType<typeof at>) =>
      shareAnnotation(db, ana, { id, groupId: made.id, publicationId: work!.id, chapter, selector, comment: 'Nota' });
    await share('stays-in-place', 'c1', at(v1[0]!, 'frase que o grupo discutiu'));
    await share('moves-chapter', 'c1', at(v1[0]!, 'abertura curta'));
    await share('passage-gone', 'c2', at(v1[1]!, 'trecho que depois some'));
    const exported = (await annotationsToExport(db, ana, { kind: 'group', groupId: made.id }, 'https://e.example'))!;
    const beforeFile = annotationCollection('x', exported, 'https://e.example/g').first.items as {
      id: string;
      target: { selector: [{ exact: string; prefix: string; suffix: string }, { start: number; end: number }] };
    }[];

    await insertEdition(db, work!.id, 2, v2);
    const inFirst = await chapterAnnotations(db, ana, work!.id, 'c1');
    const kept = inFirst.find((a) => a.id === 'stays-in-place')!;
    expect(v2[0]!.slice(kept.selector.position.start, kept.selector.position.end)).toBe('frase que o grupo discutiu');
    expect(kept.orphaned).toBe(false);
    expect(inFirst.map((a) => a.id)).toEqual(['stays-in-place']);
    const inSecond = await chapterAnnotations(db, ana, work!.id, 'c2');
    const opening = inSecond.find((a) => a.id === 'moves-chapter')!;
    expect(v2[1]!.slice(opening.selector.position.start, opening.selector.position.end)).toBe('abertura curta');
    const gone = inSecond.find((a) => a.id === 'passage-gone')!;
    expect(gone.orphaned).toBe(true);
    // A second look changes nothing.
    expect(await reanchorGroupAnnotations(db, work!.id)).toEqual({ reattached: 0, orphaned: 0 });

    // The file exported before the new edition anchors in it with its own selectors.
    const exportedNote = beforeFile.find((a) => a.id.endsWith('/stays-in-place'))!;
    const [quote, position] = exportedNote.target.selector;
    const place = locateSelector({ quote, position }, v2[0]!);
    expect(place && v2[0]!.slice(place.start, place.end)).toBe('frase que o grupo discutiu');
  });
});

describe('bounds', () => {
  it('a person is in at most 50 groups, starts at most 10 a day, and writes at most 60 notes or replies in ten minutes', async () => {
    const db = database.db;
    const { handleGroupForm } = await import('./group-forms.server.ts');
    const [lia, rui] = [person('Lia'), person('Rui')];
    await db
      .insert(users)
      .values([lia, rui].map((p, i) => ({ id: p.id, name: p.name, lastName: 'Limite', email: `limit${i}@example.com`, role: 'user', emailVerified: true })));
    const start = () => createGroup(db, lia, { name: 'Mais um grupo', description: '', privacy: 'public', publicationIds: [works.aberto!] });
    const started = [];
    for (let n = 0; n < GROUPS_STARTED_LIMIT.limit; n++) started.push(await start());
    expect(started.every((made) => made.ok)).toBe(true);
    expect(await start()).toEqual({ ok: false, reason: 'too-fast' });

    // Rui is already in the most groups a person may be in: joining or starting one more is refused.
    const rows = await db
      .insert(readingGroups)
      .values(Array.from({ length: GROUPS_PER_PERSON_MAX }, (_, n) => ({ name: `Grupo ${n}`, inviteCode: `limit-code-${String(n).padStart(10, '0')}` })))
      .returning({ id: readingGroups.id });
    await db.insert(readingGroupMembers).values(rows.map((row) => ({ groupId: row.id, userId: rui.id })));
    const open = started[0]!;
    expect(await joinGroup(db, rui, open.ok ? open.id : 0, null)).toEqual({ ok: false, reason: 'too-many' });
    expect(await createGroup(db, rui, { name: 'Outro', description: '', privacy: 'private', publicationIds: [works.aberto!] })).toEqual({
      ok: false,
      reason: 'too-many',
    });

    // Lia writes in her own group until the allowance is spent; what she wrote before stays.
    const groupId = open.ok ? open.id : 0;
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) data.set(key, value);
      return data;
    };
    expect(
      await handleGroupForm(
        db,
        lia,
        works.aberto!,
        form({
          intent: 'group-share',
          id: 'limit-note-0001',
          groupId: String(groupId),
          chapter: 'c9',
          selector: JSON.stringify(selector),
          comment: 'Primeira',
        }),
      ),
    ).toMatchObject({ status: 200 });
    for (let n = 1; n < GROUP_POSTS_LIMIT.limit; n++)
      await handleGroupForm(db, lia, works.aberto!, form({ intent: 'group-reply', annotationId: 'limit-note-0001', body: `Resposta ${n}` }));
    expect(await handleGroupForm(db, lia, works.aberto!, form({ intent: 'group-reply', annotationId: 'limit-note-0001', body: 'Uma a mais' }))).toMatchObject({
      status: 429,
      state: { form: 'group-reply', message: 'formTooFast' },
    });
    const [note] = await chapterAnnotations(db, lia, works.aberto!, 'c9');
    expect(note!.replies).toHaveLength(GROUP_POSTS_LIMIT.limit - 1);
    // Moderating is not writing: it still works.
    expect(await handleGroupForm(db, lia, works.aberto!, form({ intent: 'group-hide', annotationId: 'limit-note-0001', reason: 'Teste' }))).toMatchObject({
      status: 200,
    });
  });
});

describe('a chapter many members annotated', () => {
  it('lists the first threads in the text’s order, counts every visible one in the margin, and lists all when asked', async () => {
    const db = database.db;
    const [noa, teo] = [person('Noa'), person('Teo')];
    await db
      .insert(users)
      .values([noa, teo].map((p, i) => ({ id: p.id, name: p.name, lastName: 'Muitas', email: `many${i}@example.com`, role: 'user', emailVerified: true })));
    const made = await createGroup(db, noa, { name: 'Muitas notas', description: '', privacy: 'private', publicationIds: [works.aberto!] });
    if (!made.ok) throw new Error(made.reason);
    await joinGroup(db, teo, made.id, made.inviteCode);
    const count = THREADS_SHOWN + 5;
    // Shared from the chapter's end to its start: the list still reads in the text's order.
    for (let i = count - 1; i >= 0; i--) {
      const at = { quote: { exact: `trecho ${i}`, prefix: '', suffix: '' }, position: { start: i * 20, end: i * 20 + `trecho ${i}`.length } };
      await shareAnnotation(db, noa, {
        id: `many-note-${String(i).padStart(3, '0')}`,
        groupId: made.id,
        publicationId: works.aberto!,
        chapter: 'c7',
        selector: at,
        comment: `Nota ${i}`,
      });
    }
    await moderate(db, noa, { annotationId: 'many-note-001' }, { hide: 'Repetida' });
    const first = await chapterShared(db, teo, works.aberto!, 'c7', { shown: null, all: false });
    expect(first.total).toBe(count);
    expect(first.threads.map((a) => a.id)).toEqual(Array.from({ length: THREADS_SHOWN }, (_, i) => `many-note-${String(i).padStart(3, '0')}`));
    // The hidden one is not counted in Teo's margin (he sees only that it was hidden); its author's margin has it.
    expect(first.margin.map((a) => a.id)).not.toContain('many-note-001');
    expect(first.margin).toHaveLength(count - 1);
    expect((await chapterShared(db, noa, works.aberto!, 'c7', { shown: null, all: false })).margin).toHaveLength(count);
    expect((await chapterShared(db, teo, works.aberto!, 'c7', { shown: null, all: true })).threads).toHaveLength(count);
    expect(await chapterShared(db, teo, works.aberto!, 'c7', { shown: [], all: true })).toEqual({ threads: [], margin: [], total: 0 });
  });
});

describe('a note shared with an absurd place (issue 50)', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };

  it('is refused: a position past the chapter’s end, or one that does not hold its quote; the text gives the context', async () => {
    const db = database.db;
    const { handleGroupForm } = await import('./group-forms.server.ts');
    const made = await createGroup(db, ana, { name: 'Lugares', description: '', privacy: 'public', publicationIds: [works.aberto!] });
    if (!made.ok) throw new Error(made.reason);
    expect(await joinGroup(db, bia, made.id, null)).toEqual({ ok: true });
    const at = CHAPTER.indexOf('texto bastante');
    const share = (id: string, start: number, end: number, exact = 'texto bastante') =>
      handleGroupForm(
        db,
        bia,
        works.aberto!,
        form({
          intent: 'group-share',
          id,
          groupId: String(made.id),
          chapter: 'c1',
          selector: JSON.stringify({ quote: { exact, prefix: '', suffix: '' }, position: { start, end } }),
        }),
      );
    const refused = { kind: 'state', status: 400, state: { form: 'group-share', errors: {}, message: 'formInvalid' } };
    expect(await share('place-far-0001', 2147483648, 2147483662)).toMatchObject(refused);
    expect(await share('place-past-0001', CHAPTER.length - 4, CHAPTER.length + 10)).toMatchObject(refused);
    expect(await share('place-other-001', 0, 14)).toMatchObject(refused);
    expect(await share('place-long-0001', at, at + 5000, 'x'.repeat(5000))).toMatchObject(refused);
    expect(await share('place-right-001', at, at + 14)).toMatchObject({ kind: 'state', status: 200, state: { form: 'group-share', ok: true } });
    expect((await chapterAnnotations(db, ana, works.aberto!, 'c1', [made.id])).map((a) => [a.id, a.selector])).toEqual([
      ['place-right-001', describeSelection(CHAPTER, at, at + 14)],
    ]);
  });

  it('already stored, breaks nothing: the chapter, its refresh and the group page list every note, that one as not placed', async () => {
    const db = database.db;
    const { groupAnnotations } = await import('#app/lib/db/schema.ts');
    const { useDatabase } = await import('#app/lib/db/db.server.ts');
    const { loader: sharedLoader } = await import('#app/routes/groups/shared.ts');
    const { loader: readLoader } = await import('#app/routes/catalog/read.tsx');
    const { sessionUser, signedInArgs, unwrap } = await import('#app/test/route-args.ts');
    useDatabase(database);
    const made = await createGroup(db, ana, { name: 'Linha absurda', description: '', privacy: 'public', publicationIds: [works.aberto!] });
    if (!made.ok) throw new Error(made.reason);
    expect(await joinGroup(db, bia, made.id, null)).toEqual({ ok: true });
    expect(
      await shareAnnotation(db, ana, { id: 'absurd-good-001', groupId: made.id, publicationId: works.aberto!, chapter: 'c8', selector, comment: 'No lugar' }),
    ).toEqual({ ok: true });
    // As rows shared before positions were checked: past any integer, and a quote the text does not hold.
    await db.insert(groupAnnotations).values([
      {
        id: 'absurd-far-0001',
        groupId: made.id,
        userId: bia.id,
        publicationId: works.aberto!,
        chapter: 'c8',
        selector: { quote: { exact: 'texto bastante', prefix: '', suffix: '' }, position: { start: 2147483648, end: 2147483662 } },
        comment: 'Longe',
        editionVersion: 1,
      },
      {
        id: 'absurd-huge-001',
        groupId: made.id,
        userId: bia.id,
        publicationId: works.aberto!,
        chapter: 'c8',
        selector: { quote: { exact: 'nada disto está lá', prefix: '', suffix: '' }, position: { start: 9007199254740990, end: 9007199254740991 } },
        comment: 'Sem lugar',
        editionVersion: 1,
      },
    ]);
    await moderate(db, ana, { annotationId: 'absurd-huge-001' }, { hide: 'Sem lugar' });
    const shared = await chapterShared(db, ana, works.aberto!, 'c8', { shown: null, all: false });
    // The far one's quote is in the text: placed where it is. The other is listed last, not placed, and not in the margin.
    expect(shared.threads.map((a) => [a.id, a.orphaned, a.selector.position.start])).toEqual([
      ['absurd-good-001', false, selector.position.start],
      ['absurd-far-0001', false, selector.position.start],
      ['absurd-huge-001', true, 9007199254740990],
    ]);
    expect(shared.margin.map((a) => a.id)).toEqual(['absurd-good-001', 'absurd-far-0001']);

    const member = sessionUser(bia.id, { name: 'Bia' });
    const refreshed = (await sharedLoader(
      signedInArgs(
        new Request(`http://localhost:3000/groups/shared/${works.aberto}/c8`),
        { publicationId: String(works.aberto), chapter: 'c8' },
        member,
      ) as never,
    )) as Response;
    expect(refreshed.status).toBe(200);
    expect(((await refreshed.json()) as { total: number }).total).toBe(3);
    const page = unwrap<{ shared: { threads: { id: string }[] } }>(
      await readLoader(signedInArgs(new Request('http://localhost:3000/book/aberto/read/c8'), { slug: 'aberto', chapter: 'c8' }, member) as never),
    );
    expect(page.status).toBe(200);
    expect(page.body.shared.threads.map((a) => a.id)).toEqual(['absurd-good-001', 'absurd-far-0001', 'absurd-huge-001']);
  });
});

describe('a member who loses access to a paid work (issue 50)', () => {
  const PAID = 'Um trecho pago que só quem comprou lê.\n';
  const paidQuote = describeSelection(PAID, PAID.indexOf('só quem comprou'), PAID.indexOf('só quem comprou') + 'só quem comprou'.length);

  it('no longer sees its reports, and the exports leave out what others said on it, and its text', async () => {
    const db = database.db;
    const { and } = await import('drizzle-orm');
    const { useDatabase } = await import('#app/lib/db/db.server.ts');
    const { loader: groupLoader } = await import('#app/routes/groups/group.tsx');
    const { loader: annotationsLoader } = await import('#app/routes/groups/annotations.ts');
    const { sessionUser, signedInArgs, unwrap } = await import('#app/test/route-args.ts');
    useDatabase(database);
    const [olga, maria, rita] = [person('Olga'), person('Maria'), person('Rita')];
    await db
      .insert(users)
      .values(
        [olga, maria, rita].map((p, i) => ({ id: p.id, name: p.name, lastName: 'Paga', email: `paid${i}@example.com`, role: 'user', emailVerified: true })),
      );
    const [paid] = await db
      .insert(publications)
      .values({ type: 'book', slug: 'pago-revogado', status: 'published', titlePt: 'Livro revogado', openAccess: false })
      .returning({ id: publications.id });
    await insertEdition(db, paid!.id, 1, [PAID]);
    for (const buyer of [olga, maria, rita])
      await db.insert(entitlements).values({ userId: buyer.id, publicationId: paid!.id, source: buyer === maria ? 'grant' : 'purchase' });
    const made = await createGroup(db, olga, { name: 'Dois livros', description: '', privacy: 'private', publicationIds: [paid!.id, works.aberto!] });
    if (!made.ok) throw new Error(made.reason);
    for (const member of [maria, rita]) expect(await joinGroup(db, member, made.id, made.inviteCode)).toEqual({ ok: true });
    expect(await changeGroup(db, olga, made.id, { kind: 'role', userId: maria.id, role: 'moderator' })).toEqual({ ok: true });
    const share = (who: Person, id: string, publicationId: number, at: typeof selector, comment: string) =>
      shareAnnotation(db, who, { id, groupId: made.id, publicationId, chapter: 'c1', selector: at, comment });
    expect(await share(rita, 'revoked-rita-01', paid!.id, paidQuote, 'Comentário da Rita no pago')).toEqual({ ok: true });
    expect(await share(olga, 'revoked-olga-01', paid!.id, paidQuote, 'Comentário da Olga no pago')).toEqual({ ok: true });
    expect(await share(olga, 'revoked-olga-02', works.aberto!, selector, 'Comentário da Olga no aberto')).toEqual({ ok: true });
    expect(await reply(db, rita, 'revoked-olga-01', 'Resposta da Rita no pago')).toMatchObject({ ok: true });
    expect(await report(db, olga, { annotationId: 'revoked-rita-01' }, 'Denúncia no pago')).toEqual({ ok: true });
    expect(await report(db, rita, { annotationId: 'revoked-olga-02' }, 'Denúncia no aberto')).toEqual({ ok: true });

    const asPerson = (p: Person & { name: string }) => sessionUser(p.id, { name: p.name });
    const groupPageOf = async (p: Person & { name: string }) =>
      unwrap<{ reports: { reason: string; quote: string; words: string }[] }>(
        await groupLoader(signedInArgs(new Request(`http://localhost:3000/groups/${made.id}`), { id: String(made.id) }, asPerson(p)) as never),
      ).body;
    const file = async (p: Person & { name: string }, path: string, params: Record<string, string>) =>
      ((await annotationsLoader(signedInArgs(new Request(`http://localhost:3000${path}`), params, asPerson(p)) as never)) as Response).text();
    expect((await groupPageOf(maria)).reports.map((r) => r.reason)).toEqual(['Denúncia no pago', 'Denúncia no aberto']);

    // Maria's grant is revoked, and Olga's purchase refunded.
    await db.delete(entitlements).where(and(eq(entitlements.publicationId, paid!.id), eq(entitlements.userId, maria.id)));
    await db.delete(entitlements).where(and(eq(entitlements.publicationId, paid!.id), eq(entitlements.userId, olga.id)));
    const reports = (await groupPageOf(maria)).reports;
    expect(reports.map((r) => r.reason)).toEqual(['Denúncia no aberto']);
    expect(JSON.stringify(reports)).not.toContain('só quem comprou');
    expect((await openReports(db, olga, made.id))!.map((r) => r.reason)).toEqual(['Denúncia no aberto']);

    // The owner's export of the group: only the work she may still read.
    for (const format of ['jsonld', 'md']) {
      const whole = await file(olga, `/groups/${made.id}/annotations.${format}`, { id: String(made.id) });
      expect(whole).toContain('Comentário da Olga no aberto');
      for (const absent of ['só quem comprou', 'Comentário da Rita no pago', 'Resposta da Rita no pago', 'Comentário da Olga no pago'])
        expect(whole).not.toContain(absent);
    }
    // Her own: her words on the paid work stay hers, without the book's text.
    const mine = (await annotationsToExport(db, olga, { kind: 'mine' }, 'https://e.example'))!;
    expect(mine.map((a) => [a.id, a.comment, a.selector === null])).toEqual([
      ['revoked-olga-02', 'Comentário da Olga no aberto', false],
      ['revoked-olga-01', 'Comentário da Olga no pago', true],
    ]);
    for (const format of ['jsonld', 'md']) {
      const own = await file(olga, `/account/groups/annotations.${format}`, {});
      expect(own).toContain('Comentário da Olga no pago');
      expect(own).not.toContain('só quem comprou');
    }
    // Rita still reads it: her reports and exports are as they were.
    expect((await annotationsToExport(db, rita, { kind: 'mine' }, 'https://e.example'))!.map((a) => a.selector?.quote.exact)).toEqual(['só quem comprou']);
  });
});
