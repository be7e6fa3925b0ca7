/** The reader feature's public module (browser-safe side): the only part of it that routes and other features import (decision 0037). */
export type { SharedNoteInput, ShareTarget } from './components/notes-layer.tsx';
export { describeSelection, locateSelector } from './anchoring.ts';
export { drawHighlight } from './highlights.ts';
export { chapterText, placeInChapter } from './text-offsets.ts';
export { useChapterElement } from './use-annotations.ts';
export { AccessibilitySummary } from './components/accessibility-summary.tsx';
export { BooksInProgress } from './components/books-in-progress.tsx';
export { Library } from './components/library.tsx';
export { MyLibraryPage } from './components/my-library-page.tsx';
export { ReadOnline } from './components/read-online.tsx';
export { ReaderPage } from './components/reader-page.tsx';
export { ReadingGrants } from './components/reading-grants.tsx';
export { grantMessages } from './grant-messages.ts';
export { EditionSection } from './import/components/edition-section.tsx';
export { EDITION_FORM } from './import/errors.ts';
export { libraryMessages } from './library-messages.ts';
export { default as readerCss } from './reader.css?url';
