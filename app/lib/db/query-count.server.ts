/**
 * How many queries a request made: the database clients count into the request's counter (an
 * AsyncLocalStorage the server opens per request when SERVER_TIMING is set), and the server
 * reports it in a Server-Timing header that `npm run bench` and scripts/query-budget.ts read.
 * With QUERY_LOG set as well, each counted query is written to standard error, so a count that
 * grew says which query it was. Off, it costs one lookup.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export const queryCounter = new AsyncLocalStorage<{ queries: number }>();

/** Drizzle's logger hook: called once per query. */
export const countingLogger = {
  logQuery(query: string) {
    const counter = queryCounter.getStore();
    if (!counter) return;
    counter.queries++;
    if (process.env.QUERY_LOG) process.stderr.write(`query ${counter.queries}: ${query}\n`);
  },
};
