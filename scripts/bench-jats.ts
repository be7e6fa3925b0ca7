/**
 * The JATS of a long article (issue 52's budget: a 10,000-word article with 60 references, p50 ≤
 * 20 ms): the pure builder over a synthetic full text of 10,000 words in 20 sections with tables,
 * quotes, lists and notes, and 60 references in both styles. And an issue's SciELO package of 12
 * articles (budget ≤ 2 s): the demo's texts copied into one issue, packed once their PDFs are
 * typeset (the first pack typesets them, and is reported too). Part of `npm run bench -- --jats`;
 * alone: node scripts/bench-jats.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { articleJats, scieloPackage, type JatsInput } from '../app/features/journals/api.server.ts';
import { catalogSeeder } from '../app/features/catalog/api.server.ts';
import { articles, journalIssues, publications } from '../app/lib/db/schema.ts';
import { createTestDatabase } from '../app/lib/db/test-database.server.ts';

const words = 'pesquisa escola cidade serviço leitura design educação política público memória cuidado autonomia território cultura'.split(' ');
const text = (n: number, seed: number) => Array.from({ length: n }, (_, i) => words[(i * 7 + seed) % words.length]).join(' ');

/** Reference i's first author (letters only, as citations name them) and year. */
const surname = (i: number) => `Silva${String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26))}`;
const year = (i: number) => 1990 + (i % 30);
/** How the text cites reference i: "(SILVAAB; OUTRO, 1991)" in ABNT, "(Silvaac & Other, 1992)" in APA. */
const citation = (i: number) => (i % 2 ? `(${surname(i).toUpperCase()}; OUTRO, ${year(i)})` : `(${surname(i)} & Other, ${year(i)})`);

/** A full text of `total` words: sections of paragraphs, a table, a quote and a list each, notes. */
export function longArticle(total = 10_000, references = 60): JatsInput {
  const sections: string[] = [];
  let count = 0;
  let paragraph = 0;
  for (let s = 1; count < total; s++) {
    const parts = [`<h2>Seção ${s}</h2>`];
    for (let p = 0; p < 4 && count < total; p++) {
      // Each paragraph cites a reference as its style does (ABNT or APA), so every one is linked.
      const cited = paragraph++ % references;
      parts.push(`<p>${text(100, s * 10 + p)} <em>${text(5, p)}</em> ${citation(cited)}.<sup><a href="#fn-${s}" id="fnref-${s}">${s}</a></sup></p>`);
      count += 106;
    }
    parts.push(
      `<h3>Subseção ${s}.1</h3><p>${text(80, s)}</p>`,
      `<blockquote>${text(40, s)}</blockquote>`,
      `<ul><li>${text(8, s)}</li><li>${text(8, s + 1)}</li></ul>`,
    );
    parts.push(
      `<table><caption>Tabela ${s}. ${text(6, s)}</caption><thead><tr><th>A</th><th>B</th></tr></thead><tbody>${'<tr><td>1</td><td>2</td></tr>'.repeat(6)}</tbody></table>`,
    );
    count += 150;
    sections.push(parts.join('\n'));
  }
  const notes = sections.map((_, i) => `<li id="fn-${i + 1}">${text(20, i)}</li>`).join('');
  const refs = Array.from({ length: references }, (_, i) =>
    i % 2
      ? `${surname(i).toUpperCase()}, Nome; OUTRO, Autor. Título do artigo ${i}: ${text(6, i)}. Revista ${i} , v. ${i}, n. 2, p. ${i}–${i + 20}, ${year(i)}.`
      : `${surname(i)}, A. B., & Other, C. (${year(i)}). Title of the work ${i}. Journal ${i}, ${i}(3), 10–30. https://doi.org/10.1234/x.${i}`,
  );
  const printed = refs.map((r) => `<li>${r.replace(/(Revista \d+) ,/, '<em>$1</em>,')}</li>`).join('');
  const fullText = `${sections.join('\n')}<section id="notes"><h2>Notas</h2><ol>${notes}</ol></section><section id="references"><h2>Referências</h2><ul>${printed}</ul></section>`;
  return {
    kind: 'article',
    id: 1,
    periodical: { id: 'rids', title: 'Revista Ipê de Design e Sociedade', abbrevTitle: 'RIDS', issn: '2965-0143', eissn: '2965-0151' },
    publisher: 'Editora Ipê',
    language: 'pt',
    texts: [
      { lang: 'pt', title: 'Um título', abstract: text(200, 1), keywords: ['a', 'b', 'c'] },
      { lang: 'en', title: 'A title', abstract: text(200, 2), keywords: ['a', 'b', 'c'] },
    ],
    section: null,
    doi: '10.99999/ipe.rds.2024.001',
    contributors: Array.from({ length: 4 }, (_, i) => ({
      given: `Nome${i}`,
      family: `Sobrenome${i}`,
      role: 'author' as const,
      affiliation: `Universidade ${i}`,
      credit: ['conceptualization'],
    })),
    receivedOn: '2023-01-01',
    acceptedOn: '2023-06-01',
    publishedOn: '2024-01-01',
    year: 2024,
    volume: 1,
    issue: 1,
    firstPage: 1,
    lastPage: 30,
    license: 'CC-BY-4.0',
    funding: [{ funder: 'CNPq', award: '1' }],
    dataAvailability: 'Dados disponíveis.',
    fullText,
    references: refs,
    url: 'https://editora.example/journal/rds/article/1',
  };
}

