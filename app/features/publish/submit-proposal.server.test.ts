import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '#app/lib/auth/session.server.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { jobs, openCalls, proposalDrafts, proposals, rateLimits, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { calendarDate } from '#app/lib/publisher-time.ts';
import type { Mail } from '#app/lib/mail/mail.server.ts';
import { localStorage as folderStorage } from '#app/lib/storage/storage.server.ts';
import { action, loader } from '#app/routes/publish/submit.tsx';
import { sessionUser, signedInArgs, unwrap } from '#app/test/route-args.ts';
import { SAMPLE_MAX_BYTES } from './proposal-limits.ts';
import { overlappingZipBomb } from '#app/lib/archive/zip-bombs.server.ts';
import { checkSample, sniffSample } from './proposal-sample.server.ts';
import type { ProposalFormState, ProposalValues } from './proposal-values.ts';
import { DEMO_BOOK_CALL, DEMO_COLLECTION_CALL, seedPublish } from './seed-publish.server.ts';
import { clearProposalDraft, handleProposalPost, loadProposalDraft, saveProposalDraft } from './submit-proposal.server.ts';

let database: TestDatabase;
let uploads: string;
const ana = sessionUser(randomUUID(), { name: 'Ana', lastName: 'Souza', email: 'ana@example.com' });

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  await database.db.insert(users).values({ id: ana.id, name: ana.name, lastName: ana.lastName, email: ana.email, emailVerified: true });
  // Seeded in October 2026: the demo book call is open from 1 October 2026 to 31 March 2027.
  await seedPublish(database.db, new Date('2026-10-15T15:00:00Z'));
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'proposal-uploads-'));
});
afterAll(async () => {
  await database.dispose();
  await fs.rm(uploads, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(proposals);
  await database.db.delete(proposalDrafts);
  await database.db.delete(jobs);
  await database.db.delete(rateLimits);
});

const valid: Record<string, string> = {
  type: 'single',
  openCall: '',
  title: 'Serviços públicos <b>em rede</b>',
  'authors.0.name': 'Ana Souza',
  'authors.0.email': 'ana@example.com',
  'authors.0.affiliation': 'UFPR',
  'authors.0.orcid': '0000-0002-1825-0097',
  'authors.0.bio': 'Pesquisadora de design de serviços.',
  description: 'Um livro sobre serviços públicos.',
  keywords: 'design, serviços, governo',
  summary: 'Três partes: contexto, métodos e casos.',
  'chapters.0.title': 'Contexto',
  'chapters.0.summary': 'Por que serviços públicos em rede.',
  'chapters.0.keywords': 'rede, estado, cidadania',
  needsIllustrations: 'no',
  thirdPartyImages: 'no',
  otherBooks: '',
  authorshipLink: 'lattes.cnpq.br/123',
  otherInformation: '',
};

function form(fields: Record<string, string>, file?: File): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file) data.append('sample', file);
  return data;
}

const files = () => folderStorage(uploads);
/** The post's answer as the page receives it: its status and the form's state. */
const post = async (fields: Record<string, string>, file?: File, user = ana, now?: Date) => {
  const outcome = await handleProposalPost(database.db, { user, locale: 'pt', formData: form(fields, file), files: files(), now });
  if (outcome.kind !== 'state') throw new Error(`redirect to ${outcome.to}`);
  return { status: outcome.status, body: outcome.state, headers: outcome.headers };
};

const routeArgs = (request: Request, user: SessionUser | null = ana) => signedInArgs(request, {}, user);

/** A real, minimal PDF (one empty page). */
const MINIMAL_PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

