/** /review/{id}: the work and its anonymised files, the review's form (draft or send; read-only once sent), and the discussion with the editors. */
import { useRef } from 'react';
import { useNavigation } from 'react-router';
import { formatDate, formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { answerFor, formKey, useAnswerFocus } from '#app/ui/admin/form-kit.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { FileField, SelectField, TextArea } from '#app/ui/field.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import { Link } from '#app/ui/link.tsx';
import { editorialMessages, type EditorialKey } from '../messages.ts';
import { REVIEW_LIMITS } from '../review-limits.ts';
import { reviewMessages, type ReviewKey } from '../review-messages.ts';
import type { ReviewPage as ReviewPageData, ReviewState } from '../reviews.server.ts';
import { DOCUMENT_ACCEPT } from '../submit-steps.ts';
import { RECOMMENDATIONS } from '../values.ts';
import { DiscussionThread } from './discussion-thread.tsx';
import { WorkSummary } from './work-summary.tsx';

const reviewCheck = () => import('../review.schema.ts').then((m) => m.reviewSchema);

export type ReviewDone = 'saved' | 'sent' | 'messageSent';

export function ReviewPage({ page, state, done }: { page: ReviewPageData; state: ReviewState | undefined; done: ReviewDone | null }) {
  const t = useT(reviewMessages);
  const e = useT(editorialMessages);
  const locale = useLocale();
  const ref = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const mine = answerFor(state, 'review');
  useAnswerFocus(ref, mine, 'review');
  const values = mine && Object.keys(mine.values).length ? mine.values : page.values;
  const message = (key: string) => (key in reviewMessages.pt ? t(key as ReviewKey) : e(key as EditorialKey));
  const error = (name: string) => (mine?.errors[name] ? message(mine.errors[name]) : undefined);
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const size = (bytes: number) => `${formatNumber(bytes / 1024, locale, { maximumFractionDigits: 0 })} KB`;
  const sent = page.status === 'submitted';
  const journal = locale === 'en' ? page.journal.en : page.journal.pt;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/review" className="inline-flex min-h-11 items-center text-brand underline">
        {t('backToReviews')}
      </Link>
      <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight">{t('reviewTitle', { number: page.work.number ?? '' })}</h1>
      <p className="mt-2 text-lg text-muted">{journal}</p>
      {done === 'sent' || done === 'saved' ? (
        <div className="mt-4">
          <Alert tone="success" title={t(done)} />
        </div>
      ) : null}

      <WorkSummary work={page.work} headingLevel={2} />

      <section aria-labelledby="files-title" className="mt-8">
        <h2 id="files-title" className="text-2xl font-semibold">
          {t('filesSection')}
        </h2>
        {page.work.files.length ? (
          <ul className="mt-3 grid gap-2">
            {page.work.files.map((f) => (
              <li key={f.id}>
                <a
                  href={`${locale === 'en' ? '/en' : ''}/review/${page.id}/files/${f.id}`}
                  className="inline-flex min-h-11 items-center text-brand underline"
                  download
                >
                  <span className="wrap-anywhere">{f.name}</span>
                </a>{' '}
                · {t(`fileKind.${f.kind}` as ReviewKey)} · {t('round', { round: f.round })} · {size(f.size)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-muted">{t('noFiles')}</p>
        )}
      </section>

      <section aria-labelledby="review-form-title" className="mt-10">
        <h2 id="review-form-title" className="text-2xl font-semibold">
          {t('formSection')}
        </h2>
        {sent ? (
          <ReadOnlyReview page={page} />
        ) : (
          <>
            <p className="mt-1">{t('dueLine', { date: formatDate(page.reviewDue, locale, { dateStyle: 'long' }) })}</p>
            <ValidatedForm
              ref={ref}
              key={formKey('review', mine, 'review')}
              method="post"
              encType="multipart/form-data"
              schema={reviewCheck}
              message={message}
              aria-labelledby="review-form-title"
              className="mt-4 grid gap-6"
            >
              {mine?.message ? <Alert tone="error" title={t(mine.message)} /> : null}
              <TextArea
                label={t('competingInterests')}
                name="competingInterests"
                hint={t('competingInterestsHint')}
                maxLength={REVIEW_LIMITS.interests}
                defaultValue={values.competingInterests ?? ''}
                error={error('competingInterests')}
                className="min-h-20"
              />
              <SelectField
                label={t('recommendation')}
                name="recommendation"
                empty={t('choose')}
                options={RECOMMENDATIONS.map((r) => ({ value: r, label: t(`recommendation.${r}`) }))}
                defaultValue={values.recommendation ?? ''}
                error={error('recommendation')}
              />
              <TextArea
                label={t('commentsForAuthors')}
                name="commentsForAuthors"
                hint={t('commentsForAuthorsHint')}
                maxLength={REVIEW_LIMITS.comments}
                defaultValue={values.commentsForAuthors ?? ''}
                error={error('commentsForAuthors')}
                className="min-h-60"
              />
              <TextArea
                label={t('commentsForEditors')}
                name="commentsForEditors"
                optionalLabel={t('optional')}
                maxLength={REVIEW_LIMITS.confidential}
                defaultValue={values.commentsForEditors ?? ''}
                error={error('commentsForEditors')}
              />
              <FileField
                label={t('annotated')}
                name="annotated"
                accept={DOCUMENT_ACCEPT}
                hint={page.annotated ? t('annotatedKept', { name: page.annotated.name }) : t('annotatedHint')}
                error={error('annotated')}
              />
              <div className="flex flex-wrap gap-4">
                <Button type="submit" name="intent" value="submit" busy={busy('submit')}>
                  {t('submitReview')}
                </Button>
                <Button type="submit" name="intent" value="save" variant="secondary" formNoValidate busy={busy('save')}>
                  {t('saveDraft')}
                </Button>
              </div>
            </ValidatedForm>
          </>
        )}
      </section>

      <DiscussionThread messages={page.thread} state={state} sent={done === 'messageSent'} />
    </div>
  );
}

function ReadOnlyReview({ page }: { page: ReviewPageData }) {
  const t = useT(reviewMessages);
  const locale = useLocale();
  const v = page.values;
  const rows: [string, string][] = [
    [t('competingInterests'), v.competingInterests],
    [t('recommendation'), v.recommendation ? t(`recommendation.${v.recommendation}` as ReviewKey) : ''],
    [t('commentsForAuthors'), v.commentsForAuthors],
    [t('commentsForEditors'), v.commentsForEditors || t('none')],
  ];
  return (
    <>
      <p className="mt-1">{t('sentReadOnly', { date: formatDate(page.submittedAt ?? page.reviewDue, locale, { dateStyle: 'long', timeStyle: 'short' }) })}</p>
      <dl className="mt-4 grid gap-4">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="font-medium">{label}</dt>
            <dd className="mt-1 whitespace-pre-line break-words">{value}</dd>
          </div>
        ))}
        {page.annotated ? (
          <div>
            <dt className="font-medium">{t('fileKind.review')}</dt>
            <dd className="mt-1">
              <a href={`${locale === 'en' ? '/en' : ''}/review/${page.id}/files/${page.annotated.id}`} className="text-brand underline" download>
                {page.annotated.name}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}
