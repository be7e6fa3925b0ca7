/** The author's revision page (/account/submissions/{number}/revise): the letter that asked for it, then the three files. */
import { useRef } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '#app/i18n/messages.ts';
import { answerFor, useAnswerFocus } from '#app/ui/admin/form-kit.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import { Link } from '#app/ui/link.tsx';
import { editorialMessages, type EditorialKey } from '../messages.ts';
import { REVISION_FORM, type RevisionPage as Page, type RevisionState } from '../revision-check.ts';
import { revisionMessages, type RevisionKey } from '../revision-messages.ts';
import { DocumentInput } from './submit-fields.tsx';

const check = () => import('../revision-check.ts').then((m) => m.checkRevision);

export function RevisionPage({ page, state }: { page: Page; state: RevisionState | undefined }) {
  const t = useT(revisionMessages);
  const e = useT(editorialMessages);
  const ref = useRef<HTMLFormElement>(null);
  const mine = answerFor(state, REVISION_FORM);
  useAnswerFocus(ref, mine, REVISION_FORM);
  const busy = useNavigation().state === 'submitting';
  const error = (name: string) => (mine?.errors[name] ? e(mine.errors[name] as EditorialKey) : undefined);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to={`/account/submissions/${page.number}`} className="inline-flex min-h-11 items-center text-brand underline">
        {t('backToSubmission')}
      </Link>
      <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight">{t('title', { number: page.number })}</h1>
      <p className="mt-2 text-xl break-words">{page.title}</p>
      {!page.awaiting ? (
        <p className="mt-6">{t('notAwaiting')}</p>
      ) : (
        <>
          {page.letter ? (
            <section aria-labelledby="letter-title" className="mt-6 rounded-lg border border-line bg-surface p-5">
              <h2 id="letter-title" className="font-semibold">
                {t('letterTitle')}
              </h2>
              <p className="mt-2 whitespace-pre-line">{page.letter}</p>
            </section>
          ) : null}
          <p className="mt-6">{t('lead')}</p>
          <p className="mt-2">{page.next === 'review' ? t('nextReview') : t('nextEditor')}</p>
          <ValidatedForm
            ref={ref}
            method="post"
            encType="multipart/form-data"
            schema={check}
            message={(key) => e(key as EditorialKey)}
            aria-label={t('send')}
            className="mt-6 grid gap-6"
          >
            {mine?.message ? <Alert tone="error" title={t(mine.message as RevisionKey)} /> : null}
            <DocumentInput name="revised" label={t('revised')} hint={t('revisedHint')} error={error('revised')} kept={false} />
            <DocumentInput name="anonymised" label={t('anonymised')} hint={t('anonymisedHint')} error={error('anonymised')} kept={false} />
            <DocumentInput name="response" label={t('response')} hint={t('responseHint')} error={error('response')} kept={false} />
            <div>
              <Button type="submit" busy={busy}>
                {t('send')}
              </Button>
            </div>
          </ValidatedForm>
        </>
      )}
    </div>
  );
}
