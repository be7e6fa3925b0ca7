/** Every job type the runner knows, by name. A feature adds its jobs here. */
import type { JobHandlers } from './lib/jobs/jobs.server.ts';
import { mailJobs } from './lib/mail/mail.server.ts';
import { pageCacheJobs } from './lib/page-cache.server.ts';
import { editorialDeskJobs } from '#app/features/editorial/api.server.ts';
import { readerDemoJobs } from '#app/features/reader/api.server.ts';
import { expireDueOrders, orderJobs, pruneGuestCarts } from '#app/features/orders/api.server.ts';
import { readingRecordsHourly } from '#app/features/reading-records/api.server.ts';
import { groupDigestsHourly } from '#app/features/reading-groups/api.server.ts';
import { pruneSignUpOrigins } from '#app/features/account/api.server.ts';
import { pageViewsHourly } from '#app/features/analytics/api.server.ts';
import { reviewRemindersHourly } from '#app/features/editorial/api.server.ts';
import type { Db } from './lib/db/client.server.ts';

export const jobHandlers = { ...mailJobs, ...readerDemoJobs, ...orderJobs, ...pageCacheJobs, ...editorialDeskJobs } as unknown as JobHandlers;

/** Housekeeping the job runner does once an hour. */
export const hourlyTasks: ((db: Db) => Promise<void>)[] = [
  (db) => pruneGuestCarts(db),
  // A safety net for the expiry jobs (one given up on after its retries, say).
  async (db) => void (await expireDueOrders(db)),
  readingRecordsHourly,
  // The reading groups' daily mails of replies, each sent a day after the last.
  groupDigestsHourly,
  // Where accounts were opened from matters to the sign-up form for a day; kept a week.
  pruneSignUpOrigins,
  // The site's page views: closed days summed, raw views past 30 days deleted, old secrets forgotten.
  pageViewsHourly,
  // Reviewers' reminders before and after their response and review dates, each sent once.
  reviewRemindersHourly,
];
