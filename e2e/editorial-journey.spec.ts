/**
 * From a revision to a published article, across the author's account, the editors' workspace
 * and the catalog, on the demo's editorial history (the demo's people sign in with the readers'
 * password: scripts/e2e-seed.ts), in the journal whose issues no other journey counts. In Portuguese: the author sends the revised version asked for
 * after minor revisions (a copy that names her is refused first); the editor accepts it with a
 * letter; the administrator opens a new issue; the editor makes the article in it with one action;
 * once the issue is published, the article's page says when it was received, accepted and
 * published. In English: after major revisions, the revised version goes back to review.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoEmail, namingPdf, plainPdf } from '../app/features/editorial/testing.server.ts';
import { READER_PASSWORD } from '../playwright.config.ts';
import { appReady, asAdmin, expectNoAxeViolationsLightAndDark, signInByPost, waitForMail } from './support.ts';

const main = (page: Page) => page.getByRole('main');
const pdf = (name: string, bytes: Buffer) => ({ name, mimeType: 'application/pdf', buffer: bytes });

async function signedIn(browser: Browser, email: string, locale: 'pt' | 'en') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByPost(page, email, READER_PASSWORD, locale);
  return page;
}

test('pt: the author revises, the editor accepts and makes the article in a new issue; published, its page shows received, accepted and published', async ({
  browser,
  page: admin,
}) => {
  test.setTimeout(120_000);
  const number = 'CIE-2026-0010';
  const title = 'Portfólios de aprendizagem e avaliação formativa no ensino médio';

  // The author: the revision asked for, from the submission's page.
  const author = await signedIn(browser, demoEmail('renataSouto'), 'pt');
  await author.goto(`/account/submissions/${number}`);
  await main(author).getByRole('link', { name: 'Enviar a versão revista' }).click();
  await expect(author).toHaveURL(new RegExp(`/account/submissions/${number}/revise$`));
  await expect(main(author).getByRole('heading', { name: 'A decisão da equipe editorial' })).toBeVisible();
  await expectNoAxeViolationsLightAndDark(author);
  const form = main(author).getByRole('form', { name: 'Enviar a versão revista' });
  // Nothing chosen: each field says so before sending, the first one takes the focus.
  await form.getByRole('button', { name: 'Enviar a versão revista' }).click();
  await expect(form.getByLabel('Manuscrito revisto')).toBeFocused();
  await expect(form.getByLabel('Manuscrito revisto')).toHaveAccessibleDescription(/Escolha um arquivo/);
  await expect(form.getByLabel('Resposta aos pareceres')).toHaveAccessibleDescription(/Escolha um arquivo/);
  // A copy whose properties name her is refused by the server, under its field.
  await form.getByLabel('Manuscrito revisto').setInputFiles(pdf('portfolios-revisto.pdf', plainPdf('Renata Souto')));
  await form.getByLabel('Cópia anonimizada da versão revista').setInputFiles(pdf('anonima.pdf', namingPdf('Renata Souto')));
  await form.getByLabel('Resposta aos pareceres').setInputFiles(pdf('resposta.pdf', plainPdf('Resposta aos pareceres')));
  await form.getByRole('button', { name: 'Enviar a versão revista' }).click();
  await expect(form.getByLabel('Cópia anonimizada da versão revista')).toHaveAccessibleDescription(/As propriedades do PDF nomeiam a autoria/);
  await form.getByLabel('Manuscrito revisto').setInputFiles(pdf('portfolios-revisto.pdf', plainPdf('Renata Souto')));
  await form.getByLabel('Cópia anonimizada da versão revista').setInputFiles(pdf('anonima.pdf', plainPdf('Portfolios')));
  await form.getByLabel('Resposta aos pareceres').setInputFiles(pdf('resposta.pdf', plainPdf('Resposta aos pareceres')));
  await form.getByRole('button', { name: 'Enviar a versão revista' }).click();
  await expect(author).toHaveURL(new RegExp(`/account/submissions/${number}\\?done=revised$`));
  await expect(main(author).getByText('Versão revista enviada. A equipe editorial foi avisada.')).toBeVisible();
  await expect(main(author).getByText('Aguardando decisão').first()).toBeVisible();

  // The editor: told by mail, accepts with the letter from the template.
  await waitForMail(demoEmail('lucianaFerraz'), /Versão revista recebida: CIE-2026-0010/);
  const editor = await signedIn(browser, demoEmail('lucianaFerraz'), 'pt');
  await editor.goto(`/editorial/${number}`);
  await main(editor).getByRole('link', { name: 'Aceitar', exact: true }).click();
  await expect(main(editor).getByLabel('Carta para a autoria')).toHaveValue(/Renata/);
  await main(editor).getByRole('button', { name: 'Registrar a decisão e enviar a carta' }).click();
  await expect(main(editor).getByText('Decisão registrada. A carta segue para a autoria.')).toBeVisible();
  await waitForMail(demoEmail('renataSouto'), /CIE-2026-0010/);

  // The administrator opens the next issue, as a draft.
  await asAdmin(admin);
  await admin.goto(`/admin/catalog?q=${encodeURIComponent('Cadernos Ipê de Educação Contemporânea')}`);
  await main(admin).getByRole('link', { name: 'Cadernos Ipê de Educação Contemporânea', exact: true }).click();
  await admin.getByRole('region', { name: 'Números' }).getByRole('link', { name: 'Adicionar número' }).click();
  await main(admin).getByLabel('Volume').fill('9');
  await main(admin).getByLabel('Número', { exact: true }).fill('1');
  await main(admin).getByLabel('Ano').fill('2026');
  await main(admin).getByRole('button', { name: 'Salvar número' }).click();
  await expect(main(admin).getByText('Número salvo.')).toBeVisible();
  const issuePage = admin.url();

  // The editor makes the article in it, with one action.
  await editor.reload();
  await appReady(editor);
  const article = main(editor).getByRole('form', { name: 'Criar o artigo' });
  await article.getByLabel('Número da revista').selectOption({ label: 'v. 9, n. 1 (2026) (rascunho)' });
  await article.getByRole('button', { name: 'Criar o artigo neste número' }).click();
  // The form's check loads with the first post: on a busy machine the answer takes a while.
  await expect(main(editor).getByText('Artigo criado no número escolhido.')).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolationsLightAndDark(editor);

  // Published, the article's page says when it was received, accepted and published.
  await admin.goto(issuePage);
  const today = new Date().toISOString().slice(0, 10);
  await main(admin).getByLabel('Data de publicação').fill(today);
  await main(admin).getByLabel('Situação').selectOption('published');
  await main(admin).getByRole('button', { name: 'Salvar número' }).click();
  await expect(main(admin).getByText('Número salvo.')).toBeVisible();
  await main(editor).getByRole('link', { name: 'Ver a página do artigo' }).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(main(editor).getByText('Renata Souto', { exact: true }).first()).toBeVisible();
  const details = main(editor).getByRole('complementary', { name: 'Dados do artigo' });
  const dateOf = async (label: string) =>
    (await details.getByText(label, { exact: true }).locator('xpath=following-sibling::dd/time').getAttribute('datetime'))!;
  const [received, accepted, published] = [await dateOf('Recebido'), await dateOf('Aceito'), await dateOf('Publicado')];
  expect(received < accepted).toBe(true);
  expect(accepted <= published).toBe(true);
  expect(published).toBe(today);

  // The editor's figures, computed from the record, by quarter with a chart.
  await editor.goto('/editorial');
  await main(editor).getByRole('link', { name: 'As revistas e chamadas em números' }).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText('Em números');
  await expect(main(editor).getByRole('heading', { name: 'Cadernos Ipê de Educação Contemporânea' })).toBeVisible();
  await expect(main(editor).getByRole('img', { name: /Submissões recebidas por trimestre/ })).toBeVisible();
  await expectNoAxeViolationsLightAndDark(editor);
});

test('en: after major revisions, the revised version goes back to review, on the editors’ desk', async ({ browser }) => {
  const number = 'CIE-2026-0006';
  const author = await signedIn(browser, demoEmail('brunoAlmeida'), 'en');
  await author.goto(`/en/account/submissions/${number}/revise`);
  await expect(main(author).getByText('The revised version will go through a new round of review.')).toBeVisible();
  await expectNoAxeViolationsLightAndDark(author);
  const form = main(author).getByRole('form', { name: 'Send the revised version' });
  await form.getByLabel('Revised manuscript').setInputFiles(pdf('tutoria-revista.pdf', plainPdf('Tutoria')));
  await form.getByLabel('Anonymised copy of the revised version').setInputFiles(pdf('anon.pdf', plainPdf('Tutoria')));
  await form.getByLabel('Response to the reviews').setInputFiles(pdf('response.pdf', plainPdf('Response')));
  await form.getByRole('button', { name: 'Send the revised version' }).click();
  await expect(main(author).getByText('Revised version sent. The editors have been told.')).toBeVisible();

  const editor = await signedIn(browser, demoEmail('lucianaFerraz'), 'en');
  await editor.goto('/en/editorial?queue=awaiting-reviewers');
  await expect(main(editor).getByText(number).first()).toBeVisible();
  await editor.goto(`/en/editorial/${number}`);
  await expect(main(editor).getByText(`${number}-r2-revised.pdf`).or(main(editor).getByText('tutoria-revista.pdf')).first()).toBeVisible();
});
