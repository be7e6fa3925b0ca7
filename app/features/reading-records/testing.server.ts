/** What the reading-records feature offers benches, scripts and journeys beyond its public modules (decision 0037): never imported by the app. */
export { pruneReadingEvents, summarizeReadingDays, vacuumReadingEvents } from './reading-days.server.ts';
export { createBook } from './test-support.ts';
