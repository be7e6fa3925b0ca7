import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, postArgs, thrownRedirect } from './test-support.ts';
import { createAccount, createCollection, createOpenCall } from '#app/features/editorial/test-support.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { publications, scopedRoles } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { action as collectionAction, loader as collectionLoader } from '#app/routes/admin/catalog/collection.tsx';
import { loader as listLoader } from '#app/routes/admin/catalog/collections.tsx';
import { sessionUser, signedInArgs, thrownStatus, unwrap } from '#app/test/route-args.ts';
import { collectionForAdmin, listCollectionsForAdmin } from './collections.server.ts';

let database: TestDatabase;
let admin: string;
let reader: string;
let collection: number;
let other: number;
beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  admin = await createAccount(database.db, { name: 'Clara', role: 'user,admin', email: 'clara@ipe.test' });
  reader = await createAccount(database.db, { name: 'Rita', email: 'rita@ipe.test' });
  await createAccount(database.db, { name: 'Sara', email: 'sara@ipe.test' });
  collection = await createCollection(database.db, 'fundamentos');
  other = await createCollection(database.db, 'outra');
  await database.db.insert(publications).values([
    { type: 'book', slug: 'livro-um', titlePt: 'Livro um', titleEn: 'Book one', status: 'published', publishedOn: '2024-05-01', collectionId: collection },
    { type: 'book', slug: 'livro-dois', titlePt: 'Livro dois', status: 'draft', collectionId: collection },
    { type: 'book', slug: 'livro-de-outra', titlePt: 'De outra', status: 'published', collectionId: other },
  ]);
  await createOpenCall(database.db, 'chamada-fundamentos', collection);
});
afterAll(() => database.dispose());

const admins = () => ({ userId: admin, roles: ['user' as const, 'admin' as const] });
const getArgs = (path: string, params: Record<string, string>, session: { userId: string; roles: ('user' | 'admin')[] } | null = admins()) =>
  signedInArgs(new Request(`http://localhost:3000${path}`), params, session && sessionUser(session.userId, { roles: session.roles }));
const failure = (run: () => Promise<unknown>) =>
  Promise.resolve()
    .then(run)
    .then(
      () => 'no-throw',
      (error: unknown) => error,
    );

describe('a book collection’s admin page', () => {
  it('lists the collections with their works, and one collection’s works (drafts too) in the page’s language', async () => {
    expect(await listCollectionsForAdmin(database.db, 'pt')).toEqual([
      { id: collection, slug: 'fundamentos', name: 'Coleção fundamentos', works: 2 },
      { id: other, slug: 'outra', name: 'Coleção outra', works: 1 },
    ]);
    const page = await collectionForAdmin(database.db, collection, 'en');
    expect(page).toMatchObject({ slug: 'fundamentos', name: 'fundamentos collection' });
    expect(page!.works.map((w) => [w.title, w.status])).toEqual([
      ['Book one', 'published'],
      // No English title: the Portuguese one.
      ['Livro dois', 'draft'],
    ]);
    expect(await collectionForAdmin(database.db, 999_999, 'pt')).toBeNull();
  });

  it('gives and takes away a series editor of the collection, with its calls listed; staff only, 404 for no collection', async () => {
    const asAdmin = admins();
    const page = await collectionLoader(getArgs(`/admin/catalog/collections/${collection}`, { id: String(collection) }));
    expect(page.calls.map((c) => c.title)).toEqual(['Chamada']);
    expect(page.editors).toMatchObject({ scopeKind: 'collection', roles: ['series-editor'], settings: null, members: [] });

    const grant = form({ intent: 'grant', email: 'sara@ipe.test', role: 'series-editor' });
    expect(
      await thrownRedirect(() =>
        collectionAction(postArgs(`/admin/catalog/collections/${collection}?section=editors`, grant, { id: String(collection) }, asAdmin)),
      ),
    ).toEqual({
      status: 302,
      location: `/admin/catalog/collections/${collection}?done=roleGranted#editors`,
    });
    const rows = await database.db.select({ role: scopedRoles.role, kind: scopedRoles.scopeKind, id: scopedRoles.scopeId }).from(scopedRoles);
    expect(rows).toEqual([{ role: 'series-editor', kind: 'collection', id: collection }]);
    // An editor of a journal is no role of a collection; a collection has no review settings of its own.
    const wrong = form({ intent: 'grant', email: 'sara@ipe.test', role: 'editor' });
    const refused = unwrap<{ errors: Record<string, string> }>(
      await collectionAction(postArgs(`/admin/catalog/collections/${collection}?section=editors`, wrong, { id: String(collection) }, asAdmin)),
    );
    expect(refused).toMatchObject({ status: 400, body: { errors: { role: 'roleInvalid' } } });
    const settings = form({ intent: 'settings', blindness: 'single', responseDays: '7', reviewDays: '30' });
    expect(
      unwrap(await collectionAction(postArgs(`/admin/catalog/collections/${collection}?section=editors`, settings, { id: String(collection) }, asAdmin))),
    ).toMatchObject({ status: 400 });

    const revoke = form({ intent: 'revoke', email: 'sara@ipe.test', role: 'series-editor' });
    expect(
      await thrownRedirect(() =>
        collectionAction(postArgs(`/en/admin/catalog/collections/${collection}?section=editors`, revoke, { id: String(collection) }, asAdmin)),
      ),
    ).toMatchObject({ location: `/en/admin/catalog/collections/${collection}?done=roleRevoked#editors` });
    expect(await database.db.select().from(scopedRoles)).toEqual([]);

    // Not staff: refused before anything is read or changed; no such collection: 404.
    const asReader = { userId: reader, roles: ['user' as const] };
    expect(thrownStatus(await failure(() => collectionLoader(getArgs(`/admin/catalog/collections/${collection}`, { id: String(collection) }, asReader))))).toBe(
      403,
    );
    expect(thrownStatus(await failure(() => listLoader(getArgs('/admin/catalog/collections', {}, asReader))))).toBe(403);
    expect(
      thrownStatus(
        await failure(() =>
          collectionAction(postArgs(`/admin/catalog/collections/${collection}?section=editors`, grant, { id: String(collection) }, asReader)),
        ),
      ),
    ).toBe(403);
    expect(await database.db.select().from(scopedRoles)).toEqual([]);
    for (const id of ['abc', '0', '999999']) {
      expect(thrownStatus(await failure(() => collectionLoader(getArgs(`/admin/catalog/collections/${id}`, { id })))), id).toBe(404);
      expect(
        thrownStatus(await failure(() => collectionAction(postArgs(`/admin/catalog/collections/${id}?section=editors`, grant, { id }, asAdmin)))),
        id,
      ).toBe(404);
    }
    const list = (await listLoader(getArgs('/en/admin/catalog/collections', {}))) as { title: string; collections: unknown[] };
    expect(list).toMatchObject({ title: 'Collections' });
    expect(list.collections).toHaveLength(2);
  });
});
