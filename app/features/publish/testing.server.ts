/** What the publish feature offers benches, scripts and journeys beyond its public modules (decision 0037): never imported by the app. */
export { parseSubmissionFilters } from './admin/submission-filters.ts';
/** The demo's open call for whole books (its series editor is seeded by the editorial feature). */
export { DEMO_BOOK_CALL } from './seed-publish.server.ts';
