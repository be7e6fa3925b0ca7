/**
 * Book proposals on the editorial engine (issue 51, item 6), across both languages: the
 * administrator makes an account the series editor of an open call and sets how its proposals
 * are reviewed, on the call's admin page (Portuguese); an author writing in English sends a
 * proposal to the call; the series editor finds it on the desk, sends it to outside review and
 * invites a reviewer, whose mail and invitation (in English, on a phone) show the proposal's
 * outline and no author; the reviewer declines; the series editor accepts the proposal with a
 * letter, and the author's proposal (its status follows) links to the letter. Axe in both colour
 * modes on each new view.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { appReady, asAdmin, expectNoAxeViolationsLightAndDark, linkIn, newReader, readOutbox, uniqueEmail, waitForMail } from './support.ts';

const CALL = 'educacao-publica-e-tecnologia';
const main = (page: Page) => page.getByRole('main');

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
  const { email: editorEmail } = await newReader(editorPage);
  const admin = await browser.newPage();
  await asAdmin(admin);
  await admin.goto('/admin/open-calls');
  await main(admin).getByRole('link', { name: 'Educação pública e tecnologia' }).first().click();
  await expect(admin).toHaveURL(/\/admin\/open-calls\/\d+$/);
  const section = admin.locator('#editors');
  // The demo's series editor is there already.
  await expect(section.getByText(/heloisa\.prado@ipe-demo\.example/)).toBeVisible();
  await section.getByLabel('E-mail da conta').fill(editorEmail);
  await expect(section.getByLabel('Papel', { exact: true })).toHaveValue('series-editor');
  await section.getByRole('button', { name: 'Dar o papel' }).click();
  await expect(admin.getByText('Papel dado.')).toBeVisible();
  // How its proposals are reviewed: a bad number is said under its field, then saved.
  await section.getByLabel('Dias para responder ao convite').fill('0');
  await section.getByRole('button', { name: 'Salvar' }).click();
  await expect(section.getByText('Escreva um número inteiro de 1 a 60.')).toBeVisible();
  await expect(section.getByLabel('Dias para responder ao convite')).toBeFocused();
  await section.getByLabel('Dias para responder ao convite').fill('10');
  await section.getByLabel('Avaliação', { exact: true }).selectOption('double');
  await section.getByRole('button', { name: 'Salvar' }).click();
  await expect(admin.getByText('Forma de avaliação salva.')).toBeVisible();
  await expect(section.getByLabel('Dias para responder ao convite')).toHaveValue('10');
  await expectNoAxeViolationsLightAndDark(admin);

  // The author writes in English and sends the proposal to the call.
  const authorPage = await browser.newPage();
  const { email: authorEmail } = await newReader(authorPage, 'en');
  await authorPage.goto(`/en/publish/submit?call=${CALL}`);
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

  // The series editor accepts it with a letter in the author's language.
  await editorPage.goto(`/editorial/${number}`);
  await appReady(editorPage);
  await expect(main(editorPage).getByText('Outside my field this term.')).toBeVisible();
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
  await expectNoAxeViolationsLightAndDark(authorPage);
  await waitForMail(authorEmail, /Decision on submission/);
  expect(readOutbox().filter((m) => m.to.includes(authorEmail) && m.raw.includes('Morgan'))).toEqual([]);

  // The staff's page of the proposal sends decisions to the desk.
  await admin.goto(`/admin/submissions?q=${encodeURIComponent(title)}`);
  await main(admin).getByRole('link', { name: title }).click();
  await expect(main(admin).getByRole('link', { name: `Abrir ${number} na mesa editorial` })).toBeVisible();
  await expect(main(admin).getByRole('button', { name: 'Passar para avaliação' })).toHaveCount(0);
});
