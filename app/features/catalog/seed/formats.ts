/** Shorthands for the data modules: a printed or an ebook format with believable physical data. */
import type { ChapterSeed, EbookFormatSeed, PrintFormatSeed } from './types.ts';

/** The press's paperback: 14 × 21 cm, text on 90 g/m² pólen (about 0.14 mm a leaf) printed in signatures of 16 pages, a 250 g/m² cover with 9 cm flaps. */
const PAPERBACK = { widthMm: 140, heightMm: 210 };
const SIGNATURE_PAGES = 16;
const PAPER_GSM = 90;
const LEAF_MM = 0.14;
const COVER_GSM = 250;
const FLAP_MM = 90;
const COVER_MM = 0.6;

/** A printed format whose weight and thickness follow its pages (close enough for shipping quotes). */
export function printed(isbn: string, prices: { brl: number; usd: number }, stock: number, pages: number, size = PAPERBACK): PrintFormatSeed {
  const leaves = (Math.ceil(pages / SIGNATURE_PAGES) * SIGNATURE_PAGES) / 2;
  const area = (widthMm: number) => (widthMm / 1000) * (size.heightMm / 1000);
  const spineMm = leaves * LEAF_MM;
  return {
    kind: 'print',
    isbn,
    priceBrl: prices.brl,
    priceUsd: prices.usd,
    stock,
    weightGrams: Math.round(leaves * area(size.widthMm) * PAPER_GSM + area(2 * size.widthMm + 2 * FLAP_MM + spineMm) * COVER_GSM),
    widthMm: size.widthMm,
    heightMm: size.heightMm,
    depthMm: Math.round(spineMm + COVER_MM),
  };
}

export function ebook(isbn: string, prices: { brl: number; usd: number } | 'free'): EbookFormatSeed {
  return prices === 'free' ? { kind: 'ebook', isbn, priceBrl: 0, priceUsd: 0 } : { kind: 'ebook', isbn, priceBrl: prices.brl, priceUsd: prices.usd };
}

/** Open-access works give each chapter its own DOI under the work's: <doi>.ch1, <doi>.ch2, … */
export function withDois(doi: string, chapters: ChapterSeed[]): ChapterSeed[] {
  return chapters.map((chapter, index) => ({ ...chapter, doi: `${doi}.ch${index + 1}` }));
}
