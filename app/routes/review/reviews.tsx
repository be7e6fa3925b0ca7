import { useRouteError } from 'react-router';
import type { Route } from './+types/reviews';
import { MyReviewsPage, reviewMessages } from '#app/features/editorial/api.ts';
import { myReviews } from '#app/features/editorial/api.server.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';

/** /review: the reviews this account agreed to write, in progress and sent. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const t = translator(reviewMessages, locale);
  return { title: t('reviewsTitle'), description: t('reviewsDescription'), reviews: await myReviews(db(), user.id, locale) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', description: loaderData?.description, noindex: true });

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function MyReviewsRoute({ loaderData }: Route.ComponentProps) {
  return <MyReviewsPage reviews={loaderData.reviews} />;
}
