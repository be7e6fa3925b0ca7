/** What the staff's page of one user does: details and roles, disabling, a reset link. Every change is audited by users.server.ts. */
import { data } from 'react-router';
import type { Db } from '#app/lib/db/client.server.ts';
import { parseForm } from '#app/lib/forms.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { userDetailsSchema } from './user.schema.ts';
import { sendPasswordResetByAdmin, setUserDisabled, updateUserByAdmin, type AdminChangeError } from './users.server.ts';
import { notFound } from '#app/lib/app-error.ts';

export type UserFormResult =
  | { ok: true; message: 'saved' | 'disabledNow' | 'enabledNow' | 'resetSent' }
  | { ok: false; errors?: Record<string, string>; message?: string };

const errorMessage: Record<AdminChangeError, string> = {
  'not-found': 'fixErrors',
  'cannot-disable-self': 'cannotDisableSelf',
  'cannot-demote-self': 'cannotDemoteSelf',
};

/** One of the user page's forms, by `intent`; an unknown intent is refused with 400. */
export async function userAdminAction(db: Db, adminId: string, userId: string, formData: FormData) {
  const intent = formData.get('intent');
  let failure: AdminChangeError | null;
  if (intent === 'details') {
    const parsed = parseForm(userDetailsSchema, formData);
    if (!parsed.ok) return data<UserFormResult>({ ok: false, errors: parsed.errors, message: 'fixErrors' }, { status: 400 });
    failure = await updateUserByAdmin(db, adminId, userId, { ...parsed.data, roles: formData.getAll('roles').map(String) });
    if (!failure) return data<UserFormResult>({ ok: true, message: 'saved' });
  } else if (intent === 'disable' || intent === 'enable') {
    failure = await setUserDisabled(db, adminId, userId, intent === 'disable');
    if (!failure) return data<UserFormResult>({ ok: true, message: intent === 'disable' ? 'disabledNow' : 'enabledNow' });
  } else if (intent === 'reset') {
    failure = await sendPasswordResetByAdmin(db, adminId, userId);
    wakeJobRunner();
    if (!failure) return data<UserFormResult>({ ok: true, message: 'resetSent' });
  } else {
    return data<UserFormResult>({ ok: false, message: 'fixErrors' }, { status: 400 });
  }
  if (failure === 'not-found') throw notFound();
  return data<UserFormResult>({ ok: false, message: errorMessage[failure] }, { status: 409 });
}
