/**
 * The embedded database belongs to one process. Whoever opens it (the server, or an operator
 * command) holds DATA_DIR/db.lock; a second process stops with a message instead of corrupting it.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DatabaseBusyError extends Error {
  readonly pid: number;
  readonly lockFile: string;
  constructor(pid: number, lockFile: string) {
    super(
      `The embedded database in ${path.dirname(lockFile)} is in use by another process (pid ${pid}), ` +
        'most likely the running server. Stop the server first (Ctrl+C or `kill ' +
        pid +
        '`) and run the command again, or set DATABASE_URL to a PostgreSQL server, which many processes can share.',
    );
    this.name = 'DatabaseBusyError';
    this.pid = pid;
    this.lockFile = lockFile;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DatabaseBusyError; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) throw new DatabaseBusyError(pid, lockFile);
      fs.rmSync(lockFile, { force: true }); // left behind by a process that died
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
