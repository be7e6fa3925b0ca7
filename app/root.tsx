import { useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { cartMiddleware, cartOwner, cartCount } from '#app/features/orders/api.server.ts';
import { readConsent } from '#app/features/consent/api.server.ts';
import { ConsentedPageViews } from '#app/features/analytics/api.ts';
import { COLOR_MODE_COOKIE, colorModeFrom, THEME_COLORS, useColorMode } from '#app/ui/color-mode.ts';
import { ScriptsAfterPaint } from '#app/ui/scripts-after-paint.tsx';
import { ErrorPage, LocaleLinks, mergeHandles } from '#app/features/shell/api.ts';
import { FeedLink } from '#app/features/catalog/api.ts';
import { localeInfo } from './i18n/locales.ts';
import { useLocale } from './i18n/messages.ts';
import { useReloadOnChunkError } from './lib/chunk-reload.ts';
import { sessionContext, sessionMiddleware } from './lib/auth/session.server.ts';
import { hasRole } from './lib/auth/roles.ts';
import { readCookie } from './lib/cookies.ts';
import { config } from './lib/config.server.ts';
import { offlineOwnerKey } from './lib/offline-owner.server.ts';
import { keepOfflineReadingFor } from './lib/service-worker.ts';
import { db } from './lib/db/db.server.ts';
import { AppStyle } from './ui/app-style.tsx';
import { useNonce } from './ui/nonce.tsx';
import { pressMiddleware } from '#app/lib/press/press.server.ts';
import { currentPress, rememberPress } from '#app/lib/press/press.ts';

const SPLASH = [
  [1170, 2532, 3],
  [1290, 2796, 3],
  [750, 1334, 2],
] as const;

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/icons/icon-64.png', sizes: '64x64', type: 'image/png' },
  { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  // Splash screens for iPhones added to the home screen (other systems draw one from the manifest).
  // Matched by the viewport's width (device-width is deprecated in Media Queries 4 and the Nu
  // checker refuses it); our three sizes differ in width, and a home-screen app fills the screen.
  ...SPLASH.flatMap(([width, height, ratio]) =>
    (['light', 'dark'] as const).map((mode) => ({
      rel: 'apple-touch-startup-image',
      href: `/splash/splash-${mode === 'dark' ? 'dark-' : ''}${width}x${height}.png`,
      media: `(width: ${width / ratio}px) and (orientation: portrait) and (-webkit-device-pixel-ratio: ${ratio}) and (prefers-color-scheme: ${mode})`,
    })),
  ),
];

/** Reads the press's identity and the session once per request for every loader and action below; merges a visitor's cart at sign-in. */
export const middleware = [pressMiddleware, sessionMiddleware, cartMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { appUrl, analyticsScriptUrl, analyticsDomain } = config();
  const consent = readConsent(request);
  const session = context.get(sessionContext);
  return {
    appUrl,
    press: currentPress(),
    consent,
    colorMode: colorModeFrom(readCookie(request, COLOR_MODE_COOKIE)),
    user: session
      ? {
          name: session.user.name,
          admin: hasRole(session.user, 'admin'),
          // Whose offline copies this device may keep (an opaque key, not the account's id).
          offlineOwner: offlineOwnerKey(session.user.id),
        }
      : null,
    cartCount: await cartCount(db(), cartOwner(request, context)),
    // Analytics only with consent, and only when the operator configured a tool.
    analytics: consent === 'all' && analyticsScriptUrl ? { src: analyticsScriptUrl, domain: analyticsDomain } : null,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  // The browser names the press as the server did (titles, messages' {press}) from the first render on.
  if (data?.press) rememberPress(data.press);
  const locale = useLocale();
  const nonce = useNonce();
  const { pathname } = useLocation();
  const handle = mergeHandles(useMatches().map((match) => match.handle));
  const chosenMode = useColorMode(data?.colorMode ?? 'system');
  const mode = handle.colorMode ?? chosenMode;
  return (
    <html
      lang={localeInfo[locale].iso}
      // The system's mode is app.css's media query; a chosen one is drawn here, so no script runs before the first paint.
      className={mode === 'dark' ? 'dark' : undefined}
      data-color-mode={mode}
      data-smooth-scroll={handle.smoothScroll ? '' : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {mode === 'system' ? (
          <>
            <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLORS.light} />
            <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />
          </>
        ) : (
          <meta name="theme-color" content={THEME_COLORS[mode]} />
        )}
        <Meta />
        <AppStyle signedIn={Boolean(data?.user)} />
        {/* The icons and splash images need no nonce; "" keeps React Router from writing the
            request's on each (fewer places for the page cache to splice it). */}
        <Links nonce="" />
        {data ? <LocaleLinks appUrl={data.appUrl} pathname={pathname} alternates={!handle.noAlternates} onlyIn={handle.onlyIn} /> : null}
        <FeedLink />
        {data?.analytics ? <script defer nonce={nonce} data-domain={data.analytics.domain} src={data.analytics.src} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
        <ScriptsAfterPaint />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRouteLoaderData<typeof loader>('root');
  // A session that ended anywhere (another device, expiry, a deleted account) takes its offline copies with it on this one.
  const owner = data?.user?.offlineOwner ?? null;
  useEffect(() => keepOfflineReadingFor(owner), [owner]);
  // The page has hydrated (the root's effects run after every route's): until then a choice made in a
  // select may be reset by React. Browser journeys wait for this mark (e2e/support.ts: appReady).
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <>
      <Outlet />
      <ConsentedPageViews consent={data?.consent} />
    </>
  );
}

/** Only reached when the site layout itself failed; pages' errors render inside the layout. */
export function ErrorBoundary() {
  const error = useRouteError();
  useReloadOnChunkError(error);
  return (
    <main id="main">
      <ErrorPage error={error} />
    </main>
  );
}
