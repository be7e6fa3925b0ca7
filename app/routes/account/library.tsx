import { useSearchParams } from 'react-router';
import type { Route } from './+types/library';
import { pageMeta } from '#app/lib/page-meta.ts';
import { Library, libraryMessages } from '#app/features/reader/api.ts';
import { myLibrary } from '#app/features/reader/api.server.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Link } from '#app/ui/link.tsx';

/** My library: the works this person may read, where they stopped, and their files. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const items = await myLibrary(db(), user.id, locale);
  return { title: translator(libraryMessages, locale)('title'), items };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function LibraryPage({ loaderData }: Route.ComponentProps) {
  const t = useT(libraryMessages);
  const [params] = useSearchParams();
  const { items } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <header>
        <Link to="/account" className="inline-flex min-h-11 items-center text-brand underline">
          ← {t('backToAccount')}
        </Link>
        <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-muted">{t('lead')}</p>
        {items.some((item) => item.right !== 'open-access' && item.files.length) ? <p className="mt-1 text-sm text-muted">{t('personalCopy')}</p> : null}
      </header>
      {params.get('link') === 'expired' ? <Alert tone="info" title={t('linkExpired')} /> : null}
      <Library items={items} />
    </div>
  );
}
