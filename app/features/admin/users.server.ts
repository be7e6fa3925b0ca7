/** The admin's view of accounts: search, filters, pagination, changes with an audit trail. */
import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { auth } from '#app/lib/auth/auth.server.ts';
import { parseRoles, serializeRoles, type Role } from '#app/lib/auth/roles.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { containsPattern, pageParam, searchParam } from '#app/lib/list-filters.ts';
import { COUNT_CAP, PAGE_SIZE } from './user-list-limits.ts';
import { auditLog, publications, sessions, users } from '#app/lib/db/schema.ts';
import { recordAudit } from '#app/lib/audit.server.ts';
import { endSessions, updateUser } from '#app/lib/auth/users.server.ts';

export interface UserFilters {
  q: string;
  role: Role | '';
  status: 'active' | 'disabled' | 'unverified' | '';
  page: number;
}

export function parseFilters(search: URLSearchParams): UserFilters {
  const role = search.get('role');
  const status = search.get('status');
  return {
    q: searchParam(search),
    role: role === 'user' || role === 'author' || role === 'admin' ? role : '',
    status: status === 'active' || status === 'disabled' || status === 'unverified' ? status : '',
    page: pageParam(search),
  };
}

function where(filters: UserFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.q) {
    // Trigram-indexed: fast for any part of the name or e-mail, also at 100,000 users.
    conditions.push(sql`lower(${users.name} || ' ' || ${users.lastName} || ' ' || ${users.email}) like ${containsPattern(filters.q)}`);
  }
  if (filters.role) conditions.push(sql`string_to_array(${users.role}, ',') @> array[${filters.role}]::text[]`);
  if (filters.status === 'disabled') conditions.push(eq(users.banned, true));
  if (filters.status === 'active') conditions.push(eq(users.banned, false));
  if (filters.status === 'unverified') conditions.push(eq(users.emailVerified, false));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listUsers(db: Db, filters: UserFilters) {
  const condition = where(filters);
  const capped = db
    .select({ one: sql`1` })
    .from(users)
    .where(condition)
    .limit(COUNT_CAP + 1)
    .as('capped');
  const [counted] = await db.select({ n: count() }).from(capped);
  const matches = counted?.n ?? 0;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      banned: users.banned,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(condition)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(PAGE_SIZE)
    .offset((filters.page - 1) * PAGE_SIZE);
  return {
    /** Null when there are more than COUNT_CAP matches. */
    total: matches > COUNT_CAP ? null : matches,
    /** Null when the count was capped: the list then pages on while pages are full. */
    pages: matches > COUNT_CAP ? null : Math.max(1, Math.ceil(matches / PAGE_SIZE)),
    hasNext: rows.length === PAGE_SIZE && (matches > COUNT_CAP || filters.page * PAGE_SIZE < matches),
    users: rows.map((row) => ({ ...row, roles: parseRoles(row.role), createdAt: row.createdAt.toISOString() })),
  };
}

/** The dashboard's counts about accounts and works (the route adds orders and submissions). */
export async function dashboardCounts(db: Db, now = new Date()) {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
  const [all] = await db.select({ n: count() }).from(users);
  const [recent] = await db.select({ n: count() }).from(users).where(gte(users.createdAt, weekAgo));
  const [disabled] = await db.select({ n: count() }).from(users).where(eq(users.banned, true));
  const works = await db.select({ status: publications.status, n: count() }).from(publications).groupBy(publications.status);
  const worksIn = (status: 'draft' | 'published') => works.find((row) => row.status === status)?.n ?? 0;
  return {
    users: all?.n ?? 0,
    newThisWeek: recent?.n ?? 0,
    disabled: disabled?.n ?? 0,
    publishedWorks: worksIn('published'),
    draftWorks: worksIn('draft'),
  };
}

export async function getUserDetail(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) return null;
  const activeSessions = await db
    .select({ id: sessions.id, userAgent: sessions.userAgent, ipAddress: sessions.ipAddress, createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.userId, id), gte(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt));
  const actor = sql<string | null>`(select ${users.name} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${auditLog.actorId})`;
  const history = await db
    .select({ id: auditLog.id, action: auditLog.action, details: auditLog.details, createdAt: auditLog.createdAt, actor })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, id)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(100);
  return {
    user: {
      id: user.id,
      name: user.name,
      lastName: user.lastName,
      email: user.email,
      emailVerified: user.emailVerified,
      roles: parseRoles(user.role),
      banned: user.banned,
      createdAt: user.createdAt.toISOString(),
    },
    sessions: activeSessions.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
    history: history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })),
  };
}

async function audit(db: Db, actorId: string, action: string, targetId: string, details: Record<string, unknown> = {}) {
  await recordAudit(db, { actorId, action, targetType: 'user', targetId, details });
}

export type AdminChangeError = 'not-found' | 'cannot-disable-self' | 'cannot-demote-self';

export async function updateUserByAdmin(
  db: Db,
  actorId: string,
  id: string,
  input: { name: string; lastName: string; roles: string[] },
): Promise<AdminChangeError | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) return 'not-found';
    const roles = serializeRoles(input.roles);
    if (id === actorId && !parseRoles(roles).includes('admin')) return 'cannot-demote-self';
    if (before.name !== input.name || before.lastName !== input.lastName) {
      await updateUser(tx, id, { name: input.name, lastName: input.lastName });
      await audit(tx, actorId, 'user.profile', id, {
        from: { name: before.name, lastName: before.lastName },
        to: { name: input.name, lastName: input.lastName },
      });
    }
    if (serializeRoles(parseRoles(before.role)) !== roles) {
      await updateUser(tx, id, { role: roles });
      await audit(tx, actorId, 'user.roles', id, { from: before.role, to: roles });
    }
    return null;
  });
}

/** A disabled account is signed out everywhere at once and cannot sign in again. */
export async function setUserDisabled(db: Db, actorId: string, id: string, disabled: boolean): Promise<AdminChangeError | null> {
  if (disabled && id === actorId) return 'cannot-disable-self';
  return db.transaction(async (tx) => {
    if (!(await updateUser(tx, id, { banned: disabled }))) return 'not-found';
    if (disabled) await endSessions(tx, id);
    await audit(tx, actorId, disabled ? 'user.disable' : 'user.enable', id);
    return null;
  });
}

export async function sendPasswordResetByAdmin(db: Db, actorId: string, id: string): Promise<AdminChangeError | null> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
  if (!user) return 'not-found';
  await auth().api.requestPasswordReset({ body: { email: user.email } });
  await audit(db, actorId, 'user.password-reset', id);
  return null;
}
