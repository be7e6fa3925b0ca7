/** /admin/press: the press's identity as staff edit it (the setting itself is lib/press's). */
import { data } from 'react-router';
import type { Locale } from '#app/i18n/locales.ts';
import { recordAudit } from '#app/lib/audit.server.ts';
import { countryOptions } from '#app/lib/brazil/country-names.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { parseForm } from '#app/lib/forms.ts';
import { readPress, writePress } from '#app/lib/press/press.server.ts';
import { pressFormSchema } from './press.schema.ts';

export async function pressPage(db: Db, locale: Locale) {
  return { press: await readPress(db), countries: countryOptions(locale).map((c) => ({ value: c.code, label: c.name })) };
}

export type PressActionState = { status: 'saved' } | { status: 'invalid'; errors: Record<string, string>; values: Record<string, string> };

export async function pressAction(db: Db, formData: FormData, actorId: string) {
  const parsed = parseForm(pressFormSchema, formData);
  if (!parsed.ok) return data<PressActionState>({ status: 'invalid', errors: parsed.errors, values: parsed.values }, { status: 400 });
  await db.transaction(async (tx) => {
    const before = await readPress(tx);
    const after = await writePress(tx, parsed.data);
    const changed = Object.keys(after).filter((key) => JSON.stringify(before[key as keyof typeof before]) !== JSON.stringify(after[key as keyof typeof after]));
    await recordAudit(tx, { actorId, action: 'press.update', targetType: 'press', targetId: 'press', details: { changed } });
  });
  return data<PressActionState>({ status: 'saved' });
}
