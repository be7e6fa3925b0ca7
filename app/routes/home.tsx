import { redirect } from 'react-router';
import type { Route } from './+types/home';
import { WorkGrid } from '#app/features/catalog/components/work-grid.tsx';
import { homeHighlights } from '#app/features/catalog/home-highlights.server.ts';
import { NewsletterForm } from '#app/features/newsletter/components/newsletter-form.tsx';
import { HomePage } from '#app/features/pages/components/home-page.tsx';
import { homePage } from '#app/features/pages/content/home.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { localeFromAcceptLanguage } from '#app/i18n/locales.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { readCookie } from '#app/lib/cookies.ts';
import { db } from '#app/lib/db/db.server.ts';
import type { RouteHandle } from '#app/features/shell/route-handle.ts';

/** The home page has its own newsletter section. */
export const handle: RouteHandle = { ownNewsletter: true };

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  // A first visit to "/" from an English browser goes to /en; once a language is chosen (the
  // lang cookie), or for any deeper link, the address is always respected.
  if (locale === 'pt' && !readCookie(request, 'lang') && localeFromAcceptLanguage(request.headers.get('accept-language')) === 'en') {
    throw redirect('/en', { headers: { Vary: 'Accept-Language, Cookie' } });
  }
  return { page: homePage[locale], ...(await homeHighlights(db())) };
}

export function headers() {
  return { Vary: 'Accept-Language, Cookie' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.page);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, releases, calls } = loaderData;
  return <HomePage page={page} calls={calls} releases={releases.length ? <WorkGrid works={releases} /> : null} newsletter={<NewsletterForm />} />;
}
