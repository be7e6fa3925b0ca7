/**
 * Full-text search (issue 40): a phrase from the body of a demo book's third chapter, and one from
 * an article's body, typed in the catalog's search box; the hit opens the chapter (the article) at
 * the paragraph, with the terms marked. In both languages, with axe on the results.
 */
import { expect, test, type Page } from '@playwright/test';
import { appReady, COLOUR_RULES, darkMode, expectNoAxeViolations, inLocale } from './support.ts';

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
  test(`a phrase from a book's third chapter and one from an article are found in the catalog and open where they are, marked (${locale})`, async ({ page }) => {
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

test('a book not open to all shows one short snippet: neither the page nor its data carries more of its text', async ({ page }) => {
  const phrase = '"avaliações externas dizem pouco"';
  const html = await (await page.request.get(`/catalog?q=${encodeURIComponent(phrase)}`)).text();
  const data = await (await page.request.get(`/catalog.data?q=${encodeURIComponent(phrase)}`)).text();
  for (const body of [html, data]) {
    expect(body).toContain('/book/educacao-e-autonomia/read/');
    expect(body).toContain('dizem pouco');
    // The paragraph goes on past the snippet's 160 characters; none of that reaches the visitor.
    expect(body).not.toContain('Este capítulo apresenta as escolas');
    expect(body).not.toContain('percurso metodológico');
  }
});
