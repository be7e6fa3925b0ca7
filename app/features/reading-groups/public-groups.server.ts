import type { Db } from '#app/lib/db/client.server.ts';
import type { Locale } from '#app/i18n/locales.ts';
import { translate } from '#app/i18n/messages.ts';
import { publicGroupsOfWork } from './groups.server.ts';
import { publicGroupsMessages } from './public-groups-messages.ts';

/** A work's open public groups for its page, with their heading in the page's language (null: none to show). The browser loads no table for it. */
export async function publicGroupsOnWorkPage(db: Db, person: Parameters<typeof publicGroupsOfWork>[1], publicationId: number, locale: Locale) {
  const groups = await publicGroupsOfWork(db, person, publicationId);
  if (!groups.length) return null;
  return { title: translate(publicGroupsMessages, locale, 'publicGroups'), groups: groups.map(({ id, name }) => ({ id, name })) };
}
