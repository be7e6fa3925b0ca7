/**
 * Who may do what in a reading group, as plain rules (issue 39). The server applies them on every
 * read and write; the pages only show what these allow.
 */
export type GroupRole = 'owner' | 'moderator' | 'member';
export type GroupPrivacy = 'private' | 'public';

export const GROUP_NAME_MAX = 120;
export const GROUP_DESCRIPTION_MAX = 2000;
export const COMMENT_MAX = 2000;
/** A group reads together: a handful of works, not a library. */
export const GROUP_WORKS_MAX = 10;
export const GROUP_MEMBERS_MAX = 500;
/** Groups one person is in (joined or started; a course's group counts too). */
export const GROUPS_PER_PERSON_MAX = 50;
/** Notes, replies and edits one person sends in ten minutes: a lively seminar, not a script. */
export const GROUP_POSTS_LIMIT = { limit: 60, windowSeconds: 600 };
/** Reports one person sends in an hour. */
export const GROUP_REPORTS_LIMIT = { limit: 20, windowSeconds: 3600 };
/** Groups one person starts in a day. */
export const GROUPS_STARTED_LIMIT = { limit: 10, windowSeconds: 86_400 };

/** Owners add and remove members, name moderators, rotate the invitation, close or delete the group. */
export const canManage = (role: GroupRole | null) => role === 'owner';

/** Owners and moderators hide and restore annotations and replies, and read reports. */
export const canModerate = (role: GroupRole | null) => role === 'owner' || role === 'moderator';

/**
 * Whether someone learns that a group exists at all: its members; and, for a public group, anyone
 * who may read one of its works. A private group is invisible to everyone else.
 */
export function seesGroup(facts: { role: GroupRole | null; privacy: GroupPrivacy; mayReadAWork: boolean }): boolean {
  return facts.role !== null || (facts.privacy === 'public' && facts.mayReadAWork);
}

/** A member sees a group's annotations on a work only while they may read that work. */
export function seesAnnotations(facts: { role: GroupRole | null; mayReadWork: boolean }): boolean {
  return facts.role !== null && facts.mayReadWork;
}

export type JoinRefusal = 'closed' | 'already' | 'bad-code' | 'cannot-read' | 'full' | 'too-many';

/**
 * Joining: a private group by its current invitation code only; a public one by anyone who may
 * read one of its works. Nobody joins a closed or full group.
 */
export function joinRefusal(facts: {
  closed: boolean;
  role: GroupRole | null;
  privacy: GroupPrivacy;
  codeMatches: boolean;
  mayReadAWork: boolean;
  members: number;
  groupsOfPerson: number;
}): JoinRefusal | null {
  if (facts.role !== null) return 'already';
  if (facts.closed) return 'closed';
  if (facts.privacy === 'private' && !facts.codeMatches) return 'bad-code';
  if (!facts.mayReadAWork) return 'cannot-read';
  if (facts.members >= GROUP_MEMBERS_MAX) return 'full';
  if (facts.groupsOfPerson >= GROUPS_PER_PERSON_MAX) return 'too-many';
  return null;
}

/** The last owner cannot leave: they close or delete the group, or make someone else owner first. */
export const mayLeave = (role: GroupRole, owners: number) => role !== 'owner' || owners > 1;

/**
 * What a viewer is shown of a hidden annotation or reply: moderators and its author see it with
 * the reason (the author learns why); other members see only that something was hidden.
 */
export function hiddenView(
  item: { authorId: string | null; hiddenReason: string | null },
  viewer: { id: string; role: GroupRole | null },
): 'shown' | 'with-reason' | 'placeholder' {
  if (item.hiddenReason === null) return 'shown';
  if (canModerate(viewer.role) || (item.authorId !== null && item.authorId === viewer.id)) return 'with-reason';
  return 'placeholder';
}

/** A comment or reply as kept: plain text, line breaks kept, other control characters dropped, trimmed; null when empty or too long. */
export function plainComment(text: string, max = COMMENT_MAX): string | null {
  const clean = text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '')
    .trim();
  if (!clean || clean.length > max) return null;
  return clean;
}

/**
 * How a reader asked to see a chapter's shared annotations, from its address: which groups
 * (?shown=1&group=3; null when they did not choose: all of them; at most GROUPS_PER_PERSON_MAX ids
 * are read), and every thread (?notes=all) or the first ones.
 */
export function sharedView(params: URLSearchParams): { shown: number[] | null; all: boolean } {
  const shown = params.has('shown')
    ? params
        .getAll('group')
        .slice(0, GROUPS_PER_PERSON_MAX)
        .filter((value) => /^[1-9]\d{0,9}$/.test(value))
        .map(Number)
    : null;
  return { shown, all: params.get('notes') === 'all' };
}

/** The query that asks for the same view again (the chapter's refresh, "show all"). */
export function sharedQuery(view: { shown: number[] | null; all: boolean }): string {
  const params = new URLSearchParams(view.shown === null ? [] : [['shown', '1'], ...view.shown.map((id) => ['group', String(id)])]);
  if (view.all) params.set('notes', 'all');
  return params.size ? `?${params}` : '';
}
