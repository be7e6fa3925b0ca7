import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { appReady, asAdmin, expectNoAxeViolations, expectNoAxeViolationsLightAndDark, newReader, signIn, waitForMail } from './support.ts';

const BOOK_CALL = 'educacao-publica-e-tecnologia';

// A fresh server's first page loads are slow: the sign-up form's bot check must have run before its button is pressed.
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/register', { waitUntil: 'networkidle' });
  await page.close();
});

const proposalForm = (page: Page, locale: 'pt' | 'en' = 'pt') =>
  page.getByRole('form', { name: locale === 'pt' ? 'Enviar uma proposta de livro' : 'Submit a book proposal' });

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

/** A whole proposal with one chapter, in English. */
async function fillEnglishProposal(form: Locator, title: string) {
  await form.getByLabel('Single proposal (one book)').check();
  await form.getByLabel('Provisional title').fill(title);
  await form.getByRole('group', { name: 'Author 1' }).getByLabel('Short bio').fill('Researcher of public services.');
  await form.getByLabel('Book description').fill('A book about digital public services.');
  await form.getByLabel('Keywords', { exact: true }).fill('design, services');
  await form.getByLabel('Detailed summary').fill('Part 1: context. Part 2: cases.');
  const chapter = form.getByRole('group', { name: 'Chapter 1' });
  await chapter.getByLabel('Chapter title').fill('Context');
  await chapter.getByLabel('Chapter summary').fill('Why services matter.');
  await chapter.getByLabel('Chapter keywords').fill('state, service, people');
  await form.getByRole('group', { name: 'Does the book need illustrations?' }).getByLabel('No').check();
  await form.getByRole('group', { name: 'Does the book use third-party copyrighted images?' }).getByLabel('No').check();
}

/** The administrator, signed in in a context of their own. */
async function adminPage(browser: Browser, locale: 'pt' | 'en' = 'pt') {
  const context = await browser.newContext({ locale: locale === 'pt' ? 'pt-BR' : 'en-US' });
  const admin = await context.newPage();
  await asAdmin(admin);
  return admin;
}

/** Finds a proposal by its title in the admin's list and opens it. */
async function openSubmission(admin: Page, title: string, locale: 'pt' | 'en' = 'pt') {
  await admin.goto(`${locale === 'pt' ? '' : '/en'}/admin/submissions?q=${encodeURIComponent(title)}`);
  await admin.getByRole('main').getByRole('link', { name: title }).click();
  await expect(admin.getByRole('heading', { level: 1, name: locale === 'pt' ? /^Proposta \d+$/ : /^Proposal \d+$/ })).toBeVisible();
}

test('a visitor is asked to sign in and comes back to the form, with the call chosen', async ({ page, browser }) => {
  const { email, password } = await newReader(page, 'pt', { open: false });
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await other.goto(`/publish/submit?call=${BOOK_CALL}`);
  const main = other.getByRole('main');
  await expect(main.getByText('Por favor, entre na sua conta para enviar uma proposta')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Criar conta' })).toHaveAttribute(
    'href',
    `/register?redirect=${encodeURIComponent(`/publish/submit?call=${BOOK_CALL}`)}`,
  );
  await main.getByRole('link', { name: 'Entrar' }).click();
  await expect(other).toHaveURL(/\/login\?redirect=/);
  await signIn(other, email, password, { here: true });
  await expect(other).toHaveURL(new RegExp(`/publish/submit\\?call=${BOOK_CALL}$`));
  await expect(proposalForm(other).getByLabel('Chamada aberta')).toHaveValue(BOOK_CALL);
  await visitor.close();
});

