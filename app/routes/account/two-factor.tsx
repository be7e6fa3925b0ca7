import type { Route } from './+types/two-factor';
import { SignInCodePage, accountMessages } from '#app/features/account/api.ts';
import { signInCodeAction } from '#app/features/account/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { respond } from '#app/lib/respond.server.ts';

export function loader({ request }: Route.LoaderArgs) {
  const t = translator(accountMessages, requestLocale(request));
  return { title: t('codeStepTitle') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData.title, noindex: true });

/** The second step of a sign-in with two-factor on (the first step left a short-lived cookie). */
export async function action({ request, context }: Route.ActionArgs) {
  return respond(await signInCodeAction(request, context.get(requestInfoContext).ip, await readFormData(request)), requestLocale(request));
}

export default function TwoFactorRoute({ actionData }: Route.ComponentProps) {
  return <SignInCodePage state={actionData} />;
}
