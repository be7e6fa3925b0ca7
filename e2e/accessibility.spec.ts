/**
 * Accessibility as a reader meets it (issue 55): a work's page (a book's, an article's) says what its files state,
 * in plain words with the file's terms behind a toggle that opens by keyboard; the catalog narrows
 * to works readable with a screen reader or whose text can be resized; the accessibility
 * statement is one link away in the footer. In both languages, on a phone and a desk, light and dark.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { appReady, COLOUR_RULES, expectNoAxeViolations, expectNoAxeViolationsLightAndDark } from './support.ts';

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };
const SCREENS = [
  ['phone', PHONE],
  ['desk', DESK],
] as const;

/** A demo book with an EPUB the press generated, and one sold only in print (no file states anything). */
const WITH_EPUB = 'design-de-servicos-na-pratica';
const PRINT_ONLY = 'periferias-em-movimento';

const WORDS = {
  pt: {
    prefix: '',
    section: 'Acessibilidade',
    waysOfReading: 'Formas de leitura',
    readable: 'Pode ser lido em voz alta ou em braille dinâmico (com leitor de tela).',
    adjustable: 'A aparência pode ser ajustada: tamanho da letra, espaçamento e cores.',
    meets: 'Esta publicação atende aos padrões de acessibilidade aceitos.',
    certified: 'Verificada por Editora Ipê.',
    technical: 'Termos técnicos (metadados do arquivo)',
    noNonvisual: 'Não há informação sobre a leitura não visual.',
    filters: 'Filtros',
    screenReader: 'Legível com leitor de tela',
    resizable: 'Texto pode ser ampliado',
    remove: 'Remover filtro: Legível com leitor de tela',
    footerLink: 'Acessibilidade',
    statement: 'Declaração de acessibilidade',
    request: 'Pedir uma versão acessível',
    askVersion: 'Precisa de outro formato? Peça uma versão acessível.',
    contact: 'contato',
    fromFullText: 'Do texto completo publicado nesta página (HTML), e do seu PDF.',
    pdfLimitation: /^Os PDFs que o site gera .* têm marcação de estrutura em ordem de leitura/,
  },
  en: {
    prefix: '/en',
    section: 'Accessibility',
    waysOfReading: 'Ways of reading',
    readable: 'Readable in read aloud or dynamic braille (with a screen reader).',
    adjustable: 'Appearance can be modified: type size, spacing and colours.',
    meets: 'This publication meets accepted accessibility standards.',
    certified: 'Certified by Editora Ipê.',
    technical: 'Technical terms (the file’s metadata)',
    noNonvisual: 'No information about nonvisual reading is available.',
    filters: 'Filters',
    screenReader: 'Readable with a screen reader',
    resizable: 'Text can be resized',
    remove: 'Remove filter: Readable with a screen reader',
    footerLink: 'Accessibility',
    statement: 'Accessibility statement',
    request: 'Ask for an accessible version',
    askVersion: 'Need another format? Ask for an accessible version.',
    contact: 'contact',
    fromFullText: 'Of the full text published on this page (HTML), and of its PDF.',
    pdfLimitation: /^The PDFs the site writes .* are tagged in reading order/,
  },
} as const;

const results = async (page: Page) => Number((await page.locator('#results-summary').textContent())!.replace(/\D/g, ''));
/** The count the results summary settles on (the address changes before the new results are drawn). */
const settled = (page: Page, count: number) => expect(page.locator('#results-summary')).toHaveText(new RegExp(`^${count}\\D`));

