/**
 * How hard a sign-up is from one address (issue 42, decision 0042). A classroom, a library or a
 * campus behind one public address must be able to open dozens of accounts in minutes, while a
 * script opening hundreds must pay for each: the bot check's work doubles every few sign-ups
 * the address made in the last hour, and every account it opened that was never verified
 * weighs as several more. Plain numbers in, numbers out: the server and the tests share it.
 */

export interface SignUpPolicy {
  /** Attempts one address may make in an hour (after passing the bot check). */
  limitPerHour: number;
  /** Numbers the first sign-up's proof of work may have to try (≈ 1 µs each in a browser). */
  baseWork: number;
  /** The work doubles after this many sign-ups from the address in the last hour. */
  doublingEvery: number;
  /** The work never exceeds this (the worst a person at a busy address waits). */
  maxWork: number;
  /** Each account from the address left unverified past the grace weighs as this many sign-ups. */
  unverifiedWeight: number;
  /** Minutes an account has to be verified before it counts as never verified. */
  verifyGraceMinutes: number;
  /** Sign-ups that may land between fetching a challenge and sending it (classmates at once). */
  slack: number;
}

export const DEFAULT_SIGN_UP_POLICY: SignUpPolicy = {
  limitPerHour: 100,
  baseWork: 5_000,
  doublingEvery: 7,
  maxWork: 200_000_000,
  unverifiedWeight: 3,
  verifyGraceMinutes: 30,
  slack: 10,
};

/** What the address did: sign-ups in the last hour, and those of the last day past the grace with no verified account. */
export interface AddressHistory {
  recent: number;
  unverified: number;
}

export const signUpPressure = (history: AddressHistory, policy: SignUpPolicy) =>
  Math.max(0, history.recent) + Math.max(0, history.unverified) * policy.unverifiedWeight;

/** The proof-of-work size (the challenge's `max`) for the next sign-up at this pressure. */
export function signUpWork(pressure: number, policy: SignUpPolicy): number {
  return Math.min(policy.maxWork, Math.round(policy.baseWork * 2 ** (Math.max(0, pressure) / policy.doublingEvery)));
}

/**
 * The least work a solved challenge must carry when it is sent: what the address would be asked
 * `slack` sign-ups ago, so classmates who fetched theirs together are not sent back to solve again,
 * while a script cannot stock up cheap challenges for later.
 */
export const minimumAcceptedWork = (pressure: number, policy: SignUpPolicy) => signUpWork(pressure - policy.slack, policy);

/**
 * The part of an address that names one network: an IPv4 address, or an IPv6 /64 (one household
 * or one machine is given a whole /64, so its addresses are one sender).
 */
export function addressGroup(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group || '0', 16) || 0).toString(16))
    .join(':')}::/64`;
}
