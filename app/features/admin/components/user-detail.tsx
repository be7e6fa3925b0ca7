import { Form } from 'react-router';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT, type KeyOf } from '#app/i18n/messages.ts';
import { ROLES } from '#app/lib/auth/roles.ts';
import { Button } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/field.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import type { UserFormState } from '../user-actions.server.ts';
import type { getUserDetail } from '../users.server.ts';
import { adminMessages } from '../messages.ts';
import { useBusy } from '#app/ui/use-busy.ts';

type Detail = NonNullable<Awaited<ReturnType<typeof getUserDetail>>>;
const key = (k: string) => k as KeyOf<typeof adminMessages>;
const userDetailsSchema = () => import('../user.schema.ts').then((m) => m.userDetailsSchema);

/** Name and roles. */
export function UserDetailsForm({ user, result }: { user: Detail['user']; result: UserFormState | undefined }) {
  const t = useT(adminMessages);
  const busy = useBusy();
  const fieldError = (field: string) => (result?.errors[field] ? t(key(result.errors[field])) : undefined);
  return (
    <section aria-labelledby="details" className="rounded-lg border border-line bg-surface p-6">
      <h2 id="details" className="text-xl font-semibold">
        {t('details')}
      </h2>
      <ValidatedForm method="post" schema={userDetailsSchema} message={(k) => t(key(k))} className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="details" />
        <TextField label={t('name')} name="name" required maxLength={100} defaultValue={user.name} error={fieldError('name')} />
        <TextField label={t('lastName')} name="lastName" required maxLength={100} defaultValue={user.lastName} error={fieldError('lastName')} />
        <fieldset className="sm:col-span-2">
          <legend className="font-medium">{t('roles')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {ROLES.map((role) => (
              <label key={role} className="flex min-h-11 items-center gap-2">
                <input type="checkbox" name="roles" value={role} defaultChecked={user.roles.includes(role)} disabled={role === 'user'} className="size-5" />
                {t(`role.${role}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="sm:col-span-2">
          <Button type="submit" busy={busy('details')}>
            {t('save')}
          </Button>
        </div>
      </ValidatedForm>
    </section>
  );
}

/** Disable or enable the account, send a reset link; the sessions; the audit trail. */
export function UserStatus({ user, sessions, history }: Pick<Detail, 'user' | 'sessions' | 'history'>) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const busy = useBusy();
  return (
    <>
      <section aria-labelledby="status" className="rounded-lg border border-line bg-surface p-6">
        <h2 id="status" className="text-xl font-semibold">
          {t('accountStatus')}
        </h2>
        <div className="mt-4 flex flex-wrap gap-3">
          <Form noValidate method="post">
            <input type="hidden" name="intent" value={user.banned ? 'enable' : 'disable'} />
            <Button type="submit" variant={user.banned ? 'primary' : 'danger'} busy={busy('disable') || busy('enable')}>
              {user.banned ? t('enable') : t('disable')}
            </Button>
          </Form>
          <Form noValidate method="post">
            <input type="hidden" name="intent" value="reset" />
            <Button type="submit" variant="secondary" busy={busy('reset')}>
              {t('sendReset')}
            </Button>
          </Form>
        </div>
      </section>

      <section aria-labelledby="sessions" className="rounded-lg border border-line bg-surface p-6">
        <h2 id="sessions" className="text-xl font-semibold">
          {t('sessions')}
        </h2>
        {sessions.length === 0 ? (
          <p className="mt-3 text-muted">{t('noSessions')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {sessions.map((session) => (
              <li key={session.id} className="py-2">
                {session.userAgent?.slice(0, 80) ?? '—'} · {session.ipAddress ?? '—'} ·{' '}
                {formatDate(session.createdAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="audit" className="rounded-lg border border-line bg-surface p-6">
        <h2 id="audit" className="text-xl font-semibold">
          {t('audit')}
        </h2>
        {history.length === 0 ? (
          <p className="mt-3 text-muted">{t('noAudit')}</p>
        ) : (
          <ol className="mt-3 space-y-2">
            {history.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}</time>:{' '}
                {t(key(`audit.${entry.action}`))} <span className="text-muted">{t('by', { name: entry.actor ?? t('system') })}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
