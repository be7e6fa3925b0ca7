/**
 * Author accounts linked to works (publication_authors): the admin links an account by its
 * e-mail (giving it the author role when it lacks it) or unlinks it, on the work's page; the
 * user page lists an account's works.
 */
import { and, asc, eq } from 'drizzle-orm';
import { pick } from '#app/lib/localized.ts';
import { type Locale } from '#app/i18n/locales.ts';
import { parseRoles, serializeRoles } from '#app/lib/auth/roles.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { publicationAuthors, publications, users } from '#app/lib/db/schema.ts';
import { parseForm } from '#app/lib/forms.ts';
import type { AuthorsKey } from './authors-messages.ts';
import { accountId, linkAuthorSchema } from './authors.schema.ts';
import { audit } from './changes.server.ts';
import type { FieldErrors } from '#app/lib/form-values.ts';
import { tryReadFormData } from '#app/lib/request-body.server.ts';
import { recordAudit } from '#app/lib/audit.server.ts';
import { updateUser } from '#app/lib/auth/users.server.ts';
import { notFound } from '#app/lib/app-error.ts';
import { redirectTo, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import { AUTHORS_FORM } from './outcome.ts';

export interface WorkAuthor {
  id: string;
  name: string;
  lastName: string;
  email: string;
}

export async function listWorkAuthors(db: Db, workId: number): Promise<WorkAuthor[]> {
  return db
    .select({ id: users.id, name: users.name, lastName: users.lastName, email: users.email })
    .from(publicationAuthors)
    .innerJoin(users, eq(users.id, publicationAuthors.userId))
    .where(eq(publicationAuthors.publicationId, workId))
    .orderBy(asc(users.name), asc(users.lastName), asc(users.id));
}

export interface AuthorWork {
  id: number;
  type: 'book' | 'journal' | 'proceedings';
  status: 'draft' | 'published';
  title: string;
}

/** The works linked to an account, by title in the page's language. */
export async function listAuthorWorks(db: Db, userId: string, locale: Locale): Promise<AuthorWork[]> {
  const rows = await db
    .select({ id: publications.id, type: publications.type, status: publications.status, titlePt: publications.titlePt, titleEn: publications.titleEn })
    .from(publicationAuthors)
    .innerJoin(publications, eq(publications.id, publicationAuthors.publicationId))
    .where(eq(publicationAuthors.userId, userId));
  return rows
    .map((row) => ({ id: row.id, type: row.type, status: row.status, title: pick(row, 'title', locale) }))
    .sort((a, b) => a.title.localeCompare(b.title, locale) || a.id - b.id);
}

export type LinkResult = { ok: true; roleGiven: boolean } | { ok: false; errors: FieldErrors } | { ok: false; notFound: true };

/**
 * Links the account with this (lower-case) e-mail to the work, in one transaction with the
 * author role (when the account lacks it) and the audit entries: the link on the work, the
 * role change on the account (as the user admin writes it).
 */
export async function linkAuthor(db: Db, actorId: string, workId: number, email: string): Promise<LinkResult> {
  return db.transaction(async (tx): Promise<LinkResult> => {
    // Locks keep the work from being deleted and the roles from being edited meanwhile.
    const [work] = await tx.select({ id: publications.id }).from(publications).where(eq(publications.id, workId)).for('share');
    if (!work) return { ok: false, notFound: true };
    const [account] = await tx.select({ id: users.id, email: users.email, role: users.role }).from(users).where(eq(users.email, email)).for('update');
    if (!account) return { ok: false, errors: { authorEmail: 'authorUnknown' } };
    const linked = await tx
      .insert(publicationAuthors)
      .values({ publicationId: workId, userId: account.id })
      .onConflictDoNothing()
      .returning({ userId: publicationAuthors.userId });
    if (!linked.length) return { ok: false, errors: { authorEmail: 'authorAlreadyLinked' } };
    const roles = parseRoles(account.role);
    const roleGiven = !roles.includes('author');
    if (roleGiven) {
      const to = serializeRoles([...roles, 'author']);
      await updateUser(tx, account.id, { role: to });
      await recordAudit(tx, { actorId, action: 'user.roles', targetType: 'user', targetId: account.id, details: { from: account.role, to } });
    }
    await audit(tx, actorId, 'author.link', 'publication', workId, { userId: account.id, email: account.email, roleGiven });
    return { ok: true, roleGiven };
  });
}

/** Unlinks an account from a work; the author role stays (other works may still be linked). False: it was not linked. */
export async function unlinkAuthor(db: Db, actorId: string, workId: number, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(publicationAuthors)
      .where(and(eq(publicationAuthors.publicationId, workId), eq(publicationAuthors.userId, userId)))
      .returning({ userId: publicationAuthors.userId });
    if (!removed) return false;
    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    await audit(tx, actorId, 'author.unlink', 'publication', workId, { userId, email: account?.email ?? null });
    return true;
  });
}

