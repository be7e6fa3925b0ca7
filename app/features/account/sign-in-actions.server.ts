/** The sign-in pages' actions: sign in (a password, or a link by e-mail), sign up, recover, a new password, the two-factor code. */
import { redirect } from 'react-router';
import { localizePath } from '#app/i18n/locales.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { parseForm } from '#app/lib/forms.ts';
import { withHeaders } from '#app/lib/form-outcome.ts';
import { safeRedirectPath } from '#app/lib/safe-redirect.ts';
import { codeSchema, emailSchema, loginSchema, registerSchema, resetSchema } from './account.schema.ts';
import { accountDone, authRefused, fieldsRefused, type AccountOutcome } from './form-state.ts';
import { requestPasswordReset, resetPassword, sendSignInLink, signIn, signUp } from './sign-in.server.ts';
import { verifySignInCode } from './two-factor.server.ts';

/** Where a sign-in goes on: the page that asked for it (`?redirect=`), else the account. */
const nextPath = (request: Request) => safeRedirectPath(new URL(request.url).searchParams.get('redirect'), localizePath('/account', requestLocale(request)));

/** The sign-in page's two forms: a password, or a link by e-mail (intent "link"). Signed in, it goes on (a thrown redirect). */
export async function signInAction(request: Request, ip: string, formData: FormData): Promise<AccountOutcome> {
  const locale = requestLocale(request);
  if (formData.get('intent') === 'link') {
    const parsed = parseForm(emailSchema, formData);
    if (!parsed.ok) return fieldsRefused('link', parsed.errors, parsed.values);
    const outcome = await sendSignInLink(parsed.data.email, { request, ip, locale });
    if (!outcome.ok) return authRefused('link', outcome.code, 429, { retryAfter: outcome.retryAfter });
    return accountDone('link', 'linkSent');
  }
  const parsed = parseForm(loginSchema, formData);
  if (!parsed.ok) return fieldsRefused('login', parsed.errors, { email: parsed.values.email ?? '' });
  const outcome = await signIn(parsed.data, { request, ip, pow: formData.get('pow') });
  if (!outcome.ok) {
    const status = outcome.code === 'too-many-requests' ? 429 : outcome.code === 'user-disabled' ? 403 : 401;
    return authRefused('login', outcome.code, status, { retryAfter: outcome.retryAfter, values: { email: parsed.data.email } });
  }
  const next = nextPath(request);
  if (outcome.twoFactor) throw redirect(`${localizePath('/login/two-factor', locale)}?redirect=${encodeURIComponent(next)}`, { headers: outcome.headers });
  throw redirect(next, { headers: outcome.headers });
}

/** A new account: the notice to confirm the e-mail, or the form again with what was typed (never the password). */
export async function registerAction(request: Request, ip: string, formData: FormData): Promise<AccountOutcome> {
  const parsed = parseForm(registerSchema, formData);
  const values = { name: parsed.values.name ?? '', lastName: parsed.values.lastName ?? '', email: parsed.values.email ?? '' };
  if (!parsed.ok) return fieldsRefused('register', parsed.errors, values);
  const next = safeRedirectPath(new URL(request.url).searchParams.get('redirect'), '') || undefined;
  const outcome = await signUp(parsed.data, { request, ip, locale: requestLocale(request), pow: formData.get('pow'), next });
  if (!outcome.ok) {
    const status = outcome.code === 'too-many-requests' ? 429 : outcome.code === 'email-already-in-use' ? 409 : 400;
    return authRefused('register', outcome.code, status, { retryAfter: outcome.retryAfter, values });
  }
  const registered = accountDone('register', 'registered', { email: parsed.data.email });
  return outcome.headers ? withHeaders(registered, outcome.headers) : registered;
}

/** A password reset asked for: the same notice whether or not the address has an account. */
export async function recoverAction(request: Request, ip: string, formData: FormData): Promise<AccountOutcome> {
  const parsed = parseForm(emailSchema, formData);
  if (!parsed.ok) return fieldsRefused('recover', parsed.errors, parsed.values);
  const outcome = await requestPasswordReset(parsed.data.email, { request, ip, locale: requestLocale(request) });
  if (!outcome.ok) return authRefused('recover', outcome.code, 429, { retryAfter: outcome.retryAfter });
  return accountDone('recover', 'recoverSent');
}

/** The page the reset mail links to: a new password, then every session of the account ends. */
export async function resetAction(token: string, formData: FormData): Promise<AccountOutcome> {
  const parsed = parseForm(resetSchema, formData);
  if (!parsed.ok) return fieldsRefused('reset', parsed.errors);
  const outcome = await resetPassword(token, parsed.data.password);
  if (!outcome.ok) return authRefused('reset', outcome.code, 400);
  return accountDone('reset', 'resetDone');
}

/** The second step of a sign-in with two-factor on (the first step left a short-lived cookie); the code right, it goes on. */
export async function signInCodeAction(request: Request, ip: string, formData: FormData): Promise<AccountOutcome> {
  const parsed = parseForm(codeSchema, formData);
  if (!parsed.ok) return fieldsRefused('code', parsed.errors);
  const outcome = await verifySignInCode(request, ip, parsed.data.code);
  if (!outcome.ok) {
    if (outcome.code === 'too-many-requests') return authRefused('code', 'too-many-requests', 429);
    return fieldsRefused('code', { code: 'codeInvalid' }, {}, 401);
  }
  throw redirect(nextPath(request), { headers: outcome.value });
}
