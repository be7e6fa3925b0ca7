import { data, redirect } from 'react-router';
import { localizePath } from '#app/i18n/locales.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { parseForm } from '#app/lib/forms.ts';
import { safeRedirectPath } from '#app/lib/safe-redirect.ts';
import { emailSchema, loginSchema } from './account.schema.ts';
import type { AccountFormState } from './form-state.ts';
import { sendSignInLink, signIn } from './sign-in.server.ts';

/** The sign-in page's two forms: a password, or a link by e-mail (intent "link"). */
export async function signInAction(request: Request, ip: string, formData: FormData) {
  const locale = requestLocale(request);
  if (formData.get('intent') === 'link') {
    const parsed = parseForm(emailSchema, formData);
    if (!parsed.ok) return data<AccountFormState>({ status: 'invalid', errors: parsed.errors, values: parsed.values }, { status: 400 });
    const outcome = await sendSignInLink(parsed.data.email, { request, ip, locale });
    if (!outcome.ok)
      return data<AccountFormState>({ status: 'error', code: outcome.code, minutes: Math.ceil((outcome.retryAfter ?? 60) / 60) }, { status: 429 });
    return data<AccountFormState>({ status: 'done', message: 'linkSent' });
  }
  const parsed = parseForm(loginSchema, formData);
  if (!parsed.ok) return data<AccountFormState>({ status: 'invalid', errors: parsed.errors, values: { email: parsed.values.email ?? '' } }, { status: 400 });
  const outcome = await signIn(parsed.data, { request, ip, pow: formData.get('pow') });
  if (!outcome.ok) {
    const status = outcome.code === 'too-many-requests' ? 429 : outcome.code === 'user-disabled' ? 403 : 401;
    return data<AccountFormState>(
      { status: 'error', code: outcome.code, minutes: Math.ceil((outcome.retryAfter ?? 60) / 60), values: { email: parsed.data.email } },
      { status },
    );
  }
  const next = safeRedirectPath(new URL(request.url).searchParams.get('redirect'), localizePath('/account', locale));
  if (outcome.twoFactor) return redirect(`${localizePath('/login/two-factor', locale)}?redirect=${encodeURIComponent(next)}`, { headers: outcome.headers });
  return redirect(next, { headers: outcome.headers });
}
