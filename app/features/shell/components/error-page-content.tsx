import { isRouteErrorResponse } from 'react-router';
import { useT, type KeyOf } from '#app/i18n/messages.ts';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { shellMessages } from '#app/i18n/shell-messages.ts';
import { errorMessages } from '../error-messages.ts';

type ErrorKey = KeyOf<typeof errorMessages>;

/** Statuses with their own words; for the rest, a route's own message, else the general one. */
const KNOWN_STATUS: Partial<Record<number, { title: ErrorKey; text: ErrorKey }>> = {
  400: { title: 'badRequestTitle', text: 'badRequestText' },
  403: { title: 'forbiddenTitle', text: 'forbiddenText' },
  413: { title: 'tooLargeTitle', text: 'tooLargeText' },
  415: { title: 'unsupportedTypeTitle', text: 'unsupportedTypeText' },
  429: { title: 'tooManyTitle', text: 'tooManyText' },
};

/**
 * What a person sees when a page fails: on 404 the "could not be found" page with a way home;
 * a refused request (400, 403, 413, 415, 429) says why in the page's language; otherwise the error's
 * message (a thrown Response's text; in production never a stack trace). Never indexed; React
 * puts its title and robots tag in the head.
 */
export function ErrorPageContent({ error }: { error: unknown }) {
  const t = useT(shellMessages);
  const e = useT(errorMessages);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    return (
      <section data-error-page className="mx-auto max-w-2xl px-4 py-16 text-center">
        <title>{`${e('notFoundTitle')} · ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">{e('errorStatus', { status: 404 })}</p>
        <h1 className="mt-2 font-serif text-4xl font-semibold">{e('notFoundTitle')}</h1>
        <p className="mt-4 text-lg">{e('notFoundText')}</p>
        <Link to="/" className={buttonClass('primary', 'mt-8')}>
          {t('backHome')}
        </Link>
      </section>
    );
  }
  const known = KNOWN_STATUS[status];
  // A refusal for asking too often (a search's rate limit) says how long to wait.
  const retryAfter = isRouteErrorResponse(error) ? Number((error.data as { retryAfter?: unknown } | null)?.retryAfter) : NaN;
  const minutes = Math.max(1, Math.ceil((Number.isFinite(retryAfter) ? retryAfter : 60) / 60));
  const message = known
    ? e(known.text, { minutes })
    : isRouteErrorResponse(error) && typeof error.data === 'string' && error.data
      ? error.data
      : isRouteErrorResponse(error) && typeof (error.data as { message?: unknown } | null)?.message === 'string'
        ? (error.data as { message: string }).message
        : import.meta.env.DEV && error instanceof Error
          ? error.message
          : e('errorText');
  const title = known ? e(known.title) : t('errorTitle');
  return (
    <section data-error-page className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{`${title} · ${t('siteName')}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">{e('errorStatus', { status })}</p>
      <h1 className="mt-2 font-serif text-4xl font-semibold">{title}</h1>
      <p className="mt-4 text-lg">{message}</p>
      <Link to="/" className={buttonClass('primary', 'mt-8')}>
        {t('backHome')}
      </Link>
    </section>
  );
}
