/**
 * DATA_DIR holds the embedded database, people's uploads, mails with reset and invitation links
 * and the auth secret: only the install's own user may read or change any of it (issue 50).
 * Folders are 0700 and files 0600, whatever umask the shell or the service manager gave.
 */
import fs from 'node:fs';
import path from 'node:path';
import { log } from './log.server.ts';

const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

/**
 * Run first by every entry point (the server's boot, each operator command): whatever this
 * process creates from now on is private, and a tree left readable by an older version is repaired.
 */
export function keepDataDirPrivate(dataDir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: FOLDER_MODE });
  makePrivate(dataDir);
}

/**
 * Folders 0700 and files 0600 from `root` down. Also for what sets its own modes past the umask:
 * PGlite chmods the files it writes (0666 from its initdb and when loading a dump, 0644 through fopen).
 * Symbolic links are not followed; what this user may not change is reported, not fatal.
 */
export function makePrivate(root: string): void {
  const refused: string[] = [];
  const visit = (target: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(target);
    } catch {
      return; // gone meanwhile (a request's scratch file)
    }
    if (stat.isSymbolicLink()) return;
    const mode = stat.isDirectory() ? FOLDER_MODE : FILE_MODE;
    try {
      if ((stat.mode & 0o777) !== mode) fs.chmodSync(target, mode);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') refused.push(target);
      return;
    }
    if (!stat.isDirectory()) return;
    let names: string[] = [];
    try {
      names = fs.readdirSync(target);
    } catch {
      return;
    }
    for (const name of names) visit(path.join(target, name));
  };
  visit(root);
  if (refused.length)
    log.warn({ files: refused.slice(0, 10), count: refused.length }, 'some files in DATA_DIR could not be made private to this user (chmod 600, folders 700)');
}