for (const locale of ['pt', 'en'] as const) {
  const w = WORDS[locale];

  for (const [screen, size] of SCREENS) {
    test(`a work's page says its accessibility, its file's terms open by keyboard (${locale}, ${screen})`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(`${w.prefix}/book/${WITH_EPUB}`);
      const section = page.locator('section#accessibility');
      await expect(section.getByRole('heading', { level: 2, name: w.section })).toBeVisible();
      await expect(section.getByRole('heading', { level: 3, name: w.waysOfReading })).toBeVisible();
      for (const statement of [w.readable, w.adjustable, w.meets, w.certified]) await expect(section.getByText(statement, { exact: true })).toBeVisible();

      // The file's own terms: closed at first, in the keyboard's path, opened with Enter.
      const toggle = section.locator('details > summary', { hasText: w.technical });
      const terms = section.getByText('schema:accessModeSufficient: textual', { exact: true });
      await expect(terms).toBeHidden();
      await toggle.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(terms).toBeVisible();
      await expect(section.getByText(/^dcterms:conformsTo: EPUB Accessibility 1\.1 - WCAG 2\.1 Level AA$/)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await expectNoAxeViolationsLightAndDark(page);

      // Another format is asked for on the statement's page, where the request goes.
      await section.getByRole('link', { name: w.askVersion }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${w.prefix}/accessibility#request-accessible-version$`));
      await expect(page.getByRole('heading', { level: 2, name: w.request })).toBeVisible();

      // A work no file describes says so, and has no terms to show.
      await page.goto(`${w.prefix}/book/${PRINT_ONLY}`);
      const none = page.locator('section#accessibility');
      await expect(none.getByText(w.noNonvisual, { exact: true })).toBeVisible();
      await expect(none.locator('details')).toHaveCount(0);
      await expectNoAxeViolationsLightAndDark(page);

      // An article's page says it too: its full text's, with its PDF's beside it (found as a reader finds it).
      await page.goto(`${w.prefix}/catalog?q=${encodeURIComponent('"escassez de estudos sobre a leitura literária"')}`);
      const href = await page.locator('main a[href*="/article/"]').first().getAttribute('href');
      await page.goto(href!.replace(/[?#].*$/, ''));
      const article = page.locator('section#accessibility');
      await expect(article.getByText(w.fromFullText, { exact: true })).toBeVisible();
      for (const statement of [w.readable, w.adjustable]) await expect(article.getByText(statement, { exact: true })).toBeVisible();
      await expect(article.getByRole('heading', { level: 3, name: 'PDF' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await expectNoAxeViolationsLightAndDark(page);
    });

    test(`the catalog narrows to works readable with a screen reader, and to text that can be resized (${locale}, ${screen})`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(`${w.prefix}/catalog/books`);
      const everything = await results(page);
      // On a phone the filters are behind "Filters (n)"; on a desk beside the results.
      if (screen === 'phone')
        await page
          .getByRole('main')
          .locator('summary')
          .filter({ hasText: `${w.filters} (0)` })
          .click();
      const filters = page.getByRole('complementary', { name: w.filters });
      await expect(filters.getByRole('heading', { name: w.section })).toBeVisible();
      const screenReader = filters.getByRole('link', { name: new RegExp(`^${w.screenReader}\\s+\\d+$`) });
      const offered = Number((await screenReader.textContent())!.replace(/\D/g, ''));
      expect(offered).toBeGreaterThan(0);
      expect(offered).toBeLessThan(everything);
      await screenReader.click();
      await expect(page).toHaveURL(/screenReader=yes/);
      await settled(page, offered);

      // Both filters at once: each stays on offer beside the other.
      if (screen === 'phone')
        await page
          .getByRole('main')
          .locator('summary')
          .filter({ hasText: `${w.filters} (1)` })
          .click();
      const resizable = filters.getByRole('link', { name: new RegExp(`^${w.resizable}\\s+\\d+$`) });
      const both = Number((await resizable.textContent())!.replace(/\D/g, ''));
      expect(both).toBeLessThanOrEqual(offered);
      await resizable.click();
      await expect(page).toHaveURL(/screenReader=yes&resizable=yes/);
      await settled(page, both);
      if (screen === 'phone')
        await page
          .getByRole('main')
          .locator('summary')
          .filter({ hasText: `${w.filters} (2)` })
          .click();
      await expectNoAxeViolationsLightAndDark(page);
      await filters.getByRole('link', { name: w.remove }).click();
      await expect(page).toHaveURL(/\?resizable=yes$/);

      // A book sold only in print states nothing: the filter leaves it out.
      await page.goto(`${w.prefix}/catalog/books?q=${PRINT_ONLY.replace(/-/g, ' ')}`);
      const printOnly = page.getByRole('main').locator(`a[href$="/book/${PRINT_ONLY}"]`);
      await expect(printOnly.first()).toBeVisible();
      await page.goto(`${w.prefix}/catalog/books?q=${PRINT_ONLY.replace(/-/g, ' ')}&screenReader=yes`);
      await expect(printOnly).toHaveCount(0);
    });

    test(`the accessibility statement is a link away in the footer (${locale}, ${screen})`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(`${w.prefix}/`);
      // By keyboard: on a phone the cookie banner sits over the footer until a choice is made.
      await page.getByRole('contentinfo').getByRole('link', { name: w.footerLink, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${w.prefix}/accessibility$`));
      await expect(page.getByRole('heading', { level: 1, name: w.statement })).toBeVisible();
      await expect(page.getByText('WCAG) 2.2', { exact: false }).first()).toBeVisible();
      // What it says of PDFs is what they are: ours tagged, an uploaded one read for what it states.
      await expect(page.getByRole('listitem').filter({ hasText: w.pdfLimitation })).toBeVisible();
      // The slot where the request for an accessible version goes, pointing to the contact page meanwhile.
      const request = page.locator('section:has(> h2#request-accessible-version)');
      await expect(request.getByRole('heading', { name: w.request })).toBeVisible();
      await expect(request.getByRole('link', { name: w.contact })).toHaveAttribute('href', `${w.prefix}/contact`);
      // The press's address, from its setting.
      await expect(page.locator('a[href^="mailto:"]')).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await expectNoAxeViolationsLightAndDark(page);
    });
  }
}

test('the accessibility filters work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESK });
  const page = await context.newPage();
  try {
    await page.goto('/catalog/books');
    const everything = await results(page);
    await page
      .getByRole('complementary', { name: 'Filtros' })
      .getByRole('link', { name: /^Texto pode ser ampliado\s+\d+$/ })
      .click();
    await expect(page).toHaveURL(/resizable=yes/);
    // Without JavaScript the page is a new document: its count is the filtered one at once.
    expect(await results(page)).toBeLessThan(everything);
  } finally {
    await context.close();
  }
});

test('the axe check fails on a violation and names the element, with every rule and with the colour rules alone', async ({ page }) => {
  await page.goto('/accessibility');
  await appReady(page);
  await expectNoAxeViolations(page);
  await page.evaluate(() => {
    const image = Object.assign(document.createElement('img'), { id: 'image-without-text', src: '/favicon.ico' });
    const faint = Object.assign(document.createElement('p'), { id: 'faint-text', textContent: 'Quase invisível' });
    faint.style.cssText = 'color: #777; background: #888';
    document.querySelector('main')!.append(image, faint);
  });
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt: .*#image-without-text/);
  await expect(expectNoAxeViolations(page, COLOUR_RULES)).rejects.toThrow(/color-contrast: .*#faint-text/);
});
