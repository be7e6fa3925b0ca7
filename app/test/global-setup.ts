/** Vitest's global setup: the migrated template every test file's database is cloned from (lib/db/test-database.server.ts). */
import { prepareTestTemplate } from '#app/lib/db/test-database.server.ts';

export default async function setup() {
  await prepareTestTemplate();
}
