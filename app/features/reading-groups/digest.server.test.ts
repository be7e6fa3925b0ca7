/** The daily mail of replies: who gets it, what it says, in which language, once, and how it stops. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements, groupDigests, jobs, publications, readerChapters, readerEditions, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { DIGEST_EVERY_MS, digestWanted, isDigestToken, sendGroupDigests, setDigest, stopDigest } from './digest.server.ts';
import { moderate, reply, shareAnnotation } from './group-annotations.server.ts';
import { createGroup, joinGroup, leaveGroup, type Person } from './groups.server.ts';

let database: TestDatabase;
const person = (): Person => ({ id: randomUUID(), roles: ['user'] });
const [ana, bia, caio] = [person(), person(), person()];
const selector = { quote: { exact: 'uma frase citada', prefix: '', suffix: '' }, position: { start: 0, end: 16 } };
const later = (days: number) => new Date(Date.now() + days * DIGEST_EVERY_MS + 60_000);
type MailPayload = { to: string; subject: string; text: string; headers: Record<string, string> };
const mails = async () =>
  (await database.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.type, 'mail.send'))).map((row) => row.payload as MailPayload);

/** A work's one chapter, c1, which the notes quote. */
async function insertChapter(publicationId: number) {
  const [edition] = await database.db
    .insert(readerEditions)
    .values({ publicationId, version: 1, current: true, sourceFile: 'e1.epub', title: 'Obra', language: 'pt', assetsPrefix: `${publicationId}-e1/` })
    .returning({ id: readerEditions.id });
  await database.db
    .insert(readerChapters)
    .values({ editionId: edition!.id, position: 0, slug: 'c1', title: 'Um', html: '<p></p>', text: 'uma frase citada no capítulo.\n', words: 5 });
}

let groupId = 0;
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db.insert(users).values([
    { id: ana.id, name: 'Ana', lastName: 'Autora', email: 'ana@example.com', role: 'user', emailVerified: true, locale: 'en' },
    { id: bia.id, name: 'Bia', lastName: 'Leitora', email: 'bia@example.com', role: 'user', emailVerified: true },
    { id: caio.id, name: 'Caio', lastName: 'Leitor', email: 'caio@example.com', role: 'user', emailVerified: true },
  ]);
  const [work] = await db
    .insert(publications)
    .values({ type: 'book', slug: 'obra-aberta', status: 'published', titlePt: 'Obra aberta', titleEn: 'Open work', openAccess: true })
    .returning({ id: publications.id });
  await insertChapter(work!.id);
  const made = await createGroup(db, ana, { name: 'Seminário', description: '', privacy: 'private', publicationIds: [work!.id] });
  if (!made.ok) throw new Error(made.reason);
  groupId = made.id;
  for (const member of [bia, caio]) await joinGroup(db, member, groupId, made.inviteCode);
  await shareAnnotation(db, ana, { id: 'digest-note-1', groupId, publicationId: work!.id, chapter: 'c1', selector, comment: 'O que acham?' });
});
afterAll(() => database.dispose());

