import { data, redirect, useRouteError } from 'react-router';
import type { Route } from './+types/invitation';
import { ReviewInvitationPage, reviewMessages, type ReviewKey } from '#app/features/editorial/api.ts';
import { answerInvitation, CLOSED_STATUS, invitationPage, limitInvitationDoor } from '#app/features/editorial/api.server.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { refused } from '#app/lib/form-outcome.ts';
import { readPost, respond } from '#app/lib/respond.server.ts';

/** /review/invitation/{token}: a reviewer's invitation from its mail (open to everyone: the token is the key); a closed link says why with its 4xx. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await limitInvitationDoor(db(), context.get(requestInfoContext).ip);
  const locale = requestLocale(request);
  const answered = new URL(request.url).searchParams.get('answered') ?? '';
  const page = await invitationPage(db(), params.token, { answered });
  const t = translator(reviewMessages, locale);
  const title =
    page.state === 'open'
      ? t(page.invitation.work.book ? 'invitationTitleProposal' : 'invitationTitle')
      : page.state === 'declined'
        ? t('declinedTitle')
        : t(`closed.${page.state}.title`);
  const status = page.state === 'open' || page.state === 'declined' ? 200 : CLOSED_STATUS[page.state];
  // Its state changes with one click (used, declined): never kept by a cache; the token never leaves in a Referer.
  return data({ title, page }, { status, headers: { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export async function action({ request, params, context }: Route.ActionArgs) {
  const { ip } = context.get(requestInfoContext);
  await limitInvitationDoor(db(), ip);
  const locale = requestLocale(request);
  const form = await readPost(request, { bodyBytes: 64 * 1024 });
  const session = context.get(sessionContext);
  const answer = form
    ? await answerInvitation(db(), { token: params.token, form, viewer: session ? { id: session.user.id } : null, locale, request, ip })
    : refused<ReviewKey, 'accept'>('accept', {}, {}, 'requestRefused', {}, 413);
  // Accepting and declining tell the editors by mail.
  wakeJobRunner();
  // A new account's first redirect carries its session cookie.
  const cookie = answer.kind === 'redirect' ? (answer as { headers?: Headers }).headers : undefined;
  if (answer.kind === 'redirect' && cookie) throw redirect(localizePath(answer.to, locale), { headers: cookie });
  return respond(answer, locale);
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function ReviewInvitationRoute({ loaderData, actionData }: Route.ComponentProps) {
  // A link closed by the time of the post (used in another tab, expired): its page, with the 4xx.
  const closed = actionData?.result?.closed;
  return <ReviewInvitationPage page={closed ? { state: closed } : loaderData.page} state={actionData} />;
}
