import type { Route } from './+types/library';
import { pageMeta } from '#app/lib/page-meta.ts';
import { MyLibraryPage, libraryMessages } from '#app/features/reader/api.ts';
import { myLibrary } from '#app/features/reader/api.server.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';

/** My library: the works this person may read, where they stopped, and their files. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const items = await myLibrary(db(), user.id, locale);
  return { title: translator(libraryMessages, locale)('title'), items };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function LibraryPage({ loaderData }: Route.ComponentProps) {
  return <MyLibraryPage items={loaderData.items} />;
}
