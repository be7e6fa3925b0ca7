/**
 * The account doors an attacker tried: a sign-up with a taken address must look like any other
 * (and tell the owner), and only the newest password-reset link may work.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, gt, inArray, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auth, EXISTING_ACCOUNT_MAILS } from '#app/lib/auth/auth.server.ts';
import { authSecret } from '#app/lib/auth/secret.server.ts';
import { config, forgetConfig } from '#app/lib/config.server.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { jobs, users, verifications } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { signUpOrigins } from '#app/lib/db/schema.ts';
import { createChallenge, type Challenge } from '#app/lib/proof-of-work.server.ts';
import { formRequest, routeArgs, unwrap } from '#app/test/route-args.ts';
import { action as registerAction } from '#app/routes/account/register.tsx';
import { changePassword } from './account-settings.server.ts';
import { requestPasswordReset, resetPassword, signIn, signUpChallenge, signUpPolicy } from './sign-in.server.ts';
import { signUpWork } from './sign-up-policy.ts';

let database: TestDatabase;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-door-'));

beforeAll(async () => {
  vi.stubEnv('DATA_DIR', dataDir);
  // The bot check's work at a twenty-fifth of its default (an operator's setting, SIGNUP_WORK_BASE):
  // every rule here is about how the work grows and what is refused, which the base only scales.
  vi.stubEnv('SIGNUP_WORK_BASE', '200');
  forgetConfig();
  database = await createTestDatabase();
  useDatabase(database);
});
afterAll(async () => {
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A bot check's puzzle, solved as the browser would. */
function solved(challenge: Challenge): string {
  for (let n = 0; n <= challenge.max; n++) {
    if (
      createHash('sha256')
        .update(challenge.salt + n)
        .digest('hex') === challenge.hash
    )
      return Buffer.from(JSON.stringify({ ...challenge, number: n })).toString('base64');
  }
  throw new Error('unsolvable');
}

const botCheck = () => solved(createChallenge(authSecret(config().dataDir), { max: 2000 }));

async function register(email: string, ip: string, pow?: string) {
  const request = formRequest('/register', {
    name: 'Rita',
    lastName: 'Leitora',
    email,
    password: 'uma senha longa 1',
    confirmPassword: 'uma senha longa 1',
    terms: 'on',
    pow: pow ?? solved(await signUpChallenge(ip)),
  });
  return unwrap(await registerAction(routeArgs(request, {}, ip)));
}

/** Two answers compared as the person sees them: everything but the moment each was made (its revision). */
const alike = <T extends { body: unknown }>(answer: T) => ({ ...answer, body: { ...(answer.body as object), revision: 0 } });

const mailsTo = async (email: string) =>
  (await database.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.type, 'mail.send')))
    .map((row) => row.payload as { to: string; subject: string })
    .filter((mail) => mail.to === email);

describe('sign-up with an address that has an account', () => {
  it('answers exactly as a new sign-up, and mails the owner instead of creating anything', async () => {
    const fresh = await register('nova@example.com', '198.51.100.1');
    expect(fresh).toMatchObject({ status: 200, body: { form: 'register', ok: true, message: 'registered', params: { email: 'nova@example.com' } } });
    const again = await register('nova@example.com', '198.51.100.2');
    expect(alike(again)).toEqual(alike(fresh));
    expect(await database.db.select().from(users).where(eq(users.email, 'nova@example.com'))).toHaveLength(1);
    const mails = await mailsTo('nova@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirme seu e-mail na Editora Ipê', 'Pedido de cadastro com o seu e-mail na Editora Ipê']);
  });
});

