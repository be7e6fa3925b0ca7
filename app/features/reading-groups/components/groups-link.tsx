import { useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import { groupMessages } from '../messages.ts';

/** The account page's way to reading groups. */
export function GroupsLink() {
  const t = useT(groupMessages);
  return (
    <section aria-labelledby="account-groups" className="rounded-lg border border-line bg-surface p-5">
      <h2 id="account-groups" className="text-xl font-semibold">
        {t('myGroups')}
      </h2>
      <p className="mt-1 text-muted">{t('myGroupsLead')}</p>
      <Link to="/account/groups" className="mt-3 inline-flex min-h-11 items-center font-medium text-brand underline">
        {t('openGroups')}
      </Link>
    </section>
  );
}
