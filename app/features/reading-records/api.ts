/** The reading-records feature's public module (browser-safe side): the only part of it that routes and other features import (decision 0037). */
export { startReadingRecord } from './client.ts';
export { ReadingReportLink } from './components/reading-report-link.tsx';
export { formatCount, ReadingReportView } from './components/reading-report.tsx';
export { ReadingBooksPage } from './components/reading-books-page.tsx';
export { CounterAdmin } from './counter/components/counter-admin.tsx';
export { counterMessages } from './counter/messages.ts';
export { parsePeriod } from './guarded.ts';
export { readingMessages } from './messages.ts';
