/**
 * The server's entry (`node server/index.ts`, `npm start`): one HTTP server process (server/http.ts),
 * or, with PostgreSQL, a primary that runs WEB_CONCURRENCY of them on one port (server/cluster.ts).
 */
import cluster from 'node:cluster';
import fs from 'node:fs';
import { superviseWorkers, workerCount } from './cluster.ts';

if (fs.existsSync('.env')) process.loadEnvFile('.env');
const workers = workerCount();
if (cluster.isPrimary && workers > 1) await superviseWorkers(workers);
else await import('./http.ts');
