import { defineMessages } from '#app/i18n/messages.ts';

/** A work's links for librarians (on every book page): their own few words, so a book page does not load the librarians' page's. */
export const marcLinksMessages = defineMessages(
  {
    title: 'Para bibliotecas',
    marcXml: 'MARCXML',
    marcIso: 'MARC 21 (ISO 2709, UTF-8)',
    workRecords: 'Registros MARC',
    allFiles: 'Todos os arquivos para bibliotecas',
  },
  {
    title: 'For librarians',
    marcXml: 'MARCXML',
    marcIso: 'MARC 21 (ISO 2709, UTF-8)',
    workRecords: 'MARC records',
    allFiles: 'Every file for libraries',
  },
);
