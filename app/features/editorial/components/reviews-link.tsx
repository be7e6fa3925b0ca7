/** The account page's way to the person's reviews, for someone who has agreed to review (otherwise nothing to show). */
import { useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import { reviewMessages } from '../review-messages.ts';

export function ReviewsLink() {
  const t = useT(reviewMessages);
  return (
    <section aria-labelledby="account-reviews" className="rounded-lg border border-line bg-surface p-5">
      <h2 id="account-reviews" className="text-xl font-semibold">
        {t('reviewsTitle')}
      </h2>
      <p className="mt-1 text-muted">{t('reviewsDescription')}</p>
      <Link to="/review" className="mt-3 inline-flex min-h-11 items-center font-medium text-brand underline">
        {t('myReviewsLink')}
      </Link>
    </section>
  );
}
