import { data, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/two-factor';
import { AccountForm, AuthCard, FormMessages, useFieldError, accountMessages } from '#app/features/account/api.ts';
import type { AccountFormState } from '#app/features/account/api.ts';
import { verifySignInCode, codeSchema } from '#app/features/account/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { safeRedirectPath } from '#app/lib/safe-redirect.ts';
import { parseForm } from '#app/lib/forms.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { Button } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/field.tsx';
import { readFormData } from '#app/lib/request-body.server.ts';

export function loader({ request }: Route.LoaderArgs) {
  const t = translator(accountMessages, requestLocale(request));
  return { title: t('codeStepTitle') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData.title, noindex: true });

/** The second step of a sign-in with two-factor on (the first step left a short-lived cookie). */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const parsed = parseForm(codeSchema, await readFormData(request));
  if (!parsed.ok) return data<AccountFormState>({ status: 'invalid', errors: parsed.errors, values: {} }, { status: 400 });
  const outcome = await verifySignInCode(request, context.get(requestInfoContext).ip, parsed.data.code);
  if (!outcome.ok) {
    const code = outcome.code === 'too-many-requests' ? 'too-many-requests' : 'invalid-token';
    if (code === 'invalid-token') return data<AccountFormState>({ status: 'invalid', errors: { code: 'codeInvalid' }, values: {} }, { status: 401 });
    return data<AccountFormState>({ status: 'error', code }, { status: 429 });
  }
  const next = safeRedirectPath(new URL(request.url).searchParams.get('redirect'), localizePath('/account', locale));
  return redirect(next, { headers: outcome.value });
}

export default function TwoFactorPage({ actionData }: Route.ComponentProps) {
  const t = useT(accountMessages);
  const busy = useNavigation().state === 'submitting';
  const error = useFieldError(actionData);
  return (
    <AuthCard title={t('codeStepTitle')} lead={t('codeStepLead')}>
      <div className="space-y-5">
        <FormMessages state={actionData} />
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
