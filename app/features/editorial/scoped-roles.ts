/**
 * Roles held for one journal, one open call or one book collection (decision 0045), as plain
 * rules: who may act on a scope, and which scopes a person's roles cover. Admins (the global role)
 * may act everywhere. A collection's series editor acts on each of its open calls as that call's
 * series editor: `collectionCallRoles` turns the one role into the calls' (the server reads which
 * calls are the collection's), so the guard, the desk and the workflow only ever see journals and calls.
 */
import { SCOPED_ROLES, type ScopedRole, type ScopeKind } from './values.ts';

export interface Scope {
  kind: ScopeKind;
  id: number;
}

/** One scoped role a person holds. */
export interface HeldRole {
  role: ScopedRole;
  scopeKind: ScopeKind;
  scopeId: number;
}

export interface ScopeMember {
  userId: string;
  name: string;
  email: string;
  role: ScopedRole;
  grantedAt: Date;
}

/** Who is acting: an admin, or a person with their scoped roles (none for most people). */
export interface EditorialActor {
  userId: string;
  admin: boolean;
  roles: readonly HeldRole[];
}

/** Which roles a kind of scope takes: editors of a journal, series editors of an open call or of a collection. */
export const ROLES_OF_SCOPE: Record<ScopeKind, readonly ScopedRole[]> = {
  journal: ['editor', 'assistant-editor'],
  'open-call': ['series-editor'],
  collection: ['series-editor'],
};

/**
 * The roles a person acts with: those they hold, and for each collection they edit, the series
 * editor's role on each of its calls (`calls`: the open calls and the collection each belongs to).
 * Each role once.
 */
export function collectionCallRoles(held: readonly HeldRole[], calls: readonly { callId: number; collectionId: number }[]): HeldRole[] {
  const out = new Map<string, HeldRole>();
  for (const r of held) out.set(`${r.role}:${r.scopeKind}:${r.scopeId}`, r);
  for (const r of held) {
    if (r.scopeKind !== 'collection') continue;
    for (const c of calls) {
      if (c.collectionId === r.scopeId) out.set(`${r.role}:open-call:${c.callId}`, { role: r.role, scopeKind: 'open-call', scopeId: c.callId });
    }
  }
  return [...out.values()];
}

export function isScopedRole(value: string): value is ScopedRole {
  return (SCOPED_ROLES as readonly string[]).includes(value);
}

/** Whether a role fits a kind of scope (an editor of an open call is not a thing). */
export function roleFitsScope(role: ScopedRole, kind: ScopeKind): boolean {
  return ROLES_OF_SCOPE[kind].includes(role);
}

/**
 * May this person act on this scope? `only` narrows to some roles (a decision may need an editor,
 * not an assistant editor). Admins may always.
 */
export function mayActOn(actor: Pick<EditorialActor, 'admin' | 'roles'>, scope: Scope, only?: readonly ScopedRole[]): boolean {
  if (actor.admin) return true;
  return actor.roles.some((r) => r.scopeKind === scope.kind && r.scopeId === scope.id && (!only || only.includes(r.role)));
}

/**
 * The scopes a person's desk covers, each once, journals first, in the order of their ids. A
 * collection is not one: its calls are (see `collectionCallRoles`).
 */
export function editorialScopes(roles: readonly HeldRole[]): Scope[] {
  const seen = new Map<string, Scope>();
  for (const r of roles) if (r.scopeKind !== 'collection') seen.set(`${r.scopeKind}:${r.scopeId}`, { kind: r.scopeKind, id: r.scopeId });
  return [...seen.values()].sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind === 'journal' ? -1 : 1));
}
