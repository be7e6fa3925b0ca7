import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { listUsers, parseFilters, setUserDisabled, updateUserByAdmin } from './users.server.ts';

let database: TestDatabase;
const ids = { admin: randomUUID(), ana: randomUUID(), bruno: randomUUID() };

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values([
    { id: ids.admin, name: 'Clara', lastName: 'Admin', email: 'clara@ipe.test', role: 'user,admin', emailVerified: true },
    { id: ids.ana, name: 'Ana', lastName: 'Souza', email: 'ana@example.com', role: 'user,author', emailVerified: true },
    { id: ids.bruno, name: 'Bruno', lastName: 'Lima', email: 'bruno@example.org', role: 'user' },
  ]);
  await database.db.insert(sessions).values({ id: randomUUID(), token: randomUUID(), userId: ids.ana, expiresAt: new Date(Date.now() + 3600_000) });
});
afterAll(() => database.dispose());

const filters = (query: string) => parseFilters(new URLSearchParams(query));

describe('admin user list', () => {
  it('searches any part of the name or e-mail, case-insensitively', async () => {
    expect((await listUsers(database.db, filters('q=SOUZA'))).users.map((u) => u.email)).toEqual(['ana@example.com']);
    expect((await listUsers(database.db, filters('q=example'))).total).toBe(2);
    expect((await listUsers(database.db, filters('q=%25'))).total).toBe(0); // % is text, not a wildcard
  });

  it('filters by role and status, and ignores unknown filter values', async () => {
    expect((await listUsers(database.db, filters('role=author'))).users.map((u) => u.name)).toEqual(['Ana']);
    expect((await listUsers(database.db, filters('status=unverified'))).users.map((u) => u.name)).toEqual(['Bruno']);
    expect((await listUsers(database.db, filters('role=root&page=-4'))).total).toBe(3);
    expect(filters('page=abc').page).toBe(1);
  });
});

describe('admin changes', () => {
  it('records who changed what in the audit log', async () => {
    expect(await updateUserByAdmin(database.db, ids.admin, ids.bruno, { name: 'Bruno', lastName: 'Lima', roles: ['author'] })).toBeNull();
    const [bruno] = await database.db.select().from(users).where(eq(users.id, ids.bruno));
    expect(bruno!.role).toBe('user,author');
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, ids.bruno));
    expect(entry).toMatchObject({ actorId: ids.admin, action: 'user.roles', details: { from: 'user', to: 'user,author' } });
  });

  it('disabling ends every session of the account; an admin cannot disable or demote themself', async () => {
    expect(await setUserDisabled(database.db, ids.admin, ids.ana, true)).toBeNull();
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, ids.ana))).toHaveLength(0);
    expect(await setUserDisabled(database.db, ids.admin, ids.admin, true)).toBe('cannot-disable-self');
    expect(await updateUserByAdmin(database.db, ids.admin, ids.admin, { name: 'Clara', lastName: 'Admin', roles: [] })).toBe('cannot-demote-self');
    expect(await setUserDisabled(database.db, ids.admin, 'nobody', true)).toBe('not-found');
  });
});
