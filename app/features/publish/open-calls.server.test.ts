import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { journals, openCalls, proposalDrafts, proposalMessages, proposals, publications, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { loader as openCallsLoader } from '#app/routes/publish/open-calls.tsx';
import { loader as publishLoader } from '#app/routes/publish/publish.tsx';
import { routeArgs } from '#app/test/route-args.ts';
import { callState } from './open-call-state.ts';
import { callForProposal, getPublishedCall, listPublishedCalls, openCallsAcceptingProposals } from './open-calls.server.ts';
import { publishFacts } from './publish-page.server.ts';
import { DEMO_BOOK_CALL, DEMO_COLLECTION_CALL, demoCalls, openSixMonths, seedPublish } from './seed-publish.server.ts';
import { parseProposal, proposalSearchText } from './proposal.schema.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
});
afterAll(() => database.dispose());

/** A moment in São Paulo (UTC−3). */
const sp = (local: string) => new Date(`${local}-03:00`);
const slugs = (calls: { slug: string }[]) => calls.map((c) => c.slug);
/** The demo is seeded in October 2026 here: its book call runs from 1 October 2026 to 31 March 2027. */
const SEEDED = sp('2026-10-15T12:00:00');
const DEMO_CALLS = demoCalls(SEEDED);

beforeEach(async () => {
  await database.db.delete(proposals);
  await database.db.delete(openCalls);
  await seedPublish(database.db, SEEDED);
});

describe('the seed', () => {
  it('writes the two demo calls, published, with the spec’s dates for the collection call', async () => {
    const rows = await database.db.select().from(openCalls);
    expect(rows.map((r) => r.slug).sort()).toEqual([DEMO_COLLECTION_CALL, DEMO_BOOK_CALL].sort());
    const collection = rows.find((r) => r.slug === DEMO_COLLECTION_CALL)!;
    expect(collection).toMatchObject({
      kind: 'collection',
      status: 'published',
      titlePt: 'Coleção Fundamentos do Design de Serviços',
      titleEn: 'Service Design Fundamentals collection',
      opensOn: '2023-05-08',
      closesOn: '2023-08-11',
      closedAt: null,
      feedbackWeeks: 3,
      minAuthors: 2,
    });
    expect(rows.find((r) => r.slug === DEMO_BOOK_CALL)).toMatchObject({
      kind: 'book',
      status: 'published',
      opensOn: '2026-10-01',
      closesOn: '2027-03-31',
      closedAt: null,
    });
    for (const row of rows) {
      for (const text of [row.summaryPt, row.summaryEn, row.descriptionPt, row.descriptionEn]) expect(text.length).toBeGreaterThan(80);
    }
  });

  it('opens the book call in the month it is seeded, for six months (São Paulo days)', () => {
    expect(openSixMonths(sp('2026-10-15T12:00:00'))).toEqual({ opensOn: '2026-10-01', closesOn: '2027-03-31' });
    expect(openSixMonths(new Date('2027-09-01T02:00:00Z'))).toEqual({ opensOn: '2027-08-01', closesOn: '2028-01-31' });
    expect(openSixMonths(sp('2028-02-29T10:00:00'))).toEqual({ opensOn: '2028-02-01', closesOn: '2028-07-31' });
  });

  it('is idempotent, and leaves a call an editor changed as it is', async () => {
    await database.db
      .update(openCalls)
      .set({ closedAt: sp('2026-12-01T10:00:00'), titleEn: 'Edited' })
      .where(eq(openCalls.slug, DEMO_BOOK_CALL));
    await seedPublish(database.db, SEEDED);
    await seedPublish(database.db);
    const rows = await database.db.select().from(openCalls);
    expect(rows).toHaveLength(DEMO_CALLS.length);
    const book = rows.find((r) => r.slug === DEMO_BOOK_CALL)!;
    expect(book.titleEn).toBe('Edited');
    expect(book.closedAt?.toISOString()).toBe('2026-12-01T13:00:00.000Z');
  });
});

