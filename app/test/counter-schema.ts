/**
 * For tests: validates JSON against a schema of the COUNTER_SUSHI API specification (Release 5.1,
 * fixtures/schemas/counter), with ajv's JSON Schema 2020-12 validator.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

let ajv: Ajv2020 | undefined;

function validator(): Ajv2020 {
  if (ajv) return ajv;
  const spec = JSON.parse(fs.readFileSync(path.resolve('fixtures/schemas/counter/COUNTER_SUSHI_API.json'), 'utf8')) as object;
  // strict: false for the spec's x-stoplight and x-tags; unicodeRegExp: false for its ISIL pattern ("{1,3,4}").
  ajv = new Ajv2020({ strict: false, allErrors: true, unicodeRegExp: false });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  ajv.addSchema(spec, 'counter');
  return ajv;
}

/** `name`: a schema under components/schemas (TR, TR_B3, PR, PR_P1, Exception_3020, Status, …). */
export function validateCounter(name: string, data: unknown): { valid: boolean; errors: string[] } {
  const validate = validator().getSchema(`counter#/components/schemas/${name}`);
  if (!validate) throw new Error(`no schema ${name}`);
  const valid = validate(data) as boolean;
  return { valid, errors: (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'}: ${e.message}`) };
}
