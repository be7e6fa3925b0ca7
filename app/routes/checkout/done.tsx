import type { Route } from './+types/done';
import { ThanksPage, checkoutMessages } from '#app/features/orders/api.ts';
import { thanksPage } from '#app/features/orders/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';

/** Where the payment provider sends the buyer back: the order as the database has it (the return itself proves nothing). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const thanks = await thanksPage(db(), user, new URL(request.url).searchParams.get('order'));
  return { title: translator(checkoutMessages, requestLocale(request))('doneTitle'), ...thanks };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function DonePage({ loaderData }: Route.ComponentProps) {
  return <ThanksPage {...loaderData} />;
}
