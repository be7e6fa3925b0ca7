/**
 * Before the browser journeys' server starts (playwright.config.ts): the review journey's
 * submissions and invitations with known links (app/features/editorial/testing.server.ts), written
 * into the journeys' database as the editors' desk would leave them. The embedded database holds
 * one process, so this runs before the server, like the readers it makes.
 */
import { DEMO_JOURNAL_OPEN_CALL } from '../app/features/catalog/testing.server.ts';
import { seedReviewJourneys } from '../app/features/editorial/testing.server.ts';
import { closeAppDatabase, db, openAppDatabase } from '../app/lib/db/db.server.ts';

await openAppDatabase();
await seedReviewJourneys(db(), DEMO_JOURNAL_OPEN_CALL);
await closeAppDatabase();
console.log('Seeded the review journey’s invitations.');
