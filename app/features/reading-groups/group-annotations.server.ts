/**
 * Highlights and notes shared with a group, their reply threads, moderation and reports (issue 39).
 * One rule decides what anyone sees: a member, while they may read the work (group-rules.ts
 * seesAnnotations, the reader's readingRightFor). Nothing of a group reaches anyone else.
 */
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  currentChapterText,
  currentEditionText,
  currentEditionVersion,
  locateSelector,
  reattach,
  readingRightFor,
  selectorInText,
} from '#app/features/reader/api.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import {
  groupAnnotations,
  groupReplies,
  groupReports,
  publications,
  readerEditions,
  readingGroups,
  readingGroupWorks,
  users,
  type NoteSelector,
} from '#app/lib/db/schema.ts';
import { canModerate, hiddenView, plainComment, seesAnnotations, type GroupRole } from './group-rules.ts';
import { membershipsOf, roleIn, type Person } from './groups.server.ts';

/** How many annotations one chapter shows per group (a seminar of 500 writes fewer). */
export const CHAPTER_ANNOTATIONS_MAX = 2000;
const REASON_MAX = 500;

export async function mayReadWork(db: Db, person: Person, publicationId: number): Promise<boolean> {
  const [work] = await db
    .select({ id: publications.id, openAccess: publications.openAccess })
    .from(publications)
    .where(and(eq(publications.id, publicationId), eq(publications.status, 'published')));
  return Boolean(work && (await readingRightFor(db, work, person)));
}

/** Which of these works the person may read now: what decides whether they see what a group said on each. */
export async function readableWorks(db: Db, person: Person, publicationIds: number[]): Promise<Set<number>> {
  const readable = new Set<number>();
  for (const id of new Set(publicationIds)) if (await mayReadWork(db, person, id)) readable.add(id);
  return readable;
}

export type ShareInput = { id: string; groupId: number; publicationId: number; chapter: string; selector: NoteSelector; comment: string };
export type ShareRefusal = 'not-found' | 'closed' | 'not-in-group' | 'cannot-read' | 'invalid';

/** Shares a highlight (no comment) or a note with one of the person's groups. */
export async function shareAnnotation(db: Db, person: Person, input: ShareInput): Promise<{ ok: true } | { ok: false; reason: ShareRefusal }> {
  const role = await roleIn(db, input.groupId, person.id);
  if (role === null) return { ok: false, reason: 'not-found' };
  const [group] = await db.select({ closedAt: readingGroups.closedAt }).from(readingGroups).where(eq(readingGroups.id, input.groupId));
  if (group?.closedAt) return { ok: false, reason: 'closed' };
  const [inGroup] = await db
    .select({ id: readingGroupWorks.publicationId })
    .from(readingGroupWorks)
    .where(and(eq(readingGroupWorks.groupId, input.groupId), eq(readingGroupWorks.publicationId, input.publicationId)));
  if (!inGroup) return { ok: false, reason: 'not-in-group' };
  if (!(await mayReadWork(db, person, input.publicationId))) return { ok: false, reason: 'cannot-read' };
  const comment = input.comment.trim() ? plainComment(input.comment) : '';
  if (comment === null || !/^[\w-]{8,64}$/.test(input.id)) return { ok: false, reason: 'invalid' };
  // What every member's page will place: a position in the chapter's text that holds the quote.
  const text = await currentChapterText(db, input.publicationId, input.chapter);
  const selector = text === null ? null : selectorInText(input.selector, text);
  if (!selector) return { ok: false, reason: 'invalid' };
  const editionVersion = await currentEditionVersion(db, input.publicationId);
  await db
    .insert(groupAnnotations)
    .values({
      id: input.id,
      groupId: input.groupId,
      userId: person.id,
      publicationId: input.publicationId,
      chapter: input.chapter,
      selector,
      comment,
      editionVersion,
    })
    .onConflictDoNothing();
  return { ok: true };
}

/**
 * After a work is re-imported, its shared annotations still count positions in the old edition:
 * the first look at the work re-attaches them all to the current one (own chapter first, else the
 * chapter now holding the quote), or marks them orphaned, as the importer does for private notes.
 * Returns how many moved. Running twice, or on two servers at once, gives the same result.
 */
