/**
 * The editors' desk, in both languages: an author submits a manuscript and pays its fee; the
 * administrator makes another account an editor of the journal on its admin page; the editor finds
 * the paid submission on the desk (on a phone too), opens its workspace, sends it to review,
 * invites two reviewers by e-mail (their mails carry the invitation's link and no author), and
 * asks for minor revisions with an edited letter, which the author reads on their account and in
 * their mail. Axe in both colour modes on the desk and the workspace.
 */
import { expect, test, type Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { DEMO_JOURNAL_OPEN_CALL } from '../app/features/catalog/testing.server.ts';
import { E2E_ORIGIN } from '../playwright.config.ts';
import { asAdmin, expectNoAxeViolationsLightAndDark, newReader, readOutbox, uniqueEmail, waitForMail } from './support.ts';

type Locale = 'pt' | 'en';
const at = (locale: Locale, path: string) => (locale === 'pt' ? path : `/en${path}`);
const slug = DEMO_JOURNAL_OPEN_CALL;
const main = (page: Page) => page.getByRole('main');

/** A small, real DOCX with no one in its properties. */
function docx(): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Cidades que cuidam.</w:t></w:r></w:p></w:body></w:document>',
      ),
    }),
  );
}

const words = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ');

const W = {
  pt: {
    type: 'Tipo de texto',
    language: 'Idioma do manuscrito',
    article: 'Artigo',
    portuguese: 'Português',
    continue: 'Salvar e continuar',
    manuscript: 'Manuscrito completo',
    anonymised: 'Cópia anonimizada (obrigatória)',
    titlePt: 'Título em português',
    titleEn: 'Título em inglês',
    abstractPt: 'Resumo em português',
    abstractEn: 'Resumo em inglês (abstract)',
    keywordsPt: 'Palavras-chave em português',
    keywordsEn: 'Palavras-chave em inglês',
    author1: 'Pessoa autora 1',
    affiliation: 'Afiliação',
    credit: 'Conceituação',
    original: 'O manuscrito é original e não foi publicado antes.',
    notUnderReview: 'Não está em avaliação em outra revista.',
    ethics: /A pesquisa seguiu os princípios éticos/,
    confirmed: /Declarei acima todos os conflitos/,
    send: 'Enviar a submissão',
    payFee: 'Pagar a taxa',
    approve: 'Aprovar o pagamento',
  },
  en: {
    type: 'Type of text',
    language: 'Language of the manuscript',
    article: 'Article',
    portuguese: 'Portuguese',
    continue: 'Save and continue',
    manuscript: 'Full manuscript',
    anonymised: 'Anonymised copy (required)',
    titlePt: 'Title in Portuguese',
    titleEn: 'Title in English',
    abstractPt: 'Abstract in Portuguese (resumo)',
    abstractEn: 'Abstract in English',
    keywordsPt: 'Keywords in Portuguese',
    keywordsEn: 'Keywords in English',
    author1: 'Author 1',
    affiliation: 'Affiliation',
    credit: 'Conceptualization',
    original: 'The manuscript is original and has not been published before.',
    notUnderReview: 'It is not under review at another journal.',
    ethics: /The research followed the relevant ethical principles/,
    confirmed: /I have declared above every conflict/,
    send: 'Send the submission',
    payFee: 'Pay the fee',
    approve: 'Approve the payment',
  },
} as const;

const D = {
  pt: {
    desk: 'Mesa editorial',
    openDesk: 'Abrir a mesa editorial',
    newQueue: 'Novas',
    sendToReview: 'Enviar para avaliação',
    sent: 'Submissão enviada para avaliação.',
    inviteForm: 'Convidar por e-mail',
    email: 'E-mail',
    name: 'Nome',
    language: 'Idioma do convite',
    invite: 'Convidar',
    invited: 'Convite registrado e enviado.',
    minor: 'Revisões menores',
    letter: 'Carta para a autoria',
    sendDecision: 'Registrar a decisão e enviar a carta',
    decided: 'Decisão registrada. A carta segue para a autoria.',
    letterStart: /^Prezada\(o\) Leitora Teste,/,
    inviteSubject: /Convite para avaliar um manuscrito/,
    decisionSubject: /Decisão sobre a submissão/,
    decisions: 'Decisões e cartas',
    status: 'Revisões solicitadas',
  },
  en: {
    desk: 'Editorial desk',
    openDesk: 'Open the editorial desk',
    newQueue: 'New',
    sendToReview: 'Send to review',
    sent: 'Submission sent to review.',
    inviteForm: 'Invite by e-mail',
    email: 'E-mail',
    name: 'Name',
    language: 'Language of the invitation',
    invite: 'Invite',
    invited: 'Invitation recorded and sent.',
    minor: 'Minor revisions',
    letter: 'Letter to the author',
    sendDecision: 'Record the decision and send the letter',
    decided: 'Decision recorded. The letter is on its way to the author.',
    letterStart: /^Dear Leitora Teste,/,
    inviteSubject: /Invitation to review a manuscript/,
    decisionSubject: /Decision on submission/,
    decisions: 'Decisions and letters',
    status: 'Revisions requested',
  },
} as const;

