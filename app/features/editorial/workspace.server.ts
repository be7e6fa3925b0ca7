/**
 * A submission's workspace for its editors (issue 51, item 3): every round's files, the full
 * metadata with the authors, the rounds with their assignments, the decisions with their letters,
 * the history, in order; and what the person may do now (workflow.ts decides). Outside the person's
 * scopes it does not exist (404).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import { notFound } from '#app/lib/app-error.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import {
  editorialDecisions,
  editorialSettings,
  articles,
  journalIssues,
  journals,
  openCalls,
  publications,
  reviewAssignments,
  submissionEvents,
  submissionFiles,
  submissions,
  users,
  type SubmissionDeclarations,
  type SubmissionMetadata,
} from '#app/lib/db/schema.ts';
import { readUpload } from '#app/lib/storage/storage.server.ts';
import { forAuthor } from './anonymity.ts';
import { AUTHOR_THREAD, listThread, reviewerThread, type ThreadMessage } from './discussions.server.ts';
import { DEFAULT_PROMISE_DAYS, DEFAULT_REVIEWERS_PER_ROUND } from './desk.server.ts';
import { isLetterDecision, letterTemplate, type LetterDecision } from './letters.ts';
import { requireEditorialSubmission } from './roles.server.ts';
import type { EditorialActor, Scope } from './scoped-roles.ts';
import type { EditorialDecision, Recommendation, ReviewBlindness, ReviewStatus, SubmissionFileKind, SubmissionKind, SubmissionStatus } from './values.ts';
import {
  DEFAULT_DEADLINES,
  dueDates,
  isOverdue,
  moveFor,
  queueOf,
  reviewersToInviteAgain,
  type MoveAction,
  type Queue,
  type WorkflowActor,
} from './workflow.ts';
import { utcDay } from '#app/lib/utc-days.ts';
import { SAMPLE_STATUSES } from './sample-check.ts';

export interface ScopeSettings {
  responseDays: number;
  reviewDays: number;
  reviewersPerRound: number;
  promiseDays: number;
  blindness: ReviewBlindness;
}

/**
 * A scope's review settings: deadlines and blindness from its editorial settings row (or 7 and 30
 * days, double-blind); reviewers per round and the feedback promise from the journal's own settings
 * in the catalog (the ones its pages announce), or the open call's weeks; else two and 60 days.
 */
export async function scopeSettings(db: Db, scope: Scope): Promise<ScopeSettings> {
  const [[row], [promise]] = await Promise.all([
    db
      .select()
      .from(editorialSettings)
      .where(and(eq(editorialSettings.scopeKind, scope.kind), eq(editorialSettings.scopeId, scope.id))),
    scope.kind === 'journal'
      ? db.select({ reviewers: journals.reviewers, days: journals.feedbackDays }).from(journals).where(eq(journals.publicationId, scope.id))
      : db
          .select({ reviewers: sql<number | null>`null`, days: sql<number>`${openCalls.feedbackWeeks} * 7` })
          .from(openCalls)
          .where(eq(openCalls.id, scope.id)),
  ]);
  return {
    responseDays: row?.responseDays ?? DEFAULT_DEADLINES.responseDays,
    reviewDays: row?.reviewDays ?? DEFAULT_DEADLINES.reviewDays,
    reviewersPerRound: promise?.reviewers ?? DEFAULT_REVIEWERS_PER_ROUND,
    promiseDays: promise?.days ?? DEFAULT_PROMISE_DAYS,
    blindness: row?.blindness ?? 'double',
  };
}

/** How the workflow sees this person on this scope: admins, editors and series editors decide; assistant editors prepare. */
export function workflowRole(actor: EditorialActor, scope: Scope): Exclude<WorkflowActor, 'author' | 'system'> {
  if (actor.admin) return 'editor';
  const held = actor.roles.filter((r) => r.scopeKind === scope.kind && r.scopeId === scope.id).map((r) => r.role);
  return held.includes('editor') || held.includes('series-editor') ? 'editor' : 'assistant-editor';
}

export interface WorkspaceAssignment {
  id: number;
  round: number;
  reviewerName: string;
  reviewerEmail: string;
  hasAccount: boolean;
  locale: string;
  status: ReviewStatus;
  invitedAt: string;
  responseDue: string;
  reviewDue: string;
  respondedAt: string | null;
  submittedAt: string | null;
  overdue: boolean;
  recommendation: Recommendation | null;
  commentsForAuthors: string | null;
  commentsForEditors: string | null;
  competingInterests: string | null;
  declineReason: string | null;
  suggestedReviewer: string | null;
}

