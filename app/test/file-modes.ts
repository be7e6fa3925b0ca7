/**
 * What under a folder is not the install's user's only (folders 0700, files 0600), grouped by
 * folder and mode so a failure reads in a few lines: "pglite/base/5: 300 × 0666".
 * Shared by the integration test of DATA_DIR (lib/data-dir.server.test.ts) and the security journey.
 */
import fs from 'node:fs';
import path from 'node:path';

export function notPrivate(root: string): string[] {
  const found = new Map<string, number>();
  const visit = (target: string) => {
    const stat = fs.lstatSync(target, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    if (mode !== (stat.isDirectory() ? 0o700 : 0o600)) {
      const key = `${path.relative(root, stat.isDirectory() ? target : path.dirname(target)) || '.'}: ${stat.isDirectory() ? 'folder' : 'file'} 0${mode.toString(8)}`;
      found.set(key, (found.get(key) ?? 0) + 1);
    }
    if (!stat.isDirectory()) return;
    let names: string[] = [];
    try {
      names = fs.readdirSync(target);
    } catch {
      // A request's scratch folder may go while it is read.
    }
    for (const name of names) visit(path.join(target, name));
  };
  visit(root);
  return [...found].map(([key, count]) => `${key} × ${count}`);
}
