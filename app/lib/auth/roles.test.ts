import { expect, it } from 'vitest';
import { hasRole, parseRoles, serializeRoles } from './roles.ts';

it('reads roles from the stored list, ignoring unknown ones; everyone is at least a user', () => {
  expect(parseRoles('user,admin')).toEqual(['user', 'admin']);
  expect(parseRoles(' author , user ')).toEqual(['author', 'user']);
  expect(parseRoles('superuser')).toEqual(['user']);
  expect(parseRoles(null)).toEqual(['user']);
});

it('stores roles in a fixed order, always with user, never unknown ones', () => {
  expect(serializeRoles(['admin'])).toBe('user,admin');
  expect(serializeRoles(['admin', 'author', 'root'])).toBe('user,author,admin');
  expect(serializeRoles([])).toBe('user');
});

it('checks a role', () => {
  expect(hasRole({ roles: ['user', 'admin'] }, 'admin')).toBe(true);
  expect(hasRole({ roles: ['user'] }, 'admin')).toBe(false);
  expect(hasRole(null, 'user')).toBe(false);
});
