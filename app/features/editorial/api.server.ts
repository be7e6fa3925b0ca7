/** The editorial feature's public module (server side): the only part of it that routes and other features import (decision 0037). */
export { editorialScopes, mayActOn } from './scoped-roles.ts';
