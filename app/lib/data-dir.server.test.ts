/**
 * DATA_DIR is the install's user's only (issue 50): operator commands started from a shell whose
 * umask is 000 leave every folder 0700 and every file 0600 (the database PGlite writes, uploads,
 * the mail outbox, a restored backup), and repair an install an older version left readable.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { notPrivate } from '#app/test/file-modes.ts';
import { makeBackup } from './backup/backup.server.ts';
import { openDatabase } from './db/client.server.ts';
import { dataFolderTemplate } from './db/test-database.server.ts';
import { queueMail } from './mail/mail.server.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/**
 * `npm run cli -- …` as an operator runs it, from a shell with umask 000. A new data folder starts
 * from the migrated template, as after `npm run build` (made from the tests' own: no migrations run).
 */
function cli(dataDir: string, template: string, ...args: string[]): string {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DB_TEMPLATE: template };
  const result = spawnSync('sh', ['-c', 'umask 000 && exec "$0" app/cli/main.ts "$@"', process.execPath, ...args], { env, encoding: 'utf8', timeout: 300_000 });
  expect(result.status, `${args.join(' ')}: ${result.stderr}`).toBe(0);
  return result.stdout;
}

// Three operator processes, each loading the app and opening the embedded database (~15 CPU-s
// together when alone; beside the journeys in npm test, 98–230 s).
it('keeps every file 0600 and every folder 0700 after an import, a mail and a restore, from umask 000', { timeout: 480_000 }, async () => {
  const dataDir = path.join(root, 'data');
  const template = await dataFolderTemplate(path.join(root, 'template'));
  // What an older version left: a readable folder, an upload and a mail anyone could read.
  fs.mkdirSync(path.join(dataDir, 'uploads', 'covers'), { recursive: true });
  fs.mkdirSync(path.join(dataDir, 'outbox'));
  fs.writeFileSync(path.join(dataDir, 'uploads', 'covers', 'old-0123456789abcdef.jpg'), 'a cover');
  fs.writeFileSync(path.join(dataDir, 'outbox', 'old.eml'), 'Subject: reset link');
  for (const folder of [dataDir, path.join(dataDir, 'uploads'), path.join(dataDir, 'uploads', 'covers'), path.join(dataDir, 'outbox')])
    fs.chmodSync(folder, 0o755);
  fs.chmodSync(path.join(dataDir, 'uploads', 'covers', 'old-0123456789abcdef.jpg'), 0o666);
  fs.chmodSync(path.join(dataDir, 'outbox', 'old.eml'), 0o644);

  expect(cli(dataDir, template, 'import-epub', 'fixtures/epub/wasteland.epub', '--slug', 'the-waste-land')).toBeTruthy();
  expect(fs.readdirSync(path.join(dataDir, 'uploads'), { recursive: true }).length).toBeGreaterThan(2);
  // A mail waits in the queue, as a sign-up leaves one, and a backup is taken of that moment.
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await queueMail(database.db, { to: 'leitora@example.com', subject: 'Redefinir senha', text: 'https://example.com/recover/token' });
  const backup = path.join(root, 'backup.zip');
  fs.writeFileSync(backup, await makeBackup(database, dataDir));
  await database.close();
  // The job runner writes it to the outbox.
  expect(cli(dataDir, template, 'run-jobs')).toContain('Ran 1 job');
  expect(fs.readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(2);
  expect(notPrivate(dataDir)).toEqual([]);

  const restored = path.join(root, 'restored');
  cli(restored, template, 'restore', backup);
  expect(fs.existsSync(path.join(restored, 'pglite', 'PG_VERSION'))).toBe(true);
  expect(fs.readdirSync(path.join(restored, 'uploads'), { recursive: true }).length).toBeGreaterThan(2);
  expect(notPrivate(restored)).toEqual([]);
});
