/**
 * Issue 50, finding 3: a paid chapter rebuilt from the catalog's search snippets. The attack as a
 * visitor runs it, through the catalog's loader: start from a few words, ask for the rarest words
 * at the edges of what is known of each paragraph, stitch the snippets that overlap, and go on
 * until nothing new comes back or a few thousand searches are spent (each from a new address, so
 * that no rate limit is what stops it). What it recovers of each chapter the visitor may not read
 * stays under a tenth.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSampleEdition, type SampleChapter } from '#app/features/reader/test-fixtures.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { publications } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { loader } from '#app/routes/catalog/catalog.tsx';
import { bookSource } from '#app/seed/texts.server.ts';
import { routeArgs, unwrap } from '#app/test/route-args.ts';
import { refreshAllPublicationIndexes } from './search-index.server.ts';

const SLUG = 'educacao-paga';
const BUDGET = 2500;
const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
const plain = (html: string) =>
  normal(
    html
      .replace(/<[^>]+>/g, '')
      .replaceAll('&#39;', "'")
      .replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&'),
  );

/** A demo book's chapter as the reader's blocks (paragraphs, headings, list items, captions). */
function chapterOf(html: string, slug: string, title: string): SampleChapter {
  const blocks = [...html.matchAll(/<(p|h2|h3|li|caption)\b[^>]*>([\s\S]*?)<\/\1>/g)].map(([, tag, inner]) => [tag!, plain(inner!)] as [string, string]);
  return { slug, title, blocks: blocks.filter(([, text]) => text) };
}

const source = bookSource('educacao-e-autonomia', 'pt', 'web')!;
const opening = chapterOf(source.chapters[0]!.html, 'apresentacao', 'Apresentação');
// A short opening chapter: the free preview anyone may read in the reader.
const chapters: SampleChapter[] = [
  { ...opening, blocks: opening.blocks.slice(0, 2) },
  chapterOf(source.chapters[1]!.html, 'quatro-escolas', source.chapters[1]!.title),
  chapterOf(source.chapters[2]!.html, 'assembleias', source.chapters[2]!.title),
];
/** Every paragraph as the hits name it: chapter#p-N → its text. */
const paragraphs = new Map(chapters.flatMap((chapter) => chapter.blocks.map(([, text], i) => [`${chapter.slug}#p-${i + 1}`, normal(text)] as const)));

let database: TestDatabase;
let address = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  const [book] = await database.db
    .insert(publications)
    .values({ type: 'book', slug: SLUG, status: 'published', titlePt: 'Educação e autonomia', language: 'pt', openAccess: false, publishedOn: '2024-01-01' })
    .returning({ id: publications.id });
  await insertSampleEdition(database.db, book!.id, { slug: SLUG, chapters });
  await refreshAllPublicationIndexes(database.db);
});
afterAll(() => database.dispose());

type Hit = { title: string; href: string; parts: { text: string }[] };

/** One anonymous search of the catalog, from an address never used before: the paid book's hits, as chapter#anchor and visible text. */
async function search(q: string): Promise<{ key: string; text: string }[]> {
  address++;
  const ip = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  const result = unwrap<{ items: { slug: string; hits: Hit[] }[] }>(
    await loader(routeArgs(new Request(`http://localhost:3000/catalog?q=${encodeURIComponent(q)}`), {}, ip)),
  );
  expect(result.status).toBe(200);
  const book = result.body.items.find((item) => item.slug === SLUG);
  return (book?.hits ?? []).map((hit) => {
    const url = new URL(hit.href, 'http://localhost');
    return { key: `${url.pathname.split('/').at(-1)}${url.hash}`, text: hit.parts.map((part) => part.text).join('') };
  });
}

