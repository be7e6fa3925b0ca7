/**
 * Reading journeys across features: every open-access work opens, notes with comments survive,
 * the contents panel gets out of the way, two-column mode turns pages, "continue reading" opens at
 * the paragraph, and a chapter once opened is there offline.
 */
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { READER_PASSWORD } from '../playwright.config.ts';
import { expectNoAxeViolations, inLocale, newReader, pdfToText, readerReady, signInByPost, whileOffline } from './support.ts';

const reader = (page: Page) => page.locator('article.reader-text');

/** Words as the reader counts them. */
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** The public-domain fixtures; every other book is the press's own, written for the demo. */
const FIXTURES = ['moby-dick', 'childrens-literature', 'wasteland'];

test('every open-access book in the sitemap opens a chapter with text (the press’s own: 1,000 words or more), in both languages, and downloads its EPUB', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const books = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+\/book\/([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(books.length).toBeGreaterThan(10);
  const open: string[] = [];
  for (const slug of books) {
    const html = await (await request.get(`/book/${slug}`)).text();
    if (html.includes('Esta obra é de acesso aberto')) open.push(slug);
  }
  // The demo: five open-access books of the catalog and the three imported EPUBs.
  expect(open.length).toBeGreaterThanOrEqual(8);
  for (const [i, slug] of open.entries()) {
    const locale = i % 2 ? 'en' : 'pt';
    await page.goto(inLocale(locale, `/book/${slug}/read`));
    await expect(reader(page)).toBeVisible();
    await readerReady(page);
    await expect(page.locator('#reader-notice')).toHaveCount(0);
    // A book may open on a cover page: its text is at most a few chapters on.
    for (let step = 0; (await reader(page).innerText()).trim().length < 80 && step < 3; step++) {
      const url = page.url();
      // In two columns the arrow turns the chapter's pages first, then opens the next chapter.
      await expect(async () => {
        await page.keyboard.press('ArrowRight');
        await expect(page).not.toHaveURL(url, { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await expect(reader(page)).toBeVisible();
    }
    expect((await reader(page).innerText()).trim().length, slug).toBeGreaterThan(80);
    if (!FIXTURES.includes(slug)) expect(words(await reader(page).innerText()), `${slug}: words in ${page.url()}`).toBeGreaterThanOrEqual(1000);
    // Its EPUB downloads freely from the book page.
    await page.goto(inLocale(locale, `/book/${slug}`));
    const epub = page.getByRole('main').getByRole('link', { name: /EPUB/ }).first();
    const response = await request.get((await epub.getAttribute('href'))!);
    expect(response.status(), slug).toBe(200);
    expect(response.headers()['content-type']).toBe('application/epub+zip');
  }
});

test('a paid book states its accessibility and offers its free preview from the book page', async ({ page }) => {
  await page.goto('/en/book/design-de-servicos-na-pratica');
  const a11y = page.getByRole('region', { name: 'Accessibility', exact: true });
  await expect(a11y).toContainText('It claims to meet EPUB Accessibility 1.1 - WCAG 2.1 Level AA.');
  await expect(a11y).toContainText('No hazards: nothing flashes, simulates motion or plays sounds.');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const book = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((item) => item['@type'] === 'Book')!;
  // Its figures are described: textual and visual, with alternative text.
  expect(book).toMatchObject({ accessMode: ['textual', 'visual'], accessibilityHazard: ['none'] });
  expect(book.accessibilityFeature).toEqual(expect.arrayContaining(['tableOfContents', 'alternativeText']));
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Read the free preview' }).click();
  await expect(reader(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Book preview' })).toBeVisible();
});

test('choosing a chapter in the contents closes the panel and moves focus to the chapter heading', async ({ page }) => {
  await page.goto('/book/moby-dick/read');
  await expect(reader(page)).toBeVisible();
  await readerReady(page);
  await page.getByRole('navigation', { name: 'Ferramentas de leitura' }).getByRole('link', { name: 'Sumário' }).click();
  const panel = page.getByRole('dialog', { name: 'Sumário' });
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: /^Chapter 3\./ }).click();
  await expect(page).toHaveURL(/\/book\/moby-dick\/read\/[^/]+$/);
  await expect(panel).toHaveCount(0);
  const focused = page.locator(':focus');
  await expect(focused).toHaveText(/Chapter 3\./);
  expect(await focused.evaluate((el) => el.tagName)).toMatch(/^H[1-3]$/);
});

for (const locale of ['pt', 'en'] as const) {
  test(`a note with a comment, made with the keyboard, is saved and survives a reload (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    await newReader(page, locale, { open: false });
    await page.goto(inLocale(locale, '/book/wasteland/read'));
    await expect(reader(page)).toBeVisible();
    // Select a line of the poem (as caret browsing with Shift+arrows would), then keys only. The
    // toolbar follows the selection once the reader's script runs: select again until it shows.
    const comment = page.getByRole('button', { name: locale === 'pt' ? 'Comentar' : 'Comment' });
    let quote = '';
    await expect(async () => {
      quote = await page.evaluate(() => {
        const walker = document.createTreeWalker(document.querySelector('article.reader-text .reader-columns')!, NodeFilter.SHOW_TEXT);
        let text: Node | null = walker.nextNode();
        while (text && (text.textContent ?? '').trim().length < 20) text = walker.nextNode();
        if (!text) throw new Error('no text in the chapter');
        const range = document.createRange();
        range.setStart(text, 0);
        range.setEnd(text, Math.min(12, text.textContent!.length));
        document.getSelection()!.removeAllRanges();
        document.getSelection()!.addRange(range);
        return range.toString();
      });
      await expect(comment).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await comment.focus();
    await page.keyboard.press('Enter');
    const box = page.getByRole('dialog').getByRole('textbox');
    await expect(box).toBeFocused();
    await page.keyboard.type('Abril, o mais cruel');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Saved on the server: after a reload the notes panel lists it with its comment.
    await expect(async () => {
      await page.reload();
      // The panel opens over the text once the reader's script runs.
      await readerReady(page);
      await page
        .getByRole('navigation', { name: locale === 'pt' ? 'Ferramentas de leitura' : 'Reading tools' })
        .getByRole('link', { name: locale === 'pt' ? 'Notas' : 'Notes' })
        .click();
      const notes = page.getByRole('dialog', { name: locale === 'pt' ? 'Notas' : 'Notes' });
      await expect(notes.getByText('Abril, o mais cruel')).toBeVisible({ timeout: 2000 });
      await expect(notes.getByText(quote.trim().slice(0, 8))).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  });
}

test('two-column mode is paged: one screen high, turned with the buttons and the keys, kept across chapters', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/book/moby-dick/read');
  await page.evaluate(() => localStorage.setItem('reader-settings', JSON.stringify({ columns: 2 })));
  await page.goto('/en/book/moby-dick/read/chapter-001');
  const columns = page.locator('.reader-columns');
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const pages = Number(/of (\d+)/.exec((await page.getByText(/^Page 1 of \d+$/).textContent())!)![1]);
  expect(pages).toBeGreaterThan(1);
  // The chapter does not scroll down: it flows sideways.
  const box = await columns.evaluate((el) => ({
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight + 1);
  expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
  // The spread and its page controls fit in the first screen.
  const turner = await page.getByRole('button', { name: 'Next page' }).boundingBox();
  expect(turner!.y + turner!.height).toBeLessThanOrEqual(800);
  const firstVisible = () =>
    columns.evaluate((el) => {
      const left = el.getBoundingClientRect().left;
      return [...el.querySelectorAll<HTMLElement>('[data-offset][id]')].find((b) => b.getBoundingClientRect().right > left + 1)?.id;
    });
  const before = await firstVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  expect(await firstVisible()).not.toBe(before);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`Page 3 of ${pages}`)).toBeVisible();
  await page.keyboard.press('PageUp');
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expectNoAxeViolations(page);
  // The next chapter opens in the same mode.
  await page.getByRole('navigation', { name: 'Chapters' }).getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/chapter-002$/);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
});

test('continue reading opens at the paragraph where the reader stopped, from the book page and My library', async ({ page }) => {
  test.setTimeout(90_000);
  await newReader(page, 'pt', { open: false });
  await page.goto('/book/moby-dick/read/chapter-003');
  // Hydrated: the reader notes where it stands from now on (a busy machine may render long before).
  await readerReady(page);
  // Read down to a paragraph well into the chapter, then leave at once: the place goes with the page.
  const target = await page.evaluate(() => {
    const blocks = [...document.querySelectorAll<HTMLElement>('article.reader-text p[data-offset][id]')];
    return blocks[Math.floor(blocks.length / 2)]!.id;
  });
  const saved = page.waitForRequest((r) => r.method() === 'POST' && (r.postData() ?? '').includes(target));
  await page.evaluate((id) => {
    const block = document.getElementById(id)!;
    // Its top just below the reader's bar: the first block in view.
    window.scrollTo(0, block.getBoundingClientRect().top + window.scrollY - 85);
  }, target);
  await page.waitForFunction(() => window.scrollY > 0);
  await page.getByRole('link', { name: 'Página do livro' }).click();
  await saved;
  await expect(page).toHaveURL(/\/book\/moby-dick$/);
  const resume = page.getByRole('main').getByRole('link', { name: /^Continuar a leitura/ });
  await expect(async () => {
    await page.reload();
    await expect(resume).toHaveAttribute('href', new RegExp(`#${target}$`), { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await resume.click();
  await expect(page).toHaveURL(new RegExp(`/book/moby-dick/read/chapter-003#${target}$`));
  await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
  await page.goto('/account/library');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Continuar em/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`#${target}$`));
  await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
});

/** Opens chapter 9 of Moby-Dick and wheels down fast, as a reader skimming does, to a share of it; returns the block in view. */
async function skimChapterNine(page: Page, share: number): Promise<string> {
  await page.goto('/en/book/moby-dick/read/chapter-009');
  await readerReady(page);
  await page.mouse.move(400, 400);
  const read = () =>
    page.evaluate(() => {
      const rect = document.querySelector('article.reader-text')!.getBoundingClientRect();
      return (window.innerHeight - rect.top) / rect.height;
    });
  while ((await read()) < share) await page.mouse.wheel(0, 400);
  // The last wheel may still be scrolling: measure once the page has come to rest (two frames alike).
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y)));
      }),
  );
  // The first block below the reader's bar, as the reader works it out.
  const place = await page.evaluate(
    () => [...document.querySelectorAll<HTMLElement>('article.reader-text [data-offset][id]')].find((block) => block.getBoundingClientRect().bottom > 80)!.id,
  );
  expect(place).not.toBe('p-1');
  return place;
}

