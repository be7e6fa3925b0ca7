/**
 * A Vite plugin for the browser: each page ships only its own language's messages.
 *
 * A catalogue is written once, `defineMessages(pt, en)`, and the server keeps it whole (mails
 * and pages in either language). In the browser build each catalogue module keeps its keys out
 * of the main chunks: its two tables become two small chunks (`messages.ts?messages=pt` and
 * `?messages=en`), and `defineMessages(pt, en)` becomes `lazyMessages({ pt, en })`, which starts
 * fetching the page's language as soon as the module runs. `useT` waits (React's `use`) only if
 * the table has not arrived yet. Decision 0019.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const LOCALES = ['pt', 'en'] as const;
const CALL = /\bdefineMessages\s*\(/g;
const VARIANT = /\?messages=(pt|en)$/;

/** The source ranges of every `defineMessages(…)` call's arguments. */
export function findCatalogues(code: string): { start: number; end: number; args: string[] }[] {
  const found: { start: number; end: number; args: string[] }[] = [];
  for (const match of code.matchAll(CALL)) {
    const open = match.index + match[0].length;
    const { args, close } = splitArguments(code, open);
    found.push({ start: match.index, end: close + 1, args });
  }
  return found;
}

/** Reads a call's arguments from just after its "(" to the matching ")", skipping strings and comments. */
function splitArguments(code: string, from: number): { args: string[]; close: number } {
  const args: string[] = [];
  const templates: number[] = []; // the depth at which each open `${` of a template literal began
  let depth = 0;
  let start = from;
  let i = from;
  const skipString = (quote: string) => {
    for (i++; i < code.length && code[i] !== quote; i++) {
      if (code[i] === '\\') i++;
      else if (quote === '`' && code[i] === '$' && code[i + 1] === '{') {
        templates.push(depth);
        depth++;
        i += 2;
        return false; // inside a `${…}` now: back to code
      }
    }
    return true;
  };
  for (; i < code.length; i++) {
    const c = code[i];
    if (c === '/' && code[i + 1] === '/') i = code.indexOf('\n', i) === -1 ? code.length : code.indexOf('\n', i);
    else if (c === '/' && code[i + 1] === '*') i = code.indexOf('*/', i + 2) + 1;
    else if (c === '"' || c === "'" || c === '`') skipString(c);
    else if (c === '}' && templates.length && templates[templates.length - 1] === depth - 1) {
      templates.pop();
      depth--;
      skipString('`');
    } else if (c === '(' || c === '[' || c === '{') depth++;
    else if ((c === ')' || c === ']' || c === '}') && depth > 0) depth--;
    else if (c === ',' && depth === 0) {
      args.push(code.slice(start, i));
      start = i + 1;
    } else if (c === ')' && depth === 0) {
      args.push(code.slice(start, i));
      return { args: args.map((a) => a.trim()).filter(Boolean), close: i };
    }
  }
  throw new Error('defineMessages( is never closed');
}

/** A catalogue's table must be plain text the build can read: an object literal of strings. */
function readTable(source: string, where: string): Record<string, string> {
  let table: unknown;
  try {
    table = new Function(`"use strict"; return (${source});`)();
  } catch (error) {
    throw new Error(`${where}: a message table must be an object literal of strings (${(error as Error).message})`);
  }
  if (typeof table !== 'object' || table === null || Object.values(table).some((v) => typeof v !== 'string')) {
    throw new Error(`${where}: a message table must be an object literal of strings`);
  }
  return table as Record<string, string>;
}

/** The module of one language: the tables of every catalogue in the file, in order. */
export function localeModule(code: string, file: string, locale: (typeof LOCALES)[number]): string {
  const tables = findCatalogues(code).map(({ args }, n) => {
    if (args.length !== 2) throw new Error(`${file}: defineMessages takes (pt, en)`);
    return readTable(args[LOCALES.indexOf(locale)]!, `${file} catalogue ${n + 1} (${locale})`);
  });
  return `export default ${JSON.stringify(tables)};\n`;
}

/** The catalogue module for the browser: every table replaced by a loader of its language's chunk. */
export function lazyModule(code: string, file: string): string {
  const base = `./${path.basename(file)}`;
  let out = '';
  let at = 0;
  findCatalogues(code).forEach(({ start, end }, n) => {
    const loader = (locale: string) => `${locale}: () => import(${JSON.stringify(`${base}?messages=${locale}`)}).then((m) => m.default[${n}])`;
    out += code.slice(at, start) + `__lazyMessages({ ${LOCALES.map(loader).join(', ')} })`;
    at = end;
  });
  return `import { lazyMessages as __lazyMessages } from '#app/i18n/messages.ts';\n${out}${code.slice(at)}`;
}

const isCatalogueModule = (id: string, code: string) =>
  /\.tsx?$/.test(id) &&
  !id.includes('/node_modules/') &&
  !id.endsWith('/app/i18n/messages.ts') &&
  !/\.(server|test)\.tsx?$/.test(id) &&
  /\bdefineMessages\s*\(/.test(code);

export function localeMessages(): Plugin {
  return {
    name: 'locale-messages',
    enforce: 'pre',
    // Vitest renders with both languages at hand, as the server does.
    applyToEnvironment: (environment) => environment.name === 'client' && !process.env.VITEST,
    load(id) {
      const variant = VARIANT.exec(id);
      if (!variant) return null;
      const file = id.replace(VARIANT, '');
      return localeModule(fs.readFileSync(file, 'utf8'), path.relative(process.cwd(), file), variant[1] as 'pt' | 'en');
    },
    transform(code, id) {
      if (VARIANT.test(id) || !isCatalogueModule(id, code)) return null;
      return { code: lazyModule(code, id), map: null };
    },
  };
}
