/**
 * EPUB Accessibility 1.1 metadata (schema.org and a11y: properties in the package document), as
 * our generated and personalised EPUBs carry it, and as the book page shows it to people.
 */
import { escapeXml } from '#app/lib/xml.ts';
import type { AccessibilityMetadata } from '#app/features/scholarly/api.ts';

export type { AccessibilityMetadata } from '#app/features/scholarly/api.ts';

export const CONFORMS_TO = 'EPUB Accessibility 1.1 - WCAG 2.1 Level AA';

/** The summary our EPUBs state, in the book's language: Portuguese, else English. */
const SUMMARY = {
  pt: {
    base: 'Esta publicação atende ao WCAG 2.1 nível AA para EPUB: seu texto pode ser lido em voz alta e se ajusta à tela, títulos e um sumário permitem navegar, a ordem de leitura é a ordem lógica, e nada nela pisca, simula movimento ou toca sons.',
    images: ' Todas as figuras têm descrição em texto.',
    pages: ' Os números de página da edição impressa estão marcados no texto e listados, para que uma página citada seja encontrada.',
  },
  en: {
    base: 'This publication meets WCAG 2.1 Level AA for EPUB: its text can be read aloud and reflowed, headings and a table of contents allow navigation, the reading order is the logical order, and it has no flashing, motion or sound hazards.',
    images: ' Every figure has a text description.',
    pages: ' The page numbers of its printed edition are marked in the text and listed, so a cited page can be found.',
  },
};

/**
 * What every EPUB we make has: text in reading order, navigable by headings and a table of
 * contents; `pages`: the printed edition's page numbers marked in the text and listed;
 * `certifiedBy`: who checked it (the press, for the books it generates: self-certified); its
 * summary in `language` (the book's) when Portuguese, else in English.
 */
export function defaultAccessibility({
  images,
  pages = false,
  certifiedBy = null,
  language = 'en',
}: {
  images: boolean;
  pages?: boolean;
  certifiedBy?: string | null;
  language?: string;
}): AccessibilityMetadata {
  const portuguese = /^pt\b/i.test(language);
  const words = SUMMARY[portuguese ? 'pt' : 'en'];
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
    summary: `${words.base}${images ? words.images : ''}${pages ? words.pages : ''}`,
    summaryLang: portuguese ? 'pt-BR' : 'en',
    conformsTo: CONFORMS_TO,
    certifiedBy,
    certifierCredential: null,
    certifierReport: null,
    exemptions: [],
    fixedLayout: false,
  };
}

/** The <meta> (and <link>) elements for a package document's <metadata>. */
export function accessibilityMetaXml(a11y: AccessibilityMetadata): string {
  const meta = (property: string, value: string, attributes = '') => `    <meta property="${property}"${attributes}>${escapeXml(value)}</meta>\n`;
  return [
    ...a11y.accessModes.map((v) => meta('schema:accessMode', v)),
    ...a11y.accessModesSufficient.map((v) => meta('schema:accessModeSufficient', v)),
    ...a11y.features.map((v) => meta('schema:accessibilityFeature', v)),
    ...a11y.hazards.map((v) => meta('schema:accessibilityHazard', v)),
    ...(a11y.summary ? [meta('schema:accessibilitySummary', a11y.summary, a11y.summaryLang ? ` xml:lang="${escapeXml(a11y.summaryLang)}"` : '')] : []),
    ...(a11y.conformsTo ? [meta('dcterms:conformsTo', a11y.conformsTo)] : []),
    ...(a11y.certifiedBy ? [meta('a11y:certifiedBy', a11y.certifiedBy, ' id="a11y-certifier"')] : []),
    ...(a11y.certifiedBy && a11y.certifierCredential ? [meta('a11y:certifierCredential', a11y.certifierCredential, ' refines="#a11y-certifier"')] : []),
    ...(a11y.certifiedBy && a11y.certifierReport
      ? [`    <link rel="a11y:certifierReport" refines="#a11y-certifier" href="${escapeXml(a11y.certifierReport)}"/>\n`]
      : []),
    ...a11y.exemptions.map((v) => meta('a11y:exemption', v)),
  ].join('');
}

/** The metadata read back from a package document's <meta property="…"> elements; null when it states none. */
export function readAccessibility(opf: string): AccessibilityMetadata | null {
  const values = (property: string) =>
    [...opf.matchAll(new RegExp(`<meta[^>]*property="${property.replace(':', '\\:')}"[^>]*>([^<]*)</meta>`, 'g'))]
      .map((m) => unescape(m[1]!.trim()))
      .filter(Boolean);
  const links = (rel: string) =>
    [...opf.matchAll(/<link\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => new RegExp(`\\srel="[^"]*\\b${rel.replace(':', '\\:')}\\b`).test(tag))
      .map((tag) => unescape(/\shref="([^"]*)"/.exec(tag)?.[1] ?? ''))
      .filter(Boolean);
  const accessModes = values('schema:accessMode');
  const features = values('schema:accessibilityFeature');
  const hazards = values('schema:accessibilityHazard');
  const summary = values('schema:accessibilitySummary')[0] ?? '';
  // The summary's language: its own xml:lang, else the package's (xml:lang, then dc:language).
  const summaryLang =
    /<meta[^>]*property="schema:accessibilitySummary"[^>]*\sxml:lang="([^"]+)"/.exec(opf)?.[1] ??
    /<package\b[^>]*\sxml:lang="([^"]+)"/.exec(opf)?.[1] ??
    /<dc:language[^>]*>([^<]+)<\/dc:language>/.exec(opf)?.[1]?.trim() ??
    null;
  const conformsTo = values('dcterms:conformsTo')[0] ?? links('dcterms:conformsTo')[0] ?? null;
  // EPUB Accessibility 1.1 names the exemption a11y:exemption; some tools wrote schema:accessibilityExemption.
  const exemptions = [...new Set([...values('a11y:exemption'), ...values('schema:accessibilityExemption')])];
  if (!accessModes.length && !features.length && !hazards.length && !summary && !conformsTo && !exemptions.length) return null;
  const report = links('a11y:certifierReport')[0] ?? values('a11y:certifierReport')[0] ?? null;
  return {
    accessModes,
    accessModesSufficient: values('schema:accessModeSufficient'),
    features,
    hazards,
    summary,
    summaryLang: summary && summaryLang && /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/.test(summaryLang) ? summaryLang : null,
    conformsTo,
    certifiedBy: values('a11y:certifiedBy')[0] ?? null,
    certifierCredential: values('a11y:certifierCredential')[0] ?? null,
    certifierReport: report && /^https:\/\//.test(report) ? report : null,
    exemptions,
    fixedLayout: values('rendition:layout')[0] === 'pre-paginated',
  };
}

/** The five entities XML has, as a package document writes them in text and attributes. */
function unescape(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
