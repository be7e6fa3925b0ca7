import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { auditLog, publicationAuthors, publications, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { action as workAction, loader as workLoader } from '#app/routes/admin/catalog/work.tsx';
import { loader as userLoader } from '#app/routes/admin/user.tsx';
import { unwrap } from '#app/test/route-args.ts';
import type { AuthorsFormState } from './authors.server.ts';
import { createAdmin, form, postArgs, removeTemporaryDataDir, thrownRedirect, useTemporaryDataDir } from './test-support.ts';

const dataDir = useTemporaryDataDir();
let database: TestDatabase;
let admin: string;
let bookId: number;
let journalId: number;
const ana = randomUUID();
const bruno = randomUUID();

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  admin = await createAdmin(database.db);
  await database.db.insert(users).values([
    { id: ana, name: 'Ana', lastName: 'Souza', email: 'ana.souza@example.com', role: 'user', emailVerified: true },
    { id: bruno, name: 'Bruno', lastName: 'Lima', email: 'bruno@example.org', role: 'user,author', emailVerified: true },
  ]);
  const rows = await database.db
    .insert(publications)
    .values([
      { type: 'book', slug: 'servicos-em-movimento', titlePt: 'Serviços em Movimento', titleEn: 'Services in Motion', status: 'published' },
      { type: 'journal', slug: 'revista-de-testes', titlePt: 'Revista de Testes', status: 'draft' },
    ])
    .returning({ id: publications.id });
  [bookId, journalId] = rows.map((r) => r.id) as [number, number];
});
afterAll(async () => {
  await database.dispose();
  removeTemporaryDataDir(dataDir);
});

type Roles = ('user' | 'author' | 'admin')[];

/** A url-encoded POST, as the author section's forms send it (with or without JavaScript). */
function authorsPost(pathname: string, fields: Record<string, string>, roles: Roles = ['user', 'admin'], userId = admin) {
  const request = new Request(`http://localhost:3000${pathname}`, { method: 'POST', body: new URLSearchParams(fields) });
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: 'test', ip: '203.0.113.9' });
  context.set(sessionContext, {
    sessionId: 's',
    token: 't',
    user: {
      id: userId,
      name: 'Clara',
      lastName: 'Editora',
      email: 'c@ipe.test',
      emailVerified: true,
      image: null,
      phone: null,
      locale: 'pt',
      roles,
      twoFactorEnabled: false,
    },
  });
  const id = /\/admin\/catalog\/(\d+)/.exec(pathname)?.[1];
  return { request, params: id ? { id } : {}, context, url: new URL(request.url), pattern: '', unstable_pattern: '' } as never;
}

const getArgs = (pathname: string, params: Record<string, string>) => {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: 'test', ip: '203.0.113.9' });
  context.set(sessionContext, {
    sessionId: 's',
    token: 't',
    user: {
      id: admin,
      name: 'Clara',
      lastName: 'Editora',
      email: 'c@ipe.test',
      emailVerified: true,
      image: null,
      phone: null,
      locale: 'pt',
      roles: ['user', 'admin'],
      twoFactorEnabled: false,
    },
  });
  const request = new Request(`http://localhost:3000${pathname}`);
  return { request, params, context, url: new URL(request.url), pattern: '', unstable_pattern: '' } as never;
};

const links = async (workId: number) =>
  (await database.db.select({ userId: publicationAuthors.userId }).from(publicationAuthors).where(eq(publicationAuthors.publicationId, workId))).map(
    (r) => r.userId,
  );
