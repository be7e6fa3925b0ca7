import { useEffect, useRef } from 'react';
import { useT, type KeyOf } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/field.tsx';
import { Honeypot } from '#app/ui/honeypot.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import { productMessages } from '../product-messages.ts';
import type { StockAlertState } from '../stock-alert-actions.server.ts';
import { useBusy } from '#app/ui/use-busy.ts';

const stockAlertSchema = () => import('../stock-alert.schema.ts').then((m) => m.stockAlertSchema);

/** "E-mail me when available": a plain form post, without a reload when JavaScript runs. */
export function StockAlertForm({ state, defaultEmail }: { state: StockAlertState | undefined; defaultEmail?: string }) {
  const t = useT(productMessages);
  const busy = useBusy()('notify');
  const alertRef = useRef<HTMLDivElement>(null);
  const values = state?.values ?? {};
  const error = state?.errors.email ? t(state.errors.email as KeyOf<typeof productMessages>) : undefined;
  const saved = state?.ok && state.message === 'notifySaved';

  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state?.errors.email) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    else if (state) alertRef.current?.querySelector<HTMLElement>('[role]')?.focus();
  }, [state]);

  return (
    <section aria-labelledby="notify-title" className="rounded-lg border border-line bg-surface p-5">
      <h2 id="notify-title" className="font-semibold text-danger">
        {t('notifyTitle')}
      </h2>
      <p className="mt-1">{t('notifyText')}</p>
      <div ref={alertRef} aria-live="polite" className="mt-3">
        {state?.message ? <Alert tone={state.ok ? 'success' : 'error'} title={t(state.message, state.params)} /> : null}
      </div>
      {saved ? null : (
        <ValidatedForm
          method="post"
          ref={formRef}
          schema={stockAlertSchema}
          message={(key) => t(key as KeyOf<typeof productMessages>)}
          className="relative mt-3 flex flex-col gap-3"
        >
          <Honeypot />
          <TextField
            label={t('notifyEmail')}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values.email ?? defaultEmail}
            error={error}
          />
          <Button type="submit" name="intent" value="notify" busy={busy} busyLabel={t('notifyBusy')} className="self-start">
            {t('notifyButton')}
          </Button>
        </ValidatedForm>
      )}
    </section>
  );
}
