/** The reader's request page and its post: signed-in readers only (the route's guard), bounded per reader, the press told. */
import { formatDate } from '#app/i18n/format.ts';
import type { Locale } from '#app/i18n/locales.ts';
import { translator, type KeyOf } from '#app/i18n/messages.ts';
import { notFound } from '#app/lib/app-error.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { done, refused, withHeaders, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import { parseForm } from '#app/lib/forms.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { pick } from '#app/lib/localized.ts';
import { workPath } from '#app/lib/paths.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { accessibleMessages } from './messages.ts';
import { requestSchema } from './request.schema.ts';
import { createRequest, requestableWork, requestableWorks } from './requests.server.ts';

export const REQUEST_FORM = 'accessible-version-request';
type RequestKey = KeyOf<typeof accessibleMessages>;
export type RequestFormState = FormState<RequestKey, typeof REQUEST_FORM>;

/** Five requests an hour per reader: enough for a reading list, not for a flood of mail to the press. */
export const REQUEST_LIMIT = { limit: 5, windowSeconds: 3600 };

/** The work page's link beside its formats, in the page's language (written by the loader: the page loads no catalogue nor component for it). */
export function requestLink(workId: number, locale: Locale): { to: string; label: string; hint: string } {
  const t = translator(accessibleMessages, locale);
  return { to: `/accessible-version/request?work=${workId}`, label: t('requestLink'), hint: t('requestLinkHint') };
}

/**
 * ?work=<id>: the published work asked about (another id is a 404). Without one (a link from the
 * accessibility statement), the page says how to choose the work: from its page in the catalog.
 */
export async function requestPage(db: Db, url: URL, locale: Locale) {
  const t = translator(accessibleMessages, locale);
  const page = { title: t('title'), description: t('description') };
  const id = url.searchParams.get('work');
  // Without a work (from the accessibility statement): choose it here.
  if (id === null) return { ...page, work: null, works: await requestableWorks(db, locale) };
  const work = /^\d{1,9}$/.test(id) ? await requestableWork(db, Number(id)) : null;
  if (!work) throw notFound();
  return { ...page, work: { id: work.id, path: workPath(work.type, work.slug), title: pick(work, 'title', locale) }, works: [] };
}

export async function requestAction(
  db: Db,
  formData: FormData,
  { userId, locale, now }: { userId: string; locale: Locale; now: Date },
): Promise<Outcome<RequestKey, typeof REQUEST_FORM>> {
  const parsed = parseForm(requestSchema, formData);
  if (!parsed.ok) return refused(REQUEST_FORM, parsed.values, parsed.errors, 'fixErrors');
  const limit = await hitRateLimit(db, `accessible-version:${userId}`, REQUEST_LIMIT);
  if (!limit.ok) {
    const tooMany = refused(REQUEST_FORM, parsed.values, {}, 'tooMany', { params: { minutes: Math.ceil(limit.retryAfter / 60) } }, 429);
    return withHeaders(tooMany, { 'Retry-After': String(limit.retryAfter) });
  }
  const created = await createRequest(db, userId, parsed.data, now);
  if (!created) return refused(REQUEST_FORM, parsed.values, {}, 'workMissing', {}, 404);
  wakeJobRunner();
  return done(REQUEST_FORM, 'sent', { params: { date: formatDate(created.dueOn, locale) } });
}
