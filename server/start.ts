/**
 * `npm start`: builds when there is no build, or when a source file is newer than it, then
 * serves in production mode.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const marker = path.resolve('build/server/index.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const builtAt = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
const sources = ['app', 'server', 'public'].filter((dir) => fs.existsSync(dir));
if (!builtAt || sources.some((dir) => newestSource(dir) > builtAt)) {
  console.log(builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('./index.ts');
