import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { DatabaseBusyError, lockDataDir } from './lock.server.ts';

it('refuses a second process while the first holds the embedded database, with what to do', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  try {
    fs.writeFileSync(path.join(dir, 'db.lock'), String(holder.pid));
    expect(() => lockDataDir(dir)).toThrow(DatabaseBusyError);
    expect(() => lockDataDir(dir)).toThrow(/Stop the server first/);
  } finally {
    holder.kill();
  }
});

it('takes over a lock left by a process that died, and releases it', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  fs.writeFileSync(path.join(dir, 'db.lock'), '999999');
  const release = lockDataDir(dir);
  expect(fs.readFileSync(path.join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid));
  release();
  expect(fs.existsSync(path.join(dir, 'db.lock'))).toBe(false);
});
