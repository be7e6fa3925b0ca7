import { data } from 'react-router';
import type { Route } from './+types/unsubscribe';
import { NewsletterUnsubscribePage, newsletterMessages } from '#app/features/newsletter/api.ts';
import { isValidUnsubscribeToken, unsubscribe } from '#app/features/newsletter/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const t = translator(newsletterMessages, requestLocale(request));
  const valid = await isValidUnsubscribeToken(db(), params.token);
  return data({ title: t('unsubscribeTitle'), valid }, { status: valid ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Newsletter', noindex: true });

/** The button on this page, and mail clients' one-click unsubscribe (RFC 8058), both POST here. */
export async function action({ params }: Route.ActionArgs) {
  const outcome = await unsubscribe(db(), params.token);
  return data({ outcome }, { status: outcome === 'unsubscribed' ? 200 : 404 });
}

export default function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterUnsubscribePage valid={loaderData.valid} outcome={actionData?.outcome} />;
}
