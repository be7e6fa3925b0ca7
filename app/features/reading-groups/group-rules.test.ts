import { describe, expect, it } from 'vitest';
import {
  canManage,
  canModerate,
  COMMENT_MAX,
  GROUP_MEMBERS_MAX,
  GROUPS_PER_PERSON_MAX,
  hiddenView,
  joinRefusal,
  mayLeave,
  plainComment,
  seesAnnotations,
  seesGroup,
  sharedQuery,
  sharedView,
} from './group-rules.ts';

describe('reading group rules', () => {
  it('a private group is invisible to non-members; a public one shows to those who may read one of its works', () => {
    expect(seesGroup({ role: null, privacy: 'private', mayReadAWork: true })).toBe(false);
    expect(seesGroup({ role: 'member', privacy: 'private', mayReadAWork: false })).toBe(true);
    expect(seesGroup({ role: null, privacy: 'public', mayReadAWork: true })).toBe(true);
    expect(seesGroup({ role: null, privacy: 'public', mayReadAWork: false })).toBe(false);
  });

  it('annotations show to members who may read the work, and to nobody else', () => {
    expect(seesAnnotations({ role: 'member', mayReadWork: true })).toBe(true);
    expect(seesAnnotations({ role: 'owner', mayReadWork: false })).toBe(false);
    expect(seesAnnotations({ role: null, mayReadWork: true })).toBe(false);
  });

  it('joining needs the current code for a private group, a reading right, room, and an open group', () => {
    const base = { closed: false, role: null, privacy: 'private' as const, codeMatches: true, mayReadAWork: true, members: 3, groupsOfPerson: 2 };
    expect(joinRefusal(base)).toBeNull();
    expect(joinRefusal({ ...base, codeMatches: false })).toBe('bad-code');
    expect(joinRefusal({ ...base, privacy: 'public', codeMatches: false })).toBeNull();
    expect(joinRefusal({ ...base, mayReadAWork: false })).toBe('cannot-read');
    expect(joinRefusal({ ...base, closed: true })).toBe('closed');
    expect(joinRefusal({ ...base, role: 'member' })).toBe('already');
    expect(joinRefusal({ ...base, members: GROUP_MEMBERS_MAX })).toBe('full');
    expect(joinRefusal({ ...base, groupsOfPerson: GROUPS_PER_PERSON_MAX - 1 })).toBeNull();
    expect(joinRefusal({ ...base, groupsOfPerson: GROUPS_PER_PERSON_MAX })).toBe('too-many');
  });

  it('roles: owners manage, owners and moderators moderate; the last owner cannot leave', () => {
    expect([canManage('owner'), canManage('moderator'), canManage('member'), canManage(null)]).toEqual([true, false, false, false]);
    expect([canModerate('owner'), canModerate('moderator'), canModerate('member'), canModerate(null)]).toEqual([true, true, false, false]);
    expect(mayLeave('owner', 1)).toBe(false);
    expect(mayLeave('owner', 2)).toBe(true);
    expect(mayLeave('member', 1)).toBe(true);
  });

  it('a hidden item shows its reason to its author and the moderators, a placeholder to the others', () => {
    const hidden = { authorId: 'ana', hiddenReason: 'Fora do tema' };
    expect(hiddenView(hidden, { id: 'ana', role: 'member' })).toBe('with-reason');
    expect(hiddenView(hidden, { id: 'bia', role: 'moderator' })).toBe('with-reason');
    expect(hiddenView(hidden, { id: 'caio', role: 'member' })).toBe('placeholder');
    expect(hiddenView({ authorId: null, hiddenReason: 'x' }, { id: 'caio', role: 'member' })).toBe('placeholder');
    expect(hiddenView({ authorId: 'ana', hiddenReason: null }, { id: 'caio', role: 'member' })).toBe('shown');
  });

  it('comments are plain text: trimmed, line breaks kept, control characters dropped, bounded', () => {
    expect(plainComment('  <b>Boa</b>\r\nleitura\u0007 ')).toBe('<b>Boa</b>\nleitura');
    expect(plainComment('   ')).toBeNull();
    expect(plainComment('x'.repeat(COMMENT_MAX + 1))).toBeNull();
  });

  it('a chapter’s view comes from its address: the groups chosen (bounded, ids only) and whether every thread shows', () => {
    expect(sharedView(new URLSearchParams(''))).toEqual({ shown: null, all: false });
    expect(sharedView(new URLSearchParams('shown=1&group=3&group=x&group=0&group=12&notes=all'))).toEqual({ shown: [3, 12], all: true });
    expect(sharedView(new URLSearchParams('shown=1'))).toEqual({ shown: [], all: false });
    const many = new URLSearchParams([['shown', '1'], ...Array.from({ length: 500 }, (_, i) => ['group', String(i + 1)])]);
    expect(sharedView(many).shown).toHaveLength(GROUPS_PER_PERSON_MAX);
    expect(sharedQuery({ shown: null, all: false })).toBe('');
    expect(sharedQuery({ shown: [3, 12], all: true })).toBe('?shown=1&group=3&group=12&notes=all');
    expect(sharedView(new URLSearchParams(sharedQuery({ shown: [], all: false }).slice(1)))).toEqual({ shown: [], all: false });
  });
});