export async function reanchorGroupAnnotations(db: Db, publicationId: number): Promise<{ reattached: number; orphaned: number }> {
  const current = db
    .select({ version: readerEditions.version })
    .from(readerEditions)
    .where(and(eq(readerEditions.publicationId, publicationId), eq(readerEditions.current, true)));
  const [stale] = await db
    .select({ id: groupAnnotations.id })
    .from(groupAnnotations)
    .where(and(eq(groupAnnotations.publicationId, publicationId), lt(groupAnnotations.editionVersion, sql`(${current})`)))
    .limit(1);
  if (!stale) return { reattached: 0, orphaned: 0 };
  const edition = await currentEditionText(db, publicationId);
  if (!edition) return { reattached: 0, orphaned: 0 };
  const rows = await db
    .select({ id: groupAnnotations.id, chapter: groupAnnotations.chapter, selector: groupAnnotations.selector })
    .from(groupAnnotations)
    .where(and(eq(groupAnnotations.publicationId, publicationId), lt(groupAnnotations.editionVersion, edition.version)));
  let reattached = 0;
  for (const row of rows) {
    const place = reattach(row.selector, row.chapter, edition.chapters);
    if (place) reattached++;
    const change = place ? { chapter: place.chapter, selector: place.selector, orphaned: false } : { orphaned: true };
    await db
      .update(groupAnnotations)
      .set({ ...change, editionVersion: edition.version })
      .where(eq(groupAnnotations.id, row.id));
  }
  return { reattached, orphaned: rows.length - reattached };
}

export interface SharedReply {
  id: number;
  author: string | null;
  mine: boolean;
  body: string | null;
  hidden: null | { reason: string | null };
  createdAt: string;
}

export interface SharedAnnotation {
  id: string;
  groupId: number;
  author: string | null;
  mine: boolean;
  /** The viewer moderates this annotation's group. */
  canModerate: boolean;
  selector: NoteSelector;
  comment: string | null;
  hidden: null | { reason: string | null };
  orphaned: boolean;
  createdAt: string;
  replies: SharedReply[];
}

/** A member's name as shown beside their words; null once their account is gone ("a former member"). */
export const nameOf = (row: { name: string | null; lastName: string | null }) => (row.name === null ? null : `${row.name} ${row.lastName ?? ''}`.trim());

/** The person's groups that read this work, with their role and whether each is still open. */
async function groupsOnWork(db: Db, person: Person, publicationId: number) {
  const memberships = await membershipsOf(db, person.id);
  if (!memberships.length) return [];
  const roles = new Map(memberships.map((m) => [m.groupId, m.role]));
  const groups = await db
    .select({ id: readingGroups.id, name: readingGroups.name, closedAt: readingGroups.closedAt })
    .from(readingGroups)
    .innerJoin(readingGroupWorks, and(eq(readingGroupWorks.groupId, readingGroups.id), eq(readingGroupWorks.publicationId, publicationId)))
    .where(inArray(readingGroups.id, [...roles.keys()]))
    .orderBy(asc(readingGroups.name));
  return groups.map((group) => ({ ...group, role: roles.get(group.id)! }));
}

/** A shared annotation as the margin needs it: where it is and who wrote it. */
export interface MarginNote {
  id: string;
  author: string | null;
  selector: NoteSelector;
}

/**
 * What a chapter shows of its groups' annotations: every visible one in the margin, and the threads
 * of the first THREADS_SHOWN in the text's order (all of them when asked), so that a chapter a
 * seminar annotated a thousand times still opens at once.
 */
export interface ChapterShared {
  threads: SharedAnnotation[];
  margin: MarginNote[];
  total: number;
}

/** Threads shown after a chapter before "show all". */
export const THREADS_SHOWN = 30;

/** How the reader asked to see a chapter's annotations: which groups (null: all), and every thread or the first. */
export type SharedView = { shown: number[] | null; all: boolean };

/**
 * What the reader shows of the person's groups on a chapter, from one look at their memberships:
 * the groups (to name them), the open ones a new note may go to, and what was shared here.
 */
