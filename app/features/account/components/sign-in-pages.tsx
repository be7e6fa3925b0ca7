/** The sign-in pages: sign in, create an account, recover and reset the password, the two-factor code. */
import { useNavigation, useSearchParams } from 'react-router';
import { useT } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { BotCheck } from '#app/ui/bot-check.tsx';
import { Button, buttonClass } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/field.tsx';
import { Link } from '#app/ui/link.tsx';
import type { AuthErrorCode } from '../auth-errors.ts';
import type { AccountFormState } from '../form-state.ts';
import { accountMessages } from '../messages.ts';
import { AccountForm } from './account-form.tsx';
import { AuthCard } from './auth-card.tsx';
import { FormMessages, useFieldError, valuesOf } from './form-messages.tsx';
import { NewPasswordField } from './new-password-field.tsx';

const providerNames = { google: 'Google', facebook: 'Facebook', github: 'GitHub', twitter: 'X (Twitter)' } as const;
export type SignInProvider = keyof typeof providerNames;

/** The bot check's refusal, which makes it solve a new challenge before the next post. */
const botRefusal = (state: AccountFormState | undefined) => (state?.message === 'error.missing-recaptcha-token' ? state : null);

/** /login: a password, or a link by e-mail, or a provider; a provider's failure (from the loader) is said above the form. */
export function LoginPage({
  state,
  providers,
  providerError,
}: {
  state: AccountFormState | undefined;
  providers: SignInProvider[];
  providerError: AuthErrorCode | null;
}) {
  const t = useT(accountMessages);
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') !== 'link';
  const linkBusy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'link';
  const login = state?.form === 'login' ? state : undefined;
  const error = useFieldError(login);
  const values = valuesOf(login);
  const link = state?.form === 'link' ? state : undefined;
  const linkError = useFieldError(link);
  const redirectParam = params.get('redirect');
  const register = redirectParam ? `/register?redirect=${encodeURIComponent(redirectParam)}` : '/register';
  return (
    <AuthCard
      title={t('loginTitle')}
      lead={t('loginLead')}
      footer={
        <p>
          {t('noAccount')}{' '}
          <Link to={register} className="font-medium text-brand underline">
            {t('createAccount')}
          </Link>
        </p>
      }
    >
      <div className="space-y-5">
        {state ? <FormMessages state={state} /> : providerError ? <Alert tone="error" title={t(`error.${providerError}`, { minutes: 1 })} /> : null}
        <AccountForm schema="loginSchema" method="post" className="space-y-4">
          <TextField
            label={t('email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values.email}
            error={error('email')}
          />
          <TextField label={t('password')} name="password" type="password" autoComplete="current-password" required maxLength={128} error={error('password')} />
          <label className="flex min-h-11 items-center gap-3">
            <input type="checkbox" name="remember" className="size-5 accent-[var(--brand)]" />
            {t('keepSignedIn')}
          </label>
          <BotCheck refusal={botRefusal(login)} runningLabel={t('botCheckRunning')} />
          <Button type="submit" busy={busy} busyLabel={t('signingIn')} className="w-full">
            {t('signIn')}
          </Button>
          <p className="text-center">
            <Link to="/recover" className="text-brand underline">
              {t('forgotPassword')}
            </Link>
          </p>
        </AccountForm>
        <AccountForm schema="emailSchema" method="post" className="space-y-3 border-t border-line pt-5">
          <h2 className="font-semibold">{t('orWithLink')}</h2>
          <input type="hidden" name="intent" value="link" />
          <TextField
            label={t('email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            id="link-email"
            defaultValue={valuesOf(link).email}
            error={linkError('email')}
          />
          <Button type="submit" variant="secondary" busy={linkBusy} busyLabel={t('wait')} className="w-full">
            {t('sendLink')}
          </Button>
        </AccountForm>
        {providers.length ? (
          <div className="space-y-3 border-t border-line pt-5">
            <h2 className="font-semibold">{t('orWith')}</h2>
            {providers.map((provider) => (
              <a
                key={provider}
                href={`/social/${provider}${redirectParam ? `?redirect=${encodeURIComponent(redirectParam)}` : ''}`}
                className={buttonClass('secondary', 'w-full')}
              >
                {t('continueWith', { provider: providerNames[provider] })}
              </a>
            ))}
          </div>
        ) : null}
      </div>
    </AuthCard>
  );
}

/** /register: a new account; once made, only the notice to confirm the e-mail. */
export function RegisterPage({ state }: { state: AccountFormState | undefined }) {
  const t = useT(accountMessages);
  const busy = useNavigation().state === 'submitting';
  const [params] = useSearchParams();
  const error = useFieldError(state);
  const values = valuesOf(state);
  const redirectParam = params.get('redirect');
  return (
    <AuthCard
      title={t('registerTitle')}
      lead={t('registerLead')}
      footer={
        <p>
          {t('haveAccount')}{' '}
          <Link to={redirectParam ? `/login?redirect=${encodeURIComponent(redirectParam)}` : '/login'} className="font-medium text-brand underline">
            {t('signIn')}
          </Link>
        </p>
      }
    >
      <div className="space-y-5">
        <FormMessages state={state} />
        {state?.ok ? null : (
          <AccountForm schema="registerSchema" method="post" className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label={t('name')} name="name" autoComplete="given-name" required maxLength={100} defaultValue={values.name} error={error('name')} />
              <TextField
                label={t('lastName')}
                name="lastName"
                autoComplete="family-name"
                required
                maxLength={100}
                defaultValue={values.lastName}
                error={error('lastName')}
              />
            </div>
            <TextField
              label={t('email')}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={values.email}
              error={error('email')}
            />
            <NewPasswordField name="password" label={t('password')} error={error('password')} />
            <BotCheck purpose="sign-up" eager refusal={botRefusal(state)} runningLabel={t('botCheckRunning')} />
            <Button type="submit" busy={busy} busyLabel={t('wait')} className="w-full">
              {t('createAccount')}
            </Button>
          </AccountForm>
        )}
      </div>
    </AuthCard>
  );
}

/** /recover: the address to send a reset link to. */
export function RecoverPage({ state }: { state: AccountFormState | undefined }) {
  const t = useT(accountMessages);
  const busy = useNavigation().state === 'submitting';
  const error = useFieldError(state);
  return (
    <AuthCard title={t('recoverTitle')} lead={t('recoverLead')}>
      <div className="space-y-5">
        <FormMessages state={state} />
        <AccountForm schema="emailSchema" method="post" className="space-y-4">
          <TextField
            label={t('email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={valuesOf(state).email}
            error={error('email')}
          />
          <Button type="submit" busy={busy} busyLabel={t('wait')} className="w-full">
            {t('recoverSend')}
          </Button>
        </AccountForm>
      </div>
    </AuthCard>
  );
}

/** /recover/{token}: a new password; once saved, the way to sign in. */
export function ResetPasswordPage({ state }: { state: AccountFormState | undefined }) {
  const t = useT(accountMessages);
  const busy = useNavigation().state === 'submitting';
  const error = useFieldError(state);
  return (
    <AuthCard title={t('resetTitle')} lead={t('resetLead')}>
      <div className="space-y-5">
        <FormMessages state={state} />
        {state?.ok ? (
          <Link to="/login" className={buttonClass('primary', 'w-full')}>
            {t('signIn')}
          </Link>
        ) : (
          <AccountForm schema="resetSchema" method="post" className="space-y-4">
            <NewPasswordField name="password" label={t('newPassword')} error={error('password')} />
            <Button type="submit" busy={busy} busyLabel={t('wait')} className="w-full">
              {t('resetSave')}
            </Button>
          </AccountForm>
        )}
      </div>
    </AuthCard>
  );
}

/** /login/two-factor: the code from the authenticator app (or a backup code). */
export function SignInCodePage({ state }: { state: AccountFormState | undefined }) {
  const t = useT(accountMessages);
  const busy = useNavigation().state === 'submitting';
  const error = useFieldError(state);
  return (
    <AuthCard title={t('codeStepTitle')} lead={t('codeStepLead')}>
      <div className="space-y-5">
        <FormMessages state={state} />
        <AccountForm schema="codeSchema" method="post" className="space-y-4">
          <TextField label={t('code')} name="code" autoComplete="one-time-code" inputMode="text" required maxLength={32} error={error('code')} />
          <Button type="submit" busy={busy} busyLabel={t('wait')} className="w-full">
            {t('verify')}
          </Button>
        </AccountForm>
      </div>
    </AuthCard>
  );
}
