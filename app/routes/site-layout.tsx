import type { ReactNode } from 'react';
import { Outlet, useMatches, useRouteError, useRouteLoaderData, type HeadersArgs } from 'react-router';
import { mergeHandles, ConnectionStatus, ErrorPage, Footer, Header } from '#app/features/shell/api.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import { MiniCart } from '#app/features/orders/api.ts';
import { ConsentBanner } from '#app/features/consent/api.ts';
import { NewsletterForm } from '#app/features/newsletter/api.ts';
import { ProgressBar } from '#app/ui/progress-bar.tsx';
import { useReloadOnChunkError } from '#app/lib/chunk-reload.ts';

/** The default layout: header, main, footer with the newsletter, the cookie banner until a choice. */
function SiteChrome({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { ownNewsletter } = mergeHandles(useMatches().map((match) => match.handle));
  return (
    <>
      <ProgressBar />
      <ConnectionStatus />
      <Header user={root?.user ?? null} cart={<MiniCart count={root?.cartCount ?? 0} />} />
      {/* Before the page's content, though it shows at the bottom of the screen: a browser then has
          all of it when it first paints, instead of drawing it part-way and growing it upwards
          (a layout shift Lighthouse found on the long catalog page). */}
      {root && !root.consent ? <ConsentBanner /> : null}
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer newsletter={ownNewsletter ? null : <NewsletterForm />} />
    </>
  );
}

export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

/** A page refused below this layout keeps the headers it was refused with (a search's Retry-After). */
export function headers({ parentHeaders, errorHeaders }: HeadersArgs) {
  const merged = new Headers(parentHeaders);
  errorHeaders?.forEach((value, name) => merged.set(name, value));
  return merged;
}

export function ErrorBoundary() {
  const error = useRouteError();
  useReloadOnChunkError(error);
  return (
    <SiteChrome>
      <ErrorPage error={error} />
    </SiteChrome>
  );
}