export async function readerGroups(db: Db, person: Person, publicationId: number, chapter: string, view: SharedView = { shown: null, all: false }) {
  const groups = await groupsOnWork(db, person, publicationId);
  const seen = groups.filter((group) => view.shown === null || view.shown.includes(group.id));
  return {
    groups: groups.map(({ id, name }) => ({ id, name })),
    targets: groups.filter((group) => !group.closedAt).map(({ id, name }) => ({ id, name })),
    /** The groups the reader chose to see here (null: all of them). */
    shown: view.shown,
    shared: await annotationsIn(db, person, publicationId, chapter, new Map(seen.map((group) => [group.id, group.role])), view.all),
  };
}

/** The same for the open chapter's refresh. */
export async function chapterShared(db: Db, person: Person, publicationId: number, chapter: string, view: SharedView): Promise<ChapterShared> {
  const groups = (await groupsOnWork(db, person, publicationId)).filter((group) => view.shown === null || view.shown.includes(group.id));
  return annotationsIn(db, person, publicationId, chapter, new Map(groups.map((group) => [group.id, group.role])), view.all);
}

/**
 * Every thread of a chapter in the person's groups (all of them, or those asked for). A group the
 * person is not in, or a work they may not read, gives nothing.
 */
export async function chapterAnnotations(
  db: Db,
  person: Person,
  publicationId: number,
  chapter: string,
  onlyGroups: number[] | null = null,
): Promise<SharedAnnotation[]> {
  return (await chapterShared(db, person, publicationId, chapter, { shown: onlyGroups, all: true })).threads;
}

const EMPTY: ChapterShared = { threads: [], margin: [], total: 0 };

async function annotationsIn(
  db: Db,
  person: Person,
  publicationId: number,
  chapter: string,
  roles: Map<number, GroupRole>,
  all: boolean,
): Promise<ChapterShared> {
  if (!roles.size || !seesAnnotations({ role: 'member', mayReadWork: await mayReadWork(db, person, publicationId) })) return EMPTY;
  await reanchorGroupAnnotations(db, publicationId);
  const stored = await db
    .select({
      id: groupAnnotations.id,
      groupId: groupAnnotations.groupId,
      userId: groupAnnotations.userId,
      name: users.name,
      lastName: users.lastName,
      selector: groupAnnotations.selector,
      comment: groupAnnotations.comment,
      hiddenReason: groupAnnotations.hiddenReason,
      orphaned: groupAnnotations.orphaned,
      createdAt: groupAnnotations.createdAt,
    })
    .from(groupAnnotations)
    .leftJoin(users, eq(users.id, groupAnnotations.userId))
    .where(and(inArray(groupAnnotations.groupId, [...roles.keys()]), eq(groupAnnotations.publicationId, publicationId), eq(groupAnnotations.chapter, chapter)))
    // In the text's order, compared as JSON (a cast to a number could fail on what a row holds); the passages no longer in it last.
    .orderBy(asc(groupAnnotations.orphaned), sql`${groupAnnotations.selector}->'position'->'start'`, asc(groupAnnotations.createdAt), asc(groupAnnotations.id))
    .limit(CHAPTER_ANNOTATIONS_MAX);
  // Each placed where its quote is in the chapter's text; one that cannot be (a row stored before
  // positions were checked) is listed as not placed, after the others, and left out of the margin.
  const text = await currentChapterText(db, publicationId, chapter);
  const rows = stored
    .map((row) => {
      const place = row.orphaned || text === null ? null : locateSelector(row.selector, text);
      return { ...row, orphaned: place === null, selector: place ? { quote: row.selector.quote, position: place } : row.selector };
    })
    .sort((a, b) => Number(a.orphaned) - Number(b.orphaned) || (a.orphaned ? 0 : a.selector.position.start - b.selector.position.start));
  const viewerOf = (groupId: number) => ({ id: person.id, role: roles.get(groupId) ?? null });
  const views = rows.map((row) => hiddenView({ authorId: row.userId, hiddenReason: row.hiddenReason }, viewerOf(row.groupId)));
  const margin = rows.flatMap((row, i) => (row.orphaned || views[i] === 'placeholder' ? [] : [{ id: row.id, author: nameOf(row), selector: row.selector }]));
  const shownRows = all ? rows : rows.slice(0, THREADS_SHOWN);
  const replies = shownRows.length
    ? await db
        .select({
          id: groupReplies.id,
          annotationId: groupReplies.annotationId,
          userId: groupReplies.userId,
          name: users.name,
          lastName: users.lastName,
          body: groupReplies.body,
          hiddenReason: groupReplies.hiddenReason,
          createdAt: groupReplies.createdAt,
        })
        .from(groupReplies)
        .leftJoin(users, eq(users.id, groupReplies.userId))
        .where(
          inArray(
            groupReplies.annotationId,
            shownRows.map((row) => row.id),
          ),
        )
        .orderBy(asc(groupReplies.createdAt), asc(groupReplies.id))
    : [];
  const repliesOf = new Map<string, typeof replies>();
  for (const reply of replies) repliesOf.set(reply.annotationId, [...(repliesOf.get(reply.annotationId) ?? []), reply]);
  const threads = shownRows.map((row, i) => {
    const viewer = viewerOf(row.groupId);
    const view = views[i]!;
    return {
      id: row.id,
      groupId: row.groupId,
      author: nameOf(row),
      mine: row.userId === person.id,
      canModerate: canModerate(viewer.role),
      selector: row.selector,
      comment: view === 'placeholder' ? null : row.comment,
      hidden: view === 'shown' ? null : { reason: view === 'with-reason' ? row.hiddenReason : null },
      orphaned: row.orphaned,
      createdAt: row.createdAt.toISOString(),
      replies: (repliesOf.get(row.id) ?? []).map((reply) => {
        const replyView = hiddenView({ authorId: reply.userId, hiddenReason: reply.hiddenReason }, viewer);
        return {
          id: reply.id,
          author: nameOf(reply),
          mine: reply.userId === person.id,
          body: replyView === 'placeholder' ? null : reply.body,
          hidden: replyView === 'shown' ? null : { reason: replyView === 'with-reason' ? reply.hiddenReason : null },
          createdAt: reply.createdAt.toISOString(),
        };
      }),
    };
  });
  return { threads, margin, total: rows.length };
}

