/**
 * The features' server-side public modules load under plain Node (the CLI, the seed, the crash
 * tests' child processes run without Vite): nothing they import at run time is a .tsx module.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveImport } from '../../eslint/boundaries.js';

const root = path.resolve(import.meta.dirname, '../..');
const runtimeImport = /(?:^|[\s;])(import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;

/** The first chain of run-time imports from `start` to a .tsx module, or null. */
function chainToTsx(start: string): string[] | null {
  const from = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    if (file.endsWith('.tsx')) {
      const chain: string[] = [];
      for (let at: string | null | undefined = file; at; at = from.get(at)) chain.unshift(path.relative(root, at));
      return chain;
    }
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(runtimeImport)) {
      const target = resolveImport(file, match[2]!);
      if (target && !from.has(target) && fs.existsSync(target)) {
        from.set(target, file);
        queue.push(target);
      }
    }
  }
  return null;
}

describe('server public modules', () => {
  const modules = fs
    .readdirSync(path.join(root, 'app/features'))
    .map((name) => path.join(root, 'app/features', name, 'api.server.ts'))
    .filter((file) => fs.existsSync(file));

  it.each(modules.map((file) => [path.relative(root, file), file]))('%s reaches no .tsx module', (_name, file) => {
    expect(chainToTsx(file)).toBeNull();
  });

  it('catches a probe', () => {
    expect(chainToTsx(path.join(root, 'app/features/shell/api.ts'))).not.toBeNull();
  });
});
