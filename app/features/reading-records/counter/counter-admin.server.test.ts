/** /admin/counter's customer form answers the one FormState (decision 0044): a new key once, a revoked key, a refused name. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { counterCustomers } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { action } from '#app/routes/admin/counter.tsx';
import { formRequest, sessionUser, signedInArgs, unwrap } from '#app/test/route-args.ts';

let database: TestDatabase;
const admin = sessionUser('admin-1', { roles: ['user', 'admin'] });
const post = (fields: Record<string, string>) => action(signedInArgs(formRequest('/admin/counter', fields), {}, admin)).then((answer) => unwrap(answer));

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
});
afterAll(() => database.dispose());

describe('/admin/counter customers', () => {
  it('creates a customer and shows its key once, then revokes it', async () => {
    const made = await post({ intent: 'add-customer', name: 'Biblioteca Central' });
    expect(made).toMatchObject({
      status: 200,
      body: { form: 'counter-customers', ok: true, message: 'created', result: { customerId: expect.stringMatching(/^ipe-/) } },
    });
    const { customerId } = (made.body as { result: { customerId: string } }).result;
    expect(await database.db.select().from(counterCustomers)).toHaveLength(1);
    expect(await post({ intent: 'revoke', customerId })).toMatchObject({ status: 200, body: { ok: true, message: 'revokedDone' } });
    const unknown = await post({ intent: 'revoke', customerId: 'ipe-nobody' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).not.toHaveProperty('ok');
  });

  it('refuses an empty name under its field, keeping what was typed', async () => {
    const { status, body } = await post({ intent: 'add-customer', name: ' ' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ form: 'counter-customers', errors: { name: expect.any(String) }, values: { name: ' ' } });
    expect(body).not.toHaveProperty('message');
  });
});
