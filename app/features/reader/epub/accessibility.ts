/**
 * EPUB Accessibility 1.1 metadata (schema.org properties in the package document), as our
 * generated and personalised EPUBs carry it, and as the book page shows it to people.
 */
import { escapeXml } from '#app/lib/xml.ts';

export interface AccessibilityMetadata {
  accessModes: string[];
  accessModesSufficient: string[];
  features: string[];
  hazards: string[];
  summary: string;
  conformsTo: string | null;
}

export const CONFORMS_TO = 'EPUB Accessibility 1.1 - WCAG 2.1 Level AA';

/**
 * What every EPUB we make has: text in reading order, navigable by headings and a table of
 * contents; `pages`: the printed edition's page numbers marked in the text and listed.
 */
export function defaultAccessibility({ images, pages = false }: { images: boolean; pages?: boolean }): AccessibilityMetadata {
  return {
    accessModes: images ? ['textual', 'visual'] : ['textual'],
    accessModesSufficient: ['textual'],
    features: [
      'structuralNavigation',
      'tableOfContents',
      'readingOrder',
      'displayTransformability',
      ...(images ? ['alternativeText'] : []),
      ...(pages ? ['pageBreakMarkers', 'pageNavigation'] : []),
    ],
    hazards: ['none'],
    summary: `This publication meets WCAG 2.1 Level AA for EPUB: its text can be read aloud and reflowed, headings and a table of contents allow navigation, the reading order is the logical order, and it has no flashing, motion or sound hazards.${pages ? ' The page numbers of its printed edition are marked in the text and listed, so a cited page can be found.' : ''}`,
    conformsTo: CONFORMS_TO,
  };
}

/** The <meta> elements for a package document's <metadata>. */
export function accessibilityMetaXml(a11y: AccessibilityMetadata): string {
  const meta = (property: string, value: string) => `    <meta property="${property}">${escapeXml(value)}</meta>\n`;
  return [
    ...a11y.accessModes.map((v) => meta('schema:accessMode', v)),
    ...a11y.accessModesSufficient.map((v) => meta('schema:accessModeSufficient', v)),
    ...a11y.features.map((v) => meta('schema:accessibilityFeature', v)),
    ...a11y.hazards.map((v) => meta('schema:accessibilityHazard', v)),
    meta('schema:accessibilitySummary', a11y.summary),
    ...(a11y.conformsTo ? [meta('dcterms:conformsTo', a11y.conformsTo)] : []),
  ].join('');
}

/** The metadata read back from a package document's <meta property="schema:…"> elements. */
export function readAccessibility(opf: string): AccessibilityMetadata | null {
  const values = (property: string) =>
    [...opf.matchAll(new RegExp(`<meta[^>]*property="${property.replace(':', '\\:')}"[^>]*>([^<]*)</meta>`, 'g'))].map((m) => m[1]!.trim()).filter(Boolean);
  const accessModes = values('schema:accessMode');
  const summary = values('schema:accessibilitySummary')[0] ?? '';
  if (!accessModes.length && !summary) return null;
  return {
    accessModes,
    accessModesSufficient: values('schema:accessModeSufficient'),
    features: values('schema:accessibilityFeature'),
    hazards: values('schema:accessibilityHazard'),
    summary,
    conformsTo: values('dcterms:conformsTo')[0] ?? null,
  };
}
