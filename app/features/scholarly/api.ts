/** The scholarly feature's public module (browser-safe side): the only part of it that routes and other features import (decision 0037). */
export { type CitableWork } from './citation-types.ts';
export { bibtexKey, type CitationSegment, type CitationView, citationView, toBibtex, toRis } from './citation.ts';
export { citeExportPath, isCiteFormat } from './cite-links.ts';
export { byRole, creditedNames, fullName, joinNames } from './contributors.ts';
export { langAttr, paragraphs, pickWithLang, summary } from './format.ts';
export { doiInText, doiUrl, formatDateRange, languageName, orcidId, orcidUrl } from './work-details.ts';
export {
  accessibilityJsonLd,
  appearanceAdjustable,
  EAA_EXEMPTIONS,
  fullTextAccessibility,
  normalizeAccessibility,
  pdfAccessibilityMetadata,
  primaryAccessibility,
  type PdfAccessibilityFacts,
  readableWithoutSight,
  type AccessibilityMetadata,
} from './accessibility.ts';