describe('sending a proposal', () => {
  it('stores one proposal and queues two mails (the author’s and the editors’), and clears the draft', async () => {
    await saveProposalDraft(database.db, ana.id, { ...(valid as unknown as ProposalValues), authors: [], chapters: [] });
    const request = new Request('http://localhost:3000/publish/submit', { method: 'POST', body: form({ ...valid, intent: 'send' }) });
    const { status, body } = unwrap<ProposalFormState>(await action(routeArgs(request)));
    expect(status).toBe(200);
    expect(body).toMatchObject({ form: 'proposal', ok: true, message: 'sent', result: { id: expect.any(Number) } });
    const rows = await database.db.select().from(proposals);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: ana.id,
      status: 'received',
      type: 'single',
      locale: 'pt',
      title: 'Serviços públicos <b>em rede</b>',
      keywords: ['design', 'serviços', 'governo'],
      authorshipLink: 'https://lattes.cnpq.br/123',
      needsIllustrations: false,
    });
    expect(rows[0]!.searchText).toContain('ana@example.com');
    const mails = (await database.db.select().from(jobs)).filter((job) => job.type === 'mail.send').map((job) => job.payload as Mail);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['ana@example.com', 'contato@localhost'].sort());
    const editors = mails.find((mail) => mail.to !== 'ana@example.com')!;
    expect(editors.replyTo).toBe('ana@example.com');
    expect(editors.text).toContain('Serviços públicos <b>em rede</b>');
    expect(editors.html).toContain('&lt;b&gt;em rede&lt;/b&gt;');
    expect(editors.html).not.toContain('<b>em rede</b>');
    expect(await loadProposalDraft(database.db, ana.id)).toBeNull();
  });

  it('answers a collection call while it is open, and refuses it once closed or for a proposal of the other kind', async () => {
    // The demo collection call took proposals from 8 May to 11 August 2023, São Paulo time.
    const during = new Date('2023-06-01T15:00:00Z');
    const ok = await post({ ...valid, type: 'collection', openCall: DEMO_COLLECTION_CALL }, undefined, ana, during);
    expect(ok.body).toMatchObject({ ok: true, message: 'sent' });
    const [row] = await database.db.select().from(proposals);
    const [call] = await database.db.select().from(openCalls).where(eq(openCalls.slug, DEMO_COLLECTION_CALL));
    expect(row!.openCallId).toBe(call!.id);
    const after = await post({ ...valid, type: 'collection', openCall: DEMO_COLLECTION_CALL }, undefined, ana, new Date('2023-08-12T03:00:00Z'));
    expect(after).toMatchObject({ status: 400, body: { message: 'checkFields', errors: { openCall: 'openCallUnavailable' } } });
    const single = await post({ ...valid, type: 'single', openCall: DEMO_COLLECTION_CALL }, undefined, ana, during);
    expect(single).toMatchObject({ status: 400, body: { errors: { openCall: 'openCallUnavailable' } } });
    const wrongKind = await post({ ...valid, type: 'collection', openCall: DEMO_BOOK_CALL }, undefined, ana, new Date('2026-11-23T15:00:00Z'));
    expect(wrongKind).toMatchObject({ status: 400, body: { errors: { openCall: 'openCallUnavailable' } } });
    expect(await database.db.select().from(proposals)).toHaveLength(1);
  });

  it('answers bad input with 400, the errors and every value as typed; stores nothing', async () => {
    const { status, body } = await post({ ...valid, title: '', 'chapters.0.keywords': 'um, dois', 'authors.0.email': 'nope' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ form: 'proposal', message: 'fillAllRequired' });
    expect(body.errors).toEqual({ title: 'required', 'authors.0.email': 'emailInvalid', 'chapters.0.keywords': 'chapterKeywordsCount' });
    expect(body.values.description).toBe(valid.description);
    expect(body.values.chapters[0]!.keywords).toBe('um, dois');
    expect(body.values.authors[0]!.email).toBe('nope');
    expect(await database.db.select().from(proposals)).toHaveLength(0);
    expect(await database.db.select().from(jobs)).toHaveLength(0);
  });

  it('refuses a hand-made empty post field by field, without a 500', async () => {
    const { status, body } = await post({});
    expect(status).toBe(400);
    expect(body.ok).toBeUndefined();
    expect(body.errors.type).toBe('required');
    expect(body.errors['chapters.0.title']).toBe('required');
  });

  it('keeps every value and answers 503 when the database fails', async () => {
    await database.db.delete(users).where(eq(users.id, ana.id));
    try {
      // The proposal's user no longer exists: the insert fails on its foreign key.
      const file = new File([MINIMAL_PDF], 'amostra.pdf', { type: 'application/pdf' });
      const { status, body } = await post({ ...valid, intent: 'send' }, file);
      expect(status).toBe(503);
      expect(body).toMatchObject({ message: 'sendFailed', values: { title: valid.title } });
      expect(await database.db.select().from(jobs)).toHaveLength(0);
      // The sample stored inside the failed transaction is gone again.
      const left = await fs.readdir(path.join(uploads, 'proposals'), { recursive: true }).catch(() => []);
      expect(left.filter((name) => String(name).endsWith('.pdf'))).toEqual([]);
    } finally {
      await database.db.insert(users).values({ id: ana.id, name: ana.name, lastName: ana.lastName, email: ana.email, emailVerified: true });
    }
  });

  it('stores a checked sample under proposals/<id>/', async () => {
    const file = new File([MINIMAL_PDF], 'Meu livro.pdf', { type: 'application/pdf' });
    const { body } = await post({ ...valid, intent: 'send' }, file);
    if (!body.result) throw new Error(body.message);
    const [row] = await database.db.select().from(proposals);
    expect(row!.sampleFile).toMatch(new RegExp(`^proposals/${body.result.id}/[0-9a-f]{12}-amostra\\.pdf$`));
    expect(row).toMatchObject({ sampleName: 'Meu livro.pdf', sampleBytes: MINIMAL_PDF.length });
    expect(await fs.readFile(path.join(uploads, row!.sampleFile!), 'utf8')).toBe(MINIMAL_PDF);
  });

  it('refuses the eleventh send in an hour with 429, keeping the values', async () => {
    for (let i = 0; i < 10; i++) expect((await post({ ...valid, intent: 'send' })).status).toBe(200);
    const refused = await post({ ...valid, intent: 'send' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: 'tooManySends', params: { minutes: expect.any(Number) }, values: { title: valid.title } });
    expect(new Headers(refused.headers).get('Retry-After')).toMatch(/^\d+$/);
  });
});

