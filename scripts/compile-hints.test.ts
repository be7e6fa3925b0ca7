/** The chunks named for V8's compile hint start with it after minification; the others do not. */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints.ts';

const dir = path.resolve('node_modules/.cache/compile-hints-test');
fs.mkdirSync(dir, { recursive: true });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('compile hints', () => {
  it('open the chosen chunks, minified, and no other', async () => {
    fs.writeFileSync(path.join(dir, 'shared.ts'), 'export function hydrate(n: number) {\n  // a comment the minifier drops\n  return n * 2;\n}\n');
    fs.writeFileSync(path.join(dir, 'page.ts'), "import { hydrate } from './shared.ts';\nconsole.log(hydrate(2));\nvoid import('./later.ts');\n");
    fs.writeFileSync(path.join(dir, 'later.ts'), 'export const later = () => 3;\n');
    const result = (await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      plugins: [compileHints(['shared'])],
      build: {
        write: false,
        minify: true,
        rolldownOptions: {
          input: path.join(dir, 'page.ts'),
          output: { codeSplitting: { groups: [{ name: 'shared', test: /shared\.ts$/ }] } },
        },
      },
    })) as Rolldown.RolldownOutput;
    const chunks = result.output.filter((item) => item.type === 'chunk');
    const shared = chunks.find((chunk) => chunk.name === 'shared');
    expect(shared?.code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(shared?.code).not.toContain('a comment the minifier drops');
    const others = chunks.filter((chunk) => chunk !== shared);
    expect(others.length).toBeGreaterThanOrEqual(2);
    for (const chunk of others) expect(chunk.code).not.toContain(COMPILE_HINT);
  });
});
