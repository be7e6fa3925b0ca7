/**
 * Runs before every test file. Test files share a worker (isolate: false, for speed), so each
 * starts from the environment the run began with and reads its configuration afresh.
 */
import { forgetConfig } from '#app/lib/config.server.ts';

// Kept on globalThis: this file runs again before each file, after the last one changed process.env.
const store = globalThis as typeof globalThis & { __startingEnvironment?: NodeJS.ProcessEnv };
const startingEnvironment = (store.__startingEnvironment ??= { ...process.env });

for (const name of Object.keys(process.env)) if (!(name in startingEnvironment)) delete process.env[name];
Object.assign(process.env, startingEnvironment);
forgetConfig();
