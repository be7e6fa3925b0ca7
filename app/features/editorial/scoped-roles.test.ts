import { describe, expect, it } from 'vitest';
import { collectionCallRoles, editorialScopes, mayActOn, roleFitsScope, type HeldRole } from './scoped-roles.ts';

const roles: HeldRole[] = [
  { role: 'assistant-editor', scopeKind: 'journal', scopeId: 7 },
  { role: 'series-editor', scopeKind: 'open-call', scopeId: 2 },
  { role: 'editor', scopeKind: 'journal', scopeId: 3 },
  { role: 'editor', scopeKind: 'journal', scopeId: 7 },
];

describe('roles held for a scope', () => {
  it('lets a person act only on the scopes they hold a role for', () => {
    const person = { admin: false, roles };
    expect(mayActOn(person, { kind: 'journal', id: 3 })).toBe(true);
    expect(mayActOn(person, { kind: 'journal', id: 4 })).toBe(false);
    expect(mayActOn(person, { kind: 'open-call', id: 2 })).toBe(true);
    // The same number in another kind of scope is another scope.
    expect(mayActOn(person, { kind: 'open-call', id: 3 })).toBe(false);
  });

  it('narrows to some roles when asked', () => {
    const assistant = { admin: false, roles: [roles[0]!] };
    expect(mayActOn(assistant, { kind: 'journal', id: 7 }, ['editor'])).toBe(false);
    expect(mayActOn(assistant, { kind: 'journal', id: 7 }, ['editor', 'assistant-editor'])).toBe(true);
  });

  it('lets admins act everywhere without a role', () => {
    expect(mayActOn({ admin: true, roles: [] }, { kind: 'journal', id: 99 }, ['editor'])).toBe(true);
  });

  it('lists each scope once, journals first', () => {
    expect(editorialScopes(roles)).toEqual([
      { kind: 'journal', id: 3 },
      { kind: 'journal', id: 7 },
      { kind: 'open-call', id: 2 },
    ]);
  });

  it('fits editors to journals and series editors to open calls', () => {
    expect(roleFitsScope('editor', 'journal')).toBe(true);
    expect(roleFitsScope('series-editor', 'journal')).toBe(false);
    expect(roleFitsScope('series-editor', 'open-call')).toBe(true);
    expect(roleFitsScope('assistant-editor', 'open-call')).toBe(false);
    expect(roleFitsScope('series-editor', 'collection')).toBe(true);
    expect(roleFitsScope('editor', 'collection')).toBe(false);
  });

  it('makes a collection’s series editor the series editor of its calls, and of no other call', () => {
    const held: HeldRole[] = [
      { role: 'series-editor', scopeKind: 'collection', scopeId: 5 },
      { role: 'series-editor', scopeKind: 'open-call', scopeId: 2 },
    ];
    const calls = [
      { callId: 2, collectionId: 5 },
      { callId: 8, collectionId: 5 },
      { callId: 9, collectionId: 6 },
    ];
    const acting = collectionCallRoles(held, calls);
    // Call 2 is held twice over (by itself and through the collection): once in the list.
    expect(acting).toEqual([...held, { role: 'series-editor', scopeKind: 'open-call', scopeId: 8 }]);
    const person = { admin: false, roles: acting };
    expect(mayActOn(person, { kind: 'open-call', id: 8 })).toBe(true);
    expect(mayActOn(person, { kind: 'open-call', id: 9 })).toBe(false);
    // The collection itself is no desk of its own: its calls are.
    expect(editorialScopes(acting)).toEqual([
      { kind: 'open-call', id: 2 },
      { kind: 'open-call', id: 8 },
    ]);
  });
});
