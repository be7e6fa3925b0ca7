import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, registerVerifiedUser, signIn, waitForMail } from './support.ts';

const BOOK_CALL = 'educacao-publica-e-tecnologia';

// A fresh server's first page loads are slow: the sign-up form's bot check must have run before its button is pressed.
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/register', { waitUntil: 'networkidle' });
  await page.close();
});

const proposalForm = (page: Page, locale: 'pt' | 'en' = 'pt') => page.getByRole('form', { name: locale === 'pt' ? 'Enviar uma proposta de livro' : 'Submit a book proposal' });

async function fillChapter(form: Locator, number: number) {
  const chapter = form.getByRole('group', { name: `Capítulo ${number}` });
  await chapter.getByLabel('Título do capítulo').fill(`Capítulo de teste ${number}`);
  await chapter.getByLabel('Resumo do capítulo').fill(`O que o capítulo ${number} discute, em poucas linhas.`);
  await chapter.getByLabel('Palavras-chave do capítulo').fill(`tema ${number}, método ${number}, caso ${number}`);
}

async function fillBook(form: Locator, title: string) {
  await form.getByLabel('Proposta avulsa (um livro)').check();
  await form.getByLabel('Título provisório').fill(title);
  await form.getByRole('group', { name: 'Pessoa autora 1' }).getByLabel('Minibiografia').fill('Pesquisadora de serviços públicos.');
  await form.getByLabel('Descrição do livro').fill('Um livro sobre serviços públicos digitais.');
  await form.getByLabel('Palavras-chave', { exact: true }).fill('design, serviços, governo');
  await form.getByLabel('Sumário detalhado').fill('Parte 1: contexto. Parte 2: métodos. Parte 3: casos.');
}

async function answerYesNo(form: Locator) {
  await form.getByRole('group', { name: 'O livro precisa de ilustrações?' }).getByLabel('Não').check();
  await form.getByRole('group', { name: 'O livro usa imagens de terceiros protegidas por direitos autorais?' }).getByLabel('Não').check();
}

test('a visitor is asked to sign in and comes back to the form, with the call chosen', async ({ page, browser }) => {
  const { email, password } = await registerVerifiedUser(page, 'proposer');
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await other.goto(`/publish/submit?call=${BOOK_CALL}`);
  const main = other.getByRole('main');
  await expect(main.getByText('Por favor, entre na sua conta para enviar uma proposta')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', `/register?redirect=${encodeURIComponent(`/publish/submit?call=${BOOK_CALL}`)}`);
  await main.getByRole('link', { name: 'Entrar' }).click();
  await expect(other).toHaveURL(/\/login\?redirect=/);
  await signIn(other, email, password, { here: true });
  await expect(other).toHaveURL(new RegExp(`/publish/submit\\?call=${BOOK_CALL}$`));
  await expect(proposalForm(other).getByLabel('Chamada aberta')).toHaveValue(BOOK_CALL);
  await visitor.close();
});

test('an author fills a proposal with three chapters, finds the draft after a reload, and sends it', async ({ page }) => {
  const { email } = await registerVerifiedUser(page, 'author');
  await page.goto('/publish/submit');
  let form = proposalForm(page);
  await expect(form.getByRole('group', { name: 'Pessoa autora 1' }).getByLabel('E-mail')).toHaveValue(email);
  await fillBook(form, 'Serviços públicos em rede');
  await fillChapter(form, 1);
  // The live count of the chapter summary (JavaScript only).
  await expect(form.getByRole('group', { name: 'Capítulo 1' }).getByTestId('summary-count')).toContainText('de 250 caracteres');
  await form.getByRole('button', { name: 'Adicionar capítulo' }).click();
  await expect(form.getByRole('group', { name: 'Capítulo 2' })).toBeVisible();
  form = proposalForm(page);
  await expect(form.getByLabel('Título provisório')).toHaveValue('Serviços públicos em rede');
  await fillChapter(form, 2);

  // Mid-way: the autosave keeps it, a reload brings it back.
  await page.waitForTimeout(1800);
  await page.reload();
  form = proposalForm(page);
  await expect(form.getByLabel('Título provisório')).toHaveValue('Serviços públicos em rede');
  await expect(form.getByRole('group', { name: 'Capítulo 2' }).getByLabel('Título do capítulo')).toHaveValue('Capítulo de teste 2');

  await form.getByRole('button', { name: 'Adicionar capítulo' }).click();
  await expect(form.getByRole('group', { name: 'Capítulo 3' })).toBeVisible();
  await fillChapter(form, 3);
  await answerYesNo(form);
  await form.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(page.getByText('Obrigado! Sua proposta foi enviada, em breve entraremos em contato!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir para minha conta' })).toBeVisible();
  const mail = await waitForMail(email, /Recebemos sua proposta/);
  expect(mail.subject).toContain('Serviços públicos em rede');
  const editors = await waitForMail('editorial@ipe.test', /\[Proposta\] Serviços públicos em rede/);
  expect(editors.text).toContain('Capítulo de teste 3');

  // Both drafts are gone: the form starts blank again.
  await page.goto('/publish/submit');
  await expect(proposalForm(page).getByLabel('Título provisório')).toHaveValue('');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ipe.proposal-draft')))).toEqual([]);
});

