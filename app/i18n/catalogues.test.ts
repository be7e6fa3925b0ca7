import { describe, expect, it } from 'vitest';
import type { Catalog } from './messages.ts';

const modules = import.meta.glob<Record<string, unknown>>(['/app/**/messages.ts', '/app/**/*-messages.ts'], { eager: true });
const catalogues = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => typeof value === 'object' && value !== null && 'pt' in value && 'en' in value)
    .map(([name, value]) => ({ name: `${file}#${name}`, catalog: value as Catalog })),
);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('finds the catalogues', () => {
    expect(catalogues.length).toBeGreaterThanOrEqual(5);
  });

  for (const { name, catalog } of catalogues) {
    it(`${name}: both languages have the same keys, none empty, with the same {placeholders}`, () => {
      expect(Object.keys(catalog.en).sort()).toEqual(Object.keys(catalog.pt).sort());
      for (const key of Object.keys(catalog.pt)) {
        expect(catalog.pt[key]?.trim(), `pt ${key}`).toBeTruthy();
        expect(catalog.en[key]?.trim(), `en ${key}`).toBeTruthy();
        expect(placeholders(catalog.en[key]!), `placeholders of ${key}`).toEqual(placeholders(catalog.pt[key]!));
      }
    });
  }
});

const pages = import.meta.glob<Record<string, { pt: { sections: { id: string }[] }; en: { sections: { id: string }[] } }>>(
  '/app/features/pages/content/*.server.ts',
  { eager: true },
);

describe('editorial pages', () => {
  for (const [file, exports] of Object.entries(pages)) {
    for (const [name, page] of Object.entries(exports)) {
      if (name === 'fundamentalsPage') continue; // Portuguese only by design
      it(`${file}#${name}: the same sections in both languages`, () => {
        expect(page.en.sections.map((s) => s.id)).toEqual(page.pt.sections.map((s) => s.id));
      });
    }
  }
});