/** The annotation with what decides who may act on it, when this person may see it at all. */
async function annotationFor(db: Db, person: Person, annotationId: string) {
  const [row] = await db
    .select({
      id: groupAnnotations.id,
      groupId: groupAnnotations.groupId,
      userId: groupAnnotations.userId,
      publicationId: groupAnnotations.publicationId,
      closedAt: readingGroups.closedAt,
    })
    .from(groupAnnotations)
    .innerJoin(readingGroups, eq(readingGroups.id, groupAnnotations.groupId))
    .where(eq(groupAnnotations.id, annotationId));
  if (!row) return null;
  const role = await roleIn(db, row.groupId, person.id);
  if (!seesAnnotations({ role, mayReadWork: role !== null && (await mayReadWork(db, person, row.publicationId)) })) return null;
  return { ...row, role: role! };
}

export type ThreadRefusal = 'not-found' | 'closed' | 'invalid' | 'forbidden';

/** A reply in an annotation's thread. */
export async function reply(
  db: Db,
  person: Person,
  annotationId: string,
  body: string,
): Promise<{ ok: true; id: number } | { ok: false; reason: ThreadRefusal }> {
  const annotation = await annotationFor(db, person, annotationId);
  if (!annotation) return { ok: false, reason: 'not-found' };
  if (annotation.closedAt) return { ok: false, reason: 'closed' };
  const text = plainComment(body);
  if (text === null) return { ok: false, reason: 'invalid' };
  const [row] = await db.insert(groupReplies).values({ annotationId, userId: person.id, body: text }).returning({ id: groupReplies.id });
  return { ok: true, id: row!.id };
}

