import type { Contributor } from '#app/lib/db/schema.ts';

export type { Contributor };

export const fullName = (c: Pick<Contributor, 'given' | 'family'>): string => `${c.given} ${c.family}`.trim();

/** "Ana Souza, Bruno Lima and Carla Dias" in the page's language ("e" in Portuguese). */
export function joinNames(names: string[], locale: 'pt' | 'en'): string {
  if (names.length <= 1) return names.join('');
  const last = names[names.length - 1];
  return `${names.slice(0, -1).join(', ')} ${locale === 'pt' ? 'e' : 'and'} ${last}`;
}

/** The names credited in a role, in order (authors first when a work has them). */
export function byRole(contributors: Contributor[], role: Contributor['role']): Contributor[] {
  return contributors.filter((c) => c.role === role);
}

/** Who a work is "by": its authors, or else its editors / organizers. */
export function creditedNames(contributors: Contributor[]): Contributor[] {
  const authors = byRole(contributors, 'author');
  if (authors.length) return authors;
  return contributors.filter((c) => c.role === 'editor' || c.role === 'organizer');
}