describe('the sample check, by content', () => {
  it('accepts a real minimal PDF', async () => {
    const result = await checkSample(new File([MINIMAL_PDF], 'x.pdf'));
    expect(result).toMatchObject({ ok: true, sample: { kind: 'pdf', mediaType: 'application/pdf' } });
  });

  it('accepts a DOCX and an ODT by their entries', async () => {
    const docx = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w:document/>') });
    const odt = zipSync({ mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }], 'content.xml': strToU8('<office:document-content/>') });
    const otherZip = zipSync({ 'readme.txt': strToU8('hello') });
    expect(await sniffSample(docx)).toBe('docx');
    expect(await sniffSample(odt)).toBe('odt');
    expect(await sniffSample(otherZip)).toBeNull();
  });

  // That nothing is inflated first is proven where the archive is read (lib/archive/zip-reader.server.test.ts), without timing it.
  it('refuses the overlapping-entries zip bomb with its own message', async () => {
    const bomb = overlappingZipBomb();
    expect(bomb.length).toBeLessThan(24 * 1024);
    expect(await checkSample(new File([bomb], 'amostra.docx'))).toEqual({ ok: false, error: 'sampleUnsafe' });
  });

  it('refuses a text file renamed .pdf', async () => {
    expect(await checkSample(new File(['just some text'], 'book.pdf', { type: 'application/pdf' }))).toEqual({ ok: false, error: 'sampleType' });
  });

  it('refuses a file over the limit', async () => {
    const big = new Uint8Array(SAMPLE_MAX_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-1.4'));
    expect(await checkSample(new File([big], 'big.pdf'))).toEqual({ ok: false, error: 'sampleTooLarge' });
  });

  it('takes no file chosen as no sample', async () => {
    expect(await checkSample(new File([], ''))).toEqual({ ok: true, sample: null });
    expect(await checkSample(null)).toEqual({ ok: true, sample: null });
  });

  it('refuses the proposal at the sample field, keeping the values', async () => {
    const { status, body } = await post({ ...valid, intent: 'send' }, new File(['plain text'], 'x.docx'));
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { sample: 'sampleType' }, values: { title: valid.title } });
    expect(await database.db.select().from(proposals)).toHaveLength(0);
  });
});

