/**
 * Part of `npm test`, right after the build: fails when a content page's JavaScript, as sent
 * (gzip), exceeds its budget: 120 KB for a content page, 160 KB for the reader. Each page's chunk set
 * is computed from React Router's route manifest (build/client/assets/manifest-*.js) without starting
 * a server: the entry's module and imports, and the module and imports of every route the page's
 * address matches; and, from Vite's manifest (build/client/.vite/manifest.json), the language tables
 * those chunks fetch as soon as they run (`messages.ts?messages=pt`, scripts/locale-messages.ts). A file is counted as the server sends it: its precompressed .gz when the build
 * wrote one (scripts/precompress.ts), else as it is (the middleware leaves files under 1 KB alone).
 * Scripts a page imports later (after an interaction, on an error) are not counted; `npm run bench
 * -- --js` measures what a browser loads. Modules a page must load only when used (LAZY: the
 * reader's read aloud) are checked to be chunks of their own, outside the page's first load: a
 * static import would fold them in, and the check fails.
 *
 * Usage: node scripts/js-budget.ts [build/client]   (prints each page, exits 1 past a budget)
 */
import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';

export const KB = 1024;

/** Each page measured, with its budget in bytes (gzip, as sent). */
export const BUDGETS: Record<string, number> = {
  '/': 120 * KB,
  '/en': 120 * KB,
  // Back under 120 KB: the facets' words come from the server (issue 55).
  '/catalog': 120 * KB,
  '/en/catalog': 120 * KB,
  '/book/design-de-servicos-na-pratica': 120 * KB,
  '/en/book/design-de-servicos-na-pratica': 120 * KB,
  '/contact': 120 * KB,
  '/journal/revista-ipe-design-sociedade': 120 * KB,
  '/blog': 120 * KB,
  '/blog/mapas-de-jornada-sem-estereotipos': 120 * KB,
  '/blog/category/design-de-servicos': 120 * KB,
  '/course': 120 * KB,
  '/course/fundamentos-de-design-de-servicos': 120 * KB,
  // The reader (a demo book's first chapter) and the class player.
  '/book/design-de-servicos-na-pratica/read/chapter-001': 160 * KB,
  '/course/fundamentos-de-design-de-servicos/class/1': 160 * KB,
};

/**
 * Modules a page loads only when used, by the source Vite names them with: each must stay a chunk
 * of its own (a dynamic import's), and not among the page's first scripts. Read aloud is the
 * reader's: `lazy(() => import('./read-aloud-player.tsx'))` (issue 55: read aloud loads only when used).
 */
export const LAZY: Record<string, string[]> = {
  '/book/design-de-servicos-na-pratica/read/chapter-001': ['app/features/reader/components/read-aloud-player.tsx'],
};

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: string;
  imports?: string[];
}
export interface RouteManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
}