export interface WorkspaceFile {
  id: number;
  round: number;
  kind: SubmissionFileKind;
  name: string;
  size: number;
  at: string;
}

export interface ReviewerCandidate {
  name: string;
  email: string;
  locale: Locale;
  pastReviews: number;
}

export interface Workspace {
  id: number;
  number: string;
  status: SubmissionStatus;
  queue: Queue | null;
  round: number;
  scopeTitle: string;
  articleType: string;
  language: string;
  locale: Locale;
  metadata: Partial<SubmissionMetadata>;
  declarations: Partial<SubmissionDeclarations>;
  coverLetter: string;
  author: { name: string; email: string } | null;
  submittedAt: string | null;
  firstDecisionAt: string | null;
  acceptedAt: string | null;
  declinedAt: string | null;
  feeWaivedReason: string | null;
  settings: ScopeSettings;
  files: WorkspaceFile[];
  assignments: WorkspaceAssignment[];
  decisions: { id: number; round: number; decision: EditorialDecision; letter: string; decidedBy: string; decidedAt: string; mailSentAt: string | null }[];
  events: { id: number; kind: string; actor: string; detail: Record<string, string | number>; at: string }[];
  role: 'editor' | 'assistant-editor';
  /** The moves this person may make now, by their action. */
  may: MoveAction[];
  /** May reviewers be asked or cancelled now (the submission is in review). */
  mayAssign: boolean;
  inviteDefaults: { responseDue: string; reviewDue: string };
  /** While in review in a later round: the previous round's reviewers one action invites again (reviewersToInviteAgain). */
  inviteAgain: { name: string }[];
  reviewerSearch: { q: string; results: ReviewerCandidate[] } | null;
  letterDraft: { decision: LetterDecision; letter: string } | null;
  /** Once accepted: the issues the article may go in (newest first), or the article made from it. */
  article: { issues: { id: number; label: string; draft: boolean }[]; made: { id: number; issueId: number; journalId: number; path: string } | null } | null;
  /**
   * A book proposal's anonymised sample for its reviewers: whether one may be added now (while the
   * proposal is read or reviewed), and whether reviewers have none to read yet in double-blind
   * review (they would read only the outline). Null for an article.
   */
  sample: { may: boolean; missing: boolean } | null;
  /** Once a book proposal is accepted: the draft book made from it (its catalog admin page for admins), or null while none. */
  book: { made: { id: number; adminPath: string | null } | null } | null;
  /** The discussions: with the authors, and with each reviewer who has an account (threads never cross). */
  threads: { thread: string; with: 'author' | 'reviewer'; reviewerName: string; round: number; messages: ThreadMessage[] }[];
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
const dayOf = utcDay;
const fullName = (u: { name: string | null; lastName: string | null } | null | undefined) => [u?.name, u?.lastName].filter(Boolean).join(' ');

/** Only short, plain values of an event's detail reach the page (no letters). */
function plainDetail(detail: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(detail)) {
    if (typeof v === 'number' || (typeof v === 'string' && v.length <= 200)) out[k] = v;
  }
  return out;
}

export const REVIEWER_SEARCH_MAX = 100;

/** Accounts to ask for a review, by name or e-mail, or by the keywords of works they reviewed; each with their reviews sent. The submission's own authors never. */
export async function searchReviewers(db: Db, q: string, exclude: { userIds: string[]; emails: string[] }, limit = 20): Promise<ReviewerCandidate[]> {
  const term = q.replace(/\s+/g, ' ').trim().toLowerCase().slice(0, REVIEWER_SEARCH_MAX);
  if (term.length < 2) return [];
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = await db.execute(sql`
    select u.id, u.name, u.last_name, u.email, u.locale,
      (select count(*)::int from review_assignments r where r.reviewer_id = u.id and r.status = 'submitted') as past
    from users u
    where u.banned is not true and (
      lower(u.name || ' ' || u.last_name || ' ' || u.email) like ${pattern}
      or u.id in (
        select r.reviewer_id from review_assignments r join submissions s on s.id = r.submission_id
        where r.status = 'submitted' and r.reviewer_id is not null
          and lower(coalesce(s.metadata->>'keywordsPt', '') || ' ' || coalesce(s.metadata->>'keywordsEn', '')) like ${pattern}
      )
    )
    order by past desc, u.name, u.id
    limit ${limit + exclude.userIds.length + exclude.emails.length}`);
  const rows = (result as unknown as { rows: { id: string; name: string; last_name: string; email: string; locale: string; past: number }[] }).rows;
  const emails = new Set(exclude.emails.map((e) => e.toLowerCase()));
  return rows
    .filter((r) => !exclude.userIds.includes(r.id) && !emails.has(r.email.toLowerCase()))
    .slice(0, limit)
    .map((r) => ({
      name: fullName({ name: r.name, lastName: r.last_name }),
      email: r.email,
      locale: r.locale === 'en' ? 'en' : 'pt',
      pastReviews: Number(r.past),
    }));
}

