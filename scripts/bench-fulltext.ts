/**
 * Full-text search at a press's scale (issue 40): 500 books × 12 chapters × 2,500 words and
 * 2,000 articles × 5,000 words (25 million words, about 250,000 paragraphs), written from the demo
 * texts' own sentences (real Portuguese and English, so stemming and word frequencies are real),
 * with rare words sown here and there. Then 30 queries (10 rare words, 10 common words, 10 phrases),
 * each as the catalog runs it: the works that match, then the hits of the first 20. p50 / p95 / max,
 * the index's size and the time to build it. PGlite by default; PostgreSQL with TEST_DATABASE_URL.
 * Part of `npm run bench`; alone: node scripts/bench-fulltext.ts [scale] (scale 1 = the full size).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { textHits, worksMatchingText } from '../app/features/fulltext/api.server.ts';
import { publications } from '../app/lib/db/schema.ts';
import { createTestDatabase } from '../app/lib/db/test-database.server.ts';

const BOOKS = 500;
const CHAPTERS = 12;
const CHAPTER_WORDS = 2500;
const JOURNALS = 20;
const ARTICLES = 2000;
const ARTICLE_WORDS = 5000;
const PARAGRAPH_WORDS = 100;

/** The demo texts' sentences, by language. */
function corpus(): { pt: string[]; en: string[] } {
  const root = path.join(import.meta.dirname, '../app/seed/content');
  const sentences = { pt: [] as string[], en: [] as string[] };
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.md') && entry.name !== 'README.md') {
        const body = fs
          .readFileSync(file, 'utf8')
          .replace(/\[\^\d+\]/g, '')
          .replace(/[*_#|`>]/g, ' ');
        // The English abstracts and the English books make the English corpus.
        const english = /\n## Abstract\n|^# [A-Z][a-z]+ (the|of|and) /m.test(body) && !/\n## Resumo\n/.test(body);
        for (const sentence of body.split(/(?<=[.!?])\s+/)) {
          const clean = sentence.replace(/\s+/g, ' ').trim();
          if (clean.split(' ').length >= 6 && clean.length < 400) (english ? sentences.en : sentences.pt).push(clean);
        }
      }
    }
  };
  walk(root);
  return sentences;
}

