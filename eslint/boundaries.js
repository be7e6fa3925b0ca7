/**
 * Our import boundaries as two ESLint rules (decision 0018):
 * - `boundaries/layers`: a feature is used from outside only through its public module
 *   (`features/<name>/api.ts`, server parts in `api.server.ts`; decision 0037): routes, the other
 *   features and the entry points import that and nothing deeper; a public module re-exports only
 *   its own feature; a feature never imports a route; lib/, ui/ and i18n/ (the shared building
 *   blocks) import neither features nor routes, and lib/ does not import ui/ (ui/ builds on lib/).
 * - `boundaries/no-cycle`: no module of app/ or server/ reaches itself through its imports
 *   (type-only and dynamic `import()` included: either way two modules need each other).
 * Imports are resolved the way Node does for this package: `#app/*` → app/*, relative paths.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const appDir = path.join(root, 'app');
const extensions = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

/**
 * The absolute file an import names, or undefined for packages and node: modules.
 * @param {string} fromFile @param {string} specifier @returns {string | undefined}
 */
export function resolveImport(fromFile, specifier) {
  let base;
  if (specifier.startsWith('#app/')) base = path.join(appDir, specifier.slice(5));
  else if (specifier.startsWith('#server/')) base = path.join(root, 'server', specifier.slice(8));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  base = base.replace(/\?.*$/, '');
  for (const ext of extensions) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return base;
}

/**
 * Where a file sits in app/, or undefined outside it.
 * @param {string} file @returns {{ layer: 'feature' | 'route' | 'shared' | 'other', name?: string } | undefined}
 */
export function placeOf(file) {
  const relative = path.relative(appDir, file);
  if (relative.startsWith('..')) return undefined;
  const [top, name] = relative.split(path.sep);
  if (top === 'features') return { layer: 'feature', name };
  if (top === 'routes') return { layer: 'route' };
  if (top === 'lib' || top === 'ui' || top === 'i18n') return { layer: 'shared', name: top };
  return { layer: 'other' };
}

/** A feature's public module: the one door others use. @param {string} file */
function isApiModule(file) {
  return /^api(\.server)?\.tsx?$/.test(path.basename(file)) && path.relative(appDir, file).split(path.sep).length === 3;
}

/**
 * A feature's tables (`tables.server.ts`, `<topic>-tables.server.ts`): others may reference and
 * read them (foreign keys, joins); only the owner writes them (app/test/table-owners.test.ts).
 * @param {string} file
 */
function isTablesModule(file) {
  return /^([\w-]+-)?tables\.server\.ts$/.test(path.basename(file)) && path.relative(appDir, file).split(path.sep).length === 3;
}

/** What a feature offers tests, benches and journeys beyond its public modules: never imported by the app. @param {string} file */
function isTestingModule(file) {
  return path.basename(file) === 'testing.server.ts' && path.relative(appDir, file).split(path.sep).length === 3;
}

/** @param {string} file */
function isPublicModule(file) {
  return isApiModule(file) || isTablesModule(file);
}

/** The one shared module that may name features' modules: the schema that gathers every table for Drizzle. */
const schemaIndex = path.join(appDir, 'lib/db/schema.ts');

/**
 * Why importing `to` from `from` breaks a boundary, or undefined when it may.
 * @param {string} from @param {string} to @returns {string | undefined}
 */
export function boundaryBreak(from, to) {
  // Tests may compose features and routes as the routes do (a journey crosses features).
  if (/\.test\.tsx?$/.test(from)) return undefined;
  const source = placeOf(from);
  const target = placeOf(to);
  if (!target) return undefined;
  // scripts/, e2e/ and server/: the public modules, or a feature's testing.server.ts for benches and journeys.
  if (!source)
    return target.layer === 'feature' && !isPublicModule(to) && !isTestingModule(to)
      ? `Use the ${target.name} feature through its public module (or its testing.server.ts, for benches and journeys), not ${path.relative(appDir, to)}.`
      : undefined;
  if (from === schemaIndex && target.layer === 'feature' && isTablesModule(to)) return undefined;
  if (source.layer === 'shared' && (target.layer === 'feature' || target.layer === 'route'))
    return `${source.name}/ is shared code: it never imports features or routes.`;
  if (target.layer === 'feature' && source.name !== target.name && !isPublicModule(to))
    return `Use the ${target.name} feature through its public module (#app/features/${target.name}/api.ts or api.server.ts), not ${path.relative(appDir, to)}: export what you need there.`;
  if (source.layer === 'feature' && isApiModule(from) && target.layer === 'feature' && target.name !== source.name)
    return `A public module re-exports only its own feature (${source.name}), not ${target.name}.`;
  if (path.basename(from).startsWith('api.ts') && /\.server\.tsx?$/.test(to))
    return 'api.ts is the browser-safe public module: re-export server modules from api.server.ts.';
  if (source.layer === 'feature' && target.layer === 'route') return 'Features never import route modules.';
  // ui/ builds on lib/, never the other way: what both need that draws nothing belongs in lib/.
  if (source.layer === 'shared' && source.name === 'lib' && target.layer === 'shared' && target.name === 'ui')
    return 'lib/ never imports ui/: move what lib/ needs from it into lib/.';
  return undefined;
}

const nodeBuiltins = new Set(builtinModules);

