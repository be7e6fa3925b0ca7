/**
 * The page a person sees when a page fails, loaded when one does: most visits never need it, so
 * its code and words are not in the chunk every page loads (decision 0028). A page the server
 * rendered with it has it loaded before hydrating (entry.client.tsx: `preloadErrorPage`); a
 * navigation that fails in the browser waits for it; when it cannot load (offline), a plain
 * sentence with the way home stands in.
 */
import { lazy } from 'react';
import { useT } from '#app/i18n/messages.ts';
import { shellMessages } from '#app/i18n/shell-messages.ts';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import type * as ErrorPageModule from './error-page-content.tsx';

type Content = typeof ErrorPageModule;
let loaded: Content | undefined;

export function preloadErrorPage(): Promise<Content> {
  return import('./error-page-content.tsx').then((content) => (loaded = content));
}

const LazyContent = lazy(() =>
  preloadErrorPage().then(
    (content) => ({ default: content.ErrorPageContent }),
    () => ({ default: Unreachable }),
  ),
);

export function ErrorPage({ error }: { error: unknown }) {
  return loaded ? <loaded.ErrorPageContent error={error} /> : <LazyContent error={error} />;
}

function Unreachable() {
  const t = useT(shellMessages);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{`${t('errorTitle')} · ${t('siteName')}`}</title>
      <h1 className="font-serif text-4xl font-semibold">{t('errorTitle')}</h1>
      <p className="mt-4 text-lg">{t('offline')}</p>
      <Link to="/" className={buttonClass('primary', 'mt-8')}>
        {t('backHome')}
      </Link>
    </section>
  );
}
