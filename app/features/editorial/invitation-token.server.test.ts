import { describe, expect, it } from 'vitest';
import { invitationPath, invitationTokenHash, newInvitationToken } from './invitation-token.server.ts';

describe('invitation tokens', () => {
  it('keeps only a hash that the token alone reproduces', () => {
    const a = newInvitationToken();
    const b = newInvitationToken();
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(invitationTokenHash(a.token));
    expect(a.hash).not.toContain(a.token);
    // One character changed finds another hash: an altered link matches no assignment.
    const altered = `${a.token.slice(0, -1)}${a.token.endsWith('A') ? 'B' : 'A'}`;
    expect(invitationTokenHash(altered)).not.toBe(a.hash);
  });

  it('links in the reviewer language', () => {
    expect(invitationPath('abc', 'pt')).toBe('/review/invitation/abc');
    expect(invitationPath('abc', 'en')).toBe('/en/review/invitation/abc');
  });
});
