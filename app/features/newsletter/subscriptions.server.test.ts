import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { jobs, newsletterSubscriptions, rateLimits } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { action as subscribeAction } from '#app/routes/newsletter/subscribe.tsx';
import { formRequest, routeArgs, unwrap } from '#app/test/route-args.ts';
import { CONFIRM_MAILS, CONFIRM_TTL_MS, confirmSubscription, isPendingConfirmToken, subscribeToNewsletter, unsubscribe } from './subscriptions.server.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
});
afterAll(() => database.dispose());
beforeEach(async () => {
  await database.db.delete(newsletterSubscriptions);
  await database.db.delete(jobs);
  await database.db.delete(rateLimits);
});

/** The confirmation token from the queued mail's text. */
async function mailedToken(): Promise<string> {
  const [job] = await database.db.select().from(jobs).orderBy(jobs.id);
  return /\/newsletter\/confirm\/([\w-]+)/.exec((job!.payload as { text: string }).text)![1]!;
}

describe('newsletter double opt-in', () => {
  it('a new address is pending until the mailed link is confirmed', async () => {
    expect(await subscribeToNewsletter(database.db, 'leitora@example.com', 'pt')).toBe('confirmation-sent');
    const [row] = await database.db.select().from(newsletterSubscriptions);
    expect(row!.status).toBe('pending');
    const token = await mailedToken();
    expect(row!.confirmTokenHash).not.toContain(token); // only a hash is stored
    expect(await isPendingConfirmToken(database.db, token)).toBe(true);
    expect(await confirmSubscription(database.db, token)).toBe('confirmed');
    expect(await confirmSubscription(database.db, token)).toBe('invalid'); // single use
    expect(await subscribeToNewsletter(database.db, 'leitora@example.com', 'pt')).toBe('already-subscribed');
  });

  it('the mail carries the unsubscribe link and the one-click headers', async () => {
    await subscribeToNewsletter(database.db, 'reader@example.com', 'en');
    const [job] = await database.db.select().from(jobs);
    const mail = job!.payload as { subject: string; text: string; headers: Record<string, string> };
    expect(mail.subject).toBe('Confirm your subscription to Editora Ipê’s newsletter');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/en\/newsletter\/confirm\//);
    expect(mail.headers['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/en\/newsletter\/unsubscribe\/[\w-]+>$/);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const [row] = await database.db.select().from(newsletterSubscriptions);
    expect(await unsubscribe(database.db, row!.unsubscribeToken)).toBe('unsubscribed');
    expect(await unsubscribe(database.db, 'not-a-token')).toBe('invalid');
  });

  it('an expired link does not confirm', async () => {
    const old = new Date(Date.now() - CONFIRM_TTL_MS - 1000);
    await subscribeToNewsletter(database.db, 'late@example.com', 'pt', old);
    expect(await confirmSubscription(database.db, await mailedToken())).toBe('invalid');
  });

  it('asking again within a minute does not mail again; later it does', async () => {
    const start = new Date();
    await subscribeToNewsletter(database.db, 'twice@example.com', 'pt', start);
    await subscribeToNewsletter(database.db, 'twice@example.com', 'pt', new Date(start.getTime() + 30_000));
    expect(await database.db.select().from(jobs)).toHaveLength(1);
    await subscribeToNewsletter(database.db, 'twice@example.com', 'pt', new Date(start.getTime() + 61_000));
    expect(await database.db.select().from(jobs)).toHaveLength(2);
  });

  it('asking again and again through a day mails one address a few times at most, with the same answer', async () => {
    const start = new Date();
    for (let i = 0; i < 6; i++)
      expect(await subscribeToNewsletter(database.db, 'alvo@example.com', 'pt', new Date(start.getTime() + i * 61_000))).toBe('confirmation-sent');
    expect(await database.db.select().from(jobs)).toHaveLength(CONFIRM_MAILS.limit);
  });

  it('five requests at once for one address make one subscription and one mail', async () => {
    await Promise.all(Array.from({ length: 5 }, () => subscribeToNewsletter(database.db, 'race@example.com', 'pt')));
    expect(await database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'race@example.com'))).toHaveLength(1);
    expect(await database.db.select().from(jobs)).toHaveLength(1);
  });

  it('an unsubscribed address can subscribe again through a new confirmation', async () => {
    await subscribeToNewsletter(database.db, 'back@example.com', 'pt');
    const [row] = await database.db.select().from(newsletterSubscriptions);
    await unsubscribe(database.db, row!.unsubscribeToken);
    expect(await subscribeToNewsletter(database.db, 'back@example.com', 'pt')).toBe('confirmation-sent');
    const [again] = await database.db.select().from(newsletterSubscriptions);
    expect(again!.status).toBe('pending');
  });
});

describe('subscribe action', () => {
  it('normalises the address, answers 409 when already subscribed, 400 on a bad address', async () => {
    const first = unwrap(await subscribeAction(routeArgs(formRequest('/newsletter', { email: '  Leitor@Example.COM ' }))));
    expect(first.body).toMatchObject({ form: 'newsletter', ok: true, message: 'confirmationSent', params: { email: 'leitor@example.com' } });
    await confirmSubscription(database.db, await mailedToken());
    const again = unwrap(await subscribeAction(routeArgs(formRequest('/newsletter', { email: 'leitor@example.com' }))));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'alreadySubscribed', values: { email: 'leitor@example.com' } });
    expect(again.body).not.toHaveProperty('ok');
    const bad = unwrap(await subscribeAction(routeArgs(formRequest('/en/newsletter', { email: 'leitor@' }))));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ form: 'newsletter', errors: { email: 'emailInvalid' }, values: { email: 'leitor@' } });
    expect(bad.body).not.toHaveProperty('message');
  });
});
