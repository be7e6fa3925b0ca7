import type { Route } from './+types/style-guide';
import { StyleGuide, styleGuideMessages } from '#app/features/pages/api.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { pageMeta } from '#app/lib/page-meta.ts';

export function loader({ request }: Route.LoaderArgs) {
  const t = translator(styleGuideMessages, requestLocale(request));
  return { title: t('title'), description: t('lead') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData, noindex: true });

export default StyleGuide;
