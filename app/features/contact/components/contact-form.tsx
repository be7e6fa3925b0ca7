import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT, type KeyOf } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { TextArea, TextField } from '#app/ui/field.tsx';
import { Honeypot } from '#app/ui/honeypot.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import type { ContactFormState } from '../contact-action.server.ts';
import { CONTACT_MESSAGE_MAX } from '../limits.ts';
import { contactMessages } from '../messages.ts';

const contactSchema = () => import('../contact.schema.ts').then((m) => m.contactSchema);

/** Works as a plain form post; with JavaScript, without a full reload. Keeps what was typed. */
export function ContactForm({ state }: { state: ContactFormState | undefined }) {
  const t = useT(contactMessages);
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction?.endsWith('/contact');
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  const error = (field: string) => (errors[field] ? t(errors[field] as KeyOf<typeof contactMessages>) : undefined);

  useEffect(() => {
    if (state && Object.keys(state.errors).length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    else if (state) alertRef.current?.querySelector<HTMLElement>('[role]')?.focus();
    if (state?.ok) formRef.current?.reset();
  }, [state]);

  return (
    <div className="space-y-6">
      <div ref={alertRef} aria-live="polite">
        {state?.message ? <Alert tone={state.ok ? 'success' : 'error'} title={t(state.message, state.params)} /> : null}
      </div>
      <ValidatedForm
        method="post"
        ref={formRef}
        schema={contactSchema}
        message={(key) => t(key as KeyOf<typeof contactMessages>)}
        className="relative grid gap-5 sm:grid-cols-2"
      >
        <Honeypot />
        <TextField label={t('name')} name="name" autoComplete="given-name" required maxLength={100} defaultValue={values.name} error={error('name')} />
        <TextField
          label={t('surname')}
          name="surname"
          autoComplete="family-name"
          required
          maxLength={100}
          defaultValue={values.surname}
          error={error('surname')}
        />
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
        <TextField
          label={t('phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          maxLength={30}
          hint={t('phoneHint')}
          defaultValue={values.phone}
          error={error('phone')}
        />
        <div className="sm:col-span-2">
          <TextArea
            label={t('message')}
            name="message"
            required
            rows={7}
            maxLength={CONTACT_MESSAGE_MAX}
            hint={t('messageHint', { max: formatNumber(CONTACT_MESSAGE_MAX, locale) })}
            defaultValue={values.message}
            error={error('message')}
          />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" busy={busy} busyLabel={t('sending')}>
            {t('send')}
          </Button>
        </div>
      </ValidatedForm>
    </div>
  );
}
