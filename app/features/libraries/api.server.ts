/** The libraries feature's public module (server side). */
export { kbartResponse, librariansPage, marcFile, parseKbartFile, parseMarcFile } from './files.server.ts';
export { marcPress, marcWorks } from './marc-records.server.ts';
export { marcXmlRecord, workRecords, MARCXML_NS } from './marc.ts';
export { librariesMessages } from './messages.ts';
export { marcLinksWords } from './marc-links.server.ts';
