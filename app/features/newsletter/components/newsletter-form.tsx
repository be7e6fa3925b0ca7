import { useEffect, useId, useRef, type RefObject } from 'react';
import { useFetcher } from 'react-router';
import { useLocale, useT, type KeyOf } from '#app/i18n/messages.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { Honeypot } from '#app/ui/honeypot.tsx';
import { useClientFieldError, ValidatedForm } from '#app/ui/form.tsx';
import type { NewsletterState } from '../subscribe-action.server.ts';
import { newsletterFormMessages } from '../form-messages.ts';

const newsletterSchema = () => import('../newsletter.schema.ts').then((m) => m.newsletterSchema);

/**
 * The subscribe form (footer, home, newsletter page). Posts to the newsletter page: without
 * JavaScript that page shows the result; with it, the result appears in place.
 */
export function NewsletterForm({ result: initial, heading = 'h2' }: { result?: NewsletterState; heading?: 'h2' | 'h3' }) {
  const t = useT(newsletterFormMessages);
  const locale = useLocale();
  const fetcher = useFetcher<NewsletterState>();
  const id = useId();
  const result = fetcher.data ?? initial;
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = fetcher.state !== 'idle';
  const Heading = heading;

  useEffect(() => {
    if (result?.errors.email) inputRef.current?.focus();
    if (result?.ok && inputRef.current) inputRef.current.value = '';
  }, [result]);

  const tone = result?.ok ? 'success' : result?.message === 'alreadySubscribed' ? 'info' : 'error';
  const message = result?.message ? <Alert tone={tone}>{t(result.message, result.params)}</Alert> : null;

  return (
    <section aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="font-semibold">
        {t('formTitle')}
      </Heading>
      <p className="mt-1 text-muted">{t('formText')}</p>
      <ValidatedForm
        as={fetcher.Form}
        method="post"
        action={localizePath('/newsletter', locale)}
        schema={newsletterSchema}
        message={(key) => t(key as KeyOf<typeof newsletterFormMessages>)}
        className="relative mt-3"
      >
        <Honeypot />
        <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-medium">
          {t('email')}
        </label>
        <EmailRow
          id={id}
          inputRef={inputRef}
          defaultValue={result?.values.email}
          serverError={result?.errors.email ? t(result.errors.email as KeyOf<typeof newsletterFormMessages>) : undefined}
          busy={busy}
        />
      </ValidatedForm>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {message}
      </div>
    </section>
  );
}

/** The address and the button; the message under them is the browser's check, else the server's. */
function EmailRow({
  id,
  inputRef,
  defaultValue,
  serverError,
  busy,
}: {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  defaultValue?: string;
  serverError?: string;
  busy: boolean;
}) {
  const t = useT(newsletterFormMessages);
  const error = useClientFieldError('email') ?? serverError;
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <input
          ref={inputRef}
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-line bg-surface px-3 py-2 text-ink aria-[invalid=true]:border-danger"
        />
        <Button type="submit" busy={busy} busyLabel={t('subscribing')}>
          {t('subscribe')}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}
