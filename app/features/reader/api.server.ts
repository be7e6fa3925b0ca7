/** The reader feature's public module (server side): the only part of it that routes and other features import (decision 0037). */
export { accessibilityHtml, accessibilitySummary, printAccessibilityHtml } from './accessibility-summary.server.ts';
export { readOnlineWords } from './read-online.server.ts';
export { readableParts } from './access.server.ts';
export { handleAnnotationForm } from './annotation-actions.server.ts';
export { booksInProgress, continueReading, hasBooksInProgress } from './annotations.server.ts';
export { editionDone, isEditionUpload, loadEditionSection, submitEditionUpload } from './import/admin.server.ts';
export { editionAssetResponse } from './import/assets.server.ts';
export { importEpubCommand } from './import/cli.server.ts';
export { readerDemoJobs } from './import/demo-job.server.ts';
export { readerDemoSeeder } from './import/demo-queue.server.ts';
export {
  checkDownloadLink,
  downloadLinks,
  grantableBooks,
  grantAction,
  grantPurchasedReading,
  grantReadingTo,
  libraryFile,
  listEntitlements,
  myLibrary,
  readingRightFor,
  revokePurchasedReading,
} from './library.server.ts';
export { notesMarkdown } from './notes-export.server.ts';
export { readerPage } from './reader-page.server.ts';
export { locateSelector, reattach, selectorInText } from './anchoring.ts';
export { selectorSchema } from './annotations.schema.ts';
export { currentChapterText, currentEditionText, currentEditionVersion, editionAccessibility, hasCurrentEdition, loadReaderBook } from './reader.server.ts';
