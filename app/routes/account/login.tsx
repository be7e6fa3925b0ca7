import type { Route } from './+types/login';
import { LoginPage, providerErrorCode, accountMessages } from '#app/features/account/api.ts';
import { signInAction } from '#app/features/account/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { configuredProviders } from '#app/lib/auth/auth.server.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { respond } from '#app/lib/respond.server.ts';

export function loader({ request }: Route.LoaderArgs) {
  const t = translator(accountMessages, requestLocale(request));
  const providerError = providerErrorCode(new URL(request.url).searchParams.get('error'));
  return { title: t('loginTitle'), description: t('loginLead'), providers: configuredProviders(), providerError };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData.title, description: loaderData.description });

export async function action({ request, context }: Route.ActionArgs) {
  return respond(await signInAction(request, context.get(requestInfoContext).ip, await readFormData(request)), requestLocale(request));
}

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginPage state={actionData} providers={loaderData.providers} providerError={loaderData.providerError} />;
}
