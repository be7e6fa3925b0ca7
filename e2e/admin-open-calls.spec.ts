import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { asAdmin, expectNoAxeViolations, expectNoAxeViolationsLightAndDark, newReader } from './support.ts';
import { PUBLISHER_TIME_ZONE } from '../app/lib/publisher-time.ts';
import { utcDay } from '../app/lib/utc-days.ts';

/** A calendar day in São Paulo, `days` after today's there (what a date input takes: YYYY-MM-DD). */
function saoPauloDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: PUBLISHER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return utcDay(date);
}

const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

const proposalForm = (page: Page) => page.getByRole('form', { name: 'Enviar uma proposta de livro' });

// A fresh server's first page loads are slow: the sign-up form's bot check must have run before its button is pressed.
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/register', { waitUntil: 'networkidle' });
  await page.close();
});

test('an admin publishes a book call: visitors see it open, an author finds it chosen; closed early, it is gone from the form', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const id = unique();
  const slug = `chamada-e2e-${id}`;
  const titlePt = `Cidades e serviços públicos ${id}`;
  const titleEn = `Cities and public services ${id}`;

  // The admin creates the call: a published book call, open from today (São Paulo) for 60 days.
  const adminContext = await browser.newContext({ locale: 'pt-BR' });
  const admin = await adminContext.newPage();
  const adminMain = admin.getByRole('main');
  await asAdmin(admin);
  await admin.goto('/admin/open-calls');
  await expect(adminMain.getByRole('heading', { level: 1, name: 'Chamadas abertas' })).toBeVisible();
  await expectNoAxeViolationsLightAndDark(admin);
  await adminMain.getByRole('link', { name: 'Nova chamada' }).click();
  await expect(adminMain.getByRole('heading', { level: 1, name: 'Nova chamada' })).toBeVisible();
  await expectNoAxeViolationsLightAndDark(admin);
  await adminMain.getByRole('radio', { name: 'Chamada para livro' }).check();
  await adminMain.getByRole('radio', { name: 'Publicada: aparece no site' }).check();
  await adminMain.getByLabel('Endereço (slug)').fill(slug);
  await adminMain.getByLabel('Título em português').fill(titlePt);
  await adminMain.getByLabel('Título em inglês').fill(titleEn);
  await adminMain.getByLabel('Resumo em português').fill('Livros sobre serviços públicos nas cidades brasileiras.');
  await adminMain.getByLabel('Resumo em inglês').fill('Books on public services in Brazilian cities.');
  await adminMain.getByLabel('Descrição em português').fill('Primeiro parágrafo <b>sem HTML</b>.\n\nSegundo parágrafo.');
  await adminMain.getByLabel('Abertura', { exact: true }).fill(saoPauloDay(0));
  await adminMain.getByLabel('Encerramento', { exact: true }).fill(saoPauloDay(60));
  await adminMain.getByLabel('Prazo de retorno, em semanas').fill('4');
  await adminMain.getByRole('button', { name: 'Criar a chamada' }).click();
  await expect(adminMain.getByText('Chamada criada.')).toBeVisible();
  await expect(adminMain.getByRole('heading', { level: 1, name: `Chamada: ${titlePt}` })).toBeVisible();
  const today = adminMain.getByRole('region', { name: 'A chamada hoje' });
  await expect(today.getByText('Aberta', { exact: true })).toBeVisible();
  const callUrl = admin.url().replace(/\?.*$/, '');
  const callPath = new URL(callUrl).pathname;

  // In the list, in both languages.
  await admin.goto('/admin/open-calls');
  const row = adminMain.getByRole('row', { name: new RegExp(titlePt) });
  await expect(row.getByText('Livro', { exact: true })).toBeVisible();
  await expect(row.getByText('Publicada', { exact: true })).toBeVisible();
  await expect(row.getByText('Aberta', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: `Editar a chamada ${titlePt}` })).toHaveAttribute('href', callPath);
  await admin.goto('/en/admin/open-calls');
  const rowEn = adminMain.getByRole('row', { name: new RegExp(titleEn) });
  await expect(rowEn.getByText('Open', { exact: true })).toBeVisible();
  await expect(rowEn.getByText('Book', { exact: true })).toBeVisible();
  await expectNoAxeViolationsLightAndDark(admin);
  await rowEn.getByRole('link', { name: `Edit the call ${titleEn}` }).click();
  await expect(adminMain.getByRole('heading', { level: 1, name: `Call: ${titleEn}` })).toBeVisible();
  await expectNoAxeViolationsLightAndDark(admin);

  // A visitor sees it open, in both languages, its text as typed.
  const visitorContext = await browser.newContext({ locale: 'pt-BR' });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/publish/open-calls');
  const card = visitor.getByRole('article', { name: titlePt });
  await expect(card.getByText('Aberta', { exact: true })).toBeVisible();
  await expect(card.getByText('Primeiro parágrafo <b>sem HTML</b>.')).toBeVisible();
  await visitor.goto('/en/publish/open-calls');
  await expect(visitor.getByRole('article', { name: titleEn }).getByText('Open', { exact: true })).toBeVisible();

  // A signed-in author finds it chosen in the proposal form.
  await newReader(page, 'pt', { open: false });
  await page.goto(`/publish/submit?call=${slug}`);
  await expect(proposalForm(page).getByLabel('Chamada aberta')).toHaveValue(slug);

  // The admin closes it early: closed on the site, no longer offered in the form.
  await admin.goto(callUrl);
  await adminMain.getByRole('button', { name: 'Encerrar a chamada agora' }).click();
  await expect(adminMain.getByText('Chamada encerrada. Ela não recebe mais propostas.')).toBeVisible();
  await expect(today.getByText('Encerrada', { exact: true })).toBeVisible();
  await expect(adminMain.getByRole('button', { name: 'Reabrir a chamada' })).toBeVisible();
  await expect(adminMain.getByRole('region', { name: 'Alterações' }).getByText('encerrou a chamada antes do prazo')).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.goto('/admin/open-calls');
  await expect(adminMain.getByRole('row', { name: new RegExp(titlePt) }).getByText('Encerrada', { exact: true })).toBeVisible();
  await adminContext.close();

  await visitor.goto('/publish/open-calls');
  await expect(visitor.getByRole('article', { name: titlePt }).getByText('Encerrada', { exact: true })).toBeVisible();
  await visitorContext.close();

  await page.goto(`/publish/submit?call=${slug}`);
  const select = proposalForm(page).getByLabel('Chamada aberta');
  await expect(select).toBeVisible();
  await expect(select.locator(`option[value="${slug}"]`)).toHaveCount(0);
  await expect(select).not.toHaveValue(slug);
});

