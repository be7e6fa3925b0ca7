/** What the orders feature offers benches, scripts and journeys beyond its public modules (decision 0037): never imported by the app. */
export { createBook, createBuyers, fillCart, place, seedShipping } from './test-support.ts';
