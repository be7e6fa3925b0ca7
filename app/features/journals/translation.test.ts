import { describe, expect, it } from 'vitest';
import { pageVersion } from './translation.ts';

const portuguese = {
  language: 'pt',
  doi: '10.99999/ipe.1',
  fullText: '<p>Texto</p>',
  fullTextTranslation: '<p>Text</p>',
  doiTranslation: '10.99999/ipe.1.en',
};

describe('pageVersion', () => {
  it('gives the English page of a Portuguese article its translation and the translation’s DOI, the Portuguese page the original', () => {
    expect(pageVersion(portuguese, true, 'en')).toEqual({
      isTranslation: true,
      language: 'en',
      fullText: '<p>Text</p>',
      doi: '10.99999/ipe.1.en',
      other: { locale: 'pt', language: 'pt', isTranslation: false },
    });
    expect(pageVersion(portuguese, true, 'pt')).toEqual({
      isTranslation: false,
      language: 'pt',
      fullText: '<p>Texto</p>',
      doi: '10.99999/ipe.1',
      other: { locale: 'en', language: 'en', isTranslation: true },
    });
  });

  it('cites the original’s DOI on the translation when the journal gives translations none, or none is set', () => {
    expect(pageVersion(portuguese, false, 'en')).toMatchObject({ isTranslation: true, doi: '10.99999/ipe.1' });
    expect(pageVersion({ ...portuguese, doiTranslation: null }, true, 'en')).toMatchObject({ isTranslation: true, doi: '10.99999/ipe.1' });
  });

  it('puts an English article’s translation on the Portuguese page, and a Spanish one’s on the English page', () => {
    const english = { ...portuguese, language: 'en', fullText: '<p>Text</p>', fullTextTranslation: '<p>Texto</p>', doiTranslation: '10.99999/ipe.1.pt' };
    expect(pageVersion(english, true, 'pt')).toMatchObject({ isTranslation: true, language: 'pt', doi: '10.99999/ipe.1.pt', other: { locale: 'en' } });
    expect(pageVersion(english, true, 'en')).toMatchObject({ isTranslation: false, language: 'en', doi: '10.99999/ipe.1' });
    const spanish = { ...portuguese, language: 'es', fullText: '<p>Texto</p>' };
    expect(pageVersion(spanish, true, 'pt')).toMatchObject({ isTranslation: false, language: 'es', other: { locale: 'en', language: 'en' } });
    expect(pageVersion(spanish, true, 'en')).toMatchObject({ isTranslation: true, language: 'en', other: { locale: 'pt', language: 'es' } });
  });

  it('leaves an article without a translation as it is on both pages, whatever DOI is stored for one', () => {
    const untranslated = { ...portuguese, fullTextTranslation: null };
    for (const locale of ['pt', 'en'] as const)
      expect(pageVersion(untranslated, true, locale)).toEqual({
        isTranslation: false,
        language: 'pt',
        fullText: '<p>Texto</p>',
        doi: '10.99999/ipe.1',
        other: null,
      });
  });
});
