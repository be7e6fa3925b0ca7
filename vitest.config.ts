import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,js}', 'eslint/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // One migrated template database per run; every test file clones it (lib/db/test-database.server.ts).
    globalSetup: ['app/test/global-setup.ts'],
    setupFiles: ['app/test/setup.ts'],
    // Test files share a worker's loaded modules instead of loading them again each (a minute
    // less on two cores); app/test/setup.ts gives each file the starting environment back.
    isolate: false,
    // Vitest's default is one worker fewer than the cores: on two cores, one.
    maxWorkers: 2,
    // Long enough for a test slowed by the journeys beside it (npm test runs both lanes at once):
    // a timeout here is for a test that hangs, not a speed check (the benches are).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
  },
});
