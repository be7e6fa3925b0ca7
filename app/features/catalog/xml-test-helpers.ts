/**
 * For the sitemap and feed tests: the database's own XML parser (libxml2, in PGlite and in
 * PostgreSQL) checks that a document is well-formed and answers XPath queries about it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { rowsOf } from '#app/lib/db/rows.ts';

export async function isWellFormedXml(db: Db, xml: string): Promise<boolean> {
  const result = await db.execute(sql`select xml_is_well_formed_document(${xml}) as ok`);
  return rowsOf<{ ok: boolean }>(result)[0]!.ok;
}

/** The text values an XPath finds; `namespaces` maps prefixes used in `path` to namespace URIs. */
export async function xpath(db: Db, xml: string, path: string, namespaces: Record<string, string> = {}): Promise<string[]> {
  const pairs = Object.entries(namespaces);
  const ns = pairs.length
    ? sql`, array[${sql.join(
        pairs.map(([prefix, uri]) => sql`array[${prefix}::text, ${uri}::text]`),
        sql`, `,
      )}]`
    : sql``;
  const result = await db.execute(sql`select xpath(${path}, xmlparse(document ${xml})${ns})::text[] as values`);
  return rowsOf<{ values: string[] }>(result)[0]!.values;
}
