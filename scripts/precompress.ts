/**
 * Part of `npm run build`: every text asset under build/client gets a `.br` (Brotli, quality 11)
 * and a `.gz` (Zopfli for the large ones: gzip-compatible and 3 % smaller than gzip -9) beside it, which
 * server/precompressed.ts serves. Compressing once at build time at the highest settings costs
 * seconds here instead of CPU on every request (the compression middleware uses gzip level 6).
 * A file is skipped when compression would not make it smaller.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

export const COMPRESSIBLE = /\.(js|css|svg|html|json|webmanifest|xml|txt)$/;
const root = path.resolve(process.argv[2] ?? 'build/client');

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    // .vite holds the build's manifest, read by scripts/js-budget.ts and never served.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(file);
    } else if (COMPRESSIBLE.test(entry.name)) yield file;
  }
}

const began = performance.now();
let raw = 0;
let gzipped = 0;
let brotli = 0;
for (const file of files(root)) {
  const source = fs.readFileSync(file);
  // The compression middleware sends anything under 1 KB as it is; a page loads a few such chunks, and
  // gzip -9 makes them about 40 % smaller. Under 256 bytes it saves too little to keep a file.
  if (source.length < 256) continue;
  // Zopfli pays on the large files every page loads (3 % smaller); on small ones it gains a
  // few bytes for a second per dozen files, and gzip -9 does. Past 3 iterations it gains nothing.
  const gz = source.length > 20_000 ? Buffer.from(await gzipAsync(source, { numiterations: 3 })) : zlib.gzipSync(source, { level: 9 });
  const br = zlib.brotliCompressSync(source, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  raw += source.length;
  if (gz.length < source.length) {
    fs.writeFileSync(`${file}.gz`, gz);
    gzipped += gz.length;
  }
  if (br.length < source.length) {
    fs.writeFileSync(`${file}.br`, br);
    brotli += br.length;
  }
}
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
console.log(`Precompressed ${kb(raw)} of assets: ${kb(gzipped)} gzip, ${kb(brotli)} brotli (${((performance.now() - began) / 1000).toFixed(1)} s)`);
