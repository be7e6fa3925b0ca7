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

describe('boundaries/layers beyond app/: scripts, journeys, computed imports, the tables', () => {
  it('refuses a bench or a journey reaching past a feature’s public modules, and lets it use its testing.server.ts', async () => {
    expect(await boundaryErrors('scripts/bench-example.ts', "import { x } from '../app/features/catalog/search.server.ts';\nexport { x };\n")).toEqual([
      expect.stringContaining('Use the catalog feature through its public module'),
    ]);
    expect(await boundaryErrors('e2e/example.spec.ts', "import { x } from '../app/features/catalog/seed/books.ts';\nexport { x };\n")).toHaveLength(1);
    expect(await boundaryErrors('scripts/bench-example.ts', "import { x } from '../app/features/catalog/testing.server.ts';\nexport { x };\n")).toEqual([]);
    expect(await boundaryErrors('e2e/example.spec.ts', "import { x } from '../app/features/catalog/api.server.ts';\nexport { x };\n")).toEqual([]);
    // The app itself never uses another feature's testing module.
    expect(
      await boundaryErrors('app/features/orders/example.ts', "import { x } from '#app/features/catalog/testing.server.ts';\nexport { x };\n"),
    ).toHaveLength(1);
  });

  it('refuses an import() whose name is computed, anywhere', async () => {
    expect(await boundaryErrors('app/routes/example.tsx', 'export const load = (name: string) => import(`#app/features/${name}/api.server.ts`);\n')).toEqual([
      expect.stringContaining('import() with a computed name'),
    ]);
    expect(await boundaryErrors('scripts/example.ts', 'const name = process.argv[2]!;\nexport const loaded = await import(name);\n')).toHaveLength(1);
    expect(await boundaryErrors('app/routes/example.tsx', 'export const load = () => import(`#app/features/orders/api.server.ts`);\n')).toEqual([]);
  });

  it('lets a feature’s tables reference another’s, and only lib/db/schema.ts gather them from lib/', async () => {
    expect(await boundaryErrors('app/features/orders/tables.server.ts', "import { users } from '../catalog/tables.server.ts';\nexport { users };\n")).toEqual(
      [],
    );
    expect(await boundaryErrors('app/lib/db/schema.ts', "export * from '../../features/orders/tables.server.ts';\n")).toEqual([]);
    expect(await boundaryErrors('app/lib/db/other.ts', "export * from '../../features/orders/tables.server.ts';\n")).toEqual([
      'lib/ is shared code: it never imports features or routes.',
    ]);
  });
});

describe('boundaries/node-on-server', () => {
  const nodeErrors = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.resolve(import.meta.dirname, '..', file) });
    return result!.messages.filter((m) => m.ruleId === 'boundaries/node-on-server').map((m) => m.message);
  };

  it('refuses a module of app/ that imports a Node built-in without .server in its name', async () => {
    expect(await nodeErrors('app/lib/example.ts', "import { createHash } from 'node:crypto';\nexport const h = createHash;\n")).toEqual([
      expect.stringContaining("app/lib/example.ts uses Node's node:crypto: name the module *.server.ts"),
    ]);
    expect(await nodeErrors('app/routes/example.tsx', "import fs from 'fs';\nexport const f = fs;\n")).toHaveLength(1);
    expect(await nodeErrors('app/features/orders/example.ts', "export const load = () => import('node:path');\n")).toHaveLength(1);
  });

  it('lets .server modules, tests, type-only imports and code outside app/ use Node', async () => {
    expect(await nodeErrors('app/lib/example.server.ts', "import { createHash } from 'node:crypto';\nexport const h = createHash;\n")).toEqual([]);
    expect(await nodeErrors('app/lib/example.test.ts', "import fs from 'node:fs';\nexport const f = fs;\n")).toEqual([]);
    expect(await nodeErrors('app/lib/example.ts', "import type { Duplex } from 'node:stream';\nexport type D = Duplex;\n")).toEqual([]);
    expect(await nodeErrors('scripts/example.ts', "import fs from 'node:fs';\nexport const f = fs;\n")).toEqual([]);
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
