import { describe, expect, test } from 'vitest';
import { addressGroup, DEFAULT_SIGN_UP_POLICY as policy, minimumAcceptedWork, signUpPressure, signUpWork } from './sign-up-policy.ts';

/** The work asked of the n-th sign-up from an address in an hour (n − 1 came before it). */
const nth = (n: number) => signUpWork(signUpPressure({ recent: n - 1, unverified: 0 }, policy), policy);

describe('sign-up work from one address', () => {
  test('a class gets through: the first costs a few thousand hashes, the 30th under a tenth of a million', () => {
    expect(nth(1)).toBe(5_000);
    expect(nth(10)).toBeLessThan(15_000);
    expect(nth(30)).toBeLessThan(100_000);
    // Thirty in ten minutes fit the hourly limit with room for typos.
    expect(policy.limitPerHour).toBeGreaterThanOrEqual(30);
  });

  test('a flood pays: past 60 sign-ups each costs over a million hashes, the 100th over fifty million, never over the cap', () => {
    expect(nth(61)).toBeGreaterThan(1_000_000);
    expect(nth(100)).toBeGreaterThan(50_000_000);
    expect(nth(1_000)).toBe(policy.maxWork);
    for (let n = 2; n <= 200; n++) expect(nth(n)).toBeGreaterThanOrEqual(nth(n - 1));
  });

  test('accounts never verified weigh more than accounts verified', () => {
    const verified = signUpWork(signUpPressure({ recent: 10, unverified: 0 }, policy), policy);
    const abandoned = signUpWork(signUpPressure({ recent: 10, unverified: 10 }, policy), policy);
    expect(abandoned).toBeGreaterThan(verified * 2 ** ((10 * policy.unverifiedWeight) / policy.doublingEvery) * 0.99);
  });

  test('a challenge fetched a few sign-ups ago is still taken; one from much earlier is not', () => {
    const pressure = 40;
    const fetchedEarlier = signUpWork(pressure - 5, policy);
    const stockedUp = signUpWork(pressure - 20, policy);
    expect(fetchedEarlier).toBeGreaterThanOrEqual(minimumAcceptedWork(pressure, policy));
    expect(stockedUp).toBeLessThan(minimumAcceptedWork(pressure, policy));
    expect(minimumAcceptedWork(0, policy)).toBe(policy.baseWork);
  });
});

describe('the network an address belongs to', () => {
  test('IPv4 as it is; IPv6 by its /64, however it is written', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
  });
});
