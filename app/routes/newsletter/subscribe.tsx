import type { Route } from './+types/subscribe';
import type { RouteHandle } from '#app/features/shell/api.ts';
import { NewsletterForm, newsletterMessages } from '#app/features/newsletter/api.ts';
import { handleSubscribe } from '#app/features/newsletter/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { respond } from '#app/lib/respond.server.ts';

/** The page is the newsletter form: the footer does not repeat it. */
export const handle: RouteHandle = { ownNewsletter: true };

export function loader({ request }: Route.LoaderArgs) {
  const t = translator(newsletterMessages, requestLocale(request));
  return { title: t('title'), description: t('description') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  return respond(await handleSubscribe(await readFormData(request), locale, context.get(requestInfoContext).ip), locale);
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const t = useT(newsletterMessages);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('title')}</h1>
      <p className="mt-3 mb-8 text-lg text-muted">{t('lead')}</p>
      <div className="rounded-lg border border-line bg-surface p-6">
        <NewsletterForm result={actionData} />
      </div>
    </div>
  );
}
