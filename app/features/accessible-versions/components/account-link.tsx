import { useT } from '#app/i18n/messages.ts';
import { LinkCard } from '#app/ui/link-card.tsx';
import { accessibleMessages } from '../messages.ts';

/** The account page's way to the reader's requests for accessible versions. */
export function AccessibleVersionsLink() {
  const t = useT(accessibleMessages);
  return (
    <LinkCard id="account-accessible-versions" title={t('myTitle')} lead={t('accountLinkLead')} to="/account/accessible-versions" label={t('myRequestsLink')} />
  );
}
