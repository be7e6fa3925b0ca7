/**
 * Every mail comes from the press: its name is the press setting's (renamed at /admin/press, the
 * next mail says so), and MAIL_FROM gives only the address, whatever name is written in it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { forgetConfig, mailAddress } from '../config.server.ts';
import { createTestDatabase, type TestDatabase } from '../db/test-database.server.ts';
import { runDueJobs } from '../jobs/jobs.server.ts';
import { writePress } from '../press/press.server.ts';
import { DEMO_PRESS, rememberPress } from '../press/press.ts';
import { mailJobs, queueMail } from './mail.server.ts';

let database: TestDatabase;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-from-'));

beforeAll(async () => {
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('SMTP_URL', '');
  vi.stubEnv('MAIL_FROM', 'Outro Nome <avisos@editora.example>');
  forgetConfig();
  database = await createTestDatabase();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  forgetConfig();
  rememberPress(DEMO_PRESS);
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sent = () =>
  fs
    .readdirSync(path.join(dataDir, 'outbox'))
    .sort()
    .map((name) => fs.readFileSync(path.join(dataDir, 'outbox', name), 'utf8'));

it('names the press from its setting at MAIL_FROM’s address', async () => {
  await writePress(database.db, { ...DEMO_PRESS, name: 'Editora Jacarandá' });
  // Another request (or the browser) may have left another press as the current one: the mail reads the setting.
  rememberPress(DEMO_PRESS);
  await queueMail(database.db, { to: 'leitora@example.com', subject: 'Seu pedido', text: 'Recebemos seu pedido.' });
  expect(await runDueJobs(database.db, mailJobs)).toBe(1);
  const [mail] = sent();
  expect(mail).toMatch(/^From: =\?UTF-8\?Q\?Editora_Jacarand=C3=A1\?= <avisos@editora\.example>$/m);
  expect(mail).not.toContain('Outro Nome');
});

it('takes only the address from MAIL_FROM', () => {
  expect(mailAddress('Editora Ipê <nao-responda@localhost>')).toBe('nao-responda@localhost');
  expect(mailAddress(' avisos@editora.example ')).toBe('avisos@editora.example');
  expect(mailAddress(undefined)).toBe('');
});