describe('sign-ups with an address that has an account, again and again', () => {
  /** What the sender sees: the status, the body and which headers came. */
  async function answer(email: string, ip: string, pow: string) {
    const request = formRequest('/register', {
      name: 'Rita',
      lastName: 'Leitora',
      email,
      password: 'uma senha longa 1',
      confirmPassword: 'uma senha longa 1',
      terms: 'on',
      pow,
    });
    const result = (await registerAction(routeArgs(request, {}, ip))) as { init?: ResponseInit };
    return { ...unwrap(result), headers: [...new Headers(result.init?.headers).keys()] };
  }

  it('raise the work asked of their network as new sign-ups do, answer alike, and mail the owner a few times a day at most', async () => {
    const owner = 'dona@example.com';
    await register(owner, '198.51.100.140');
    // One network signs up new addresses; another tries the owner's address each time.
    const fresh = '198.51.100.141';
    const taken = '198.51.100.142';
    const asked: { fresh: number[]; taken: number[] } = { fresh: [], taken: [] };
    const tries = 6;
    for (let i = 0; i < tries; i++) {
      const freshCheck = await signUpChallenge(fresh);
      asked.fresh.push(freshCheck.max);
      const opened = await answer(`livre${i}@example.com`, fresh, solved(freshCheck));
      const takenCheck = await signUpChallenge(taken);
      asked.taken.push(takenCheck.max);
      const refused = await answer(owner, taken, solved(takenCheck));
      expect(opened).toMatchObject({ status: 200, body: { ok: true, message: 'registered' } });
      expect(alike(refused)).toEqual(alike({ ...opened, body: { ...opened.body, params: { email: owner } } }));
    }
    const policy = signUpPolicy();
    expect(asked.taken).toEqual(asked.fresh);
    expect(asked.taken.at(-1)).toBe(signUpWork(tries - 1, policy));
    // Past the grace, a try that opened nothing weighs as an account never verified.
    await database.db
      .update(signUpOrigins)
      .set({ createdAt: new Date(Date.now() - (policy.verifyGraceMinutes + 1) * 60_000) })
      .where(gt(signUpOrigins.createdAt, new Date(Date.now() - 10 * 60_000)));
    expect((await signUpChallenge(taken)).max).toBe(signUpWork(tries + tries * policy.unverifiedWeight, policy));
    expect((await signUpChallenge(fresh)).max).toBe((await signUpChallenge(taken)).max);
    // The owner's outbox: their own confirmation, then at most a few "someone used your address".
    const mails = (await mailsTo(owner)).map((mail) => mail.subject);
    expect(mails.filter((subject) => subject.startsWith('Pedido de cadastro'))).toHaveLength(EXISTING_ACCOUNT_MAILS.limit);
    expect(mails).toHaveLength(1 + EXISTING_ACCOUNT_MAILS.limit);
  });
});

