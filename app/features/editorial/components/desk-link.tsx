/** The account page's way to the editors' desk, for someone holding an editorial role (or an admin). */
import { useT } from '#app/i18n/messages.ts';
import { LinkCard } from '#app/ui/link-card.tsx';
import { deskMessages } from '../desk-messages.ts';

export function DeskLink() {
  const t = useT(deskMessages);
  return <LinkCard id="account-desk" title={t('title')} lead={t('description')} to="/editorial" label={t('openDesk')} />;
}
