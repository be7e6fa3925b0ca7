/** What the publish feature offers benches, scripts and journeys beyond its public modules (decision 0037): never imported by the app. */
export { parseSubmissionFilters } from './admin/submission-filters.ts';
