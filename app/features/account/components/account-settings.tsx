import { Form } from 'react-router';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Button } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/field.tsx';
import { Image } from '#app/ui/image.tsx';
import { localizePath } from '#app/i18n/locales.ts';
import type { SessionUser } from '#app/lib/auth/session.server.ts';
import type { listSessions } from '../account-settings.server.ts';
import type { AccountFormName, AccountFormState } from '../form-state.ts';
import { accountMessages } from '../messages.ts';
import { AccountForm } from './account-form.tsx';
import { FormMessages, useFieldError } from './form-messages.tsx';
import { NewPasswordField } from './new-password-field.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';
import { useBusy } from '#app/ui/use-busy.ts';

type Session = Awaited<ReturnType<typeof listSessions>>[number];
function Section({ id, title, lead, children }: { id: string; title: string; lead?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-line bg-surface p-6">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-muted">{lead}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

interface AccountSettingsProps {
  user: SessionUser;
  sessions: Session[];
  actionData: AccountFormState | undefined;
}

/** The account's own settings: profile, photo, e-mail, password, two-factor, sessions, export, deletion. */
export function AccountSettings({ user, sessions, actionData }: AccountSettingsProps) {
  const t = useT(accountMessages);
  const locale = useLocale();
  const stateOf = (form: AccountFormName): AccountFormState | undefined => (actionData?.form === form ? actionData : undefined);
  const busy = useBusy();
  const profileError = useFieldError(stateOf('profile'));
  const passwordError = useFieldError(stateOf('password'));
  const emailError = useFieldError(stateOf('email'));
  const photoError = useFieldError(stateOf('photo'));
  const deleteError = useFieldError(stateOf('delete'));
  const profileState = stateOf('profile');
  const profileValues = profileState && !profileState.ok ? profileState.values : undefined;
  return (
    <>
      <Section id="profile" title={t('profile')}>
        <FormMessages state={stateOf('profile')} />
        <AccountForm schema="profileSchema" method="post" className="grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="profile" />
          <TextField
            label={t('name')}
            name="name"
            autoComplete="given-name"
            required
            maxLength={100}
            defaultValue={profileValues?.name ?? user.name}
            error={profileError('name')}
          />
          <TextField
            label={t('lastName')}
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={100}
            defaultValue={profileValues?.lastName ?? user.lastName}
            error={profileError('lastName')}
          />
          <TextField
            label={t('phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={30}
            defaultValue={profileValues?.phone ?? user.phone ?? ''}
            error={profileError('phone')}
          />
          <div className="sm:col-span-2">
            <Button type="submit" busy={busy('profile')} busyLabel={t('wait')}>
              {t('saveProfile')}
            </Button>
          </div>
        </AccountForm>
      </Section>

      <Section id="photo" title={t('photo')}>
        <FormMessages state={stateOf('photo')} />
        <div className="flex flex-wrap items-center gap-6">
          {user.image ? (
            <Image src={user.image} alt={t('photoAlt')} width={96} height={96} fit="cover" sizes="96px" className="size-24 rounded-full" />
          ) : (
            <span aria-hidden="true" className="flex size-24 items-center justify-center rounded-full bg-brand-soft text-3xl font-semibold text-brand">
              {user.name.slice(0, 1)}
            </span>
          )}
          <Form noValidate method="post" encType="multipart/form-data" className="min-w-0 max-w-full space-y-3">
            <input type="hidden" name="intent" value="photo" />
            <div className="flex flex-col gap-1">
              <label htmlFor="photo-file" className="font-medium">
                {t('photo')}
              </label>
              <p id="photo-hint" className="text-sm text-muted">
                {t('photoHint')}
              </p>
              <input
                id="photo-file"
                type="file"
                name="photo"
                accept="image/jpeg,image/png,image/webp"
                required
                // A file input is as wide as its button and the "no file chosen" text: it may shrink on a small screen.
                className="block w-full max-w-full"
                aria-describedby={photoError('photo') ? 'photo-hint photo-error' : 'photo-hint'}
                aria-invalid={photoError('photo') ? true : undefined}
              />
              {photoError('photo') ? (
                <p id="photo-error" className="text-sm font-medium text-danger">
                  {photoError('photo')}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" variant="secondary" busy={busy('photo')} busyLabel={t('wait')}>
                {t('uploadPhoto')}
              </Button>
            </div>
          </Form>
          {user.image ? (
            <Form noValidate method="post">
              <input type="hidden" name="intent" value="remove-photo" />
              <Button type="submit" variant="ghost">
                {t('removePhoto')}
              </Button>
            </Form>
          ) : null}
        </div>
      </Section>

      <Section id="email" title={t('emailTitle')} lead={t('emailLead')}>
        <FormMessages state={stateOf('email')} />
        <AccountForm schema="changeEmailSchema" method="post" className="space-y-4">
          <input type="hidden" name="intent" value="email" />
          <TextField label={t('newEmail')} name="email" type="email" autoComplete="email" required maxLength={254} error={emailError('email')} />
          <Button type="submit" variant="secondary" busy={busy('email')} busyLabel={t('wait')}>
            {t('changeEmail')}
          </Button>
        </AccountForm>
      </Section>

      <Section id="password" title={t('security')}>
        <FormMessages state={stateOf('password')} />
        <AccountForm schema="changePasswordSchema" method="post" className="grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="password" />
          <TextField
            label={t('currentPassword')}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
            error={passwordError('currentPassword')}
          />
          <NewPasswordField name="newPassword" label={t('newPassword')} error={passwordError('newPassword')} />
          <div className="sm:col-span-2">
            <Button type="submit" busy={busy('password')} busyLabel={t('wait')}>
              {t('changePassword')}
            </Button>
          </div>
        </AccountForm>
      </Section>

      <Section id="two-factor" title={t('twoFactorTitle')} lead={t('twoFactorLead')}>
        <TwoFactorSection enabled={user.twoFactorEnabled} result={actionData?.form.startsWith('2fa-') ? actionData : undefined} busy={busy} />
      </Section>

      <Section id="sessions" title={t('sessionsTitle')} lead={t('sessionsLead')}>
        <FormMessages state={stateOf('revoke-session')} />
        <ul className="divide-y divide-line">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium">
                  {session.userAgent ? session.userAgent.slice(0, 80) : t('unknownDevice')}
                  {session.current ? <span className="ml-2 rounded bg-brand-soft px-2 py-0.5 text-sm">{t('thisDevice')}</span> : null}
                </p>
                <p className="text-sm text-muted">
                  {t('signedInAt', { date: formatDate(session.createdAt, locale, { dateStyle: 'medium', timeStyle: 'short' }) })}
                  {session.ipAddress ? ` · ${session.ipAddress}` : ''}
                </p>
              </div>
              <Form noValidate method="post">
                <input type="hidden" name="intent" value="revoke-session" />
                <input type="hidden" name="sessionId" value={session.id} />
                <Button type="submit" variant="secondary">
                  {t('signOutSession')}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
        <Form noValidate method="post">
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <Button type="submit" variant="secondary" busy={busy('sign-out-everywhere')} busyLabel={t('wait')}>
            {t('signOutEverywhere')}
          </Button>
        </Form>
      </Section>

      <Section id="export" title={t('exportTitle')} lead={t('exportLead')}>
        <a href={localizePath('/account/export', locale)} download className="inline-flex min-h-11 items-center font-medium text-brand underline">
          {t('exportButton')}
        </a>
      </Section>

      <Section id="delete" title={t('deleteTitle')} lead={t('deleteLead')}>
        <FormMessages state={stateOf('delete')} />
        <AccountForm schema="deleteAccountSchema" method="post" className="space-y-4">
          <input type="hidden" name="intent" value="delete" />
          <fieldset className="flex flex-col gap-2">
            <legend className="font-medium">{t('deleteShared')}</legend>
            {(['keep', 'delete'] as const).map((choice) => (
              <label key={choice} className="flex min-h-11 items-center gap-2">
                <input type="radio" name="shared" value={choice} defaultChecked={choice === 'keep'} className="size-5" />
                {t(choice === 'keep' ? 'deleteSharedKeep' : 'deleteSharedDelete')}
              </label>
            ))}
          </fieldset>
          <TextField
            label={t('deleteConfirm')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
            error={deleteError('password')}
          />
          <Button type="submit" variant="danger" busy={busy('delete')} busyLabel={t('wait')}>
            {t('deleteButton')}
          </Button>
        </AccountForm>
      </Section>
    </>
  );
}
