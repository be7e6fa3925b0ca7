/**
 * A book's accessibility in words a reader understands (after the W3C's "Accessibility Metadata
 * Display Guide"): how it can be read, how to find one's way, hazards and the standard it meets,
 * from the EPUB Accessibility metadata its file states. Written by the book page's loader, so the
 * browser loads neither the rules nor their words.
 */
import type { Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { accessibilityMessages } from './accessibility-messages.ts';
import type { AccessibilityMetadata } from './epub/accessibility.ts';

export interface AccessibilitySummaryView {
  title: string;
  /** Each line: what it is about, what the book offers, and the language of that text when not the page's. */
  rows: { term: string; text: string; lang?: string }[];
}

export function accessibilitySummary(accessibility: AccessibilityMetadata, locale: Locale): AccessibilitySummaryView {
  const t = translator(accessibilityMessages, locale);
  const has = (feature: string) => accessibility.features.includes(feature);
  const reading = [
    accessibility.accessModesSufficient.includes('textual') ? t('readAloud') : null,
    has('displayTransformability') ? t('adjustable') : null,
    has('alternativeText') ? t('alternativeText') : null,
  ].filter(Boolean);
  const navigation = [
    has('tableOfContents') ? t('tableOfContents') : null,
    has('structuralNavigation') ? t('headings') : null,
    has('readingOrder') ? t('readingOrder') : null,
    has('pageNavigation') ? t('pageNavigation') : null,
  ].filter(Boolean);
  const noHazards = accessibility.hazards.includes('none') || accessibility.hazards.every((h) => h.startsWith('no'));
  return {
    title: t('title'),
    rows: [
      ...(reading.length ? [{ term: t('reading'), text: `${reading.join('; ')}.` }] : []),
      ...(navigation.length ? [{ term: t('navigation'), text: `${navigation.join('; ')}.` }] : []),
      { term: t('hazards'), text: noHazards ? t('noHazards') : t('someHazards') },
      ...(accessibility.conformsTo ? [{ term: t('conformance'), text: t('conformsTo', { standard: accessibility.conformsTo }) }] : []),
      // The publisher's own summary is in English (EPUB metadata is written once).
      ...(accessibility.summary ? [{ term: t('publisherSummary'), text: accessibility.summary, lang: 'en' }] : []),
    ],
  };
}
