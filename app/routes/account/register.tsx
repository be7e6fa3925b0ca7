import type { Route } from './+types/register';
import { RegisterPage, accountMessages } from '#app/features/account/api.ts';
import { registerAction } from '#app/features/account/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { respond } from '#app/lib/respond.server.ts';

export function loader({ request }: Route.LoaderArgs) {
  const t = translator(accountMessages, requestLocale(request));
  return { title: t('registerTitle'), description: t('registerLead') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export async function action({ request, context }: Route.ActionArgs) {
  return respond(await registerAction(request, context.get(requestInfoContext).ip, await readFormData(request)), requestLocale(request));
}

export default function RegisterRoute({ actionData }: Route.ComponentProps) {
  return <RegisterPage state={actionData} />;
}
