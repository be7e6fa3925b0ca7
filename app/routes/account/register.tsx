import { data, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/register';
import { AccountForm, AuthCard, NewPasswordField, FormMessages, useFieldError, valuesOf, accountMessages } from '#app/features/account/api.ts';
import { safeRedirectPath } from '#app/lib/safe-redirect.ts';
import type { AccountFormState } from '#app/features/account/api.ts';
import { signUp, registerSchema } from '#app/features/account/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { parseForm } from '#app/lib/forms.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { BotCheck } from '#app/ui/bot-check.tsx';
import { Button } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/field.tsx';
import { Link } from '#app/ui/link.tsx';
import { readFormData } from '#app/lib/request-body.server.ts';

export function loader({ request }: Route.LoaderArgs) {
  const t = translator(accountMessages, requestLocale(request));
  return { title: t('registerTitle'), description: t('registerLead') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const parsed = parseForm(registerSchema, formData);
  const values = { name: parsed.values.name ?? '', lastName: parsed.values.lastName ?? '', email: parsed.values.email ?? '' };
  if (!parsed.ok) return data<AccountFormState>({ status: 'invalid', errors: parsed.errors, values }, { status: 400 });
  const next = safeRedirectPath(new URL(request.url).searchParams.get('redirect'), '') || undefined;
  const outcome = await signUp(parsed.data, {
    request,
    ip: context.get(requestInfoContext).ip,
    locale: requestLocale(request),
    pow: formData.get('pow'),
    next,
  });
  if (!outcome.ok) {
    const status = outcome.code === 'too-many-requests' ? 429 : outcome.code === 'email-already-in-use' ? 409 : 400;
    return data<AccountFormState>({ status: 'error', code: outcome.code, minutes: Math.ceil((outcome.retryAfter ?? 60) / 60), values }, { status });
  }
  return data<AccountFormState>({ status: 'done', message: 'registered', email: parsed.data.email }, { headers: outcome.headers });
}

export default function RegisterPage({ actionData }: Route.ComponentProps) {
  const t = useT(accountMessages);
  const busy = useNavigation().state === 'submitting';
  const [params] = useSearchParams();
  const error = useFieldError(actionData);
  const values = valuesOf(actionData);
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
        <FormMessages state={actionData} />
        {actionData?.status === 'done' ? null : (
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
            <BotCheck
              purpose="sign-up"
              eager
              refusal={actionData?.status === 'error' && actionData.code === 'missing-recaptcha-token' ? actionData : null}
              runningLabel={t('botCheckRunning')}
            />
            <Button type="submit" busy={busy} busyLabel={t('wait')} className="w-full">
              {t('createAccount')}
            </Button>
          </AccountForm>
        )}
      </div>
    </AuthCard>
  );
}
