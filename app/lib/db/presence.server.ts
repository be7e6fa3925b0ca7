/**
 * Several "is there any?" questions asked in one query: a page that shows a list only when there is
 * something in it asks them all first and reads only the lists that have rows (each question a
 * boolean SQL expression, usually an EXISTS, given by the module that owns its table).
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from './client.server.ts';
import { prepared } from './prepared.server.ts';
import { rowsOf } from './rows.ts';

/** Whom a question is about: an account's id, or the placeholder of a question built once. */
export type Person = string | Placeholder<'person'>;

export async function presence<K extends string>(db: Pick<Db, 'execute'>, questions: Record<K, SQL>): Promise<Record<K, boolean>> {
  const keys = Object.keys(questions) as K[];
  const columns = sql.join(
    keys.map((key) => sql`${questions[key]} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const [row] = rowsOf<Record<K, boolean>>(await db.execute(sql`select ${columns}`));
  return Object.fromEntries(keys.map((key) => [key, row?.[key] === true])) as Record<K, boolean>;
}

/**
 * `presence` for one person, its query built once per database under `name` (a page every
 * signed-in person opens asks the same questions each time: building them cost 0.2 ms).
 */
export async function presenceOf<K extends string>(
  db: Db,
  name: string,
  questions: (person: Person) => Record<K, SQL>,
  person: string,
): Promise<Record<K, boolean>> {
  const { keys, query } = prepared(db, name, (database) => {
    const asked = questions(sql.placeholder('person'));
    const keys = Object.keys(asked) as K[];
    const columns = Object.fromEntries(keys.map((key) => [key, sql<boolean>`${asked[key]}`])) as Record<K, SQL<boolean>>;
    return { keys, query: database.select(columns).from(sql`(select 1) as asked`).prepare(name) };
  });
  const [row] = (await query.execute({ person })) as unknown as Record<K, boolean>[];
  return Object.fromEntries(keys.map((key) => [key, row?.[key] === true])) as Record<K, boolean>;
}
