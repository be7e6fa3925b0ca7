import { expect, test } from './fixtures.ts';
import { E2E_ORIGIN } from '../playwright.config.ts';
import {
  ADMIN,
  appReady,
  expectNoAxeViolations,
  linkIn,
  newReader,
  registerVerifiedUser,
  sessionCookie,
  signIn,
  totp,
  uniqueEmail,
  waitForMail,
} from './support.ts';

test('register → verification mail → verified and signed in (Portuguese)', async ({ page }) => {
  const { email } = await registerVerifiedUser(page, 'register-pt');
  await expect(page.getByText('E-mail confirmado. Bem-vindo(a)!')).toBeVisible();
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('register → verification mail → verified and signed in (English), the account page in English passes axe', async ({ page }) => {
  await registerVerifiedUser(page, 'register-en', 'open-reading-2026', 'en');
  await expect(page.getByText('E-mail confirmed. Welcome!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
  await expectNoAxeViolations(page);
});

test('an error sent back by a sign-in provider is explained on the sign-in page', async ({ page }) => {
  await page.goto('/en/login?error=access_denied');
  await expect(page.getByText('The sign-in with the provider was cancelled.', { exact: false })).toBeVisible();
  await page.goto('/login?error=account_not_linked');
  await expect(page.getByText('Esta conta do provedor pertence a outro e-mail.', { exact: false })).toBeVisible();
});

test('sign-up in English: the spec’s messages for empty fields, a common password refused, what was typed kept', async ({ page }) => {
  await page.goto('/en/register');
  const main = page.getByRole('main');
  await main.locator('form').evaluate((form) => form.setAttribute('novalidate', ''));
  await main.getByRole('button', { name: 'Create account' }).click();
  for (const message of ['Please, fill in your Name', 'Please, fill in your Surname', 'Please, fill in your E-mail', 'Please, fill in your Password']) {
    await expect(main.getByText(message, { exact: true })).toBeVisible();
  }
  await main.getByLabel('Name', { exact: true }).fill('Reader');
  await main.getByLabel('Surname').fill('Test');
  await main.getByLabel('E-mail').fill(uniqueEmail('common'));
  await main.getByLabel('Password').fill('password123');
  await main.locator('form').evaluate((form) => form.setAttribute('novalidate', ''));
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(main.getByText('This password is too common and easy to guess. Please choose another.')).toBeVisible();
  await expect(main.getByLabel('Name', { exact: true })).toHaveValue('Reader');
  await expectNoAxeViolations(page);
});

test('wrong password and unknown account get the same answer; a visitor is sent to sign in and back', async ({ page, browser }) => {
  const { email, password } = await newReader(page, 'pt', { open: false });
  const visitor = await browser.newPage();
  await signIn(visitor, email, 'not-the-password');
  await expect(visitor.getByText('E-mail ou senha inválidos.')).toBeVisible();
  await signIn(visitor, uniqueEmail('nobody'), 'whatever-password');
  await expect(visitor.getByText('E-mail ou senha inválidos.')).toBeVisible();

  await visitor.goto('/en/account');
  await expect(visitor).toHaveURL(/\/en\/login\?redirect=%2Fen%2Faccount$/);
  const form = visitor.getByRole('main').locator('form').first();
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(visitor).toHaveURL(/\/en\/account$/);
  // Signed in, the sign-in page sends on (the `redirect` guard).
  await visitor.goto('/en/login');
  await expect(visitor).toHaveURL(/\/en\/account$/);
  await visitor.close();
});

test('“keep me signed in”: unchecked, the session ends with the browser; checked, it persists', async ({ browser }) => {
  const setup = await browser.newPage();
  const { email, password } = await newReader(setup, 'pt', { open: false });
  await setup.close();

  const brief = await browser.newContext();
  const briefPage = await brief.newPage();
  await signIn(briefPage, email, password);
  await expect(briefPage).toHaveURL(/\/account$/);
  expect((await sessionCookie(brief))?.expires).toBe(-1);
  await brief.close();

  const lasting = await browser.newContext();
  const lastingPage = await lasting.newPage();
  await signIn(lastingPage, email, password, { remember: true });
  await expect(lastingPage).toHaveURL(/\/account$/);
  const cookie = await sessionCookie(lasting);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  await lasting.close();
});

test('recover → reset → the old sessions are gone', async ({ browser }) => {
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  const { email } = await newReader(firstPage, 'pt', { open: false });

  const other = await browser.newPage();
  await other.goto('/recover');
  await other.getByRole('main').getByLabel('E-mail').fill(email);
  await other.getByRole('button', { name: 'Enviar link' }).click();
  await expect(other.getByText('Se houver uma conta com este e-mail, enviamos um link', { exact: false })).toBeVisible();
  // An unknown address gets the very same answer.
  await other.getByRole('main').getByLabel('E-mail').fill(uniqueEmail('unknown'));
  await other.getByRole('button', { name: 'Enviar link' }).click();
  await expect(other.getByText('Se houver uma conta com este e-mail, enviamos um link', { exact: false })).toBeVisible();

  const mail = await waitForMail(email, /Redefinição de senha/);
  await other.goto(linkIn(mail, `${E2E_ORIGIN}/recover/`));
  await other.getByLabel('Nova senha').fill('nova-senha-segura-9');
  await other.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(other.getByText('Senha alterada. Entre com a nova senha.')).toBeVisible();

  await firstPage.goto('/account');
  await expect(firstPage).toHaveURL(/\/login\?redirect=%2Faccount$/);
  await signIn(other, email, 'nova-senha-segura-9');
  await expect(other).toHaveURL(/\/account$/);
  await first.close();
});

test('sessions: sign out another device; delete the account with its password', async ({ browser }) => {
  const phone = await browser.newContext({ userAgent: 'PhoneBrowser/1.0' });
  const phonePage = await phone.newPage();
  const { email, password } = await newReader(phonePage, 'pt', { open: false });
  const desk = await browser.newPage();
  await signIn(desk, email, password);
  await expect(desk).toHaveURL(/\/account$/);
  const sessions = desk.getByRole('region', { name: 'Sessões ativas' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await sessions.getByRole('listitem').filter({ hasText: 'PhoneBrowser/1.0' }).getByRole('button', { name: 'Encerrar' }).click();
  await expect(desk.getByText('Sessão encerrada.')).toBeVisible();
  await phonePage.goto('/account');
  await expect(phonePage).toHaveURL(/\/login/);

  const danger = desk.getByRole('region', { name: 'Excluir conta' });
  await danger.getByLabel('Confirme com sua senha').fill('wrong-password');
  await danger.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(danger.getByText('A senha atual não confere.')).toBeVisible();
  // What was shared in reading groups: kept without the name unless the person asks to delete it.
  await expect(danger.getByLabel('Manter, sem meu nome (aparece como “Ex-membro”)')).toBeChecked();
  await danger.getByLabel('Apagar as minhas anotações e respostas').check();
  await danger.getByLabel('Confirme com sua senha').fill(password);
  await danger.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(desk).toHaveURL(/\/\?deleted=1$/);
  await signIn(desk, email, password);
  await expect(desk.getByText('E-mail ou senha inválidos.')).toBeVisible();
  await phone.close();
});

test('an admin disables a user who is signed in elsewhere: that session is gone on its next request', async ({ browser }) => {
  const userPage = await browser.newPage();
  const { email, password } = await newReader(userPage, 'pt', { open: false });
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, ADMIN.email, ADMIN.password);
  await expect(adminPage).toHaveURL(/\/account$/);
  await adminPage.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await adminPage.getByRole('link', { name: 'Leitora Teste' }).click();
  await adminPage.getByRole('button', { name: 'Desativar conta' }).click();
  await expect(adminPage.getByText('Conta desativada: todas as sessões foram encerradas.')).toBeVisible();
  await expect(adminPage.getByText('desativou a conta')).toBeVisible();
  await expectNoAxeViolations(adminPage);

  await userPage.goto('/account');
  await expect(userPage).toHaveURL(/\/login/);
  await signIn(userPage, email, password);
  await expect(userPage.getByText('Esta conta está desativada.', { exact: false })).toBeVisible();
});

test('admin area: users list with search, a 403 page for a signed-in reader, the sign-in page for a visitor', async ({ page, browser }) => {
  const reader = await browser.newPage();
  await newReader(reader, 'pt', { open: false });
  const response = await reader.goto('/en/admin/users');
  expect(response?.status()).toBe(403);
  await expect(reader.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(reader.getByText('admin@ipe.test')).toHaveCount(0);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
  await signIn(page, ADMIN.email, ADMIN.password, { here: true });
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Painel' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Navegação da administração' }).getByRole('link', { name: 'Usuários' }).click();
  await page.getByLabel('Buscar por nome ou e-mail').fill('admin@ipe');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 usuário' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('two-factor: enrol with the authenticator app, then sign in with a code; a wrong code is refused', async ({ page }) => {
  const { email, password } = await newReader(page);
  const section = page.getByRole('region', { name: 'Verificação em duas etapas' });
  await section.getByLabel('Confirme com sua senha').fill(password);
  await section.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  const secret = (await section.getByTestId('totp-secret').innerText()).trim();
  const backupCodes = (await section.getByTestId('backup-codes').getByRole('listitem').allInnerTexts()).map((c) => c.trim());
  expect(backupCodes).toHaveLength(10);
  await expect(section.getByRole('img', { name: 'Código QR para o aplicativo autenticador' })).toBeVisible();
  await section.getByLabel('Código do aplicativo').fill(totp(secret));
  await section.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(section.getByText('A verificação em duas etapas está ativada.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('main').getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/`);
  await signIn(page, email, password, { locale: 'en' });
  await expect(page).toHaveURL(/\/en\/login\/two-factor/);
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid code.', { exact: false })).toBeVisible();
  await page.getByLabel('Code').fill(backupCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/en\/account$/);
  await expectNoAxeViolations(page);
});

test.describe('bot check (proof of work)', () => {
  test('after failed sign-ins the browser solves the challenge by itself and the right password still works', async ({ page, browser }) => {
    const setup = await (await browser.newContext()).newPage();
    const { email, password } = await newReader(setup, 'pt', { open: false });
    for (let i = 0; i < 3; i++) {
      await signIn(page, email, 'wrong-password-123');
      await expect(page.getByText('E-mail ou senha inválidos.')).toBeVisible();
    }
    // The challenge is solved by the page's script: sent before the page hydrated, the form is a
    // plain post, which the check refuses by design (it says JavaScript is needed).
    await page.goto('/login');
    await appReady(page);
    await signIn(page, email, password, { here: true });
    await expect(page).toHaveURL(/\/account$/);
  });

  test('when the check cannot be fetched, the form is sent a bounded number of times and says what is missing', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/bot-check',
      (route) => route.abort(),
    );
    const posts: string[] = [];
    page.on('request', (request) => void (request.method() === 'POST' && posts.push(request.url())));
    await page.goto('/en/register');
    await appReady(page);
    const main = page.getByRole('main');
    await main.getByLabel('Name', { exact: true }).fill('Sem');
    await main.getByLabel('Surname').fill('Rede');
    await main.getByLabel('E-mail').fill(uniqueEmail('no-check'));
    await main.getByLabel('Password').fill('a-long-and-fine-password');
    await main.getByRole('button', { name: 'Create account' }).click();
    await expect(main.getByText('this form runs a security check with JavaScript', { exact: false })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The first post and at most three automatic retries, then it waits for the person.
    expect(posts.length).toBeGreaterThanOrEqual(1);
    expect(posts.length).toBeLessThanOrEqual(4);
    await expect(main.getByLabel('Name', { exact: true })).toHaveValue('Sem');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('sign-up says clearly that the security check needs JavaScript, and keeps what was typed', async ({ page }) => {
      await page.goto('/en/register');
      const main = page.getByRole('main');
      await main.getByLabel('Name', { exact: true }).fill('Script');
      await main.getByLabel('Surname').fill('Less');
      await main.getByLabel('E-mail').fill(`nojs-${Date.now()}@example.com`);
      await main.getByLabel('Password').fill('a-long-and-fine-password');
      await main.getByRole('button', { name: 'Create account' }).click();
      await expect(main.getByText('this form runs a security check with JavaScript', { exact: false })).toBeVisible();
      await expect(main.getByLabel('Name', { exact: true })).toHaveValue('Script');
    });
  });
});

test('sign-in link by e-mail: the link signs in once; asked for on the English page, it comes in English to a Portuguese account', async ({
  page,
  browser,
}) => {
  const setup = await (await browser.newContext()).newPage();
  const { email } = await newReader(setup, 'pt', { open: false });
  await page.goto('/en/login');
  const linkForm = page.getByRole('main').locator('form').nth(1);
  await linkForm.getByLabel('E-mail').fill(email);
  await linkForm.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(page.getByText('If there is an account with this e-mail, we sent a sign-in link.', { exact: false })).toBeVisible();
  const mail = await waitForMail(email, /Your sign-in link for Editora Ipê/);
  const link = linkIn(mail, `${E2E_ORIGIN}/api/auth/magic-link/verify`);
  await page.goto(link);
  await expect(page).toHaveURL(/\/en\/account$/);
  const again = await (await browser.newContext()).newPage();
  await again.goto(link);
  await expect(again).toHaveURL(/\/login/);
});

test('export my data: a JSON download with the profile, never another person’s', async ({ page }) => {
  const { email } = await newReader(page, 'pt', { open: false });
  const response = await page.request.get('/account/export');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toMatch(/attachment; filename="editora-ipe-my-data-\d{4}-\d{2}-\d{2}\.json"/);
  const exported = await response.json();
  expect(exported.profile.email).toBe(email);
  expect(exported.profile).not.toHaveProperty('password');
  expect(JSON.stringify(exported)).not.toContain('admin@ipe.test');
});

test('change e-mail: confirmed from the current address, verified at the new one', async ({ page }) => {
  const { email } = await newReader(page);
  const newEmail = uniqueEmail('changed');
  const section = page.getByRole('region', { name: 'E-mail', exact: true });
  await section.getByLabel('Novo e-mail').fill(newEmail);
  await section.getByRole('button', { name: 'Trocar e-mail' }).click();
  await expect(section.getByText('Enviamos um link de confirmação para o seu e-mail atual.', { exact: false })).toBeVisible();
  const confirm = await waitForMail(email, /Confirme a troca de e-mail/);
  await page.goto(linkIn(confirm, `${E2E_ORIGIN}/api/auth/`));
  const verify = await waitForMail(newEmail, /Confirme seu e-mail/);
  await page.goto(linkIn(verify, `${E2E_ORIGIN}/api/auth/verify-email`));
  await expect(page.getByRole('main').getByText(newEmail)).toBeVisible();
});

test.describe('the account without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // The page that answers a form is drawn in the same request as the change: it must show it.
  test('a new name and a new photo show on the page that answers the form', async ({ page }) => {
    await newReader(page);
    const profile = page.getByRole('region', { name: 'Dados pessoais' });
    await profile.getByLabel('Nome', { exact: true }).fill('Helena');
    await profile.getByRole('button', { name: 'Salvar dados' }).click();
    await expect(profile.getByText('Dados salvos.')).toBeVisible();
    await expect(profile.getByLabel('Nome', { exact: true })).toHaveValue('Helena');
    const photo = page.getByRole('region', { name: 'Foto' });
    await photo.getByLabel('Foto').setInputFiles('public/icons/icon-384.png');
    await photo.getByRole('button', { name: 'Enviar foto' }).click();
    await expect(photo.getByText('Foto salva.')).toBeVisible();
    await expect(photo.getByRole('img', { name: 'Sua foto' })).toBeVisible();
  });
});

test('account photo: an image is cropped and shown; a file that is not an image is refused', async ({ page }) => {
  await newReader(page);
  const section = page.getByRole('region', { name: 'Foto' });
  await section.getByLabel('Foto').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not really an image') });
  await section.getByRole('button', { name: 'Enviar foto' }).click();
  await expect(section.getByText('Este arquivo não é uma imagem JPEG, PNG ou WebP.')).toBeVisible();
  await section.getByLabel('Foto').setInputFiles('public/icons/icon-384.png');
  await section.getByRole('button', { name: 'Enviar foto' }).click();
  await expect(section.getByText('Foto salva.')).toBeVisible();
  const photo = section.getByRole('img', { name: 'Sua foto' });
  await expect(photo).toBeVisible();
  // The image arrives after the element: wait for it to decode rather than read it at once.
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});
