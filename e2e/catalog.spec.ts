import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support.ts';

const BOOK = '/book/design-de-servicos-na-pratica';
const OUT_OF_STOCK = '/product/pesquisa-com-pessoas-usuarias-impresso';

test('browse: sections, a subject facet with its count, and back to everything', async ({ page }) => {
  await page.goto('/catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Seções do catálogo' }).getByRole('link', { name: 'Livros' }).click();
  await expect(page).toHaveURL(/\/catalog\/books$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Livros' })).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filtros' });
  const design = filters.getByRole('link', { name: /^Design\s+\d+$/ });
  const count = Number((await design.textContent())!.replace(/\D/g, ''));
  await design.click();
  await expect(page).toHaveURL(/subject=design/);
  await expect(page.locator('#results-summary')).toHaveText(`${count} resultados`);
  await expect(page.getByRole('link', { name: 'Design de Serviços na Prática' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Educação e Autonomia' })).toHaveCount(0);
  await filters.getByRole('link', { name: 'Remover filtro: Design' }).click();
  await expect(page.getByRole('link', { name: 'Educação e Autonomia' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('search in Portuguese and in English, with stemming and without accents', async ({ page }) => {
  await page.goto('/catalog');
  await page.getByRole('searchbox', { name: 'Buscar no catálogo' }).fill('educacao autonomia');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/q=educacao\+autonomia/);
  // The work's card comes first; a passage found in its text may carry the same title.
  await expect(page.getByRole('link', { name: 'Educação e Autonomia' }).first()).toBeVisible();

  await page.goto('/en/catalog');
  await page.getByRole('searchbox', { name: 'Search the catalog' }).fill('teaching practices');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: 'Education and Autonomy' }).first()).toBeVisible();
  await expect(page.locator('#results-summary')).toContainText('for “teaching practices”');
  await expectNoAxeViolations(page);
});

test('no results says what to try; an unknown section is 404', async ({ page }) => {
  await page.goto('/catalog?q=astrofísica quântica');
  await expect(page.getByText('Nenhum resultado para “astrofísica quântica”.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'O que tentar' })).toBeVisible();
  await expectNoAxeViolations(page);
  const response = await page.goto('/catalog/nada');
  expect(response?.status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('filters are plain links and the search is a plain form', async ({ page }) => {
    await page.goto('/en/catalog');
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('link', { name: /^Open access\s+\d+$/ })
      .click();
    await expect(page).toHaveURL(/\/en\/catalog\?access=open$/);
    // The page streams in: count the cards once all of it has arrived.
    await page.waitForLoadState('load');
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    const total = await cards.count();
    await expect(page.locator('#results-summary')).toHaveText(`${total} results`);
    expect(total).toBeGreaterThanOrEqual(5);
    await expect(page.getByRole('main').getByText('Open access', { exact: true })).toHaveCount(total);
    await page.getByRole('searchbox', { name: 'Search the catalog' }).fill('service design');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/access=open/);
    await expect(page).toHaveURL(/q=service\+design/);
  });
});

for (const locale of ['pt', 'en'] as const) {
  test(`a book page in ${locale}: abstract in both languages, contents, formats, scholarly metadata, axe in light and dark`, async ({ page, context }) => {
    const url = locale === 'pt' ? BOOK : `/en${BOOK}`;
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'pt' ? 'Design de Serviços na Prática' : 'Service Design in Practice');
    await expect(page.locator('section[lang=pt-BR]')).toContainText('design de serviços');
    await expect(page.locator('section[lang=en-US]')).toContainText('service design');
    await expect(page.getByRole('heading', { name: locale === 'pt' ? 'Sumário' : 'Contents' })).toBeVisible();
    await expect(page.getByText(locale === 'pt' ? /R\$ \d+,\d{2}/ : /\$\d+\.\d{2}/).first()).toBeVisible();
    await expect(page.locator('meta[name=citation_title]')).toHaveAttribute('content', /Design de Serviços na Prática|Service Design in Practice/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(jsonLd['@type']).toBe('Book');
    expect(jsonLd.workExample.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await context.addCookies([{ name: 'color-mode', value: 'dark', url: page.url() }]);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoAxeViolations(page);
  });
}

test('/book without a slug goes to the books; an unknown book is 404', async ({ page }) => {
  await page.goto('/en/book');
  await expect(page).toHaveURL(/\/en\/catalog\/books$/);
  expect((await page.goto('/book/no-such-book'))?.status()).toBe(404);
});

test('out of stock: "e-mail me when available" is stored, and asking again keeps one request', async ({ page }) => {
  await page.goto(OUT_OF_STOCK);
  await expect(page.getByRole('heading', { name: 'Temporariamente fora de estoque' })).toBeVisible();
  await expectNoAxeViolations(page);
  const form = page.getByRole('region', { name: 'Temporariamente fora de estoque' });
  await form.getByRole('button', { name: 'Avise-me quando estiver disponível' }).click();
  // The browser's own check stops an empty field; an invalid address reaches the server.
  await form.getByLabel('Seu e-mail').fill('leitora@exemplo');
  await form.getByLabel('Seu e-mail').evaluate((input) => input.closest('form')!.setAttribute('novalidate', ''));
  await form.getByRole('button', { name: 'Avise-me quando estiver disponível' }).click();
  await expect(form.getByText('Por favor, informe um e-mail válido')).toBeVisible();
  await expect(form.getByLabel('Seu e-mail')).toHaveValue('leitora@exemplo');
  await form.getByLabel('Seu e-mail').fill('leitora.estoque@example.com');
  await form.getByRole('button', { name: 'Avise-me quando estiver disponível' }).click();
  await expect(page.getByText('Combinado! Enviaremos um e-mail para leitora.estoque@example.com')).toBeVisible();
});

test.describe('out of stock without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the request form posts and answers in English', async ({ page }) => {
    await page.goto(`/en${OUT_OF_STOCK}`);
    await page.getByRole('region', { name: 'Temporarily out of stock' }).getByLabel('Your e-mail').fill('reader.stock@example.com');
    await page.getByRole('button', { name: 'E-mail me when available' }).click();
    await expect(page.getByText('Done! We will e-mail reader.stock@example.com when the book is back in stock.')).toBeVisible();
  });
});

test('an open-access EPUB book: its description and ISBN on the page and in its JSON-LD, and no empty formats block, in both languages', async ({ page }) => {
  const main = page.getByRole('main');
  // Imported into the reader by a job a few seconds after the first start.
  await expect(async () => expect((await page.request.get('/book/moby-dick/read')).status()).toBe(200)).toPass({ timeout: 60_000, intervals: [1000] });
  await page.goto('/book/moby-dick');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Resumo', exact: true })).toBeVisible();
  await expect(main.getByText(/O romance de Herman Melville/)).toBeVisible();
  await expect(main.getByRole('definition').filter({ hasText: /^978-65-86543-90-2$/ })).toBeVisible();
  // Only a free ebook: no formats to choose from.
  await expect(main.getByRole('heading', { name: 'Formatos', exact: true })).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'Acesso aberto' })).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as {
    description?: string;
    workExample?: { isbn?: string }[];
  };
  expect(jsonLd.description).toMatch(/^O romance de Herman Melville/);
  expect(jsonLd.workExample?.map((w) => w.isbn)).toContain('978-65-86543-90-2');
  await page.goto('/en/book/moby-dick');
  await expect(main.getByRole('heading', { name: 'Abstract', exact: true })).toBeVisible();
  await expect(main.getByText(/Herman Melville’s 1851 novel/)).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Formats', exact: true })).toHaveCount(0);
});
