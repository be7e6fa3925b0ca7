import { describe, expect, it } from 'vitest';
import { afterPaintRewriter } from './scripts-after-paint.server.ts';

const page = [
  '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce=="/>',
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="n0nce=="/>',
  '<link rel="icon" href="/favicon.svg"/></head><body><main><h1>Ação — “livros”</h1>',
  '<p>Um texto que fala de &lt;link rel=&quot;modulepreload&quot;&gt; e de type=&quot;module&quot;.</p></main>',
  '<script nonce="n0nce==">window.__reactRouterContext = {"text":"<script type=\\"module\\">"};</script>',
  '<script nonce="n0nce==" type="module" async="">import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script>',
  '</body></html>',
].join('');

const expected = page
  .replaceAll('<link rel="modulepreload"', '<link data-after-paint="modulepreload"')
  .replace('<script nonce="n0nce==" type="module" async="">', '<script nonce="n0nce==" type="text/x-module-after-paint" async="">');

function rewriteIn(pieces: Buffer[]): string {
  const rewriter = afterPaintRewriter();
  return pieces.map((piece) => rewriter.write(piece)).join('') + rewriter.end();
}

describe('afterPaintRewriter', () => {
  it('leaves the module preloads and the module script inert, and nothing else changes', () => {
    const out = rewriteIn([Buffer.from(page)]);
    expect(out).toBe(expected);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toMatch(/<script[^>]* type="module"/);
    // The page's text and the loader data are as they were.
    expect(out).toContain('&lt;link rel=&quot;modulepreload&quot;&gt;');
    expect(out).toContain('{"text":"<script type=\\"module\\">"}');
  });

  it('gives the same page wherever the stream cuts it, inside a tag or a character', () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(rewriteIn([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(expected);
    }
    // And byte by byte.
    expect(rewriteIn([...bytes].map((b) => Buffer.from([b])))).toBe(expected);
  });
});
