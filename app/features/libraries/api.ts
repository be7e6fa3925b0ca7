/** The libraries feature's public module (browser-safe side): MARC records, KBART lists and the librarians' page (issue 41). */
export { LibrariansPage } from './components/librarians-page.tsx';
export { MarcLinks } from './components/marc-links.tsx';
export { librariesMessages } from './messages.ts';
