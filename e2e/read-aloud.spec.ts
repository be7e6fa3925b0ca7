/**
 * Read aloud and the reading comforts. The browser's speech is replaced by a stand-in (headless
 * Chromium has no voices): `window.speechSynthesis` and `SpeechSynthesisUtterance` become a fake
 * that records what it is asked to say and fires the utterance's start, boundary and end events
 * when the test says a sentence is over. The reader's own code runs as it does for readers.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { E2E_ORIGIN } from '../playwright.config.ts';
import { expectNoAxeViolations, expectNoAxeViolationsLightAndDark, inLocale, newReader, readerReady, signInByPost, whileOffline } from './support.ts';

declare global {
  interface Window {
    fakeSpeech: { spoken: { text: string; lang: string; rate: number }[]; current: string | null; finish(): boolean };
  }
}

/** Installed before the page's scripts: the browser's speech API, with voices for `langs` only. */
function installFakeSpeech(langs: string[]) {
  class FakeUtterance extends EventTarget {
    text: string;
    lang = '';
    voice: unknown = null;
    rate = 1;
    pitch = 1;
    volume = 1;
    constructor(text = '') {
      super();
      this.text = text;
    }
  }
  const voices = langs.map((lang, i) => ({ lang, name: `Fake ${lang}`, voiceURI: `fake-${lang}`, default: i === 0, localService: true }));
  const spoken: { text: string; lang: string; rate: number }[] = [];
  let queue: FakeUtterance[] = [];
  let current: FakeUtterance | null = null;
  const fire = (utterance: FakeUtterance, type: string) => utterance.dispatchEvent(Object.assign(new Event(type), { utterance, charIndex: 0, elapsedTime: 0 }));
  const startNext = () => {
    if (current || !queue.length) return;
    current = queue.shift()!;
    spoken.push({ text: current.text, lang: current.lang, rate: current.rate });
    fire(current, 'start');
    fire(current, 'boundary');
  };
  const synth = Object.assign(new EventTarget(), {
    pending: false,
    paused: false,
    get speaking() {
      return current !== null;
    },
    getVoices: () => voices,
    speak(utterance: FakeUtterance) {
      queue.push(utterance);
      setTimeout(startNext, 0);
    },
    cancel() {
      const was = current;
      queue = [];
      current = null;
      if (was) was.dispatchEvent(Object.assign(new Event('error'), { utterance: was, error: 'interrupted' }));
    },
    pause() {},
    resume() {},
  });
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true, writable: true });
  window.fakeSpeech = {
    spoken,
    get current() {
      return current?.text ?? null;
    },
    /** The sentence being said comes to its end. */
    finish() {
      const was = current;
      if (!was) return false;
      current = null;
      fire(was, 'end');
      startNext();
      return true;
    },
  };
}

const words = {
  pt: { tools: 'Ferramentas de leitura', readAloud: 'Ouvir', player: 'Leitura em voz alta', pause: 'Pausar', resume: 'Continuar', paused: 'Leitura pausada.' },
  en: { tools: 'Reading tools', readAloud: 'Read aloud', player: 'Read aloud', pause: 'Pause', resume: 'Resume', paused: 'Reading paused.' },
} as const;

const DEVICES = { phone: { width: 390, height: 844 }, desk: { width: 1280, height: 800 } };

/** The sentence being said, and what the reader highlights (the CSS Custom Highlight API in Chromium). */
const saying = (page: Page) =>
  page.evaluate(() => ({
    spoken: window.fakeSpeech.current,
    highlighted: [...(CSS.highlights.get('reader-aloud') ?? [])].map((range) => range.toString()).join(''),
  }));

/** The next sentence said after `before` (between two sentences nothing is said for a moment). */
async function nextSaid(page: Page, before: string | null) {
  await expect.poll(async () => (await saying(page)).spoken ?? before).not.toBe(before);
  return saying(page);
}

/** Where a sentence stands in the chapter's text (-1 when it is not there). */
const placeInChapter = (page: Page, sentence: string) =>
  page.evaluate((text) => document.querySelector('article.reader-text')!.textContent!.replace(/\s+/g, ' ').indexOf(text.replace(/\s+/g, ' ')), sentence);

