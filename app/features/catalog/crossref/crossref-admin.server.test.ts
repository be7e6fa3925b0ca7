import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { action, loader } from '#app/routes/admin/crossref.tsx';
import { loader as fileLoader } from '#app/routes/admin/crossref-file.ts';
import { formRequest, sessionUser, signedInArgs, unwrap } from '#app/test/route-args.ts';
import { insertMetadataFixtures } from '../metadata-test-fixtures.ts';

let database: TestDatabase;
const admin = sessionUser('admin-1', { roles: ['user', 'admin'] });
const reader = sessionUser('reader-1');
const post = (fields: Record<string, string>, user = admin) => action(signedInArgs(formRequest('/admin/crossref', fields), {}, user)).then(unwrap);
const page = async () => (await loader(signedInArgs(new Request('http://localhost:3000/admin/crossref'), {}, admin))) as Awaited<ReturnType<typeof loader>>;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  await insertMetadataFixtures(database.db);
});
afterAll(() => database.dispose());
afterEach(() => {
  delete process.env.CROSSREF_USERNAME;
  delete process.env.CROSSREF_PASSWORD;
});

describe('/admin/crossref', () => {
  it('is for administrators only, the page and the files', async () => {
    await expect(loader(signedInArgs(new Request('http://localhost:3000/admin/crossref'), {}, reader))).rejects.toMatchObject({ status: 403 });
    await expect(post({ intent: 'prefix', prefix: '10.99999' }, reader)).rejects.toMatchObject({ status: 403 });
    await expect(fileLoader(signedInArgs(new Request('http://localhost:3000/admin/crossref/file/books'), { kind: 'books' }, reader))).rejects.toMatchObject({
      status: 403,
    });
    const visitor = await loader(signedInArgs(new Request('http://localhost:3000/admin/crossref'), {}, null)).catch((r: Response) => r);
    expect((visitor as Response).status).toBe(302);
  });

  it('without a prefix it asks for one; a bad prefix is refused with the field’s message and kept', async () => {
    expect(await page()).toMatchObject({ prefix: null, items: 0, kinds: [], canDeposit: false, deposits: [] });
    expect(await post({ intent: 'prefix', prefix: '' })).toMatchObject({
      status: 400,
      body: { form: 'crossref', errors: { prefix: 'prefixRequired' }, values: { prefix: '' } },
    });
    expect(await post({ intent: 'prefix', prefix: '10.12' })).toMatchObject({
      status: 400,
      body: { form: 'crossref', errors: { prefix: 'prefixInvalid' }, values: { prefix: '10.12' } },
    });
    expect(await post({ intent: 'deposit' })).toMatchObject({ status: 409, body: { form: 'crossref', message: 'noCredentials' } });
    expect(await post({ intent: 'other' })).toMatchObject({ status: 400, body: { form: 'crossref', message: 'noPrefix' } });
  });

  it('with the prefix it counts what is under it and offers one file per kind; a deposit without credentials is refused', async () => {
    expect(await post({ intent: 'prefix', prefix: ' 10.99999 ' })).toMatchObject({ status: 200, body: { form: 'crossref', ok: true, message: 'prefixSaved' } });
    expect(await page()).toMatchObject({ prefix: '10.99999', items: 3, kinds: ['books', 'journals'] });
    const file = (await fileLoader(signedInArgs(new Request('http://localhost:3000/admin/crossref/file/journals'), { kind: 'journals' }, admin))) as Response;
    expect(file.headers.get('Content-Disposition')).toMatch(/^attachment; filename="ipe-\d{8}-[0-9a-f]{8}-journals\.xml"$/);
    expect(await file.text()).toContain('<doi>10.99999/rds.v3n2.45</doi>');
    await expect(
      fileLoader(signedInArgs(new Request('http://localhost:3000/admin/crossref/file/conferences'), { kind: 'conferences' }, admin)),
    ).rejects.toMatchObject({ status: 404 });
    await expect(fileLoader(signedInArgs(new Request('http://localhost:3000/admin/crossref/file/etc'), { kind: 'etc' }, admin))).rejects.toMatchObject({
      status: 404,
    });
  });

  it('with credentials the page offers the deposit (the post itself is tested with Crossref’s answers in crossref.server.test.ts)', async () => {
    process.env.CROSSREF_USERNAME = 'ipe';
    process.env.CROSSREF_PASSWORD = 's3cret';
    expect((await page()).canDeposit).toBe(true);
  });
});