test('an author fills a proposal with three chapters, finds the draft after a reload, sends it and sees it in the account; an editor moves it to under review with a message; the author reads it', async ({
  page,
  browser,
}) => {
  // Two people, a reload, mails and axe in both colour modes: longer than one page's journey.
  test.setTimeout(120_000);
  const { email } = await newReader(page, 'pt', { open: false });
  await page.goto('/publish/submit');
  await appReady(page);
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

  // Mid-way: the autosave keeps it (in this browser at once, a second after the last keystroke), a reload brings it back.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => localStorage.getItem(key)?.includes('Capítulo de teste 2')))).toBe(true);
  await page.reload();
  // The draft comes back from this browser's storage once the app runs.
  await appReady(page);
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

  // The proposal's page, and the account's list.
  await page.getByRole('link', { name: 'Ver a proposta enviada' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Serviços públicos em rede' })).toBeVisible();
  const status = page.getByRole('region', { name: 'Situação' });
  await expect(status).toContainText('Recebida');
  await expect(page.getByText('Nenhuma mensagem ainda.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Capítulo de teste 3' })).toBeVisible();
  const proposalUrl = page.url();
  await page.goto('/account');
  const mine = page.getByRole('region', { name: 'Minhas propostas' });
  await expect(mine.getByRole('link', { name: 'Serviços públicos em rede' })).toHaveAttribute('href', new URL(proposalUrl).pathname);
  await expect(mine).toContainText('Recebida');

  // Both drafts are gone: the form starts blank again.
  await page.goto('/publish/submit');
  await expect(proposalForm(page).getByLabel('Título provisório')).toHaveValue('');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ipe.proposal-draft')))).toEqual([]);

  // The editor finds it among new proposals, moves it to under review with a message, and leaves an internal note.
  const admin = await adminPage(browser);
  await admin.goto('/admin');
  await admin.getByRole('link', { name: 'Propostas novas' }).click();
  await expect(admin).toHaveURL(/\/admin\/submissions\?status=received$/);
  await expectNoAxeViolationsLightAndDark(admin);
  await openSubmission(admin, 'Serviços públicos em rede');
  await expect(admin.getByRole('main')).toContainText('Capítulo de teste 2');
  await expectNoAxeViolationsLightAndDark(admin);
  const review = admin.getByRole('form', { name: 'Passar para avaliação' });
  await review.getByLabel('Mensagem à pessoa autora').fill('Recebemos com interesse.\nO conselho se reúne na próxima semana.');
  await review.getByRole('button', { name: 'Passar para avaliação' }).click();
  // The notice takes the focus (and scrolls to it) once drawn: only then is the next field where it will stay.
  await expect(admin.getByRole('status').filter({ hasText: 'Situação alterada; a pessoa autora recebeu um e-mail.' })).toBeFocused();
  await expect(admin.getByRole('region', { name: 'Situação' })).toContainText('Em avaliação');
  await admin.getByLabel('Nova nota').fill('Nota só da equipe: bom sumário.');
  await admin.getByRole('button', { name: 'Adicionar nota' }).click();
  await expect(admin.getByText('Nota adicionada.')).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Histórico' })).toContainText('Situação: Recebida → Em avaliação');
  await admin.context().close();

  // The author gets the mail and reads the message in the account; the note never reaches them.
  const news = await waitForMail(email, /Em avaliação/);
  expect(news.subject).toBe('Sua proposta “Serviços públicos em rede”: Em avaliação');
  expect(news.text).toContain('O conselho se reúne na próxima semana.');
  await page.goto('/account');
  await expect(mine).toContainText('Em avaliação');
  await expect(mine).toContainText('1 mensagem da equipe editorial');
  await mine.getByRole('link', { name: 'Serviços públicos em rede' }).click();
  await expect(status).toContainText('Em avaliação');
  const messages = page.getByRole('region', { name: 'Mensagens da equipe editorial' });
  await expect(messages).toContainText('Recebemos com interesse.');
  await expect(messages).toContainText('O conselho se reúne na próxima semana.');
  await expect(page.getByText('bom sumário')).toHaveCount(0);
  await expectNoAxeViolationsLightAndDark(page);
});

test('in English: the author sends a proposal, the editor moves it and writes, the author reads both messages and withdraws it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const { email } = await newReader(page, 'en', { open: false });
  await page.goto('/en/publish/submit');
  await appReady(page);
  const form = proposalForm(page, 'en');
  await fillEnglishProposal(form, 'Networked public services');
  await form.getByRole('button', { name: 'Send proposal' }).click();
  await expect(page.getByText('Thanks! Your proposal was sent, soon we will contact you!')).toBeVisible();
  await waitForMail(email, /We received your proposal/);

  const admin = await adminPage(browser, 'en');
  await openSubmission(admin, 'Networked public services', 'en');
  await expectNoAxeViolations(admin);
  const review = admin.getByRole('form', { name: 'Move to under review' });
  await review.getByLabel('Message to the author').fill('We are reading it with interest.');
  await review.getByRole('button', { name: 'Move to under review' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Status changed; the author got an e-mail.' })).toBeFocused();
  await admin.getByLabel('New message').fill('Could you send a sample chapter?');
  await admin.getByRole('button', { name: 'Send message' }).click();
  await expect(admin.getByText('Message sent to the author.')).toBeVisible();
  const sent = admin.getByRole('region', { name: 'Messages to the author' });
  await expect(sent).toContainText('We are reading it with interest.');
  await expect(sent).toContainText('Could you send a sample chapter?');

  const mail = await waitForMail(email, /New message about your proposal/);
  expect(mail.text).toContain('Could you send a sample chapter?');
  expect(mail.text).toMatch(/http:\/\/localhost:\d+\/en\/account\/proposals\/\d+/);
  await page.goto('/en/account');
  const mine = page.getByRole('region', { name: 'My proposals' });
  await expect(mine).toContainText('Under review');
  await expect(mine).toContainText('2 messages from the editorial team');
  await mine.getByRole('link', { name: 'Networked public services' }).click();
  const messages = page.getByRole('region', { name: 'Messages from the editorial team' });
  await expect(messages.getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolationsLightAndDark(page);

  // Withdrawing asks for the box first, then tells the editors.
  await page.getByRole('button', { name: 'Withdraw proposal' }).click();
  await expect(page.getByLabel('I want to withdraw this proposal')).toBeFocused();
  await page.getByLabel('I want to withdraw this proposal').check();
  await page.getByRole('button', { name: 'Withdraw proposal' }).click();
  await expect(page.getByText('Proposal withdrawn. We let the editorial team know.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status' })).toContainText('Withdrawn');
  await expect(page.getByRole('button', { name: 'Withdraw proposal' })).toHaveCount(0);
  await waitForMail('editorial@ipe.test', /\[Proposta retirada\] Networked public services/);
  await admin.reload();
  await expect(admin.getByRole('region', { name: 'History' })).toContainText('Withdrawn by the author (Under review → Withdrawn)');
  await expect(admin.getByRole('region', { name: 'Next step' })).toContainText('The proposal has an outcome.');
  await admin.context().close();
});

test('in English, an empty send shows "Required field" at each field and the form message, focus on the first', async ({ page }) => {
  await newReader(page, 'pt', { open: false });
  await page.goto('/en/publish/submit');
  await appReady(page);
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
  test.setTimeout(90_000);
  const { email } = await newReader(page, 'pt', { open: false });
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
  // The author's page and the editor's show the HTML as characters, and no element.
  await bare.goto('/account');
  await bare
    .getByRole('region', { name: 'Minhas propostas' })
    .getByRole('link', { name: `Livro ${html}` })
    .click();
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText(`Livro ${html}`);
  await expect(bare.locator('main img, main b')).toHaveCount(0);
  await context.close();
  const admin = await adminPage(browser);
  await openSubmission(admin, `Livro ${html}`);
  await expect(admin.getByRole('main').getByText(`Livro ${html}`).first()).toBeVisible();
  await expect(admin.locator('main img, main b')).toHaveCount(0);
  await admin.goto(`/admin/submissions?q=${encodeURIComponent('negrito')}`);
  await expect(admin.getByRole('main').getByRole('link', { name: `Livro ${html}` })).toBeVisible();
  await expect(admin.locator('main img, main b')).toHaveCount(0);
  expect(await admin.evaluate(() => document.title)).not.toBe('1');
  await admin.context().close();
});

test('bad input: a sample of the wrong type or over 10 MB gets its message and keeps what was typed; 10,000-character texts go through', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await newReader(page, 'pt', { open: false });
  await page.goto('/publish/submit');
  await appReady(page);
  let form = proposalForm(page);
  const title = `Textos longos ${Date.now()}`;
  await fillBook(form, title);
  await fillChapter(form, 1);
  await answerYesNo(form);
  // A text file named like a PDF: the content decides.
  await form.getByLabel('Trecho do original').setInputFiles({ name: 'amostra.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not really a PDF') });
  await form.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, confira os campos indicados abaixo');
  form = proposalForm(page);
  await expect(form.getByLabel('Trecho do original')).toHaveAccessibleDescription(/Envie o trecho em PDF, DOCX ou ODT, por favor\./);
  await expect(form.getByLabel('Título provisório')).toHaveValue(title);
  // Larger than 10 MB, though a real PDF.
  const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
  await form.getByLabel('Trecho do original').setInputFiles({ name: 'grande.pdf', mimeType: 'application/pdf', buffer: big });
  await form.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(form.getByLabel('Trecho do original')).toHaveAccessibleDescription(/O arquivo passa de 10 MB/);
  form = proposalForm(page);
  await expect(form.getByLabel('Título provisório')).toHaveValue(title);
  await expect(form.getByRole('group', { name: 'Capítulo 1' }).getByLabel('Título do capítulo')).toHaveValue('Capítulo de teste 1');
  // The longest texts the form takes, and no sample.
  await form.getByLabel('Trecho do original').setInputFiles([]);
  const long = `${'Uma frase longa sobre serviços públicos. '.repeat(250)}`.slice(0, 10_000);
  await form.getByLabel('Descrição do livro').fill(long);
  await form.getByLabel('Sumário detalhado').fill(long);
  await expect(form.getByLabel('Descrição do livro')).toHaveAttribute('maxlength', '10000');
  await form.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(page.getByText('Obrigado! Sua proposta foi enviada, em breve entraremos em contato!')).toBeVisible();
  const admin = await adminPage(browser);
  await openSubmission(admin, title);
  await expect(admin.getByRole('region', { name: 'Descrição do livro' })).toContainText(long.slice(-200).trim());
  await admin.context().close();
});

test('the form, the account with no proposal, and the admin’s empty list pass axe in both languages and colour modes', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await newReader(page, 'pt', { open: false });
  await page.goto('/publish/submit');
  await expect(proposalForm(page)).toBeVisible();
  await expectNoAxeViolationsLightAndDark(page);
  await page.goto('/en/publish/submit');
  await expectNoAxeViolationsLightAndDark(page);
  await page.goto('/en/account');
  await expect(page.getByRole('region', { name: 'My proposals' })).toContainText('You have not sent any book proposal yet.');
  await expectNoAxeViolations(page);
  const admin = await adminPage(browser, 'en');
  await admin.goto('/en/admin/submissions?q=nothing-matches-this');
  await expect(admin.getByText('No proposal matches these filters.')).toBeVisible();
  await expectNoAxeViolationsLightAndDark(admin);
  await admin.context().close();
});