/**
 * Why `file` may not import Node's module `specifier` at run time, or undefined when it may. A
 * module of app/ that uses Node carries `.server` in its name, so the browser build refuses it
 * wherever it comes from; tests, their support modules, type declarations and the CLI run only in
 * Node (server/ and scripts/ are never built for the browser).
 * @param {string} file @param {string} specifier
 */
export function nodeImportBreak(file, specifier) {
  if (!specifier.startsWith('node:') && !nodeBuiltins.has(specifier)) return undefined;
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (!relative.startsWith('app/')) return undefined;
  if (/\.server\.tsx?$|\.test\.tsx?$|\.d\.ts$|(?:^|\/)test-(?:support|fixtures)\.ts$/.test(relative)) return undefined;
  if (relative.startsWith('app/test/') || relative.startsWith('app/cli/')) return undefined;
  return `${relative} uses Node's ${specifier}: name the module *.server.ts (or use the Web API the browser has too, such as crypto.randomUUID()).`;
}

const importPattern = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
/** `import('…')` loads a module as surely as a static import does: a cycle through one is still a cycle. */
const dynamicImportPattern = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** @param {string} file @returns {string[]} */
function importsOf(file) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  /** @type {string[]} */
  const found = [];
  for (const match of [...text.matchAll(importPattern), ...text.matchAll(dynamicImportPattern)]) {
    const target = resolveImport(file, match[1] ?? '');
    if (target && fs.existsSync(target)) found.push(target);
  }
  return found;
}

/**
 * Every module among `files` that is in an import cycle, with the modules of that cycle.
 * @param {string[]} files absolute paths @returns {Map<string, string[]>}
 */
export function findCycles(files) {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  // Tarjan's strongly connected components: any with more than one module is a cycle.
  let index = 0;
  /** @type {Map<string, number>} */
  const indices = new Map();
  /** @type {Map<string, number>} */
  const lowlinks = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {Map<string, string[]>} */
  const found = new Map();
  /** @param {string} file */
  const visit = (file) => {
    indices.set(file, index);
    lowlinks.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!indices.has(next)) {
        visit(next);
        lowlinks.set(file, Math.min(/** @type {number} */ (lowlinks.get(file)), /** @type {number} */ (lowlinks.get(next))));
      } else if (onStack.has(next)) lowlinks.set(file, Math.min(/** @type {number} */ (lowlinks.get(file)), /** @type {number} */ (indices.get(next))));
    }
    if (lowlinks.get(file) === indices.get(file)) {
      /** @type {string[]} */
      const component = [];
      /** @type {string | undefined} */
      let member;
      do {
        member = /** @type {string} */ (stack.pop());
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      const selfImport = (graph.get(file) ?? []).includes(file);
      if (component.length > 1 || selfImport) {
        for (const m of component) found.set(m, component.map((c) => path.relative(root, c)).sort());
      }
    }
  };
  for (const file of files) if (!indices.has(file)) visit(file);
  return found;
}

/** @type {Map<string, string[]> | undefined} */
let cycles;
/** The cycles of app/ and server/, computed once per lint run. @returns {Map<string, string[]>} */
function cyclesOf() {
  if (cycles) return cycles;
  /** @type {string[]} */
  const files = [];
  for (const dir of ['app', 'server']) {
    for (const entry of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (/\.(ts|tsx)$/.test(entry)) files.push(path.join(root, dir, entry));
    }
  }
  cycles = findCycles(files);
  return cycles;
}

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: 'Routes compose features; features never import each other; lib/ui/i18n never import features or routes.' },
  },
  create(context) {
    /** @param {any} node an import or export declaration, or import() */
    const check = (node) => {
      if (
        node.type === 'ImportExpression' &&
        !(node.source.type === 'Literal' || (node.source.type === 'TemplateLiteral' && node.source.expressions.length === 0))
      ) {
        context.report({
          node: node.source,
          message: 'import() with a computed name: the boundaries cannot see what it loads. Name the module, or choose among named imports.',
        });
        return;
      }
      if (node.source?.type === 'TemplateLiteral') node = { ...node, source: { ...node.source, value: node.source.quasis[0].value.cooked } };
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveImport(context.filename, node.source.value);
      if (!target) return;
      const reason = boundaryBreak(context.filename, target);
      if (reason) context.report({ node: node.source, message: reason });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const nodeOnServer = {
  meta: { type: 'problem', schema: [], docs: { description: 'A module of app/ that imports a Node built-in is a *.server module.' } },
  create(context) {
    /** @param {any} node */
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string' || node.importKind === 'type' || node.exportKind === 'type') return;
      if (node.specifiers?.length && node.specifiers.every((/** @type {any} */ s) => s.importKind === 'type')) return;
      const reason = nodeImportBreak(context.filename, node.source.value);
      if (reason) context.report({ node: node.source, message: reason });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const noCycle = {
  meta: { type: 'problem', schema: [], docs: { description: 'No import cycles in app/ or server/.' } },
  create(context) {
    return {
      Program(node) {
        const cycle = cyclesOf().get(path.resolve(context.filename));
        if (cycle) context.report({ node, message: `Import cycle: ${cycle.join(' ↔ ')}. Move what both sides need to a third module.` });
      },
    };
  },
};

export default { rules: { layers, 'no-cycle': noCycle, 'node-on-server': nodeOnServer } };
