/** Roles are kept as a comma-separated list on the user (Better Auth's admin plugin field). */
export const ROLES = ['user', 'author', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function parseRoles(value: string | null | undefined): Role[] {
  const roles = (value ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter((r): r is Role => (ROLES as readonly string[]).includes(r));
  return roles.length ? [...new Set(roles)] : ['user'];
}

/** Every account is a user; author and admin are added to it. */
export function serializeRoles(roles: readonly string[]): string {
  const valid = ROLES.filter((r) => r === 'user' || roles.includes(r));
  return valid.join(',');
}

export function hasRole(user: { roles: readonly Role[] } | null | undefined, role: Role): boolean {
  return Boolean(user?.roles.includes(role));
}
