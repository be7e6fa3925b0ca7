import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publications, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { localStorage, type FileStorage } from '#app/lib/storage/storage.server.ts';
import { importEpub } from '../import-epub.server.ts';
import { editionDone, isEditionUpload, loadEditionSection, submitEditionUpload } from './admin.server.ts';
import { makeEpub } from './test-epub.ts';

let database: TestDatabase;
let uploads: string;
let bookId: number;
let journalId: number;
let files: FileStorage;

beforeAll(async () => {
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'ipe-edition-'));
  files = localStorage(uploads);
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: 'admin-1', name: 'Clara', email: 'clara@example.com', role: 'user,admin' });
  bookId = (await importEpub(database.db, makeEpub({ title: 'Edited Book' }), { slug: 'edited-book', files })).publicationId;
  [{ id: journalId }] = (await database.db
    .insert(publications)
    .values({ type: 'journal', slug: 'a-journal', titlePt: 'Revista' })
    .returning({ id: publications.id })) as [{ id: number }];
});
afterAll(async () => {
  await database.dispose();
  await fs.rm(uploads, { recursive: true, force: true });
});

function upload(workId: number, file: Uint8Array | null, { intent = 'import-epub', query = '?intent=import-epub' } = {}) {
  const form = new FormData();
  form.set('intent', intent);
  if (file) form.set('epub', new File([new Uint8Array(file)], 'book.epub', { type: 'application/epub+zip' }));
  return new Request(`http://localhost/admin/catalog/${workId}${query}`, { method: 'POST', body: form });
}

describe('the admin EPUB upload', () => {
  it('is told apart from the work form by the intent in its address', () => {
    expect(isEditionUpload(upload(bookId, null))).toBe(true);
    expect(isEditionUpload(upload(bookId, null, { query: '' }))).toBe(false);
  });

  it('imports a new edition and reports it in the redirect', async () => {
    const outcome = await submitEditionUpload(database.db, 'admin-1', bookId, upload(bookId, makeEpub({ title: 'Edited Book' })), files);
    expect(outcome).toEqual({ kind: 'redirect', to: `/admin/catalog/${bookId}?epub=2-0-0#reader-edition` });
    expect(editionDone(`http://localhost${(outcome as { to: string }).to}`)).toEqual({ version: 2, reattached: 0, orphaned: 0 });
    const section = await loadEditionSection(database.db, bookId);
    expect(section?.edition).toMatchObject({ version: 2, chapters: 2, title: 'Edited Book' });
  });

  it('answers 400 with the EpubError for a broken file, and saves nothing', async () => {
    const outcome = await submitEditionUpload(database.db, 'admin-1', bookId, upload(bookId, makeEpub({ files: { 'OEBPS/two.xhtml': null } })), files);
    expect(outcome).toMatchObject({
      kind: 'state',
      status: 400,
      state: { form: 'reader-edition', message: 'error.spine-item-missing', params: { detail: 'OEBPS/two.xhtml' } },
    });
    expect((await loadEditionSection(database.db, bookId))?.edition?.version).toBe(2);
    expect(await submitEditionUpload(database.db, 'admin-1', bookId, upload(bookId, null), files)).toMatchObject({
      status: 400,
      state: { message: 'error.file-missing' },
    });
    expect(await submitEditionUpload(database.db, 'admin-1', bookId, upload(bookId, makeEpub(), { intent: 'save' }), files)).toMatchObject({
      status: 400,
      state: { message: 'error.request' },
    });
  });

  it('is for books only', async () => {
    await expect(submitEditionUpload(database.db, 'admin-1', journalId, upload(journalId, makeEpub()), files)).rejects.toMatchObject({ code: 'not-found' });
    expect(await loadEditionSection(database.db, journalId)).toBeNull();
  });

  it('reads only well-formed reports from the address', () => {
    expect(editionDone('http://localhost/admin/catalog/1?epub=3-10-2')).toEqual({ version: 3, reattached: 10, orphaned: 2 });
    expect(editionDone('http://localhost/admin/catalog/1?epub=x')).toBeNull();
    expect(editionDone('http://localhost/admin/catalog/1')).toBeNull();
  });
});
