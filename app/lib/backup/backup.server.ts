/**
 * Backups of an install: the database, and what DATA_DIR holds beside it (uploads, the mail
 * outbox, the auth secret), in one zip.
 *
 * - The embedded database is dumped through PGlite's own API (`dumpDataDir`), which runs in its
 *   query queue: the copy is one consistent moment even while the server takes orders. Only the
 *   process that holds the database can do that, so while a server runs, `npm run cli -- backup`
 *   asks it over a Unix socket in DATA_DIR (readable by the install's own user only).
 * - PostgreSQL (DATABASE_URL) is dumped with `pg_dump --format=custom`, consistent by its own
 *   snapshot, and restored with `pg_restore`.
 * - Uploads kept in S3 are not copied: the bucket is backed up by its own versioning (README).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { unzipSync, zipSync, type Zippable } from 'fflate';
import { openDatabase, type Database } from '../db/client.server.ts';

export const BACKUP_FORMAT = 1;
/** Folders and files of DATA_DIR a backup carries, besides the database. */
const CARRIED = ['uploads', 'outbox', 'auth-secret'] as const;
/** A backup is read whole into memory: above this it is refused rather than exhausting it. */
export const MAX_BACKUP_BYTES = 2 * 1024 ** 3;
const SOCKET = 'control.sock';

export interface BackupManifest {
  format: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  files: number;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

/** Every file under DATA_DIR's carried folders, as zip entries keyed by their relative path. */
function carriedFiles(dataDir: string): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const name of CARRIED) {
    const full = path.join(dataDir, name);
    if (!fs.existsSync(full)) continue;
    if (fs.statSync(full).isFile()) {
      files[name] = fs.readFileSync(full);
      continue;
    }
    for (const entry of fs.readdirSync(full, { recursive: true, encoding: 'utf8' })) {
      const file = path.join(full, entry);
      // Partial writes (storage.server.ts writes to "*.tmp" then renames) are not files yet.
      if (fs.statSync(file).isFile() && !file.endsWith('.tmp')) files[`${name}/${entry.split(path.sep).join('/')}`] = fs.readFileSync(file);
    }
  }
  return files;
}

function run(command: string, args: string[], input?: Uint8Array): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => reject(new BackupError(`${command} could not start (${error.message}): install PostgreSQL's client tools.`)));
    child.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(out)) : reject(new BackupError(`${command} failed: ${Buffer.concat(err).toString().trim()}`)),
    );
    child.stdin.end(input);
  });
}

/** The backup of an open database and its DATA_DIR, as zip bytes. */
export async function makeBackup(database: Database, dataDir: string, databaseUrl?: string, now = new Date()): Promise<Uint8Array> {
  let dump: Uint8Array;
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    dump = new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
  } else {
    if (!databaseUrl) throw new BackupError('DATABASE_URL is needed to dump PostgreSQL.');
    dump = await run('pg_dump', ['--format=custom', '--no-owner', '--dbname', databaseUrl]);
  }
  const files = carriedFiles(dataDir);
  const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: now.toISOString(), database: database.kind, files: Object.keys(files).length };
  const entries: Zippable = {
    'manifest.json': new TextEncoder().encode(JSON.stringify(manifest, null, 2)),
    [database.kind === 'pglite' ? 'database/pglite.tar.gz' : 'database/postgres.dump']: [dump, { level: 0 }],
  };
  // Pictures and PDFs are compressed already: stored as they are, which is also fastest.
  for (const [name, data] of Object.entries(files)) entries[`data/${name}`] = [data, { level: 0 }];
  return zipSync(entries);
}