/** A deterministic random source, so two runs measure the same texts. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const RARE = (n: number) => `zorvelita${n.toString(36)}`;

export async function benchFullText(scale = 1) {
  const database = await createTestDatabase();
  const { db } = database;
  const sentences = corpus();
  const next = random(40);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const paragraph = (language: 'pt' | 'en', words: number) => {
    let text = '';
    while (text.split(' ').length < words) text += `${pick(sentences[language])} `;
    // One paragraph in fifty carries a rare word (a name, a term only one work uses).
    if (next() < 0.02) text += `${RARE(Math.floor(next() * 5000))}.`;
    return text.trim();
  };
  const books = Math.round(BOOKS * scale);
  const articles = Math.round(ARTICLES * scale);
  const works = await db
    .insert(publications)
    .values([
      ...Array.from({ length: books }, (_, i) => ({
        type: 'book' as const,
        slug: `livro-${i}`,
        status: 'published' as const,
        titlePt: `Livro ${i}`,
        openAccess: i % 2 === 0,
        language: i % 5 === 0 ? 'en' : 'pt',
      })),
      ...Array.from({ length: JOURNALS }, (_, i) => ({
        type: 'journal' as const,
        slug: `revista-${i}`,
        status: 'published' as const,
        titlePt: `Revista ${i}`,
        openAccess: true,
        language: 'pt',
      })),
    ])
    .returning({ id: publications.id, type: publications.type, language: publications.language });
  const began = performance.now();
  let rows: string[] = [];
  let passages = 0;
  const flush = async () => {
    if (!rows.length) return;
    await db.execute(
      sql.raw(`insert into text_passages (publication_id, source, part_id, part_key, part_title, anchor, position, config, text, search)
        select publication_id, source, part_id, part_key, part_title, anchor, position, config, text, to_tsvector(config::regconfig, text)
        from (values ${rows.join(',')}) as v(publication_id, source, part_id, part_key, part_title, anchor, position, config, text)`),
    );
    passages += rows.length;
    rows = [];
  };
  const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
  const add = async (publicationId: number, source: string, partId: number, partKey: string, title: string, language: 'pt' | 'en', words: number) => {
    for (let i = 0; i < words / PARAGRAPH_WORDS; i++) {
      const config = language === 'pt' ? 'ipe_pt' : 'ipe_en';
      rows.push(
        `(${publicationId}, ${quote(source)}, ${partId}, ${quote(partKey)}, ${quote(title)}, ${quote(`p${i}`)}, ${i}, ${quote(config)}, ${quote(paragraph(language, PARAGRAPH_WORDS))})`,
      );
      if (rows.length >= 500) await flush();
    }
  };
  let partId = 0;
  for (const work of works.filter((w) => w.type === 'book')) {
    for (let c = 1; c <= CHAPTERS; c++) await add(work.id, 'edition', c, `chapter-${c}`, `Capítulo ${c}`, work.language === 'en' ? 'en' : 'pt', CHAPTER_WORDS);
  }
  const journals = works.filter((w) => w.type === 'journal');
  for (let a = 0; a < articles; a++)
    await add(journals[a % journals.length]!.id, 'article', ++partId, String(partId), `Artigo ${partId}`, a % 4 === 0 ? 'en' : 'pt', ARTICLE_WORDS);
  await flush();
  // Each part's words, as the importer and the article form write them.
  await db.execute(sql`insert into text_parts (publication_id, source, part_id, config, search)
    select publication_id, source, part_id, config, strip(to_tsvector(config::regconfig, string_agg(text, ' ' order by position)))
    from text_passages group by publication_id, source, part_id, config`);
  await db.execute(sql`analyze text_passages`);
  await db.execute(sql`analyze text_parts`);
  const buildMs = performance.now() - began;
  const size = (await db.execute(
    sql`select pg_total_relation_size('text_passages') + pg_total_relation_size('text_parts') as total, pg_relation_size('text_passages_search_idx') + pg_relation_size('text_parts_search_idx') as gin`,
  )) as unknown as { rows: { total: string; gin: string }[] };
  const [sizes] = size.rows;

  // The queries: rare words, common words and phrases from the texts themselves.
  const common = ['serviço', 'escola', 'pessoas', 'pesquisa', 'design', 'cidade', 'professores', 'public', 'research', 'leitura'];
  const rare = Array.from({ length: 10 }, (_, i) => RARE(i * 97 + 11));
  const phrases = Array.from({ length: 10 }, (_, i) => {
    const words = sentences.pt[(i * 131) % sentences.pt.length]!.split(' ');
    return `"${words.slice(2, 5).join(' ')}"`;
  });
  const full = new Set(works.filter((w) => w.type === 'journal' || w.id % 2 === 0).map((w) => w.id));
  const timed: { kind: string; q: string; ms: number; works: number }[] = [];
  for (const [kind, queries] of [
    ['rare', rare],
    ['common', common],
    ['phrase', phrases],
  ] as const) {
    for (const q of queries) {
      // A first run warms the cache as a search already typed once would.
      await worksMatchingText(db, q);
      const t = performance.now();
      const matched = await worksMatchingText(db, q);
      const top = [...matched].sort((a, b) => b[1] - a[1]).slice(0, 20);
      // A visitor: whole hits in open works, and in a paid book its first chapter (the preview).
      await textHits(
        db,
        q,
        top.map(([id]) => ({ id, readable: full.has(id) ? 'all' : ['chapter-1'] })),
      );
      timed.push({ kind, q, ms: performance.now() - t, works: matched.size });
    }
  }
  await database.dispose();
  const times = timed.map((r) => r.ms).sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
  return {
    engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    words: books * CHAPTERS * CHAPTER_WORDS + articles * ARTICLE_WORDS,
    passages,
    buildMs,
    tableMb: Number(sizes!.total) / 1024 / 1024,
    ginMb: Number(sizes!.gin) / 1024 / 1024,
    p50: at(50),
    p95: at(95),
    max: times.at(-1)!,
    byKind: Object.fromEntries(['rare', 'common', 'phrase'].map((kind) => [kind, Math.max(...timed.filter((r) => r.kind === kind).map((r) => r.ms))])),
    slowest: [...timed].sort((a, b) => b.ms - a.ms).slice(0, 3),
  };
}

export function printFullText(r: Awaited<ReturnType<typeof benchFullText>>) {
  const f = (n: number) => n.toFixed(1);
  console.log(
    `full-text search, ${(r.words / 1e6).toFixed(1)} million words in ${r.passages.toLocaleString('en')} paragraphs on ${r.engine} (budget p95 ≤ 150 ms on PostgreSQL, ≤ 400 ms on PGlite):`,
  );
  console.log(`  index built in ${f(r.buildMs / 1000)} s; tables and indexes ${f(r.tableMb)} MB, of which the GIN indexes ${f(r.ginMb)} MB`);
  console.log(`  30 queries, works matched then the first 20's hits: p50 ${f(r.p50)} ms  p95 ${f(r.p95)} ms  max ${f(r.max)} ms`);
  console.log(`  slowest by kind: rare ${f(r.byKind.rare!)} ms, common ${f(r.byKind.common!)} ms, phrase ${f(r.byKind.phrase!)} ms`);
  for (const s of r.slowest) console.log(`    ${s.kind.padEnd(7)} ${s.q.padEnd(40)} ${f(s.ms)} ms (${s.works} works)`);
}

if (import.meta.main) printFullText(await benchFullText(Number(process.argv[2] ?? 1)));
