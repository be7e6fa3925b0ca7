import { defineMessages } from '#app/i18n/messages.ts';

/** The "how to cite" section of book, chapter, article and paper pages. */
export const citationMessages = defineMessages(
  {
    heading: 'Como citar',
    abnt: 'ABNT (NBR 6023:2018)',
    apa: 'APA (7ª edição)',
    export: 'Baixe a referência para o seu gerenciador (Zotero, Mendeley, EndNote):',
    bibtexTitle: 'Referência em BibTeX (arquivo .bib)',
    risTitle: 'Referência em RIS (arquivo .ris)',
  },
  {
    heading: 'How to cite',
    abnt: 'ABNT (NBR 6023:2018)',
    apa: 'APA (7th edition)',
    export: 'Download the reference for your reference manager (Zotero, Mendeley, EndNote):',
    bibtexTitle: 'Reference in BibTeX (.bib file)',
    risTitle: 'Reference in RIS (.ris file)',
  },
);
