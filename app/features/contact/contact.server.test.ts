import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { contactMessages, jobs, rateLimits } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { action } from '#app/routes/contact.tsx';
import { formRequest, routeArgs, unwrap } from '#app/test/route-args.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
});
afterAll(() => database.dispose());
beforeEach(async () => {
  await database.db.delete(contactMessages);
  await database.db.delete(jobs);
  await database.db.delete(rateLimits);
});

const valid = { name: ' Ana ', surname: 'Souza', email: 'ana@example.com', phone: '(11) 98765-4321', message: 'Olá!' };

describe('contact action', () => {
  it('stores the message and queues one mail to the staff, in the same transaction', async () => {
    const { status, body } = unwrap(await action(routeArgs(formRequest('/en/contact', valid))));
    expect(status).toBe(200);
    expect(body).toMatchObject({ form: 'contact', ok: true, message: 'success', errors: {} });
    const rows = await database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ana', surname: 'Souza', locale: 'en' });
    const queued = await database.db.select().from(jobs);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.type).toBe('mail.send');
    expect(queued[0]!.payload).toMatchObject({ replyTo: 'ana@example.com', subject: '[Contato] Ana Souza' });
  });

  it('answers 400 with a message key per field and the typed values; saves nothing', async () => {
    const { status, body } = unwrap<{ errors: Record<string, string>; values: Record<string, string> }>(
      await action(routeArgs(formRequest('/contact', { ...valid, surname: '', email: 'nope', phone: '12' }))),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({ surname: 'surnameRequired', email: 'emailInvalid', phone: 'phoneInvalid' });
    expect(body.values.message).toBe('Olá!');
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('treats a missing field like an empty one (no 500 on a hand-made request)', async () => {
    const { status, body } = unwrap<{ errors: Record<string, string> }>(await action(routeArgs(formRequest('/contact', {}))));
    expect(status).toBe(400);
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'message', 'name', 'phone', 'surname']);
  });

  it('pretends success to bots that fill the honeypot, storing nothing', async () => {
    const { body } = unwrap(await action(routeArgs(formRequest('/contact', { ...valid, website: 'spam' }))));
    expect(body).toMatchObject({ form: 'contact', ok: true, message: 'success', errors: {} });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('refuses the sixth message in ten minutes from one address with 429 and keeps what was typed', async () => {
    for (let i = 0; i < 5; i++) expect(unwrap(await action(routeArgs(formRequest('/contact', valid)))).status).toBe(200);
    const answer = await action(routeArgs(formRequest('/contact', valid)));
    expect((answer as unknown as { init: { headers: Record<string, string> } }).init.headers['Retry-After']).toMatch(/^\d+$/);
    const refused = unwrap<{ message: string; values: Record<string, string>; params: { minutes: number } }>(answer);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('tooMany');
    expect(refused.body.values.email).toBe('ana@example.com');
    expect(refused.body.params.minutes).toBe(10);
    // Another address is not affected.
    expect(unwrap(await action(routeArgs(formRequest('/contact', valid), {}, '198.51.100.1'))).status).toBe(200);
  });
});
