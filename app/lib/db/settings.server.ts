/**
 * The platform's settings (app_meta: a key and a text value) have one writer: this module. A
 * feature names its keys; values are text, and structured ones (the press) are JSON.
 */
import { eq } from 'drizzle-orm';
import type { Db } from './client.server.ts';
import { appMeta } from './schema.ts';

/** A setting's value, or null when it was never written. */
export async function readSetting(db: Pick<Db, 'select'>, key: string): Promise<string | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value ?? null;
}

/** Writes a setting, replacing what it held. */
export async function writeSetting(db: Pick<Db, 'insert'>, key: string, value: string): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}

/** Writes a setting only if it has no value yet (a seed's default never overwrites an operator's choice). */
export async function writeSettingIfAbsent(db: Pick<Db, 'insert'>, key: string, value: string): Promise<void> {
  await db.insert(appMeta).values({ key, value }).onConflictDoNothing();
}
