/**
 * The job that imports the demo books. It sits apart from demo-queue.server.ts so that the
 * importer, which reads that queue, is loaded only when the job runs and no module needs itself.
 */
import { db as appDb } from '#app/lib/db/db.server.ts';
import { DEMO_JOB } from './demo-queue.server.ts';

/** For app/jobs.server.ts. */
export const readerDemoJobs = {
  [DEMO_JOB]: async () => {
    const { importDemoBooks } = await import('./demo.server.ts');
    await importDemoBooks(appDb());
  },
};