/** What a backup holds, checked before anything is written. */
export function readBackup(bytes: Uint8Array): { manifest: BackupManifest; dump: Uint8Array; files: Map<string, Uint8Array> } {
  if (bytes.length > MAX_BACKUP_BYTES) throw new BackupError('This backup is larger than a restore reads at once.');
  let entries: Record<string, Uint8Array>;
  let total = 0;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        // A zip may claim any size: bound what it says it inflates to before inflating it.
        total += file.originalSize;
        if (total > MAX_BACKUP_BYTES) throw new BackupError('This backup would inflate beyond what a restore reads at once.');
        return true;
      },
    });
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError('This file is not a backup made by `npm run cli -- backup` (not a readable zip).');
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(new TextDecoder().decode(entries['manifest.json']));
  } catch {
    throw new BackupError('This backup has no readable manifest.json.');
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupError(`This backup's format (${manifest.format}) is not one this version restores (${BACKUP_FORMAT}).`);
  const dump = entries[manifest.database === 'pglite' ? 'database/pglite.tar.gz' : 'database/postgres.dump'];
  if (!dump) throw new BackupError('This backup holds no database.');
  const files = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(entries)) {
    if (!name.startsWith('data/') || name.endsWith('/')) continue;
    const relative = name.slice('data/'.length);
    const [top] = relative.split('/');
    // Only what a backup carries, and never a path that leaves DATA_DIR.
    const safe = relative.split('/').every((segment) => segment && segment !== '.' && segment !== '..' && !segment.includes('\\'));
    if (!safe || !(CARRIED as readonly string[]).includes(top!)) throw new BackupError(`This backup holds an unexpected file: ${name}`);
    files.set(relative, data);
  }
  return { manifest, dump, files };
}

/**
 * Restores a backup into DATA_DIR (empty of any database) or, for a PostgreSQL backup, into
 * DATABASE_URL's database. Returns what was restored.
 */
export async function restoreBackup(bytes: Uint8Array, dataDir: string, databaseUrl?: string): Promise<BackupManifest> {
  const { manifest, dump, files } = readBackup(bytes);
  const pgliteDir = path.join(dataDir, 'pglite');
  if (manifest.database === 'pglite') {
    if (databaseUrl) throw new BackupError('This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.');
    if (fs.existsSync(path.join(pgliteDir, 'PG_VERSION')))
      throw new BackupError(`${dataDir} already holds a database: restore into a new DATA_DIR (or move that one away first).`);
  } else if (!databaseUrl) {
    throw new BackupError('This backup is of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.');
  }
  // The install's user only, as DATA_DIR itself (lib/data-dir.server.ts), whoever calls this.
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (const [relative, data] of files) {
    const target = path.join(dataDir, ...relative.split('/'));
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    fs.writeFileSync(target, data, { mode: 0o600 });
  }
  if (manifest.database === 'pglite') {
    // Opened as the app opens it, which makes the files PGlite loads private.
    const restored = await openDatabase({ dataDir: pgliteDir, loadDataDir: new Blob([new Uint8Array(dump)]) });
    await restored.close();
  } else {
    await run('pg_restore', ['--no-owner', '--clean', '--if-exists', '--exit-on-error', '--dbname', databaseUrl!], dump);
  }
  return manifest;
}

/**
 * While the server holds the embedded database, it answers backups on DATA_DIR/control.sock
 * (mode 0600: only the install's user). The answer is "OK <bytes>\n" and the zip, or "ERR <why>\n".
 */
export function serveBackups(dataDir: string, backup: () => Promise<Uint8Array>): { close(): Promise<void> } {
  const socketPath = path.join(dataDir, SOCKET);
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.once('data', (request) => {
      if (request.toString().trim() !== 'backup') return void socket.end('ERR unknown request\n');
      backup().then(
        (zip) => socket.end(Buffer.concat([Buffer.from(`OK ${zip.length}\n`), zip])),
        (error: unknown) => socket.end(`ERR ${error instanceof Error ? error.message : String(error)}\n`),
      );
    });
    socket.on('error', () => socket.destroy());
  });
  server.listen(socketPath, () => fs.chmodSync(socketPath, 0o600));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

/** Asks the server running on DATA_DIR for a backup; null when none answers there. */
export function backupFromServer(dataDir: string): Promise<Uint8Array | null> {
  const socketPath = path.join(dataDir, SOCKET);
  if (!fs.existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(socketPath, () => socket.write('backup\n'));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? resolve(null) : reject(error)));
    socket.on('end', () => {
      const answer = Buffer.concat(chunks);
      const newline = answer.indexOf(10);
      const head = answer.subarray(0, newline).toString();
      if (head.startsWith('ERR ')) return reject(new BackupError(`The server could not make the backup: ${head.slice(4)}`));
      const size = Number(/^OK (\d+)$/.exec(head)?.[1]);
      const zip = answer.subarray(newline + 1);
      if (!Number.isInteger(size) || zip.length !== size) return reject(new BackupError('The server’s answer was cut short; try again.'));
      resolve(new Uint8Array(zip));
    });
  });
}
