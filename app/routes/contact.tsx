import type { Route } from './+types/contact';
import { ContactForm, contactMessages } from '#app/features/contact/api.ts';
import { contactAction } from '#app/features/contact/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { shellMessages } from '#app/i18n/shell-messages.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { Link } from '#app/ui/link.tsx';
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

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const t = useT(contactMessages);
  const shell = useT(shellMessages);
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 lg:grid-cols-[2fr_1fr]">
      <div>
        <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="mt-3 mb-8 text-lg text-muted">{t('lead')}</p>
        <ContactForm state={actionData} />
      </div>
      <aside className="self-start rounded-md border border-line bg-surface p-5">
        <h2 className="font-semibold">{t('otherWays')}</h2>
        <p className="mt-2 text-muted">{t('otherWaysText')}</p>
        <ul className="mt-3 space-y-1">
          <li>
            <Link to="/faq" className="text-brand underline">
              {shell('faq')}
            </Link>
          </li>
          <li>
            <Link to="/privacy" className="text-brand underline">
              {shell('privacy')}
            </Link>
          </li>
        </ul>
      </aside>
    </div>
  );
}
