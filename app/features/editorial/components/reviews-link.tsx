/** The account page's way to the person's reviews, for someone who has agreed to review (otherwise nothing to show). */
import { useT } from '#app/i18n/messages.ts';
import { LinkCard } from '#app/ui/link-card.tsx';
import { reviewMessages } from '../review-messages.ts';

export function ReviewsLink() {
  const t = useT(reviewMessages);
  return <LinkCard id="account-reviews" title={t('reviewsTitle')} lead={t('reviewsDescription')} to="/review" label={t('myReviewsLink')} />;
}
