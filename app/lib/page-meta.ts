import type { MetaDescriptor } from 'react-router';
import { currentPress } from '#app/lib/press/press.ts';

/** Title, description and the Open Graph / Twitter card tags every page carries. */
export function pageMeta({
  title,
  description,
  noindex = false,
  image,
  type = 'website',
}: {
  title: string;
  description?: string;
  noindex?: boolean;
  /** Absolute URL of a picture for link previews (a cover). */
  image?: string;
  /** Open Graph type: website, book, article. */
  type?: string;
}): MetaDescriptor[] {
  const site = currentPress().name;
  const fullTitle = title === site ? site : `${title} · ${site}`;
  return [
    { title: fullTitle },
    ...(description
      ? [
          { name: 'description', content: description },
          { property: 'og:description', content: description },
        ]
      : []),
    { property: 'og:title', content: title },
    { property: 'og:site_name', content: site },
    { property: 'og:type', content: type },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** JSON-LD as a route's meta descriptor. Pages build theirs in the loader (features/scholarly/scholarly.server.ts). */
export const jsonLdMeta = (jsonLd: object): MetaDescriptor => ({ 'script:ld+json': jsonLd }) as MetaDescriptor;