describe('accounts from one address (a class behind one network)', () => {
  const withSettings = (settings: Record<string, string>) => {
    for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
    forgetConfig();
  };
  afterEach(() => {
    vi.stubEnv('SIGNUP_LIMIT_PER_HOUR', undefined);
    forgetConfig();
  });
  const withoutCheck = (email: string, ip: string) =>
    registerAction(
      routeArgs(
        formRequest('/register', {
          name: 'Rita',
          lastName: 'Leitora',
          email,
          password: 'uma senha longa 1',
          confirmPassword: 'uma senha longa 1',
          terms: 'on',
        }),
        {},
        ip,
      ),
    ).then(unwrap);

  // Thirty proofs of work and thirty password hashes: ~5 s alone, several times that beside the
  // journeys in npm test.
  it('thirty sign-ups in a row all succeed, and each asks a little more work than the one before', { timeout: 300_000 }, async () => {
    const ip = '198.51.100.30';
    const sizes: number[] = [];
    for (let i = 0; i < 30; i++) {
      const challenge = await signUpChallenge(ip);
      sizes.push(challenge.max);
      expect(await register(`turma${i}@example.com`, ip, solved(challenge))).toMatchObject({ status: 200, body: { ok: true } });
    }
    const policy = signUpPolicy();
    expect(sizes[0]).toBe(policy.baseWork);
    expect(sizes[29]).toBe(signUpWork(29, policy));
    for (let i = 1; i < 30; i++) expect(sizes[i]).toBeGreaterThanOrEqual(sizes[i - 1]!);
    // Another network starts at the beginning; the same IPv6 /64 is one network.
    expect((await signUpChallenge('198.51.100.31')).max).toBe(policy.baseWork);
    await register('v6-a@example.com', '2001:db8:30:1::a');
    expect((await signUpChallenge('2001:db8:30:1:ffff::b')).max).toBe(signUpWork(1, policy));
    // What is kept names the network by a keyed hash, never by its address.
    const networks = await database.db.select({ network: signUpOrigins.network }).from(signUpOrigins);
    expect(networks.length).toBeGreaterThanOrEqual(31);
    for (const { network } of networks) expect(network).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a post without the check, or with one fetched long before, is refused without counting; past the hourly limit 429 and no account', async () => {
    withSettings({ SIGNUP_LIMIT_PER_HOUR: '3' });
    const ip = '198.51.100.77';
    // The form sends once a check is solved; without one (or before the script ran) it is refused for that alone.
    for (let i = 0; i < 5; i++)
      expect(await withoutCheck(`sem-teste${i}@example.com`, ip)).toMatchObject({ status: 400, body: { message: 'error.missing-recaptcha-token' } });
    for (let i = 0; i < 3; i++) expect(await register(`lote${i}@example.com`, ip)).toMatchObject({ status: 200, body: { ok: true } });
    const refused = await register('lote3@example.com', ip);
    expect(refused).toMatchObject({ status: 429, body: { message: 'error.too-many-requests' } });
    expect(await database.db.select().from(users).where(eq(users.email, 'lote3@example.com'))).toHaveLength(0);
  });

  it('a check fetched many sign-ups ago is too easy now: refused as a stale check, not counted', async () => {
    const ip = '198.51.100.88';
    const stocked = solved(await signUpChallenge(ip));
    const policy = signUpPolicy();
    for (let i = 0; i <= policy.slack; i++) expect(await register(`estoque${i}@example.com`, ip)).toMatchObject({ status: 200 });
    expect(await register('estoque-velho@example.com', ip, stocked)).toMatchObject({ status: 400, body: { message: 'error.missing-recaptcha-token' } });
    expect(await register('estoque-novo@example.com', ip)).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('accounts left unverified weigh more than verified ones', async () => {
    const ip = '198.51.100.99';
    const policy = signUpPolicy();
    await register('nunca1@example.com', ip);
    await register('nunca2@example.com', ip);
    // Within the grace they weigh as any sign-up; once it is past, as several.
    expect((await signUpChallenge(ip)).max).toBe(signUpWork(2, policy));
    const opened = await database.db.select({ id: users.id }).from(users).where(like(users.email, 'nunca%@example.com'));
    await database.db
      .update(signUpOrigins)
      .set({ createdAt: new Date(Date.now() - (policy.verifyGraceMinutes + 1) * 60_000) })
      .where(
        inArray(
          signUpOrigins.userId,
          opened.map((u) => u.id),
        ),
      );
    expect((await signUpChallenge(ip)).max).toBe(signUpWork(2 + 2 * policy.unverifiedWeight, policy));
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, 'nunca1@example.com'));
    expect((await signUpChallenge(ip)).max).toBe(signUpWork(2 + policy.unverifiedWeight, policy));
  });
});

