/**
 * Roles held for one journal or one open call (decision 0045), as plain rules: who may act on a
 * scope, and which scopes a person's roles cover. Admins (the global role) may act everywhere.
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

/** Which roles a kind of scope takes: editors of a journal, series editors of an open call. */
export const ROLES_OF_SCOPE: Record<ScopeKind, readonly ScopedRole[]> = {
  journal: ['editor', 'assistant-editor'],
  'open-call': ['series-editor'],
};

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

/** The scopes a person's roles cover, each once, journals first, in the order of their ids. */
export function editorialScopes(roles: readonly HeldRole[]): Scope[] {
  const seen = new Map<string, Scope>();
  for (const r of roles) seen.set(`${r.scopeKind}:${r.scopeId}`, { kind: r.scopeKind, id: r.scopeId });
  return [...seen.values()].sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind === 'journal' ? -1 : 1));
}