const roleOf = async (id: string) => (await database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
/** The status of what the action threw (a data() answer: 403, 404). */
async function thrownStatus(run: () => Promise<unknown>): Promise<number | 'no-throw'> {
  try {
    await run();
    return 'no-throw';
  } catch (error) {
    return unwrap(error).status;
  }
}
const refusal = async (pathname: string, fields: Record<string, string>) => unwrap<AuthorsFormState>(await workAction(authorsPost(pathname, fields)));

describe('linking an author account to a work', () => {
  it('links the account by its e-mail (any case), gives it the author role and writes both audit entries', async () => {
    const outcome = await thrownRedirect(() =>
      workAction(authorsPost(`/admin/catalog/${bookId}`, { intent: 'link-author', authorEmail: '  Ana.Souza@Example.com ' })),
    );
    expect(outcome).toEqual({ status: 302, location: `/admin/catalog/${bookId}?done=authorLinkedWithRole#authors` });
    expect(await links(bookId)).toEqual([ana]);
    expect(await roleOf(ana)).toBe('user,author');
    const onUser = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, ana)));
    expect(onUser).toMatchObject([{ actorId: admin, action: 'user.roles', details: { from: 'user', to: 'user,author' } }]);
    const onWork = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'publication'), eq(auditLog.targetId, String(bookId))));
    expect(onWork).toMatchObject([{ actorId: admin, action: 'author.link', details: { userId: ana, email: 'ana.souza@example.com', roleGiven: true } }]);
  });

  it('leaves the roles of an account that is already an author alone, and answers in the page language', async () => {
    const outcome = await thrownRedirect(() =>
      workAction(authorsPost(`/en/admin/catalog/${bookId}`, { intent: 'link-author', authorEmail: 'bruno@example.org' })),
    );
    expect(outcome).toEqual({ status: 302, location: `/en/admin/catalog/${bookId}?done=authorLinked#authors` });
    expect(await roleOf(bruno)).toBe('user,author');
    expect(await database.db.select().from(auditLog).where(eq(auditLog.targetId, bruno))).toHaveLength(0);
    expect((await links(bookId)).sort()).toEqual([ana, bruno].sort());
  });

  it('refuses an unknown e-mail, a malformed one and an account already linked, with the field message and what was typed', async () => {
    const unknown = await refusal(`/admin/catalog/${bookId}`, { intent: 'link-author', authorEmail: 'ninguem@example.com' });
    expect(unknown).toMatchObject({
      status: 400,
      body: { form: 'authors', values: { authorEmail: 'ninguem@example.com' }, errors: { authorEmail: 'authorUnknown' } },
    });
    const malformed = await refusal(`/admin/catalog/${bookId}`, { intent: 'link-author', authorEmail: 'ana.souza' });
    expect(malformed).toMatchObject({ status: 400, body: { values: { authorEmail: 'ana.souza' }, errors: { authorEmail: 'authorEmailInvalid' } } });
    const empty = await refusal(`/admin/catalog/${bookId}`, { intent: 'link-author', authorEmail: ' ' });
    expect(empty).toMatchObject({ status: 400, body: { errors: { authorEmail: 'authorEmailRequired' } } });
    const duplicate = await refusal(`/admin/catalog/${bookId}`, { intent: 'link-author', authorEmail: 'ANA.SOUZA@example.com' });
    expect(duplicate).toMatchObject({
      status: 400,
      body: { values: { authorEmail: 'ANA.SOUZA@example.com' }, errors: { authorEmail: 'authorAlreadyLinked' } },
    });
    const odd = await refusal(`/admin/catalog/${bookId}`, { intent: 'save' });
    expect(odd).toMatchObject({ status: 400, body: { message: 'requestRefused' } });
    expect((await links(bookId)).sort()).toEqual([ana, bruno].sort());
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, 'author.link'));
    expect(entries).toHaveLength(2);
  });

  it('answers 404 for a work that does not exist and 403 for someone who is not an admin', async () => {
    expect(await thrownStatus(() => workAction(authorsPost('/admin/catalog/999999', { intent: 'link-author', authorEmail: 'bruno@example.org' })))).toBe(404);
    expect(
      await thrownStatus(() =>
        workAction(authorsPost(`/admin/catalog/${journalId}`, { intent: 'link-author', authorEmail: 'bruno@example.org' }, ['user', 'author'], bruno)),
      ),
    ).toBe(403);
    expect(await links(journalId)).toEqual([]);
  });

  it('shows the linked accounts on the work page and the linked works on the user page', async () => {
    const work = (await workLoader(getArgs(`/admin/catalog/${bookId}?done=authorLinked`, { id: String(bookId) }))) as {
      authors: { email: string }[];
      authorsDone: string | null;
      done: string | null;
    };
    expect(work.authors.map((a) => a.email)).toEqual(['ana.souza@example.com', 'bruno@example.org']);
    expect(work.authorsDone).toBe('authorLinked');
    expect(work.done).toBeNull();
    const user = (await userLoader(getArgs(`/en/admin/users/${ana}`, { id: ana }))) as { works: { id: number; title: string; status: string }[] };
    expect(user.works).toEqual([{ id: bookId, type: 'book', status: 'published', title: 'Services in Motion' }]);
  });
});

describe('unlinking', () => {
  it('removes the link and keeps the author role, with an audit entry', async () => {
    const outcome = await thrownRedirect(() => workAction(authorsPost(`/admin/catalog/${bookId}`, { intent: 'unlink-author', userId: ana })));
    expect(outcome).toEqual({ status: 302, location: `/admin/catalog/${bookId}?done=authorUnlinked#authors` });
    expect(await links(bookId)).toEqual([bruno]);
    expect(await roleOf(ana)).toBe('user,author');
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'author.unlink'));
    expect(entry).toMatchObject({
      actorId: admin,
      targetType: 'publication',
      targetId: String(bookId),
      details: { userId: ana, email: 'ana.souza@example.com' },
    });
  });

  it('answers 404 for an account that is not linked (again, or to another work) or an id that is no account id', async () => {
    for (const userId of [ana, 'not an id!']) {
      expect(await thrownStatus(() => workAction(authorsPost(`/admin/catalog/${bookId}`, { intent: 'unlink-author', userId })))).toBe(404);
    }
    expect(await thrownStatus(() => workAction(authorsPost(`/admin/catalog/${journalId}`, { intent: 'unlink-author', userId: bruno })))).toBe(404);
    expect(await links(bookId)).toEqual([bruno]);
  });

  it('leaves the work form alone: a multipart post on the same page is still the work form', async () => {
    const { status, body } = unwrap<{ errors: Record<string, string> }>(
      await workAction(
        postArgs(
          `/admin/catalog/${bookId}`,
          form({ intent: 'save', titlePt: '', titleEn: '' }),
          { id: String(bookId) },
          { userId: admin, roles: ['user', 'admin'] },
        ),
      ),
    );
    expect(status).toBe(400);
    expect(body.errors).not.toHaveProperty('authorEmail');
    expect(Object.keys(body.errors).length).toBeGreaterThan(0);
  });
});
