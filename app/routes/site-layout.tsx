import type { ReactNode } from 'react';
import { Outlet, useMatches, useRouteError, useRouteLoaderData } from 'react-router';
import { mergeHandles } from '#app/features/shell/route-handle.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import { MiniCart } from '#app/features/orders/cart/components/mini-cart.tsx';
import { ConsentBanner } from '#app/features/consent/components/consent-banner.tsx';
import { NewsletterForm } from '#app/features/newsletter/components/newsletter-form.tsx';
import { ConnectionStatus } from '#app/features/shell/components/connection-status.tsx';
import { ErrorPage } from '#app/features/shell/components/error-page.tsx';
import { Footer } from '#app/features/shell/components/footer.tsx';
import { Header } from '#app/features/shell/components/header.tsx';
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

export function ErrorBoundary() {
  const error = useRouteError();
  useReloadOnChunkError(error);
  return (
    <SiteChrome>
      <ErrorPage error={error} />
    </SiteChrome>
  );
}
