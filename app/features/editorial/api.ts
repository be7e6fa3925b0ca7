/** The editorial feature's public module (browser-safe side): the only part of it that routes and other features import (decision 0037). */
export { editorialScopes, hasEditorialRole, isScopedRole, mayActOn, roleFitsScope, type EditorialActor, type HeldRole, type Scope } from './scoped-roles.ts';
