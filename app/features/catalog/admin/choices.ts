/**
 * The fixed choices of the catalog forms. Plain constants (no Zod, no Drizzle), so the forms'
 * JavaScript in the browser stays small; the schemas and the database use the same lists.
 */
import type { Contributor, PublicationType } from '#app/lib/db/schema.ts';

export const WORK_TYPES = ['book', 'journal', 'proceedings'] as const satisfies readonly PublicationType[];
export const LICENSES = ['CC-BY-4.0', 'CC-BY-SA-4.0', 'CC-BY-NC-4.0', 'CC-BY-NC-ND-4.0', 'CC-BY-3.0', 'CC-BY-SA-3.0'] as const;
/** ISO 639-1 codes of the languages works are written in. */
export const WORK_LANGUAGES = ['pt', 'en', 'es'] as const;
export const CONTRIBUTOR_ROLES = ['author', 'editor', 'organizer', 'translator'] as const satisfies readonly Contributor['role'][];
export const TEAM_ROLES = ['editor', 'assistant-editor', 'reviewer'] as const;
export const FORMAT_KINDS = ['print', 'ebook'] as const;
/** A work's, chapter's, paper's or article's abstract, in characters: a back cover's worth and more (what ONIX brings is cut to it). */
export const ABSTRACT_MAX = 5_000;

/** `credit`: the CRediT roles the editorial record gave (their slugs), carried through the form unchanged. */
export const CONTRIBUTOR_FIELDS = ['given', 'family', 'role', 'orcid', 'affiliation', 'credit', 'country'] as const;
export const CONTRIBUTOR_TEXT_FIELDS = ['given', 'family', 'orcid', 'affiliation'] as const;
export const TEAM_FIELDS = ['name', 'role', 'affiliation', 'orcid'] as const;
export const TEAM_TEXT_FIELDS = ['name', 'affiliation', 'orcid'] as const;
