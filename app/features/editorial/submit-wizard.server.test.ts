/**
 * The submission wizard against a real database and the site's storage: each step saves the
 * draft (a refused one too), good files are kept when another is refused, the final submit gives
 * the number and queues the author's mail, and the fee step places one fee order through the
 * store and hands the author to the payment page.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { placeFeeOrder, startPayment } from '#app/features/orders/api.server.ts';
import { forgetConfig } from '#app/lib/config.server.ts';
import { jobs, orderItems, orders, submissionEvents, submissionFiles, submissions } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import type { Outcome } from '#app/lib/form-outcome.ts';
import { configurePayments } from '#app/lib/payments/payment-config.server.ts';
import { readUpload } from '#app/lib/storage/storage.server.ts';
import { mySubmission, mySubmissions } from './author-submissions.server.ts';
import { wizardAction, wizardPage, type WizardPost } from './submit-wizard.server.ts';
import { createAccount, createJournal } from './test-support.ts';

let database: TestDatabase;
let author: { id: string; name: string; email: string };
const slug = 'revista-de-teste-do-assistente';

beforeAll(async () => {
  process.env.DATA_DIR = await fs.mkdtemp(path.join(os.tmpdir(), 'ipe-submit-'));
  forgetConfig();
  configurePayments({ appUrl: 'http://localhost:3000', siteSecret: 'x' }, {});
  database = await createTestDatabase();
  await createJournal(database.db, slug, { callForPapersOpen: true, abstractWordsMin: 3, abstractWordsMax: 40 });
  const id = await createAccount(database.db, { name: 'Ana', email: 'ana.autora@ipe.test' });
  author = { id, name: 'Ana Teste', email: 'ana.autora@ipe.test' };
});
afterAll(() => database.dispose());

const docx = (creator = '') =>
  zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'word/document.xml': strToU8('<w:document><w:body><w:p>Texto</w:p></w:body></w:document>'),
    'docProps/core.xml': strToU8(`<cp:coreProperties xmlns:cp="x" xmlns:dc="y"><dc:creator>${creator}</dc:creator></cp:coreProperties>`),
  });
const pdf = () => new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Title (Texto) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF');

function post(step: WizardPost['step'], fields: Record<string, string | string[] | File>, number: string | null = null): Promise<Outcome> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  const request = new Request(`http://localhost:3000/journal/${slug}/submit/${step}`, { method: 'POST', body });
  return wizardAction(database.db, { author, slug, step, number, locale: 'pt', request, checkout: { placeFeeOrder, startPayment } });
}

const file = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name);
const errorsOf = (outcome: Outcome) => (outcome.kind === 'state' ? outcome.state.errors : null);

const words = (n: number, w: string) => Array.from({ length: n }, () => w).join(' ');
const metadata = {
  titlePt: 'Cidades que cuidam',
  titleEn: 'Cities that care',
  abstractPt: words(10, 'cidade'),
  abstractEn: words(10, 'city'),
  keywordsPt: 'cuidado, cidade, design',
  keywordsEn: 'care, city, design',
  authorsRows: '1',
  'authors.0.name': 'Ana Teste',
  'authors.0.email': 'ana.autora@ipe.test',
  'authors.0.affiliation': 'Universidade de Teste',
  'authors.0.country': 'Brasil',
  'authors.0.orcid': '0000-0002-1825-0097',
  'authors.0.credit': ['conceptualization', 'writing-original-draft'],
  funding: '',
  dataAvailability: 'Dados no repositório da universidade.',
};

it('walks an author from the type to the number, keeping every step as a draft', async () => {
  // Step 1: nothing chosen is refused with the messages; a choice makes the draft.
  expect(errorsOf(await post('type', {}))).toEqual({ articleType: 'choiceRequired', language: 'choiceRequired' });
  expect(await post('type', { articleType: 'article', language: 'pt' })).toEqual({ kind: 'redirect', to: `/journal/${slug}/submit/files` });
  const [draft] = await database.db.select().from(submissions).where(eq(submissions.authorId, author.id));
  expect(draft).toMatchObject({ status: 'draft', articleType: 'article', language: 'pt', number: null });

  // Step 2: the manuscript is kept although the anonymised copy names its author.
  const refused = await post('files', { manuscript: file(pdf(), 'meu artigo.pdf'), anonymised: file(docx('Ana Teste'), 'anon.docx') });
  expect(errorsOf(refused)).toEqual({ anonymised: 'fileNamesSomeone.dc:creator' });
  let kept = await database.db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, draft!.id));
  expect(kept.map((f) => [f.kind, f.originalName, f.mediaType])).toEqual([['manuscript', 'meu artigo.pdf', 'application/pdf']]);
  expect((await readUpload(kept[0]!.storageKey))?.subarray(0, 5).toString()).toBe('%PDF-');
  // A file that is not a document is refused by its content, whatever its name.
  expect(errorsOf(await post('files', { anonymised: file(strToU8('not a pdf'), 'anon.pdf') }))).toEqual({ anonymised: 'fileType' });
  expect(await post('files', { anonymised: file(docx(), 'anon.docx') })).toEqual({ kind: 'redirect', to: `/journal/${slug}/submit/metadata` });
  kept = await database.db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, draft!.id));
  expect(kept.map((f) => f.kind).sort()).toEqual(['anonymised', 'manuscript']);

  // Step 3: an ORCID iD whose check digit fails is refused, and what was typed is kept on the draft.
  const bad = await post('metadata', { ...metadata, 'authors.0.orcid': '0000-0002-1825-0098' });
  expect(errorsOf(bad)).toEqual({ 'authors.0.orcid': 'orcidInvalid' });
  expect(bad.kind === 'state' && bad.state.values.titlePt).toBe('Cidades que cuidam');
  let page = await wizardPage(database.db, { author, slug, step: 'metadata', number: null, locale: 'pt', saved: false });
  expect(page.step === 'metadata' && page.values['authors.0.affiliation']).toBe('Universidade de Teste');
  expect(page.step === 'metadata' && page.progress).toEqual({ type: true, files: true, metadata: false, declarations: false });
  expect(await post('metadata', metadata)).toEqual({ kind: 'redirect', to: `/journal/${slug}/submit/declarations` });

  // Step 4: a missing declaration is refused; all of them send it, once for one key.
  expect(errorsOf(await post('declarations', { original: 'on', submitKey: crypto.randomUUID() }))).toEqual({
    notUnderReview: 'declarationRequired',
    ethics: 'declarationRequired',
    conflictsConfirmed: 'declarationRequired',
  });
  const submitKey = crypto.randomUUID();
  const declarations = {
    original: 'on',
    notUnderReview: 'on',
    ethics: 'on',
    conflictsConfirmed: 'on',
    conflicts: '',
    coverLetter: 'Prezada equipe',
    submitKey,
  };
  const number = `RTA-${new Date().getUTCFullYear()}-0001`;
  expect(await post('declarations', declarations)).toEqual({ kind: 'redirect', to: `/journal/${slug}/submit/fee?n=${number}` });
  // Posted again (a double click, a reload): the same submission.
  expect(await post('declarations', declarations)).toEqual({ kind: 'redirect', to: `/journal/${slug}/submit/fee?n=${number}` });
  expect(await database.db.$count(submissions, eq(submissions.authorId, author.id))).toBe(1);
  const [row] = await database.db.select().from(submissions).where(eq(submissions.id, draft!.id));
  expect(row).toMatchObject({ number, status: 'awaiting-fee', coverLetter: 'Prezada equipe' });
  const named = await database.db.select({ safeName: submissionFiles.safeName }).from(submissionFiles).where(eq(submissionFiles.submissionId, draft!.id));
  expect(named.map((f) => f.safeName).sort()).toEqual([`${number}-r1-anonymised.docx`, `${number}-r1-manuscript.pdf`]);
  const mails = await database.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.type, 'mail.send'));
  expect(mails.map((m) => (m.payload as { to: string; subject: string }).subject)).toContain(`Submissão ${number} recebida: Cidades que cuidam`);

  // Step 5: the fee goes through the store: one order, reused when asked again, then the payment page.
  const pay = await post('fee', { currency: 'BRL' }, number);
  expect(pay.kind === 'redirect' && pay.to).toMatch(/^http:\/\/localhost:3000\/pay\/test\/tp_/);
  expect((await post('fee', { currency: 'BRL' }, number)).kind).toBe('redirect');
  const fees = await database.db
    .select({ id: orders.id, total: orders.total, currency: orders.currency, kind: orderItems.kind, slug: orderItems.productSlug })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orders.userId, author.id));
  expect(fees).toEqual([{ id: fees[0]!.id, total: 25000, currency: 'BRL', kind: 'fee', slug: number }]);
  const [withFee] = await database.db.select({ feeOrderId: submissions.feeOrderId }).from(submissions).where(eq(submissions.id, draft!.id));
  expect(withFee!.feeOrderId).toBe(fees[0]!.id);
  page = await wizardPage(database.db, { author, slug, step: 'fee', number, locale: 'pt', saved: false });
  expect(page).toMatchObject({ step: 'fee', number, pending: true, fee: { brl: 25000, usd: 5000, currency: 'BRL' } });
  const history = await database.db.select({ kind: submissionEvents.kind }).from(submissionEvents).where(eq(submissionEvents.submissionId, draft!.id));
  expect(history.map((e) => e.kind)).toEqual(['submitted', 'fee-order']);
});

it('shows a sent submission only to its author, and a closed journal takes no drafts', async () => {
  const other = { id: await createAccount(database.db), name: 'Outra', email: 'outra@ipe.test' };
  const [sent] = await database.db.select({ number: submissions.number }).from(submissions).where(eq(submissions.authorId, author.id));
  await expect(wizardPage(database.db, { author: other, slug, step: 'done', number: sent!.number, locale: 'pt', saved: false })).rejects.toMatchObject({
    code: 'not-found',
  });
  await expect(wizardPage(database.db, { author, slug: 'nao-existe', step: 'type', number: null, locale: 'pt', saved: false })).rejects.toMatchObject({
    code: 'not-found',
  });
  await createJournal(database.db, 'revista-fechada', { callForPapersOpen: false });
  const request = new Request('http://localhost:3000/journal/revista-fechada/submit', {
    method: 'POST',
    body: new URLSearchParams({ articleType: 'article' }),
  });
  const outcome = await wizardAction(database.db, {
    author,
    slug: 'revista-fechada',
    step: 'type',
    number: null,
    locale: 'pt',
    request,
    checkout: { placeFeeOrder, startPayment },
  });
  expect(outcome).toMatchObject({ kind: 'state', status: 409, state: { message: 'closed' } });
});

it('shows the author their submissions, with the history meant for them and the files they sent', async () => {
  const [sent] = await database.db.select().from(submissions).where(eq(submissions.authorId, author.id));
  const number = sent!.number!;
  // What the author must not see (a reviewer invited) stays out of their history.
  await database.db.insert(submissionEvents).values({ submissionId: sent!.id, kind: 'reviewer-invited', detail: { name: 'Parecerista' } });
  const mine = await mySubmission(database.db, author.id, number.toLowerCase(), 'en');
  expect(mine).toMatchObject({ number, status: 'awaiting-fee', title: 'Cities that care', feeDue: true, articleType: 'article' });
  expect(mine.history.map((e) => e.kind)).toEqual(['submitted', 'fee-order']);
  expect(mine.files.map((f) => [f.kind, f.name])).toEqual([
    ['manuscript', 'meu artigo.pdf'],
    ['anonymised', 'anon.docx'],
  ]);
  await expect(mySubmission(database.db, (await createAccount(database.db)) as string, number, 'pt')).rejects.toMatchObject({ code: 'not-found' });
  await expect(mySubmission(database.db, author.id, 'not-a-number', 'pt')).rejects.toMatchObject({ code: 'not-found' });
  // A draft started since shows in the list too, to go on with.
  await post('type', { articleType: 'essay', language: 'en' });
  const list = await mySubmissions(database.db, author.id, 'pt');
  expect(list.map((x) => [x.number, x.status])).toEqual([
    [null, 'draft'],
    [number, 'awaiting-fee'],
  ]);
});

it('starts the metadata with the account’s full name as the first author, not its given name alone', async () => {
  const id = await createAccount(database.db, { name: 'Rita', email: 'rita.sobrenome@ipe.test' });
  const page = await wizardPage(database.db, {
    author: { id, name: 'Rita', lastName: 'de Sousa Lima', email: 'rita.sobrenome@ipe.test' },
    slug,
    step: 'metadata',
    number: null,
    locale: 'pt',
    saved: false,
  });
  expect('values' in page && page.values['authors.0.name']).toBe('Rita de Sousa Lima');
  expect('values' in page && page.values['authors.0.email']).toBe('rita.sobrenome@ipe.test');
});
