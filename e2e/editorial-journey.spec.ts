/**
 * Peer review from end to end, one continuous journey per language (issue 51), on a manuscript the
 * journey submits to a journal of its own (the administrator opens it with a call for papers, so
 * that no other journey counts its issues or submissions):
 *
 *   an author submits (the browser's and the server's checks on the way) and pays the fee → the
 *   administrator makes an editor, who finds it on the desk (on a phone too), sends it to review
 *   and invites two reviewers by e-mail → one accepts by the mail's link without an account and
 *   writes and sends the review with the keyboard only (on a phone), the other declines (on a
 *   phone), a third is invited, accepts and reviews with an annotated file → the editor asks for
 *   minor revisions with an edited letter → the author revises with a response → the editor
 *   accepts → the administrator opens an issue, the editor makes the article in it with one
 *   action → published, its page shows when it was received, accepted and published.
 *
 * On the way, the anonymity journey: signed in as each reviewer, every page, link, file (its
 * document properties included) and mail they can reach names no author; as the author, none
 * names a reviewer. Axe in light and dark on every page new to the journey. Side cases: the
 * invitation's used, altered and expired links (the expired one is seeded: scripts/e2e-seed.ts),
 * the desk, a workspace and another's review answer 404 to those without a role there, and after
 * major revisions a revised version goes back to review (the demo's history, CIE-2026-0006).
 */
import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { strToU8, unzipSync, zipSync } from 'fflate';
import {
  authorSubmissionsMessages,
  demoEmail,
  deskMessages,
  editorialMessages,
  journeyTokens,
  namingPdf,
  plainPdf,
  reviewMessages,
  revisionMessages,
} from '../app/features/editorial/testing.server.ts';
import { E2E_ORIGIN, READER_PASSWORD } from '../playwright.config.ts';
import { calendarDate } from '../app/lib/publisher-time.ts';
import {
  appReady,
  asAdmin,
  expectNoAxeViolations,
  expectNoAxeViolationsLightAndDark,
  newReader,
  readOutbox,
  signIn,
  signInByPost,
  uniqueEmail,
  waitForMail,
  type OutboxMail,
} from './support.ts';

type Locale = 'pt' | 'en';
const at = (locale: Locale, path: string) => (locale === 'pt' ? path : `/en${path}`);
const main = (page: Page) => page.getByRole('main');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

/** A small but real DOCX, with `creator` in its core properties (or none) and `text` in its body. */
function docx(text: string, creator = ''): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
      ),
      'docProps/core.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Bairros que cuidam</dc:title><dc:creator>${creator}</dc:creator></cp:coreProperties>`,
      ),
    }),
  );
}

const words = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ');
const docxFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/octet-stream', buffer });
const pdfFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/pdf', buffer });

/** The submission wizard's words (its pages are the author's). */
const W = {
  pt: {
    submitHere: 'Submeter um manuscrito',
    type: 'Tipo de texto',
    language: 'Idioma do manuscrito',
    article: 'Artigo',
    portuguese: 'Português',
    choose: 'Escolha uma opção.',
    continue: 'Salvar e continuar',
    manuscript: 'Manuscrito completo',
    anonymised: 'Cópia anonimizada (obrigatória)',
    fileRequired: 'Escolha um arquivo.',
    namesAuthor: /ainda nomeiam a autoria/,
    kept: 'Guardado: ',
    titlePt: 'Título em português',
    titleEn: 'Título em inglês',
    abstractPt: 'Resumo em português',
    abstractEn: 'Resumo em inglês (abstract)',
    keywordsPt: 'Palavras-chave em português',
    keywordsEn: 'Palavras-chave em inglês',
    affiliation: 'Afiliação',
    orcid: 'ORCID iD',
    author1: 'Pessoa autora 1',
    orcidInvalid: /Este ORCID iD não confere/,
    creditRequired: 'Marque ao menos um papel desta pessoa no trabalho.',
    credit: 'Conceituação',
    original: 'O manuscrito é original e não foi publicado antes.',
    notUnderReview: 'Não está em avaliação em outra revista.',
    ethics: /A pesquisa seguiu os princípios éticos/,
    confirmed: /Declarei acima todos os conflitos/,
    declarationRequired: 'Marque esta declaração para enviar.',
    coverLetter: 'Carta de apresentação',
    send: 'Enviar a submissão',
    payFee: 'Pagar a taxa',
    approve: 'Aprovar o pagamento',
    mail: /Submissão [A-Z0-9]+-\d{4}-\d{4} recebida/,
    mySubmissions: 'Minhas submissões',
    decisionSubject: /Decisão sobre a submissão/,
    letterStart: /^Prezada\(o\) Leitora Teste,/,
    inviteSubject: /Convite para avaliar um manuscrito/,
    added: 'Pedimos também um mapa do bairro.',
    details: 'Dados do artigo',
    dates: ['Recebido', 'Aceito', 'Publicado'],
  },
  en: {
    submitHere: 'Submit a manuscript',
    type: 'Type of text',
    language: 'Language of the manuscript',
    article: 'Article',
    portuguese: 'Portuguese',
    choose: 'Choose an option.',
    continue: 'Save and continue',
    manuscript: 'Full manuscript',
    anonymised: 'Anonymised copy (required)',
    fileRequired: 'Choose a file.',
    namesAuthor: /still name its author/,
    kept: 'Kept: ',
    titlePt: 'Title in Portuguese',
    titleEn: 'Title in English',
    abstractPt: 'Abstract in Portuguese (resumo)',
    abstractEn: 'Abstract in English',
    keywordsPt: 'Keywords in Portuguese',
    keywordsEn: 'Keywords in English',
    affiliation: 'Affiliation',
    orcid: 'ORCID iD',
    author1: 'Author 1',
    orcidInvalid: /This ORCID iD does not check out/,
    creditRequired: 'Tick at least one of this person’s roles in the work.',
    credit: 'Conceptualization',
    original: 'The manuscript is original and has not been published before.',
    notUnderReview: 'It is not under review at another journal.',
    ethics: /The research followed the relevant ethical principles/,
    confirmed: /I have declared above every conflict/,
    declarationRequired: 'Tick this declaration to send.',
    coverLetter: 'Cover letter',
    send: 'Send the submission',
    payFee: 'Pay the fee',
    approve: 'Approve the payment',
    mail: /Submission [A-Z0-9]+-\d{4}-\d{4} received/,
    mySubmissions: 'My submissions',
    decisionSubject: /Decision on submission/,
    letterStart: /^Dear Leitora Teste,/,
    inviteSubject: /Invitation to review a manuscript/,
    added: 'Please add a map of the neighbourhood too.',
    details: 'Article details',
    dates: ['Received', 'Accepted', 'Published'],
  },
} as const;

