import { useT } from '#app/i18n/messages.ts';
import { LinkCard } from '#app/ui/link-card.tsx';
import { groupMessages } from '../messages.ts';

/** The account page's way to reading groups. */
export function GroupsLink() {
  const t = useT(groupMessages);
  return <LinkCard id="account-groups" title={t('myGroups')} lead={t('myGroupsLead')} to="/account/groups" label={t('openGroups')} />;
}