test('in English, an empty save shows each field’s message, focus on the first, and keeps what was typed', async ({ page }) => {
  const main = page.getByRole('main');
  await asAdmin(page);
  await page.goto('/en/admin/open-calls/new');
  await expect(main.getByRole('heading', { level: 1, name: 'New call' })).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByLabel('Title in English').fill('Typed before saving');
  await main.getByLabel('Opening date').fill('2026-06-10');
  await main.getByLabel('Closing date').fill('2026-06-01');
  // Checked in the browser by the action's own check: the same messages, nothing sent.
  await main.getByRole('button', { name: 'Create the call' }).click();
  await expect(main.getByText('Please choose the kind of call.')).toBeVisible();
  // A new call starts as a draft, and stays one.
  await expect(main.getByRole('radio', { name: 'Draft: only the team sees it' })).toBeChecked();
  await expect(main.getByText('Please fill in the call’s address.')).toBeVisible();
  await expect(main.getByLabel('Title in Portuguese')).toHaveAccessibleDescription('Please fill in this field.');
  await expect(main.getByLabel('Closing date')).toHaveAccessibleDescription('The closing date cannot be before the opening date.');
  await expect(main.getByText('Type a whole number of weeks, from 1 to 52.')).toBeVisible();
  await expect(main.getByRole('radio', { name: 'Collection call' })).toBeFocused();
  await expect(main.getByLabel('Title in English')).toHaveValue('Typed before saving');
  await expect(main.getByLabel('Opening date')).toHaveValue('2026-06-10');
  await expectNoAxeViolations(page);
});
