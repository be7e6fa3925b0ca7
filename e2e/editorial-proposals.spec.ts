/**
 * Book proposals on the editorial engine (issue 51, item 6), across both languages: the
 * administrator makes an account the series editor of an open call and sets how its proposals
 * are reviewed, on the call's admin page (Portuguese); an author writing in English sends a
 * proposal to the call; the series editor finds it on the desk, sends it to outside review and
 * invites a reviewer, whose mail and invitation (in English, on a phone) show the proposal's
 * outline and no author; the reviewer declines; the series editor adds an anonymised sample (one
 * whose properties name the author is refused under its field) and invites a second reviewer, who
 * accepts by the mail's link without an account, downloads only the anonymised sample by its safe
 * name and sends a review that reaches the series editor; the series editor accepts the proposal
 * with a letter, and the author's proposal (its status follows) links to the letter. A second
 * journey: the staff give a book collection its series editor on the collection's admin page, and
 * the call of the collection reaches that editor's desk. Axe in both colour modes on each new view.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { namingPdf, plainPdf } from '../app/features/editorial/testing.server.ts';
import { appReady, asAdmin, expectNoAxeViolationsLightAndDark, linkIn, newReader, readOutbox, uniqueEmail, waitForMail } from './support.ts';

const CALL = 'educacao-publica-e-tecnologia';
const main = (page: Page) => page.getByRole('main');
const pdfFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/pdf', buffer });
/** What of the proposal's authors no reviewer may read: the author's name, the affiliation, the bio. */
const AUTHOR_SECRETS = ['Leitora', 'Imaginary University', 'fictional person'];

/** A whole single-book proposal with one chapter, in English. */
async function fillProposal(form: Locator, title: string) {
  await form.getByLabel('Single proposal (one book)').check();
  await form.getByLabel('Provisional title').fill(title);
  const author = form.getByRole('group', { name: 'Author 1' });
  await author.getByLabel('Affiliation').fill('Imaginary University of the South');
  await author.getByLabel('Short bio').fill('Researcher of schools and screens (a fictional person).');
  await form.getByLabel('Book description').fill('A book about tablets in rural public schools.');
  await form.getByLabel('Keywords', { exact: true }).fill('schools, tablets, rural education');
  await form.getByLabel('Detailed summary').fill('Part 1: the devices arrive. Part 2: what teachers made of them.');
  const chapter = form.getByRole('group', { name: 'Chapter 1' });
  await chapter.getByLabel('Chapter title').fill('When the boxes arrived');
  await chapter.getByLabel('Chapter summary').fill('How three schools received their first tablets.');
  await chapter.getByLabel('Chapter keywords').fill('delivery, school, rural');
  await form.getByRole('group', { name: 'Does the book need illustrations?' }).getByLabel('No').check();
  await form.getByRole('group', { name: 'Does the book use third-party copyrighted images?' }).getByLabel('No').check();
}