/** What the author forms answer when refused (400 / 413), shown in the section beside the field. */
export type AuthorsFormState = FormState<AuthorsKey, typeof AUTHORS_FORM>;

const missing = (): never => {
  throw notFound();
};

export type AuthorsOutcome = Outcome<AuthorsKey, typeof AUTHORS_FORM>;

/** Shown in the section after a change, carried by `?done=` with the #authors anchor. */
const AUTHORS_DONE = ['authorLinked', 'authorLinkedWithRole', 'authorUnlinked'] as const satisfies readonly AuthorsKey[];
export type AuthorsDone = (typeof AUTHORS_DONE)[number];

export function authorsDoneMessage(url: string): AuthorsDone | null {
  const done = new URL(url).searchParams.get('done') ?? '';
  return (AUTHORS_DONE as readonly string[]).includes(done) ? (done as AuthorsDone) : null;
}

/**
 * The author forms are the work page's only url-encoded posts: every other form there is
 * multipart (uploads, row buttons), so the route can send each post to its handler unread.
 */
export function isAuthorsPost(request: Request): boolean {
  return (request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
}

const MAX_POST_BYTES = 16 * 1024;

const refusedState = (status: number, authorEmail: string, errors: FieldErrors, message?: AuthorsKey): AuthorsOutcome => ({
  kind: 'state',
  status,
  state: { form: AUTHORS_FORM, values: { authorEmail }, errors, message, revision: Date.now() },
});

/** The section's posts: link-author (authorEmail) and unlink-author (userId). */
export async function submitAuthorsForm(db: Db, actorId: string, workId: number, request: Request): Promise<AuthorsOutcome> {
  const read = await tryReadFormData(request, { bodyBytes: MAX_POST_BYTES });
  if (!read.ok) return refusedState(read.status, '', {}, 'requestRefused');
  const formData = read.formData;
  const intent = String(formData.get('intent') ?? '');
  const done = (message: AuthorsDone): AuthorsOutcome => redirectTo(`/admin/catalog/${workId}?done=${message}#authors`);
  if (intent === 'link-author') {
    const parsed = parseForm(linkAuthorSchema, formData);
    if (!parsed.ok) return refusedState(400, parsed.values.authorEmail ?? '', parsed.errors);
    const linked = await linkAuthor(db, actorId, workId, parsed.data.authorEmail);
    if (linked.ok) return done(linked.roleGiven ? 'authorLinkedWithRole' : 'authorLinked');
    if ('notFound' in linked) throw notFound();
    return refusedState(400, parsed.values.authorEmail ?? '', linked.errors);
  }
  if (intent === 'unlink-author') {
    const userId = accountId.safeParse(String(formData.get('userId') ?? ''));
    return userId.success && (await unlinkAuthor(db, actorId, workId, userId.data)) ? done('authorUnlinked') : missing();
  }
  return refusedState(400, '', {}, 'requestRefused');
}
