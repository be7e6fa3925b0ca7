/** The browser build fails when server code reaches it, and names what brought it in. */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { serverOnlyGuard } from './server-only-guard.ts';

const dir = path.resolve('node_modules/.cache/server-only-guard-test');
fs.mkdirSync(dir, { recursive: true });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function buildEntry(name: string, code: string) {
  const entry = path.join(dir, name);
  fs.writeFileSync(entry, code);
  return build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    plugins: [serverOnlyGuard()],
    build: { write: false, lib: { entry, formats: ['es'], fileName: 'out' }, rollupOptions: { external: [] } },
  });
}

describe('the server-only guard', () => {
  it('fails the browser build that would ship the database schema (Drizzle with it)', async () => {
    const schema = path.resolve('app/lib/db/schema.ts');
    const failure = await buildEntry('page.ts', `import { users } from ${JSON.stringify(schema)};\nconsole.log(users);\n`).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain('Server code in the browser bundle');
    // The tables' modules are named (each in its owner's folder), and who brought them in.
    expect((failure as Error).message).toMatch(/a \*\.server module: app\/lib\/auth\/tables\.server\.ts \(imported by app\//);
    expect((failure as Error).message).toMatch(/Drizzle \(the database layer\): \S*node_modules\/drizzle-orm\//);
  });

  it('fails on a Node built-in and on a secret’s name', async () => {
    await expect(buildEntry('node.ts', "import fs from 'node:fs';\nconsole.log(fs.readFileSync);\n")).rejects.toThrow(/Node built-in/);
    await expect(buildEntry('secret.ts', "console.log(import.meta.env.SSR ? '' : 'DATABASE_URL');\n")).rejects.toThrow(/DATABASE_URL/);
  });

  it('lets through what pages may use: the fixed value lists, i18n', async () => {
    const values = path.resolve('app/lib/domain-values.ts');
    await expect(buildEntry('ok.ts', `import { PUBLICATION_TYPES } from ${JSON.stringify(values)};\nconsole.log(PUBLICATION_TYPES);\n`)).resolves.toBeTruthy();
  });
});
