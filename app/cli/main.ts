/**
 * Operator commands: `npm run cli -- <command>`. They open the configured database themselves;
 * the embedded one only when no server holds it (see lib/db/lock.server.ts).
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { config } from '../lib/config.server.ts';
import { keepDataDirPrivate } from '../lib/data-dir.server.ts';
import { closeAppDatabase, db, openAppDatabase } from '../lib/db/db.server.ts';
import { DatabaseBusyError } from '../lib/db/lock.server.ts';

if (fs.existsSync('.env')) process.loadEnvFile('.env');

// Each command imports what it needs when it runs: an operator's command (and the tests that start
// several) does not load every feature, the auth library and the demo first (~2.5 s a start).

interface Command {
  summary: string;
  run(args: string[]): Promise<void>;
}

const commands: Record<string, Command> = {
  migrate: {
    summary: 'Apply the database migrations (the server also does this at start).',
    async run() {
      await openAppDatabase();
      console.log('Database is up to date.');
    },
  },
  seed: {
    summary: 'Fill the demo content. Safe to run again: existing items are updated, not duplicated.',
    async run() {
      await openAppDatabase();
      const { seedDatabase } = await import('../seed/seed.server.ts');
      const { ran } = await seedDatabase(db());
      console.log(ran.length ? `Seeded: ${ran.join(', ')}.` : 'Nothing to seed yet.');
    },
  },
  'generate-catalog': {
    summary: 'Add N synthetic published works (default 10000), for load tests and benchmarks: generate-catalog [N].',
    async run([count = '10000']) {
      const n = Number(count);
      if (!Number.isInteger(n) || n < 1 || n > 1_000_000) throw new Error('Usage: npm run cli -- generate-catalog [N], N from 1 to 1000000');
      await openAppDatabase();
      const { generateCatalog } = await import('../features/catalog/api.server.ts');
      await generateCatalog(db(), n);
      console.log(`Added ${n} works.`);
    },
  },
  'create-admin': {
    summary: 'Create an administrator, or make an existing account one: create-admin EMAIL PASSWORD.',
    async run([email, password]) {
      if (!email || !password) throw new Error('Usage: npm run cli -- create-admin EMAIL PASSWORD');
      await openAppDatabase();
      const { ensureAdmin } = await import('../lib/auth/ensure-admin.server.ts');
      console.log(`Administrator ${email} ${await ensureAdmin(email, password)}.`);
    },
  },
  'create-readers': {
    summary:
      'Create verified reader accounts PREFIX-1@example.com … PREFIX-COUNT@example.com with one password, mailed in pt (default) or en (demos, load tests): create-readers PREFIX COUNT PASSWORD [pt|en].',
    async run([prefix, count, password, locale = 'pt']) {
      if (!prefix || !count || !password || (locale !== 'pt' && locale !== 'en'))
        throw new Error('Usage: npm run cli -- create-readers PREFIX COUNT PASSWORD [pt|en]');
      await openAppDatabase();
      const { createReaders } = await import('../lib/auth/create-readers.server.ts');
      console.log(`Created ${await createReaders(db(), prefix, Number(count), password, locale)} reader account(s).`);
    },
  },
  'demo-accounts': {
    summary:
      'Give the demo’s fictional people (editors, reviewers, authors of the seeded editorial history, @ipe-demo.example) one password, so that an evaluator can sign in as them: demo-accounts PASSWORD.',
    async run([password]) {
      if (!password) throw new Error('Usage: npm run cli -- demo-accounts PASSWORD');
      await openAppDatabase();
      const { setDemoPasswords } = await import('../lib/auth/demo-people.server.ts');
      console.log(`${await setDemoPasswords(db(), password)} demo account(s) can now sign in with that password.`);
    },
  },
  'grant-role': {
    summary: 'Give an account a role for one journal, open call or book collection (editor, assistant-editor, series-editor): grant-role EMAIL ROLE SLUG.',
    async run(args) {
      await openAppDatabase();
      const { roleCommand } = await import('../features/editorial/api.server.ts');
      console.log(await roleCommand(db(), 'grant', args));
    },
  },
  'revoke-role': {
    summary: 'Take a role for one journal, open call or book collection from an account: revoke-role EMAIL ROLE SLUG.',
    async run(args) {
      await openAppDatabase();
      const { roleCommand } = await import('../features/editorial/api.server.ts');
      console.log(await roleCommand(db(), 'revoke', args));
    },
  },
  'import-epub': {
    summary: 'Import an EPUB into the online reader: import-epub FILE [--slug SLUG] [--open-access] (a book with that slug gets a new edition).',
    async run() {
      await openAppDatabase();
      const { importEpubCommand } = await import('../features/reader/api.server.ts');
      // Its options are read from the raw arguments: the dispatcher does not know them.
      console.log(await importEpubCommand(db(), process.argv.slice(2)));
    },
  },
  'import-onix': {
    summary:
      'Read an ONIX 3.0 file (reference or short tags) into the catalog: import-onix FILE shows what it would do; add --apply (and --actor EMAIL, an admin) to write it in one transaction.',
    async run() {
      const args = process.argv.slice(3);
      const file = args.find((arg) => !arg.startsWith('--') && args[args.indexOf(arg) - 1] !== '--actor');
      if (!file) throw new Error('Usage: npm run cli -- import-onix FILE [--apply --actor EMAIL]');
      await openAppDatabase();
      const { onixImportCommand } = await import('../features/catalog/api.server.ts');
      console.log(
        await onixImportCommand(db(), file, { apply: args.includes('--apply'), actor: args[args.indexOf('--actor') + 1] ?? null, appUrl: config().appUrl }),
      );
    },
  },
  'reindex-fulltext': {
    summary: 'Rebuild the full-text search index from every edition, article and paper (imports and saves keep it up to date on their own).',
    async run() {
      await openAppDatabase();
      const { reindexFullText } = await import('../features/fulltext/api.server.ts');
      const { passages, ms } = await reindexFullText(db());
      console.log(`Indexed ${passages} paragraph(s) in ${(ms / 1000).toFixed(1)} s.`);
    },
  },
  'expire-orders': {
    summary: 'Expire every unpaid order past its deadline now, putting its copies back in stock (jobs do this on their own).',
    async run() {
      await openAppDatabase();
      const { expireDueOrders } = await import('../features/orders/api.server.ts');
      console.log(`Expired ${await expireDueOrders(db())} order(s).`);
    },
  },
  backup: {
    summary: 'Save the database and DATA_DIR’s files (uploads, outbox, auth secret) to FILE, also while the server runs: backup FILE.',
    async run([file]) {
      if (!file) throw new Error('Usage: npm run cli -- backup FILE');
      const { dataDir, databaseUrl } = config();
      const { backupFromServer, makeBackup } = await import('../lib/backup/backup.server.ts');
      // The embedded database answers only through the server that holds it, when one runs.
      const zip = (!databaseUrl && (await backupFromServer(dataDir))) || (await makeBackup(await openAppDatabase(), dataDir, databaseUrl));
      // It holds the auth secret and people's data: readable by this user only.
      fs.writeFileSync(file, zip, { mode: 0o600 });
      console.log(`Backup written to ${file} (${(zip.length / 1024 / 1024).toFixed(1)} MB).`);
    },
  },
  restore: {
    summary: 'Restore a backup into an empty DATA_DIR (or, for a PostgreSQL backup, into DATABASE_URL), with the server stopped: restore FILE.',
    async run([file]) {
      if (!file) throw new Error('Usage: npm run cli -- restore FILE');
      const { dataDir, databaseUrl } = config();
      const { restoreBackup } = await import('../lib/backup/backup.server.ts');
      const manifest = await restoreBackup(fs.readFileSync(file), dataDir, databaseUrl);
      console.log(`Restored the backup of ${manifest.createdAt} (${manifest.files} files) into ${manifest.database === 'pglite' ? dataDir : 'DATABASE_URL'}.`);
    },
  },
  'run-jobs': {
    summary: 'Run the jobs that are due now (mails, follow-ups) once, then exit.',
    async run() {
      await openAppDatabase();
      const [{ jobHandlers }, { runDueJobs }] = await Promise.all([import('../jobs.server.ts'), import('../lib/jobs/jobs.server.ts')]);
      let total = 0;
      for (let ran = -1; ran !== 0; total += ran) ran = await runDueJobs(db(), jobHandlers);
      console.log(`Ran ${total} job(s).`);
    },
  },
};

function help(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  return [
    'Usage: npm run cli -- <command> [options]',
    '',
    'Commands:',
    ...Object.entries(commands).map(([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`),
    '',
    'The database is the one the server uses: DATABASE_URL, or the embedded one in DATA_DIR.',
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, strict: false, options: { help: { type: 'boolean', short: 'h' } } });
  const [name, ...rest] = positionals;
  if (!name || values.help || name === 'help') {
    console.log(help());
    return 0;
  }
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${help()}`);
    return 2;
  }
  try {
    keepDataDirPrivate(config().dataDir);
    await command.run(rest);
    return 0;
  } catch (error) {
    console.error(error instanceof DatabaseBusyError || (error instanceof Error && error.name === 'BackupError') ? error.message : error);
    return 1;
  } finally {
    await closeAppDatabase();
  }
}

process.exitCode = await main(process.argv.slice(2));