/** The author's way from the wizard's first step to a paid fee; the submission's number. */
async function submitAndPay(page: Page, locale: Locale): Promise<string> {
  const w = W[locale];
  const form = main(page);
  await page.goto(at(locale, `/journal/${slug}/submit`));
  await form.getByLabel(w.type).selectOption({ label: w.article });
  await form.getByLabel(w.language).selectOption({ label: w.portuguese });
  await form.getByRole('button', { name: w.continue }).click();
  await expect(page).toHaveURL(new RegExp(`${at(locale, `/journal/${slug}/submit/files`)}$`));
  await form.getByLabel(w.manuscript).setInputFiles({ name: 'manuscrito-da-autora.docx', mimeType: 'application/octet-stream', buffer: docx() });
  await form.getByLabel(w.anonymised).setInputFiles({ name: 'anonimo.docx', mimeType: 'application/octet-stream', buffer: docx() });
  await form.getByRole('button', { name: w.continue }).click();
  await expect(page).toHaveURL(new RegExp(`${at(locale, `/journal/${slug}/submit/metadata`)}$`));
  await form.getByLabel(w.titlePt).fill('Bairros que cuidam: design de serviços na atenção básica');
  await form.getByLabel(w.titleEn).fill('Caring neighbourhoods: service design in primary care');
  await form.getByLabel(w.abstractPt).fill(words(160, 'cuidado'));
  await form.getByLabel(w.abstractEn).fill(words(160, 'care'));
  await form.getByLabel(w.keywordsPt).fill('cuidado, bairro, design de serviços');
  await form.getByLabel(w.keywordsEn).fill('care, neighbourhood, service design');
  const author = form.getByRole('group', { name: w.author1 });
  await author.getByLabel(w.affiliation).fill('Universidade Imaginária do Cerrado');
  await author.getByLabel(w.credit).check();
  await form.getByRole('button', { name: w.continue }).click();
  await expect(page).toHaveURL(new RegExp(`${at(locale, `/journal/${slug}/submit/declarations`)}$`));
  await form.getByLabel(w.original).check();
  await form.getByLabel(w.notUnderReview).check();
  await form.getByLabel(w.ethics).check();
  await form.getByLabel(w.confirmed).check();
  await form.getByRole('button', { name: w.send }).click();
  await expect(page).toHaveURL(/\/submit\/fee\?n=RIDS-\d{4}-\d{4}$/);
  const number = new URL(page.url()).searchParams.get('n')!;
  await form.getByRole('button', { name: w.payFee }).click();
  await expect(page).toHaveURL(new RegExp(`${at(locale, '/pay/test/')}tp_`));
  await form.getByRole('button', { name: w.approve }).click();
  await expect(page).toHaveURL(new RegExp(`${at(locale, '/done')}\\?order=\\d+`));
  return number;
}

/** The administrator gives this account the editor's role on the demo journal, on the journal's admin page. */
async function makeEditor(page: Page, email: string) {
  await asAdmin(page);
  await page.goto(`/admin/catalog?q=${slug}`);
  await page.getByRole('main').getByRole('link', { name: 'Revista Ipê de Design e Sociedade' }).first().click();
  await expect(page).toHaveURL(/\/admin\/catalog\/\d+/);
  const section = page.locator('#editors');
  await section.getByLabel('E-mail da conta').fill(email);
  await section.getByLabel('Papel', { exact: true }).selectOption('editor');
  await section.getByRole('button', { name: 'Dar o papel' }).click();
  await expect(page.getByText('Papel dado.')).toBeVisible();
}

