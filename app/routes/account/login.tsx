import { useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { AccountForm, AuthCard, FormMessages, useFieldError, valuesOf, providerErrorCode, accountMessages } from '#app/features/account/api.ts';
import { signInAction } from '#app/features/account/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { configuredProviders } from '#app/lib/auth/auth.server.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { BotCheck } from '#app/ui/bot-check.tsx';
import { Button, buttonClass } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/field.tsx';
import { Link } from '#app/ui/link.tsx';
import { readFormData } from '#app/lib/request-body.server.ts';

export function loader({ request }: Route.LoaderArgs) {
  const t = translator(accountMessages, requestLocale(request));
  const providerError = providerErrorCode(new URL(request.url).searchParams.get('error'));
  return { title: t('loginTitle'), description: t('loginLead'), providers: configuredProviders(), providerError };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData.title, description: loaderData.description });

export async function action({ request, context }: Route.ActionArgs) {
  return signInAction(request, context.get(requestInfoContext).ip, await readFormData(request));
}

const providerNames = { google: 'Google', facebook: 'Facebook', github: 'GitHub', twitter: 'X (Twitter)' } as const;

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(accountMessages);
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') !== 'link';
  const linkBusy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'link';
  const error = useFieldError(actionData);
  const values = valuesOf(actionData);
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
        <FormMessages state={actionData ?? (loaderData.providerError ? { status: 'error', code: loaderData.providerError } : undefined)} />
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
          <BotCheck
            refusal={actionData?.status === 'error' && actionData.code === 'missing-recaptcha-token' ? actionData : null}
            runningLabel={t('botCheckRunning')}
          />
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
          <TextField label={t('email')} name="email" type="email" autoComplete="email" required maxLength={254} id="link-email" />
          <Button type="submit" variant="secondary" busy={linkBusy} busyLabel={t('wait')} className="w-full">
            {t('sendLink')}
          </Button>
        </AccountForm>
        {loaderData.providers.length ? (
          <div className="space-y-3 border-t border-line pt-5">
            <h2 className="font-semibold">{t('orWith')}</h2>
            {loaderData.providers.map((provider) => (
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
