import { useSearchParams } from 'react-router';
import { useT } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Link } from '#app/ui/link.tsx';
import { libraryMessages } from '../library-messages.ts';
import type { LibraryItem } from '../library.server.ts';
import { Library } from './library.tsx';

/** My library: the works this person may read, where they stopped, and their files (an expired download link said). */
export function MyLibraryPage({ items }: { items: LibraryItem[] }) {
  const t = useT(libraryMessages);
  const [params] = useSearchParams();
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
