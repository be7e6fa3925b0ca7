import { describe, expect, it } from 'vitest';
import { accessibilityJsonLd, appearanceAdjustable, normalizeAccessibility, readableWithoutSight } from './accessibility.ts';

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