/** Joins spans of one paragraph where one's end is the other's start, and drops spans held by another. */
function stitch(spans: string[]): string[] {
  const list = [...new Set(spans)];
  for (let changed = true; changed; ) {
    changed = false;
    outer: for (const a of list) {
      for (const b of list) {
        if (a === b) continue;
        if (a.includes(b)) {
          list.splice(list.indexOf(b), 1);
          changed = true;
          break outer;
        }
        for (let n = Math.min(a.length, b.length) - 1; n >= 12; n--) {
          if (a.endsWith(b.slice(0, n))) {
            list.splice(list.indexOf(a), 1);
            list.splice(list.indexOf(b), 1);
            list.push(a + b.slice(n));
            changed = true;
            break outer;
          }
        }
      }
    }
  }
  return list;
}

const wordsOf = (text: string) => text.match(/\p{L}{4,}/gu) ?? [];

/** The next searches: pairs of the rarest words at each end of each known span, then each alone. */
function nextQueries(known: Map<string, string[]>): string[] {
  const frequency = new Map<string, number>();
  for (const spans of known.values())
    for (const span of spans) for (const word of wordsOf(span.toLowerCase())) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const rarest = (words: string[]) => [...new Set(words.map((w) => w.toLowerCase()))].sort((a, b) => frequency.get(a)! - frequency.get(b)!).slice(0, 3);
  const pairs: string[] = [];
  const singles: string[] = [];
  for (const spans of known.values()) {
    for (const span of spans) {
      const words = wordsOf(span);
      for (const edge of [words.slice(-8), words.slice(0, 8)]) {
        const [a, b, c] = rarest(edge);
        if (a && b) pairs.push(`${a} ${b}`);
        if (a && c) pairs.push(`${a} ${c}`);
        if (b && c) pairs.push(`${b} ${c}`);
        if (a) singles.push(a);
      }
    }
  }
  return [...pairs, ...singles];
}

async function stitchingAttack(seeds: string[], budget: number) {
  const known = new Map<string, string[]>();
  const asked = new Set<string>();
  const ask = async (q: string) => {
    asked.add(q);
    for (const hit of await search(q)) {
      const pieces = hit.text
        .split('…')
        .map(normal)
        .filter((piece) => piece.length >= 12);
      if (pieces.length) known.set(hit.key, stitch([...(known.get(hit.key) ?? []), ...pieces]));
    }
  };
  for (const seed of seeds) await ask(seed);
  while (asked.size < budget) {
    const next = nextQueries(known).find((q) => !asked.has(q));
    if (!next) break;
    await ask(next);
  }
  return { known, queries: asked.size };
}

/** The share of each chapter's characters that the recovered spans hold word for word. */
function recovered(known: Map<string, string[]>): Record<string, number> {
  const shares: Record<string, number> = {};
  for (const chapter of chapters) {
    let total = 0;
    let covered = 0;
    for (const [key, text] of paragraphs) {
      if (!key.startsWith(`${chapter.slug}#`)) continue;
      const seen = new Uint8Array(text.length);
      for (const span of known.get(key) ?? []) {
        const at = text.indexOf(span);
        if (at >= 0) seen.fill(1, at, at + span.length);
      }
      total += text.length;
      covered += seen.reduce((sum, bit) => sum + bit, 0);
    }
    shares[chapter.slug] = covered / total;
  }
  return shares;
}

describe('a paid chapter rebuilt from search snippets', () => {
  it(
    'gives back less than a tenth of any chapter a visitor may not read, however many searches from however many addresses',
    { timeout: 240_000 },
    async () => {
      const { known, queries } = await stitchingAttack(['autonomia escola', 'pesquisa', 'professores', 'estudantes', 'assembleia'], BUDGET);
      const shares = recovered(known);
      const report = `${queries} searches recovered ${Object.entries(shares)
        .map(([slug, share]) => `${slug} ${(share * 100).toFixed(1)} %`)
        .join(', ')}`;
      const [preview, ...paid] = chapters.map((chapter) => shares[chapter.slug]!);
      // The attack works where text is shown: the free preview, which anyone may read, comes back whole or nearly.
      expect(preview, report).toBeGreaterThan(0.5);
      for (const share of paid) expect(share, report).toBeLessThan(0.1);
    },
  );
});
