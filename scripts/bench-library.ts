/**
 * The library's copies: personalising Moby-Dick (the largest demo EPUB, 1.6 MB, 144 chapters)
 * with a buyer's name and order, as a download does; and writing a generated EPUB.
 */
import fs from 'node:fs';
import { generateEpub } from '../app/features/reader/testing.server.ts';
import { makeAccessible, personalize } from '../app/features/reader/testing.server.ts';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export function benchLibrary(runs = 40) {
  const stored = makeAccessible(new Uint8Array(fs.readFileSync('fixtures/epub/moby-dick.epub')));
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const began = performance.now();
    personalize(stored, { name: `Leitora ${i}`, orderId: 1000 + i, date: '2026-11-25', locale: i % 2 ? 'en' : 'pt' });
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  const chapters = Array.from({ length: 12 }, (_, i) => ({
    title: `Capítulo ${i + 1}`,
    paragraphs: Array.from({ length: 20 }, () => 'Texto do capítulo, em parágrafos de tamanho comum. '.repeat(8)),
  }));
  const began = performance.now();
  generateEpub({
    identifier: 'urn:ipe:bench',
    title: 'Livro',
    language: 'pt-BR',
    creators: [],
    publisher: 'Editora Ipê',
    date: null,
    chapters,
    labels: { contents: 'Sumário', about: 'Sobre', by: 'por' },
  });
  return { bytes: stored.length, p50: percentile(times, 50), p95: percentile(times, 95), generateMs: performance.now() - began };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(benchLibrary());
