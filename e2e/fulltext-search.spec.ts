/**
 * Full-text search (issue 40): a phrase from the body of a demo book's third chapter, and one from
 * an article's body, typed in the catalog's search box; the hit opens the chapter (the article) at
 * the paragraph, with the terms marked. In both languages, with axe on the results.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { appReady, asAdmin, COLOUR_RULES, darkMode, expectNoAxeViolations, inLocale } from './support.ts';

const text = {
  pt: { search: 'Buscar no catálogo', hits: /^Trechos de .+ com os termos buscados$/ },
  en: { search: 'Search the catalog', hits: /^Passages of .+ with the words searched$/ },
};

async function searchCatalog(page: Page, locale: 'pt' | 'en', phrase: string) {
  await page.goto(inLocale(locale, '/catalog'));
  await appReady(page);
  const box = page.getByRole('searchbox', { name: text[locale].search });
  await box.fill(phrase);
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
}

/** The paragraph the address points at holds the marked terms, and is on screen. */
async function expectMarkedParagraph(page: Page, words: string[]) {
  const anchor = decodeURIComponent(new URL(page.url()).hash.slice(1));
  expect(anchor).not.toBe('');
  const paragraph = page.locator(`[id="${anchor}"]`);
  await expect(paragraph).toBeInViewport();
  const marked = paragraph.locator('mark.search-term');
  await expect(marked.first()).toBeVisible();
  expect((await marked.allInnerTexts()).map((w) => w.toLowerCase())).toEqual(expect.arrayContaining(words));
}

for (const locale of ['pt', 'en'] as const) {
  test(`a phrase from a book's third chapter and one from an article are found in the catalog and open where they are, marked (${locale})`, async ({
    page,
  }) => {
    await searchCatalog(page, locale, '"engraxate compra materiais"');
    await expectNoAxeViolations(page);
    // The results with their passages on a phone, and in dark mode.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await darkMode(page);
    await expectNoAxeViolations(page, COLOUR_RULES);
    await darkMode(page, false);
    await page.setViewportSize({ width: 1280, height: 800 });
    const hits = page.getByRole('list', { name: text[locale].hits });
    await expect(hits).toHaveCount(1);
    await expect(hits.locator('mark').first()).toHaveText('engraxate');
    await hits.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${inLocale(locale, '/book/jornadas-blueprints-ecossistemas/read/')}[^?]+\\?hl=`));
    await expect(page.getByRole('heading', { level: 1, name: 'O blueprint de serviço' })).toBeVisible();
    await expectMarkedParagraph(page, ['engraxate', 'compra', 'materiais']);

    await searchCatalog(page, locale, '"escassez de estudos sobre a leitura literária"');
    const articleHits = page.getByRole('list', { name: text[locale].hits });
    await expect(articleHits).toHaveCount(1);
    await articleHits.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${inLocale(locale, '/journal/cadernos-ipe-educacao/article/')}\\d+\\?hl=.+#ft-\\d+$`));
    await expectMarkedParagraph(page, ['escassez', 'estudos', 'leitura', 'literária']);
    await expectNoAxeViolations(page);
  });
}

test('a paid book’s chapter past the free preview is named in a search with none of its text; a search is never kept by the page cache', async ({ page }) => {
  const path = `/catalog?q=${encodeURIComponent('"avaliações externas dizem pouco"')}`;
  const first = await page.request.get(path);
  const again = await page.request.get(path);
  const html = await again.text();
  const data = await (await page.request.get(path.replace('/catalog', '/catalog.data'))).text();
  for (const body of [html, data]) {
    // The chapter, not the paragraph: the link has no #anchor.
    expect(body).toMatch(/\/book\/educacao-e-autonomia\/read\/[\w-]+\?hl=[^"#\\]+"/);
    // The paragraph around the words, and the rest of it, never reach the visitor.
    for (const text of ['Questionários', 'Este capítulo apresenta as escolas', 'percurso metodológico']) expect(body).not.toContain(text);
  }
  expect(html).toContain('Os termos buscados estão neste capítulo, fora da prévia gratuita.');
  // Each search reaches the app and its rate limit: none is answered from the page cache.
  for (const answer of [first, again]) {
    expect(answer.headers()['x-page-cache']).toBe('miss');
    expect(answer.headers()['cache-control']).toBe('private, no-store');
  }
});

test('a search by someone who may read the paid book shows its passages, and never reaches a visitor', async ({ page, playwright, baseURL }) => {
  const path = `/catalog?q=${encodeURIComponent('"avaliações externas dizem pouco"')}`;
  await asAdmin(page);
  const own = await (await page.request.get(path)).text();
  expect(own).toContain('Questionários');
  const visitor = await playwright.request.newContext({ baseURL });
  const shown = await visitor.get(path);
  expect(await shown.text()).not.toContain('Questionários');
  await visitor.dispose();
});