describe('drafts and list buttons', () => {
  it('saves, loads and clears the server draft', async () => {
    const { status, body } = await post({ ...valid, title: 'Rascunho', intent: 'save-draft' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, message: 'draftSaved' });
    const draft = await loadProposalDraft(database.db, ana.id);
    expect(draft?.values.title).toBe('Rascunho');
    expect(draft?.values.chapters).toHaveLength(1);
    await clearProposalDraft(database.db, ana.id);
    expect(await loadProposalDraft(database.db, ana.id)).toBeNull();
  });

  it('the loader fills the form from the server draft, and ?call= preselects an open call', async () => {
    await post({ ...valid, title: 'Meu rascunho', intent: 'save-draft' });
    const result = (await loader(routeArgs(new Request('http://localhost:3000/publish/submit')))) as {
      signedIn: boolean;
      values: ProposalValues;
      draftUpdatedAt: string;
    };
    expect(result.signedIn).toBe(true);
    expect(result.values.title).toBe('Meu rascunho');
    expect(result.draftUpdatedAt).toMatch(/^\d{4}-/);
    await clearProposalDraft(database.db, ana.id);
    // A book call open today, whatever day the test runs.
    const day = (offset: number) => calendarDate(new Date(Date.now() + offset * 86_400_000));
    await database.db.insert(openCalls).values({
      slug: 'chamada-de-hoje',
      kind: 'book',
      status: 'published',
      titlePt: 'Hoje',
      titleEn: 'Today',
      opensOn: day(-1),
      closesOn: day(60),
      feedbackWeeks: 4,
    });
    const blank = (await loader(routeArgs(new Request('http://localhost:3000/publish/submit?call=chamada-de-hoje')))) as {
      values: ProposalValues;
      calls: { slug: string }[];
    };
    expect(blank.values.authors[0]).toMatchObject({ name: 'Ana Souza', email: 'ana@example.com' });
    expect(blank.calls.map((call) => call.slug)).toContain('chamada-de-hoje');
    expect(blank.values).toMatchObject({ openCall: 'chamada-de-hoje', type: 'single' });
    const closed = (await loader(routeArgs(new Request(`http://localhost:3000/publish/submit?call=${DEMO_COLLECTION_CALL}`)))) as { values: ProposalValues };
    expect(closed.values.openCall).toBe('');
    await database.db.delete(openCalls).where(eq(openCalls.slug, 'chamada-de-hoje'));
  });

  it('signed out, the loader offers sign-in links that come back with the call', async () => {
    const result = (await loader(routeArgs(new Request('http://localhost:3000/en/publish/submit?call=abc'), null))) as {
      signedIn: boolean;
      login: string;
      register: string;
    };
    expect(result.signedIn).toBe(false);
    expect(result.login).toBe(`/en/login?redirect=${encodeURIComponent('/en/publish/submit?call=abc')}`);
    expect(result.register).toBe(`/en/register?redirect=${encodeURIComponent('/en/publish/submit?call=abc')}`);
  });

  it('adds, moves and removes chapters, keeping everything typed (and saving the draft)', async () => {
    const added = await post({ ...valid, intent: 'add-chapter' });
    expect(added).toMatchObject({ status: 200, body: { form: 'proposal', errors: {} } });
    expect(added.body.ok).toBeUndefined();
    expect(added.body.values.chapters).toHaveLength(2);
    expect(added.body.values.title).toBe(valid.title);
    const two = { ...valid, 'chapters.1.title': 'Métodos', 'chapters.1.summary': 's', 'chapters.1.keywords': 'a, b, c' };
    const moved = await post({ ...two, intent: 'move-chapter-up:1' });
    expect(moved.body.values.chapters.map((c) => c.title)).toEqual(['Métodos', 'Contexto']);
    const removed = await post({ ...two, intent: 'remove-chapter:0' });
    expect(removed.body.values.chapters.map((c) => c.title)).toEqual(['Métodos']);
    expect((await loadProposalDraft(database.db, ana.id))?.values.chapters.map((c) => c.title)).toEqual(['Métodos']);
    expect(await database.db.select().from(proposals)).toHaveLength(0);
  });

  it('refuses a draft larger than the bound', async () => {
    const { status } = await post({ ...valid, description: 'x'.repeat(500_000), intent: 'save-draft' });
    expect(status).toBe(413);
    expect(await loadProposalDraft(database.db, ana.id)).toBeNull();
  });

  it('sends people who are signed out to sign in', async () => {
    const request = new Request('http://localhost:3000/publish/submit', { method: 'POST', body: form(valid) });
    await expect(action(routeArgs(request, null))).rejects.toMatchObject({ status: 302 });
  });
});