describe('the daily digest of replies', () => {
  it('is asked for, mails the replies of others once a day in the account’s language, and stops from its link', async () => {
    const db = database.db;
    await reply(db, bia, 'digest-note-1', 'Antes do pedido');
    await setDigest(db, ana, true);
    await setDigest(db, ana, true);
    expect(await digestWanted(db, ana.id)).toBe(true);
    await reply(db, bia, 'digest-note-1', 'Concordo com a leitura.');
    await reply(db, ana, 'digest-note-1', 'Minha própria resposta');
    const hidden = await reply(db, caio, 'digest-note-1', 'Algo que a moderação ocultou');
    await moderate(db, ana, { replyId: hidden.ok ? hidden.id : 0 }, { hide: 'Fora do tema' });

    // Not a day yet: nothing.
    expect(await sendGroupDigests(db, new Date())).toBe(0);
    expect(await sendGroupDigests(db, later(1))).toBe(1);
    const [mail] = await mails();
    expect(mail).toMatchObject({ to: 'ana@example.com', subject: 'A reply to your notes in reading groups' });
    expect(mail!.text).toContain('Bia Leitora replied to your note on “uma frase citada” in Open work (group Seminário): “Concordo com a leitura.”');
    expect(mail!.text).toContain('/en/book/obra-aberta/read/c1#shared-digest-note-1');
    for (const absent of ['Antes do pedido', 'Minha própria resposta', 'Algo que a moderação ocultou']) expect(mail!.text).not.toContain(absent);
    const [{ token } = { token: '' }] = await db.select({ token: groupDigests.token }).from(groupDigests).where(eq(groupDigests.userId, ana.id));
    expect(mail!.headers['List-Unsubscribe']).toMatch(new RegExp(`^<https?://[^>]+/en/groups/digest/stop/${token}>$`));
    expect(mail!.text).toContain(`/en/groups/digest/stop/${token}`);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The same day again, or another server at the same moment: no second mail.
    expect(await sendGroupDigests(db, later(1))).toBe(0);
    // A day with no replies sends nothing.
    expect(await sendGroupDigests(db, later(2))).toBe(0);
    expect(await mails()).toHaveLength(1);

    expect(await isDigestToken(db, token)).toBe(true);
    expect(await stopDigest(db, 'not-a-token-at-all-000')).toBe(false);
    expect(await stopDigest(db, token)).toBe(true);
    expect(await isDigestToken(db, token)).toBe(false);
    expect(await digestWanted(db, ana.id)).toBe(false);
  });

  it('leaves out the groups a person left', async () => {
    const db = database.db;
    expect(
      await shareAnnotation(db, bia, {
        id: 'digest-note-2',
        groupId,
        publicationId: (await db.select({ id: publications.id }).from(publications))[0]!.id,
        chapter: 'c1',
        selector,
        comment: 'Nota da Bia',
      }),
    ).toEqual({ ok: true });
    await setDigest(db, bia, true);
    await reply(db, caio, 'digest-note-2', 'Resposta à Bia');
    expect(await leaveGroup(db, bia, groupId)).toEqual({ ok: true });
    const before = (await mails()).length;
    expect(await sendGroupDigests(db, later(3))).toBe(0);
    expect(await mails()).toHaveLength(before);
  });

  it('leaves out the works a person may no longer read (issue 50)', async () => {
    const db = database.db;
    const [paid] = await db
      .insert(publications)
      .values({ type: 'book', slug: 'obra-paga', status: 'published', titlePt: 'Obra paga', openAccess: false })
      .returning({ id: publications.id });
    await insertChapter(paid!.id);
    const dora = person();
    await db.insert(users).values({ id: dora.id, name: 'Dora', lastName: 'Leitora', email: 'dora@example.com', role: 'user', emailVerified: true });
    for (const buyer of [dora, caio]) await db.insert(entitlements).values({ userId: buyer.id, publicationId: paid!.id, source: 'purchase' });
    const made = await createGroup(db, dora, { name: 'Obra paga', description: '', privacy: 'private', publicationIds: [paid!.id] });
    if (!made.ok) throw new Error(made.reason);
    await joinGroup(db, caio, made.id, made.inviteCode);
    expect(
      await shareAnnotation(db, dora, { id: 'digest-paid-1', groupId: made.id, publicationId: paid!.id, chapter: 'c1', selector, comment: 'Paga' }),
    ).toEqual({ ok: true });
    await setDigest(db, dora, true);
    expect(await reply(db, caio, 'digest-paid-1', 'Resposta na obra paga')).toMatchObject({ ok: true });
    await db.delete(entitlements).where(eq(entitlements.userId, dora.id));
    const before = (await mails()).length;
    await sendGroupDigests(db, later(4));
    expect((await mails()).slice(before).map((mail) => mail.to)).not.toContain('dora@example.com');
  });
});
