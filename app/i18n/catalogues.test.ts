import { describe, expect, it } from 'vitest';
import { messageArguments, type Catalog } from './messages.ts';

const modules = import.meta.glob<Record<string, unknown>>(['/app/**/messages.ts', '/app/**/*-messages.ts'], { eager: true });
const catalogues = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => typeof value === 'object' && value !== null && 'pt' in value && 'en' in value)
    .map(([name, value]) => ({ name: `${file}#${name}`, catalog: value as Catalog })),
);

describe('message catalogues', () => {
  it('finds the catalogues', () => {
    expect(catalogues.length).toBeGreaterThanOrEqual(5);
  });

  for (const { name, catalog } of catalogues) {
    it(`${name}: both languages have the same keys, none empty, taking the same {arguments}`, () => {
      expect(Object.keys(catalog.en).sort()).toEqual(Object.keys(catalog.pt).sort());
      for (const key of Object.keys(catalog.pt)) {
        expect(catalog.pt[key]?.trim(), `pt ${key}`).toBeTruthy();
        expect(catalog.en[key]?.trim(), `en ${key}`).toBeTruthy();
        expect(messageArguments(catalog.en[key]!), `arguments of ${key}`).toEqual(messageArguments(catalog.pt[key]!));
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

const sources = import.meta.glob<string>(['/app/**/*.tsx', '/app/**/*.ts', '!/app/**/*.test.*'], { eager: true, query: '?raw', import: 'default' });

describe('plurals', () => {
  it('finds the sources', () => expect(Object.keys(sources).length).toBeGreaterThan(100));

  it('are chosen by Intl.PluralRules in the messages, never by hand ("count === 1 ? t(…) : t(…)")', () => {
    const byHand = Object.entries(sources).flatMap(([file, code]) =>
      [...code.matchAll(/[!=]==\s*1\s*\?\s*(?:t|f|s)\(/g)].map((m) => `${file}: ${code.slice(m.index, m.index + 60)}`),
    );
    expect(byHand).toEqual([]);
  });

  it('no catalogue keeps a singular and a plural key side by side (xOne / xMany)', () => {
    const pairs = catalogues.flatMap(({ name, catalog }) =>
      Object.keys(catalog.pt)
        .filter((key) => key.endsWith('One') && `${key.slice(0, -3)}Many` in catalog.pt)
        .map((key) => `${name}: ${key}`),
    );
    expect(pairs).toEqual([]);
  });
});
