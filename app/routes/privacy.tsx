import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/privacy';
import type { loader as rootLoader } from '#app/root.tsx';
import { ConsentForm, privacyMessages } from '#app/features/consent/api.ts';
import { EditorialPageView } from '#app/features/pages/api.ts';
import { privacyPage } from '#app/features/pages/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';

export function loader({ request }: Route.LoaderArgs) {
  return { page: privacyPage[requestLocale(request)] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.page);

/** Where a visitor changes the cookie choice made in the banner. */
function CookiePreferences() {
  const t = useT(privacyMessages);
  const consent = useRouteLoaderData<typeof rootLoader>('root')?.consent;
  const choice = consent === 'all' ? t('consentChoiceAll') : consent === 'necessary' ? t('consentChoiceNecessary') : t('consentChoiceNone');
  return (
    <div className="mb-8 rounded-md border border-line bg-surface p-5 font-sans text-base">
      <p role="status" data-testid="consent-current">
        {t('consentCurrent', { choice })}
      </p>
      <ConsentForm />
    </div>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <EditorialPageView page={loaderData.page} after={{ 'cookie-preferences': <CookiePreferences /> }} />;
}
