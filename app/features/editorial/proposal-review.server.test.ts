/**
 * Book proposals on the editorial engine (issue 51, item 6), through the real routes that join the
 * two features: a proposal sent to a call lands on the call's series editors' desk; they send it to
 * outside review and decide, and the proposal's own status follows; the reviewer sees no author in
 * double-blind review and the authors and the sample in single-blind; a withdrawal stops it all.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetConfig } from '#app/lib/config.server.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import {
  editorialSettings,
  jobs,
  openCalls,
  proposals,
  publications,
  reviewAssignments,
  scopedRoles,
  submissionEvents,
  submissionFiles,
  submissions,
} from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { action as submitProposal } from '#app/routes/publish/submit.tsx';
import { action as withdraw } from '#app/routes/account/proposal.tsx';
import { action as workspacePost, loader as workspaceLoader } from '#app/routes/editorial/workspace.tsx';
import { sessionUser, signedInArgs, unwrap } from '#app/test/route-args.ts';
import { authorFile, mySubmission } from './author-submissions.server.ts';
import { deskPage } from './desk.server.ts';
import { proposalCode, proposalReviews } from './proposal-review.server.ts';
import { assignmentContext, reviewerView } from './review-access.server.ts';
import { parseDeskFilters } from './desk-filters.ts';
import { editorialActor } from './roles.server.ts';
import { createAccount, createCollection, createJournal } from './test-support.ts';
import { namingPdf, plainPdf } from './testing.server.ts';
import { reviewFile, reviewPage } from './reviews.server.ts';
import { queueEditorsNotice } from './review-mail.server.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proposal-review-'));
let database: TestDatabase;
let callId: number;
const people = { author: '', series: '', journalEditor: '' };
const author = () => sessionUser(people.author, { name: 'Helena', lastName: 'Proponente', email: 'helena@ipe.test' });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('APP_URL', 'https://editora.test');
  forgetConfig();
  database = await createTestDatabase();
  useDatabase(database);
  const [call] = await database.db
    .insert(openCalls)
    .values({
      slug: 'colecao-cidades-que-cuidam',
      kind: 'collection',
      status: 'published',
      titlePt: 'Coleção Cidades que Cuidam',
      titleEn: 'Caring Cities series',
      opensOn: day(-10),
      closesOn: day(30),
      feedbackWeeks: 8,
    })
    .returning({ id: openCalls.id });
  callId = call!.id;
  people.author = await createAccount(database.db, { name: 'Helena', email: 'helena@ipe.test' });
  people.series = await createAccount(database.db, { name: 'Sílvia', email: 'silvia@ipe.test' });
  people.journalEditor = await createAccount(database.db, { name: 'Jorge', email: 'jorge@ipe.test' });
  const journal = await createJournal(database.db, 'revista-vizinha');
  await database.db.insert(scopedRoles).values([
    { userId: people.series, role: 'series-editor', scopeKind: 'open-call', scopeId: callId },
    { userId: people.journalEditor, role: 'editor', scopeKind: 'journal', scopeId: journal },
  ]);
}, 60_000);
afterAll(async () => {
  await database.dispose();
  vi.unstubAllEnvs();
  forgetConfig();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const MINIMAL_PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj
xref
0 4
0000000000 65535 f 
0000000009 00000 n 
0000000058 00000 n 
0000000115 00000 n 
trailer << /Size 4 /Root 1 0 R >>
startxref
186
%%EOF
`;

async function sendProposal(title: string, locale: 'pt' | 'en' = 'pt') {
  const fields: Record<string, string> = {
    intent: 'send',
    type: 'collection',
    openCall: 'colecao-cidades-que-cuidam',
    title,
    'authors.0.name': 'Helena Proponente',
    'authors.0.email': 'helena@ipe.test',
    'authors.0.affiliation': 'Universidade Fictícia do Sul',
    'authors.0.orcid': '0000-0002-1825-0097',
    'authors.0.bio': 'Pesquisadora fictícia de cidades.',
    'authors.1.name': 'Otávio Coautor',
    'authors.1.email': 'otavio@ipe.test',
    'authors.1.affiliation': 'Instituto Imaginário',
    'authors.1.orcid': '',
    'authors.1.bio': 'Arquiteto fictício.',
    description: 'Uma coleção sobre como as cidades cuidam de quem vive nelas.',
    keywords: 'cidades, cuidado, urbanismo',
    summary: 'Três volumes: as praças, as calçadas e os bairros.',
    'chapters.0.title': 'As praças',
    'chapters.0.summary': 'O primeiro volume lê as praças como lugares de cuidado.',
    'chapters.0.keywords': 'praças, encontro, sombra',
    needsIllustrations: 'no',
    thirdPartyImages: 'no',
    otherBooks: '',
    authorshipLink: '',
    otherInformation: '',
  };
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append('sample', new File([MINIMAL_PDF], 'Helena Proponente - amostra.pdf', { type: 'application/pdf' }));
  const prefix = locale === 'en' ? '/en' : '';
  const answer = unwrap<{ result?: { id: number } }>(
    await submitProposal(signedInArgs(new Request(`https://editora.test${prefix}/publish/submit`, { method: 'POST', body }), {}, author())),
  );
  expect([answer.status, (answer.body as { errors?: unknown }).errors]).toEqual([200, {}]);
  const id = answer.body.result!.id;
  const [row] = await database.db.select().from(submissions).where(eq(submissions.proposalId, id));
  return { proposalId: id, submission: row! };
}

const editor = (id: string) => sessionUser(id);
const desk = async (id: string, number: string, fields: Record<string, string>) => {
  const request = new Request(`https://editora.test/editorial/${number}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return answerOf(await workspacePost(signedInArgs(request, { number }, editor(id))).catch((e: unknown) => e));
};
/** A route's answer: a redirect's status and address, or the status and body of data or an error. */
function answerOf(result: unknown): { status: number; location?: string; body?: unknown } {
  if (result instanceof Response) return { status: result.status, location: result.headers.get('location') ?? '' };
  return unwrap(result);
}
/** A multipart post of the workspace's sample form (its address says it carries a file). */
const postSample = async (id: string, number: string, file: File) => {
  const body = new FormData();
  body.append('intent', 'sample');
  body.append('sample', file);
  const request = new Request(`https://editora.test/editorial/${number}?form=sample`, { method: 'POST', body });
  return answerOf(await workspacePost(signedInArgs(request, { number }, editor(id))).catch((e: unknown) => e));
};
const proposalStatus = async (id: number) => (await database.db.select({ s: proposals.status }).from(proposals).where(eq(proposals.id, id)))[0]!.s;