/** Another device, signed in as the same reader, is offered to continue at the place. */
async function continuesElsewhere(browser: Browser, email: string, place: string) {
  const other = await browser.newContext();
  const device = await other.newPage();
  await signInByPost(device, email, READER_PASSWORD, 'en', { open: false });
  const resume = device.getByRole('main').getByRole('link', { name: /^Continue reading/ });
  await expect(async () => {
    await device.goto('/en/book/moby-dick');
    await expect(resume).toHaveAttribute('href', new RegExp(`/chapter-009#${place}$`), { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await other.close();
}

test('leaving a chapter right after a fast scroll keeps the place: by a link as a timed save goes out, and by leaving the page', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const { email } = await newReader(page, 'en');
  await page.locator('section[aria-labelledby="consent-title"]').getByRole('button', { name: 'Only necessary' }).click();
  // The reader saves the place every few seconds while moving; the page's clock is ours, so the
  // timed save falls due just as the book page's link is followed. Such a save once went through
  // the router, and one started during the navigation could be dropped: the first paragraph stayed.
  await page.clock.install();
  const first = await skimChapterNine(page, 0.6);
  await page.getByRole('link', { name: 'Book page' }).click();
  await page.clock.runFor(6_000);
  await expect(page).toHaveURL(/\/en\/book\/moby-dick$/);
  await continuesElsewhere(browser, email, first);
  // Skim further and leave the document at once (a typed address, a closed tab).
  const second = await skimChapterNine(page, 0.85);
  expect(second).not.toBe(first);
  await page.goto('/en/book/moby-dick');
  await continuesElsewhere(browser, email, second);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker registers on every page; offline, an opened chapter still shows its text and other pages the offline page', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/en/book/wasteland/read');
    await expect(reader(page)).toBeVisible();
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/'))?.active))).toBe(true);
    // Controlled after one reload; the chapter is fetched through the worker and kept.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(reader(page)).toBeVisible();
    const chapter = page.url();
    await whileOffline(context, async () => {
      await page.goto(chapter);
      await expect(reader(page)).toContainText(/April is the cruellest month/);
      await page.goto('/en/faq');
      await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
      await expect(page).toHaveTitle(/Offline/);
    });
  });
});

