/** The account page's way to the editors' desk, for someone holding an editorial role (or an admin). */
import { useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import { deskMessages } from '../desk-messages.ts';

export function DeskLink() {
  const t = useT(deskMessages);
  return (
    <section aria-labelledby="account-desk" className="rounded-lg border border-line bg-surface p-5">
      <h2 id="account-desk" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 text-muted">{t('description')}</p>
      <Link to="/editorial" className="mt-3 inline-flex min-h-11 items-center font-medium text-brand underline">
        {t('openDesk')}
      </Link>
    </section>
  );
}
