/** The journals feature's public module (server side): the only part of it that routes and other features import (decision 0037). */
export { journalFeed } from './feed.server.ts';
export { issueLabelIn, journalPageMeta } from './meta.server.ts';
export {
  archivePage,
  articlePage,
  articlePdf,
  currentIssuePage,
  issuePage,
  journalHomePage,
  journalAboutPage,
  journalPage,
  paperPage,
  paperPdf,
  proceedingsLayout,
  proceedingsPage,
  proceedingsPdf,
} from './pages.server.ts';
