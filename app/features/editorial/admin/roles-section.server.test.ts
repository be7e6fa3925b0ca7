import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { createAccount, createJournal, createOpenCall } from '../test-support.ts';
import { callRolesSection, isRolesPost, rolesSection, submitRolesForm } from './roles-section.server.ts';

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
  expect(
    await submitRolesForm(database.db, admin, { kind: 'journal', id: journal }, post(journal, { intent: 'grant', email: 'lia@ipe.test', role: 'editor' })),
  ).toEqual({
    kind: 'redirect',
    to: `/admin/catalog/${journal}?done=roleGranted#editors`,
  });
  const section = await rolesSection(database.db, journal, 'http://localhost/admin/catalog/1?done=roleGranted');
  expect(section).toMatchObject({ done: 'roleGranted', roles: ['editor', 'assistant-editor'], members: [{ email: 'lia@ipe.test', role: 'editor' }] });

  const unknown = await submitRolesForm(
    database.db,
    admin,
    { kind: 'journal', id: journal },
    post(journal, { intent: 'grant', email: 'ghost@ipe.test', role: 'editor' }),
  );
  expect(unknown).toMatchObject({
    kind: 'state',
    status: 400,
    state: { form: 'editorial-roles', values: { email: 'ghost@ipe.test', role: 'editor' }, errors: { email: 'noAccount' } },
  });
  const bad = await submitRolesForm(
    database.db,
    admin,
    { kind: 'journal', id: journal },
    post(journal, { intent: 'grant', email: 'x', role: 'series-editor' }),
  );
  expect(bad).toMatchObject({ state: { errors: { email: 'emailInvalid', role: 'roleInvalid' } } });

  expect(
    await submitRolesForm(database.db, admin, { kind: 'journal', id: journal }, post(journal, { intent: 'revoke', email: 'lia@ipe.test', role: 'editor' })),
  ).toMatchObject({
    kind: 'redirect',
    to: `/admin/catalog/${journal}?done=roleRevoked#editors`,
  });
  expect((await rolesSection(database.db, journal, 'http://localhost/'))?.members).toEqual([]);
});

it('gives an open call its series editors and its way of review, with the range under each field when refused', async () => {
  const call = await createOpenCall(database.db, 'chamada-cidades');
  const admin = await createAccount(database.db, { role: 'user,admin' });
  await createAccount(database.db, { name: 'Sara', email: 'sara@ipe.test' });
  const scope = { kind: 'open-call' as const, id: call };
  const callPost = (fields: Record<string, string>) =>
    new Request(`http://localhost/admin/open-calls/${call}?section=editors`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  expect(await submitRolesForm(database.db, admin, scope, callPost({ intent: 'grant', email: 'sara@ipe.test', role: 'editor' }))).toMatchObject({
    state: { errors: { role: 'roleInvalid' } },
  });
  expect(await submitRolesForm(database.db, admin, scope, callPost({ intent: 'grant', email: 'sara@ipe.test', role: 'series-editor' }))).toEqual({
    kind: 'redirect',
    to: `/admin/open-calls/${call}?done=roleGranted#editors`,
  });
  expect(await callRolesSection(database.db, call, 'http://localhost/')).toMatchObject({
    scopeKind: 'open-call',
    roles: ['series-editor'],
    members: [{ email: 'sara@ipe.test', role: 'series-editor' }],
    settings: { blindness: 'double', responseDays: 7, reviewDays: 30 },
  });

  const refusedSettings = await submitRolesForm(
    database.db,
    admin,
    scope,
    callPost({ intent: 'settings', blindness: 'open', responseDays: '0', reviewDays: '365' }),
  );
  expect(refusedSettings).toMatchObject({
    kind: 'state',
    status: 400,
    state: {
      values: { blindness: 'open', responseDays: '0', reviewDays: '365' },
      errors: { blindness: 'blindnessInvalid', responseDays: 'responseDaysRange', reviewDays: 'reviewDaysRange' },
    },
  });
  expect(await submitRolesForm(database.db, admin, scope, callPost({ intent: 'settings', blindness: 'single', responseDays: '10', reviewDays: '45' }))).toEqual(
    {
      kind: 'redirect',
      to: `/admin/open-calls/${call}?done=settingsSaved#editors`,
    },
  );
  expect(await callRolesSection(database.db, call, 'http://localhost/?done=settingsSaved')).toMatchObject({
    done: 'settingsSaved',
    settings: { blindness: 'single', responseDays: 10, reviewDays: 45 },
  });
  // A journal's settings are its own.
  const journal = await createJournal(database.db, 'revista-outra');
  expect((await rolesSection(database.db, journal, 'http://localhost/'))?.settings).toEqual({ blindness: 'double', responseDays: 7, reviewDays: 30 });
});