/** Vite's manifest of the client build: each chunk's file, source and dynamic imports. */
export type ViteManifest = Record<
  string,
  { file: string; name?: string; src?: string; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

export function readViteManifest(clientDir: string): ViteManifest {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`no ${file} (vite.config.ts sets build.manifest; run npm run build)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ViteManifest;
}

/** The route manifest of a client build: the newest manifest-*.js in its assets. */
export function readManifest(clientDir: string): RouteManifest {
  const assets = path.join(clientDir, 'assets');
  const [file] = fs
    .readdirSync(assets)
    .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    .map((name) => path.join(assets, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  if (!file) throw new Error(`no route manifest in ${assets} (run npm run build first)`);
  const source = fs.readFileSync(file, 'utf8');
  return JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as RouteManifest;
}

function routeTree(manifest: RouteManifest, parentId?: string): RouteObject[] {
  return Object.values(manifest.routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: routeTree(manifest, route.id) },
    );
}

/** The script files a first visit to `pathname` loads, as the browser asks for them (/assets/…). */
export function pageScripts(manifest: RouteManifest, vite: ViteManifest, pathname: string): string[] {
  const matches = matchRoutes(routeTree(manifest), pathname);
  if (!matches) throw new Error(`no route matches ${pathname}`);
  // Only the not-found page (a splat) matching would measure that page instead of the one meant.
  if (matches.at(-1)?.route.path?.includes('*')) throw new Error(`no route matches ${pathname} but the not-found page`);
  const files = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const { route } of matches) {
    const entry = manifest.routes[route.id!]!;
    for (const file of [entry.module, ...(entry.imports ?? [])]) files.add(file);
  }
  // The page's language tables: fetched by the chunks above as they run, with what they import.
  const locale = /^\/en(\/|$)/.test(pathname) ? 'en' : 'pt';
  const byFile = new Map(Object.values(vite).map((chunk) => [`/${chunk.file}`, chunk]));
  const add = (key: string) => {
    const chunk = vite[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const inner of chunk.imports ?? []) add(inner);
  };
  // A table is `…messages.ts?messages=pt`, or a group of them named `…-pt` (vite.config.ts: chrome-pt).
  const isTable = (key: string) => key.endsWith(`?messages=${locale}`) || Boolean(vite[key]?.name?.endsWith(`-${locale}`));
  for (const file of [...files]) {
    for (const key of byFile.get(file)?.dynamicImports ?? []) if (isTable(key)) add(key);
  }
  return [...files];
}

/** Bytes as sent with Accept-Encoding: gzip. */
export function sentSize(clientDir: string, file: string): number {
  const local = path.join(clientDir, file);
  return fs.existsSync(`${local}.gz`) ? fs.statSync(`${local}.gz`).size : fs.statSync(local).size;
}

export interface PageBudget {
  page: string;
  bytes: number;
  budget: number;
  files: string[];
  over: boolean;
}

/** Each page's JavaScript against its budget; `size` gives a file's bytes as sent. */
export function checkBudgets(manifest: RouteManifest, vite: ViteManifest, budgets: Record<string, number>, size: (file: string) => number): PageBudget[] {
  return Object.entries(budgets).map(([page, budget]) => {
    const files = pageScripts(manifest, vite, page);
    const bytes = files.reduce((sum, file) => sum + size(file), 0);
    return { page, bytes, budget, files, over: bytes > budget };
  });
}

/**
 * What breaks LAZY: a module that is no chunk of its own (imported statically, folded into
 * another) or whose chunk the page loads at once. Empty when every one waits to be used.
 */
export function lazyLeaks(manifest: RouteManifest, vite: ViteManifest, lazy: Record<string, string[]>): string[] {
  return Object.entries(lazy).flatMap(([page, sources]) => {
    const first = new Set(pageScripts(manifest, vite, page));
    return sources.flatMap((source) => {
      const chunk = vite[source];
      if (!chunk?.isDynamicEntry) return [`${page}: ${source} is no chunk of its own (imported statically?)`];
      return first.has(`/${chunk.file}`) ? [`${page}: ${source} (/${chunk.file}) is in the page's first load`] : [];
    });
  });
}

if (import.meta.main) {
  const clientDir = path.resolve(process.argv[2] ?? 'build/client');
  const results = checkBudgets(readManifest(clientDir), readViteManifest(clientDir), BUDGETS, (file) => sentSize(clientDir, file));
  for (const r of results) {
    console.log(
      `${r.over ? '✖' : '✔'} ${r.page.padEnd(50)} ${(r.bytes / KB).toFixed(1).padStart(6)} KB gzip (${r.bytes} B) in ${String(r.files.length).padStart(2)} files, budget ${r.budget / KB} KB`,
    );
  }
  const leaks = lazyLeaks(readManifest(clientDir), readViteManifest(clientDir), LAZY);
  for (const leak of leaks) console.error(`✖ loaded before it is used: ${leak}`);
  const over = results.filter((r) => r.over);
  if (leaks.length) process.exitCode = 1;
  if (over.length) {
    console.error(`\nJavaScript over budget on ${over.map((r) => r.page).join(', ')}: see which chunk grew (npm run bench -- --js measures in a browser).`);
    process.exit(1);
  }
}
