/** The reading-records feature's public module (server side): the only part of it that routes and other features import (decision 0037). */
export { counterAction, counterFile, counterPage } from './counter/counter-admin.server.ts';
export { isReportId, sushiReport, sushiReports, sushiStatus } from './counter/sushi.server.ts';
export { countDownload, parseReadingEvent, recordReadingEvent } from './events.server.ts';
export { readingRecordsHourly } from './reading-days.server.ts';
export { booksWithReaders, isAuthorOf, parsePublicationId, readingReport } from './report.server.ts';
export { issueViewProof } from './view-proof.server.ts';
