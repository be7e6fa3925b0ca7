import { workPath } from '#app/lib/paths.ts';
import { formatDate, formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { pick } from '#app/lib/localized.ts';
import { Link } from '#app/ui/link.tsx';
import type { MyRequest } from '../requests.server.ts';
import { accessibleMessages } from '../messages.ts';

const size = (bytes: number, locale: 'pt' | 'en') => `${formatNumber(bytes / 1024 / 1024, locale, { maximumFractionDigits: 1 })} MB`;

/** /account/accessible-versions: the reader's requests, their state and the answers to download. */
export function MyAccessibleVersions({ requests }: { requests: MyRequest[] }) {
  const t = useT(accessibleMessages);
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div>
        <h1 className="font-serif text-3xl font-semibold">{t('myTitle')}</h1>
        <p className="mt-2 text-muted">{t('myLead')}</p>
      </div>
      {requests.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface p-5">{t('myEmpty')}</p>
      ) : (
        <ul className="space-y-4">
          {requests.map((request) => {
            const title = pick(request, 'title', locale);
            return (
              <li key={request.id} id={`request-${request.id}`} className="rounded-lg border border-line bg-surface p-5">
                <h2 className="text-xl font-semibold">
                  <Link to={workPath(request.type, request.slug)} className="underline">
                    {title}
                  </Link>
                </h2>
                <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
                  <dt className="font-semibold">{t('statusLabel')}</dt>
                  <dd>{t(`status.${request.status}`)}</dd>
                </dl>
                <p className="mt-1 text-sm text-muted">
                  {t('requestedOn', { date: formatDate(request.createdAt, locale) })}
                  {request.status === 'received' ? ` · ${t('dueBy', { date: formatDate(request.dueOn, locale) })}` : null}
                </p>
                {request.reply ? (
                  <div className="mt-3">
                    <p className="text-sm font-semibold">{t('replyLabel')}</p>
                    <p className="whitespace-pre-line">{request.reply}</p>
                  </div>
                ) : null}
                {request.status === 'answered' && request.fileName ? (
                  <p className="mt-3">
                    {/* A file download, not a page: a plain link the router leaves to the browser. */}
                    <Link
                      to={`/account/accessible-versions/${request.id}/file`}
                      reloadDocument
                      className="inline-flex min-h-11 items-center font-medium text-brand underline"
                    >
                      {t('download', { name: request.fileName })}
                    </Link>{' '}
                    <span className="text-sm text-muted">({size(request.fileSize ?? 0, locale)})</span>
                  </p>
                ) : null}
                {request.status === 'answered' && request.link ? (
                  <p className="mt-3">
                    <a href={request.link} rel="noreferrer noopener" className="inline-flex min-h-11 items-center font-medium text-brand underline">
                      {t('openLink')}
                    </a>
                    <span className="block text-sm text-muted">{t('linkNote')}</span>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