export function benchJats(runs = 200) {
  const input = longArticle();
  for (let i = 0; i < 20; i++) articleJats(input);
  const times: number[] = [];
  let xml = '';
  for (let i = 0; i < runs; i++) {
    const began = performance.now();
    xml = articleJats(input);
    times.push(performance.now() - began);
  }
  // The citation linking is part of what is measured: every citation links, every reference is cited.
  const links = [...xml.matchAll(/<xref ref-type="bibr" rid="(B\d+)">/g)].map((m) => m[1]);
  const cited = new Set(links).size;
  if (cited !== input.references.length) throw new Error(`The sample's citations link ${cited} of its ${input.references.length} references`);
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return {
    runs,
    p50: at(0.5),
    p95: at(0.95),
    kb: xml.length / 1024,
    citations: links.length,
    words: input
      .fullText!.replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length,
  };
}

/** An issue of 12 demo articles packed for SciELO: the first pack (PDFs typeset) and the p50 of five more. */
export async function benchScieloPackage(count = 12) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scielo-'));
  // Its covers and typeset PDFs go to a scratch folder, removed after.
  process.env.DATA_DIR = dir;
  const database = await createTestDatabase();
  try {
    const { db } = database;
    await catalogSeeder.run(db);
    const [journal] = await db
      .select({ id: publications.id })
      .from(publications)
      .where(and(eq(publications.type, 'journal'), eq(publications.slug, 'revista-ipe-design-sociedade')));
    const [issue] = await db
      .insert(journalIssues)
      .values({ journalId: journal!.id, volume: 99, number: 1, year: 2026, publishedOn: '2026-06-30', status: 'published' })
      .returning({ id: journalIssues.id });
    const demo = (await db.select().from(articles)).slice(0, count);
    await db.insert(articles).values(
      demo.map(({ id: _id, issueId: _issue, pdfFile: _pdf, ...row }, i) => ({
        ...row,
        issueId: issue!.id,
        position: i + 1,
        pdfFile: null,
        pdfGenerated: false,
      })),
    );
    let began = performance.now();
    const first = await scieloPackage(db, journal!.id, issue!.id);
    const firstMs = performance.now() - began;
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      began = performance.now();
      await scieloPackage(db, journal!.id, issue!.id);
      times.push(performance.now() - began);
    }
    times.sort((a, b) => a - b);
    return { articles: demo.length, firstMs, p50: times[2]!, mb: first.zip.length / 1024 / 1024, report: first.report.length };
  } finally {
    await database.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function printJats(r: ReturnType<typeof benchJats>, pack?: Awaited<ReturnType<typeof benchScieloPackage>>) {
  console.log(
    `JATS of a ${r.words.toLocaleString('en')}-word article with 60 references, ${r.citations} citations linked (${r.kb.toFixed(0)} KB), ${r.runs} runs (budget p50 ≤ 20 ms):`,
  );
  console.log(`  p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`);
  if (pack) {
    console.log(`SciELO package of an issue of ${pack.articles} articles (${pack.mb.toFixed(1)} MB, ${pack.report} report lines) (budget ≤ 2 s):`);
    console.log(`  ${(pack.p50 / 1000).toFixed(2)} s (p50 of 5) with the PDFs typeset; the first, typesetting them, ${(pack.firstMs / 1000).toFixed(1)} s`);
  }
}

if (import.meta.main) printJats(benchJats(), await benchScieloPackage());
