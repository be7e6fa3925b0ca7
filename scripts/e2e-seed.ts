/**
 * Before the browser journeys' server starts (playwright.config.ts), in one process because each
 * opening of the embedded database's folder costs seconds: the demo (as `npm run cli -- seed`), the
 * journeys' verified readers (reader-pt-N and reader-en-N, and one with a long address), and the
 * review journeys' expired invitations with links they know
 * (app/features/editorial/testing.server.ts), as the editors' desk would leave them; the demo's
 * editorial people get the readers' password; a reader's accessible version answered with a
 * file, whose owner no journey signs in as (the route matrix's someone else's file); and the route
 * matrix's editorial people (an editor and an assistant editor of one demo journal, a series editor
 * of the open book call, a reviewer with an assignment, an author with a submission), their roles
 * given through the editorial feature's public API as staff would give them.
 * Usage: node scripts/e2e-seed.ts READERS PASSWORD LONG_EMAIL_PREFIX
 */
import { seedAnsweredRequest } from '../app/features/accessible-versions/testing.server.ts';
import { DEMO_JOURNAL_CLOSED_CALL, DEMO_JOURNAL_OPEN_CALL } from '../app/features/catalog/testing.server.ts';
import { grantRole, scopeBySlug } from '../app/features/editorial/api.server.ts';
import { MATRIX, seedMatrixSubmissions, seedReviewJourneys } from '../app/features/editorial/testing.server.ts';
import { DEMO_BOOK_CALL } from '../app/features/publish/testing.server.ts';
import { createReaders } from '../app/lib/auth/create-readers.server.ts';
import { accountIdByEmail } from '../app/lib/auth/link-accounts.server.ts';
import { setDemoPasswords } from '../app/lib/auth/demo-people.server.ts';
import { config } from '../app/lib/config.server.ts';
import { keepDataDirPrivate } from '../app/lib/data-dir.server.ts';
import { closeAppDatabase, db, openAppDatabase } from '../app/lib/db/db.server.ts';
import { seedDatabase } from '../app/seed/seed.server.ts';

const [readers, password, longPrefix] = process.argv.slice(2);
if (!readers || !password || !longPrefix) throw new Error('Usage: node scripts/e2e-seed.ts READERS PASSWORD LONG_EMAIL_PREFIX');
// As every entry point: what this process writes is private (e2e/security.spec.ts checks).
keepDataDirPrivate(config().dataDir);
await openAppDatabase();
const { ran } = await seedDatabase(db());
console.log(`Seeded: ${ran.join(', ')}.`);
const made = [
  await createReaders(db(), 'reader-pt', Number(readers), password, 'pt'),
  await createReaders(db(), 'reader-en', Number(readers), password, 'en'),
  await createReaders(db(), longPrefix, 1, password, 'en'),
];
console.log(`Created ${made.reduce((a, b) => a + b, 0)} reader accounts.`);
await seedReviewJourneys(db(), DEMO_JOURNAL_OPEN_CALL);
await createReaders(db(), 'accessible-owner', 1, password);
await seedAnsweredRequest(db(), (await accountIdByEmail(db(), 'accessible-owner-1@example.com'))!);
// The route matrix's editorial people (e2e/authorization.spec.ts): journal A is the demo journal whose call is closed.
await createReaders(db(), MATRIX.prefix, MATRIX.count, password);
const journalA = await scopeBySlug(db(), DEMO_JOURNAL_CLOSED_CALL);
const bookCall = await scopeBySlug(db(), DEMO_BOOK_CALL);
if (journalA?.kind !== 'journal' || bookCall?.kind !== 'open-call') throw new Error('The demo journal or open call is missing.');
for (const [email, role, scope] of [
  [MATRIX.people.editor, 'editor', journalA],
  [MATRIX.people.assistant, 'assistant-editor', journalA],
  [MATRIX.people.seriesEditor, 'series-editor', bookCall],
] as const) {
  const granted = await grantRole(db(), { email, role, scope: { kind: scope.kind, id: scope.id }, actorId: null });
  if (!granted.ok) throw new Error(`Granting ${role} to ${email}: ${granted.reason}`);
}
await seedMatrixSubmissions(db(), journalA.id);
// The demo's editors and authors sign in with the readers' password (as `npm run cli -- demo-accounts` gives one).
await setDemoPasswords(db(), password);
await closeAppDatabase();
console.log('Seeded the review journeys’ expired invitations.');
