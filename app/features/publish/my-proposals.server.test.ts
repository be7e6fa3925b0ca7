import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '#app/lib/auth/session.server.ts';
import { config } from '#app/lib/config.server.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { auditLog, jobs, openCalls, proposalMessages, proposals } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import type { Mail } from '#app/lib/mail/mail.server.ts';
import ProposalPage, { action, loader } from '#app/routes/account/proposal.tsx';
import { formRequest, sessionUser, signedInArgs, unwrap } from '#app/test/route-args.ts';
import { MyProposals } from './components/my-proposals.tsx';
import { ProposalView } from './components/proposal-view.tsx';
import { getMyProposal, listMyProposals, type MyProposal } from './my-proposals.server.ts';
import { getProposalDocument, type ProposalDocument } from './proposal-document.server.ts';
import { createAccount, insertProposal } from './test-support.ts';

let database: TestDatabase;
let ana: SessionUser;
let bruno: SessionUser;
let editor: string;
let callId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  ana = sessionUser(await createAccount(database.db, { name: 'Ana' }), { name: 'Ana', lastName: 'Souza' });
  bruno = sessionUser(await createAccount(database.db, { name: 'Bruno' }), { name: 'Bruno', lastName: 'Souza' });
  editor = await createAccount(database.db, { name: 'Clara', role: 'user,admin' });
  const [call] = await database.db
    .insert(openCalls)
    .values({
      slug: 'educacao-publica',
      kind: 'book',
      status: 'published',
      titlePt: 'Educação pública',
      titleEn: 'Public education',
      opensOn: '2026-01-01',
      closesOn: '2026-12-31',
      feedbackWeeks: 4,
    })
    .returning({ id: openCalls.id });
  callId = call!.id;
});
afterAll(() => database.dispose());
beforeEach(async () => {
  await database.db.delete(proposals);
  await database.db.delete(jobs);
  await database.db.delete(auditLog);
});

const page = (id: number | string, user: SessionUser = ana, path = `/account/proposals/${id}`) =>
  signedInArgs(new Request(`http://localhost:3000${path}`), { id: String(id) }, user);
const post = (id: number | string, fields: Record<string, string>, user: SessionUser = ana, path = `/account/proposals/${id}`) =>
  signedInArgs(formRequest(path, fields), { id: String(id) }, user);

/** The status a loader or action threw (data() or a Response), or the test fails. */
async function thrownStatus(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    return unwrap(thrown).status;
  }
  throw new Error('nothing was thrown');
}

const statusOf = async (id: number) => (await database.db.select({ status: proposals.status }).from(proposals).where(eq(proposals.id, id)))[0]?.status;
const mails = async () => (await database.db.select().from(jobs)).filter((job) => job.type === 'mail.send').map((job) => job.payload as Mail);

async function addMessage(proposalId: number, kind: 'message' | 'note', body: string, createdAt: Date) {
  await database.db.insert(proposalMessages).values({ proposalId, authorId: editor, kind, body, createdAt });
}

