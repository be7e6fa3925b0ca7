import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { roleCommand } from './role-command.server.ts';
import { heldRoles } from './roles.server.ts';
import { createAccount, createCollection, createJournal, createOpenCall } from './test-support.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

it('grants and revokes a role by e-mail, role and slug, and says what is wrong otherwise', async () => {
  const journal = await createJournal(database.db, 'cadernos-de-estudos');
  await createOpenCall(database.db, 'colecao-x');
  const user = await createAccount(database.db, { email: 'rita@ipe.test' });
  expect(await roleCommand(database.db, 'grant', ['rita@ipe.test', 'assistant-editor', 'cadernos-de-estudos'])).toBe(
    'rita@ipe.test is now assistant-editor of the journal cadernos-de-estudos.',
  );
  expect(await roleCommand(database.db, 'grant', ['rita@ipe.test', 'assistant-editor', 'cadernos-de-estudos'])).toMatch(/was already/);
  expect(await heldRoles(database.db, user)).toEqual([{ role: 'assistant-editor', scopeKind: 'journal', scopeId: journal }]);
  await expect(roleCommand(database.db, 'grant', ['rita@ipe.test', 'editor'])).rejects.toThrow(/Usage/);
  await expect(roleCommand(database.db, 'grant', ['rita@ipe.test', 'chief', 'cadernos-de-estudos'])).rejects.toThrow(/Unknown role/);
  await expect(roleCommand(database.db, 'grant', ['rita@ipe.test', 'editor', 'nenhuma'])).rejects.toThrow(/No journal, open call or collection/);
  await expect(roleCommand(database.db, 'grant', ['nobody@ipe.test', 'editor', 'cadernos-de-estudos'])).rejects.toThrow(/No account/);
  await expect(roleCommand(database.db, 'grant', ['rita@ipe.test', 'editor', 'colecao-x'])).rejects.toThrow(/not a role of the open call/);
  expect(await roleCommand(database.db, 'revoke', ['rita@ipe.test', 'assistant-editor', 'cadernos-de-estudos'])).toMatch(/no longer/);
  expect(await roleCommand(database.db, 'revoke', ['rita@ipe.test', 'assistant-editor', 'cadernos-de-estudos'])).toMatch(/was not/);
  expect(await heldRoles(database.db, user)).toEqual([]);
});

it('makes and unmakes the series editor of a book collection by its slug', async () => {
  const collection = await createCollection(database.db, 'fundamentos-de-algo');
  const user = await createAccount(database.db, { email: 'sergio@ipe.test' });
  expect(await roleCommand(database.db, 'grant', ['sergio@ipe.test', 'series-editor', 'fundamentos-de-algo'])).toBe(
    'sergio@ipe.test is now series-editor of the collection fundamentos-de-algo.',
  );
  expect(await heldRoles(database.db, user)).toEqual([{ role: 'series-editor', scopeKind: 'collection', scopeId: collection }]);
  await expect(roleCommand(database.db, 'grant', ['sergio@ipe.test', 'editor', 'fundamentos-de-algo'])).rejects.toThrow(/not a role of the collection/);
  expect(await roleCommand(database.db, 'revoke', ['sergio@ipe.test', 'series-editor', 'fundamentos-de-algo'])).toBe(
    'sergio@ipe.test is no longer series-editor of the collection fundamentos-de-algo.',
  );
  expect(await heldRoles(database.db, user)).toEqual([]);
});
