import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

it('without SMTP_URL, writes each mail as an .eml file named by its job, once even when retried', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  process.env.DATA_DIR = dir;
  const { deliverMail } = await import('./mail.server.ts');
  const { renderMail } = await import('./render.ts');
  const content = renderMail({ title: 'Olá <b>', paragraphs: ['Linha 1'], action: { label: 'Abrir', url: 'https://x.example/?a=1&b=2' } }, 'pt-BR');
  await deliverMail({ to: 'leitora@example.com', subject: 'Teste', ...content }, { id: 7 });
  await deliverMail({ to: 'leitora@example.com', subject: 'Teste', ...content }, { id: 7 });
  const files = fs.readdirSync(path.join(dir, 'outbox'));
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/-job7\.eml$/);
  const raw = fs.readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8');
  expect(raw).toContain('To: leitora@example.com');
  expect(raw).toContain('X-Job-ID: 7');
  expect(content.html).toContain('Olá &lt;b&gt;');
  expect(content.html).toContain('href="https://x.example/?a=1&amp;b=2"');
  expect(content.text).toContain('Abrir: https://x.example/?a=1&b=2');
});
