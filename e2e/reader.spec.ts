import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, newReader, readerReady } from './support.ts';

/** The demo EPUBs are imported by a job a few seconds after start: wait until the book can be read. */
async function openBook(page: Page, slug: string, locale: 'pt' | 'en' = 'pt') {
  const path = `${locale === 'en' ? '/en' : ''}/book/${slug}/read`;
  await expect(async () => {
    const response = await page.request.get(path);
    expect(response.status()).toBe(200);
  }).toPass({ timeout: 60_000, intervals: [1000] });
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`/book/${slug}/read/[^/]+$`));
  await expect(page.locator('article.reader-text')).toBeVisible();
  await readerReady(page);
}

const readerTools = (page: Page, locale: 'pt' | 'en' = 'pt') =>
  page.getByRole('navigation', { name: locale === 'pt' ? 'Ferramentas de leitura' : 'Reading tools' });

test('a chapter, then the next and back with the keyboard; the book keeps its language', async ({ page }) => {
  test.setTimeout(90_000);
  await openBook(page, 'moby-dick');
  await expect(page.locator('article.reader-text')).toHaveAttribute('lang', /^en/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.locator('[data-chapter-end]')).toHaveCount(1);
  const first = page.url();
  await page.keyboard.press('ArrowRight');
  await expect(page).not.toHaveURL(first);
  const second = page.url();
  // On a loaded machine the new chapter may not listen yet: press again only while it has not moved.
  await expect(async () => {
    if (page.url() === second) await page.keyboard.press('ArrowRight');
    await expect(page).not.toHaveURL(second, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  // The address changes just before the new chapter is drawn: wait for its "previous" link.
  await expect(page.locator('a.reader-pager-link[rel="prev"]')).toHaveAttribute('href', new URL(second).pathname);
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(second);
  // Typing in a field does not turn pages.
  await readerTools(page).getByRole('link', { name: 'Buscar' }).click();
  const search = page.getByRole('searchbox', { name: 'Palavras a buscar' });
  await search.fill('whale');
  await search.press('ArrowLeft');
  await expect(page).toHaveURL(second);
  await search.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Buscar no livro' }).getByText(/Capítulos encontrados: \d+/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Buscar no livro' })).toBeHidden();
});

test('search inside one of the press’s own books finds a word from the body of a chapter', async ({ page }) => {
  test.setTimeout(90_000);
  await openBook(page, 'jornadas-blueprints-ecossistemas');
  await readerTools(page).getByRole('link', { name: 'Buscar' }).click();
  const search = page.getByRole('searchbox', { name: 'Palavras a buscar' });
  // "engraxate" appears once, in the body of chapter 3 (Shostack's shoeshine example), in no title or summary.
  await search.fill('engraxate');
  await search.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Buscar no livro' });
  await expect(dialog.getByText('Capítulos encontrados: 1')).toBeVisible();
  await expect(dialog).toContainText('O blueprint de serviço');
});

