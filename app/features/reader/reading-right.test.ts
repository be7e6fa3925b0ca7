import { describe, expect, it } from 'vitest';
import { isPersonalCopy, readingRight, type ReadingFacts } from './reading-right.ts';

const none: ReadingFacts = { openAccess: false, entitlement: null, viaCourse: false, admin: false };

describe('readingRight', () => {
  it.each([
    [{}, null],
    [{ openAccess: true }, 'open-access'],
    [{ openAccess: true, entitlement: 'purchase' }, 'open-access'],
    [{ entitlement: 'purchase' }, 'purchase'],
    [{ entitlement: 'grant' }, 'grant'],
    [{ viaCourse: true }, 'course'],
    [{ entitlement: 'grant', viaCourse: true }, 'grant'],
    [{ admin: true }, 'admin'],
    [{ admin: true, entitlement: 'purchase' }, 'purchase'],
    [{ admin: true, viaCourse: true }, 'course'],
  ] as [Partial<ReadingFacts>, string | null][])('%o → %s', (facts, right) => {
    expect(readingRight({ ...none, ...facts })).toBe(right);
  });

  it('personalises every copy but open-access ones', () => {
    expect(isPersonalCopy('open-access')).toBe(false);
    for (const right of ['purchase', 'grant', 'course', 'admin'] as const) expect(isPersonalCopy(right)).toBe(true);
  });
});
