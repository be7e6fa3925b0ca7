import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { E2E_ORIGIN } from '../playwright.config.ts';
import { appReady, asAdmin, expectNoAxeViolations, uniqueEmail, waitForMail } from './support.ts';

/** The server's origin, as a pattern for the links its mails carry. */
const ORIGIN_PATTERN = E2E_ORIGIN.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Counts the form posts a page sends from now on. */
function countPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST') posts++;
  });
  return () => posts;
}

async function fillContact(
  page: Page,
  email: string,
  labels = { name: 'Nome', surname: 'Sobrenome', email: 'E-mail', phone: 'Telefone', message: 'Mensagem' },
  name = 'Ana',
) {
  await page.getByLabel(labels.name, { exact: true }).fill(name);
  await page.getByLabel(labels.surname, { exact: true }).fill('Souza');
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.phone, { exact: true }).fill('(11) 98765-4321');
  await page.getByLabel(labels.message, { exact: true }).fill('Gostaria de saber quando sai o próximo número do periódico.');
}

test.describe('contact', () => {
  test('with JavaScript: sent without a reload, thanked, mailed to the staff', async ({ page }) => {
    await page.goto('/contact');
    await appReady(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const email = uniqueEmail('contact-js');
    // A name of its own: the mail's subject is "[Contato] name surname", and the test without
    // JavaScript below may mail the same staff address at the same moment.
    await fillContact(page, email, undefined, 'Beatriz');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Obrigado pela sua mensagem! Responderemos muito em breve!' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('');
    const mail = await waitForMail('editorial@ipe.test', /Beatriz Souza/);
    expect(mail.raw).toContain(`Reply-To: ${email}`);
    await expectNoAxeViolations(page);
  });

  test('bad input: each field says what is wrong before anything is sent, focus goes to the first, and what was typed stays', async ({ page }) => {
    await page.goto('/en/contact');
    await formsReady(page);
    const posts = countPosts(page);
    await page.getByLabel('Name', { exact: true }).fill('Ana');
    await page.getByLabel('Message', { exact: true }).fill('Hello there');
    await page.getByLabel('E-mail', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please, fill in your surname.')).toBeVisible();
    await expect(page.getByText('Please, enter a valid e-mail, such as name@example.com.')).toBeVisible();
    await expect(page.getByText('Please, fill in your phone.')).toBeVisible();
    await expect(page.getByLabel('Surname', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ana');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hello there');
    await expect(page.getByLabel('Surname', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toBe(0);
    // A mended field clears as it is mended.
    await page.getByLabel('Surname', { exact: true }).fill('Souza');
    await expect(page.getByText('Please, fill in your surname.')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the form posts, the page thanks, and bad input answers 400 keeping the values', async ({ page }) => {
      await page.goto('/contact');
      await fillContact(page, uniqueEmail('contact-nojs'));
      await page.getByRole('button', { name: 'Enviar mensagem' }).click();
      await expect(page.getByText('Obrigado pela sua mensagem! Responderemos muito em breve!')).toBeVisible();

      const response = await page.request.post('/contact', {
        form: { name: 'Ana', surname: '', email: 'x@example.com', phone: '11987654321', message: 'Oi' },
        headers: { Origin: E2E_ORIGIN },
      });
      expect(response.status()).toBe(400);
      const html = await response.text();
      expect(html).toContain('Por favor, preencha seu sobrenome.');
      expect(html).toContain('value="x@example.com"');
    });
  });
});

test.describe('newsletter', () => {
  test('double opt-in from the footer: confirmation mail, link, subscribed; again → already subscribed; unsubscribe', async ({ page }) => {
    const email = uniqueEmail('news');
    await page.goto('/en/about-us');
    // The answer appears in the footer without a reload: the app must be running.
    await appReady(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Your e-mail').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText(`Almost there! We sent a confirmation link to ${email}.`)).toBeVisible();

    const mail = await waitForMail(email, /Confirm your subscription/);
    expect(mail.raw).toMatch(new RegExp(`List-Unsubscribe:\\s+<${ORIGIN_PATTERN}/en/newsletter/unsubscribe/[\\w-]+>`));
    const confirmUrl = new RegExp(`${ORIGIN_PATTERN}/en/newsletter/confirm/[\\w-]+`).exec(mail.text)?.[0];
    const unsubscribeUrl = new RegExp(`${ORIGIN_PATTERN}/en/newsletter/unsubscribe/[\\w-]+`).exec(mail.text)?.[0];
    expect(confirmUrl).toBeTruthy();
    expect(unsubscribeUrl).toBeTruthy();

    await page.goto(confirmUrl!);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page.getByText('Successfully subscribed, thanks!')).toBeVisible();
    // The link is used up.
    const again = await page.goto(confirmUrl!);
    expect(again?.status()).toBe(404);
    await expect(page.getByText('This link is not valid or has expired.', { exact: false })).toBeVisible();

    await page.goto('/en/newsletter');
    const form = page.getByRole('main');
    await form.getByLabel('Your e-mail').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Ops, this e-mail is already subscribed.')).toBeVisible();

    await page.goto(unsubscribeUrl!);
    await page.getByRole('main').getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You have been unsubscribed.', { exact: false })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the footer form posts to the newsletter page, which shows the answer', async ({ page }) => {
      const email = uniqueEmail('news-nojs');
      await page.goto('/faq');
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel('Seu e-mail').fill(email);
      await footer.getByRole('button', { name: 'Assinar' }).click();
      await expect(page).toHaveURL(/\/newsletter$/);
      await expect(page.getByRole('main').getByText(`Quase lá! Enviamos um link de confirmação para ${email}.`)).toBeVisible();
      await waitForMail(email, /Confirme sua inscrição/);
    });
  });

  test('bots that fill the hidden field are told "sent" and nothing is stored or mailed', async ({ request }) => {
    const email = uniqueEmail('bot');
    const response = await request.post('/newsletter', { form: { email, website: 'http://spam.example' }, headers: { Origin: E2E_ORIGIN } });
    expect(response.status()).toBe(200);
    // A person's subscription sent after it: once its mail is out, the bot's would be too (jobs run in order).
    const person = uniqueEmail('person');
    expect((await request.post('/newsletter', { form: { email: person }, headers: { Origin: E2E_ORIGIN } })).status()).toBe(200);
    await waitForMail(person, /Confirme sua inscrição/);
    const { readOutbox } = await import('./support.ts');
    expect(readOutbox().some((mail) => mail.to.includes(email))).toBe(false);
  });
});

test.describe("every form checks in the browser first, with the spec's messages", () => {
  const cases = [
    { url: '/login', button: 'Entrar', first: 'E-mail', message: 'Por favor, preencha seu e-mail.' },
    { url: '/en/register', button: 'Create account', first: 'Name', message: 'Please, fill in your Name' },
    { url: '/recover', button: 'Enviar link', first: 'E-mail', message: 'Por favor, preencha seu e-mail.' },
  ];
  for (const { url, button, first, message } of cases) {
    test(`${url}: an empty form says what is missing, sends nothing, and focuses the first field`, async ({ page }) => {
      await page.goto(url);
      await formsReady(page);
      const posts = countPosts(page);
      await page.getByRole('main').getByRole('button', { name: button, exact: true }).click();
      await expect(page.getByText(message).first()).toBeVisible();
      await expect(page.getByLabel(first, { exact: true }).first()).toBeFocused();
      expect(posts()).toBe(0);
    });
  }

  test('the footer newsletter form says a bad address is bad, without sending it', async ({ page }) => {
    await page.goto('/en/about-us');
    await formsReady(page);
    const posts = countPosts(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('E-mail').fill('not an address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Please, enter a valid e-mail')).toBeVisible();
    await expect(footer.getByLabel('E-mail')).toBeFocused();
    expect(posts()).toBe(0);
  });

  test("the staff's forms too: a coupon without its code; a work in English whose contributor has no family name", async ({ page }) => {
    await asAdmin(page);
    await page.goto('/admin/coupons/new');
    await formsReady(page);
    const posts = countPosts(page);
    await page.getByRole('main').getByRole('button', { name: 'Criar o cupom' }).click();
    await expect(page.getByText('Digite o código do cupom.')).toBeVisible();
    await expect(page.getByLabel('Código', { exact: true })).toBeFocused();

    // A form of several parts (the work, its rows, a check across fields) is checked as a whole.
    await page.goto('/en/admin/catalog/new');
    await formsReady(page);
    const form = page.getByRole('form', { name: 'Work details' });
    await form.getByLabel('Title (Portuguese)', { exact: true }).fill('Um livro');
    await form.getByRole('group', { name: 'Person 1' }).getByLabel('Given name').fill('Ana');
    await form.getByRole('button', { name: 'Save and publish' }).first().click();
    await expect(form.getByText('Give the family name (or the institution’s name).')).toBeVisible();
    await expect(form.getByRole('group', { name: 'Person 1' }).getByLabel('Family name')).toBeFocused();
    await expect(form.getByRole('group', { name: 'Person 1' }).getByLabel('Family name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Title (Portuguese)', { exact: true })).toHaveValue('Um livro');
    expect(posts()).toBe(0);
  });
});

/** React has taken over the page's forms (a form checks in the browser only once it has). */
async function formsReady(page: Page) {
  await page.waitForFunction(() => [...document.forms].some((form) => Object.keys(form).some((key) => key.startsWith('__reactProps'))));
}
