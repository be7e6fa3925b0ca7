/**
 * The migrated empty database that `npm run build` packs (scripts/db-template.ts): a new data
 * folder starts from it when it holds exactly the current migrations.
 */
import fs from 'node:fs';
import path from 'node:path';

export const TEMPLATE_FILE = path.resolve(process.env.DB_TEMPLATE || 'build/db-template.tar.gz');
export const TEMPLATE_JOURNAL = TEMPLATE_FILE.replace(/\.tar\.gz$/, '.json');

/** The template to start a new data folder from, or undefined when there is none that fits. */
export function usableTemplate(migrationsFolder: string): Blob | undefined {
  try {
    const current = fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
    if (fs.readFileSync(TEMPLATE_JOURNAL, 'utf8') !== current) return undefined;
    return new Blob([fs.readFileSync(TEMPLATE_FILE)]);
  } catch {
    return undefined;
  }
}
