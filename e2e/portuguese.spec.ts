/**
 * Portuguese composed from pieces must contract: "pelo livro", not "por o livro"; "do autor", not
 * "de o autor"; "na loja", not "em a loja". The test signs in as the administrator (who sees the
 * most pages), walks every Portuguese page reachable by links from the main doors, and reads
 * each page's text as the server rendered it: through Node's fetch with the session's cookie and
 * uncompressed, as the route matrix (e2e/authorization.spec.ts) asks, for Playwright's request API
 * traced each of the ~300 answers and inflated them.
 */
import { expect, test } from './fixtures.ts';
import { E2E_ORIGIN } from '../playwright.config.ts';
import { adminCookieHeader } from './support.ts';

/**
 * What Portuguese always writes as one word: de/em/por + article (do, no, pelo), de/em +
 * demonstrative or pronoun (deste, nisso, dele). Word edges count accented letters ("saúde a").
 */
const WORD_BEFORE = '(?<![\\p{L}\\p{N}])';
const WORD_AFTER = '(?![\\p{L}\\p{N}])';
const UNCONTRACTED = new RegExp(
  `${WORD_BEFORE}(?:(?:de|em|por) (?:o|a|os|as)|(?:de|em) (?:este|esta|estes|estas|esse|essa|esses|essas|isso|isto|aquele|aquela|aqueles|aquelas|aquilo|ele|ela|eles|elas))${WORD_AFTER}`,
  'gu',
);
const START = [
  '/',
  '/catalog',
  '/journals',
  '/events',
  '/publish',
  '/publish/open-calls',
  '/courses',
  '/blog',
  '/account',
  '/account/library',
  '/orders',
  '/cart',
  '/admin',
];
const MAX_PAGES = 400;
/** Pages of one kind (one user, one order…) are read a few at a time, not all thousand. */
const PER_KIND = 3;
const kind = (path: string) => path.replace(/\/(\d+|[0-9a-f]{8}-[0-9a-f-]{27})(?=\/|$)/g, '/:id');

function text(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ');
}

/** Pages worth reading: Portuguese (no /en), HTML, not downloads, feeds or the reader's files. */
function follow(href: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin || url.search) return null;
  const path = url.pathname;
  if (path === '/en' || path.startsWith('/en/')) return null;
  if (/\.(epub|pdf|xml|json|txt|jpe?g|png|svg|webp|ics|bib|ris|vtt|mp4)$/i.test(path)) return null;
  if (/\/(download|feed|rss|assets|reader-assets|images|api|auth|logout|sair)\b/.test(path)) return null;
  return path;
}

test('no Portuguese page writes "por o", "de a", "em as" and the like', async () => {
  test.setTimeout(180_000);
  // What the pattern catches, and what it leaves alone.
  expect('enviado por o autor; capa de a obra; em este livro; gosto de ele'.match(UNCONTRACTED)).toEqual(['por o', 'de a', 'em este', 'de ele']);
  expect('comprados por esta pessoa; unidades de saúde a partir de; pelo autor'.match(UNCONTRACTED)).toBeNull();
  const cookie = adminCookieHeader();
  const base = E2E_ORIGIN;
  const queue = [...START];
  const seen = new Set(queue);
  const kinds = new Map<string, number>();
  const found: string[] = [];
  let read = 0;
  while (queue.length && read < MAX_PAGES) {
    const path = queue.shift()!;
    const response = await fetch(`${base}${path}`, { redirect: 'manual', headers: { cookie, 'accept-encoding': 'identity' } });
    // Read whole either way: the connection goes back to the pool for the next request.
    const html = await response.text();
    if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('text/html')) continue;
    read++;
    const words = text(html);
    for (const match of words.matchAll(UNCONTRACTED)) {
      const around = words.slice(Math.max(0, match.index - 40), match.index + 40);
      found.push(`${path}: "${match[0]}" in "…${around}…"`);
    }
    for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
      const next = follow(href!.replace(/&amp;/g, '&'), base + path);
      if (next && !seen.has(next) && (kinds.get(kind(next)) ?? 0) < PER_KIND) {
        seen.add(next);
        kinds.set(kind(next), (kinds.get(kind(next)) ?? 0) + 1);
        queue.push(next);
      }
    }
  }
  console.log(`read ${read} Portuguese pages of ${kinds.size} kinds`);
  expect(read, 'pages read').toBeGreaterThan(60);
  expect(found).toEqual([]);
});
