/**
 * The anonymity filter (decision 0045): what a reviewer may see of a submission, and what an author
 * may see of its reviews. Every reviewer's page, mail and file list is made from `forReviewer`'s
 * answer, every author's view of reviews from `forAuthor`'s, so nothing else needs remembering.
 */
import type { EditorialDecision, Recommendation, ReviewBlindness, ReviewStatus, SubmissionFileKind } from './values.ts';
import type { BookOutline, SubmissionAuthor, SubmissionMetadata } from '#app/lib/db/schema.ts';

/** A file as the filter sees it. */
export interface FileRow {
  id: number;
  round: number;
  kind: SubmissionFileKind;
  assignmentId: number | null;
  originalName: string;
  safeName: string;
  size: number;
  mediaType: string;
}

/** What the filter needs of a submission. */
export interface SubmissionForFilter {
  number: string | null;
  round: number;
  articleType: string;
  language: string;
  metadata: Partial<SubmissionMetadata>;
  files: readonly FileRow[];
}

/** A file as others see it: by its safe name only. */
export interface SharedFile {
  id: number;
  round: number;
  kind: SubmissionFileKind;
  name: string;
  size: number;
  mediaType: string;
}

/** An author as a single-blind reviewer sees them: no e-mail. */
export type AuthorForReviewer = Pick<SubmissionAuthor, 'name' | 'affiliation' | 'country' | 'orcid'>;

export interface ReviewerView {
  number: string | null;
  round: number;
  articleType: string;
  language: string;
  titlePt: string;
  titleEn: string;
  abstractPt: string;
  abstractEn: string;
  keywordsPt: string[];
  keywordsEn: string[];
  /** Empty in double-blind review. */
  authors: AuthorForReviewer[];
  /** A book proposal's kind, detailed summary and chapters (null for an article): no person in them. */
  book: BookOutline | null;
  files: SharedFile[];
}

function shared(f: FileRow): SharedFile {
  return { id: f.id, round: f.round, kind: f.kind, name: f.safeName, size: f.size, mediaType: f.mediaType };
}

/** The files a reviewer reads, up to their round: anonymised copies; in single-blind review, the manuscript as sent too. */
const READ_BY_REVIEWERS: Record<ReviewBlindness, readonly SubmissionFileKind[]> = {
  double: ['anonymised'],
  single: ['anonymised', 'manuscript', 'revised'],
};

/**
 * What a reviewer may see: the titles, abstracts and keywords (a proposal's outline too), the
 * anonymised copies up to the round they read and their own review's file, each by its safe name.
 * Never the supplementary files, the cover letter, declarations, funding or data statement (which
 * may name people), nor the authors or the manuscript as sent unless the review is single-blind
 * (then the authors without e-mails).
 */
export function forReviewer(submission: SubmissionForFilter, reader: { round: number; assignmentId: number; blindness?: ReviewBlindness }): ReviewerView {
  const m = submission.metadata;
  const readable = READ_BY_REVIEWERS[reader.blindness ?? 'double'];
  const files = submission.files.filter(
    (f) => (readable.includes(f.kind) && f.round <= reader.round) || (f.kind === 'review' && f.assignmentId === reader.assignmentId),
  );
  return {
    number: submission.number,
    round: reader.round,
    articleType: submission.articleType,
    language: submission.language,
    titlePt: m.titlePt ?? '',
    titleEn: m.titleEn ?? '',
    abstractPt: m.abstractPt ?? '',
    abstractEn: m.abstractEn ?? '',
    keywordsPt: [...(m.keywordsPt ?? [])],
    keywordsEn: [...(m.keywordsEn ?? [])],
    authors:
      reader.blindness === 'single' ? (m.authors ?? []).map((a) => ({ name: a.name, affiliation: a.affiliation, country: a.country, orcid: a.orcid })) : [],
    book: m.book ? { type: m.book.type, summary: m.book.summary, chapters: m.book.chapters.map((c) => ({ ...c, keywords: [...c.keywords] })) } : null,
    files: files.map(shared),
  };
}

/** A review as the filter sees it. */
export interface ReviewRow {
  id: number;
  round: number;
  status: ReviewStatus;
  reviewerId: string | null;
  invitedName: string;
  invitedEmail: string;
  recommendation: Recommendation | null;
  commentsForAuthors: string | null;
  commentsForEditors: string | null;
  competingInterests: string | null;
  submittedAt: Date | null;
}

/** A review as the author sees it: a letter for a name, the comments meant for them, its file. */
export interface ReviewForAuthor {
  round: number;
  /** "Reviewer A", "Reviewer B"… within the round, by the order the reviews were asked for. */
  label: string;
  commentsForAuthors: string;
  submittedAt: Date | null;
  files: SharedFile[];
}

/**
 * What an author may see of the reviews: only those sent, only for rounds the editor has decided
 * (a decision other than sending to review), each by a letter instead of a name, with the comments
 * for the authors and the annotated file. Never the reviewer's name, e-mail or id, the comments
 * for the editors, the competing interests or the recommendation.
 */
export function forAuthor(
  reviews: readonly ReviewRow[],
  decisions: readonly { round: number; decision: EditorialDecision }[],
  files: readonly FileRow[],
): ReviewForAuthor[] {
  const decided = new Set(decisions.filter((d) => d.decision !== 'send-to-review').map((d) => d.round));
  const out: ReviewForAuthor[] = [];
  const rounds = [...new Set(reviews.map((r) => r.round))].sort((a, b) => a - b);
  for (const round of rounds) {
    if (!decided.has(round)) continue;
    const sent = reviews.filter((r) => r.round === round && r.status === 'submitted').sort((a, b) => a.id - b.id);
    sent.forEach((r, i) => {
      out.push({
        round,
        label: String.fromCharCode(65 + (i % 26)),
        commentsForAuthors: r.commentsForAuthors ?? '',
        submittedAt: r.submittedAt,
        files: files.filter((f) => f.kind === 'review' && f.assignmentId === r.id).map(shared),
      });
    });
  }
  return out;
}

/** The name a file is shown by to others: the submission's number, the round and the kind (no person in it). */
export function safeFileName(number: string, round: number, kind: SubmissionFileKind, extension: string, index = 0): string {
  const ext = extension.replace(/[^a-z0-9]/gi, '').toLowerCase();
  return `${number}-r${round}-${kind}${index > 0 ? `-${index + 1}` : ''}${ext ? `.${ext}` : ''}`;
}
