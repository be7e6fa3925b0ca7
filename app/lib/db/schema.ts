/**
 * Every table of the platform, one file per capability in schema/. Times are UTC timestamptz;
 * money is integer cents with its currency. Generate a migration after a change: npm run db:generate.
 */
export { PUBLICATION_TYPES, ORDER_STATUS_VALUES, OPEN_CALL_KINDS, PROPOSAL_STATUS_VALUES, PROPOSAL_TYPES } from '../domain-values.ts';
export type { PublicationType, ProposalStatus, ProposalType } from '../domain-values.ts';
export * from './schema/platform.ts';
export * from './schema/accounts.ts';
export * from './schema/contact.ts';
export * from './schema/newsletter.ts';
export * from './schema/catalog.ts';
export * from './schema/journals.ts';
export * from './schema/reader.ts';
export * from './schema/fulltext.ts';
export * from './schema/reading-records.ts';
export * from './schema/courses.ts';
export * from './schema/orders.ts';
export * from './schema/publish.ts';
export * from './schema/blog.ts';
export * from './schema/harvesting.ts';
export * from './schema/reading-groups.ts';
export * from './schema/analytics.ts';
export * from './schema/editorial.ts';