test('in English, an empty send shows "Required field" at each field and the form message, focus on the first', async ({ page }) => {
  await registerVerifiedUser(page, 'english');
  await page.goto('/en/publish/submit');
  const form = proposalForm(page, 'en');
  await form.getByRole('button', { name: 'Send proposal' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please, fill in all required fields');
  await expect(form.getByText('Required field').first()).toBeVisible();
  expect(await form.getByText('Required field').count()).toBeGreaterThanOrEqual(8);
  await expect(form.getByLabel('Provisional title')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Provisional title')).toHaveAccessibleDescription('Required field');
  await expect(form.getByLabel('Single proposal (one book)')).toBeFocused();
  await expectNoAxeViolations(page);
});

test('without JavaScript: add chapters with the buttons, save a draft, send; typed HTML stays text', async ({ page, browser }) => {
  const { email } = await registerVerifiedUser(page, 'nojs');
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const bare = await context.newPage();
  await bare.goto('/publish/submit');
  let form = proposalForm(bare);
  const html = '<img src=x onerror="document.title=1"><b>Negrito</b>';
  await fillBook(form, `Livro ${html}`);
  await fillChapter(form, 1);
  // No live count without JavaScript; the hint says it.
  await expect(form.getByTestId('summary-count')).toHaveCount(0);
  await expect(form.getByText('Cerca de 250 caracteres.')).toBeVisible();
  await form.getByRole('button', { name: 'Adicionar capítulo' }).click();
  form = proposalForm(bare);
  await expect(form.getByLabel('Título provisório')).toHaveValue(`Livro ${html}`);
  await fillChapter(form, 2);
  await form.getByRole('button', { name: 'Adicionar capítulo' }).click();
  form = proposalForm(bare);
  await fillChapter(form, 3);
  await form.getByRole('button', { name: 'Subir Capítulo 3' }).click();
  form = proposalForm(bare);
  await expect(form.getByRole('group', { name: 'Capítulo 2' }).getByLabel('Título do capítulo')).toHaveValue('Capítulo de teste 3');
  await form.getByRole('button', { name: 'Salvar rascunho' }).last().click();
  await expect(bare.getByText('Rascunho salvo.', { exact: false })).toBeVisible();

  // The draft is on the server: a fresh load shows it, the HTML as typed characters and no element.
  await bare.goto('/publish/submit');
  form = proposalForm(bare);
  await expect(form.getByLabel('Título provisório')).toHaveValue(`Livro ${html}`);
  await expect(bare.locator('main img, main b')).toHaveCount(0);
  await answerYesNo(form);
  await form.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(bare.getByText('Obrigado! Sua proposta foi enviada, em breve entraremos em contato!')).toBeVisible();
  const mail = await waitForMail(email, /Recebemos sua proposta/);
  expect(mail.subject).toContain('<b>Negrito</b>');
  // Plain text in the mail's text part (its HTML part escapes it).
  expect(mail.text).toContain(`Livro ${html}`);
  await context.close();
});

test('the form passes axe', async ({ page }) => {
  await registerVerifiedUser(page, 'axe');
  await page.goto('/publish/submit');
  await expect(proposalForm(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/en/publish/submit');
  await expectNoAxeViolations(page);
});
