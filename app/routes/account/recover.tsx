import { data, useNavigation } from 'react-router';
import type { Route } from './+types/recover';
import { AccountForm, AuthCard, FormMessages, useFieldError, valuesOf, accountMessages } from '#app/features/account/api.ts';
import type { AccountFormState } from '#app/features/account/api.ts';
import { requestPasswordReset, emailSchema } from '#app/features/account/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { parseForm } from '#app/lib/forms.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { Button } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/field.tsx';
import { readFormData } from '#app/lib/request-body.server.ts';

export function loader({ request }: Route.LoaderArgs) {
  const t = translator(accountMessages, requestLocale(request));
  return { title: t('recoverTitle'), description: t('recoverLead') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(emailSchema, await readFormData(request));
  if (!parsed.ok) return data<AccountFormState>({ status: 'invalid', errors: parsed.errors, values: parsed.values }, { status: 400 });
  const outcome = await requestPasswordReset(parsed.data.email, { request, ip: context.get(requestInfoContext).ip, locale: requestLocale(request) });
  if (!outcome.ok) return data<AccountFormState>({ status: 'error', code: outcome.code, minutes: Math.ceil((outcome.retryAfter ?? 60) / 60) }, { status: 429 });
  return data<AccountFormState>({ status: 'done', message: 'recoverSent' });
}

export default function RecoverPage({ actionData }: Route.ComponentProps) {
  const t = useT(accountMessages);
  const busy = useNavigation().state === 'submitting';
  const error = useFieldError(actionData);
  return (
    <AuthCard title={t('recoverTitle')} lead={t('recoverLead')}>
      <div className="space-y-5">
        <FormMessages state={actionData} />
        <AccountForm schema="emailSchema" method="post" className="space-y-4">
          <TextField
            label={t('email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={valuesOf(actionData).email}
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