test('a footnote in The Waste Land opens over the text and gives the focus back', async ({ page }) => {
  test.setTimeout(90_000);
  await openBook(page, 'wasteland');
  const noteref = page.locator('article a[data-noteref]').first();
  for (let i = 0; i < 5 && (await noteref.count()) === 0; i++) {
    const url = page.url();
    await page.keyboard.press('ArrowRight');
    await expect(page).not.toHaveURL(url);
  }
  await noteref.scrollIntoViewIfNeeded();
  await noteref.focus();
  await page.keyboard.press('Enter');
  const note = page.getByRole('dialog', { name: 'Nota' });
  await expect(note).toBeVisible();
  await expect(note.getByRole('button', { name: 'Fechar' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(note).toBeHidden();
  await expect(noteref).toBeFocused();
  // The notes are also listed at the chapter's end, each with a way back to its reference.
  await expect(page.locator('article a.note-back').first()).toHaveAttribute('href', /^#/);
});

test('settings (theme, typeface) persist after reload and pass axe in every theme and both languages', async ({ page }) => {
  test.setTimeout(120_000);
  // Where the server drew the tools, before the page's script ran (module scripts run after "interactive").
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const tools = [...document.querySelectorAll('a.reader-tool')].map((tool) => Math.round(tool.getBoundingClientRect().left));
      document.documentElement.dataset.toolsBefore = tools.join(',');
    });
  });
  await openBook(page, 'childrens-literature');
  // The script adds "Listen" without moving the others: a click as the page starts lands where aimed.
  const toolsNow = await page.locator('a.reader-tool').evaluateAll((tools) => tools.map((tool) => Math.round(tool.getBoundingClientRect().left)).join(','));
  await expect(page.locator('html')).toHaveAttribute('data-tools-before', toolsNow);
  const html = page.locator('html');
  const settings = async () => {
    await readerTools(page).getByRole('link', { name: 'Ajustes' }).click();
    return page.getByRole('dialog', { name: 'Ajustes de leitura' });
  };
  let dialog = await settings();
  await dialog.getByRole('radio', { name: 'Sépia' }).check();
  await dialog.getByRole('radio', { name: 'Sem serifa' }).check();
  await dialog.getByRole('radio', { name: 'Tamanho 4' }).check();
  await page.keyboard.press('Escape');
  await expect(html).toHaveAttribute('data-reader-theme', 'sepia');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/panel=/);
  await page.reload();
  await expect(html).toHaveAttribute('data-reader-theme', 'sepia');
  await expect(html).toHaveAttribute('data-reader-font', 'sans');
  await expect(html).toHaveAttribute('data-reader-size', '4');
  await expectNoAxeViolations(page);

  dialog = await settings();
  await dialog.getByRole('radio', { name: 'Escuro' }).check();
  await dialog.getByRole('radio', { name: 'Com serifa' }).check();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  // Closed, and gone from the address (?panel=settings), before the reload: else it opens again.
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/panel=/);
  await page.reload();
  await expect(html).toHaveAttribute('data-reader-theme', 'dark');
  await expect(html).toHaveAttribute('data-reader-font', 'serif');
  await expectNoAxeViolations(page);

  dialog = await settings();
  await dialog.getByRole('radio', { name: 'Claro' }).check();
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);

  await openBook(page, 'childrens-literature', 'en');
  // The first chapter is the title page, which the book's own contents do not list: open one it does.
  await page.goto('/en/book/childrens-literature/read/s04');
  await expect(readerTools(page, 'en').getByRole('link', { name: 'Contents' })).toBeVisible();
  await expectNoAxeViolations(page);
  await readerTools(page, 'en').getByRole('link', { name: 'Contents' }).click();
  const contents = page.getByRole('dialog', { name: 'Contents' });
  await expect(contents.locator('[aria-current="page"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('a visitor’s bookmark and note are merged into the account on sign-in, and the notes export as Markdown', async ({ page }) => {
  test.setTimeout(120_000);
  await openBook(page, 'moby-dick');
  // The first linear document is the title page: read chapter 1.
  await page.goto('/book/moby-dick/read/chapter-001');
  await readerReady(page);
  const paragraph = page.locator('article p[data-offset][id]').nth(1);
  await paragraph.hover();
  await paragraph.getByRole('button', { name: 'Marcar este parágrafo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marcador adicionado.' })).toBeAttached();

  // Select the paragraph's first words: the toolbar offers to highlight them.
  const quote = await paragraph.evaluate((p) => {
    const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT, {
      acceptNode: (n) => (n.parentElement?.closest('[data-reader-ui]') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    const text = walker.nextNode() as Text;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, Math.min(24, text.length));
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    return range.toString();
  });
  await page.getByRole('toolbar', { name: 'Ações para o trecho selecionado' }).getByRole('button', { name: 'Destacar' }).click();
  const local = await page.evaluate(
    () => JSON.parse(localStorage.getItem('reader-items') ?? '{}') as { bookmarks: unknown[]; notes: { selector: { quote: { exact: string } } }[] },
  );
  expect(local.bookmarks).toHaveLength(1);
  expect(local.notes.map((n) => n.selector.quote.exact)).toEqual([quote]);
  // A visitor's place is kept in this browser, and the book page offers to go back to it.
  await page.goto('/book/moby-dick');
  await page.getByRole('link', { name: 'Continuar de onde parei' }).click();
  await expect(page).toHaveURL(/\/book\/moby-dick\/read\/chapter-001#p-\d+$/);

  await newReader(page, 'pt', { open: false });
  await openBook(page, 'moby-dick');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('reader-items'))).toBeNull();
  await readerTools(page).getByRole('link', { name: 'Marcadores' }).click();
  await expect(page.getByRole('dialog', { name: 'Marcadores' }).getByRole('listitem')).toHaveCount(1);
  // The keyboard's way to a paragraph link (the paragraph tools appear on hover).
  await expect(page.getByRole('dialog', { name: 'Marcadores' }).getByRole('button', { name: 'Copiar link para o parágrafo que estou lendo' })).toBeVisible();
  await page.keyboard.press('Escape');
  await readerTools(page).getByRole('link', { name: 'Notas' }).click();
  const notes = page.getByRole('dialog', { name: 'Notas' });
  await expect(notes.getByText(quote.trim())).toBeVisible();
  await notes.getByLabel('Comentário').fill('Um começo memorável');
  await notes.getByRole('button', { name: 'Salvar comentário' }).click();
  await expect(notes.getByRole('link', { name: 'Exportar notas (Markdown)' })).toBeVisible();
  await expectNoAxeViolations(page);

  await expect(async () => {
    const markdown = await (await page.request.get('/book/moby-dick/read/notes.md')).text();
    expect(markdown).toContain(`> ${quote.trim()}`);
    expect(markdown).toContain('**Comentário:** Um começo memorável');
  }).toPass({ timeout: 10_000 });

  // The account lists the book under "Continue reading".
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Continuar lendo' })).toBeVisible();
});

