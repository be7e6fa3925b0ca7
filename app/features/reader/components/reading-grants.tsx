/** The admin's user page: the works this person may read (bought or granted), granting and revoking. */
import { Form } from 'react-router';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Button } from '#app/ui/button.tsx';
import type { Grant } from '../library.server.ts';
import { grantMessages } from '../grant-messages.ts';

export function ReadingGrants({
  entitlements,
  books,
  busy,
}: {
  entitlements: Grant[];
  books: { id: number; titlePt: string | null; titleEn: string | null }[];
  busy: (intent: string) => boolean;
}) {
  const t = useT(grantMessages);
  const locale = useLocale();
  const title = (w: { titlePt: string | null; titleEn: string | null }) => (locale === 'en' ? w.titleEn || w.titlePt : w.titlePt || w.titleEn) || '—';
  const available = books.filter((b) => !entitlements.some((e) => e.publicationId === b.id));
  return (
    <section aria-labelledby="reading-grants" className="rounded-lg border border-line bg-surface p-6">
      <h2 id="reading-grants" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 text-muted">{t('lead')}</p>
      {entitlements.length ? (
        <ul className="mt-4 divide-y divide-line">
          {entitlements.map((e) => (
            <li key={e.publicationId} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>
                <span className="font-medium">{title(e)}</span>{' '}
                <span className="text-sm text-muted">
                  · {t(e.source === 'grant' ? 'granted' : 'bought')} · {formatDate(e.createdAt, locale, { dateStyle: 'medium' })}
                </span>
              </span>
              {e.source === 'grant' ? (
                <Form noValidate method="post">
                  <input type="hidden" name="intent" value="reading-revoke" />
                  <input type="hidden" name="publicationId" value={e.publicationId} />
                  <Button type="submit" variant="secondary" busy={busy('reading-revoke')} aria-label={t('revokeOf', { title: title(e) })}>
                    {t('revoke')}
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-muted">{t('none')}</p>
      )}
      {available.length ? (
        <Form method="post" noValidate className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="reading-grant" />
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor="grant-book" className="font-medium">
              {t('book')}
            </label>
            <select id="grant-book" name="publicationId" className="min-h-11 max-w-full rounded-md border border-line bg-page px-3">
              {available.map((b) => (
                <option key={b.id} value={b.id}>
                  {title(b)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" busy={busy('reading-grant')}>
            {t('grant')}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
