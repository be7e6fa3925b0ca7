/**
 * Demo content. Each seeder is idempotent (it upserts by natural keys), so `npm run cli -- seed`
 * can run any number of times; on start the server seeds only a database that was never seeded.
 */
import type { Db } from '#app/lib/db/client.server.ts';
import { readSetting, writeSetting } from '#app/lib/db/settings.server.ts';
import { catalogSeeder } from '#app/features/catalog/api.server.ts';
import { readerDemoSeeder } from '#app/features/reader/api.server.ts';
import { storeSeeder } from '#app/features/orders/api.server.ts';
import { coursesSeeder } from '#app/features/courses/api.server.ts';
import { publishSeeder } from '#app/features/publish/api.server.ts';
import { blogSeeder } from '#app/features/blog/api.server.ts';
import { editorialSeeder } from '#app/features/editorial/api.server.ts';

export type Seeder = { name: string; run: (db: Db) => Promise<void> };

/** Seeders in the order they run; features add theirs (the catalog, open calls, ...). */
export const seeders: Seeder[] = [catalogSeeder, storeSeeder, coursesSeeder, publishSeeder, blogSeeder, editorialSeeder, readerDemoSeeder];

export async function seedDatabase(db: Db, { onlyIfEmpty = false } = {}): Promise<{ seeded: boolean; ran: string[] }> {
  if (onlyIfEmpty) {
    if (await readSetting(db, 'seeded_at')) return { seeded: false, ran: [] };
  }
  const ran: string[] = [];
  for (const seeder of seeders) {
    await seeder.run(db);
    ran.push(seeder.name);
  }
  await writeSetting(db, 'seeded_at', new Date().toISOString());
  return { seeded: true, ran };
}
