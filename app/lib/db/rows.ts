/** The rows of a raw `db.execute(sql…)` result: both drivers (PGlite, node-postgres) put them in `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