describe('the account’s list of proposals', () => {
  it('shows only this account’s proposals, newest first, with the call’s title and the editors’ messages (notes not counted)', async () => {
    const older = await insertProposal(database.db, ana.id, { title: 'Primeiro livro', submittedAt: new Date('2026-02-01T12:00:00Z') });
    const newer = await insertProposal(database.db, ana.id, { title: 'Segundo livro', openCallId: callId, submittedAt: new Date('2026-03-01T12:00:00Z') });
    await insertProposal(database.db, bruno.id, { title: 'O livro do Bruno' });
    await addMessage(older, 'message', 'Estamos lendo.', new Date('2026-02-10T12:00:00Z'));
    await addMessage(older, 'message', 'Gostamos muito.', new Date('2026-02-20T12:00:00Z'));
    await addMessage(older, 'note', 'Nota interna.', new Date('2026-02-25T12:00:00Z'));
    await addMessage(newer, 'note', 'Só uma nota.', new Date('2026-03-02T12:00:00Z'));

    const list = await listMyProposals(database.db, ana.id, 'pt');
    expect(list.map((p) => p.title)).toEqual(['Segundo livro', 'Primeiro livro']);
    expect(list[0]).toMatchObject({
      id: newer,
      status: 'received',
      callTitle: 'Educação pública',
      messages: 0,
      lastMessageAt: null,
      submittedAt: '2026-03-01T12:00:00.000Z',
    });
    expect(list[1]).toMatchObject({ id: older, callTitle: null, messages: 2, lastMessageAt: '2026-02-20T12:00:00.000Z' });
    expect((await listMyProposals(database.db, ana.id, 'en'))[0]!.callTitle).toBe('Public education');
    expect(await listMyProposals(database.db, editor, 'pt')).toEqual([]);
  });

  it('keeps to the newest 50', async () => {
    for (let i = 0; i < 51; i++) await insertProposal(database.db, ana.id, { title: `Livro ${i}`, submittedAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
    const list = await listMyProposals(database.db, ana.id, 'pt');
    expect(list).toHaveLength(50);
    expect(list[0]!.title).toBe('Livro 50');
    expect(list.at(-1)!.title).toBe('Livro 1');
  });

  it('the account section: each proposal with its date, status and messages; none, an invitation to publish', () => {
    const render = (path: string, list: Parameters<typeof MyProposals>[0]['proposals']) => {
      const Stub = createRoutesStub([{ path: '*', Component: () => createElement(MyProposals, { proposals: list }) }]);
      return renderToString(createElement(Stub, { initialEntries: [path] }));
    };
    const empty = render('/en/account', []);
    expect(empty).toContain('>My proposals</h2>');
    expect(empty).toContain('You have not sent any book proposal yet.');
    expect(empty).toMatch(/href="\/en\/publish"[^>]*>Publish with us</);
    expect(render('/account', [])).toMatch(/href="\/publish"[^>]*>Publique conosco</);
    const one = {
      id: 7,
      title: 'Serviços <b>públicos</b>',
      status: 'under-review' as const,
      submittedAt: '2026-03-01T15:00:00.000Z',
      updatedAt: '2026-03-05T15:00:00.000Z',
      callTitle: null,
    };
    const html = render('/en/account', [{ ...one, messages: 2, lastMessageAt: '2026-03-06T15:00:00.000Z' }]);
    expect(html).toMatch(/href="\/en\/account\/proposals\/7"[^>]*>Serviços &lt;b&gt;públicos&lt;\/b&gt;</);
    expect(html).toContain('Sent on Mar 1, 2026');
    expect(html).toContain('Under review');
    expect(html).toContain('2 messages from the editorial team, the latest on Mar 6, 2026');
    expect(html).not.toContain('Publish with us');
    const pt = render('/account', [{ ...one, messages: 1, lastMessageAt: '2026-03-06T15:00:00.000Z' }]);
    expect(pt).toContain('1 mensagem da equipe editorial, em 6 de mar. de 2026');
    expect(render('/account', [{ ...one, messages: 0, lastMessageAt: null }])).not.toContain('equipe editorial');
  });
});

describe('one proposal for its author', () => {
  it('has the whole proposal and the editors’ messages, oldest first, never the internal notes', async () => {
    const id = await insertProposal(database.db, ana.id, {
      openCallId: callId,
      sampleFile: 'proposals/x.pdf',
      sampleName: 'amostra.pdf',
      sampleBytes: 2_500_000,
    });
    await addMessage(id, 'message', 'Segunda mensagem.', new Date('2026-02-20T12:00:00Z'));
    await addMessage(id, 'note', 'Parecer interno: fraco.', new Date('2026-02-15T12:00:00Z'));
    await addMessage(id, 'message', 'Primeira mensagem.\nCom duas linhas.', new Date('2026-02-10T12:00:00Z'));

    const found = await getMyProposal(database.db, id, ana.id, 'en');
    expect(found!.messages.map((m) => m.body)).toEqual(['Primeira mensagem.\nCom duas linhas.', 'Segunda mensagem.']);
    expect(found!.messages[0]!.createdAt).toBe('2026-02-10T12:00:00.000Z');
    expect(JSON.stringify(found)).not.toContain('Parecer interno');
    expect(found!.canWithdraw).toBe(true);
    expect(found!.document).toMatchObject({
      id,
      title: 'Serviços públicos em rede',
      openCall: { slug: 'educacao-publica', title: 'Public education' },
      sample: { name: 'amostra.pdf', bytes: 2_500_000 },
      locale: 'pt',
      status: 'received',
    });
    expect(await getMyProposal(database.db, id, bruno.id, 'en')).toBeNull();

    // The same through the page's loader.
    const { body } = unwrap<MyProposal & { metaTitle: string }>(await loader(page(id)));
    expect(body.metaTitle).toBe('Proposta: Serviços públicos em rede');
    expect(body.messages).toHaveLength(2);
    expect(JSON.stringify(body)).not.toContain('Parecer interno');
  });

  it('the document: every field, the call in the page’s language, no sample when none was sent; with ownerId, only the owner’s', async () => {
    const id = await insertProposal(database.db, ana.id, {
      type: 'collection',
      openCallId: callId,
      otherBooks: 'Outro livro',
      authorshipLink: 'https://lattes.cnpq.br/1',
      otherInformation: 'Nada mais.',
    });
    const doc = await getProposalDocument(database.db, id, 'pt');
    expect(doc).toMatchObject({
      type: 'collection',
      openCall: { slug: 'educacao-publica', title: 'Educação pública' },
      authors: [{ name: 'Ana Souza', email: 'ana@example.com', affiliation: 'UFPR', orcid: '', bio: 'Pesquisadora.' }],
      description: 'Um livro sobre serviços públicos.',
      keywords: ['design', 'serviços'],
      summary: 'Três partes.',
      chapters: [{ title: 'Contexto', summary: 'Por quê.', keywords: ['a', 'b', 'c'] }],
      needsIllustrations: false,
      thirdPartyImages: false,
      otherBooks: 'Outro livro',
      authorshipLink: 'https://lattes.cnpq.br/1',
      otherInformation: 'Nada mais.',
      sample: null,
    });
    expect(doc!.submittedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(doc!.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await getProposalDocument(database.db, id, 'pt', { ownerId: bruno.id })).toBeNull();
    expect(await getProposalDocument(database.db, id, 'pt', { ownerId: ana.id })).toEqual(doc);
    expect(await getProposalDocument(database.db, id + 1000, 'pt')).toBeNull();
  });

  it('another account’s proposal and a malformed id are not found (404) from the loader and the action', async () => {
    const id = await insertProposal(database.db, ana.id);
    expect(await thrownStatus(() => loader(page(id, bruno)))).toBe(404);
    for (const bad of ['abc', '1.5', '-1', '01x', '9999999999999999999']) expect(await thrownStatus(() => loader(page(bad)))).toBe(404);
    expect(await thrownStatus(() => loader(page(id + 1000)))).toBe(404);
    expect(await thrownStatus(() => action(post(id, { intent: 'withdraw', status: 'received', confirm: 'yes' }, bruno)))).toBe(404);
    expect(await thrownStatus(() => action(post('abc', { intent: 'withdraw', status: 'received', confirm: 'yes' })))).toBe(404);
    expect(await statusOf(id)).toBe('received');
    expect(await mails()).toEqual([]);
  });

  it('signed out, the loader sends to sign in', async () => {
    const id = await insertProposal(database.db, ana.id);
    const args = signedInArgs(new Request(`http://localhost:3000/account/proposals/${id}`), { id: String(id) }, null);
    expect(await thrownStatus(() => loader(args))).toBe(302);
  });
});

describe('withdrawing through the page', () => {
  it('without the box ticked: 400 with the field’s message, and nothing changes', async () => {
    const id = await insertProposal(database.db, ana.id);
    const { status, body } = unwrap<{ errors: Record<string, string> }>(await action(post(id, { intent: 'withdraw', status: 'received' })));
    expect(status).toBe(400);
    expect(body.errors).toEqual({ confirm: 'confirmRequired' });
    expect(await statusOf(id)).toBe('received');
    expect(await mails()).toEqual([]);
    expect(await database.db.select().from(auditLog)).toEqual([]);
    // Another intent, or a status that does not exist, is refused too.
    expect(unwrap(await action(post(id, { intent: 'delete', status: 'received', confirm: 'yes' }))).status).toBe(400);
    expect(unwrap(await action(post(id, { intent: 'withdraw', status: 'gone', confirm: 'yes' }))).status).toBe(400);
    expect(await statusOf(id)).toBe('received');
  });

  it('with the box ticked: back to the page with a notice, the proposal withdrawn, the editors told by mail', async () => {
    const id = await insertProposal(database.db, ana.id, { status: 'under-review' });
    // A redirect is thrown (respond), as every form's.
    const result = await action(post(id, { intent: 'withdraw', status: 'under-review', confirm: 'yes' }, ana, `/en/account/proposals/${id}`)).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`/en/account/proposals/${id}?done=withdrawn`);
    expect(await statusOf(id)).toBe('withdrawn');
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(config().submissionsTo);
    expect(
      await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'proposal'), eq(auditLog.action, 'proposal.withdraw'))),
    ).toHaveLength(1);
    const { body } = unwrap<MyProposal>(await loader(page(id)));
    expect(body.canWithdraw).toBe(false);
    expect(body.document.status).toBe('withdrawn');
  });

  it('a proposal that moved meanwhile: 409 and nothing done', async () => {
    const id = await insertProposal(database.db, ana.id);
    await database.db.update(proposals).set({ status: 'under-review' }).where(eq(proposals.id, id));
    const { status, body } = unwrap<{ form: string; message: string }>(await action(post(id, { intent: 'withdraw', status: 'received', confirm: 'yes' })));
    expect(status).toBe(409);
    expect(body).toMatchObject({ form: 'withdraw', message: 'conflict' });
    expect(await statusOf(id)).toBe('under-review');
    expect(await mails()).toEqual([]);
  });

  it('an accepted proposal offers no withdrawal, and a forged post is refused with 409', async () => {
    const id = await insertProposal(database.db, ana.id, { status: 'accepted' });
    const { body } = unwrap<MyProposal>(await loader(page(id)));
    expect(body.canWithdraw).toBe(false);
    expect(unwrap(await action(post(id, { intent: 'withdraw', status: 'accepted', confirm: 'yes' }))).status).toBe(409);
    expect(await statusOf(id)).toBe('accepted');
    expect(await mails()).toEqual([]);
  });
});