describe('open calls', () => {
  beforeEach(async () => {
    await database.db.insert(openCalls).values({
      slug: 'rascunho',
      kind: 'book',
      status: 'draft',
      titlePt: 'Rascunho',
      titleEn: 'Draft',
      opensOn: '2026-01-01',
      closesOn: '2030-12-31',
      feedbackWeeks: 2,
    });
  });

  it('lists the published calls, newest first, each with its state', async () => {
    const calls = await listPublishedCalls(database.db, sp('2026-11-23T12:00:00'));
    expect(calls.map((c) => [c.slug, c.state, c.daysLeft])).toEqual([
      [DEMO_BOOK_CALL, 'open', 129],
      [DEMO_COLLECTION_CALL, 'closed', null],
    ]);
  });

  it('finds one published call by slug; drafts and unknown slugs are not found', async () => {
    expect(await getPublishedCall(database.db, DEMO_COLLECTION_CALL, sp('2023-08-01T12:00:00'))).toMatchObject({
      slug: DEMO_COLLECTION_CALL,
      state: 'closing-soon',
      daysLeft: 11,
    });
    expect(await getPublishedCall(database.db, 'rascunho')).toBeNull();
    expect(await getPublishedCall(database.db, 'nenhuma')).toBeNull();
  });

  it('the calls taking proposals: open or closing soon, never upcoming, closed or draft', async () => {
    const accepting = async (now: Date) => slugs(await openCallsAcceptingProposals(database.db, now));
    expect(await accepting(sp('2023-05-07T23:59:00'))).toEqual([]);
    expect(await accepting(sp('2023-05-08T00:00:00'))).toEqual([DEMO_COLLECTION_CALL]);
    expect(await accepting(sp('2023-08-11T23:59:00'))).toEqual([DEMO_COLLECTION_CALL]);
    expect(await accepting(sp('2023-08-12T00:00:00'))).toEqual([]);
    expect(await accepting(sp('2026-11-23T12:00:00'))).toEqual([DEMO_BOOK_CALL]);
    const soon = await openCallsAcceptingProposals(database.db, sp('2027-03-20T12:00:00'));
    expect(soon.map((c) => [c.slug, c.state])).toEqual([[DEMO_BOOK_CALL, 'closing-soon']]);
    expect(await accepting(sp('2027-04-01T00:00:00'))).toEqual([]);
  });

  it('the one closing first comes first', async () => {
    await database.db.insert(openCalls).values({ ...DEMO_CALLS[1]!, slug: 'outra-chamada', closesOn: '2027-01-15' });
    expect(slugs(await openCallsAcceptingProposals(database.db, sp('2026-11-23T12:00:00')))).toEqual(['outra-chamada', DEMO_BOOK_CALL]);
  });

  it('a call an editor closed early stops taking proposals at once', async () => {
    await database.db
      .update(openCalls)
      .set({ closedAt: sp('2026-11-20T09:00:00') })
      .where(eq(openCalls.slug, DEMO_BOOK_CALL));
    expect(await openCallsAcceptingProposals(database.db, sp('2026-11-23T12:00:00'))).toEqual([]);
    expect(await openCallsAcceptingProposals(database.db, sp('2026-11-19T12:00:00'))).toHaveLength(1);
    const [call] = await listPublishedCalls(database.db, sp('2026-11-23T12:00:00'));
    expect(call).toMatchObject({ slug: DEMO_BOOK_CALL, state: 'closed', daysLeft: null });
  });

  it('a proposal answers a call of its kind that takes proposals', async () => {
    const now2023 = sp('2023-06-01T12:00:00');
    const now2026 = sp('2026-11-23T12:00:00');
    expect(await callForProposal(database.db, DEMO_COLLECTION_CALL, 'collection', now2023)).toMatchObject({ slug: DEMO_COLLECTION_CALL });
    expect(await callForProposal(database.db, DEMO_COLLECTION_CALL, 'single', now2023)).toBeNull();
    expect(await callForProposal(database.db, DEMO_COLLECTION_CALL, 'collection', now2026)).toBeNull();
    expect(await callForProposal(database.db, DEMO_BOOK_CALL, 'single', now2026)).toMatchObject({ slug: DEMO_BOOK_CALL });
    expect(await callForProposal(database.db, DEMO_BOOK_CALL, 'collection', now2026)).toBeNull();
    expect(await callForProposal(database.db, 'rascunho', 'single', now2026)).toBeNull();
    expect(await callForProposal(database.db, 'nenhuma', 'single', now2026)).toBeNull();
  });
});

describe('the pages', () => {
  beforeAll(async () => {
    const [journal] = await database.db
      .insert(publications)
      .values({ type: 'journal', slug: 'revista-teste', status: 'published', titlePt: 'Revista Teste', titleEn: 'Test Journal' })
      .returning();
    await database.db.insert(journals).values({ publicationId: journal!.id, callForPapersOpen: true, submissionUrl: 'https://submissoes.example.org/rt' });
    const [draft] = await database.db
      .insert(publications)
      .values({ type: 'journal', slug: 'revista-rascunho', status: 'draft', titlePt: 'Rascunho' })
      .returning();
    await database.db.insert(journals).values({ publicationId: draft!.id });
  });

  it('/publish/open-calls: the calls as cards in the visitor’s language', async () => {
    const now = new Date();
    const en = await openCallsLoader(routeArgs(new Request('http://localhost:3000/en/publish/open-calls')));
    expect(en.title).toBe('Open calls');
    const collection = en.calls.find((c) => c.slug === DEMO_COLLECTION_CALL)!;
    expect(collection).toMatchObject({
      title: 'Service Design Fundamentals collection',
      opensOn: '2023-05-08',
      closesOn: '2023-08-11',
      closedAt: null,
      state: 'closed',
      minAuthors: 2,
      feedbackWeeks: 3,
    });
    expect(collection.description).toContain('three weeks');
    const book = en.calls.find((c) => c.slug === DEMO_BOOK_CALL)!;
    expect(book.state).toBe(callState({ opensOn: '2026-10-01', closesOn: '2027-03-31', closedAt: null }, now));
    const pt = await openCallsLoader(routeArgs(new Request('http://localhost:3000/publish/open-calls')));
    expect(pt.title).toBe('Chamadas abertas');
    expect(pt.calls.map((c) => c.title)).toContain('Coleção Fundamentos do Design de Serviços');
    expect(JSON.parse(JSON.stringify(pt))).toEqual(pt); // plain data
  });

  it('/publish/open-calls: nothing to show when there is no published call', async () => {
    await database.db.delete(openCalls);
    const { calls } = await openCallsLoader(routeArgs(new Request('http://localhost:3000/en/publish/open-calls')));
    expect(calls).toEqual([]);
  });

  it('/publish: the ways in list the open calls and the published journals’ submission pages', async () => {
    expect(await publishFacts(database.db, 'en', sp('2026-11-23T12:00:00'))).toEqual({
      openCalls: 1,
      journals: [{ slug: 'revista-teste', title: 'Test Journal', callForPapersOpen: true }],
    });
    expect((await publishFacts(database.db, 'pt', sp('2025-01-01T12:00:00'))).openCalls).toBe(0);
    const { page } = await publishLoader(routeArgs(new Request('http://localhost:3000/publish')));
    expect(page.title).toBe('Publique conosco');
    const waysIn = JSON.stringify(page.sections[0]);
    expect(waysIn).toContain('(/publish/submit)');
    expect(waysIn).toContain('(/publish/open-calls)');
    expect(waysIn).toContain('(/journal/revista-teste/submission)');
    expect(waysIn).not.toContain('revista-rascunho');
  });
});

