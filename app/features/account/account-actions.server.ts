/** What the account page's forms do: profile, photo, e-mail, password, two-factor, sessions, deletion. */
import { redirect } from 'react-router';
import { localizePath } from '#app/i18n/locales.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';
import { parseForm } from '#app/lib/forms.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { refusedBody, tryReadFormData } from '#app/lib/request-body.server.ts';
import { changeEmailSchema, changePasswordSchema, codeSchema, deleteAccountSchema, passwordOnlySchema, profileSchema } from './account.schema.ts';
import { changePassword, deleteAccount, requestEmailChange, revokeAllSessions, revokeSession, updateProfile } from './account-settings.server.ts';
import { done, withHeaders } from '#app/lib/form-outcome.ts';
import { accountDone, authRefused, fieldsRefused, type AccountFormName, type AccountKey, type AccountOutcome } from './form-state.ts';
import { PHOTO_MAX_BYTES, removePhoto, savePhoto } from './profile-photo.server.ts';
import { signOut } from './sign-in.server.ts';
import { confirmEnrolment, disableTwoFactor, startEnrolment, type Enrolment } from './two-factor.server.ts';

/** The account page's forms, told apart by `intent`; a sign-out or a deletion goes to the home page. */
export async function accountAction(request: Request, { userId, sessionId, ip }: { userId: string; sessionId: string; ip: string }): Promise<AccountOutcome> {
  // Only the photo form sends a file; one too big is refused as it arrives.
  const read = await tryReadFormData(request, { files: 1, fileBytes: PHOTO_MAX_BYTES });
  if (!read.ok && read.status === 413) return fieldsRefused('photo', { photo: 'photoTooLarge' }, {}, 413);
  if (!read.ok) throw refusedBody(read);
  const formData = read.formData;
  const locale = requestLocale(request);
  const intent = String(formData.get('intent') ?? '');
  switch (intent) {
    case 'profile': {
      const parsed = parseForm(profileSchema, formData);
      if (!parsed.ok) return fieldsRefused(intent, parsed.errors, parsed.values);
      await updateProfile(userId, parsed.data);
      return accountDone(intent, 'profileSaved');
    }
    case 'password': {
      const parsed = parseForm(changePasswordSchema, formData);
      if (!parsed.ok) return fieldsRefused(intent, parsed.errors);
      const outcome = await changePassword(request, ip, parsed.data);
      if (!outcome.ok) return authRefused(intent, outcome.code, 400);
      return withHeaders(accountDone(intent, 'passwordChanged'), outcome.value);
    }
    case 'revoke-session': {
      const id = String(formData.get('sessionId') ?? '');
      if (id === sessionId) throw redirect(localizePath('/', locale), { headers: await signOut(request, ip) });
      await revokeSession(userId, id);
      return accountDone(intent, 'sessionEnded');
    }
    case 'sign-out-everywhere': {
      const headers = await signOut(request, ip);
      await revokeAllSessions(userId);
      throw redirect(localizePath('/', locale), { headers });
    }
    case 'photo': {
      const problem = await savePhoto(userId, formData.get('photo'));
      if (problem) return fieldsRefused(intent, { photo: problem });
      return accountDone(intent, 'photoSaved');
    }
    case 'remove-photo': {
      await removePhoto(userId);
      return accountDone('photo', 'photoRemoved');
    }
    case 'email': {
      const parsed = parseForm(changeEmailSchema, formData);
      if (!parsed.ok) return fieldsRefused(intent, parsed.errors, parsed.values);
      const limit = await hitRateLimit(db(), `change-email:${userId}`, { limit: 5, windowSeconds: 3600 });
      if (!limit.ok) return authRefused(intent, 'too-many-requests', 429, { retryAfter: limit.retryAfter });
      const outcome = await requestEmailChange(request, ip, parsed.data.email, `${localizePath('/account', locale)}?verified=1`);
      if (!outcome.ok) return authRefused(intent, outcome.code, 400, { values: parsed.values });
      wakeJobRunner();
      return accountDone(intent, 'emailChangeSent');
    }
    case '2fa-start': {
      const parsed = parseForm(passwordOnlySchema, formData);
      if (!parsed.ok) return fieldsRefused(intent, parsed.errors);
      const outcome = await startEnrolment(request, ip, parsed.data.password);
      if (!outcome.ok) return authRefused(intent, outcome.code, 400);
      // No notice: the page shows the QR code and the backup codes.
      return done<AccountKey, AccountFormName, { enrolment: Enrolment }>(intent, undefined, { result: { enrolment: outcome.value } });
    }
    case '2fa-confirm': {
      const parsed = parseForm(codeSchema, formData);
      if (!parsed.ok) return fieldsRefused(intent, parsed.errors);
      const outcome = await confirmEnrolment(request, ip, parsed.data.code);
      if (!outcome.ok) return fieldsRefused(intent, { code: 'codeInvalid' });
      return withHeaders(accountDone(intent, 'twoFactorEnabled'), outcome.value);
    }
    case '2fa-disable': {
      const parsed = parseForm(passwordOnlySchema, formData);
      if (!parsed.ok) return fieldsRefused(intent, parsed.errors);
      const outcome = await disableTwoFactor(request, ip, parsed.data.password);
      if (!outcome.ok) return authRefused(intent, outcome.code, 400);
      return withHeaders(accountDone(intent, 'twoFactorDisabled'), outcome.value);
    }
    case 'delete': {
      const parsed = parseForm(deleteAccountSchema, formData);
      if (!parsed.ok) return fieldsRefused(intent, parsed.errors);
      const outcome = await deleteAccount(userId, parsed.data.password, parsed.data.shared);
      if (!outcome.ok) return authRefused(intent, outcome.code, 400);
      throw redirect(`${localizePath('/', locale)}?deleted=1`, { headers: await signOut(request, ip) });
    }
    default:
      return authRefused('account', 'unknown', 400);
  }
}
