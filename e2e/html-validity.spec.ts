/**
 * The Nu HTML Checker (W3C's validator, the vnu-jar package on the JRE) finds no error on a page
 * of every type of the sitemap in both languages, nor on the not-found page: what the server
 * sends, before any script runs (less the stylesheet's rules).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { SHORT_JVM } from '../app/test/java.ts';
import { sitemapSample } from './support.ts';

const VNU = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('every page type, in both languages, has no HTML error for the Nu checker', async ({ request }) => {
  test.setTimeout(120_000);
  const paths = [...(await sitemapSample(request, 'pt')), ...(await sitemapSample(request, 'en')), '/no-such-page', '/en/no-such-page'];
  expect(paths.length).toBeGreaterThan(40);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  const files = new Map<string, string>();
  try {
    for (const [index, pagePath] of paths.entries()) {
      const response = await request.get(pagePath);
      expect(response.status() === 200 || pagePath.includes('no-such-page'), pagePath).toBe(true);
      const file = path.join(folder, `${index}.html`);
      // The stylesheet written into the page is Tailwind's CSS, which the checker's older CSS
      // parser does not know (@property, @layer, view transitions): the HTML is what is checked here.
      fs.writeFileSync(file, (await response.text()).replace(/(<style id="app-style"[^>]*>)[\s\S]*?(<\/style>)/, '$1$2'));
      files.set(`file:${file}`, pagePath);
    }
    // One Java run for every page (the JVM's start is most of the time), started for a short run.
    const run = spawnSync(
      'java',
      [...SHORT_JVM, '-jar', VNU, '--format', 'json', '--exit-zero-always', ...[...files.keys()].map((url) => url.slice('file:'.length))],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    expect(run.error, 'java runs (apt-get install default-jre-headless)').toBeUndefined();
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type !== 'info')
      .map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? ''} ${m.message}${m.extract ? ` — ${m.extract.trim().slice(0, 120)}` : ''}`);
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