/** The submission's people who may never review it: its account and every author named in it. */
export function authorsOf(row: { authorId: string | null; metadata: Partial<SubmissionMetadata> }): { userIds: string[]; emails: string[] } {
  return {
    userIds: row.authorId ? [row.authorId] : [],
    emails: (row.metadata.authors ?? []).map((a) => a.email).filter(Boolean),
  };
}

/** The workspace of a submission, for an editor (or assistant editor, or admin) of its scope. */
export async function workspacePage(
  db: Db,
  actor: EditorialActor | null,
  number: string,
  options: { locale: Locale; reviewerQuery?: string; decide?: string; now?: Date },
): Promise<Workspace> {
  const guarded = await requireEditorialSubmission(db, actor, number);
  const now = options.now ?? new Date();
  const [row] = await db.select().from(submissions).where(eq(submissions.id, guarded.id));
  if (!row?.number) throw notFound();
  const scope = guarded.scope;
  const [settings, scopeRow, author, files, assignments, decisions, events] = await Promise.all([
    scopeSettings(db, scope),
    scope.kind === 'journal'
      ? db.select({ pt: publications.titlePt, en: publications.titleEn }).from(publications).where(eq(publications.id, scope.id))
      : db.select({ pt: openCalls.titlePt, en: openCalls.titleEn }).from(openCalls).where(eq(openCalls.id, scope.id)),
    row.authorId ? db.select({ name: users.name, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, row.authorId)) : [],
    db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, row.id)).orderBy(asc(submissionFiles.round), asc(submissionFiles.id)),
    db
      .select({ a: reviewAssignments, name: users.name, lastName: users.lastName })
      .from(reviewAssignments)
      .leftJoin(users, eq(users.id, reviewAssignments.reviewerId))
      .where(eq(reviewAssignments.submissionId, row.id))
      .orderBy(asc(reviewAssignments.round), asc(reviewAssignments.id)),
    db
      .select({ d: editorialDecisions, name: users.name, lastName: users.lastName })
      .from(editorialDecisions)
      .leftJoin(users, eq(users.id, editorialDecisions.decidedBy))
      .where(eq(editorialDecisions.submissionId, row.id))
      .orderBy(asc(editorialDecisions.decidedAt), asc(editorialDecisions.id)),
    db
      .select({ e: submissionEvents, name: users.name, lastName: users.lastName })
      .from(submissionEvents)
      .leftJoin(users, eq(users.id, submissionEvents.actorId))
      .where(eq(submissionEvents.submissionId, row.id))
      .orderBy(asc(submissionEvents.createdAt), asc(submissionEvents.id))
      .limit(1000),
  ]);
  const titleIn = (locale: Locale) => (locale === 'en' ? scopeRow[0]?.en || scopeRow[0]?.pt : scopeRow[0]?.pt || scopeRow[0]?.en) ?? '';
  const scopeTitle = titleIn(options.locale);
  const role = workflowRole(actor!, scope);
  const lastDecision = decisions.at(-1)?.d.decision ?? null;
  const workflow = { status: row.status, lastDecision };
  const actions: MoveAction[] = ['send-to-review', 'decline-desk', 'more-reviews', 'accept', 'request-revisions', 'decline', 'waive-fee'];
  const may = actions.filter((a) => moveFor(workflow, role, a) !== null);
  const due = dueDates(now, settings);
  const exclude = authorsOf(row);

  let letterDraft: Workspace['letterDraft'] = null;
  const decide = options.decide ?? '';
  if (isLetterDecision(decide) && may.includes(decisionAction(decide))) {
    // The letter names the journal in the author's language.
    letterDraft = { decision: decide, letter: await draftLetter(db, row, decide, titleIn(row.locale === 'en' ? 'en' : 'pt'), actor!) };
  }
  const sample: Workspace['sample'] =
    row.kind === 'proposal'
      ? {
          may: SAMPLE_STATUSES.includes(row.status),
          missing: settings.blindness === 'double' && !files.some((f) => f.kind === 'anonymised' && f.round <= row.round),
        }
      : null;
  const book: Workspace['book'] =
    row.kind === 'proposal' && row.status === 'accepted'
      ? { made: row.bookId !== null ? { id: row.bookId, adminPath: actor?.admin ? `/admin/catalog/${row.bookId}` : null } : null }
      : null;
  let article: Workspace['article'] = null;
  if ((row.status === 'accepted' || row.status === 'published') && row.journalId !== null) {
    const made = row.articleId
      ? (await db.select({ id: articles.id, issueId: articles.issueId }).from(articles).where(eq(articles.id, row.articleId)))[0]
      : undefined;
    const issues = made
      ? []
      : await db
          .select({ id: journalIssues.id, volume: journalIssues.volume, number: journalIssues.number, year: journalIssues.year, status: journalIssues.status })
          .from(journalIssues)
          .where(eq(journalIssues.journalId, row.journalId))
          .orderBy(desc(journalIssues.year), desc(journalIssues.volume), desc(journalIssues.number))
          .limit(50);
    article = {
      issues: issues.map((i) => ({ id: i.id, label: `v. ${i.volume}, n. ${i.number} (${i.year})`, draft: i.status === 'draft' })),
      made: made
        ? {
            id: made.id,
            issueId: made.issueId,
            journalId: row.journalId,
            path: `/journal/${(await db.select({ slug: publications.slug }).from(publications).where(eq(publications.id, row.journalId)))[0]?.slug ?? ''}/article/${made.id}`,
          }
        : null,
    };
  }
  const threadParty = { side: 'editors' as const, actor: actor! };
  const threads: Workspace['threads'] = [
    { thread: AUTHOR_THREAD, with: 'author', reviewerName: '', round: 0, messages: (await listThread(db, row.id, AUTHOR_THREAD, threadParty)) ?? [] },
  ];
  for (const { a, name, lastName } of assignments.filter(({ a }) => a.reviewerId !== null))
    threads.push({
      thread: reviewerThread(a.id),
      with: 'reviewer',
      reviewerName: fullName({ name, lastName }) || a.invitedName,
      round: a.round,
      messages: (await listThread(db, row.id, reviewerThread(a.id), threadParty)) ?? [],
    });
  return {
    threads,
    article,
    book,
    sample,
    id: row.id,
    number: row.number,
    status: row.status,
    queue: queueOf(
      row,
      assignments.map((x) => x.a),
      settings.reviewersPerRound,
      now,
    ),
    round: row.round,
    scopeTitle,
    articleType: row.articleType,
    language: row.language,
    locale: row.locale === 'en' ? 'en' : 'pt',
    metadata: row.metadata,
    declarations: row.declarations,
    coverLetter: row.coverLetter,
    author: author[0] ? { name: fullName(author[0]), email: author[0].email } : null,
    submittedAt: iso(row.submittedAt),
    firstDecisionAt: iso(row.firstDecisionAt),
    acceptedAt: iso(row.acceptedAt),
    declinedAt: iso(row.declinedAt),
    feeWaivedReason: row.feeWaivedReason,
    settings,
    files: files.map((f) => ({ id: f.id, round: f.round, kind: f.kind, name: f.originalName, size: f.size, at: f.createdAt.toISOString() })),
    assignments: assignments.map(({ a, name, lastName }) => ({
      id: a.id,
      round: a.round,
      reviewerName: fullName({ name, lastName }) || a.invitedName,
      reviewerEmail: a.invitedEmail,
      hasAccount: a.reviewerId !== null,
      locale: a.locale,
      status: a.status,
      invitedAt: a.createdAt.toISOString(),
      responseDue: a.responseDue.toISOString(),
      reviewDue: a.reviewDue.toISOString(),
      respondedAt: iso(a.respondedAt),
      submittedAt: iso(a.submittedAt),
      overdue: isOverdue(a, now),
      recommendation: a.recommendation,
      commentsForAuthors: a.commentsForAuthors,
      commentsForEditors: a.commentsForEditors,
      competingInterests: a.competingInterests,
      declineReason: a.declineReason,
      suggestedReviewer: a.suggestedReviewer,
    })),
    decisions: decisions.map(({ d, name, lastName }) => ({
      id: d.id,
      round: d.round,
      decision: d.decision,
      letter: d.letter,
      decidedBy: fullName({ name, lastName }),
      decidedAt: d.decidedAt.toISOString(),
      mailSentAt: iso(d.mailSentAt),
    })),
    events: events.map(({ e, name, lastName }) => ({
      id: e.id,
      kind: e.kind,
      actor: fullName({ name, lastName }),
      detail: plainDetail(e.detail),
      at: e.createdAt.toISOString(),
    })),
    role,
    may,
    mayAssign: row.status === 'in-review',
    inviteDefaults: { responseDue: dayOf(due.responseDue), reviewDue: dayOf(due.reviewDue) },
    inviteAgain:
      row.status === 'in-review'
        ? reviewersToInviteAgain(
            assignments.map(({ a, name, lastName }) => ({ ...a, name: fullName({ name, lastName }) || a.invitedName })),
            row.round,
          ).map((a) => ({ name: a.name }))
        : [],
    reviewerSearch:
      options.reviewerQuery !== undefined
        ? { q: options.reviewerQuery.slice(0, REVIEWER_SEARCH_MAX), results: await searchReviewers(db, options.reviewerQuery, exclude) }
        : null,
    letterDraft,
  };
}

