import { defineMessages } from '#app/i18n/messages.ts';

/** A work's open groups on its book page: their own words, so a book page does not load every group page's. */
export const publicGroupsMessages = defineMessages(
  {
    publicGroups: 'Grupos de leitura abertos desta obra',
  },
  {
    publicGroups: 'Open reading groups for this work',
  },
);