test('a proposal to an open call goes through outside review on the series editor’s desk, and the author’s proposal follows the decision', async ({
  browser,
}) => {
  // Four people, their mails and axe on each new view in both colour modes.
  test.setTimeout(240_000);
  const title = `Tablets in rural schools ${Date.now()}`;

  // The series editor-to-be and the administrator, in Portuguese.
  const editorPage = await browser.newPage();
  const { email: editorEmail } = await newReader(editorPage, 'pt', { open: false });
  const admin = await browser.newPage();
  await asAdmin(admin);
  await admin.goto('/admin/open-calls');
  // The call's own page: once the call has proposals, its row also links to them under its title.
  await main(admin).getByRole('link', { name: 'Editar a chamada Educação pública e tecnologia' }).click();
  await expect(admin).toHaveURL(/\/admin\/open-calls\/\d+$/);
  const section = admin.locator('#editors');
  // The demo's series editor is there already.
  await expect(section.getByText(/heloisa\.prado@ipe-demo\.example/)).toBeVisible();
  await section.getByLabel('E-mail da conta').fill(editorEmail);
  await expect(section.getByLabel('Papel', { exact: true })).toHaveValue('series-editor');
  await section.getByRole('button', { name: 'Dar o papel' }).click();
  await expect(admin.getByText('Papel dado.')).toBeVisible();
  // How its proposals are reviewed: a bad number is said under its field, then saved.
  // Checked in the browser before sending, as the server checks it: no request leaves. The check is
  // the page's script: wait for it (the role's answer may be a new document, sent before hydration).
  await appReady(admin);
  let posted = false;
  admin.on('request', (request) => (posted ||= request.method() === 'POST'));
  await section.getByLabel('Dias para responder ao convite').fill('0');
  await section.getByRole('button', { name: 'Salvar' }).click();
  await expect(section.getByText('Escreva um número inteiro de 1 a 60.')).toBeVisible();
  await expect(section.getByLabel('Dias para responder ao convite')).toBeFocused();
  expect(posted).toBe(false);
  await section.getByLabel('Dias para responder ao convite').fill('10');
  await section.getByLabel('Avaliação', { exact: true }).selectOption('double');
  await section.getByRole('button', { name: 'Salvar' }).click();
  await expect(admin.getByText('Forma de avaliação salva.')).toBeVisible();
  await expect(section.getByLabel('Dias para responder ao convite')).toHaveValue('10');
  await expectNoAxeViolationsLightAndDark(admin);

  // The author writes in English and sends the proposal to the call.
  const authorPage = await browser.newPage();
  const { email: authorEmail } = await newReader(authorPage, 'en', { open: false });
  await authorPage.goto(`/en/publish/submit?call=${CALL}`);
  await appReady(authorPage);
  const form = authorPage.getByRole('form', { name: 'Submit a book proposal' });
  await expect(form.getByLabel('Open call')).toHaveValue(CALL);
  await fillProposal(form, title);
  await form.getByRole('button', { name: 'Send proposal' }).click();
  await expect(authorPage.getByText('Thanks! Your proposal was sent, soon we will contact you!')).toBeVisible();

  // The series editor finds it on the desk, among the call's new ones, and sends it to review.
  await editorPage.goto('/account');
  await main(editorPage).getByRole('link', { name: 'Abrir a mesa editorial' }).click();
  const row = main(editorPage)
    .getByRole('link', { name: /^PEPT-\d{4}-\d{4}/ })
    .filter({ hasText: title });
  await expect(row).toBeVisible();
  await row.click();
  await expect(editorPage).toHaveURL(/\/editorial\/PEPT-\d{4}-\d{4}$/);
  const number = new URL(editorPage.url()).pathname.split('/').pop()!;
  const metadata = main(editorPage).locator('#metadata');
  await expect(metadata.getByText('Proposta de livro', { exact: true })).toBeVisible();
  await expect(metadata.getByText('When the boxes arrived')).toBeVisible();
  await expectNoAxeViolationsLightAndDark(editorPage);
  await main(editorPage).getByRole('button', { name: 'Enviar para avaliação' }).click();
  await expect(main(editorPage).getByText('Submissão enviada para avaliação.')).toBeVisible();
  const reviewerEmail = uniqueEmail('outside-reviewer');
  const invite = main(editorPage).getByRole('form', { name: 'Convidar por e-mail' });
  await invite.getByLabel('E-mail', { exact: true }).fill(reviewerEmail);
  await invite.getByLabel('Nome', { exact: true }).fill('Morgan Reader');
  await invite.getByLabel('Idioma do convite').selectOption('en');
  await invite.getByRole('button', { name: 'Convidar' }).click();
  await expect(main(editorPage).getByText('Convite registrado e enviado.')).toBeVisible();

  // The author heard it is under review; the proposal's page says so and links to its letters.
  await waitForMail(authorEmail, /Under review/);

  // The reviewer's mail and invitation, in English on a phone: the outline, no author.
  const mail = await waitForMail(reviewerEmail, /Invitation to review a book proposal/);
  for (const secret of ['Leitora', authorEmail, 'Imaginary University', 'fictional person']) expect(mail.raw).not.toContain(secret);
  const reviewer = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await reviewer.goto(linkIn(mail, '/en/review/invitation/'));
  await expect(main(reviewer).getByRole('heading', { level: 1, name: 'Invitation to review a book proposal' })).toBeVisible();
  await expect(main(reviewer).getByText('The open call “Public education and technology” invites you')).toBeVisible();
  await expect(main(reviewer).getByText('When the boxes arrived')).toBeVisible();
  for (const secret of ['Leitora', 'Imaginary University', 'fictional person']) await expect(main(reviewer).getByText(secret)).toHaveCount(0);
  expect(await reviewer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolationsLightAndDark(reviewer);
  const decline = main(reviewer).getByRole('form', { name: 'Decline' });
  await decline.getByLabel('Reason').fill('Outside my field this term.');
  await decline.getByRole('button', { name: 'Decline the invitation' }).click();
  await expect(main(reviewer).getByRole('heading', { level: 1, name: 'Invitation declined' })).toBeVisible();

  // The series editor sees the decline. In double-blind review the reviewers would read only the
  // outline: the series editor adds an anonymised sample, refused while its properties name the author.
  await editorPage.goto(`/editorial/${number}`);
  await appReady(editorPage);
  await expect(main(editorPage).getByText('Outside my field this term.')).toBeVisible();
  const files = main(editorPage).locator('#files');
  await expect(files.getByText('Em avaliação duplo-cega, pareceristas leem só a descrição e o sumário')).toBeVisible();
  const sampleInput = files.getByLabel('Arquivo da amostra');
  await sampleInput.setInputFiles(pdfFile('amostra-leitora.pdf', namingPdf('Leitora Teste')));
  await files.getByRole('button', { name: 'Guardar a amostra' }).click();
  await expect(sampleInput).toHaveAccessibleDescription(/As propriedades do PDF nomeiam a autoria \(campo “Autor”\)/);
  await expect(sampleInput).toBeFocused();
  await files.getByLabel('Arquivo da amostra').setInputFiles(pdfFile('Leitora Teste - chapter 1.pdf', plainPdf('When the boxes arrived')));
  await files.getByRole('button', { name: 'Guardar a amostra' }).click();
  await expect(main(editorPage).getByText('Amostra anonimizada guardada: pareceristas a leem por um nome seguro.')).toBeVisible();
  const safeName = `${number}-r1-anonymised.pdf`;
  // The editors keep the name it was sent with; reviewers will read it under its safe name.
  await expect(files.getByRole('listitem').filter({ hasText: 'Cópia anonimizada' }).getByRole('link', { name: 'Leitora Teste - chapter 1.pdf' })).toBeVisible();
  await expect(files.getByText('Em avaliação duplo-cega, pareceristas leem só a descrição e o sumário')).toHaveCount(0);
  await expectNoAxeViolationsLightAndDark(editorPage);

  // A second outside reviewer, with no account, is invited.
  const secondEmail = uniqueEmail('outside-reviewer-two');
  await invite.getByLabel('E-mail', { exact: true }).fill(secondEmail);
  await invite.getByLabel('Nome', { exact: true }).fill('Quinn Reader');
  await invite.getByLabel('Idioma do convite').selectOption('en');
  await invite.getByRole('button', { name: 'Convidar' }).click();
  await expect(main(editorPage).getByText('Convite registrado e enviado.')).toBeVisible();

  // The reviewer accepts by the mail's link, making the account, and reads only the anonymised sample.
  const secondMail = await waitForMail(secondEmail, /Invitation to review a book proposal/);
  for (const secret of [...AUTHOR_SECRETS, authorEmail]) expect(secondMail.raw).not.toContain(secret);
  const second = await browser.newPage();
  await second.goto(linkIn(secondMail, '/en/review/invitation/'));
  await appReady(second);
  await main(second).getByLabel('First name', { exact: true }).fill('Quinn');
  await main(second).getByLabel('Last name').fill('Reader');
  await main(second).getByLabel('Password').fill('a-long-review-password');
  await main(second).getByRole('button', { name: 'Accept and create the account' }).click();
  await expect(second).toHaveURL(/\/en\/review\/\d+$/, { timeout: 20_000 });
  await appReady(second);
  const reviewFiles = main(second).getByRole('region', { name: 'Files' }).getByRole('link');
  await expect(reviewFiles).toHaveCount(1);
  await expect(reviewFiles).toHaveText(safeName);
  const download = await second.request.get((await reviewFiles.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toContain(`filename="${safeName}"`);
  const sampleText = (await download.body()).toString('latin1');
  expect(sampleText).toContain('When the boxes arrived');
  for (const secret of [...AUTHOR_SECRETS, authorEmail, 'chapter 1.pdf']) {
    expect(sampleText).not.toContain(secret);
    expect(download.headers()['content-disposition']).not.toContain(secret);
  }
  const reviewPage = await second.content();
  for (const secret of [...AUTHOR_SECRETS, authorEmail, 'chapter 1.pdf']) expect(reviewPage).not.toContain(secret);
  await expectNoAxeViolationsLightAndDark(second);
  await main(second).getByLabel('Competing interests').fill('None');
  await main(second).getByLabel('Recommendation').selectOption('accept');
  await main(second).getByLabel('Comments for the authors').fill('A needed book; chapter 1 reads well.');
  await main(second).getByLabel('Confidential comments for the editors').fill('Worth a contract.');
  await main(second).getByRole('button', { name: 'Send the review' }).click();
  await expect(main(second).getByText('Review sent. Thank you!')).toBeVisible();

  // The review reaches the series editor, who accepts the proposal with a letter in the author's language.
  await editorPage.goto(`/editorial/${number}`);
  await appReady(editorPage);
  const rounds = main(editorPage).locator('#rounds');
  await expect(rounds.getByText('A needed book; chapter 1 reads well.')).toBeVisible();
  await expect(rounds.getByText('Worth a contract.')).toBeVisible();
  await main(editorPage).getByRole('link', { name: 'Aceitar' }).click();
  await expect(editorPage).toHaveURL(/decide=accept/);
  const letter = main(editorPage).getByLabel('Carta para a autoria');
  await expect(letter).toHaveValue(/^Dear Leitora Teste,\n\nWe are pleased to tell you that the book proposal “Tablets in rural schools/);
  await main(editorPage).getByRole('button', { name: 'Registrar a decisão e enviar a carta' }).click();
  await expect(main(editorPage).getByText('Decisão registrada. A carta segue para a autoria.')).toBeVisible();

  // The author's proposal is accepted, and its page leads to the letter.
  await authorPage.goto('/en/account');
  const mine = main(authorPage).getByRole('region', { name: 'My proposals' });
  await expect(mine).toContainText('Accepted');
  await mine.getByRole('link', { name: title }).click();
  await expect(main(authorPage).getByText(`as number ${number}`)).toBeVisible();
  await expectNoAxeViolationsLightAndDark(authorPage);
  await main(authorPage).getByRole('link', { name: 'Decision letters, reviews and revisions' }).click();
  await expect(authorPage).toHaveURL(new RegExp(`/en/account/submissions/${number}$`));
  await expect(main(authorPage).getByText('Public education and technology', { exact: true })).toBeVisible();
  await expect(main(authorPage).getByText(/the contract, the schedule and the delivery of the manuscript/)).toBeVisible();
  await expect(main(authorPage).getByText('Morgan Reader')).toHaveCount(0);
  await expect(main(authorPage).getByText(/Quinn/)).toHaveCount(0);
  await expect(main(authorPage).getByText('A needed book; chapter 1 reads well.').first()).toBeVisible();
  await expect(main(authorPage).getByText('Worth a contract.')).toHaveCount(0);
  await expectNoAxeViolationsLightAndDark(authorPage);
  await waitForMail(authorEmail, /Decision on submission/);
  expect(readOutbox().filter((m) => m.to.includes(authorEmail) && (m.raw.includes('Morgan') || m.raw.includes('Quinn')))).toEqual([]);

  // The staff's page of the proposal sends decisions to the desk.
  await admin.goto(`/admin/submissions?q=${encodeURIComponent(title)}`);
  await main(admin).getByRole('link', { name: title }).click();
  await expect(main(admin).getByRole('link', { name: `Abrir ${number} na mesa editorial` })).toBeVisible();
  await expect(main(admin).getByRole('button', { name: 'Passar para avaliação' })).toHaveCount(0);
});

test('the staff give a book collection its series editor on the collection’s page, and the collection’s call reaches that editor’s desk', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const editorPage = await browser.newPage();
  const { email } = await newReader(editorPage, 'pt', { open: false });
  const admin = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await asAdmin(admin);
  await admin.goto('/admin/catalog');
  await main(admin).getByRole('link', { name: 'Coleções' }).click();
  await expect(admin).toHaveURL(/\/admin\/catalog\/collections$/);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolationsLightAndDark(admin);
  await main(admin).getByRole('link', { name: 'Fundamentos do Design de Serviços' }).click();
  await expect(admin).toHaveURL(/\/admin\/catalog\/collections\/\d+$/);
  // Its works, its call, and its editorial team (no review settings: each call has its own).
  await expect(main(admin).getByRole('heading', { level: 1, name: 'Coleção: Fundamentos do Design de Serviços' })).toBeVisible();
  await expect(main(admin).getByRole('link', { name: 'Coleção Fundamentos do Design de Serviços' })).toBeVisible();
  const section = admin.locator('#editors');
  await expect(section.getByText('Ninguém edita esta coleção ainda')).toBeVisible();
  await expect(section.getByLabel('Dias para responder ao convite')).toHaveCount(0);
  // A bad e-mail is said under its field, with the focus there; then the role is given.
  await section.getByLabel('E-mail da conta').fill('not-an-email');
  await section.getByRole('button', { name: 'Dar o papel' }).click();
  await expect(section.getByText('Escreva um e-mail válido, como nome@exemplo.org.')).toBeVisible();
  await expect(section.getByLabel('E-mail da conta')).toBeFocused();
  await section.getByLabel('E-mail da conta').fill(email);
  await expect(section.getByLabel('Papel', { exact: true })).toHaveValue('series-editor');
  await section.getByRole('button', { name: 'Dar o papel' }).click();
  await expect(admin.getByText('Papel dado.')).toBeVisible();
  await expect(section.getByText(email)).toBeVisible();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolationsLightAndDark(admin);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolationsLightAndDark(admin);

  // The new series editor's desk has the collection's call, and nothing of the other call.
  await editorPage.goto('/editorial');
  await appReady(editorPage);
  await expect(main(editorPage).getByText('Coleção Fundamentos do Design de Serviços').first()).toBeVisible();
  await expect(main(editorPage).getByText('Educação pública e tecnologia')).toHaveCount(0);
  // Taken away: the desk is gone (404).
  await section.getByRole('button', { name: /^Tirar o papel: / }).click();
  await expect(admin.getByText('Papel retirado.')).toBeVisible();
  expect((await editorPage.goto('/editorial'))?.status()).toBe(404);
});
