import type { Route } from './+types/recover';
import { RecoverPage, accountMessages } from '#app/features/account/api.ts';
import { recoverAction } from '#app/features/account/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { respond } from '#app/lib/respond.server.ts';

export function loader({ request }: Route.LoaderArgs) {
  const t = translator(accountMessages, requestLocale(request));
  return { title: t('recoverTitle'), description: t('recoverLead') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export async function action({ request, context }: Route.ActionArgs) {
  return respond(await recoverAction(request, context.get(requestInfoContext).ip, await readFormData(request)), requestLocale(request));
}

export default function RecoverRoute({ actionData }: Route.ComponentProps) {
  return <RecoverPage state={actionData} />;
}