/**
 * Whether the reader's Atkinson Hyperlegible faces are loaded, which of its files the page asked
 * for, and which of those came over the network. A browser that has the files in its cache (the
 * journeys' page is kept from journey to journey, with its HTTP cache: e2e/fixtures.ts) reads them
 * from there as the stylesheet is applied, chosen or not: nothing is sent for them.
 */
const atkinson = (page: Page) =>
  page.evaluate(() => {
    const files = performance.getEntriesByType('resource').filter((entry) => /atkinson/i.test(entry.name)) as PerformanceResourceTiming[];
    return {
      loaded: [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Atkinson Hyperlegible' && face.status === 'loaded'),
      fetched: files.map((entry) => entry.name),
      overNetwork: files.filter((entry) => entry.transferSize > 0).map((entry) => entry.name),
    };
  });

async function openChapter(page: Page, locale: 'pt' | 'en', chapter: string) {
  const path = inLocale(locale, `/book/moby-dick/read/${chapter}`);
  // The consent banner answered, so it does not cover the player at the foot of the screen.
  await page.context().addCookies([{ name: 'consent', value: 'necessary', url: E2E_ORIGIN }]);
  // The demo books are imported a few seconds after the server starts.
  await expect(async () => expect((await page.request.get(path)).status()).toBe(200)).toPass({ timeout: 60_000, intervals: [1000] });
  await page.goto(path);
  await readerReady(page);
}

for (const [locale, device] of [
  ['pt', 'phone'],
  ['en', 'desk'],
] as const) {
  const w = words[locale];

  test(`read aloud from the toolbar with the keyboard: sentences in order, highlighted, paused, skipped, on into the next chapter, and resumed another day (${locale}, ${device})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DEVICES[device]);
    await page.addInitScript(installFakeSpeech, ['en-US', 'pt-BR']);
    await openChapter(page, locale, 'chapter-001');
    const toolbar = page.getByRole('navigation', { name: w.tools });
    const readAloud = toolbar.getByRole('button', { name: w.readAloud });
    await readAloud.focus();
    await page.keyboard.press('Enter');
    const player = page.getByRole('region', { name: w.player });
    await expect(player).toBeVisible();
    await expect(readAloud).toHaveAttribute('aria-expanded', 'true');

    // The first sentence is said and highlighted; each end brings the next one, further on in the chapter.
    await expect.poll(async () => (await saying(page)).spoken).not.toBeNull();
    let now = await saying(page);
    expect(now.highlighted).toBe(now.spoken);
    let place = await placeInChapter(page, now.spoken!);
    expect(place).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < 3; i++) {
      const before = now.spoken;
      await page.evaluate(() => window.fakeSpeech.finish());
      now = await nextSaid(page, before);
      expect(now.highlighted).toBe(now.spoken);
      const next = await placeInChapter(page, now.spoken!);
      expect(next).toBeGreaterThan(place);
      place = next;
    }
    expect(await page.evaluate(() => window.fakeSpeech.spoken.every((s) => s.lang === 'en-US'))).toBe(true);

    // Pause (P) stops the voice; resume says the sentence again.
    const paused = now.spoken!;
    await page.keyboard.press('p');
    await expect(player.getByText(w.paused)).toBeAttached();
    await expect(player.getByRole('button', { name: w.resume })).toBeVisible();
    expect((await saying(page)).spoken).toBeNull();
    await player.getByRole('button', { name: w.resume }).click();
    await expect.poll(async () => (await saying(page)).spoken).toBe(paused);
    await expect(player.getByRole('button', { name: w.pause })).toBeVisible();

    // Full stop: the next sentence at once; comma: back to the one before.
    await page.keyboard.press('.');
    const skipped = (await nextSaid(page, paused)).spoken!;
    expect(await placeInChapter(page, skipped)).toBeGreaterThan(place);
    await page.keyboard.press(',');
    await expect.poll(async () => (await saying(page)).spoken).toBe(paused);
    // A faster speed says the sentence again at that speed.
    await player.getByRole('combobox', { name: locale === 'pt' ? 'Velocidade' : 'Speed' }).selectOption('1.5');
    await expect.poll(() => page.evaluate(() => window.fakeSpeech.spoken.at(-1)!.rate)).toBe(1.5);
    expect((await saying(page)).spoken).toBe(paused);
    await expectNoAxeViolations(page);

    // From the last screen of the chapter, reading goes on into the next chapter by itself.
    await player.getByRole('button', { name: locale === 'pt' ? 'Parar e fechar' : 'Stop and close' }).click();
    await expect(player).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await readAloud.click();
    // A place was kept: it is offered; here the reader starts from the paragraph on screen instead.
    await expect(player.getByRole('button', { name: new RegExp(locale === 'pt' ? '^Continuar de' : '^Continue from') })).toBeVisible();
    await player.getByRole('button', { name: locale === 'pt' ? 'Ler a partir do parágrafo na tela' : 'Read from the paragraph on screen' }).click();
    await expect
      .poll(() => page.evaluate(() => (/chapter-002$/.test(location.pathname) ? location.pathname : (window.fakeSpeech.finish(), location.pathname))), {
        timeout: 60_000,
        intervals: [50],
      })
      .toMatch(/chapter-002$/);
    await expect(page.locator('a.reader-pager-link[rel="prev"]')).toHaveAttribute('href', /chapter-001$/);
    await expect.poll(async () => (await saying(page)).spoken).not.toBeNull();
    now = await saying(page);
    expect(now.highlighted).toBe(now.spoken);
    // The new chapter is read from its first sentence.
    const first = await page.evaluate(() => {
      // Its text without the paragraph tools (copy link, bookmark) that the pointer or the focus may have put in it.
      const block = document.querySelector('article.reader-text [data-offset]')!.cloneNode(true) as HTMLElement;
      for (const tool of block.querySelectorAll('[data-reader-ui]')) tool.remove();
      return block.textContent!.trim().replace(/\s+/g, ' ');
    });
    expect(first.startsWith(now.spoken!.replace(/\s+/g, ' '))).toBe(true);
    await page.evaluate(() => window.fakeSpeech.finish());
    const left = (await nextSaid(page, now.spoken)).spoken!;

    // Another visit, opening the book at its first chapter, offers to continue from that very sentence, in its chapter.
    await openChapter(page, locale, 'chapter-001');
    await readAloud.click();
    const resume = player.getByRole('button', { name: new RegExp(locale === 'pt' ? '^Continuar de' : '^Continue from') });
    await expect(resume).toBeFocused();
    expect(await page.evaluate(() => window.fakeSpeech.spoken.length)).toBe(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/chapter-002$/);
    await expect.poll(async () => (await saying(page)).spoken).toBe(left);
    expect((await saying(page)).highlighted).toBe(left);
  });

  test(`with no voice for the book's language, read aloud says so (${locale}, ${device})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DEVICES[device]);
    await page.addInitScript(installFakeSpeech, ['de-DE']);
    await openChapter(page, locale, 'chapter-001');
    await page.getByRole('navigation', { name: w.tools }).getByRole('button', { name: w.readAloud }).click();
    const alert = page.getByRole('region', { name: w.player }).getByRole('alert');
    // Moby-Dick is in en-US: "inglês americano", "American English".
    await expect(alert).toContainText(locale === 'pt' ? /não tem uma voz para inglês/ : /has no voice for (American )?English/);
    expect(await page.evaluate(() => window.fakeSpeech.spoken.length)).toBe(0);
    await expectNoAxeViolationsLightAndDark(page);
  });
}

