/**
 * `node scripts/content-audit.ts [filter]`: what a careful editor would mend in the demo texts
 * (app/seed/content), file by file, by the rules the content test holds them to
 * (app/features/catalog/seed/content-audit.ts). A filter keeps the files whose path contains it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { auditSources } from '../app/features/catalog/testing.server.ts';

const filter = process.argv[2] ?? '';
let files = 0;
let problems = 0;
for (const { file, findings } of auditSources()) {
  if (!file.includes(filter)) continue;
  files++;
  if (!findings.length) continue;
  problems += findings.length;
  console.log(`\n${path.relative(process.cwd(), file)}`);
  for (const finding of findings) console.log(`  - ${finding}`);
}
console.log(`\n${files} files, ${problems} findings`);
if (!fs.existsSync('app/seed/content')) process.exitCode = 1;
