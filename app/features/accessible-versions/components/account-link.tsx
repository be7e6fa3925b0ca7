import { useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import { accessibleMessages } from '../messages.ts';

/** The account page's way to the reader's requests for accessible versions. */
export function AccessibleVersionsLink() {
  const t = useT(accessibleMessages);
  return (
    <section aria-labelledby="account-accessible-versions" className="rounded-lg border border-line bg-surface p-5">
      <h2 id="account-accessible-versions" className="text-xl font-semibold">
        {t('myTitle')}
      </h2>
      <p className="mt-1 text-muted">{t('accountLinkLead')}</p>
      <Link to="/account/accessible-versions" className="mt-3 inline-flex min-h-11 items-center font-medium text-brand underline">
        {t('myRequestsLink')}
      </Link>
    </section>
  );
}
