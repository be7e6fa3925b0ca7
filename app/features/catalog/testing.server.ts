/** What the catalog feature offers benches, scripts and journeys beyond its public modules (decision 0037): never imported by the app. */
export { type CatalogSection, parseCatalogFilters } from './catalog-filters.ts';
export { crossrefBatch, crossrefXml } from './crossref/crossref.server.ts';
export { depositsByKind } from './crossref/crossref.ts';
export { reconcileOaiRecords } from './oai/records.server.ts';
export { onixMessage, type OnixProduct } from './onix/onix.ts';
export { matchText, searchCatalog } from './search.server.ts';
export { bookSeeds } from './seed/books.ts';
export { auditSources } from './seed/content-audit.server.ts';
export { DEMO_JOURNAL_CLOSED_CALL, DEMO_JOURNAL_OPEN_CALL, journalSeeds } from './seed/journals.ts';
export { bookPageNumbers, issuePageNumbers, type PageRange, proceedingsPageNumbers } from './seed/page-numbers.server.ts';
export { DEMO_PROCEEDINGS, proceedingsSeeds } from './seed/proceedings.ts';
