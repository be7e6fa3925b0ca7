import { APIError } from 'better-auth/api';
import type { Locale } from '#app/i18n/locales.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { askedFrom, auth, forgetResetLinks, resetLinkOwner } from '#app/lib/auth/auth.server.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';
import { authSecret } from '#app/lib/auth/secret.server.ts';
import { config } from '#app/lib/config.server.ts';
import { verifySolution } from '#app/lib/proof-of-work.server.ts';
import { hitRateLimit, rateLimitCount } from '#app/lib/rate-limit.server.ts';
import { authErrorCode, type AuthErrorCode } from './auth-errors.ts';
import { authHeaders, withCookies } from './auth-request.server.ts';

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

const botCheckPassed = async (pow: unknown) => (await verifySolution(db(), authSecret(config().dataDir), pow)) === 'ok';

export async function signUp(
  input: { name: string; lastName: string; email: string; password: string },
  { request, ip, locale, pow, next }: { request: Request; ip: string; locale: Locale; pow: unknown; next?: string },
): Promise<AuthOutcome> {
  // The bot check first: a post refused only for a missing or stale check (the form's first try,
  // before it solves one) costs the address nothing, so one sign-up is one attempt (issue 42).
  if (!(await botCheckPassed(pow))) return { ok: false, code: 'missing-recaptcha-token' };
  const retryAfter = await limited([`signup:ip:${ip}`], 5, 3600);
  if (retryAfter) return { ok: false, code: 'too-many-requests', retryAfter };
  try {
    const { headers } = await askedFrom(locale, () =>
      auth().api.signUpEmail({
        // The mailed link signs the person in and takes them on to where they were going (the checkout, a form).
        body: { ...input, locale, callbackURL: next ?? `${localizePath('/account', locale)}?verified=1` },
        headers: authHeaders(request, ip),
        returnHeaders: true,
      }),
    );
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
    await askedFrom(locale, () => auth().api.signInMagicLink({ body: { email, callbackURL: localizePath('/account', locale) }, headers: authHeaders(request, ip) }));
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
    await askedFrom(locale, () => auth().api.requestPasswordReset({ body: { email, redirectTo: localizePath('/recover', locale) }, headers: authHeaders(request, ip) }));
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
    if (owner) await forgetResetLinks(db(), owner);
    return { ok: true, headers: new Headers() };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    return { ok: false, code: authErrorCode(error) };
  }
}
