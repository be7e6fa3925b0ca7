/** Every job type the runner knows, by name. A feature adds its jobs here. */
import type { JobHandlers } from './lib/jobs/jobs.server.ts';
import { mailJobs } from './lib/mail/mail.server.ts';

export const jobHandlers = { ...mailJobs } as unknown as JobHandlers;
