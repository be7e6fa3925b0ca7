/**
 * The migrated empty database that `npm run build` packs (scripts/db-template.ts): a new data
 * folder starts from it when it holds exactly the current migrations.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The template's tarball and the migrations journal it holds (DB_TEMPLATE moves them). */
export function templateFiles(env = process.env): { file: string; journal: string } {
  const file = path.resolve(env.DB_TEMPLATE || 'build/db-template.tar.gz');
  return { file, journal: file.replace(/\.tar\.gz$/, '.json') };
}

/** The template to start a new data folder from, or undefined when there is none that fits. */
export function usableTemplate(migrationsFolder: string): Blob | undefined {
  const { file, journal } = templateFiles();
  try {
    const current = fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
    if (fs.readFileSync(journal, 'utf8') !== current) return undefined;
    return new Blob([fs.readFileSync(file)]);
  } catch {
    return undefined;
  }
}
