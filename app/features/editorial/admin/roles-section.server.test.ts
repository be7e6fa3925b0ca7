import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { createAccount, createJournal } from '../test-support.ts';
import { isRolesPost, rolesSection, submitRolesForm } from './roles-section.server.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const post = (workId: number, fields: Record<string, string>) =>
  new Request(`http://localhost/admin/catalog/${workId}?section=editors`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

it('grants and revokes by e-mail on a journal’s page, keeping what was typed when refused', async () => {
  const journal = await createJournal(database.db, 'revista-roles');
  const admin = await createAccount(database.db, { role: 'user,admin' });
  await createAccount(database.db, { name: 'Lia', email: 'lia@ipe.test' });
  expect(isRolesPost(post(journal, {}))).toBe(true);
  expect(await submitRolesForm(database.db, admin, journal, post(journal, { intent: 'grant', email: 'lia@ipe.test', role: 'editor' }))).toEqual({
    kind: 'redirect',
    to: `/admin/catalog/${journal}?done=roleGranted#editors`,
  });
  const section = await rolesSection(database.db, journal, 'http://localhost/admin/catalog/1?done=roleGranted');
  expect(section).toMatchObject({ done: 'roleGranted', roles: ['editor', 'assistant-editor'], members: [{ email: 'lia@ipe.test', role: 'editor' }] });

  const unknown = await submitRolesForm(database.db, admin, journal, post(journal, { intent: 'grant', email: 'ghost@ipe.test', role: 'editor' }));
  expect(unknown).toMatchObject({
    kind: 'state',
    status: 400,
    state: { form: 'editorial-roles', values: { email: 'ghost@ipe.test', role: 'editor' }, errors: { email: 'noAccount' } },
  });
  const bad = await submitRolesForm(database.db, admin, journal, post(journal, { intent: 'grant', email: 'x', role: 'series-editor' }));
  expect(bad).toMatchObject({ state: { errors: { email: 'emailInvalid', role: 'roleInvalid' } } });

  expect(await submitRolesForm(database.db, admin, journal, post(journal, { intent: 'revoke', email: 'lia@ipe.test', role: 'editor' }))).toMatchObject({
    kind: 'redirect',
    to: `/admin/catalog/${journal}?done=roleRevoked#editors`,
  });
  expect((await rolesSection(database.db, journal, 'http://localhost/'))?.members).toEqual([]);
});
