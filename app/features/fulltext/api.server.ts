/** The full-text feature's public module (server side): the index's writers and its one search engine (issue 40). */
export { withBlockIds } from './blocks.ts';
export { convertFullText, jatsTranslationText, markdownToSafeHtml, readFullText, sanitizeFullText, type FullTextCheck } from './convert.server.ts';
export { fullTextIndexMissing, indexEdition, reindexFullText, syncWorkTexts } from './passages.server.ts';
export { snippetParts } from './snippet.ts';
export { hitsInWork, markTerms, textHits, worksMatchingText, HITS_PER_WORK, type ReadableParts, type TextHit } from './search.server.ts';
export { fullTextPdf, pdfAbstracts, volumePdf, type PdfAuthor, type PdfHeader, type PdfVolume, type VolumeLayout } from './pdf.server.ts';