for (const locale of ['pt', 'en'] as const) {
  test(`an editor takes a paid submission from the desk to review, invites two reviewers and asks for revisions (${locale})`, async ({ browser }) => {
    test.setTimeout(240_000);
    const d = D[locale];
    const authorPage = await browser.newPage();
    const { email: authorEmail } = await newReader(authorPage, locale);
    const number = await submitAndPay(authorPage, locale);

    const editorPage = await browser.newPage();
    const { email: editorEmail } = await newReader(editorPage, locale);
    const adminPage = await browser.newPage();
    await makeEditor(adminPage, editorEmail);
    await adminPage.close();

    // The desk: the paid submission in the new queue, on a desk and on a phone.
    const page = editorPage;
    // The way in: the account page links to the desk once the person holds a role.
    await page.goto(at(locale, '/account'));
    await main(page).getByRole('link', { name: d.openDesk }).click();
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/editorial')}$`));
    await expect(main(page).getByRole('heading', { level: 1, name: d.desk })).toBeVisible();
    const row = main(page).getByRole('link', { name: new RegExp(number) });
    await expect(row).toBeVisible();
    await expect(
      main(page)
        .getByRole('navigation', { name: /Revista Ipê|Ipê Journal/ })
        .getByRole('link', { name: new RegExp(`^${d.newQueue}`) }),
    ).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(row).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolationsLightAndDark(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const csv = await page.request.get(at(locale, `/editorial/export.csv?q=${number}`));
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(number);

    // The workspace: send to review, then two reviewers invited by e-mail.
    await row.click();
    await expect(page).toHaveURL(new RegExp(`${at(locale, `/editorial/${number}`)}$`));
    await expectNoAxeViolationsLightAndDark(page);
    // Editors download every file under the name it was sent with.
    const download = page.waitForEvent('download');
    await main(page)
      .locator('#files')
      .getByRole('link', { name: /manuscrito-da-autora\.docx/ })
      .click();
    expect((await download).suggestedFilename()).toBe('manuscrito-da-autora.docx');
    await main(page).getByRole('button', { name: d.sendToReview }).click();
    await expect(main(page).getByText(d.sent)).toBeVisible();
    const reviewers = [
      { email: uniqueEmail('parecerista-a'), name: 'Paula Parecerista', locale: 'pt' as const },
      { email: uniqueEmail('reviewer-b'), name: 'Robin Reviewer', locale: 'en' as const },
    ];
    for (const reviewer of reviewers) {
      const form = main(page).getByRole('form', { name: d.inviteForm });
      await form.getByLabel(d.email, { exact: true }).fill(reviewer.email);
      await form.getByLabel(d.name, { exact: true }).fill(reviewer.name);
      await form.getByLabel(d.language).selectOption(reviewer.locale);
      await form.getByRole('button', { name: d.invite }).click();
      await expect(main(page).getByText(d.invited)).toBeVisible();
      await expect(main(page).getByText(reviewer.email)).toBeVisible();
    }
    for (const reviewer of reviewers) {
      const mail = await waitForMail(reviewer.email, reviewer.locale === 'pt' ? D.pt.inviteSubject : D.en.inviteSubject);
      expect(mail.text).toMatch(new RegExp(`${E2E_ORIGIN}${reviewer.locale === 'en' ? '/en' : ''}/review/invitation/[A-Za-z0-9_-]{43}`));
      for (const secret of ['Leitora', authorEmail, 'Universidade Imaginária', 'manuscrito-da-autora']) expect(mail.raw).not.toContain(secret);
    }
    await expectNoAxeViolationsLightAndDark(page);

    // Minor revisions, with the letter edited before sending.
    await main(page).getByRole('link', { name: d.minor }).click();
    const letter = main(page).getByLabel(d.letter);
    await expect(letter).toHaveValue(d.letterStart);
    const added = locale === 'pt' ? 'Pedimos também um mapa do bairro.' : 'Please add a map of the neighbourhood too.';
    await letter.fill(`${await letter.inputValue()}\n\n${added}`);
    await main(page).getByRole('button', { name: d.sendDecision }).click();
    await expect(main(page).getByText(d.decided)).toBeVisible();
    await expect(main(page).locator('#decisions').getByText(added)).toBeVisible();

    // The author reads the letter on the account and in the mail, and no reviewer there.
    await authorPage.goto(at(locale, `/account/submissions/${number}`));
    await expect(main(authorPage).getByRole('heading', { name: d.decisions })).toBeVisible();
    await expect(main(authorPage).getByText(added)).toBeVisible();
    await expect(main(authorPage).getByText(d.status).first()).toBeVisible();
    for (const reviewer of reviewers) await expect(main(authorPage).getByText(reviewer.name)).toHaveCount(0);
    const decisionMail = await waitForMail(authorEmail, d.decisionSubject);
    expect(decisionMail.text).toContain(added);
    expect(readOutbox().filter((m) => m.to.includes(authorEmail) && /Paula|Robin/.test(m.raw))).toEqual([]);
  });
}

test('the desk and a workspace are not found for someone without an editorial role, whose account does not link to it', async ({ page }) => {
  await newReader(page);
  await expect(main(page).getByRole('link', { name: D.pt.openDesk })).toHaveCount(0);
  for (const path of ['/editorial', '/en/editorial', '/editorial/export.csv', '/editorial/RIDS-2026-0001', '/en/editorial/RIDS-2026-0001/files/1']) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
});
