import { useT } from '#app/i18n/messages.ts';
import { Button } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/field.tsx';
import type { AccountFormState } from '../form-state.ts';
import { accountMessages } from '../messages.ts';
import { AccountForm } from './account-form.tsx';
import { FormMessages, useFieldError } from './form-messages.tsx';

/**
 * Turn two-factor on (password → QR code and backup codes → first code) or off (password).
 * `enabled` comes from the account, reloaded after every action.
 */
export function TwoFactorSection({
  enabled,
  result,
  busy,
}: {
  enabled: boolean;
  /** The answer of a two-factor form (its name starts with "2fa-"): an enrolment's codes, or why it was refused. */
  result?: AccountFormState;
  busy: (intent: string) => boolean;
}) {
  const t = useT(accountMessages);
  const error = useFieldError(result);
  const enrolment = result?.result?.enrolment;
  return (
    <>
      <FormMessages state={result} />
      <p className="font-medium">{enabled ? t('twoFactorIsOn') : t('twoFactorIsOff')}</p>
      {enrolment ? (
        <div className="space-y-4">
          <p>{t('twoFactorScan')}</p>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt={t('twoFactorQrAlt')}
            width={192}
            height={192}
            className="rounded bg-white p-2"
          />
          <p>
            {t('twoFactorSecret')}:{' '}
            <code data-testid="totp-secret" className="rounded bg-page px-2 py-1 break-all">
              {enrolment.secret}
            </code>
          </p>
          <div>
            <h3 className="font-semibold">{t('backupCodesTitle')}</h3>
            <p className="text-muted">{t('backupCodesLead')}</p>
            <ul data-testid="backup-codes" className="mt-2 grid grid-cols-2 gap-1 font-mono sm:grid-cols-5">
              {enrolment.backupCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      {enrolment || (result?.form === '2fa-confirm' && Object.keys(result.errors).length > 0) ? (
        <AccountForm schema="codeSchema" method="post" className="space-y-3">
          <input type="hidden" name="intent" value="2fa-confirm" />
          <TextField label={t('twoFactorCode')} name="code" autoComplete="one-time-code" inputMode="numeric" required maxLength={6} error={error('code')} />
          <Button type="submit" busy={busy('2fa-confirm')} busyLabel={t('wait')}>
            {t('twoFactorConfirm')}
          </Button>
        </AccountForm>
      ) : enabled ? (
        <AccountForm schema="passwordOnlySchema" method="post" className="space-y-3">
          <input type="hidden" name="intent" value="2fa-disable" />
          <TextField
            label={t('deleteConfirm')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
            error={error('password')}
          />
          <Button type="submit" variant="secondary" busy={busy('2fa-disable')} busyLabel={t('wait')}>
            {t('twoFactorDisable')}
          </Button>
        </AccountForm>
      ) : (
        <AccountForm schema="passwordOnlySchema" method="post" className="space-y-3">
          <input type="hidden" name="intent" value="2fa-start" />
          <TextField
            label={t('deleteConfirm')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
            error={error('password')}
          />
          <Button type="submit" busy={busy('2fa-start')} busyLabel={t('wait')}>
            {t('twoFactorStart')}
          </Button>
        </AccountForm>
      )}
    </>
  );
}
