import { createHmac } from 'node:crypto';
import { APIError } from 'better-auth/api';
import { sql } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { askedFrom, auth, forgetResetLinks, resetLinkOwner } from '#app/lib/auth/auth.server.ts';
import { markEmailVerified } from '#app/lib/auth/users.server.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';
import { authSecret } from '#app/lib/auth/secret.server.ts';
import { config } from '#app/lib/config.server.ts';
import { signUpOrigins } from '#app/lib/db/schema.ts';
import { createChallenge, verifySolution, type Challenge } from '#app/lib/proof-of-work.server.ts';
import { hitRateLimit, rateLimitCount } from '#app/lib/rate-limit.server.ts';
import { authErrorCode, type AuthErrorCode } from './auth-errors.ts';
import { authHeaders, withCookies } from './auth-request.server.ts';
import {
  addressGroup,
  DEFAULT_SIGN_UP_POLICY,
  minimumAcceptedWork,
  signUpPressure,
  signUpWork,
  type AddressHistory,
  type SignUpPolicy,
} from './sign-up-policy.ts';

export type AuthOutcome = { ok: true; headers: Headers; twoFactor?: boolean } | { ok: false; code: AuthErrorCode; retryAfter?: number };

/** Limits per address and per account, so neither many accounts from one place nor one account from many places can be guessed at. */
async function limited(keys: string[], limit: number, windowSeconds: number): Promise<number | null> {
  for (const key of keys) {
    const result = await hitRateLimit(db(), key, { limit, windowSeconds });
    if (!result.ok) return result.retryAfter;
  }
  return null;
}

const FAILURE_WINDOW = 600;
/** After this many failed sign-ins (per account or per address) a bot check is required. */
const FAILURES_BEFORE_BOT_CHECK = 3;

const botCheckPassed = async (pow: unknown, minimumWork = 0) => (await verifySolution(db(), authSecret(config().dataDir), pow, { minimumWork })) === 'ok';

/** The defaults (sign-up-policy.ts) with what the operator set (SIGNUP_* in .env.example). */
export const signUpPolicy = (): SignUpPolicy => ({ ...DEFAULT_SIGN_UP_POLICY, ...config().signUp });

/** The key of an address's network in sign_up_origins: keyed, so the table never holds an address. */
const networkKey = (ip: string) =>
  createHmac('sha256', authSecret(config().dataDir))
    .update(`sign-up:${addressGroup(ip)}`)
    .digest('hex')
    .slice(0, 32);

/**
 * The network's sign-ups in the last hour, and those of the last day left unverified past the
 * grace. A sign-up that opened no account (the address had one) counts as never verified.
 */
export async function addressHistory(ip: string, policy = signUpPolicy()): Promise<AddressHistory> {
  const result = await db().execute<{ recent: number; unverified: number }>(sql`
    select count(*) filter (where o.created_at > now() - interval '1 hour')::int as recent,
           count(*) filter (where not coalesce(u.email_verified, false) and o.created_at < now() - make_interval(mins => ${policy.verifyGraceMinutes}))::int as unverified
    from sign_up_origins o left join users u on u.id = o.user_id
    where o.network = ${networkKey(ip)} and o.created_at > now() - interval '1 day'`);
  const row = (result as unknown as { rows: AddressHistory[] }).rows[0];
  return { recent: Number(row?.recent ?? 0), unverified: Number(row?.unverified ?? 0) };
}

/** The sign-up form's bot check, as much work as this address's recent sign-ups call for. */
export async function signUpChallenge(ip: string): Promise<Challenge> {
  const policy = signUpPolicy();
  return createChallenge(authSecret(config().dataDir), { max: signUpWork(signUpPressure(await addressHistory(ip, policy), policy), policy) });
}

/** Origins older than a week go (the hourly housekeeping). */
export async function pruneSignUpOrigins(database = db()): Promise<void> {
  await database.execute(sql`delete from sign_up_origins where created_at < now() - interval '7 days'`);
}

export async function signUp(
  input: { name: string; lastName: string; email: string; password: string },
  { request, ip, locale, pow, next }: { request: Request; ip: string; locale: Locale; pow: unknown; next?: string },
): Promise<AuthOutcome> {
  // The bot check first: a post refused only for a missing, stale or too easy check (the form then
  // solves a fresh one and sends again) costs the address nothing, so one sign-up is one attempt.
  // A post without one is refused before any query: a flood of them costs the database nothing.
  if (typeof pow !== 'string' || !pow) return { ok: false, code: 'missing-recaptcha-token' };
  const policy = signUpPolicy();
  const minimumWork = minimumAcceptedWork(signUpPressure(await addressHistory(ip, policy), policy), policy);
  if (!(await botCheckPassed(pow, minimumWork))) return { ok: false, code: 'missing-recaptcha-token' };
  const retryAfter = await limited([`signup:ip:${ip}`], policy.limitPerHour, 3600);
  if (retryAfter) return { ok: false, code: 'too-many-requests', retryAfter };
  try {
    const { headers, response } = await askedFrom(locale, () =>
      auth().api.signUpEmail({
        // The mailed link signs the person in and takes them on to where they were going (the checkout, a form).
        body: { ...input, locale, callbackURL: next ?? `${localizePath('/account', locale)}?verified=1` },
        headers: authHeaders(request, ip),
        returnHeaders: true,
      }),
    );
    // An address that has an account gets the same answer with a made-up id (nobody learns it is
    // taken). The try is recorded all the same, with no account, so it raises the next check's work
    // as a new sign-up left unverified does: taken and free addresses cost the sender alike.
    await db().execute(sql`insert into ${signUpOrigins} (user_id, network) values ((select id from users where id = ${response.user.id}), ${networkKey(ip)})`);
    return { ok: true, headers: withCookies(headers) };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    return { ok: false, code: authErrorCode(error) };
  }
}

