/** The admin's Crossref page: what it shows, and its two forms (the prefix, the deposit). */
import { data } from 'react-router';
import type { Db } from '#app/lib/db/client.server.ts';
import { parseForm } from '#app/lib/forms.ts';
import { log } from '#app/lib/log.server.ts';
import { countDois, depositsByKind, type CrossrefKind } from './crossref.ts';
import { crossrefBatch, crossrefCredentials, crossrefXml, depositToCrossref, doiPrefix, newBatchId, recentDeposits, setDoiPrefix } from './crossref.server.ts';
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

export type CrossrefActionState =
  | { status: 'prefix-saved' }
  | { status: 'invalid'; errors: Record<string, string>; values: Record<string, string> }
  | { status: 'deposited' }
  | { status: 'deposit-failed' }
  | { status: 'no-credentials' }
  | { status: 'nothing' };

export async function crossrefAction(db: Db, formData: FormData, userId: string, settings: CrossrefSettings) {
  const intent = formData.get('intent');
  if (intent === 'prefix') {
    const parsed = parseForm(prefixSchema, formData);
    if (!parsed.ok) return data<CrossrefActionState>({ status: 'invalid', errors: parsed.errors, values: parsed.values }, { status: 400 });
    await setDoiPrefix(db, parsed.data.prefix);
    return data<CrossrefActionState>({ status: 'prefix-saved' });
  }
  if (intent === 'deposit') {
    const credentials = crossrefCredentials();
    if (!credentials) return data<CrossrefActionState>({ status: 'no-credentials' }, { status: 409 });
    const prefix = await doiPrefix(db);
    const at = new Date();
    const pending = prefix ? await crossrefBatch(db, { prefix, appUrl: settings.appUrl, email: settings.email, batchId: newBatchId(at), at }) : null;
    const files = pending ? depositsByKind(pending.batch) : [];
    if (!files.length) return data<CrossrefActionState>({ status: 'nothing' }, { status: 409 });
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
    return data<CrossrefActionState>({ status: ok ? 'deposited' : 'deposit-failed' }, { status: ok ? 200 : 502 });
  }
  return data<CrossrefActionState>({ status: 'nothing' }, { status: 400 });
}
