/** What the staff's page of one user does: details and roles, disabling, a reset link. Every change is audited by users.server.ts. */
import type { Db } from '#app/lib/db/client.server.ts';
import { done, refused, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import { parseForm } from '#app/lib/forms.ts';
import type { KeyOf } from '#app/i18n/messages.ts';
import type { adminMessages } from './messages.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { userDetailsSchema } from './user.schema.ts';
import { sendPasswordResetByAdmin, setUserDisabled, updateUserByAdmin, type AdminChangeError } from './users.server.ts';
import { notFound } from '#app/lib/app-error.ts';

type AdminKey = KeyOf<typeof adminMessages>;
/** The user page's account forms (details, disable or enable, a reset link): their notice, or why they were refused. */
export const USER_FORM = 'user';
export type UserFormState = FormState<AdminKey, typeof USER_FORM>;

const errorMessage: Record<AdminChangeError, AdminKey> = {
  'not-found': 'fixErrors',
  'cannot-disable-self': 'cannotDisableSelf',
  'cannot-demote-self': 'cannotDemoteSelf',
};
const userRefused = (message: AdminKey, errors: Record<string, string> = {}, status = 400) =>
  refused<AdminKey, typeof USER_FORM>(USER_FORM, {}, errors, message, {}, status);

/** One of the user page's forms, by `intent`; an unknown intent is refused with 400. */
export async function userAdminAction(db: Db, adminId: string, userId: string, formData: FormData): Promise<Outcome<AdminKey, typeof USER_FORM>> {
  const intent = formData.get('intent');
  let failure: AdminChangeError | null;
  if (intent === 'details') {
    const parsed = parseForm(userDetailsSchema, formData);
    if (!parsed.ok) return userRefused('fixErrors', parsed.errors);
    failure = await updateUserByAdmin(db, adminId, userId, { ...parsed.data, roles: formData.getAll('roles').map(String) });
    if (!failure) return done(USER_FORM, 'saved');
  } else if (intent === 'disable' || intent === 'enable') {
    failure = await setUserDisabled(db, adminId, userId, intent === 'disable');
    if (!failure) return done(USER_FORM, intent === 'disable' ? 'disabledNow' : 'enabledNow');
  } else if (intent === 'reset') {
    failure = await sendPasswordResetByAdmin(db, adminId, userId);
    wakeJobRunner();
    if (!failure) return done(USER_FORM, 'resetSent');
  } else {
    return userRefused('fixErrors');
  }
  if (failure === 'not-found') throw notFound();
  return userRefused(errorMessage[failure], {}, 409);
}
