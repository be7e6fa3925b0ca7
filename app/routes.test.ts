import { expect, it } from 'vitest';
import routes from './routes.ts';

type Entry = { id?: string; path?: string; index?: boolean; children?: Entry[] };
const flatten = (entries: Entry[], prefix = ''): { id: string; path: string }[] =>
  entries.flatMap((e) => {
    const path = e.path === undefined ? prefix : `${prefix}/${e.path}`;
    const isPage = e.id && !e.children && (e.index || e.path !== undefined);
    return [...(isPage ? [{ id: e.id!, path: e.index ? prefix || '/' : path || '/' }] : []), ...flatten(e.children ?? [], path)];
  });

it('declares every page twice: Portuguese without prefix (___pt), English under /en (___en)', () => {
  const all = flatten(routes as Entry[]);
  const pt = all.filter((r) => r.id.endsWith('___pt'));
  const en = all.filter((r) => r.id.endsWith('___en'));
  expect(pt.length).toBeGreaterThan(5);
  expect(en.map((r) => r.id.replace(/___en$/, '')).sort()).toEqual(pt.map((r) => r.id.replace(/___pt$/, '')).sort());
  for (const route of en) {
    const twin = pt.find((r) => r.id === route.id.replace(/___en$/, '___pt'))!;
    const expected = twin.path === '/' ? '/en' : `/en${twin.path}`;
    expect(route.path, route.id).toBe(expected);
  }
  expect(pt.every((r) => !r.path.startsWith('/en'))).toBe(true);
});

it('gives both trees the same layouts', () => {
  const ids = (entries: Entry[]): string[] => entries.flatMap((e) => [...(e.id ? [e.id] : []), ...ids(e.children ?? [])]);
  const all = ids(routes as Entry[]);
  const base = (suffix: string) =>
    all
      .filter((id) => id.endsWith(suffix))
      .map((id) => id.slice(0, -suffix.length))
      .sort();
  expect(base('___en')).toEqual(base('___pt'));
  expect(base('___pt')).toContain('site');
});

const routeModules = import.meta.glob<string>(['/app/routes/**/*.tsx', '/app/routes/**/*.ts', '!/app/routes/**/*.test.*', '!/app/routes/**/+types/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

it('keeps every route module thin: parse, authorize, call its feature, render (under 120 lines)', () => {
  expect(Object.keys(routeModules).length).toBeGreaterThan(50);
  const fat = Object.entries(routeModules)
    .map(([file, code]) => ({ file, lines: code.split('\n').length }))
    .filter(({ lines }) => lines > 120)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  expect(fat).toEqual([]);
});
