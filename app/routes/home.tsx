import { redirect } from 'react-router';
import type { Route } from './+types/home';
import { WorkGrid } from '#app/features/catalog/api.ts';
import { homeHighlights } from '#app/features/catalog/api.server.ts';
import { NewsletterForm } from '#app/features/newsletter/api.ts';
import { HomePage } from '#app/features/pages/api.ts';
import { EnglishSuggestion } from '#app/features/shell/api.ts';
import { homePage } from '#app/features/pages/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { localeFromAcceptLanguage } from '#app/i18n/locales.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { readCookie } from '#app/lib/cookies.ts';
import { db } from '#app/lib/db/db.server.ts';
import type { RouteHandle } from '#app/features/shell/api.ts';

/** The home page has its own newsletter section. */
export const handle: RouteHandle = { ownNewsletter: true };

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const chosen = readCookie(request, 'lang');
  // "/" goes to /en only for someone who chose English (the lang cookie). A first visit from an
  // English browser gets the Portuguese page at once, with the way to the English one on top.
  if (locale === 'pt' && chosen === 'en') throw redirect('/en', { headers: { Vary: 'Accept-Language, Cookie' } });
  const suggestEnglish = locale === 'pt' && !chosen && localeFromAcceptLanguage(request.headers.get('accept-language')) === 'en';
  return { page: homePage[locale], suggestEnglish, ...(await homeHighlights(db())) };
}

export function headers() {
  return { Vary: 'Accept-Language, Cookie' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.page);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, releases, calls, suggestEnglish } = loaderData;
  return (
    <>
      {suggestEnglish ? <EnglishSuggestion /> : null}
      <HomePage page={page} calls={calls} releases={releases.length ? <WorkGrid works={releases} /> : null} newsletter={<NewsletterForm />} />
    </>
  );
}