/** Tab (forwards) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The keyboard never reached the field.');
}

/** A file's text as someone could read it: every part of a DOCX/ODT (its properties too), or the bytes of anything else. */
function readable(bytes: Buffer): string {
  if (bytes.subarray(0, 2).toString('latin1') === 'PK') {
    const parts = unzipSync(new Uint8Array(bytes));
    return Object.entries(parts)
      .map(([name, part]) => `${name}\n${new TextDecoder().decode(part)}`)
      .join('\n');
  }
  return `${bytes.toString('latin1')}\n${bytes.toString('utf8')}`;
}

function expectNoneOf(text: string, secrets: string[], where: string) {
  for (const secret of secrets) expect(text.includes(secret), `"${secret}" in ${where}`).toBe(false);
}

/**
 * The anonymity walk: the page as served (its data too), then every same-site link in its main
 * part (pages and files, a file by its name and its content, document properties included).
 */
async function expectReachableNamesNone(page: Page, secrets: string[]) {
  expectNoneOf(await page.content(), secrets, page.url());
  const hrefs = await main(page)
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  for (const href of hrefs) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBeLessThan(400);
    expectNoneOf(`${response.headers()['content-disposition'] ?? ''}\n${readable(await response.body())}`, secrets, href);
  }
  return hrefs;
}

/** Every mail sent to `email` so far names none of the secrets. */
function expectMailsNameNone(email: string, secrets: string[]): OutboxMail[] {
  const mails = readOutbox().filter((mail) => mail.to.includes(email));
  for (const mail of mails) expectNoneOf(`${mail.subject}\n${mail.text}\n${mail.raw}`, secrets, `the mail "${mail.subject}" to ${email}`);
  return mails;
}

