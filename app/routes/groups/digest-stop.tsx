import { data } from 'react-router';
import type { Route } from './+types/digest-stop';
import { DigestStopPage, groupMessages } from '#app/features/reading-groups/api.ts';
import { isDigestToken, stopDigest } from '#app/features/reading-groups/api.server.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';

/** /groups/digest/stop/:token: the daily digest's unsubscribe link (no sign-in: the token is the key). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const t = translator(groupMessages, requestLocale(request));
  const valid = await isDigestToken(db(), params.token);
  return data({ title: t('stopTitle'), valid }, { status: valid ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

/** The button on this page, and mail clients' one-click unsubscribe (RFC 8058), both POST here. */
export async function action({ params }: Route.ActionArgs) {
  const stopped = await stopDigest(db(), params.token);
  return data({ stopped }, { status: stopped ? 200 : 404 });
}

export default function DigestStopRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DigestStopPage valid={loaderData.valid} stopped={actionData?.stopped} />;
}
