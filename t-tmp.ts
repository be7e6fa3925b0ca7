import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
const file = fs.readdirSync('node_modules/.cache/test-db')[0];
const buf = fs.readFileSync('node_modules/.cache/test-db/' + file);
const dist = 'node_modules/@electric-sql/pglite/dist/';
let t = performance.now();
const lap = (l: string) => { const n = performance.now(); console.log(l, Math.round(n - t)); t = n; };
for (let i = 0; i < 2; i++) { const c = await PGlite.create({ loadDataDir: new Blob([buf]), extensions: { pg_trgm, unaccent } }); lap('plain'); await c.close(); }
const pgliteWasmModule = await WebAssembly.compile(fs.readFileSync(dist + 'pglite.wasm'));
const initdbWasmModule = await WebAssembly.compile(fs.readFileSync(dist + 'initdb.wasm'));
const fsBundle = new Blob([fs.readFileSync(dist + 'pglite.data')]);
lap('compile');
for (let i = 0; i < 3; i++) { const c = await PGlite.create({ loadDataDir: new Blob([buf]), extensions: { pg_trgm, unaccent }, pgliteWasmModule, initdbWasmModule, fsBundle }); lap('cached'); await c.close(); }
for (let i = 0; i < 2; i++) { const c = await PGlite.create({ loadDataDir: new Blob([buf]), extensions: { pg_trgm, unaccent }, pgliteWasmModule, initdbWasmModule, fsBundle, noInitDb: true }); lap('cached-noinit'); await c.query('select count(*) from publications'); lap('q'); await c.close(); }