/** The invitation's link in a reviewer's mail. */
function invitationLink(mail: OutboxMail, locale: Locale): string {
  const link = new RegExp(`${escape(E2E_ORIGIN)}${locale === 'en' ? '/en' : ''}/review/invitation/[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
  expect(link, `the invitation's link in "${mail.subject}"`).toBeTruthy();
  return link!;
}

/** A page in a context of its own: one person's browser. */
async function person(browser: Browser) {
  return (await browser.newContext()).newPage();
}

/**
 * The page as it is, at 390 pixels: nothing wider than the phone, and axe; then back to the width
 * it had. No new page load (the suite is over its time budget): the layout follows the width.
 */
async function onPhone(page: Page) {
  const before = page.viewportSize();
  await page.setViewportSize(PHONE);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${page.url()} at 390 px` }).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);
  if (before) await page.setViewportSize(before);
}

for (const locale of ['pt', 'en'] as const) {
  const other: Locale = locale === 'pt' ? 'en' : 'pt';
  const w = W[locale];
  const d = deskMessages[locale];
  const r = reviewMessages[locale];
  const s = authorSubmissionsMessages[locale];
  const e = editorialMessages[locale];
  const v = revisionMessages[locale];
  // The phone checks of pages the journey has open, once: in Portuguese, whose words are the longer.
  const phone = (page: Page) => (locale === 'pt' ? onPhone(page) : Promise.resolve());

  test(`peer review end to end (${locale}): submitted and paid, reviewed blind by two of three invited, revised, accepted, published with its dates`, async ({
    browser,
  }) => {
    test.setTimeout(420_000);
    // The press's calendar day (São Paulo) as the journey starts: it may cross that midnight.
    const startDay = calendarDate(new Date());
    const year = new Date().getUTCFullYear();
    // A journal of its own on every run, should the server be kept between runs.
    const run = Date.now().toString(36);
    const journal = {
      slug: `percurso-editorial-${locale}-${run}`,
      titlePt: `Revista do Percurso Editorial (${locale}, ${run})`,
      titleEn: `Editorial Journey Journal (${locale}, ${run})`,
    };
    const journalTitle = locale === 'pt' ? journal.titlePt : journal.titleEn;
    const title = { pt: 'Bairros que cuidam: design de serviços na atenção básica', en: 'Caring neighbourhoods: service design in primary care' };
    const affiliation = 'Universidade Imaginária do Cerrado';
    const orcid = '0000-0002-1825-0097';
    const manuscriptName = 'manuscrito-leitora-teste.docx';
    const anonymisedName = 'anonimo-leitora-teste.docx';
    const reviewers = {
      // Accepts by the link with no account, reviews with the keyboard only.
      first: { email: uniqueEmail('parecerista-a'), invitedName: 'Clara Convidada', name: 'Clara', lastName: 'Moura', locale },
      // Declines, in the other language.
      second: { email: uniqueEmail('parecerista-b'), invitedName: other === 'pt' ? 'Paula Parecerista' : 'Robin Reviewer', locale: other },
      // Invited once the second declined; reviews with an annotated file.
      third: { email: uniqueEmail('parecerista-c'), invitedName: 'Tomás Terceiro', name: 'Tomás', lastName: 'Terceiro', locale },
    };
    const reviewerSecrets = [
      reviewers.first.email,
      reviewers.first.invitedName,
      'Clara Moura',
      reviewers.second.email,
      reviewers.second.invitedName,
      'Rui Lima',
      reviewers.third.email,
      'Tomás Terceiro',
      // The annotated file's own name.
      'notas-tomas',
    ];

    // ── The author's account (signed in on another page, which changes nothing here), then the administrator opens the journal.
    const elsewhere = await person(browser);
    const { email } = await newReader(elsewhere, locale, { open: false });
    await elsewhere.context().close();
    const admin = await person(browser);
    await asAdmin(admin);
    const editor = await person(browser);
    let editorEmail = '';
    await test.step('the administrator opens a journal with a call for papers, makes an editor of it and opens its first issue', async () => {
      await admin.goto('/admin/catalog/new?type=journal');
      const form = main(admin);
      await form.getByLabel('Título (português)', { exact: true }).fill(journal.titlePt);
      await form.getByLabel('Título (inglês)', { exact: true }).fill(journal.titleEn);
      await form.getByLabel('Identificador no endereço (slug)').fill(journal.slug);
      await form.getByLabel('Chamada de artigos aberta').check();
      await form.getByRole('button', { name: 'Salvar e publicar' }).first().click();
      await expect(admin).toHaveURL(/\/admin\/catalog\/\d+\?done=published$/);
      await expect(main(admin).getByText('Obra publicada: já aparece no site.')).toBeVisible();
      // The editor's role, given on the journal's page.
      ({ email: editorEmail } = await newReader(editor, locale));
      const section = admin.locator('#editors');
      await section.getByLabel('E-mail da conta').fill(editorEmail);
      await section.getByLabel('Papel', { exact: true }).selectOption('editor');
      await section.getByRole('button', { name: 'Dar o papel' }).click();
      await expect(admin.getByText('Papel dado.')).toBeVisible();
      // Its first issue, as a draft, for the articles to come.
      await admin.getByRole('region', { name: 'Números' }).getByRole('link', { name: 'Adicionar número' }).click();
      await main(admin).getByLabel('Volume').fill('1');
      await main(admin).getByLabel('Número', { exact: true }).fill('1');
      await main(admin).getByLabel('Ano').fill(String(year));
      await main(admin).getByRole('button', { name: 'Salvar número' }).click();
      await expect(main(admin).getByText('Número salvo.')).toBeVisible();
    });

    const author = await person(browser);
    let number = '';
    await test.step('the author submits from the journal’s page, with the browser’s and the server’s checks, and pays the fee', async () => {
      const page = author;
      // From the journal's submission page: signed out, to sign in and back to the wizard.
      await page.goto(at(locale, `/journal/${journal.slug}/submission`));
      await main(page).getByRole('link', { name: w.submitHere }).click();
      await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${escape(encodeURIComponent(at(locale, `/journal/${journal.slug}/submit`)))}`));
      await signIn(page, email, READER_PASSWORD, { locale, here: true });
      await expect(page).toHaveURL(new RegExp(`${at(locale, `/journal/${journal.slug}/submit`)}$`));
      await expectNoAxeViolationsLightAndDark(page);
      await phone(page);

      // Step 1: the browser's check before sending, then the choices.
      await main(page).getByRole('button', { name: w.continue }).click();
      await expect(main(page).getByText(w.choose).first()).toBeVisible();
      await expect(main(page).getByLabel(w.type)).toBeFocused();
      await main(page).getByLabel(w.type).selectOption({ label: w.article });
      await main(page).getByLabel(w.language).selectOption({ label: w.portuguese });
      await main(page).getByRole('button', { name: w.continue }).click();

      // Step 2: both files asked for; a copy whose properties name the author is refused by the server, the manuscript kept.
      await expect(page).toHaveURL(new RegExp(`${at(locale, `/journal/${journal.slug}/submit/files`)}$`));
      await main(page).getByRole('button', { name: w.continue }).click();
      await expect(main(page).getByText(w.fileRequired)).toHaveCount(2);
      // The manuscript names its author, in its text and its properties: the editors' file, never the reviewers'.
      await main(page)
        .getByLabel(w.manuscript)
        .setInputFiles(docxFile(manuscriptName, docx(`Leitora Teste, ${affiliation}. Bairros que cuidam.`, 'Leitora Teste')));
      await main(page)
        .getByLabel(w.anonymised)
        .setInputFiles(docxFile(anonymisedName, docx('Bairros que cuidam.', 'Leitora Teste')));
      await main(page).getByRole('button', { name: w.continue }).click();
      await expect(main(page).getByText(w.namesAuthor)).toBeVisible();
      await expect(main(page).getByText(`${w.kept}${manuscriptName}`)).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page);
      await phone(page);
      await main(page)
        .getByLabel(w.anonymised)
        .setInputFiles(docxFile(anonymisedName, docx('Bairros que cuidam.')));
      await main(page).getByRole('button', { name: w.continue }).click();

      // Step 3: metadata in both languages; a bad ORCID iD and a missing role said under their fields.
      await expect(page).toHaveURL(new RegExp(`${at(locale, `/journal/${journal.slug}/submit/metadata`)}$`));
      await expectNoAxeViolationsLightAndDark(page);
      await phone(page);
      const form = main(page);
      await form.getByLabel(w.titlePt).fill(title.pt);
      await form.getByLabel(w.titleEn).fill(title.en);
      await form.getByLabel(w.abstractPt).fill(words(160, 'cuidado'));
      await form.getByLabel(w.abstractEn).fill(words(160, 'care'));
      await form.getByLabel(w.keywordsPt).fill('cuidado, bairro, design de serviços');
      await form.getByLabel(w.keywordsEn).fill('care, neighbourhood, service design');
      const author1 = form.getByRole('group', { name: w.author1 });
      await author1.getByLabel(w.affiliation).fill(affiliation);
      await author1.getByLabel(w.orcid).fill('0000-0002-1825-0098');
      await form.getByRole('button', { name: w.continue }).click();
      await expect(author1.getByText(w.orcidInvalid)).toBeVisible();
      await expect(author1.getByText(w.creditRequired)).toBeVisible();
      await expect(author1.getByLabel(w.orcid)).toBeFocused();
      await author1.getByLabel(w.orcid).fill(orcid);
      await author1.getByLabel(w.credit).check();
      await form.getByRole('button', { name: w.continue }).click();

      // Step 4: every declaration, then the submit.
      await expect(page).toHaveURL(new RegExp(`${at(locale, `/journal/${journal.slug}/submit/declarations`)}$`));
      await expectNoAxeViolationsLightAndDark(page);
      await phone(page);
      await main(page).getByRole('button', { name: w.send }).click();
      await expect(main(page).getByText(w.declarationRequired)).toHaveCount(4);
      await main(page).getByLabel(w.original).check();
      await main(page).getByLabel(w.notUnderReview).check();
      await main(page).getByLabel(w.ethics).check();
      await main(page).getByLabel(w.confirmed).check();
      await main(page).getByLabel(w.coverLetter).fill('Um texto para o dossiê de cuidado.');
      await main(page).getByRole('button', { name: w.send }).click();

      // Step 5: the number, and the fee through the store's test provider.
      await expect(page).toHaveURL(/\/submit\/fee\?n=[A-Z0-9]+-\d{4}-\d{4}$/);
      number = new URL(page.url()).searchParams.get('n')!;
      await expect(main(page).getByText(number).first()).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page);
      await phone(page);
      await main(page).getByRole('button', { name: w.payFee }).click();
      await expect(page).toHaveURL(new RegExp(`${at(locale, '/pay/test/')}tp_`));
      await main(page).getByRole('button', { name: w.approve }).click();
      await expect(page).toHaveURL(new RegExp(`${at(locale, '/done')}\\?order=\\d+`));
      // The store's page (both modes: the checkout journeys), here with the submission's link.
      await expectNoAxeViolations(page);
      await main(page)
        .getByRole('link', { name: new RegExp(number) })
        .click();
    });

    const invite = async (reviewer: { email: string; invitedName: string; locale: Locale }) => {
      const form = main(editor).getByRole('form', { name: d.inviteNewTitle });
      await form.getByLabel(d.inviteEmail, { exact: true }).fill(reviewer.email);
      await form.getByLabel(d.inviteName, { exact: true }).fill(reviewer.invitedName);
      await form.getByLabel(d.inviteLocale).selectOption(reviewer.locale);
      await form.getByRole('button', { name: d.inviteButton }).click();
      // The reviewer in the list is the answer (the notice may still be there from the last invitation: it is in the address).
      await expect(main(editor).getByText(reviewer.email)).toBeVisible({ timeout: 20_000 });
      await expect(main(editor).getByText(d['done.invited'])).toBeVisible();
    };
    const authorSecrets = () => ['Leitora Teste', email, affiliation, orcid, 'manuscrito-leitora-teste', 'anonimo-leitora-teste'];

    // ── The author follows the paid submission while the editor takes it to review (once the author has seen it new).
    let sawItNew = () => {};
    const seenNew = new Promise<void>((resolve) => {
      sawItNew = resolve;
    });
    await Promise.all([
      test.step('the author follows it on the account, writes to the editors, and has no way to the desk', async () => {
        const page = author;
        await expect(page).toHaveURL(new RegExp(`${at(locale, `/account/submissions/${number}`)}$`));
        await expect(main(page).getByText(e['status.new'], { exact: true })).toBeVisible();
        sawItNew();
        await expect(main(page).getByText(manuscriptName)).toBeVisible();
        await expectNoAxeViolationsLightAndDark(page);
        // The discussion with the editors: a message sent, shown as the author's own, the form empty again.
        await main(page).getByLabel(r.messageBody).fill('When may I expect the first decision?');
        await main(page).getByRole('button', { name: r.sendMessage }).click();
        await expect(main(page).getByText(r.messageSent)).toBeVisible();
        await expect(main(page).getByText('When may I expect the first decision?')).toBeVisible();
        await expect(main(page).getByLabel(r.messageBody)).toHaveValue('');
        await page.goto(at(locale, '/account/submissions'));
        await expect(main(page).getByRole('link', { name: new RegExp(number) })).toBeVisible();
        await expectNoAxeViolationsLightAndDark(page);
        await page.goto(at(locale, `/journal/${journal.slug}/submit/done?n=${number}`));
        await expect(main(page).getByText(number).first()).toBeVisible();
        await expectNoAxeViolationsLightAndDark(page);
        await page.goto(at(locale, '/account'));
        await expect(main(page).getByRole('heading', { name: w.mySubmissions })).toBeVisible();
        // No editorial role: the account does not link to the desk, and the desk, the workspace and its files are not found.
        await expect(main(page).getByRole('link', { name: d.openDesk })).toHaveCount(0);
        for (const path of ['/editorial', '/en/editorial', '/editorial/export.csv', `/editorial/${number}`, `/en/editorial/${number}/files/1`]) {
          const response = await page.request.get(path, { maxRedirects: 0 });
          expect(response.status(), path).toBe(404);
        }
      }),
      (async () => {
        await test.step(`the editor finds the paid submission on the desk${locale === 'pt' ? ', on a desk and on a phone' : ''}`, async () => {
          const page = editor;
          // The way in: the account page links to the desk once the person holds a role.
          await page.goto(at(locale, '/account'));
          await main(page).getByRole('link', { name: d.openDesk }).click();
          await expect(page).toHaveURL(new RegExp(`${at(locale, '/editorial')}$`));
          await expect(main(page).getByRole('heading', { level: 1, name: d.title })).toBeVisible();
          const row = main(page).getByRole('link', { name: new RegExp(number) });
          await expect(row).toBeVisible();
          await expect(
            main(page)
              .getByRole('navigation', { name: fill(d.queues, { scope: journalTitle }) })
              .getByRole('link', { name: new RegExp(`^${e['queue.new']}\\s*1$`) }),
          ).toBeVisible();
          await expectNoAxeViolationsLightAndDark(page);
          // On a phone, in Portuguese only, as every phone check of this journey.
          if (locale === 'pt') {
            await page.setViewportSize(PHONE);
            await page.reload();
            await expect(row).toBeVisible();
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
            await expectNoAxeViolationsLightAndDark(page);
            await page.setViewportSize(DESK);
          }
          const csv = await page.request.get(at(locale, `/editorial/export.csv?q=${number}`));
          expect(csv.status()).toBe(200);
          expect(await csv.text()).toContain(number);
          await row.click();
          await expect(page).toHaveURL(new RegExp(`${at(locale, `/editorial/${number}`)}$`));
          await expectNoAxeViolationsLightAndDark(page);
        });
        await test.step('the editor downloads the manuscript, sends it to review and invites two reviewers, whose mails name no author', async () => {
          const page = editor;
          // Editors download every file under the name it was sent with.
          const download = page.waitForEvent('download');
          await main(page)
            .locator('#files')
            .getByRole('link', { name: new RegExp(escape(manuscriptName)) })
            .click();
          expect((await download).suggestedFilename()).toBe(manuscriptName);
          await seenNew;
          await main(page).getByRole('button', { name: d.sendToReview }).click();
          await expect(main(page).getByText(d['done.sentToReview'])).toBeVisible();
          await invite(reviewers.first);
          await invite(reviewers.second);
          // The workspace, checked in both modes above, with its reviewers now.
          await expectNoAxeViolations(page);
        });
      })(),
    ]);

    // ── Side by side: the first reviewer (no account, the mail's link, the review written with the keyboard only on a phone);
    // the second, who declines on a phone in the other language, and the third, invited in the second's place, who reviews with an annotated file.
    const first = await person(browser);
    const third = await person(browser);
    let firstLink = '';
    let firstReview = '';
    await Promise.all([
      (async () => {
        await test.step('the first reviewer accepts by the mail’s link, creating the account with the keyboard only', async () => {
          const mail = await waitForMail(reviewers.first.email, w.inviteSubject);
          firstLink = invitationLink(mail, locale);
          expectMailsNameNone(reviewers.first.email, authorSecrets());
          const page = first;
          const opened = await page.goto(firstLink);
          expect(opened?.status()).toBe(200);
          await appReady(page);
          await expect(page.getByRole('heading', { level: 1, name: r.invitationTitle })).toBeVisible();
          await expectReachableNamesNone(page, authorSecrets());
          await expectNoAxeViolationsLightAndDark(page);

          // Accept with nothing typed: the browser's check says what is missing, focus on the first.
          const name = page.getByLabel(r.name, { exact: true });
          await tabTo(page, page.getByRole('button', { name: r.acceptCreate }));
          await page.keyboard.press('Enter');
          await expect(name).toBeFocused();
          await expect(page.getByText(r.required).first()).toBeVisible();
          await page.keyboard.type(reviewers.first.name);
          await page.keyboard.press('Tab');
          await expect(page.getByLabel(r.lastName)).toBeFocused();
          await page.keyboard.type(reviewers.first.lastName);
          await page.keyboard.press('Tab');
          await expect(page.getByLabel(r.password)).toBeFocused();
          await page.keyboard.type('parecer-com-senha-longa');
          await page.keyboard.press('Tab');
          await expect(page.getByRole('button', { name: r.acceptCreate })).toBeFocused();
          await page.keyboard.press('Enter');

          // Signed in, on the review (an account made and signed in: seconds on a loaded machine).
          await expect(page).toHaveURL(new RegExp(`${locale === 'en' ? '/en' : ''}/review/\\d+$`), { timeout: 20_000 });
          firstReview = new URL(page.url()).pathname;
          await appReady(page);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(number));
        });

        await test.step('the first reviewer reads only the anonymised copy, which names nobody, and sends the review with the keyboard only, on a phone', async () => {
          const page = first;
          // The files: only the anonymised copy, by its safe name; its content and properties name nobody.
          const files = page.getByRole('region', { name: r.filesSection }).getByRole('link');
          await expect(files).toHaveCount(1);
          const safeName = `${number}-r1-anonymised.docx`;
          await expect(files).toHaveText(safeName);
          const download = await page.request.get((await files.getAttribute('href'))!);
          expect(download.status()).toBe(200);
          expect(download.headers()['content-disposition']).toContain(`filename="${safeName}"`);
          const copy = readable(await download.body());
          expect(copy).toContain('docProps/core.xml');
          expect(copy).toContain('Bairros que cuidam.');
          await expectReachableNamesNone(page, authorSecrets());
          await expectNoAxeViolationsLightAndDark(page);
          // The review is written on a phone: nothing wider than its 390 pixels.
          await page.setViewportSize(PHONE);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

          // Send with nothing written: the messages, focus on the first field.
          await tabTo(page, page.getByRole('button', { name: r.submitReview }));
          await page.keyboard.press('Enter');
          await expect(page.getByLabel(r.competingInterests)).toBeFocused();
          await page.keyboard.type(r.none);
          await page.keyboard.press('Tab');
          await expect(page.getByLabel(r.recommendation)).toBeFocused();
          // The closed list moves by the arrow keys: the empty choice, then accept, then minor revisions.
          await page.keyboard.press('ArrowDown');
          await page.keyboard.press('ArrowDown');
          await expect(page.getByLabel(r.recommendation)).toHaveValue('minor');
          await page.keyboard.press('Tab');
          await expect(page.getByLabel(r.commentsForAuthors)).toBeFocused();
          await page.keyboard.type('A clear study; section 2 needs its sources.');
          await page.keyboard.press('Tab');
          await page.keyboard.type('Confidential: a sound piece.');
          await tabTo(page, page.getByRole('button', { name: r.submitReview }));
          await page.keyboard.press('Enter');
          await expect(page.getByText(r.sent)).toBeVisible();
          await expect(page.getByRole('button', { name: r.submitReview })).toHaveCount(0);
          await expect(page.getByText('A clear study; section 2 needs its sources.')).toBeVisible();
          await expectReachableNamesNone(page, authorSecrets());
          await page.setViewportSize(DESK);

          // My reviews lists it as sent; every link from there names no author either.
          await page.goto(at(locale, '/review'));
          await expect(page.getByRole('region', { name: r.past }).getByRole('link', { name: new RegExp(number) })).toBeVisible();
          await expectReachableNamesNone(page, authorSecrets());
          await expectNoAxeViolationsLightAndDark(page);
          // A reviewer holds no editorial role.
          expect((await page.request.get(at(locale, '/editorial'), { maxRedirects: 0 })).status()).toBe(404);
        });

        await test.step('the invitation’s link, once used, altered or expired, says so and never errs', async () => {
          const page = first;
          const token = firstLink.split('/').at(-1)!;
          const cases = [
            { url: firstLink, status: 409, title: r['closed.used.title'] },
            { url: at(locale, `/review/invitation/${journeyTokens(locale).expired}`), status: 410, title: r['closed.expired.title'] },
            { url: firstLink.replace(token, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`), status: 404, title: r['closed.invalid.title'] },
          ];
          for (const c of cases) {
            const response = await page.goto(c.url);
            expect(response?.status(), c.url).toBe(c.status);
            await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
          }
          await appReady(page);
          await expectNoAxeViolationsLightAndDark(page);
        });
      })(),
      (async () => {
        await test.step('the second reviewer declines with a reason on a phone, and the link is then spent', async () => {
          const t = reviewMessages[other];
          const mail = await waitForMail(reviewers.second.email, W[other].inviteSubject);
          expectMailsNameNone(reviewers.second.email, authorSecrets());
          const page = await person(browser);
          await page.setViewportSize(PHONE);
          const url = invitationLink(mail, other);
          await page.goto(url);
          await appReady(page);
          await expect(page.getByRole('heading', { level: 1, name: t.invitationTitle })).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
          await expectReachableNamesNone(page, authorSecrets());
          await page.getByLabel(new RegExp(`^${t.reason}`)).fill(other === 'pt' ? 'Estou de licença até março.' : 'I am on leave until March.');
          await page.getByLabel(new RegExp(`^${t.suggestedReviewer}`)).fill('Rui Lima, rui.lima@ipe.test');
          await page.getByRole('button', { name: t.declineButton }).click();
          await expect(page.getByRole('heading', { level: 1, name: t.declinedTitle })).toBeVisible();
          await expect(page.getByText(t.declinedText)).toBeVisible();
          await expectNoAxeViolationsLightAndDark(page);
          const again = await page.goto(url);
          expect(again?.status()).toBe(409);
          await expect(page.getByRole('heading', { level: 1, name: t['closed.used.title'] })).toBeVisible();
          await page.context().close();
        });
        await test.step('the editor sees the decline and invites a third reviewer, who accepts and reviews with an annotated file', async () => {
          await editor.reload();
          await appReady(editor);
          await expect(main(editor).locator('#rounds').getByText(d['review.status.declined'])).toBeVisible();
          await expect(main(editor).locator('#rounds').getByText('Rui Lima, rui.lima@ipe.test')).toBeVisible();
          await invite(reviewers.third);

          const mail = await waitForMail(reviewers.third.email, w.inviteSubject);
          expectMailsNameNone(reviewers.third.email, authorSecrets());
          const page = third;
          await page.goto(invitationLink(mail, locale));
          await appReady(page);
          await page.getByLabel(r.name, { exact: true }).fill(reviewers.third.name);
          await page.getByLabel(r.lastName).fill(reviewers.third.lastName);
          await page.getByLabel(r.password).fill('terceiro-parecer-longo');
          await page.getByRole('button', { name: r.acceptCreate }).click();
          await expect(page).toHaveURL(new RegExp(`${locale === 'en' ? '/en' : ''}/review/\\d+$`), { timeout: 20_000 });
          await appReady(page);

          await page.getByLabel(r.competingInterests).fill(r.none);
          await page.getByLabel(r.recommendation).selectOption('accept');
          await page.getByLabel(r.commentsForAuthors).fill('Notes on the margins of the attached file.');
          await page.getByLabel(r.commentsForEditors).fill('Ready once the sources are in.');
          // An annotated file whose properties name the reviewer is refused under its field; one that names nobody is kept.
          const annotated = page.getByLabel(r.annotated);
          await annotated.setInputFiles(pdfFile('notas-tomas.pdf', namingPdf('Tomás Terceiro')));
          await page.getByRole('button', { name: r.submitReview }).click();
          await expect(annotated).toHaveAccessibleDescription(/As propriedades do PDF nomeiam|The PDF’s properties name/);
          await expect(page.getByLabel(r.commentsForAuthors)).toHaveValue('Notes on the margins of the attached file.');
          await page.getByLabel(r.annotated).setInputFiles(pdfFile('notas-tomas.pdf', plainPdf('Notas na margem')));
          await page.getByRole('button', { name: r.submitReview }).click();
          await expect(page.getByText(r.sent)).toBeVisible();
          await expectReachableNamesNone(page, authorSecrets());
          expectMailsNameNone(reviewers.third.email, authorSecrets());
          expectMailsNameNone(reviewers.first.email, authorSecrets());
        });
      })(),
    ]);
    // A reviewer does not reach another's review.
    expect((await third.request.get(firstReview)).status()).toBe(404);

    // ── The decision: minor revisions, with a letter that quotes the reviews and names no reviewer.
    await test.step('the editor asks for minor revisions with an edited letter, which the author reads on the account and in the mail, with no reviewer named', async () => {
      const page = editor;
      await page.reload();
      await appReady(page);
      await main(page).getByRole('link', { name: d['decide.minor'] }).click();
      await expect(page).toHaveURL(/\?decide=minor#letter$/);
      const letter = main(page).getByLabel(d.letterLabel);
      await expect(letter).toHaveValue(w.letterStart);
      const draft = await letter.inputValue();
      expect(draft).toContain('A clear study; section 2 needs its sources.');
      expect(draft).toContain('Notes on the margins of the attached file.');
      expect(draft).not.toContain('Confidential: a sound piece.');
      expectNoneOf(draft, reviewerSecrets, 'the letter');
      // The workspace with the letter's form open, its reviews and rounds: axe in both modes, and on a phone.
      await expectNoAxeViolationsLightAndDark(page);
      await phone(page);
      await letter.fill(`${draft}\n\n${w.added}`);
      await main(page).getByRole('button', { name: d.sendDecision }).click();
      await expect(main(page).getByText(d['done.decided'])).toBeVisible();
      await expect(main(page).locator('#decisions').getByText(w.added)).toBeVisible();

      await author.goto(at(locale, `/account/submissions/${number}`));
      await expect(main(author).getByRole('heading', { name: s.decisions })).toBeVisible();
      await expect(main(author).getByText(w.added)).toBeVisible();
      await expect(main(author).getByText(e['status.revisions']).first()).toBeVisible();
      await expect(main(author).getByText('A clear study; section 2 needs its sources.').first()).toBeVisible();
      // The reviews, the annotated file and every other link and mail the author can reach name no reviewer.
      // (The author's page lists and links the files, the annotated one by its safe name.)
      await expect(main(author).getByText(`${number}-r1-review.pdf`)).toBeVisible();
      await expectReachableNamesNone(author, reviewerSecrets);
      await expectNoAxeViolationsLightAndDark(author);
      await phone(author);
      const decisionMail = await waitForMail(email, new RegExp(`${w.decisionSubject.source}.*${escape(number)}`));
      expect(decisionMail.text).toContain(w.added);
      // The submission's mail came before, with the number, in the author's language.
      await waitForMail(email, new RegExp(`${w.mail.source.replace('[A-Z0-9]+-\\d{4}-\\d{4}', escape(number))}`));
      expectMailsNameNone(email, reviewerSecrets);
      // The author cannot open a review.
      expect((await author.request.get(firstReview)).status()).toBe(404);
    });

    await test.step('the author sends the revised version with a response (a copy that names her refused first)', async () => {
      const page = author;
      await main(page).getByRole('link', { name: v.revise }).click();
      await expect(page).toHaveURL(new RegExp(`/account/submissions/${number}/revise$`));
      await expect(main(page).getByRole('heading', { name: v.letterTitle })).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page);
      await phone(page);
      const form = main(page).getByRole('form', { name: v.send });
      // Nothing chosen: each field says so before sending, the first one takes the focus.
      await form.getByRole('button', { name: v.send }).click();
      await expect(form.getByLabel(v.revised)).toBeFocused();
      await expect(form.getByLabel(v.revised)).toHaveAccessibleDescription(new RegExp(escape(w.fileRequired)));
      await expect(form.getByLabel(v.response)).toHaveAccessibleDescription(new RegExp(escape(w.fileRequired)));
      // A copy whose properties name her is refused by the server, under its field.
      const revised = pdfFile('bairros-revisto.pdf', plainPdf('Leitora Teste'));
      const response = pdfFile('resposta.pdf', plainPdf('Resposta aos pareceres'));
      await form.getByLabel(v.revised).setInputFiles(revised);
      await form.getByLabel(v.anonymised).setInputFiles(pdfFile('anonima.pdf', namingPdf('Leitora Teste')));
      await form.getByLabel(v.response).setInputFiles(response);
      await form.getByRole('button', { name: v.send }).click();
      await expect(form.getByLabel(v.anonymised)).toHaveAccessibleDescription(/As propriedades do PDF nomeiam a autoria|The PDF’s properties name its author/);
      await form.getByLabel(v.revised).setInputFiles(revised);
      await form.getByLabel(v.anonymised).setInputFiles(pdfFile('anonima.pdf', plainPdf('Bairros')));
      await form.getByLabel(v.response).setInputFiles(response);
      await form.getByRole('button', { name: v.send }).click();
      await expect(page).toHaveURL(new RegExp(`${at(locale, `/account/submissions/${number}`)}\\?done=revised$`));
      await expect(main(page).getByText(v.revisedDone)).toBeVisible();
      await expect(main(page).getByText(e['status.awaiting-decision']).first()).toBeVisible();
    });

    await test.step('the editor accepts, and makes the article in the journal’s issue with one action', async () => {
      const page = editor;
      await page.reload();
      await appReady(page);
      await main(page).getByRole('link', { name: d['decide.accept'], exact: true }).click();
      await expect(page).toHaveURL(/\?decide=accept#letter$/);
      await expect(main(page).getByLabel(d.letterLabel)).toHaveValue(/Leitora Teste/);
      await main(page).getByRole('button', { name: d.sendDecision }).click();
      await expect(main(page).getByText(d['done.decided'])).toBeVisible();

      await page.reload();
      await appReady(page);
      const article = main(page).getByRole('form', { name: d.articleTitle });
      // The form may render once more after hydration (a revalidation): choose until the choice holds.
      const issue = article.getByLabel(d.articleIssue);
      await expect(async () => {
        await issue.selectOption({ label: fill(d.articleIssueDraft, { issue: `v. 1, n. 1 (${year})` }) });
        await expect(issue).not.toHaveValue('', { timeout: 1000 });
      }).toPass();
      await article.getByRole('button', { name: d.articleCreate }).click();
      // The form's check loads with the first post: on a busy machine the answer takes a while.
      await expect(main(page).getByText(d['done.articleCreated'])).toBeVisible({ timeout: 20_000 });
      await expectNoAxeViolations(page);
    });

    await test.step('published, the article’s page says when it was received, accepted and published', async () => {
      // The press's calendar day (São Paulo), in which the record's dates are shown.
      const today = calendarDate(new Date());
      // The issue's page, as it is now (with its article), from the address it was saved at.
      await admin.goto(admin.url().replace(/\?.*$/, ''));
      await main(admin).getByLabel('Data de publicação').fill(today);
      await main(admin).getByLabel('Situação').selectOption('published');
      await main(admin).getByRole('button', { name: 'Salvar número' }).click();
      await expect(main(admin).getByText('Número salvo.')).toBeVisible();
      const page = editor;
      await main(page).getByRole('link', { name: d.articleOpen }).click();
      await expect(page).toHaveURL(new RegExp(`${at(locale, `/journal/${journal.slug}/article/`)}\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title[locale]);
      await expect(main(page).getByText('Leitora Teste', { exact: true }).first()).toBeVisible();
      const details = main(page).getByRole('complementary', { name: w.details });
      const dateOf = async (label: string) =>
        (await details.getByText(label, { exact: true }).locator('xpath=following-sibling::dd/time').getAttribute('datetime'))!;
      const [received, accepted, published] = [await dateOf(w.dates[0]), await dateOf(w.dates[1]), await dateOf(w.dates[2])];
      // Submitted, accepted and published by this journey, in that order: on the day it started, or
      // the next if it crossed the press's midnight (a run at 3 h UTC once did).
      for (const date of [received, accepted, published]) expect([startDay, today]).toContain(date);
      expect([received, accepted, published]).toEqual([received, accepted, published].sort());
      await expectNoAxeViolationsLightAndDark(page);
      await phone(page);

      // The mails of the last steps, delivered by now: the editors told of the revised version, the author's second letter, which names no reviewer either.
      await waitForMail(editorEmail, new RegExp(escape(fill(r['mail.noticeSubject.revised'], { number }))));
      const letters = () => readOutbox().filter((m) => m.to.includes(email) && w.decisionSubject.test(m.subject) && m.subject.includes(number));
      await expect.poll(() => letters().length, { timeout: 15_000 }).toBe(2);
      expectMailsNameNone(email, reviewerSecrets);

      if (locale === 'pt') {
        // The editor's figures, computed from the record, by quarter with a chart.
        await page.goto('/editorial');
        await main(page).getByRole('link', { name: d.figuresLink }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(d.figuresTitle);
        await expect(main(page).getByRole('heading', { name: journal.titlePt })).toBeVisible();
        await expect(main(page).getByRole('img', { name: fill(d.figuresChartTitle, { scope: journal.titlePt }) })).toBeVisible();
        await expectNoAxeViolationsLightAndDark(page);
      } else {
        // In English, straight to the figures' address (one page load).
        await page.goto('/en/editorial/figures');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(d.figuresTitle);
        await expect(main(page).getByRole('img', { name: fill(d.figuresChartTitle, { scope: journal.titleEn }) })).toBeVisible();
        await expectNoAxeViolationsLightAndDark(page);
      }
    });
  });
}

test('en: after major revisions, the revised version goes back to review, on the editors’ desk, where one action invites the last round’s reviewers again', async ({
  browser,
}) => {
  const number = 'CIE-2026-0006';
  const pdf = pdfFile;
  const author = await person(browser);
  await signInByPost(author, demoEmail('brunoAlmeida'), READER_PASSWORD, 'en', { open: false });
  await author.goto(`/en/account/submissions/${number}/revise`);
  await expect(main(author).getByText('The revised version will go through a new round of review.')).toBeVisible();
  await expectNoAxeViolationsLightAndDark(author);
  await onPhone(author);
  await appReady(author);
  const form = main(author).getByRole('form', { name: 'Send the revised version' });
  await form.getByLabel('Revised manuscript').setInputFiles(pdf('tutoria-revista.pdf', plainPdf('Tutoria')));
  await form.getByLabel('Anonymised copy of the revised version').setInputFiles(pdf('anon.pdf', plainPdf('Tutoria')));
  await form.getByLabel('Response to the reviews').setInputFiles(pdf('response.pdf', plainPdf('Response')));
  await form.getByRole('button', { name: 'Send the revised version' }).click();
  // Three files read and their properties checked (refused if one names someone): more than a form's answer on a loaded machine.
  await expect(main(author).getByText('Revised version sent. The editors have been told.')).toBeVisible({ timeout: 20_000 });

  const editor = await person(browser);
  await signInByPost(editor, demoEmail('lucianaFerraz'), READER_PASSWORD, 'en', { open: false });
  await editor.goto('/en/editorial?queue=awaiting-reviewers');
  await expect(main(editor).getByText(number).first()).toBeVisible();
  await editor.goto(`/en/editorial/${number}`);
  await expect(main(editor).getByText(`${number}-r2-revised.pdf`).or(main(editor).getByText('tutoria-revista.pdf')).first()).toBeVisible();

  // Round 2 starts with no reviewers: the two of round 1, who sent their reviews, are asked again with one action (the workspace on a phone too).
  const again = main(editor).getByRole('form', { name: 'The reviewers of round 1' });
  await expect(again.getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolationsLightAndDark(editor);
  await onPhone(editor);
  await again.getByRole('button', { name: 'Invite 2 reviewers again' }).click();
  await expect(main(editor).getByText('The previous round’s reviewers were invited again.')).toBeVisible();
  await expect(again).toHaveCount(0);
  for (const reviewer of ['fernandaLacerda', 'eduardoFontes'] as const) {
    // Listed in both rounds now, each with a new invitation by mail.
    await expect(main(editor).locator('#rounds').getByText(demoEmail(reviewer), { exact: true })).toHaveCount(2);
    await waitForMail(demoEmail(reviewer), /Invitation to review a manuscript|Convite para avaliar um manuscrito/);
  }
});
