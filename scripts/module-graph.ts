/**
 * The module graph in figures: modules and imports of app/ and server/, import cycles, imports
 * that cross from one feature into another (and how many of those reach past its public
 * module), imports from scripts/ and e2e/ past a feature's public modules, and the lines of the shared folders. Run: node scripts/module-graph.ts [root]
 * (root defaults to this checkout; give another checkout to compare before and after).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const extensions = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];
const importPattern = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('#app/')) base = path.join(root, 'app', specifier.slice(5));
  else if (specifier.startsWith('#server/')) base = path.join(root, 'server', specifier.slice(8));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  for (const ext of extensions) {
    const candidate = base.replace(/\?.*$/, '') + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const files: string[] = [];
for (const dir of ['app', 'server']) {
  for (const entry of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
    if (/\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) files.push(path.join(root, dir, entry));
  }
}
const graph = new Map<string, string[]>();
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const targets = [...text.matchAll(importPattern)].map((m) => resolve(file, m[1] ?? m[2] ?? '')).filter((t): t is string => !!t && files.includes(t));
  graph.set(file, [...new Set(targets)]);
}

const featureOf = (file: string) => /app\/features\/([^/]+)\//.exec(file)?.[1];
// A feature's public modules, and its tables (others reference and read them; the owner test keeps writes to the owner).
const isPublic = (file: string) => /app\/features\/[^/]+\/(api(\.server)?\.tsx?|([\w-]+-)?tables\.server\.ts)$/.test(file);
let imports = 0;
let crossFeature = 0;
let pastPublic = 0;
for (const [from, targets] of graph) {
  imports += targets.length;
  for (const to of targets) {
    const target = featureOf(to);
    if (!target || featureOf(from) === target) continue;
    crossFeature += 1;
    if (!isPublic(to)) pastPublic += 1;
  }
}

// Benches, scripts and journeys: their imports that reach past a feature's public modules (a
// feature's testing.server.ts is their door too).
let outsidePastPublic = 0;
for (const dir of ['scripts', 'e2e']) {
  if (!fs.existsSync(path.join(root, dir))) continue;
  for (const entry of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
    if (!/\.(ts|tsx)$/.test(entry)) continue;
    const file = path.join(root, dir, entry);
    for (const m of fs.readFileSync(file, 'utf8').matchAll(importPattern)) {
      const to = resolve(file, m[1] ?? m[2] ?? '');
      if (to && featureOf(to) && !isPublic(to) && !/\/testing\.server\.ts$/.test(to)) outsidePastPublic += 1;
    }
  }
}

// Tarjan's strongly connected components: each with more than one module is a cycle.
let index = 0;
const indices = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
let cycles = 0;
function visit(file: string) {
  indices.set(file, index);
  low.set(file, index++);
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!indices.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file)!, low.get(next)!));
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, indices.get(next)!));
  }
  if (low.get(file) === indices.get(file)) {
    let size = 0;
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      size += 1;
    } while (member !== file);
    if (size > 1) cycles += 1;
  }
}
for (const file of files) if (!indices.has(file)) visit(file);

function lines(dir: string) {
  let count = 0;
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return 0;
  for (const entry of fs.readdirSync(full, { recursive: true, encoding: 'utf8' })) {
    if (/\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) count += fs.readFileSync(path.join(full, entry), 'utf8').split('\n').length;
  }
  return count;
}

console.log(
  JSON.stringify(
    {
      modules: files.length,
      imports,
      cycles,
      importsIntoAFeatureFromOutsideIt: crossFeature,
      ofThemPastItsPublicModule: pastPublic,
      scriptsAndJourneysPastAPublicModule: outsidePastPublic,
      linesInAppLib: lines('app/lib'),
      linesInAppUi: lines('app/ui'),
    },
    null,
    2,
  ),
);
