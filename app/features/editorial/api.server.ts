/** The editorial feature's public module (server side): the only part of it that routes and other features import (decision 0037). */
export { checkDocument, MANUSCRIPT_MAX_BYTES } from './manuscript-files.server.ts';
export { editorialScopes, mayActOn } from './scoped-roles.ts';
