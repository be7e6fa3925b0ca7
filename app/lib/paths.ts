import type { PublicationType } from './db/schema.ts';

/** A work's page (locale-neutral; ui/link.tsx adds /en). */
export function workPath(type: PublicationType, slug: string): string {
  if (type === 'journal') return `/journal/${slug}`;
  if (type === 'proceedings') return `/proceedings/${slug}`;
  return `/book/${slug}`;
}
