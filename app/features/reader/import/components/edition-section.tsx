/** The admin work page's "Online reader (EPUB)": the current edition and an upload of a new one. */
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { formatDate, formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/field.tsx';
import { Link } from '#app/ui/link.tsx';
import type { EditionDone, EditionFormState, EditionSummary } from '../admin.server.ts';
import { editionMessages } from '../messages.ts';
import { useBusy } from '#app/ui/use-busy.ts';

const INTENT = 'import-epub';

interface Props {
  edition: EditionSummary;
  state: EditionFormState | undefined;
  done: EditionDone | null;
  /** The book's reader, when the book is published. */
  readerPath: string | null;
}

export function EditionSection({ edition, state, done, readerPath }: Props) {
  const t = useT(editionMessages);
  const locale = useLocale();
  const sectionRef = useRef<HTMLElement>(null);
  const busy = useBusy()(INTENT);
  const errorText = state?.message ? t(state.message, state.params) : undefined;

  // After an answer, focus its message: where the person must look.
  useEffect(() => {
    if (state || done) sectionRef.current?.querySelector<HTMLElement>('[role="alert"], [role="status"]')?.focus();
  }, [state, done]);

  return (
    <section ref={sectionRef} id="reader-edition" aria-labelledby="reader-edition-title" className="scroll-mt-4 rounded-lg border border-line bg-surface p-5">
      <h2 id="reader-edition-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 text-muted">{t('lead')}</p>
      <div className="mt-3 grid gap-4">
        <div aria-live="polite">
          {errorText ? (
            <Alert tone="error" title={t('importFailed')}>
              <p>{errorText}</p>
            </Alert>
          ) : done ? (
            <Alert tone="success" title={t('imported', { version: done.version })}>
              <p>{t('notesResult', { reattached: formatNumber(done.reattached, locale), orphaned: formatNumber(done.orphaned, locale) })}</p>
            </Alert>
          ) : null}
        </div>
        {edition ? (
          <div>
            <h3 className="text-lg font-semibold">{t('currentEdition')}</h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-muted">{t('version')}</dt>
              <dd>{edition.version}</dd>
              <dt className="text-muted">{t('importedAt')}</dt>
              <dd>{formatDate(edition.importedAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
              <dt className="text-muted">{t('chapters')}</dt>
              <dd>{formatNumber(edition.chapters, locale)}</dd>
            </dl>
            {readerPath ? (
              <p className="mt-2">
                <Link to={readerPath} className="text-brand underline">
                  {t('openReader')}
                </Link>
              </p>
            ) : null}
          </div>
        ) : (
          <p className="text-muted">{t('noEdition')}</p>
        )}
        {/* A new form after every answer, so a refused file does not stay chosen. */}
        <Form
          noValidate
          key={state?.revision ?? 'upload'}
          method="post"
          encType="multipart/form-data"
          action={`?intent=${INTENT}`}
          aria-labelledby="reader-edition-upload-title"
          className="grid gap-3 border-t border-line pt-4"
        >
          <h3 id="reader-edition-upload-title" className="text-lg font-semibold">
            {t('uploadTitle')}
          </h3>
          <input type="hidden" name="intent" value={INTENT} />
          <div className="max-w-xl">
            <TextField
              label={t('fileLabel')}
              name="epub"
              type="file"
              accept="application/epub+zip,.epub"
              required
              hint={t('fileHint')}
              error={state?.message === 'error.file-missing' ? errorText : undefined}
            />
          </div>
          <div>
            <Button type="submit" busy={busy} busyLabel={t('importing')}>
              {t('importButton')}
            </Button>
          </div>
        </Form>
      </div>
    </section>
  );
}
