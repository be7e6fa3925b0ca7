import type { Route } from './+types/contact';
import { ContactPage, contactMessages } from '#app/features/contact/api.ts';
import { contactAction } from '#app/features/contact/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { respond } from '#app/lib/respond.server.ts';

export function loader({ request }: Route.LoaderArgs) {
  const t = translator(contactMessages, requestLocale(request));
  return { title: t('title'), description: t('description') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  return respond(await contactAction(db(), await readFormData(request), { ip: context.get(requestInfoContext).ip, locale }), locale);
}

export default function ContactRoute({ actionData }: Route.ComponentProps) {
  return <ContactPage state={actionData} />;
}
