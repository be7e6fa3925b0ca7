import { describe, expect, it } from 'vitest';
import { afterPaintRewriter } from './scripts-after-paint.server.ts';

const preloads =
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce=="/><link rel="modulepreload" href="/assets/framework-B.js" nonce="n0nce=="/>';
const moduleScript =
  '<script nonce="n0nce==" type="module" async="">import * as route0 from "/assets/root-C.js";\nif (1 < 2) import("/assets/entry.client-A.js");</script>';
const page = (head: string, script: string) =>
  [
    '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>',
    head,
    '<link rel="icon" href="/favicon.svg"/></head><body><main><h1>Ação — “livros”</h1>',
    '<p>Um texto que fala de &lt;link rel=&quot;modulepreload&quot;&gt; e de type=&quot;module&quot;.</p></main>',
    '<script nonce="n0nce==">window.__reactRouterContext = {"text":"<script type=\\"module\\">"};</script>',
    script,
    '<script nonce="n0nce==">(function(){})()</script></body></html>',
  ].join('');

const sent = page(preloads, moduleScript);
const expected = page(
  '<template data-after-paint><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce=="/></template><template data-after-paint><link rel="modulepreload" href="/assets/framework-B.js" nonce="n0nce=="/></template>',
  `<template data-after-paint>${moduleScript}</template>`,
);

function rewriteIn(pieces: Buffer[]): string {
  const rewriter = afterPaintRewriter();
  return Buffer.concat([...pieces.map((piece) => rewriter.write(piece)), rewriter.end()]).toString('utf8');
}

describe('afterPaintRewriter', () => {
  it('wraps the module preloads and the module script in templates, and nothing else changes', () => {
    const out = rewriteIn([Buffer.from(sent)]);
    expect(out).toBe(expected);
    // Outside the templates, nothing fetches or runs a module.
    const outside = out.replace(/<template data-after-paint>[\s\S]*?<\/template>/g, '');
    expect(outside).not.toContain('<link rel="modulepreload"');
    expect(outside).not.toMatch(/<script[^>]* type="module"/);
    // The page's text and the loader data are as they were.
    expect(outside).toContain('&lt;link rel=&quot;modulepreload&quot;&gt;');
    expect(outside).toContain('{"text":"<script type=\\"module\\">"}');
  });

  it('gives the same page wherever the stream cuts it, inside a tag, a script or a character', () => {
    const bytes = Buffer.from(sent);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(rewriteIn([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(expected);
    }
    expect(rewriteIn([...bytes].map((b) => Buffer.from([b])))).toBe(expected);
  });
});
