/** The full-text feature's public module (server side): the index's writers and its one search engine (issue 40). */
export { fullTextIndexMissing, indexEdition, reindexFullText, syncWorkTexts } from './passages.server.ts';
export { snippetParts } from './snippet.ts';
export { hitsInWork, markTerms, textHits, worksMatchingText, HITS_PER_WORK, type ReadableParts, type TextHit } from './search.server.ts';
