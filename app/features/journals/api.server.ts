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
export {
  articleJatsInput,
  articleJatsPath,
  articleJatsResponse,
  articleJatsXml,
  issueJatsInputs,
  jatsArticleElement,
  jatsOfRecords,
  paperJatsInput,
  paperJatsPath,
  paperJatsResponse,
  paperJatsXml,
  proceedingsJatsInputs,
} from './jats.server.ts';
export { articleJats, JATS_CONTENT_TYPE, type JatsInput } from './jats/jats.ts';
export { scieloPackage, scieloPackageResponse, type ScieloPackage } from './scielo-package.server.ts';