test('a missing chapter answers 404 with a title', async ({ page }) => {
  const response = await page.goto('/book/moby-dick/read/no-such-chapter');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/não foi encontrada · Editora Ipê/);
  expect(await page.locator('title').count()).toBe(1);
});

for (const locale of ['pt', 'en'] as const) {
  test(`a journal article shows its full text and its PDF opens; Scholar finds both (${locale})`, async ({ page, request }) => {
    await page.goto(inLocale(locale, '/journal/revista-ipe-design-sociedade'));
    // The journal's home lists the current issue's articles.
    const article = page.getByRole('main').locator('a[href*="/article/"]').first();
    await article.click();
    await expect(page).toHaveURL(/\/article\/\d+$/);
    const fullText = page.getByRole('region', { name: locale === 'pt' ? 'Texto completo' : 'Full text' });
    await expect(fullText).toBeVisible();
    // A research article, not its abstract again: 2,500 words or more, with its table and references
    // (the full text may still be arriving when its region shows).
    await expect.poll(async () => words(await fullText.innerText())).toBeGreaterThanOrEqual(2500);
    await expect(fullText.locator('table caption')).not.toHaveCount(0);
    await expect(fullText.getByRole('heading', { name: locale === 'pt' ? 'Referências' : /Refer/ })).toBeVisible();
    const pdfHref = await page.getByRole('link', { name: locale === 'pt' ? /Baixar o PDF/ : /Download the PDF/ }).getAttribute('href');
    const pdf = await request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The PDF holds the same text, typeset on several pages (read back with Poppler's pdftotext).
    const pdfText = pdfToText(bytes, test.info().outputPath('article.pdf'));
    expect(pdfText.pages).toBeGreaterThanOrEqual(3);
    // What the citation says (first and last page) is what the PDF holds, numbered as in the issue.
    const firstPage = Number(await page.locator('meta[name="citation_firstpage"]').getAttribute('content'));
    const lastPage = Number(await page.locator('meta[name="citation_lastpage"]').getAttribute('content'));
    expect(pdfText.pages).toBe(lastPage - firstPage + 1);
    expect(pdfText.text).toMatch(new RegExp(`^\\s*${lastPage}\\s*$`, 'm'));
    const paragraph = (await fullText.locator('p').nth(2).innerText()).split(/\s+/).slice(0, 12).join(' ');
    expect(pdfText.text.replace(/\s+/g, ' ')).toContain(paragraph);
    await expect(page.locator('meta[name="citation_pdf_url"]')).toHaveAttribute('content', new RegExp(`${pdfHref!.replace(/\//g, '\\/')}$`));
    await expect(page.locator('meta[name="citation_fulltext_html_url"]')).toHaveAttribute('content', /#full-text$/);
    await expectNoAxeViolations(page);
  });
}

test.describe('with the service worker, kept offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a book kept for offline reading opens chapters never opened before, with no network', async ({ page, context }) => {
    test.setTimeout(60_000);
    await page.goto('/book/avaliacao-formativa-educacao-basica/read');
    await expect(reader(page)).toBeVisible();
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/'))?.active))).toBe(true);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // Before the reader's script runs, the link is a plain link to the contents, not its panel.
    await readerReady(page);
    await page.getByRole('navigation', { name: 'Ferramentas de leitura' }).getByRole('link', { name: 'Sumário' }).click();
    const panel = page.getByRole('dialog', { name: 'Sumário' });
    // The last chapter (the colophon comes after it), never opened before.
    const last = await panel
      .getByRole('link', { name: 'Autoavaliação, pares e famílias' })
      .first()
      .evaluate((a) => (a as HTMLAnchorElement).pathname);
    await panel.getByRole('button', { name: 'Guardar o livro para ler sem conexão' }).click();
    await expect(panel.getByText('Pronto: o livro inteiro abre sem conexão neste aparelho.')).toBeVisible({ timeout: 30_000 });
    await whileOffline(context, async () => {
      await page.goto(last);
      await expect(reader(page)).toBeVisible();
      // A whole chapter, its table and notes included, read with no network.
      expect(words(await reader(page).innerText())).toBeGreaterThanOrEqual(1000);
      await expect(reader(page).getByRole('heading', { level: 1 })).toHaveText('Autoavaliação, pares e famílias');
    });
  });

  test('chapters kept on a shared device go when the session ends elsewhere: the next visit empties them', async ({ browser }) => {
    const tablet = await browser.newContext({ serviceWorkers: 'allow', userAgent: 'SharedTablet/1.0' });
    const page = await tablet.newPage();
    const { email } = await newReader(page, 'pt', { open: false });
    await page.goto('/book/avaliacao-formativa-educacao-basica/read');
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/'))?.active))).toBe(true);
    await page.reload();
    await expect(reader(page)).toBeVisible();
    const kept = () => page.evaluate(async () => ((await caches.has('ipe-reader')) ? (await (await caches.open('ipe-reader')).keys()).length : 0));
    await expect.poll(kept).toBeGreaterThan(0);

    // From another device, the reader ends the tablet's session.
    const desk = await browser.newPage();
    await signInByPost(desk, email, READER_PASSWORD);
    const sessions = desk.getByRole('region', { name: 'Sessões ativas' });
    await sessions.getByRole('listitem').filter({ hasText: 'SharedTablet/1.0' }).getByRole('button', { name: 'Encerrar' }).click();
    await expect(desk.getByText('Sessão encerrada.')).toBeVisible();

    // The tablet opens the site again: signed out, and the copies are gone.
    await page.goto('/');
    await expect.poll(kept).toBe(0);
    await tablet.close();
    await desk.close();
  });
});
