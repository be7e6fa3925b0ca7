import type { Route } from './+types/submissions';
import { authorSubmissionsMessages, MySubmissionsPage } from '#app/features/editorial/api.ts';
import { mySubmissions } from '#app/features/editorial/api.server.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';

/** /account/submissions: the manuscripts this account sent to the journals, and its drafts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const t = translator(authorSubmissionsMessages, locale);
  return { title: t('title'), description: t('description'), submissions: await mySubmissions(db(), user.id, locale) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', description: loaderData?.description, noindex: true });

export default function MySubmissionsRoute({ loaderData }: Route.ComponentProps) {
  return <MySubmissionsPage submissions={loaderData.submissions} />;
}
