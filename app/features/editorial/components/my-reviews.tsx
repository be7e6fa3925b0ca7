/** /review: the reviews a person agreed to write, in progress and sent. */
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import type { MyReview } from '../reviews.server.ts';
import { reviewMessages } from '../review-messages.ts';

function ReviewList({ reviews, id, title }: { reviews: MyReview[]; id: string; title: string }) {
  const t = useT(reviewMessages);
  const locale = useLocale();
  const day = (iso: string) => formatDate(iso, locale, { dateStyle: 'medium' });
  if (!reviews.length) return null;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {reviews.map((r) => (
          <li key={r.id} className="py-3">
            <Link to={`/review/${r.id}`} className="font-medium break-words text-brand underline">
              {r.number} · {r.title || t('untitled')}
            </Link>
            <span className="block text-sm text-muted">
              {r.journal} · {r.submittedAt ? t('sentOn', { date: day(r.submittedAt) }) : t('dueOn', { date: day(r.reviewDue) })}
              {r.overdue ? <strong className="ml-2 font-semibold text-danger">{t('overdue')}</strong> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MyReviewsPage({ reviews }: { reviews: MyReview[] }) {
  const t = useT(reviewMessages);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('reviewsTitle')}</h1>
      <p className="mt-3 text-lg text-muted">{t('reviewsLead')}</p>
      {reviews.length ? (
        <>
          <ReviewList id="current-reviews" title={t('current')} reviews={reviews.filter((r) => r.status === 'accepted')} />
          <ReviewList id="past-reviews" title={t('past')} reviews={reviews.filter((r) => r.status === 'submitted')} />
        </>
      ) : (
        <p className="mt-6">{t('reviewsNone')}</p>
      )}
    </div>
  );
}
