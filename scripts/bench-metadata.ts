/**
 * The metadata exports at 10,000 works: an OAI-PMH harvest of everything (ListRecords through
 * its resumption tokens), records per second, and the registry's reconciliation before a list;
 * the whole ONIX feed and the Crossref deposit of every DOI, their sizes and validation times,
 * on PGlite (PostgreSQL with TEST_DATABASE_URL). Part of `npm run bench`; alone:
 * node scripts/bench-metadata.ts [count].
 */
import { generateCatalog } from '../app/features/catalog/api.server.ts';
import { oaiResponse } from '../app/features/catalog/api.server.ts';
import { reconcileOaiRecords } from '../app/features/catalog/testing.server.ts';
import { depositsByKind } from '../app/features/catalog/testing.server.ts';
import { crossrefBatch, crossrefXml } from '../app/features/catalog/testing.server.ts';
import { onixMessage } from '../app/features/catalog/testing.server.ts';
import { onixProducts } from '../app/features/catalog/api.server.ts';
import { createTestDatabase } from '../app/lib/db/test-database.server.ts';
import { validateXml } from '../app/test/xml-schema.ts';

function timed<T>(run: () => T): { value: T; ms: number } {
  const t = performance.now();
  const value = run();
  return { value, ms: performance.now() - t };
}

export async function benchMetadata(count = 10_000) {
  const database = await createTestDatabase();
  await generateCatalog(database.db, count);
  const context = { db: database.db, appUrl: 'https://editoraipe.example', adminEmail: 'oai@editoraipe.example', secret: 'bench-secret' };
  let t = performance.now();
  await reconcileOaiRecords(database.db);
  const firstReconcileMs = performance.now() - t;
  t = performance.now();
  await reconcileOaiRecords(database.db);
  const reconcileMs = performance.now() - t;

  t = performance.now();
  let records = 0;
  let pages = 0;
  let bytes = 0;
  let query: [string, string][] = [
    ['verb', 'ListRecords'],
    ['metadataPrefix', 'oai_dc'],
  ];
  for (;;) {
    const xml = await oaiResponse(query, context);
    pages++;
    bytes += Buffer.byteLength(xml);
    records += xml.match(/<record>/g)?.length ?? 0;
    const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(xml)?.[1];
    if (!token) break;
    query = [
      ['verb', 'ListRecords'],
      ['resumptionToken', token],
    ];
  }
  const harvestMs = performance.now() - t;

  t = performance.now();
  const products = await onixProducts(database.db, context.appUrl);
  const onix = onixMessage(products, { appUrl: context.appUrl, sentAt: new Date(), contactEmail: context.adminEmail });
  const onixMs = performance.now() - t;
  const onixValidation = timed(() => validateXml('onix-3.0', onix));
  if (!onixValidation.value.valid) throw new Error(`ONIX does not validate: ${onixValidation.value.messages.slice(0, 2000)}`);

  // Every published item with a DOI under the generator's prefix, one deposit file per kind.
  t = performance.now();
  const { batch, items } = await crossrefBatch(database.db, {
    prefix: '10.99999',
    appUrl: context.appUrl,
    email: context.adminEmail,
    batchId: 'bench',
    at: new Date(),
  });
  const files = depositsByKind(batch).map((d) => crossrefXml(d.batch));
  const crossrefMs = performance.now() - t;
  const crossrefValidation = timed(() => validateXml('crossref', files));
  if (!crossrefValidation.value.valid) throw new Error(`Crossref deposit does not validate: ${crossrefValidation.value.messages.slice(0, 2000)}`);
  await database.dispose();
  return {
    engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    works: count,
    firstReconcileMs,
    reconcileMs,
    oai: { records, pages, bytes, ms: harvestMs, perSecond: records / (harvestMs / 1000) },
    onix: { products: products.length, bytes: Buffer.byteLength(onix), ms: onixMs, validationMs: onixValidation.ms },
    crossref: { items, files: files.length, bytes: files.reduce((n, f) => n + Buffer.byteLength(f), 0), ms: crossrefMs, validationMs: crossrefValidation.ms },
  };
}

export function printMetadata(r: Awaited<ReturnType<typeof benchMetadata>>) {
  console.log(`metadata exports, ${r.works.toLocaleString('en')} works on ${r.engine}`);
  console.log(`  OAI-PMH registry: first reconciliation ${r.firstReconcileMs.toFixed(0)} ms, then ${r.reconcileMs.toFixed(0)} ms per list`);
  console.log(
    `  OAI-PMH ListRecords, whole harvest: ${r.oai.records.toLocaleString('en')} records in ${r.oai.pages} pages, ${(r.oai.bytes / 1024 / 1024).toFixed(1)} MB, ${(r.oai.ms / 1000).toFixed(1)} s = ${r.oai.perSecond.toFixed(0)} records/s`,
  );
  console.log(
    `  ONIX 3.0 feed: ${r.onix.products.toLocaleString('en')} products, ${(r.onix.bytes / 1024 / 1024).toFixed(1)} MB, written in ${r.onix.ms.toFixed(0)} ms, valid against the XSD and code lists (xmllint ${r.onix.validationMs.toFixed(0)} ms)`,
  );
  console.log(
    `  Crossref 5.4.0 deposit: ${r.crossref.items.toLocaleString('en')} DOIs in ${r.crossref.files} files, ${(r.crossref.bytes / 1024 / 1024).toFixed(1)} MB, written in ${r.crossref.ms.toFixed(0)} ms, valid against the XSD (xmllint ${r.crossref.validationMs.toFixed(0)} ms)`,
  );
}

if (import.meta.main) printMetadata(await benchMetadata(Number(process.argv[2]) || 10_000));
