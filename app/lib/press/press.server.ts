/** The press setting: read (falling back to the demo's values) and written, with the legacy DOI prefix key folded in. */
import type { MiddlewareFunction } from 'react-router';
import type { Db } from '../db/client.server.ts';
import { db } from '../db/db.server.ts';
import { readSetting, writeSetting } from '../db/settings.server.ts';
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

/** Reads the press once per request (a primary-key lookup), before any loader, action or resource route builds text with it. */
export const pressMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  await readPress(db());
  return next();
};
