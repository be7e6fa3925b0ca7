import { data, useNavigation } from 'react-router';
import type { Route } from './+types/reset-password';
import { AccountForm, AuthCard, NewPasswordField, FormMessages, useFieldError, accountMessages } from '#app/features/account/api.ts';
import type { AccountFormState } from '#app/features/account/api.ts';
import { resetPassword, resetSchema } from '#app/features/account/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { parseForm } from '#app/lib/forms.ts';
import { Button, buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { readFormData } from '#app/lib/request-body.server.ts';

export function loader({ request }: Route.LoaderArgs) {
  const t = translator(accountMessages, requestLocale(request));
  return { title: t('resetTitle') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData.title, noindex: true });

/** The page the reset mail links to: a new password, then every session of the account ends. */
export async function action({ request, params }: Route.ActionArgs) {
  const parsed = parseForm(resetSchema, await readFormData(request));
  if (!parsed.ok) return data<AccountFormState>({ status: 'invalid', errors: parsed.errors, values: {} }, { status: 400 });
  const outcome = await resetPassword(params.token, parsed.data.password);
  if (!outcome.ok) return data<AccountFormState>({ status: 'error', code: outcome.code }, { status: 400 });
  return data<AccountFormState>({ status: 'done', message: 'resetDone' });
}

export default function ResetPasswordPage({ actionData }: Route.ComponentProps) {
  const t = useT(accountMessages);
  const busy = useNavigation().state === 'submitting';
  const error = useFieldError(actionData);
  return (
    <AuthCard title={t('resetTitle')} lead={t('resetLead')}>
      <div className="space-y-5">
        <FormMessages state={actionData} />
        {actionData?.status === 'done' ? (
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