describe('the proposal tables', () => {
  it('keep a proposal as sent, with its conversation and its sender’s draft', async () => {
    const [user] = await database.db.insert(users).values({ id: 'u-proposal', name: 'Ana', email: 'ana.proposta@example.com' }).returning();
    const [call] = await database.db.select().from(openCalls).where(eq(openCalls.slug, DEMO_COLLECTION_CALL));
    const form = new FormData();
    for (const [name, value] of Object.entries({
      type: 'collection',
      openCall: DEMO_COLLECTION_CALL,
      title: 'Jornadas de serviço <na prática>',
      'authors.0.name': 'Ana Souza',
      'authors.0.email': 'Ana@Example.com',
      'authors.0.bio': 'Designer.',
      'authors.1.name': 'Bruno Lima',
      'authors.1.email': 'bruno@example.com',
      'authors.1.bio': 'Pesquisador.',
      description: 'Descrição.',
      keywords: 'jornadas, serviços',
      summary: 'Sumário.',
      'chapters.0.title': 'Um',
      'chapters.0.summary': 'Resumo.',
      'chapters.0.keywords': 'a, b, c',
      needsIllustrations: 'yes',
      thirdPartyImages: 'no',
    }))
      form.append(name, value);
    const parsed = parseProposal(form);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const { openCall: _slug, ...data } = parsed.data;
    const [proposal] = await database.db
      .insert(proposals)
      .values({ ...data, userId: user!.id, openCallId: call!.id, locale: 'pt', searchText: proposalSearchText(parsed.data) })
      .returning();
    expect(proposal).toMatchObject({
      status: 'received',
      type: 'collection',
      title: 'Jornadas de serviço <na prática>',
      keywords: ['jornadas', 'serviços'],
      otherInformation: '',
      sampleFile: null,
    });
    expect(proposal!.chapters).toEqual([{ title: 'Um', summary: 'Resumo.', keywords: ['a', 'b', 'c'] }]);
    await database.db.insert(proposalMessages).values([
      { proposalId: proposal!.id, authorId: user!.id, kind: 'message', body: 'Recebemos a sua proposta.' },
      { proposalId: proposal!.id, authorId: null, kind: 'note', body: 'Encaminhar ao conselho.' },
    ]);
    await database.db.insert(proposalDrafts).values({ userId: user!.id, data: parsed.values });

    // The admin's search: a piece of an author's e-mail, through the trigram index's operator.
    const found = await database.db.select({ id: proposals.id }).from(proposals).where(sql`${proposals.searchText} like ${'%ana@example%'}`);
    expect(found.map((r) => r.id)).toEqual([proposal!.id]);

    // The account goes: the proposal and its messages stay, without it; the draft goes with it.
    await database.db.delete(users).where(eq(users.id, user!.id));
    const [kept] = await database.db.select().from(proposals).where(eq(proposals.id, proposal!.id));
    expect(kept!.userId).toBeNull();
    expect((await database.db.select().from(proposalMessages).where(eq(proposalMessages.proposalId, proposal!.id))).map((m) => m.authorId)).toEqual([
      null,
      null,
    ]);
    expect(await database.db.select().from(proposalDrafts)).toEqual([]);

    // The call goes: the proposal stays, unlinked; the proposal goes: its messages go too.
    await database.db.delete(openCalls).where(eq(openCalls.id, call!.id));
    expect((await database.db.select().from(proposals).where(eq(proposals.id, proposal!.id)))[0]!.openCallId).toBeNull();
    await database.db.delete(proposals).where(eq(proposals.id, proposal!.id));
    expect(await database.db.select().from(proposalMessages)).toEqual([]);
  });
});
