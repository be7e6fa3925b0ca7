/** What the account page's forms do: profile, photo, e-mail, password, two-factor, sessions, deletion. */
import { data, redirect } from 'react-router';
import { localizePath } from '#app/i18n/locales.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';
import { parseForm } from '#app/lib/forms.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { refusedBody, tryReadFormData } from '#app/lib/request-body.server.ts';
import { changeEmailSchema, changePasswordSchema, codeSchema, deleteAccountSchema, passwordOnlySchema, profileSchema } from './account.schema.ts';
import { changePassword, deleteAccount, requestEmailChange, revokeAllSessions, revokeSession, updateProfile } from './account-settings.server.ts';
import type { AccountFormState } from './form-state.ts';
import { PHOTO_MAX_BYTES, removePhoto, savePhoto } from './profile-photo.server.ts';
import { signOut } from './sign-in.server.ts';
import { confirmEnrolment, disableTwoFactor, startEnrolment, type Enrolment } from './two-factor.server.ts';

export type AccountFormResult = { form: string; state: AccountFormState; enrolment?: Enrolment };

/** The account page's forms, told apart by `intent`. */
export async function accountAction(request: Request, { userId, sessionId, ip }: { userId: string; sessionId: string; ip: string }) {
  // Only the photo form sends a file; one too big is refused as it arrives.
  const read = await tryReadFormData(request, { files: 1, fileBytes: PHOTO_MAX_BYTES });
  if (!read.ok && read.status === 413) {
    return data<AccountFormResult>({ form: 'photo', state: { status: 'invalid', errors: { photo: 'photoTooLarge' }, values: {} } }, { status: 413 });
  }
  if (!read.ok) throw refusedBody(read);
  const formData = read.formData;
  const locale = requestLocale(request);
  const intent = String(formData.get('intent') ?? '');
  switch (intent) {
    case 'profile': {
      const parsed = parseForm(profileSchema, formData);
      if (!parsed.ok)
        return data<AccountFormResult>({ form: intent, state: { status: 'invalid', errors: parsed.errors, values: parsed.values } }, { status: 400 });
      await updateProfile(userId, parsed.data);
      return { form: intent, state: { status: 'done', message: 'profileSaved' } } satisfies AccountFormResult;
    }
    case 'password': {
      const parsed = parseForm(changePasswordSchema, formData);
      if (!parsed.ok) return data<AccountFormResult>({ form: intent, state: { status: 'invalid', errors: parsed.errors, values: {} } }, { status: 400 });
      const outcome = await changePassword(request, ip, parsed.data);
      if (!outcome.ok) return data<AccountFormResult>({ form: intent, state: { status: 'error', code: outcome.code } }, { status: 400 });
      return data<AccountFormResult>({ form: intent, state: { status: 'done', message: 'passwordChanged' } }, { headers: outcome.value });
    }
    case 'revoke-session': {
      const id = String(formData.get('sessionId') ?? '');
      if (id === sessionId) return redirect(localizePath('/', locale), { headers: await signOut(request, ip) });
      await revokeSession(userId, id);
      return { form: intent, state: { status: 'done', message: 'sessionEnded' } } satisfies AccountFormResult;
    }
    case 'sign-out-everywhere': {
      const headers = await signOut(request, ip);
      await revokeAllSessions(userId);
      return redirect(localizePath('/', locale), { headers });
    }
    case 'photo': {
      const problem = await savePhoto(userId, formData.get('photo'));
      if (problem) return data<AccountFormResult>({ form: intent, state: { status: 'invalid', errors: { photo: problem }, values: {} } }, { status: 400 });
      return { form: intent, state: { status: 'done', message: 'photoSaved' } } satisfies AccountFormResult;
    }
    case 'remove-photo': {
      await removePhoto(userId);
      return { form: 'photo', state: { status: 'done', message: 'photoRemoved' } } satisfies AccountFormResult;
    }
    case 'email': {
      const parsed = parseForm(changeEmailSchema, formData);
      if (!parsed.ok)
        return data<AccountFormResult>({ form: intent, state: { status: 'invalid', errors: parsed.errors, values: parsed.values } }, { status: 400 });
      const limit = await hitRateLimit(db(), `change-email:${userId}`, { limit: 5, windowSeconds: 3600 });
      if (!limit.ok)
        return data<AccountFormResult>(
          { form: intent, state: { status: 'error', code: 'too-many-requests', minutes: Math.ceil(limit.retryAfter / 60) } },
          { status: 429 },
        );
      const outcome = await requestEmailChange(request, ip, parsed.data.email, `${localizePath('/account', locale)}?verified=1`);
      if (!outcome.ok) return data<AccountFormResult>({ form: intent, state: { status: 'error', code: outcome.code, values: parsed.values } }, { status: 400 });
      wakeJobRunner();
      return { form: intent, state: { status: 'done', message: 'emailChangeSent' } } satisfies AccountFormResult;
    }
    case '2fa-start': {
      const parsed = parseForm(passwordOnlySchema, formData);
      if (!parsed.ok) return data<AccountFormResult>({ form: intent, state: { status: 'invalid', errors: parsed.errors, values: {} } }, { status: 400 });
      const outcome = await startEnrolment(request, ip, parsed.data.password);
      if (!outcome.ok) return data<AccountFormResult>({ form: intent, state: { status: 'error', code: outcome.code } }, { status: 400 });
      return { form: intent, state: undefined, enrolment: outcome.value } satisfies AccountFormResult;
    }
    case '2fa-confirm': {
      const parsed = parseForm(codeSchema, formData);
      if (!parsed.ok) return data<AccountFormResult>({ form: intent, state: { status: 'invalid', errors: parsed.errors, values: {} } }, { status: 400 });
      const outcome = await confirmEnrolment(request, ip, parsed.data.code);
      if (!outcome.ok)
        return data<AccountFormResult>({ form: intent, state: { status: 'invalid', errors: { code: 'codeInvalid' }, values: {} } }, { status: 400 });
      return data<AccountFormResult>({ form: intent, state: { status: 'done', message: 'twoFactorEnabled' } }, { headers: outcome.value });
    }
    case '2fa-disable': {
      const parsed = parseForm(passwordOnlySchema, formData);
      if (!parsed.ok) return data<AccountFormResult>({ form: intent, state: { status: 'invalid', errors: parsed.errors, values: {} } }, { status: 400 });
      const outcome = await disableTwoFactor(request, ip, parsed.data.password);
      if (!outcome.ok) return data<AccountFormResult>({ form: intent, state: { status: 'error', code: outcome.code } }, { status: 400 });
      return data<AccountFormResult>({ form: intent, state: { status: 'done', message: 'twoFactorDisabled' } }, { headers: outcome.value });
    }
    case 'delete': {
      const parsed = parseForm(deleteAccountSchema, formData);
      if (!parsed.ok) return data<AccountFormResult>({ form: intent, state: { status: 'invalid', errors: parsed.errors, values: {} } }, { status: 400 });
      const outcome = await deleteAccount(userId, parsed.data.password, parsed.data.shared);
      if (!outcome.ok) return data<AccountFormResult>({ form: intent, state: { status: 'error', code: outcome.code } }, { status: 400 });
      return redirect(`${localizePath('/', locale)}?deleted=1`, { headers: await signOut(request, ip) });
    }
    default:
      return data<AccountFormResult>({ form: intent, state: { status: 'error', code: 'unknown' } }, { status: 400 });
  }
}
