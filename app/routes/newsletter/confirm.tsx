import { data } from 'react-router';
import type { Route } from './+types/confirm';
import { NewsletterConfirmPage, newsletterMessages } from '#app/features/newsletter/api.ts';
import { confirmSubscription, isPendingConfirmToken } from '#app/features/newsletter/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';

// The link in the mail opens this page and a button confirms: mail scanners that follow
// links (GET) must not subscribe anybody.
export async function loader({ request, params }: Route.LoaderArgs) {
  const t = translator(newsletterMessages, requestLocale(request));
  const valid = await isPendingConfirmToken(db(), params.token);
  return data({ title: t('confirmTitle'), valid }, { status: valid ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Newsletter', noindex: true });

export async function action({ params }: Route.ActionArgs) {
  const outcome = await confirmSubscription(db(), params.token);
  return data({ outcome }, { status: outcome === 'confirmed' ? 200 : 404 });
}

export default function ConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterConfirmPage valid={loaderData.valid} outcome={actionData?.outcome} />;
}
