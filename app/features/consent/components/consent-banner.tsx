import { shellMessages } from '#app/i18n/shell-messages.ts';
import { useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import { ConsentForm } from './consent-form.tsx';

/** Shown until a choice is stored; rendered on the server, so there is no flash. */
export function ConsentBanner() {
  const t = useT(shellMessages);
  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface p-4 shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md sm:rounded-lg sm:border"
    >
      <h2 id="consent-title" className="text-lg font-semibold">
        {t('consentTitle')}
      </h2>
      <p className="mt-1 text-sm">
        {t('consentText')}{' '}
        <Link to="/privacy#cookies" className="text-brand underline">
          {t('consentMore')}
        </Link>
      </p>
      <ConsentForm compact />
    </section>
  );
}
