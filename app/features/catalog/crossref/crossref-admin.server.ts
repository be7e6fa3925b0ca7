/** The admin's Crossref page: what it shows, and its two forms (the prefix, the deposit). */
import type { KeyOf } from '#app/i18n/messages.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { done, refused, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import { parseForm } from '#app/lib/forms.ts';
import { log } from '#app/lib/log.server.ts';
import { countDois, depositsByKind, type CrossrefKind } from './crossref.ts';
import { crossrefBatch, crossrefCredentials, crossrefXml, depositToCrossref, doiPrefix, newBatchId, recentDeposits, setDoiPrefix } from './crossref.server.ts';
import type { crossrefMessages } from './messages.ts';
import { prefixSchema } from './prefix.schema.ts';

export interface CrossrefSettings {
  appUrl: string;
  email: string;
}

export async function crossrefPage(db: Db, settings: CrossrefSettings) {
  const prefix = await doiPrefix(db);
  const pending = prefix ? await crossrefBatch(db, { prefix, appUrl: settings.appUrl, email: settings.email, batchId: 'preview', at: new Date() }) : null;
  return {
    prefix,
    items: pending?.items ?? 0,
    kinds: pending ? depositsByKind(pending.batch).map((d) => d.kind) : [],
    canDeposit: crossrefCredentials() !== null,
    deposits: (await recentDeposits(db)).map((d) => ({
      batchId: d.batchId,
      at: d.createdAt.toISOString(),
      items: d.items,
      status: d.status,
      answer: d.answer.slice(0, 2000),
    })),
  };
}

/** One kind's deposit file, for download; null when there is nothing of that kind. */
export async function crossrefFile(db: Db, kind: CrossrefKind, settings: CrossrefSettings): Promise<{ name: string; xml: string } | null> {
  const prefix = await doiPrefix(db);
  if (!prefix) return null;
  const at = new Date();
  const { batch } = await crossrefBatch(db, { prefix, appUrl: settings.appUrl, email: settings.email, batchId: newBatchId(at), at });
  const found = depositsByKind(batch).find((d) => d.kind === kind);
  return found ? { name: `${found.batch.batchId}.xml`, xml: crossrefXml(found.batch) } : null;
}

export const CROSSREF_FORM = 'crossref';
type CrossrefKey = KeyOf<typeof crossrefMessages>;
export type CrossrefState = FormState<CrossrefKey, typeof CROSSREF_FORM>;

/** Nothing to send: the prefix's pending files are none, or there is no prefix yet. */
const nothing = (prefix: string | null, status: number) =>
  refused<CrossrefKey, typeof CROSSREF_FORM>(CROSSREF_FORM, {}, {}, prefix ? 'nothingToDeposit' : 'noPrefix', prefix ? { params: { prefix } } : {}, status);

export async function crossrefAction(
  db: Db,
  formData: FormData,
  userId: string,
  settings: CrossrefSettings,
): Promise<Outcome<CrossrefKey, typeof CROSSREF_FORM>> {
  const intent = formData.get('intent');
  if (intent === 'prefix') {
    const parsed = parseForm(prefixSchema, formData);
    if (!parsed.ok) return refused<CrossrefKey, typeof CROSSREF_FORM>(CROSSREF_FORM, parsed.values, parsed.errors, undefined);
    await setDoiPrefix(db, parsed.data.prefix);
    return done(CROSSREF_FORM, 'prefixSaved');
  }
  if (intent === 'deposit') {
    const credentials = crossrefCredentials();
    if (!credentials) return refused<CrossrefKey, typeof CROSSREF_FORM>(CROSSREF_FORM, {}, {}, 'noCredentials', {}, 409);
    const prefix = await doiPrefix(db);
    const at = new Date();
    const pending = prefix ? await crossrefBatch(db, { prefix, appUrl: settings.appUrl, email: settings.email, batchId: newBatchId(at), at }) : null;
    const files = pending ? depositsByKind(pending.batch) : [];
    if (!files.length) return nothing(prefix, 409);
    let ok = true;
    for (const file of files) {
      const sent = await depositToCrossref(db, {
        xml: crossrefXml(file.batch),
        batchId: file.batch.batchId,
        items: countDois(file.batch),
        credentials,
        userId,
      });
      if (!sent.ok) {
        ok = false;
        log.warn({ batchId: file.batch.batchId, status: sent.status }, 'crossref deposit refused');
      }
    }
    return ok ? done(CROSSREF_FORM, 'deposited') : refused<CrossrefKey, typeof CROSSREF_FORM>(CROSSREF_FORM, {}, {}, 'depositFailed', {}, 502);
  }
  return nothing(await doiPrefix(db), 400);
}
