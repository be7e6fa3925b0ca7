/**
 * Several "is there any?" questions asked in one query: a page that shows a list only when there is
 * something in it asks them all first and reads only the lists that have rows (each question a
 * boolean SQL expression, usually an EXISTS, given by the module that owns its table).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.server.ts';
import { rowsOf } from './rows.ts';

export async function presence<K extends string>(db: Pick<Db, 'execute'>, questions: Record<K, SQL>): Promise<Record<K, boolean>> {
  const keys = Object.keys(questions) as K[];
  const columns = sql.join(
    keys.map((key) => sql`${questions[key]} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const [row] = rowsOf<Record<K, boolean>>(await db.execute(sql`select ${columns}`));
  return Object.fromEntries(keys.map((key) => [key, row?.[key] === true])) as Record<K, boolean>;
}
