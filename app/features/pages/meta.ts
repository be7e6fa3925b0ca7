import type { MetaDescriptor } from 'react-router';

const SITE = 'Editora Ipê';

/** Title, description and the Open Graph / Twitter card tags every page carries. */
export function pageMeta({ title, description, noindex = false }: { title: string; description?: string; noindex?: boolean }): MetaDescriptor[] {
  const fullTitle = title === SITE ? SITE : `${title} · ${SITE}`;
  return [
    { title: fullTitle },
    ...(description ? [{ name: 'description', content: description }, { property: 'og:description', content: description }] : []),
    { property: 'og:title', content: title },
    { property: 'og:site_name', content: SITE },
    { property: 'og:type', content: 'website' },
    { name: 'twitter:card', content: 'summary' },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
