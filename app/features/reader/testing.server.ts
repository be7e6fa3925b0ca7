/** What the reader feature offers benches, scripts and journeys beyond its public modules (decision 0037): never imported by the app. */
export { generateEpub } from './epub/generate.server.ts';
export { makeAccessible, personalize } from './epub/package-edit.server.ts';
