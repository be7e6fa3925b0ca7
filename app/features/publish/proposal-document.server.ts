/**
 * A whole proposal as it was sent, ready to render (ProposalView): for its author's page and the
 * admin's. Plain values only (dates as ISO strings), so a loader can hand it to the page.
 */
import { and, eq } from 'drizzle-orm';
import { isLocale, type Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { openCalls, proposals, type ProposalAuthor, type ProposalChapter } from '#app/lib/db/schema.ts';
import type { ProposalType } from './proposal-kinds.ts';
import type { ProposalStatus } from './proposal-status.ts';

export interface ProposalDocument {
  id: number;
  type: ProposalType;
  /** The call it answered, titled in the page's language; null for a single proposal (or a deleted call). */
  openCall: { slug: string; title: string } | null;
  title: string;
  authors: ProposalAuthor[];
  description: string;
  keywords: string[];
  summary: string;
  chapters: ProposalChapter[];
  needsIllustrations: boolean;
  thirdPartyImages: boolean;
  otherBooks: string;
  authorshipLink: string;
  otherInformation: string;
  /** The manuscript sample's original name and size; the file itself is served elsewhere. */
  sample: { name: string; bytes: number } | null;
  /** The language the proposer wrote in. */
  locale: Locale;
  status: ProposalStatus;
  submittedAt: string;
  updatedAt: string;
}

/** One proposal, or null when there is none (with `ownerId`: none of that account's, so others' stay hidden). */
export async function getProposalDocument(db: Db, id: number, locale: Locale, { ownerId }: { ownerId?: string } = {}): Promise<ProposalDocument | null> {
  const [row] = await db
    .select({ proposal: proposals, call: { slug: openCalls.slug, titlePt: openCalls.titlePt, titleEn: openCalls.titleEn } })
    .from(proposals)
    .leftJoin(openCalls, eq(openCalls.id, proposals.openCallId))
    .where(ownerId === undefined ? eq(proposals.id, id) : and(eq(proposals.id, id), eq(proposals.userId, ownerId)))
    .limit(1);
  if (!row) return null;
  const { proposal: p, call } = row;
  return {
    id: p.id,
    type: p.type,
    openCall: call ? { slug: call.slug, title: locale === 'pt' ? call.titlePt : call.titleEn } : null,
    title: p.title,
    authors: p.authors.map(({ name, email, affiliation, orcid, bio }) => ({ name, email, affiliation: affiliation ?? '', orcid: orcid ?? '', bio: bio ?? '' })),
    description: p.description,
    keywords: p.keywords,
    summary: p.summary,
    chapters: p.chapters.map(({ title, summary, keywords }) => ({ title, summary, keywords: keywords ?? [] })),
    needsIllustrations: p.needsIllustrations,
    thirdPartyImages: p.thirdPartyImages,
    otherBooks: p.otherBooks,
    authorshipLink: p.authorshipLink,
    otherInformation: p.otherInformation,
    sample: p.sampleFile && p.sampleName ? { name: p.sampleName, bytes: p.sampleBytes ?? 0 } : null,
    locale: isLocale(p.locale) ? p.locale : 'pt',
    status: p.status,
    submittedAt: p.submittedAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
