/** /admin/press: the press's identity as staff edit it (the setting itself is lib/press's). */
import type { Locale } from '#app/i18n/locales.ts';
import { recordAudit } from '#app/lib/audit.server.ts';
import { countryOptions } from '#app/lib/brazil/country-names.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { done, refused, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import { parseForm } from '#app/lib/forms.ts';
import type { KeyOf } from '#app/i18n/messages.ts';
import { readPress, writePress } from '#app/lib/press/press.server.ts';
import type { pressMessages } from './press-messages.ts';
import { pressFormSchema } from './press.schema.ts';

export async function pressPage(db: Db, locale: Locale) {
  return { press: await readPress(db), countries: countryOptions(locale).map((c) => ({ value: c.code, label: c.name })) };
}

export const PRESS_FORM = 'press';
type PressKey = KeyOf<typeof pressMessages>;
export type PressFormState = FormState<PressKey, typeof PRESS_FORM>;

/** Saved: the page again with its notice; refused: the fields' errors, keeping what was typed. */
export async function pressAction(db: Db, formData: FormData, actorId: string): Promise<Outcome<PressKey, typeof PRESS_FORM>> {
  const parsed = parseForm(pressFormSchema, formData);
  if (!parsed.ok) return refused<PressKey, typeof PRESS_FORM>(PRESS_FORM, parsed.values, parsed.errors, undefined);
  await db.transaction(async (tx) => {
    const before = await readPress(tx);
    const after = await writePress(tx, parsed.data);
    const changed = Object.keys(after).filter((key) => JSON.stringify(before[key as keyof typeof before]) !== JSON.stringify(after[key as keyof typeof after]));
    await recordAudit(tx, { actorId, action: 'press.update', targetType: 'press', targetId: 'press', details: { changed } });
  });
  return done(PRESS_FORM, 'saved');
}
