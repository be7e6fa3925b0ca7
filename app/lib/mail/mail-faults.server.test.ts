/**
 * The mail server is down when a mail is due: the mail stays queued, is retried later, and goes
 * out once the server is back. A real SMTP server (smtp-server) starts after the first attempt.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { jobs } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../db/test-database.server.ts';
import { runDueJobs } from '../jobs/jobs.server.ts';
import { mailJobs, queueMail } from './mail.server.ts';

let database: TestDatabase;
let port = 0;
let smtp: SMTPServer | undefined;
const received: string[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smtp-faults-'));

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port: free } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

beforeAll(async () => {
  port = await freePort();
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${port}`);
  database = await createTestDatabase();
});
afterAll(async () => {
  await new Promise((resolve) => (smtp ? smtp.close(() => resolve(undefined)) : resolve(undefined)));
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const jobRow = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

it('keeps a mail while the SMTP server is down and delivers it once, after it comes back', async () => {
  const id = await queueMail(database.db, {
    to: 'leitora@example.com',
    subject: 'Seu pedido 1001',
    text: 'Recebemos seu pedido.',
    html: '<p>Recebemos seu pedido.</p>',
  });

  // Down: the attempt fails, the mail waits with a later time and the reason.
  expect(await runDueJobs(database.db, mailJobs)).toBe(1);
  const waiting = await jobRow(id);
  expect(waiting).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
  expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
  expect(waiting.runAt.getTime()).toBeGreaterThan(Date.now());
  expect(await runDueJobs(database.db, mailJobs)).toBe(0);

  // Back: a real SMTP server on the same port; the retry's time comes.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let message = '';
      stream.on('data', (chunk: Buffer) => (message += chunk.toString()));
      stream.on('end', () => {
        received.push(message);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve));
  await database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, id));
  expect(await runDueJobs(database.db, mailJobs)).toBe(1);
  expect(await jobRow(id)).toMatchObject({ attempts: 2, lastError: null });
  expect((await jobRow(id)).doneAt).toBeInstanceOf(Date);
  expect(received).toHaveLength(1);
  expect(received[0]).toContain('Subject: Seu pedido 1001');
  expect(received[0]!.toLowerCase()).toContain(`x-job-id: ${id}\r\n`);

  // Done is done: nothing goes out twice.
  expect(await runDueJobs(database.db, mailJobs)).toBe(0);
  expect(received).toHaveLength(1);
});