for (const [locale, device] of [
  ['pt', 'desk'],
  ['en', 'phone'],
] as const) {
  test(`reading comforts: a dyslexia-friendly typeface, letter and word spacing, kept after a reload; large text reads in one column (${locale}, ${device})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DEVICES[device]);
    await openChapter(page, locale, 'chapter-001');
    const t =
      locale === 'pt'
        ? {
            settings: 'Ajustes',
            font: 'Fonte',
            dyslexic: 'Legível para dislexia',
            letters: 'Espaço entre letras',
            words: 'Espaço entre palavras',
            wider: 'Mais amplo',
            wide: 'Amplo',
            size: 'Tamanho do texto',
            columns: 'Colunas em telas largas',
            two: 'Duas colunas',
            tools: 'Ferramentas de leitura',
            title: 'Ajustes de leitura',
          }
        : {
            settings: 'Settings',
            font: 'Typeface',
            dyslexic: 'Dyslexia-friendly',
            letters: 'Letter spacing',
            words: 'Word spacing',
            wider: 'Wider',
            wide: 'Wide',
            size: 'Text size',
            columns: 'Columns on wide screens',
            two: 'Two columns',
            tools: 'Reading tools',
            title: 'Reading settings',
          };
    // Until the reader chooses it, the dyslexia-friendly font is not fetched over the network (nor on any other page: its faces are in the reader's stylesheet).
    expect(await atkinson(page)).toMatchObject({ loaded: false, overNetwork: [] });
    await page.getByRole('navigation', { name: t.tools }).getByRole('link', { name: t.settings }).click();
    const panel = page.getByRole('dialog', { name: t.title });
    await panel.getByRole('group', { name: t.font }).getByRole('radio', { name: t.dyslexic }).check();
    // Chosen: the chapter is drawn in it, from our own files (hashed assets).
    await expect.poll(async () => (await atkinson(page)).loaded).toBe(true);
    const { fetched } = await atkinson(page);
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.every((url) => url.startsWith(`${E2E_ORIGIN}/assets/atkinson-hyperlegible-`))).toBe(true);
    await panel.getByRole('group', { name: t.letters }).getByRole('radio', { name: t.wider }).check();
    await panel.getByRole('group', { name: t.words }).getByRole('radio', { name: t.wide, exact: true }).check();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    const text = page.locator('article.reader-text');
    const style = () =>
      text.evaluate((el) => {
        const s = getComputedStyle(el);
        const size = parseFloat(s.fontSize);
        return { family: s.fontFamily, letters: +(parseFloat(s.letterSpacing) / size).toFixed(2), words: +(parseFloat(s.wordSpacing) / size).toFixed(2) };
      });
    const chosen = { family: expect.stringMatching(/^"?Atkinson Hyperlegible"?,/), letters: 0.12, words: 0.16 };
    await expect.poll(style).toEqual(chosen);
    await page.reload();
    await readerReady(page);
    expect(await style()).toEqual(chosen);

    // The largest text reads in one column even where two were chosen; a smaller one is paged in two on a desk.
    await page.getByRole('navigation', { name: t.tools }).getByRole('link', { name: t.settings }).click();
    await panel.getByRole('group', { name: t.columns }).getByRole('radio', { name: t.two }).check();
    await panel
      .getByRole('group', { name: t.size })
      .getByRole('radio', { name: locale === 'pt' ? 'Tamanho 3' : 'Size 3' })
      .check();
    const columns = () => page.locator('.reader-columns').evaluate((el) => getComputedStyle(el).columnCount);
    await expect.poll(columns).toBe(device === 'desk' ? '2' : 'auto');
    await panel
      .getByRole('group', { name: t.size })
      .getByRole('radio', { name: locale === 'pt' ? 'Tamanho 5' : 'Size 5' })
      .check();
    await expect.poll(columns).toBe('auto');
    await page.keyboard.press('Escape');
    await expect(page.getByText(/^(Página|Page) 1 (de|of) \d+$/)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight * 2)).toBe(true);
  });
}

test("a signed-in reader's settings and read aloud's place follow the account to another device (pt, desk)", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.addInitScript(installFakeSpeech, ['en-US', 'pt-BR']);
  const { email, password } = await newReader(page, 'pt', { open: false });
  const sentPlaces: { body: string; status: number }[] = [];
  page.on('response', (response) => {
    const body = response.request().postData() ?? '';
    if (body.includes('name="intent"\r\n\r\naloud\r\n')) sentPlaces.push({ body, status: response.status() });
  });
  await openChapter(page, 'pt', 'chapter-001');
  // A post of the reader's (multipart: each field's name, a blank line, its value) with these fields.
  const posted = (fields: Record<string, string>) =>
    page.waitForResponse((response) => {
      const body = response.request().method() === 'POST' ? (response.request().postData() ?? '') : '';
      return Object.entries(fields).every(([name, value]) => body.includes(`name="${name}"\r\n\r\n${value}\r\n`));
    });
  await page.getByRole('navigation', { name: 'Ferramentas de leitura' }).getByRole('link', { name: 'Ajustes' }).click();
  const panel = page.getByRole('dialog', { name: 'Ajustes de leitura' });
  const saved = posted({ intent: 'settings', font: 'dyslexic', letters: '3', size: '4' });
  await panel.getByRole('group', { name: 'Fonte' }).getByRole('radio', { name: 'Legível para dislexia' }).check();
  await panel.getByRole('group', { name: 'Espaço entre letras' }).getByRole('radio', { name: 'Mais amplo' }).check();
  await panel.getByRole('group', { name: 'Tamanho do texto' }).getByRole('radio', { name: 'Tamanho 4' }).check();
  expect((await saved).status()).toBe(200);
  await page.keyboard.press('Escape');

  // Read aloud a few sentences at a slower speed, then pause: the place goes to the account.
  await page.getByRole('navigation', { name: 'Ferramentas de leitura' }).getByRole('button', { name: 'Ouvir' }).click();
  const player = page.getByRole('region', { name: 'Leitura em voz alta' });
  await expect.poll(async () => (await saying(page)).spoken).not.toBeNull();
  const speed = posted({ intent: 'settings', rate: '0.75' });
  await player.getByRole('combobox', { name: 'Velocidade' }).selectOption('0.75');
  expect((await speed).status()).toBe(200);
  let now = await saying(page);
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => window.fakeSpeech.finish());
    now = await nextSaid(page, now.spoken);
  }
  await page.keyboard.press('p');
  const left = now.spoken!;
  // Sent while listening (at most every 15 seconds), and at the pause: the account has the sentence paused at.
  await expect.poll(() => sentPlaces.some((sent) => sent.status === 200 && sent.body.includes(`name="excerpt"\r\n\r\n${left.slice(0, 40)}`))).toBe(true);

  // Another device (a browser with nothing kept), the same reader.
  const other = await browser.newContext({ viewport: DEVICES.desk });
  try {
    const there = await other.newPage();
    await there.addInitScript(installFakeSpeech, ['en-US', 'pt-BR']);
    await signInByPost(there, email, password, 'pt', { open: false });
    await openChapter(there, 'pt', 'chapter-001');
    const html = there.locator('html');
    await expect(html).toHaveAttribute('data-reader-font', 'dyslexic');
    await expect(html).toHaveAttribute('data-reader-letters', '3');
    await expect(html).toHaveAttribute('data-reader-size', '4');
    expect(await there.locator('article.reader-text').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Atkinson Hyperlegible"?,/);
    await there.getByRole('navigation', { name: 'Ferramentas de leitura' }).getByRole('button', { name: 'Ouvir' }).click();
    const resume = there.getByRole('region', { name: 'Leitura em voz alta' }).getByRole('button', { name: /^Continuar de/ });
    await expect(resume).toBeFocused();
    await expect(there.getByRole('combobox', { name: 'Velocidade' })).toHaveValue('0.75');
    await there.keyboard.press('Enter');
    await expect.poll(async () => (await saying(there)).spoken).toBe(left);
    expect(await there.evaluate(() => window.fakeSpeech.spoken.at(-1)!.rate)).toBe(0.75);
  } finally {
    await other.close();
  }
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a book kept offline is read aloud with no network, in its own language (pt-BR)', async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.addInitScript(installFakeSpeech, ['en-US', 'pt-BR']);
    await context.addCookies([{ name: 'consent', value: 'necessary', url: E2E_ORIGIN }]);
    await page.goto('/book/avaliacao-formativa-educacao-basica/read');
    await readerReady(page);
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/'))?.active))).toBe(true);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // The reloaded page hydrated: before that, the contents link is a plain link and opens no panel.
    await readerReady(page);
    const tools = page.getByRole('navigation', { name: 'Ferramentas de leitura' });
    await tools.getByRole('link', { name: 'Sumário' }).click();
    const panel = page.getByRole('dialog', { name: 'Sumário' });
    const last = await panel
      .getByRole('link', { name: 'Autoavaliação, pares e famílias' })
      .first()
      .evaluate((a) => (a as HTMLAnchorElement).pathname);
    await panel.getByRole('button', { name: 'Guardar o livro para ler sem conexão' }).click();
    await expect(panel.getByText('Pronto: o livro inteiro abre sem conexão neste aparelho.')).toBeVisible({ timeout: 30_000 });
    // The dyslexia-friendly font came with the book (regular, bold, italic; Latin and Latin Extended), though not chosen.
    await expect
      .poll(() =>
        page.evaluate(
          async () => (await (await caches.open('ipe-assets')).keys()).filter((request) => /\/assets\/atkinson-hyperlegible-/.test(request.url)).length,
        ),
      )
      .toBe(8);
    await whileOffline(context, async () => {
      // A chapter never opened, and read aloud never used before: its code came with the book.
      await page.goto(last);
      await readerReady(page);
      await tools.getByRole('button', { name: 'Ouvir' }).click();
      await expect.poll(async () => (await saying(page)).spoken).not.toBeNull();
      const now = await saying(page);
      expect(now.highlighted).toBe(now.spoken);
      expect(await page.evaluate(() => window.fakeSpeech.spoken.at(-1)!.lang)).toBe('pt-BR');
      // Chosen with no network, the font is there.
      expect(await page.evaluate(async () => (await document.fonts.load('1em "Atkinson Hyperlegible"', 'aĀ')).map((face) => face.status))).toEqual([
        'loaded',
        'loaded',
      ]);
    });
  });
});

test('in two columns, the page turns to follow the sentence read aloud (en, desk)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DEVICES.desk);
  await page.addInitScript(installFakeSpeech, ['en-US']);
  await page.addInitScript(() => localStorage.setItem('reader-settings', JSON.stringify({ columns: 2 })));
  await openChapter(page, 'en', 'chapter-001');
  const pageOf = page.locator('.reader-page-turner p');
  await expect(pageOf).toHaveText(/^Page 1 of \d+$/);
  await page.getByRole('navigation', { name: 'Reading tools' }).getByRole('button', { name: 'Read aloud' }).click();
  await expect.poll(async () => (await saying(page)).spoken).not.toBeNull();
  // Sentence after sentence until reading reaches the second page: the view turns to it.
  await expect
    .poll(
      () =>
        page.evaluate(
          () => (
            /^Page 1 /.test(document.querySelector('.reader-page-turner p')!.textContent!) && window.fakeSpeech.finish(),
            document.querySelector('.reader-page-turner p')!.textContent
          ),
        ),
      {
        timeout: 60_000,
        intervals: [50],
      },
    )
    .toMatch(/^Page 2 of \d+$/);
  await expect.poll(async () => (await saying(page)).spoken).not.toBeNull();
  const shown = await page.evaluate(() => {
    const box = document.querySelector('.reader-columns')!.getBoundingClientRect();
    const first = ([...CSS.highlights.get('reader-aloud')!][0] as Range).getClientRects()[0]!;
    return first.left >= box.left - 1 && first.right <= box.right + 1;
  });
  expect(shown).toBe(true);
});

test('a passage in a language the browser has no voice for is said to be skipped, and reading goes on (pt, desk)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DEVICES.desk);
  await page.addInitScript(installFakeSpeech, ['en-US']);
  await openChapter(page, 'pt', 'chapter-001');
  // The chapter's second block, as if the book quoted it in German (an EPUB marks such passages with lang).
  const blocks = await page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLElement>('article.reader-text [data-offset]')];
    all[1]!.setAttribute('lang', 'de');
    return all.slice(0, 3).map((b) => b.textContent!.replace(/\s+/g, ' '));
  });
  await page.getByRole('navigation', { name: 'Ferramentas de leitura' }).getByRole('button', { name: 'Ouvir' }).click();
  await expect.poll(async () => (await saying(page)).spoken).not.toBeNull();
  expect(blocks[0]).toContain((await saying(page)).spoken!.replace(/\s+/g, ' '));
  // Past the first block: the German one is skipped, and said to be.
  const said = (text: string) => text.replace(/\s+/g, ' ');
  await expect
    .poll(
      async () => {
        if (blocks[2]!.includes(said(await page.evaluate(() => window.fakeSpeech.spoken.at(-1)!.text)))) return true;
        await page.evaluate(() => window.fakeSpeech.finish());
        return false;
      },
      { timeout: 30_000, intervals: [50] },
    )
    .toBe(true);
  await expect(page.getByRole('region', { name: 'Leitura em voz alta' }).getByRole('alert')).toContainText('não tem uma voz para alemão');
  const spoken = await page.evaluate(() => window.fakeSpeech.spoken);
  expect(spoken.every((s) => s.lang === 'en-US' && !blocks[1]!.includes(s.text.replace(/\s+/g, ' ')))).toBe(true);
});
