/**
 * For tests: validates XML documents against an official schema kept in fixtures/schemas, with
 * xmllint (Debian's libxml2-utils) and no network. Returns the validator's messages on failure.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCHEMAS = {
  'oai-pmh': 'oai-pmh/response-with-oai_dc.xsd',
  'onix-3.0': 'onix/ONIX_BookProduct_3.0_reference.xsd',
  crossref: 'crossref/crossref5.4.0.xsd',
  marc: 'marc/MARC21slim.xsd',
  'oai-pmh-marcxml': 'oai-pmh/response-with-marcxml.xsd',
} as const;

/** One document from standard input, or several in one run (a large schema such as Crossref's loads in seconds). */
export function validateXml(set: keyof typeof SCHEMAS, xml: string | string[]): { valid: boolean; messages: string } {
  const schema = path.resolve('fixtures/schemas', SCHEMAS[set]);
  const many = Array.isArray(xml);
  const folder = many ? fs.mkdtempSync(path.join(os.tmpdir(), 'xml-')) : '';
  const files = many ? xml.map((document, index) => path.join(folder, `${index}.xml`)) : ['-'];
  if (many) xml.forEach((document, index) => fs.writeFileSync(files[index]!, document));
  try {
    const run = spawnSync('xmllint', ['--nonet', '--noout', '--schema', schema, ...files], {
      input: many ? undefined : xml,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw new Error(`xmllint could not run (apt-get install libxml2-utils): ${run.error.message}`);
    // 0: valid; 3: invalid; anything else: the schema or a document did not load.
    if (run.status !== 0 && run.status !== 3) throw new Error(`xmllint failed (${run.status}): ${run.stderr}`);
    return { valid: run.status === 0, messages: run.stderr };
  } finally {
    if (many) fs.rmSync(folder, { recursive: true, force: true });
  }
}