/** The workflow's action behind a decision with a letter. */
export function decisionAction(decision: LetterDecision): MoveAction {
  switch (decision) {
    case 'decline-desk':
      return 'decline-desk';
    case 'accept':
      return 'accept';
    case 'minor':
    case 'major':
      return 'request-revisions';
    case 'decline':
      return 'decline';
  }
}

/** The letter's template filled for this submission: the author's language, the current round's reviews through forAuthor. */
export async function draftLetter(
  db: Db,
  row: {
    id: number;
    number: string | null;
    kind: SubmissionKind;
    round: number;
    locale: string;
    metadata: Partial<SubmissionMetadata>;
    authorId: string | null;
  },
  decision: LetterDecision,
  journal: string,
  actor: EditorialActor,
): Promise<string> {
  const locale: Locale = row.locale === 'en' ? 'en' : 'pt';
  const [reviews, files, author, editor] = await Promise.all([
    db
      .select()
      .from(reviewAssignments)
      .where(and(eq(reviewAssignments.submissionId, row.id), eq(reviewAssignments.round, row.round))),
    db
      .select()
      .from(submissionFiles)
      .where(and(eq(submissionFiles.submissionId, row.id), inArray(submissionFiles.kind, ['review']))),
    row.authorId ? db.select({ name: users.name, lastName: users.lastName }).from(users).where(eq(users.id, row.authorId)) : [],
    db.select({ name: users.name, lastName: users.lastName }).from(users).where(eq(users.id, actor.userId)),
  ]);
  // As the author will see them once this round is decided.
  const shown = forAuthor(reviews, [{ round: row.round, decision }], files);
  return letterTemplate(decision, locale, {
    authorName: fullName(author[0]) || (row.metadata.authors?.[0]?.name ?? ''),
    title: (locale === 'en' ? row.metadata.titleEn || row.metadata.titlePt : row.metadata.titlePt || row.metadata.titleEn) ?? '',
    number: row.number ?? '',
    journal,
    proposal: row.kind === 'proposal',
    reviews: shown,
    editorName: fullName(editor[0]),
  });
}

/** A file of the submission for its editors, under the name it was uploaded with; 404 outside their scope. */
export async function editorialFile(db: Db, actor: EditorialActor | null, number: string, fileId: number) {
  const guarded = await requireEditorialSubmission(db, actor, number);
  const [file] = await db
    .select()
    .from(submissionFiles)
    .where(and(eq(submissionFiles.id, fileId), eq(submissionFiles.submissionId, guarded.id)));
  if (!file) throw notFound();
  const body = await readUpload(file.storageKey);
  if (!body) throw notFound();
  return { body, name: file.originalName, mediaType: file.mediaType, size: body.length };
}
