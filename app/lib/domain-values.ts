/**
 * The kinds of work the catalog publishes, which the database's text enum holds and every part of
 * the site tells apart (paths, citations, metadata). Here, not in the schema, so pages can use it
 * without shipping the database layer to the browser. A feature's own lists live in the feature
 * (orders/order-status.ts, publish/proposal-status.ts, publish/proposal-kinds.ts).
 */
export const PUBLICATION_TYPES = ['book', 'journal', 'proceedings'] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];