describe('the proposal page', () => {
  const document: ProposalDocument = {
    id: 12,
    type: 'single',
    openCall: null,
    title: 'Serviços <img src=x onerror=alert(1)>',
    authors: [
      {
        name: 'Ana <script>alert(1)</script>',
        email: 'ana@example.com',
        affiliation: 'UFPR',
        orcid: '0000-0002-1825-0097',
        bio: 'Linha um.\nLinha <em>dois</em>.',
      },
      { name: 'Bruno', email: 'bruno@example.com', affiliation: '', orcid: '', bio: '' },
    ],
    description: 'Descrição <b>negrito</b>',
    keywords: ['design', '<i>x</i>'],
    summary: 'Sumário',
    chapters: [{ title: 'Capítulo <u>um</u>', summary: 'Resumo <a href="https://evil.test">link</a>', keywords: ['a', 'b', 'c'] }],
    needsIllustrations: true,
    thirdPartyImages: false,
    otherBooks: '',
    authorshipLink: 'https://lattes.cnpq.br/123',
    otherInformation: '<iframe src="https://evil.test"></iframe>',
    sample: { name: 'amostra<1>.pdf', bytes: 2_621_440 },
    locale: 'pt',
    status: 'under-review',
    submittedAt: '2026-03-01T15:00:00.000Z',
    updatedAt: '2026-03-05T15:00:00.000Z',
  };

  const renderView = (proposal: ProposalDocument, path = '/account/proposals/12', sampleHref?: string) => {
    const Stub = createRoutesStub([{ path: '*', Component: () => createElement(ProposalView, { proposal, sampleHref }) }]);
    return renderToString(createElement(Stub, { initialEntries: [path] }));
  };

  it('shows HTML in the fields as text, never as elements', () => {
    const html = renderView(document);
    for (const tag of ['<img', '<script', '<b>', '<em>', '<i>', '<u>', '<iframe', 'href="https://evil.test"']) expect(html).not.toContain(tag);
    expect(html).toContain('Serviços &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Ana &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Descrição &lt;b&gt;negrito&lt;/b&gt;');
    expect(html).toContain('&lt;iframe src=&quot;https://evil.test&quot;&gt;&lt;/iframe&gt;');
    expect(html).toContain('class="whitespace-pre-line">Linha um.\nLinha &lt;em&gt;dois&lt;/em&gt;.');
  });

  it('shows every field: facts, authors with ORCID links, chapters in order with keywords, the sample', () => {
    const html = renderView(document, '/en/account/proposals/12');
    expect(html).toContain('<h2 id="sent-proposal-about" class="text-2xl font-semibold">About the proposal</h2>');
    expect(html).toContain('Single proposal (one book)');
    expect(html).toContain('None: single proposal');
    expect(html).toContain('design, &lt;i&gt;x&lt;/i&gt;');
    expect(html).toMatch(/Does the book need illustrations\?<\/dt><dd class="min-w-0">Yes</);
    expect(html).toMatch(/third-party copyrighted images\?<\/dt><dd class="min-w-0">No</);
    expect(html).toContain('href="https://orcid.org/0000-0002-1825-0097"');
    expect(html).toMatch(/Chapter keywords:<\/span> (<!-- -->)?a, b, c/);
    expect(html).toContain('<ol class="list-decimal');
    expect(html).toContain('amostra&lt;1&gt;.pdf (2.5 MB)');
    expect(html).not.toContain('download=""');
    expect(html).toContain('Not given');
    expect(renderView(document, '/en/account/proposals/12', '/admin/submissions/12/sample')).toMatch(
      /<a href="\/admin\/submissions\/12\/sample"[^>]*download="">amostra&lt;1&gt;.pdf \(2.5 MB\)<\/a>/,
    );
    expect(renderView({ ...document, sample: null }, '/en/account/proposals/12')).toContain('No file sent');
    expect(renderView(document, '/account/proposals/12')).toContain('amostra&lt;1&gt;.pdf (2,5 MB)');
  });

  it('the authorship link is a link only when it is http(s)', () => {
    const linked = renderView(document);
    expect(linked).toContain('<a href="https://lattes.cnpq.br/123" rel="nofollow noopener noreferrer"');
    for (const unsafe of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'lattes.cnpq.br/123', 'ftp://example.com/x']) {
      const html = renderView({ ...document, authorshipLink: unsafe });
      expect(html).not.toContain('rel="nofollow noopener noreferrer"');
      expect(html).not.toContain(`href="${unsafe}"`);
    }
    expect(renderView({ ...document, authorshipLink: 'javascript:alert(1)' })).toContain('>javascript:alert(1)</p>');
  });

  it('the page: status with its explanation and date, the messages as text, the withdraw form while allowed', () => {
    const render = (path: string, data: MyProposal, actionData?: unknown) => {
      const props = { loaderData: { ...data, metaTitle: '' }, actionData, params: { id: '12' }, matches: [] } as never;
      const Stub = createRoutesStub([{ path: '*', Component: () => createElement(ProposalPage, props) }]);
      return renderToString(createElement(Stub, { initialEntries: [path] }));
    };
    const data: MyProposal = {
      document,
      messages: [{ id: 1, body: 'Olá <b>Ana</b>\nsegunda linha', createdAt: '2026-03-02T15:00:00.000Z' }],
      canWithdraw: true,
    };
    const html = render('/en/account/proposals/12', data);
    expect(html).toContain('Under review');
    expect(html).toContain('since March 5, 2026');
    expect(html).toContain('The editorial team and the editorial board are assessing your proposal.');
    expect(html).toContain('>Messages from the editorial team</h2>');
    expect(html).toContain('Olá &lt;b&gt;Ana&lt;/b&gt;\nsegunda linha');
    expect(html).toContain('<input type="hidden" name="status" value="under-review"/>');
    expect(html).toContain('<input type="hidden" name="intent" value="withdraw"/>');
    expect(html).toMatch(/<input id="withdraw-confirm" type="checkbox" required=""[^>]*name="confirm" value="yes"\/>/);
    expect(html).toContain('<label for="withdraw-confirm" class="font-medium">I want to withdraw this proposal</label>');
    expect(html).toMatch(/href="\/en\/account"[^>]*>Back to my account</);

    const refused = render('/account/proposals/12', data, { form: 'withdraw', values: {}, errors: { confirm: 'confirmRequired' }, revision: 1 });
    expect(refused).toContain('aria-invalid="true" aria-describedby="withdraw-confirm-error"');
    expect(refused).toContain(
      '<p id="withdraw-confirm-error" class="text-sm font-medium text-danger">Marque a caixa para confirmar que quer retirar a proposta.</p>',
    );
    expect(render('/account/proposals/12', data, { form: 'withdraw', values: {}, errors: {}, message: 'conflict', revision: 1 })).toContain(
      'Esta proposta mudou enquanto você a via e não foi retirada.',
    );

    const fresh = render('/account/proposals/12', { document: { ...document, status: 'received' }, messages: [], canWithdraw: true });
    expect(fresh).toContain('Nenhuma mensagem ainda.');
    expect(fresh).not.toContain('desde ');
    const decided = render('/en/account/proposals/12', { ...data, document: { ...document, status: 'accepted' }, canWithdraw: false });
    expect(decided).not.toContain('name="intent"');
    expect(decided).not.toContain('withdraw-confirm');
  });
});