describe('password-reset links', () => {
  const email = 'reset@example.com';
  const password = 'senha original 123';
  let userId = '';
  const resetLinks = async () =>
    (await database.db.select().from(verifications).where(like(verifications.identifier, 'reset-password:%'))).filter((row) => row.value === userId);
  const tokenOf = (row: { identifier: string }) => row.identifier.slice('reset-password:'.length);
  const ask = () => requestPasswordReset(email, { request: new Request('http://localhost:3000/recover'), ip: '198.51.100.9', locale: 'pt' });

  beforeAll(async () => {
    await auth().api.signUpEmail({ body: { name: 'Rui', lastName: 'Reset', email, password }, headers: new Headers() });
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    userId = (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  });

  it('a newer link makes the older ones stop working', async () => {
    await ask();
    const [first] = await resetLinks();
    await ask();
    const links = await resetLinks();
    expect(links).toHaveLength(1);
    expect(tokenOf(links[0]!)).not.toBe(tokenOf(first!));
    expect(await resetPassword(tokenOf(first!), 'outra senha 4567')).toMatchObject({ ok: false });
    expect(await resetPassword(tokenOf(links[0]!), 'outra senha 4567')).toMatchObject({ ok: true });
    expect(await resetLinks()).toHaveLength(0);
  });

  it('a change of password makes every link sent before stop working', async () => {
    await ask();
    expect(await resetLinks()).toHaveLength(1);
    const signedIn = await signIn(
      { email, password: 'outra senha 4567', remember: false },
      { request: new Request('http://localhost:3000/login'), ip: '198.51.100.10' },
    );
    if (!signedIn.ok) throw new Error('sign-in failed');
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const changed = await changePassword(new Request('http://localhost:3000/account', { headers: { cookie } }), '198.51.100.10', {
      currentPassword: 'outra senha 4567',
      newPassword: 'terceira senha 890',
    });
    expect(changed.ok).toBe(true);
    expect(await resetLinks()).toHaveLength(0);
  });
});

describe('account mails in the language of the page that asked', () => {
  const account = async (email: string, locale: 'pt' | 'en') => {
    await auth().api.signUpEmail({ body: { name: 'Ana', lastName: 'Idioma', email, password: 'senha longa 1234', locale }, headers: new Headers() });
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  };
  const lastMail = async (email: string) => (await mailsTo(email)).at(-1) as unknown as { subject: string; text: string };

  it('a Portuguese account that asks from /en/recover gets the link in English, to the English page', async () => {
    await account('idioma-pt@example.com', 'pt');
    await requestPasswordReset('idioma-pt@example.com', { request: new Request('http://localhost:3000/en/recover'), ip: '198.51.100.31', locale: 'en' });
    const mail = await lastMail('idioma-pt@example.com');
    expect(mail.subject).toBe('Password reset at Editora Ipê');
    expect(mail.text).toMatch(/\/en\/recover\/\S+/);
  });

  it('an English account that asks from /recover gets it in Portuguese', async () => {
    await account('idioma-en@example.com', 'en');
    await requestPasswordReset('idioma-en@example.com', { request: new Request('http://localhost:3000/recover'), ip: '198.51.100.32', locale: 'pt' });
    const mail = await lastMail('idioma-en@example.com');
    expect(mail.subject).toBe('Redefinição de senha na Editora Ipê');
    expect(mail.text).not.toMatch(/\/en\/recover/);
  });

  it('a sign-in before verifying sends the new link in the language of the sign-in page', async () => {
    const email = 'idioma-novo@example.com';
    await auth().api.signUpEmail({ body: { name: 'Ana', lastName: 'Idioma', email, password: 'senha longa 1234', locale: 'pt' }, headers: new Headers() });
    await signIn({ email, password: 'senha longa 1234', remember: false }, { request: new Request('http://localhost:3000/en/login'), ip: '198.51.100.33' });
    expect((await lastMail(email)).subject).toBe('Confirm your e-mail at Editora Ipê');
  });
});

describe('the bot check after failed sign-ins', () => {
  const password = 'senha certa 2468';
  const attempt = (email: string, ip: string, pass: string, pow?: string) =>
    signIn({ email, password: pass, remember: false }, { request: new Request('http://localhost:3000/login'), ip, pow });
  const account = async (email: string) => {
    await auth().api.signUpEmail({ body: { name: 'Bia', lastName: 'Bot', email, password }, headers: new Headers() });
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  };

  it('three wrong passwords for one account ask that account for the check, from any address', async () => {
    await account('alvo@example.com');
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      expect(await attempt('alvo@example.com', ip, 'errada')).toMatchObject({ ok: false, code: 'invalid-credential' });
    expect(await attempt('alvo@example.com', '203.0.113.4', password)).toMatchObject({ ok: false, code: 'missing-recaptcha-token' });
    expect(await attempt('alvo@example.com', '203.0.113.4', password, botCheck())).toMatchObject({ ok: true });
  });

  it('an address asks for it after three failures, or RATE_LIMIT_FACTOR times three when the address is shared', async () => {
    await account('outra@example.com');
    for (const n of [1, 2, 3]) await attempt(`ninguem${n}@example.com`, '203.0.113.20', 'errada');
    expect(await attempt('outra@example.com', '203.0.113.20', password)).toMatchObject({ ok: false, code: 'missing-recaptcha-token' });

    vi.stubEnv('RATE_LIMIT_FACTOR', '2');
    forgetConfig();
    try {
      for (const n of [1, 2, 3]) await attempt(`ninguem${n}@example.com`, '203.0.113.30', 'errada');
      expect(await attempt('outra@example.com', '203.0.113.30', password)).toMatchObject({ ok: true });
      for (const n of [4, 5, 6]) await attempt(`ninguem${n}@example.com`, '203.0.113.30', 'errada');
      expect(await attempt('outra@example.com', '203.0.113.30', password)).toMatchObject({ ok: false, code: 'missing-recaptcha-token' });
    } finally {
      vi.unstubAllEnvs();
      vi.stubEnv('DATA_DIR', dataDir);
      forgetConfig();
    }
  });
});