/** Authors edit their own note's comment or reply; nobody edits another's. */
export async function editOwn(
  db: Db,
  person: Person,
  target: { annotationId: string } | { replyId: number },
  text: string,
): Promise<{ ok: true } | { ok: false; reason: ThreadRefusal }> {
  const clean = plainComment(text);
  const now = new Date();
  if ('annotationId' in target) {
    const annotation = await annotationFor(db, person, target.annotationId);
    if (!annotation) return { ok: false, reason: 'not-found' };
    if (annotation.userId !== person.id) return { ok: false, reason: 'forbidden' };
    if (clean === null && text.trim()) return { ok: false, reason: 'invalid' };
    await db
      .update(groupAnnotations)
      .set({ comment: clean ?? '', updatedAt: now })
      .where(eq(groupAnnotations.id, target.annotationId));
    return { ok: true };
  }
  const found = await replyFor(db, person, target.replyId);
  if (!found) return { ok: false, reason: 'not-found' };
  if (found.userId !== person.id) return { ok: false, reason: 'forbidden' };
  if (clean === null) return { ok: false, reason: 'invalid' };
  await db.update(groupReplies).set({ body: clean, updatedAt: now }).where(eq(groupReplies.id, target.replyId));
  return { ok: true };
}

async function replyFor(db: Db, person: Person, replyId: number) {
  const [row] = await db
    .select({ annotationId: groupReplies.annotationId, userId: groupReplies.userId })
    .from(groupReplies)
    .where(eq(groupReplies.id, replyId));
  if (!row) return null;
  const annotation = await annotationFor(db, person, row.annotationId);
  return annotation ? { ...row, role: annotation.role, groupId: annotation.groupId } : null;
}

/** Authors delete their own; the thread goes with an annotation. */
export async function deleteOwn(
  db: Db,
  person: Person,
  target: { annotationId: string } | { replyId: number },
): Promise<{ ok: true } | { ok: false; reason: ThreadRefusal }> {
  if ('annotationId' in target) {
    const annotation = await annotationFor(db, person, target.annotationId);
    if (!annotation) return { ok: false, reason: 'not-found' };
    if (annotation.userId !== person.id) return { ok: false, reason: 'forbidden' };
    await db.delete(groupAnnotations).where(eq(groupAnnotations.id, target.annotationId));
    return { ok: true };
  }
  const found = await replyFor(db, person, target.replyId);
  if (!found) return { ok: false, reason: 'not-found' };
  if (found.userId !== person.id) return { ok: false, reason: 'forbidden' };
  await db.delete(groupReplies).where(eq(groupReplies.id, target.replyId));
  return { ok: true };
}

/** Moderators hide an annotation or a reply with a reason its author sees, and restore it. */
export async function moderate(
  db: Db,
  person: Person,
  target: { annotationId: string } | { replyId: number },
  action: { hide: string } | { restore: true },
): Promise<{ ok: true } | { ok: false; reason: ThreadRefusal }> {
  const found = 'annotationId' in target ? await annotationFor(db, person, target.annotationId) : await replyFor(db, person, target.replyId);
  if (!found) return { ok: false, reason: 'not-found' };
  if (!canModerate(found.role)) return { ok: false, reason: 'forbidden' };
  let change: { hiddenAt: Date | null; hiddenReason: string | null; hiddenBy: string | null; updatedAt: Date };
  if ('hide' in action) {
    const reason = plainComment(action.hide, REASON_MAX);
    if (reason === null) return { ok: false, reason: 'invalid' };
    change = { hiddenAt: new Date(), hiddenReason: reason, hiddenBy: person.id, updatedAt: new Date() };
  } else change = { hiddenAt: null, hiddenReason: null, hiddenBy: null, updatedAt: new Date() };
  if ('annotationId' in target) await db.update(groupAnnotations).set(change).where(eq(groupAnnotations.id, target.annotationId));
  else await db.update(groupReplies).set(change).where(eq(groupReplies.id, target.replyId));
  // Hiding answers the reports on what was hidden.
  if ('hide' in action) {
    const on = 'annotationId' in target ? eq(groupReports.annotationId, target.annotationId) : eq(groupReports.replyId, target.replyId);
    await db
      .update(groupReports)
      .set({ resolvedAt: new Date() })
      .where(and(on, isNull(groupReports.resolvedAt)));
  }
  return { ok: true };
}

/**
 * A moderator answers a report: by hiding what was reported (with a reason its author sees), or
 * by dismissing it (the words stay as they are). Either way the report is closed.
 */
