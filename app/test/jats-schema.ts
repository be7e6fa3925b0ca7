/**
 * For tests: validates JATS documents against the JATS 1.3 Journal Publishing DTD and SciELO's
 * SPS 1.10 Schematron (fixtures/schemas/jats, fixtures/schemas/scielo), all in one Python 3 + lxml
 * run (Debian's python3-lxml), offline. Stops at the first document that breaks either and returns
 * its messages.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = String.raw`
import re, sys
from lxml import etree, isoschematron
dtd_path, sch_path, waived, files = sys.argv[1], sys.argv[2], set(filter(None, sys.argv[3].split(','))), sys.argv[4:]
dtd = etree.DTD(dtd_path)
schematron = isoschematron.Schematron(etree.parse(sch_path), store_report=True)
parser = etree.XMLParser(load_dtd=False, no_network=True, resolve_entities=False)
# journal-meta as the DTD wants it but for its ISSN (what a volume without one writes).
only_issn_missing = re.compile(r"^\((journal-id )+(journal-title-group )*((contrib-group|aff) )*(isbn )*(publisher )?(notes )*(self-uri )*\)\s*$")
ns = {"svrl": "http://purl.oclc.org/dsdl/svrl"}
for name in files:
    try:
        doc = etree.parse(name, parser)
    except etree.XMLSyntaxError as exc:
        print(f"{name}: not well-formed: {exc}"); sys.exit(1)
    if not dtd.validate(doc):
        # "dtd-issn": a volume without an ISSN (the DTD's journal-meta wants one) is the one gap waivable.
        errors = [e for e in dtd.error_log if not ("dtd-issn" in waived and e.message.startswith("Element journal-meta content does not follow the DTD") and only_issn_missing.match(e.message.split(" got ")[-1]))]
        if errors:
            for err in errors[:10]:
                print(f"{name}:{err.line}: DTD: {err.message}")
            sys.exit(1)
    if not schematron.validate(doc):
        report = schematron.validation_report
        failed = []
        for fa in report.xpath("//svrl:failed-assert", namespaces=ns):
            pattern = fa.xpath("preceding-sibling::svrl:active-pattern[1]/@id", namespaces=ns)
            if pattern and pattern[0] in waived: continue
            text = " ".join("".join(fa.xpath("svrl:text//text()", namespaces=ns)).split())
            failed.append(f"{name}: SciELO {pattern[0] if pattern else '?'}: {fa.get('location')}: {text}")
        if failed:
            print("\n".join(failed[:10])); sys.exit(1)
print("ok")
`;

function python(): string {
  for (const candidate of ['python3', '/usr/bin/python3']) {
    const run = spawnSync(candidate, ['-c', 'import lxml.isoschematron'], { encoding: 'utf8' });
    if (run.status === 0) return candidate;
  }
  throw new Error('No Python 3 with lxml: apt-get install -y python3-lxml');
}

/**
 * Each document (name → XML) against the DTD, then the Schematron. `waive` names SciELO patterns
 * that do not apply, and `dtd-issn` the DTD's demand for an ISSN in journal-meta: a proceedings
 * volume has an ISBN, not the ISSN a journal has (nothing else is waived).
 */
export function validateJats(documents: Record<string, string>, { waive = [] as string[] } = {}): { valid: boolean; messages: string } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'jats-'));
  try {
    const files = Object.entries(documents).map(([name, xml]) => {
      const file = path.join(folder, `${name.replace(/[^\w.-]+/g, '_')}.xml`);
      fs.writeFileSync(file, xml);
      return file;
    });
    const run = spawnSync(
      python(),
      [
        '-c',
        SCRIPT,
        path.resolve('fixtures/schemas/jats/1.3/JATS-journalpublishing1-3.dtd'),
        path.resolve('fixtures/schemas/scielo/scielo-style-1.10.sch'),
        waive.join(','),
        ...files,
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.error) throw run.error;
    if (run.status !== 0 && run.status !== 1) throw new Error(`The JATS validator failed (${run.status}): ${run.stderr}`);
    return { valid: run.status === 0, messages: `${run.stdout}${run.stderr}`.replaceAll(`${folder}/`, '') };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