export async function signIn(
  input: { email: string; password: string; remember: boolean },
  { request, ip, pow }: { request: Request; ip: string; pow?: unknown },
): Promise<AuthOutcome> {
  const retryAfter = await limited([`signin:ip:${ip}`, `signin:email:${input.email}`], 10, 600);
  if (retryAfter) return { ok: false, code: 'too-many-requests', retryAfter };
  const failureKeys = [`signin-fail:email:${input.email}`, `signin-fail:ip:${ip}`];
  const [byEmail = 0, byAddress = 0] = await Promise.all(failureKeys.map((key) => rateLimitCount(db(), key, FAILURE_WINDOW)));
  // An address is shared (an office, a test suite): its threshold scales like every per-address limit.
  const suspicious = byEmail >= FAILURES_BEFORE_BOT_CHECK || byAddress >= FAILURES_BEFORE_BOT_CHECK * config().rateLimitFactor;
  if (suspicious && !(await botCheckPassed(pow))) return { ok: false, code: 'missing-recaptcha-token' };
  const outcome = await signInWithPassword(input, request, ip);
  if (!outcome.ok && outcome.code === 'invalid-credential') {
    for (const key of failureKeys) await hitRateLimit(db(), key, { limit: Number.MAX_SAFE_INTEGER, windowSeconds: FAILURE_WINDOW });
  }
  return outcome;
}

async function signInWithPassword(input: { email: string; password: string; remember: boolean }, request: Request, ip: string): Promise<AuthOutcome> {
  try {
    // An unverified account is sent a new verification link, in the page's language.
    const { headers, response } = await askedFrom(requestLocale(request), () =>
      auth().api.signInEmail({
        body: { email: input.email, password: input.password, rememberMe: input.remember },
        headers: authHeaders(request, ip),
        returnHeaders: true,
      }),
    );
    // With two-factor on, the password alone opens nothing: a short-lived cookie leads to the code step.
    const twoFactor = Boolean((response as { twoFactorRedirect?: boolean }).twoFactorRedirect);
    return { ok: true, headers: withCookies(headers), twoFactor };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    return { ok: false, code: authErrorCode(error) };
  }
}

/** Always "sent", whether or not the address has an account. */
export async function sendSignInLink(email: string, { request, ip, locale }: { request: Request; ip: string; locale: Locale }): Promise<AuthOutcome> {
  const retryAfter = await limited([`magic:ip:${ip}`, `magic:email:${email}`], 5, 3600);
  if (retryAfter) return { ok: false, code: 'too-many-requests', retryAfter };
  try {
    await askedFrom(locale, () =>
      auth().api.signInMagicLink({ body: { email, callbackURL: localizePath('/account', locale) }, headers: authHeaders(request, ip) }),
    );
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
  }
  return { ok: true, headers: new Headers() };
}

export async function signOut(request: Request, ip: string): Promise<Headers> {
  try {
    const { headers } = await auth().api.signOut({ headers: authHeaders(request, ip), returnHeaders: true });
    return withCookies(headers);
  } catch {
    return new Headers();
  }
}

/** Always answers the same way: nobody learns from it whether an address has an account. */
export async function requestPasswordReset(email: string, { request, ip, locale }: { request: Request; ip: string; locale: Locale }): Promise<AuthOutcome> {
  const retryAfter = await limited([`recover:ip:${ip}`, `recover:email:${email}`], 5, 3600);
  if (retryAfter) return { ok: false, code: 'too-many-requests', retryAfter };
  try {
    await askedFrom(locale, () =>
      auth().api.requestPasswordReset({ body: { email, redirectTo: localizePath('/recover', locale) }, headers: authHeaders(request, ip) }),
    );
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
  }
  return { ok: true, headers: new Headers() };
}

export async function resetPassword(token: string, newPassword: string): Promise<AuthOutcome> {
  try {
    const owner = await resetLinkOwner(db(), token);
    await auth().api.resetPassword({ body: { token, newPassword } });
    // Every other link sent before this one stops working too (the sessions were ended by the reset).
    // The link came to the address, so the address is the person's (an invitation's first password).
    if (owner) {
      await forgetResetLinks(db(), owner);
      await markEmailVerified(db(), owner);
    }
    return { ok: true, headers: new Headers() };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    return { ok: false, code: authErrorCode(error) };
  }
}