export async function resolveReport(
  db: Db,
  person: Person,
  groupId: number,
  reportId: number,
  action: { hide: string } | { dismiss: true },
): Promise<{ ok: true } | { ok: false; reason: ThreadRefusal }> {
  if (!canModerate(await roleIn(db, groupId, person.id))) return { ok: false, reason: 'forbidden' };
  const [found] = await db
    .select({ annotationId: groupReports.annotationId, replyId: groupReports.replyId })
    .from(groupReports)
    .where(and(eq(groupReports.id, reportId), eq(groupReports.groupId, groupId), isNull(groupReports.resolvedAt)));
  if (!found) return { ok: false, reason: 'not-found' };
  if ('hide' in action) {
    const target = found.annotationId !== null ? { annotationId: found.annotationId } : { replyId: found.replyId! };
    return moderate(db, person, target, { hide: action.hide });
  }
  await db.update(groupReports).set({ resolvedAt: new Date() }).where(eq(groupReports.id, reportId));
  return { ok: true };
}

/** Any member reports an annotation or a reply to the group's moderators. */
export async function report(
  db: Db,
  person: Person,
  target: { annotationId: string } | { replyId: number },
  reason: string,
): Promise<{ ok: true } | { ok: false; reason: ThreadRefusal }> {
  const found = 'annotationId' in target ? await annotationFor(db, person, target.annotationId) : await replyFor(db, person, target.replyId);
  if (!found) return { ok: false, reason: 'not-found' };
  const text = plainComment(reason, REASON_MAX);
  if (text === null) return { ok: false, reason: 'invalid' };
  await db.insert(groupReports).values({
    groupId: found.groupId,
    annotationId: 'annotationId' in target ? target.annotationId : null,
    replyId: 'replyId' in target ? target.replyId : null,
    reporterId: person.id,
    reason: text,
  });
  return { ok: true };
}

/** The open reports of a group, for its moderators: why, and the words reported with where they are. */
export async function openReports(db: Db, person: Person, groupId: number) {
  const role = await roleIn(db, groupId, person.id);
  if (!canModerate(role)) return null;
  const rows = await db
    .select({
      id: groupReports.id,
      reason: groupReports.reason,
      createdAt: groupReports.createdAt,
      annotationId: groupReports.annotationId,
      replyId: groupReports.replyId,
      replyBody: groupReplies.body,
      replyHidden: groupReplies.hiddenAt,
      // A reported reply is shown in its annotation's place.
      noteId: sql<string>`coalesce(${groupReports.annotationId}, ${groupReplies.annotationId})`,
    })
    .from(groupReports)
    .leftJoin(groupReplies, eq(groupReplies.id, groupReports.replyId))
    .where(and(eq(groupReports.groupId, groupId), isNull(groupReports.resolvedAt)))
    .orderBy(asc(groupReports.createdAt), asc(groupReports.id))
    .limit(200);
  const notes = rows.length
    ? await db
        .select({
          id: groupAnnotations.id,
          comment: groupAnnotations.comment,
          quote: sql<string>`${groupAnnotations.selector}->'quote'->>'exact'`,
          chapter: groupAnnotations.chapter,
          publicationId: groupAnnotations.publicationId,
          slug: publications.slug,
          hiddenAt: groupAnnotations.hiddenAt,
        })
        .from(groupAnnotations)
        .innerJoin(publications, eq(publications.id, groupAnnotations.publicationId))
        .where(inArray(groupAnnotations.id, [...new Set(rows.map((row) => row.noteId))]))
    : [];
  // The rule of the chapter's page: a moderator who may no longer read a work sees nothing said on it.
  const readable = await readableWorks(
    db,
    person,
    notes.map((note) => note.publicationId),
  );
  return rows.flatMap((row) => {
    const note = notes.find((n) => n.id === row.noteId);
    if (!note || !seesAnnotations({ role, mayReadWork: readable.has(note.publicationId) })) return [];
    return [
      {
        id: row.id,
        reason: row.reason,
        createdAt: row.createdAt,
        target: row.replyId === null ? { annotationId: note.id } : { replyId: row.replyId },
        words: row.replyId === null ? note.comment : (row.replyBody ?? ''),
        quote: note.quote,
        hidden: Boolean(row.replyId === null ? note.hiddenAt : row.replyHidden),
        place: { slug: note.slug, chapter: note.chapter, annotationId: note.id },
      },
    ];
  });
}
