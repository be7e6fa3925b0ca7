/** The press setting: read (falling back to the demo's values) and written, with the legacy DOI prefix key folded in. */
import type { MiddlewareFunction } from 'react-router';
import type { Db } from '../db/client.server.ts';
import { db } from '../db/db.server.ts';
import { readSetting, writeSetting } from '../db/settings.server.ts';
import { pageCache } from '../page-cache.server.ts';
import { pressSchema } from './press-schema.ts';
import { DEMO_PRESS, rememberPress, type Press } from './press.ts';

export const PRESS_KEY = 'press';
/** Where the DOI prefix lived before the press was one setting. */
const LEGACY_DOI_PREFIX_KEY = 'crossref.doi-prefix';

/** The press as stored, remembered as the current one. A damaged setting reads as the demo's values rather than failing every page. */
export async function readPress(db: Pick<Db, 'select'>): Promise<Press> {
  const stored = await readSetting(db, PRESS_KEY);
  // Unset (an install never seeded): the demo's name, but no DOI prefix of someone else's.
  let press: Press = pressSchema.parse({ ...DEMO_PRESS, doiPrefix: '' });
  if (stored) {
    const parsed = pressSchema.safeParse(safeJson(stored));
    if (parsed.success) press = parsed.data;
  } else {
    const legacyPrefix = await readSetting(db, LEGACY_DOI_PREFIX_KEY);
    if (legacyPrefix) press = { ...press, doiPrefix: legacyPrefix };
  }
  rememberPress(press);
  return press;
}

/** Stores the press (validated again here: the form is not the only writer). */
export async function writePress(db: Pick<Db, 'insert'>, press: Press): Promise<Press> {
  const valid = pressSchema.parse(press);
  await writeSetting(db, PRESS_KEY, JSON.stringify(valid));
  rememberPress(valid);
  return valid;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The press as read for a database, kept like a cached page: until the page cache is emptied (any
 * write that may change public pages empties it, on every server through PostgreSQL's NOTIFY) or
 * its time to live passes. A query and a schema check less on every request.
 */
const kept = new WeakMap<object, { press: Press; generation: number; readAt: number }>();

/** Makes the press current before any loader, action or resource route builds text with it. */
export const pressMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  const database = db();
  const hit = kept.get(database);
  if (hit && hit.generation === pageCache.generation && Date.now() - hit.readAt < pageCache.ttlMs) rememberPress(hit.press);
  else {
    const generation = pageCache.generation;
    const readAt = Date.now();
    kept.set(database, { press: await readPress(database), generation, readAt });
  }
  return next();
};
