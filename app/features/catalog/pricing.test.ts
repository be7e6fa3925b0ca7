import { describe, expect, it } from 'vitest';
import { availability, shownPrice } from './pricing.ts';

describe('shownPrice', () => {
  const print = { kind: 'print' as const, priceBrl: 8900, priceUsd: 2400, stock: 3 };
  it('shows reais in Portuguese and dollars in English when there is a dollar price', () => {
    expect(shownPrice(print, 'pt', false)).toEqual({ kind: 'price', cents: 8900, currency: 'BRL' });
    expect(shownPrice(print, 'en', false)).toEqual({ kind: 'price', cents: 2400, currency: 'USD' });
    expect(shownPrice({ ...print, priceUsd: null }, 'en', false)).toEqual({ kind: 'price', cents: 8900, currency: 'BRL' });
  });
  it('makes open-access ebooks free, but not printed copies of open-access works', () => {
    expect(shownPrice({ ...print, kind: 'ebook', stock: null }, 'pt', true)).toEqual({ kind: 'free' });
    expect(shownPrice(print, 'pt', true)).toEqual({ kind: 'price', cents: 8900, currency: 'BRL' });
  });
  it('says when a format has no price', () => {
    expect(shownPrice({ ...print, priceBrl: null, priceUsd: null }, 'pt', false)).toEqual({ kind: 'not-for-sale' });
    expect(shownPrice({ ...print, priceBrl: 0 }, 'pt', false)).toEqual({ kind: 'free' });
  });
});

describe('availability', () => {
  const noFiles = { epubFile: null, pdfFile: null };
  it('tells in stock, low stock and out of stock apart for printed copies', () => {
    expect(availability({ kind: 'print', stock: 20, ...noFiles })).toBe('in-stock');
    expect(availability({ kind: 'print', stock: 5, ...noFiles })).toBe('low-stock');
    expect(availability({ kind: 'print', stock: 0, ...noFiles })).toBe('out-of-stock');
    expect(availability({ kind: 'print', stock: null, ...noFiles })).toBe('out-of-stock');
  });

  it('offers an ebook only with a file to deliver', () => {
    expect(availability({ kind: 'ebook', stock: null, epubFile: 'ebooks/a.epub', pdfFile: null })).toBe('digital');
    expect(availability({ kind: 'ebook', stock: null, epubFile: null, pdfFile: 'ebooks/a.pdf' })).toBe('digital');
    expect(availability({ kind: 'ebook', stock: null, ...noFiles })).toBe('no-file');
  });
});
