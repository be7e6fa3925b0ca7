import { useEffect, useId, useRef } from 'react';
import { useNavigation } from 'react-router';
import { formatNumber } from '#app/i18n/format.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { useLocale, useT, type KeyOf } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { DeclarationField, TextArea } from '#app/ui/field.tsx';
import { useClientFieldError, ValidatedForm } from '#app/ui/form.tsx';
import { Link } from '#app/ui/link.tsx';
import type { RequestFormState } from '../request-action.server.ts';
import { accessibleMessages } from '../messages.ts';
import { ACCESSIBLE_FORMATS, NEEDS_MAX, type AccessibleFormat } from '../values.ts';

const requestSchema = () => import('../request.schema.ts').then((m) => m.requestSchema);

type Key = KeyOf<typeof accessibleMessages>;

/**
 * The request for an accessible version of one work: the format, what else we should know, the
 * declaration. Posts to the request page (`action`), so the accessibility statement can show it too.
 */
export function AccessibleVersionRequestForm({ work, state }: { work: { id: number; title: string }; state: RequestFormState | undefined }) {
  const t = useT(accessibleMessages);
  const locale = useLocale();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const max = formatNumber(NEEDS_MAX, locale);
  const values = state && !state.ok ? state.values : {};
  const error = (field: string) => (state?.errors[field] ? t(state.errors[field] as Key, { max }) : undefined);

  useEffect(() => {
    if (state && Object.keys(state.errors).length) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input')?.focus();
    else if (state) alertRef.current?.querySelector<HTMLElement>('[role]')?.focus();
  }, [state]);

  if (state?.ok && state.message)
    return (
      <div ref={alertRef} aria-live="polite" className="space-y-3">
        <Alert tone="success" title={t(state.message, state.params)} />
        <Link to="/account/accessible-versions" className="inline-flex min-h-11 items-center font-medium text-brand underline">
          {t('myRequestsLink')}
        </Link>
      </div>
    );

  return (
    <div className="space-y-5">
      <div ref={alertRef} aria-live="polite">
        {state?.message ? <Alert tone="error" title={t(state.message, state.params)} /> : null}
      </div>
      <ValidatedForm
        method="post"
        action={`${localizePath('/accessible-version/request', locale)}?work=${work.id}`}
        ref={formRef}
        schema={requestSchema}
        message={(key) => t(key as Key, { max })}
        className="grid gap-5"
      >
        <input type="hidden" name="work" value={work.id} />
        <p>
          <span className="font-medium">{t('workLabel')}:</span> {work.title}
        </p>
        <FormatChoice legend={t('formatLegend')} checked={values.format ?? ''} serverError={error('format')} label={(format) => t(`format.${format}`)} />
        <TextArea
          label={t('needsLabel')}
          name="needs"
          rows={5}
          maxLength={NEEDS_MAX}
          hint={t('needsHint', { max })}
          defaultValue={values.needs}
          error={error('needs')}
        />
        <DeclarationField name="declaration" label={t('declarationLabel')} checked={values.declaration === 'on'} error={error('declaration')} />
        <p className="text-sm text-muted">{t('privacy')}</p>
        <div>
          <Button type="submit" busy={navigation.state === 'submitting'} busyLabel={t('sending')}>
            {t('send')}
          </Button>
        </div>
      </ValidatedForm>
    </div>
  );
}

function FormatChoice({
  legend,
  checked,
  serverError,
  label,
}: {
  legend: string;
  checked: string;
  serverError?: string;
  label: (format: AccessibleFormat) => string;
}) {
  const id = useId();
  const error = useClientFieldError('format') ?? serverError;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} data-invalid={error ? true : undefined}>
      <legend className="font-medium">{legend}</legend>
      <div className="mt-1 grid gap-x-6 sm:grid-cols-2">
        {ACCESSIBLE_FORMATS.map((format) => (
          <label key={format} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="format" value={format} defaultChecked={checked === format} className="size-5" />
            {label(format)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
