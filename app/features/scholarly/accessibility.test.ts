import { describe, expect, it } from 'vitest';
import {
  accessibilityJsonLd,
  appearanceAdjustable,
  fullTextAccessibility,
  normalizeAccessibility,
  pdfAccessibilityMetadata,
  primaryAccessibility,
  readableWithoutSight,
} from './accessibility.ts';

const text = normalizeAccessibility({
  accessModes: ['textual', 'visual'],
  accessModesSufficient: ['textual', 'textual,visual'],
  features: ['displayTransformability', 'alternativeText'],
  hazards: ['none'],
  summary: 'All text.',
})!;

describe('the two questions the page, the catalog filters and ONIX ask of a file’s accessibility', () => {
  it('readable without sight: text alone is enough, as stated, or text is its only mode', () => {
    expect(readableWithoutSight(text)).toBe(true);
    expect(readableWithoutSight({ ...text, accessModesSufficient: ['textual,visual'] })).toBe(false);
    expect(readableWithoutSight({ ...text, accessModes: ['textual'], accessModesSufficient: [] })).toBe(true);
    expect(readableWithoutSight({ ...text, accessModesSufficient: [' textual '] })).toBe(true);
    expect(readableWithoutSight(null)).toBe(false);
  });

  it('appearance adjustable: displayTransformability, unless the layout is fixed', () => {
    expect(appearanceAdjustable(text)).toBe(true);
    expect(appearanceAdjustable({ ...text, fixedLayout: true })).toBe(false);
    expect(appearanceAdjustable({ ...text, features: [] })).toBe(false);
    expect(appearanceAdjustable(null)).toBe(false);
  });

  it('JSON-LD says what the file says, with its own names, and nothing without metadata', () => {
    expect(accessibilityJsonLd(text)).toEqual({
      accessMode: ['textual', 'visual'],
      accessModeSufficient: [
        { '@type': 'ItemList', itemListElement: ['textual'], description: 'textual' },
        { '@type': 'ItemList', itemListElement: ['textual', 'visual'], description: 'textual,visual' },
      ],
      accessibilityFeature: ['displayTransformability', 'alternativeText'],
      accessibilityHazard: ['none'],
      accessibilitySummary: 'All text.',
    });
    expect(accessibilityJsonLd(null)).toEqual({});
  });
});

describe('a PDF’s facts and a page’s full text, in the metadata’s terms', () => {
  it('a tagged PDF without pictures: text in a logical reading order, text alone enough; a fixed layout', () => {
    const a = pdfAccessibilityMetadata({ tagged: true, lang: 'pt-BR', images: false, figuresDescribed: false });
    expect(readableWithoutSight(a)).toBe(true);
    expect(appearanceAdjustable(a)).toBe(false);
    expect(accessibilityJsonLd(a)).toEqual({
      accessMode: ['textual'],
      accessModeSufficient: [{ '@type': 'ItemList', itemListElement: ['textual'], description: 'textual' }],
      accessibilityFeature: ['taggedPDF', 'readingOrder'],
    });
  });

  it('pictures add the visual mode; text alone is enough only when every tagged figure is described', () => {
    const described = pdfAccessibilityMetadata({ tagged: true, lang: 'en', images: true, figuresDescribed: true });
    expect(described).toMatchObject({ accessModes: ['textual', 'visual'], accessModesSufficient: ['textual'] });
    expect(described.features).toEqual(['taggedPDF', 'readingOrder', 'alternativeText']);
    const bare = pdfAccessibilityMetadata({ tagged: true, lang: 'en', images: true, figuresDescribed: false });
    expect(readableWithoutSight(bare)).toBe(false);
    expect(bare.features).toEqual(['taggedPDF', 'readingOrder']);
  });

  it('says no mode it was not told (a PDF read before pictures were), and nothing but its layout of an untagged one', () => {
    expect(accessibilityJsonLd(pdfAccessibilityMetadata({ tagged: true, lang: null }))).toEqual({ accessibilityFeature: ['taggedPDF', 'readingOrder'] });
    expect(accessibilityJsonLd(pdfAccessibilityMetadata({ tagged: false, lang: null, images: false }))).toEqual({});
  });

  it('the full text on the page: text that reflows, in reading order, under headings when it has them, without hazards', () => {
    const a = fullTextAccessibility('<section><h2 id="b1">Introdução</h2><p id="b2">Texto.</p></section>');
    expect(a).toMatchObject({
      accessModes: ['textual'],
      accessModesSufficient: ['textual'],
      features: ['structuralNavigation', 'readingOrder', 'displayTransformability'],
      hazards: ['none'],
    });
    expect(readableWithoutSight(a) && appearanceAdjustable(a)).toBe(true);
    expect(fullTextAccessibility('<p>Só um parágrafo.</p>').features).toEqual(['readingOrder', 'displayTransformability']);
    expect(fullTextAccessibility('<p>Uma figura <img src="/_ipx/a.png" alt=""></p>')).toMatchObject({
      accessModes: ['textual', 'visual'],
      accessModesSufficient: [],
    });
  });

  it('the format that speaks for a work: its EPUB, else its page’s full text, else its PDF; nothing from a PDF nothing read', () => {
    expect(primaryAccessibility({ epub: text, fullText: '<p>x</p>', pdf: { tagged: true, lang: null } })).toEqual({ metadata: text, source: 'epub' });
    expect(primaryAccessibility({ fullText: '<p>x</p>', pdf: { tagged: true, lang: null } }).source).toBe('html');
    expect(primaryAccessibility({ pdf: { tagged: true, lang: null } }).source).toBe('pdf');
    expect(primaryAccessibility({ pdf: true })).toEqual({ metadata: null, source: 'epub' });
    expect(primaryAccessibility({})).toEqual({ metadata: null, source: 'epub' });
  });
});