describe('a book proposal on the editorial desk', () => {
  it('arrives on the call’s series editors’ desk as a numbered submission with its outline and sample, and nowhere else', async () => {
    const { proposalId, submission } = await sendProposal('Cidades que cuidam');
    expect(proposalCode('colecao-cidades-que-cuidam')).toBe('PCCQC');
    expect(submission).toMatchObject({ kind: 'proposal', status: 'new', openCallId: callId, journalId: null, authorId: people.author, locale: 'pt' });
    expect(submission.number).toMatch(/^PCCQC-\d{4}-0001$/);
    expect(submission.metadata).toMatchObject({
      titlePt: 'Cidades que cuidam',
      titleEn: '',
      keywordsPt: ['cidades', 'cuidado', 'urbanismo'],
      book: { type: 'collection', summary: 'Três volumes: as praças, as calçadas e os bairros.', chapters: [{ title: 'As praças' }] },
    });
    const files = await database.db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, submission.id));
    expect(files).toMatchObject([{ kind: 'manuscript', round: 1, safeName: `${submission.number}-r1-manuscript.pdf`, mediaType: 'application/pdf' }]);
    expect((await proposalReviews(database.db, [proposalId])).get(proposalId)).toEqual({ number: submission.number, status: 'new' });

    const seriesDesk = await deskPage(
      database.db,
      await editorialActor(database.db, { id: people.series, roles: ['user'] }),
      parseDeskFilters(new URLSearchParams()),
      'pt',
    );
    expect(seriesDesk.rows.map((r) => r.number)).toContain(submission.number);
    const workspace = unwrap<{ workspace: { scopeTitle: string; metadata: { book?: unknown } } }>(
      await workspaceLoader(
        signedInArgs(new Request(`https://editora.test/editorial/${submission.number}`), { number: submission.number! }, editor(people.series)),
      ),
    );
    expect(workspace.body.workspace).toMatchObject({ scopeTitle: 'Coleção Cidades que Cuidam', metadata: { book: { type: 'collection' } } });
    // Another journal's editor: not found.
    const elsewhere = await workspaceLoader(
      signedInArgs(new Request(`https://editora.test/editorial/${submission.number}`), { number: submission.number! }, editor(people.journalEditor)),
    ).catch((e: unknown) => e);
    expect(unwrap(elsewhere).status).toBe(404);
    expect(await proposalStatus(proposalId)).toBe('received');
  });

  it('goes to outside review and its decision moves the proposal; the author reads the letter and the reviews on the account', async () => {
    const { proposalId, submission } = await sendProposal('Calçadas que cuidam');
    const number = submission.number!;
    await database.db.delete(jobs);
    expect(await desk(people.series, number, { intent: 'send-to-review' })).toEqual({ status: 302, location: `/editorial/${number}?done=sentToReview` });
    expect(await proposalStatus(proposalId)).toBe('under-review');
    // The author hears that it is under review (publish's status mail).
    const mails = await database.db.select().from(jobs);
    expect(mails.map((j) => JSON.stringify(j.payload)).join(' ')).toContain('helena@ipe.test');

    expect(
      await desk(people.series, number, {
        intent: 'invite',
        name: 'Raul Revisor',
        email: 'raul@ipe.test',
        locale: 'pt',
        responseDue: day(7),
        reviewDue: day(30),
      }),
    ).toMatchObject({
      status: 302,
    });
    const [assignment] = await database.db.select().from(reviewAssignments).where(eq(reviewAssignments.submissionId, submission.id));
    // Double-blind (the call's default): the outline, no author, no sample as sent.
    const blind = await reviewerView(database.db, (await assignmentContext(database.db, { id: assignment!.id }))!);
    expect(blind.book?.summary).toBe('Três volumes: as praças, as calçadas e os bairros.');
    expect(blind.authors).toEqual([]);
    expect(blind.files).toEqual([]);
    expect(JSON.stringify(blind)).not.toMatch(/Helena|Otávio|Fictícia|Imaginário|helena@|0000-0002-1825-0097/);
    // The invitation speaks of a book proposal and its call, and names no author.
    const invitation = (await database.db.select().from(jobs)).map((j) => JSON.stringify(j.payload)).find((p) => p.includes('raul@ipe.test'))!;
    expect(invitation).toContain('proposta de livro');
    expect(invitation).not.toMatch(/Helena|Otávio/);

    // Single-blind: the call's setting shows the authors (no e-mail) and the sample as sent.
    await database.db.insert(editorialSettings).values({ scopeKind: 'open-call', scopeId: callId, blindness: 'single' });
    const context = (await assignmentContext(database.db, { id: assignment!.id }))!;
    expect(context.blindness).toBe('single');
    const open = await reviewerView(database.db, context);
    expect(open.authors.map((a) => a.name)).toEqual(['Helena Proponente', 'Otávio Coautor']);
    expect(open.files.map((f) => f.name)).toEqual([`${number}-r1-manuscript.pdf`]);
    expect(JSON.stringify(open)).not.toContain('helena@ipe.test');
    await database.db.delete(editorialSettings);

    await database.db
      .update(reviewAssignments)
      .set({ status: 'submitted', recommendation: 'accept', commentsForAuthors: 'Uma coleção necessária.', submittedAt: new Date() })
      .where(eq(reviewAssignments.id, assignment!.id));
    await database.db.update(submissions).set({ status: 'awaiting-decision' }).where(eq(submissions.id, submission.id));
    const letter = 'Prezada Helena,\n\nA proposta foi aceita.';
    expect(await desk(people.series, number, { intent: 'decide', decision: 'accept', letter })).toMatchObject({ status: 302 });
    expect(await proposalStatus(proposalId)).toBe('accepted');

    // The accepted proposal becomes a draft book in the catalog, once.
    expect(await desk(people.series, number, { intent: 'create-book' })).toEqual({ status: 302, location: `/editorial/${number}?done=bookCreated` });
    const [{ bookId }] = (await database.db.select({ bookId: submissions.bookId }).from(submissions).where(eq(submissions.id, submission.id))) as [
      { bookId: number },
    ];
    const [book] = await database.db.select().from(publications).where(eq(publications.id, bookId));
    expect(book).toMatchObject({
      type: 'book',
      status: 'draft',
      slug: 'calcadas-que-cuidam',
      titlePt: 'Calçadas que cuidam',
      keywordsPt: ['cidades', 'cuidado', 'urbanismo'],
    });
    expect(book!.contributors.map((c) => [c.given, c.family, c.affiliation])).toEqual([
      ['Helena', 'Proponente', 'Universidade Fictícia do Sul'],
      ['Otávio', 'Coautor', 'Instituto Imaginário'],
    ]);
    expect(JSON.stringify(book!.contributors)).not.toContain('helena@ipe.test');
    expect(await desk(people.series, number, { intent: 'create-book' })).toMatchObject({ status: 409 });
    expect(await desk(people.journalEditor, number, { intent: 'create-book' })).toMatchObject({ status: 404 });

    const mine = await mySubmission(database.db, people.author, number, 'pt');
    expect(mine).toMatchObject({ kind: 'proposal', proposalId, journalTitle: 'Coleção Cidades que Cuidam', status: 'accepted' });
    expect(mine.decisions.map((d) => d.letter)).toEqual([letter]);
    expect(mine.reviews.map((r) => [r.label, r.commentsForAuthors])).toEqual([['A', 'Uma coleção necessária.']]);
    expect(JSON.stringify(mine.reviews)).not.toMatch(/Raul|raul@/);

    // The author downloads what they sent under its own name, and the reviewer's annotated file by its safe name only.
    const [sample] = await database.db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, submission.id));
    expect(await authorFile(database.db, people.author, number, sample!.id)).toMatchObject({
      name: 'Helena Proponente - amostra.pdf',
      mediaType: 'application/pdf',
    });
    const [annotated] = await database.db
      .insert(submissionFiles)
      .values({
        submissionId: submission.id,
        round: 1,
        kind: 'review',
        assignmentId: assignment!.id,
        storageKey: 'x/raul.pdf',
        originalName: 'Raul Revisor - notas.pdf',
        safeName: `${number}-r1-review.pdf`,
        size: 10,
        mediaType: 'application/pdf',
      })
      .returning({ id: submissionFiles.id });
    expect(await authorFile(database.db, people.author, number, annotated!.id)).toEqual({
      key: 'x/raul.pdf',
      name: `${number}-r1-review.pdf`,
      mediaType: 'application/pdf',
    });
    await expect(authorFile(database.db, people.series, number, sample!.id)).rejects.toMatchObject({ status: 404 });
    await expect(authorFile(database.db, people.author, number, 999_999)).rejects.toMatchObject({ status: 404 });
  });

  it('lets the series editor add an anonymised sample in double-blind review, refusing one that names someone, and the reviewer reads only it', async () => {
    const { submission } = await sendProposal('Praças que cuidam');
    const number = submission.number!;
    const workspaceOf = async (id: string) =>
      unwrap<{ workspace: { sample: unknown; files: { kind: string; name: string }[] } }>(
        await workspaceLoader(signedInArgs(new Request(`https://editora.test/editorial/${number}`), { number }, editor(id))),
      ).body.workspace;
    // Double-blind (the call's default): reviewers would read only the outline.
    expect((await workspaceOf(people.series)).sample).toEqual({ may: true, missing: true });

    // Its document properties name the author: refused, saying which field, nothing kept.
    const naming = await postSample(
      people.series,
      number,
      new File([new Uint8Array(namingPdf('Helena Proponente'))], 'amostra.pdf', { type: 'application/pdf' }),
    );
    expect(naming).toMatchObject({ status: 400, body: { form: 'sample', errors: { sample: 'fileNamesSomeone.Author' } } });
    expect(await postSample(people.series, number, new File(['não é um PDF'], 'amostra.pdf'))).toMatchObject({ body: { errors: { sample: 'fileType' } } });
    expect(await postSample(people.series, number, new File([], ''))).toMatchObject({ body: { errors: { sample: 'fileRequired' } } });
    // Someone without the call: not found, nothing kept.
    expect(await postSample(people.journalEditor, number, new File([new Uint8Array(plainPdf())], 'a.pdf'))).toMatchObject({ status: 404 });
    const anonymisedRows = () =>
      database.db
        .select()
        .from(submissionFiles)
        .where(and(eq(submissionFiles.submissionId, submission.id), eq(submissionFiles.kind, 'anonymised')));
    expect(await anonymisedRows()).toEqual([]);

    // A clean one is kept in the current round under its safe name, and the history says so.
    expect(await postSample(people.series, number, new File([new Uint8Array(plainPdf('As praças'))], 'Helena Proponente - capítulo 1.pdf'))).toEqual({
      status: 302,
      location: `/editorial/${number}?done=sampleAdded#files`,
    });
    const [kept] = await anonymisedRows();
    expect(kept).toMatchObject({
      round: 1,
      safeName: `${number}-r1-anonymised.pdf`,
      originalName: 'Helena Proponente - capítulo 1.pdf',
      uploadedBy: people.series,
    });
    expect((await workspaceOf(people.series)).sample).toEqual({ may: true, missing: false });
    const events = await database.db
      .select({ detail: submissionEvents.detail })
      .from(submissionEvents)
      .where(and(eq(submissionEvents.submissionId, submission.id), eq(submissionEvents.kind, 'sample-added')));
    expect(events).toEqual([{ detail: { round: 1, name: `${number}-r1-anonymised.pdf` } }]);

    // The reviewer, once accepted, reads the outline and the anonymised sample only, never the sample as sent.
    expect(await desk(people.series, number, { intent: 'send-to-review' })).toMatchObject({ status: 302 });
    const reviewer = await createAccount(database.db, { name: 'Rosa', email: 'rosa@ipe.test' });
    expect(
      await desk(people.series, number, {
        intent: 'invite',
        name: 'Rosa Revisora',
        email: 'rosa@ipe.test',
        locale: 'pt',
        responseDue: day(7),
        reviewDue: day(30),
      }),
    ).toMatchObject({ status: 302 });
    const [assignment] = await database.db.select().from(reviewAssignments).where(eq(reviewAssignments.submissionId, submission.id));
    await database.db
      .update(reviewAssignments)
      .set({ status: 'accepted', reviewerId: reviewer, respondedAt: new Date() })
      .where(eq(reviewAssignments.id, assignment!.id));
    const page = await reviewPage(database.db, reviewer, assignment!.id);
    expect(page.work.files.map((f) => [f.kind, f.name])).toEqual([['anonymised', `${number}-r1-anonymised.pdf`]]);
    expect(JSON.stringify(page)).not.toMatch(/Helena|Otávio|Fictícia|Imaginário|helena@|0000-0002-1825-0097|capítulo 1/);
    expect(await reviewFile(database.db, reviewer, assignment!.id, kept!.id)).toEqual({
      key: kept!.storageKey,
      name: `${number}-r1-anonymised.pdf`,
      mediaType: 'application/pdf',
    });
    const [asSent] = await database.db
      .select()
      .from(submissionFiles)
      .where(and(eq(submissionFiles.submissionId, submission.id), eq(submissionFiles.kind, 'manuscript')));
    await expect(reviewFile(database.db, reviewer, assignment!.id, asSent!.id)).rejects.toMatchObject({ status: 404 });

    // Once decided, no sample is added any more.
    await database.db.update(submissions).set({ status: 'declined' }).where(eq(submissions.id, submission.id));
    expect(await postSample(people.series, number, new File([new Uint8Array(plainPdf())], 'b.pdf'))).toMatchObject({ status: 403 });
    expect(await anonymisedRows()).toHaveLength(1);
  });

  it('reaches the series editors of the call’s collection through the routes, and not another collection’s', async () => {
    const collection = await createCollection(database.db, 'cidades-que-cuidam');
    const elsewhere = await createCollection(database.db, 'outra-colecao');
    await database.db.update(openCalls).set({ collectionId: collection }).where(eq(openCalls.id, callId));
    const ours = await createAccount(database.db, { name: 'Clarice', email: 'clarice@ipe.test' });
    const theirs = await createAccount(database.db, { name: 'Túlio', email: 'tulio@ipe.test' });
    await database.db.insert(scopedRoles).values([
      { userId: ours, role: 'series-editor', scopeKind: 'collection', scopeId: collection },
      { userId: theirs, role: 'series-editor', scopeKind: 'collection', scopeId: elsewhere },
    ]);
    const { submission } = await sendProposal('Jardins que cuidam');
    const number = submission.number!;
    const open = (id: string) =>
      workspaceLoader(signedInArgs(new Request(`https://editora.test/editorial/${number}`), { number }, editor(id))).catch((e: unknown) => e);
    expect(unwrap(await open(ours)).status).toBe(200);
    expect(unwrap(await open(theirs)).status).toBe(404);
    expect(await desk(theirs, number, { intent: 'send-to-review' })).toMatchObject({ status: 404 });
    // The collection's series editor decides as the call's would; the editors' notices reach them too.
    expect(await desk(ours, number, { intent: 'send-to-review' })).toMatchObject({ status: 302 });
    await database.db.delete(jobs);
    await queueEditorsNotice(database.db, { kind: 'open-call', id: callId }, 'accepted', { number, reviewer: 'Rosa' });
    const noticed = (await database.db.select().from(jobs)).map((j) => JSON.stringify(j.payload)).join(' ');
    expect(noticed).toContain('clarice@ipe.test');
    expect(noticed).toContain('silvia@ipe.test');
    expect(noticed).not.toContain('tulio@ipe.test');
    const ourDesk = await deskPage(
      database.db,
      await editorialActor(database.db, { id: ours, roles: ['user'] }),
      parseDeskFilters(new URLSearchParams()),
      'pt',
    );
    expect(ourDesk.rows.map((r) => r.number)).toContain(number);
    await database.db.update(openCalls).set({ collectionId: null }).where(eq(openCalls.id, callId));
    expect(unwrap(await open(ours)).status).toBe(404);
  });

  it('stops when the author withdraws it: declined with a withdrawn event, open invitations cancelled', async () => {
    const { proposalId, submission } = await sendProposal('Bairros que cuidam');
    const number = submission.number!;
    await desk(people.series, number, { intent: 'send-to-review' });
    await desk(people.series, number, {
      intent: 'invite',
      name: 'Vera Leitora',
      email: 'vera@ipe.test',
      locale: 'pt',
      responseDue: day(7),
      reviewDue: day(30),
    });
    const body = new URLSearchParams({ intent: 'withdraw', status: 'under-review', confirm: 'yes' });
    const request = new Request(`https://editora.test/account/proposals/${proposalId}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answerOf(await withdraw(signedInArgs(request, { id: String(proposalId) }, author())).catch((e: unknown) => e))).toMatchObject({ status: 302 });
    expect(await proposalStatus(proposalId)).toBe('withdrawn');
    const [after] = await database.db.select().from(submissions).where(eq(submissions.id, submission.id));
    expect(after!.status).toBe('declined');
    expect((await database.db.select().from(reviewAssignments).where(eq(reviewAssignments.submissionId, submission.id))).map((a) => a.status)).toEqual([
      'cancelled',
    ]);
    const events = await database.db
      .select({ kind: submissionEvents.kind })
      .from(submissionEvents)
      .where(and(eq(submissionEvents.submissionId, submission.id), eq(submissionEvents.kind, 'withdrawn')));
    expect(events).toHaveLength(1);
    // A decision after it changes nothing of the proposal.
    expect(await desk(people.series, number, { intent: 'decide', decision: 'accept', letter: 'x' })).toMatchObject({ status: 403 });
    expect(await proposalStatus(proposalId)).toBe('withdrawn');
  });
});
