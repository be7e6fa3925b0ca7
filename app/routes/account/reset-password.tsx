import type { Route } from './+types/reset-password';
import { ResetPasswordPage, accountMessages } from '#app/features/account/api.ts';
import { resetAction } from '#app/features/account/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { respond } from '#app/lib/respond.server.ts';

export function loader({ request }: Route.LoaderArgs) {
  const t = translator(accountMessages, requestLocale(request));
  return { title: t('resetTitle') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData.title, noindex: true });

/** The page the reset mail links to: a new password, then every session of the account ends. */
export async function action({ request, params }: Route.ActionArgs) {
  return respond(await resetAction(params.token, await readFormData(request)), requestLocale(request));
}

export default function ResetPasswordRoute({ actionData }: Route.ComponentProps) {
  return <ResetPasswordPage state={actionData} />;
}
