/** The boundary rules fire: a forbidden import fails `npm run lint`, an allowed one does not, and a cycle is found. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { findCycles } from './boundaries.js';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(import.meta.dirname, '..', file) });
  return result!.messages.filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message);
}

describe('boundaries/layers', () => {
  it("refuses a feature reaching past another feature's public module, by alias or by relative path", async () => {
    expect(await boundaryErrors('app/features/orders/example.ts', "import { x } from '#app/features/catalog/search.server.ts';\nexport { x };\n")).toEqual([
      expect.stringContaining('Use the catalog feature through its public module'),
    ]);
    expect(await boundaryErrors('app/features/orders/example.ts', "import { x } from '../catalog/search.server.ts';\nexport { x };\n")).toHaveLength(1);
  });

  it('lets a feature and a route use another feature through its public module, and nothing deeper', async () => {
    expect(await boundaryErrors('app/features/orders/example.ts', "import { x } from '#app/features/catalog/api.server.ts';\nexport { x };\n")).toEqual([]);
    expect(await boundaryErrors('app/routes/example.tsx', "import { a } from '#app/features/orders/api.ts';\nexport { a };\n")).toEqual([]);
    expect(await boundaryErrors('app/routes/example.tsx', "import { a } from '#app/features/orders/cart/cart-rules.ts';\nexport { a };\n")).toEqual([
      expect.stringContaining('Use the orders feature through its public module'),
    ]);
    expect(await boundaryErrors('app/root.tsx', "import { a } from './features/shell/components/footer.tsx';\nexport { a };\n")).toHaveLength(1);
    expect(
      await boundaryErrors('app/routes/example.tsx', "export default async () => (await import('#app/features/orders/place-order.server.ts')).placeOrder;\n"),
    ).toHaveLength(1);
  });

  it('keeps public modules honest: only their own feature, and no server module from api.ts', async () => {
    expect(await boundaryErrors('app/features/orders/api.ts', "export { x } from '#app/features/catalog/api.ts';\n")).toEqual([
      'A public module re-exports only its own feature (orders), not catalog.',
    ]);
    expect(await boundaryErrors('app/features/orders/api.ts', "export { placeOrder } from './place-order.server.ts';\n")).toEqual([
      'api.ts is the browser-safe public module: re-export server modules from api.server.ts.',
    ]);
    expect(await boundaryErrors('app/features/orders/api.server.ts', "export { placeOrder } from './place-order.server.ts';\n")).toEqual([]);
  });

  it('refuses a feature importing a route, and shared code importing a feature', async () => {
    expect(await boundaryErrors('app/features/orders/example.ts', "import { x } from '#app/routes/home.tsx';\nexport { x };\n")).toEqual([
      'Features never import route modules.',
    ]);
    expect(await boundaryErrors('app/lib/example.ts', "import { x } from '#app/features/orders/totals.ts';\nexport { x };\n")).toEqual([
      'lib/ is shared code: it never imports features or routes.',
    ]);
    expect(await boundaryErrors('app/ui/example.tsx', "import { x } from '#app/routes/home.tsx';\nexport { x };\n")).toHaveLength(1);
  });

  it('refuses lib/ importing ui/, and lets ui/ use lib/', async () => {
    expect(await boundaryErrors('app/lib/example.ts', "import { x } from '#app/ui/button.tsx';\nexport { x };\n")).toEqual([
      'lib/ never imports ui/: move what lib/ needs from it into lib/.',
    ]);
    expect(await boundaryErrors('app/ui/example.tsx', "import { x } from '#app/lib/forms.ts';\nexport { x };\n")).toEqual([]);
  });

  it('lets a feature use its own modules and shared code, routes compose features through their public modules, tests cross them', async () => {
    expect(
      await boundaryErrors(
        'app/features/orders/example.ts',
        "import { a } from './totals.ts';\nimport { b } from '#app/lib/localized.ts';\nexport { a, b };\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'app/routes/example.tsx',
        "import { a } from '#app/features/orders/api.ts';\nimport { b } from '#app/features/catalog/api.server.ts';\nexport { a, b };\n",
      ),
    ).toEqual([]);
    expect(await boundaryErrors('app/features/orders/example.test.ts', "import { a } from '#app/features/catalog/search.server.ts';\nexport { a };\n")).toEqual(
      [],
    );
  });
});

describe('boundaries/no-cycle', () => {
  it('finds modules that reach themselves through their imports, type-only imports included', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
    const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
    write('a.ts', "import { b } from './b.ts';\nexport const a = b;\n");
    write('b.ts', "import type { C } from './c.ts';\nexport const b: C = 1;\n");
    write('c.ts', "import { a } from './a.ts';\nexport type C = typeof a;\n");
    write('d.ts', "import { a } from './a.ts';\nexport const d = a;\n");
    try {
      const cycles = findCycles(['a.ts', 'b.ts', 'c.ts', 'd.ts'].map((name) => path.join(dir, name)));
      expect([...cycles.keys()].map((file) => path.basename(file)).sort()).toEqual(['a.ts', 'b.ts', 'c.ts']);
      expect(cycles.get(path.join(dir, 'a.ts'))).toHaveLength(3);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('counts a dynamic import() as an import', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
    const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
    write('a.ts', "import { b } from './b.ts';\nexport const a = b;\n");
    write('b.ts', "export const b = async () => (await import('./a.ts')).a;\n");
    try {
      expect([...findCycles(['a.ts', 'b.ts'].map((name) => path.join(dir, name))).keys()].map((file) => path.basename(file)).sort()).toEqual(['a.ts', 'b.ts']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds none in the code as it is', async () => {
    const [result] = await eslint.lintFiles(['app/routes.ts']);
    expect(result!.messages.filter((m) => m.ruleId === 'boundaries/no-cycle')).toEqual([]);
  });
});
