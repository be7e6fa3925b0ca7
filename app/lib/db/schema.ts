/**
 * Every table of the platform, gathered for Drizzle and drizzle-kit. Each table is declared in the
 * module of its owner, the only one that writes it (decision 0037): a feature's `tables.server.ts`
 * (or `<topic>-tables.server.ts`), or for the platform's own tables lib/auth and lib/db. Times are
 * UTC timestamptz; money is integer cents with its currency. After a change: npm run db:generate.
 * Server code only: pages import types from here, never values.
 */
export { PUBLICATION_TYPES, type PublicationType } from '../domain-values.ts';
export * from '../auth/tables.server.ts';
export * from './platform-tables.server.ts';
export * from '../../features/account/tables.server.ts';
export * from '../../features/contact/tables.server.ts';
export * from '../../features/newsletter/tables.server.ts';
export * from '../../features/catalog/tables.server.ts';
export * from '../../features/catalog/journal-tables.server.ts';
export * from '../../features/catalog/harvesting-tables.server.ts';
export * from '../../features/reader/tables.server.ts';
export * from '../../features/fulltext/tables.server.ts';
export * from '../../features/reading-records/tables.server.ts';
export * from '../../features/courses/tables.server.ts';
export * from '../../features/orders/tables.server.ts';
export * from '../../features/publish/tables.server.ts';
export * from '../../features/blog/tables.server.ts';
export * from '../../features/reading-groups/tables.server.ts';
export * from '../../features/analytics/tables.server.ts';
export * from '../../features/editorial/tables.server.ts';
export * from '../../features/accessible-versions/tables.server.ts';