test('the book page offers to read online; a book without an edition does not', async ({ page }) => {
  await openBook(page, 'moby-dick');
  await page.goto('/book/moby-dick');
  await page.getByRole('link', { name: 'Ler on-line' }).click();
  await expect(page).toHaveURL(/\/book\/moby-dick\/read\/[^/]+$/);
  // A book sold in print only has nothing to read online, and no chapter list without text behind it.
  await page.goto('/book/periferias-em-movimento');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Periferias em Movimento');
  await expect(page.getByRole('link', { name: 'Ler on-line' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Sumário' })).toHaveCount(0);
  expect((await page.request.get('/book/periferias-em-movimento/read')).status()).toBe(404);
});

/** Selects chapter text in the reader: the first `chars` characters of the first paragraph, or from it to the chapter's end. */
async function selectInChapter(page: Page, chars: number | 'to-the-end') {
  return page.locator('article.reader-text').evaluate((article, chars) => {
    const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT, {
      acceptNode: (n) => (n.parentElement?.closest('[data-reader-ui]') || !n.textContent?.trim() ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    const first = walker.nextNode() as Text;
    let last = first;
    for (let node = walker.nextNode(); node && chars === 'to-the-end'; node = walker.nextNode()) last = node as Text;
    const range = document.createRange();
    range.setStart(first, 0);
    if (chars === 'to-the-end') range.setEnd(last, last.length);
    else range.setEnd(first, Math.min(chars, first.length));
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    return range.toString();
  }, chars);
}

test('a note the server refuses is said, in both languages, and what was typed is kept', async ({ page, context }) => {
  test.setTimeout(120_000);
  await newReader(page, 'pt', { open: false });
  await openBook(page, 'moby-dick');
  await page.goto('/book/moby-dick/read/chapter-001');
  await readerReady(page);

  // A passage longer than a note may quote (5,000 characters): the server answers 400.
  expect((await selectInChapter(page, 'to-the-end')).length).toBeGreaterThan(5000);
  await page.getByRole('toolbar', { name: 'Ações para o trecho selecionado' }).getByRole('button', { name: 'Comentar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova nota' });
  await dialog.getByLabel('Comentário').fill('Um capítulo inteiro para comentar');
  await dialog.getByRole('button', { name: 'Salvar nota' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'A nota não foi guardada.' });
  await expect(alert).toContainText('O trecho ou o comentário não é aceito');
  await expect(alert.getByLabel('O que você escreveu')).toHaveValue('Um capítulo inteiro para comentar');
  await expectNoAxeViolations(page);
  await alert.getByRole('button', { name: 'Fechar' }).click();
  await expect(alert).toBeHidden();

  // A note kept, then deleted in another window: saving its comment here answers 404.
  await page.goto('/en/book/moby-dick/read/chapter-001');
  await readerReady(page);
  const quote = await selectInChapter(page, 24);
  await page.getByRole('toolbar', { name: 'Actions for the selected text' }).getByRole('button', { name: 'Highlight' }).click();
  await readerTools(page, 'en').getByRole('link', { name: 'Notes' }).click();
  const notes = page.getByRole('dialog', { name: 'Notes' });
  // The quote, not the chapter's title that heads each note.
  const quoted = (dialog: Locator) => dialog.locator('blockquote', { hasText: quote.trim() });
  await expect(quoted(notes)).toBeVisible();

  const other = await context.newPage();
  await other.goto('/en/book/moby-dick/read/chapter-001?panel=notes');
  await readerReady(other);
  await other.getByRole('dialog', { name: 'Notes' }).getByRole('button', { name: 'Delete note' }).click();
  await expect(quoted(other.getByRole('dialog', { name: 'Notes' }))).toBeHidden();
  await other.close();

  await notes.getByLabel('Comment').fill('Written after it was deleted elsewhere');
  await notes.getByRole('button', { name: 'Save comment' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'The note was not saved.' });
  await expect(refused).toContainText('This note no longer exists');
  await expect(refused.getByLabel('What you wrote')).toHaveValue('Written after it was deleted elsewhere');
});
