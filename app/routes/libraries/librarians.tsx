import type { Route } from './+types/librarians';
import { LibrariansPage, librariesMessages } from '#app/features/libraries/api.ts';
import { librariansPage } from '#app/features/libraries/api.server.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';

/** /librarians: the files libraries load (MARC, KBART) and how to harvest, count usage and trade. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const t = translator(librariesMessages, locale);
  return { title: t('title'), lead: t('lead'), appUrl: config().appUrl, ...(await librariansPage(db(), locale)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', description: loaderData?.lead });

export default function Librarians({ loaderData }: Route.ComponentProps) {
  return <LibrariansPage page={loaderData} />;
}
