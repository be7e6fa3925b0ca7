/**
 * Outgoing mail. Mail is queued as a job in the caller's transaction (queueMail) and delivered
 * by the job runner: over SMTP when SMTP_URL is set, otherwise written as an .eml file to
 * DATA_DIR/outbox/, so the whole product works offline and tests can read what was sent.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { config } from '../config.server.ts';
import type { Db } from '../db/client.server.ts';
import { enqueueJob } from '../jobs/jobs.server.ts';
import { readPress } from '../press/press.server.ts';
import { currentPress } from '../press/press.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

/** A queued mail: with the press's name as it was when the mail was written. */
interface QueuedMail extends Mail {
  fromName?: string;
}

export const MAIL_JOB = 'mail.send';

/** Every mail comes from the press (its name, from the press setting) at MAIL_FROM's address. */
export async function queueMail(db: Db, mail: Mail): Promise<number> {
  const { name } = await readPress(db);
  return enqueueJob(db, MAIL_JOB, { ...mail, fromName: name } satisfies QueuedMail);
}

export function outboxDir(): string {
  return path.join(config().dataDir, 'outbox');
}

let smtp: { url: string; transport: Transporter } | undefined;
let fileTransport: Transporter | undefined;

export async function deliverMail({ fromName, ...mail }: QueuedMail, job: { id: number }): Promise<void> {
  const { smtpUrl, mailFromAddress } = config();
  // Queued before the name was kept with the mail: the press as last read.
  const from = { name: fromName ?? currentPress().name, address: mailFromAddress };
  const message = { ...mail, from, headers: { 'X-Job-Id': String(job.id), ...mail.headers } };
  // Loaded with the first mail, not at start.
  const { default: nodemailer } = await import('nodemailer');
  if (smtpUrl) {
    if (smtp?.url !== smtpUrl) smtp = { url: smtpUrl, transport: nodemailer.createTransport(smtpUrl) };
    await smtp.transport.sendMail(message);
    return;
  }
  fileTransport ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await fileTransport.sendMail(message);
  const dir = outboxDir();
  await fs.mkdir(dir, { recursive: true });
  // Named by job id: a retried job overwrites its own file instead of sending twice.
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const existing = (await fs.readdir(dir)).find((name) => name.endsWith(`-job${job.id}.eml`));
  await fs.writeFile(path.join(dir, existing ?? `${stamp}-job${job.id}.eml`), info.message as Buffer);
}

export const mailJobs = {
  [MAIL_JOB]: (payload: QueuedMail, job: { id: number }) => deliverMail(payload, job),
};
