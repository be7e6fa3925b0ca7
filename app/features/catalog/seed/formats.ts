/** Shorthands for the data modules: a printed or an ebook format with believable physical data. */
import type { ChapterSeed, EbookFormatSeed, PrintFormatSeed } from './types.ts';

/**
 * A paperback on 75 g/m² offset paper: each leaf (two pages) weighs its area × 75 g and is about
 * 0.1 mm thick; the cover adds some 30 g and 1 mm. Close enough for shipping quotes.
 */
export function printed(isbn: string, prices: { brl: number; usd: number }, stock: number, pages: number, size = { widthMm: 160, heightMm: 230 }): PrintFormatSeed {
  const leaves = Math.ceil(pages / 2);
  const leafGrams = (size.widthMm / 1000) * (size.heightMm / 1000) * 75;
  return {
    kind: 'print',
    isbn,
    priceBrl: prices.brl,
    priceUsd: prices.usd,
    stock,
    weightGrams: Math.round(leaves * leafGrams + 30),
    widthMm: size.widthMm,
    heightMm: size.heightMm,
    depthMm: Math.round(leaves * 0.1 + 1),
  };
}

export function ebook(isbn: string, prices: { brl: number; usd: number } | 'free'): EbookFormatSeed {
  return prices === 'free' ? { kind: 'ebook', isbn, priceBrl: 0, priceUsd: 0 } : { kind: 'ebook', isbn, priceBrl: prices.brl, priceUsd: prices.usd };
}

/** Open-access works give each chapter its own DOI under the work's: <doi>.ch1, <doi>.ch2, … */
export function withDois(doi: string, chapters: ChapterSeed[]): ChapterSeed[] {
  return chapters.map((chapter, index) => ({ ...chapter, doi: `${doi}.ch${index + 1}` }));
}
