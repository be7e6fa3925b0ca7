import { pingDatabase, type Db } from './db/client.server.ts';
import { log } from './log.server.ts';

/** GET /healthz: 200 {"status":"ok"} once the database answers, 503 otherwise (load balancers read it). */
export async function healthCheck(getDb: () => Db): Promise<{ status: 200 | 503; body: { status: 'ok' | 'unavailable' } }> {
  try {
    await pingDatabase(getDb());
    return { status: 200, body: { status: 'ok' } };
  } catch (error) {
    log.warn({ err: error }, 'health check failed');
    return { status: 503, body: { status: 'unavailable' } };
  }
}
