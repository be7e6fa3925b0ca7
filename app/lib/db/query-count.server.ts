/**
 * How many queries a request made: the database clients count into the request's counter (an
 * AsyncLocalStorage the server opens per request when SERVER_TIMING is set), and the server
 * reports it in a Server-Timing header that `npm run bench` reads. Off, it costs one lookup.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export const queryCounter = new AsyncLocalStorage<{ queries: number }>();

/** Drizzle's logger hook: called once per query. */
export const countingLogger = {
  logQuery() {
    const counter = queryCounter.getStore();
    if (counter) counter.queries++;
  },
};
