/**
 * /editorial/{number}: a submission's workspace. What it is and where it stands, the actions the
 * person's role allows now (send to review, decisions with their letter, reviewers, the fee), the
 * rounds with their reviews, every file, the full metadata, the decisions and letters, the
 * discussions' place and the history, in order.
 */
import { useRef } from 'react';
import { Form } from 'react-router';
import { formatDate, formatNumber } from '#app/i18n/format.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { answerFor, Notice, useAnswerFocus, useFormView } from '#app/ui/admin/form-kit.tsx';
import { Button, buttonClass } from '#app/ui/button.tsx';
import { SelectField, TextArea, TextField } from '#app/ui/field.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import { Link } from '#app/ui/link.tsx';
import { useBusy } from '#app/ui/use-busy.ts';
import type { DeskDone, DeskFormState } from '../desk-actions.server.ts';
import { NAME_MAX, WAIVE_REASON_MAX } from '../desk-limits.ts';
import { deskMessages, type DeskKey } from '../desk-messages.ts';
import { LETTER_MAX, type LetterDecision } from '../letters.ts';
import { editorialMessages, type EditorialKey } from '../messages.ts';
import { authorSubmissionsMessages, type AuthorSubmissionsKey } from '../author-submissions-messages.ts';
import { submitMessages, type SubmitKey } from '../submit-messages.ts';
import type { Workspace, WorkspaceAssignment } from '../workspace.server.ts';
import { DiscussionThread } from './discussion-thread.tsx';
import { DocumentInput } from './submit-fields.tsx';
import { SAMPLE_FORM, SAMPLE_QUERY, type SampleState } from '../sample-check.ts';
import { Alert } from '#app/ui/alert.tsx';
import { BookOutlineView } from './work-summary.tsx';

const articleCheck = () => import('../desk.schema.ts').then((m) => m.articleSchema);
import type { ReviewKey } from '../review-messages.ts';
import type { FormState } from '#app/lib/form-outcome.ts';

const decisionSchema = () => import('../desk.schema.ts').then((m) => m.decisionSchema);
const inviteSchema = () => import('../desk.schema.ts').then((m) => m.inviteSchema);
const waiveSchema = () => import('../desk.schema.ts').then((m) => m.waiveSchema);
const sampleCheck = () => import('../sample-check.ts').then((m) => m.checkSample);

const section = 'mt-8 rounded-lg border border-line bg-surface p-5';
const h2 = 'text-2xl font-semibold';

function Facts({ items }: { items: [string, string | null | undefined][] }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
      {items
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="break-words whitespace-pre-line">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Once accepted: the one action that makes the article in an issue (editors), or where it is. */
function ArticleAction({ ws, article, state }: { ws: Workspace; article: NonNullable<Workspace['article']>; state: DeskFormState | undefined }) {
  const t = useT(deskMessages);
  const busy = useBusy();
  const ref = useRef<HTMLFormElement>(null);
  const view = useFormView(deskMessages, { issueId: '' }, state, 'article');
  useAnswerFocus(ref, state, 'article');
  if (article.made)
    return (
      <p className="mt-5 border-t border-line pt-4">
        {t('articleMade')}{' '}
        <Link to={article.made.path} className="text-brand underline">
          {t('articleOpen')}
        </Link>
      </p>
    );
  if (ws.role !== 'editor') return <p className="mt-5 border-t border-line pt-4">{t('articleEditorsOnly')}</p>;
  if (!article.issues.length) return <p className="mt-5 border-t border-line pt-4">{t('articleNoIssue')}</p>;
  return (
    <ValidatedForm
      ref={ref}
      key={`article:${answerFor(state, 'article')?.revision ?? ''}`}
      method="post"
      schema={articleCheck}
      message={(key) => t(key as DeskKey)}
      aria-labelledby="article-title"
      className="mt-5 grid max-w-xl gap-3 border-t border-line pt-4"
    >
      <h3 id="article-title" className="text-lg font-semibold">
        {t('articleTitle')}
      </h3>
      <p>{t('articleLead')}</p>
      <input type="hidden" name="intent" value="create-article" />
      <SelectField
        label={t('articleIssue')}
        name="issueId"
        empty={t('articleChoose')}
        options={article.issues.map((i) => ({ value: String(i.id), label: i.draft ? t('articleIssueDraft', { issue: i.label }) : i.label }))}
        defaultValue={view.value('issueId')}
        error={view.error('issueId')}
      />
      <div>
        <Button type="submit" busy={busy('create-article')}>
          {t('articleCreate')}
        </Button>
      </div>
    </ValidatedForm>
  );
}

/** An accepted book proposal's one action: its draft book in the catalog, for the staff to go on with. */
function BookAction({ ws, book }: { ws: Workspace; book: NonNullable<Workspace['book']> }) {
  const t = useT(deskMessages);
  const busy = useBusy();
  if (book.made)
    return (
      <p className="mt-5 border-t border-line pt-4">
        {t('bookMade', { id: book.made.id })}{' '}
        {book.made.adminPath ? (
          <Link to={book.made.adminPath} className="text-brand underline">
            {t('bookOpen')}
          </Link>
        ) : null}
      </p>
    );
  if (ws.role !== 'editor') return <p className="mt-5 border-t border-line pt-4">{t('bookEditorsOnly')}</p>;
  return (
    <Form noValidate method="post" aria-labelledby="book-title" className="mt-5 grid max-w-xl gap-3 border-t border-line pt-4">
      <h3 id="book-title" className="text-lg font-semibold">
        {t('bookTitle')}
      </h3>
      <p>{t('bookLead')}</p>
      <div>
        <Button type="submit" name="intent" value="create-book" busy={busy('create-book')}>
          {t('bookCreate')}
        </Button>
      </div>
    </Form>
  );
}

function Actions({ ws, state }: { ws: Workspace; state: DeskFormState | undefined }) {
  const t = useT(deskMessages);
  const e = useT(editorialMessages);
  const busy = useBusy();
  const letterRef = useRef<HTMLFormElement>(null);
  const waiveRef = useRef<HTMLFormElement>(null);
  const decisionAnswer = answerFor(state, 'decision');
  const letterView = useFormView(deskMessages, { decision: ws.letterDraft?.decision ?? '', letter: ws.letterDraft?.letter ?? '' }, decisionAnswer, 'decision');
  const waiveView = useFormView(deskMessages, { reason: '' }, state, 'waive');
  useAnswerFocus(letterRef, state, 'decision');
  useAnswerFocus(waiveRef, state, 'waive');
  const decisions: { decision: LetterDecision; open: boolean }[] = [
    { decision: 'decline-desk', open: ws.may.includes('decline-desk') },
    { decision: 'accept', open: ws.may.includes('accept') },
    { decision: 'minor', open: ws.may.includes('request-revisions') },
    { decision: 'major', open: ws.may.includes('request-revisions') },
    { decision: 'decline', open: ws.may.includes('decline') },
  ];
  const open = decisions.filter((d) => d.open);
  const drafting = (letterView.value('decision') || ws.letterDraft?.decision) as LetterDecision | undefined;
  const nothing = !ws.may.some((a) => a === 'send-to-review' || a === 'more-reviews' || a === 'waive-fee') && open.length === 0 && !ws.article && !ws.book;
  return (
    <section id="actions" aria-labelledby="actions-title" className={section}>
      <h2 id="actions-title" className={h2}>
        {t('actions')}
      </h2>
      <p className="mt-1 text-muted">{t('yourRole', { role: e(`role.${ws.role}`) })}</p>
      {nothing ? <p className="mt-3">{t('noActions')}</p> : null}
      <div className="mt-3 flex flex-wrap gap-3">
        {ws.may.includes('send-to-review') ? (
          <Form noValidate method="post">
            <Button type="submit" name="intent" value="send-to-review" busy={busy('send-to-review')}>
              {t('sendToReview')}
            </Button>
          </Form>
        ) : null}
        {ws.may.includes('more-reviews') ? (
          <Form noValidate method="post">
            <Button type="submit" name="intent" value="more-reviews" variant="secondary" busy={busy('more-reviews')}>
              {t('moreReviews')}
            </Button>
          </Form>
        ) : null}
        {open.map(({ decision }) => (
          <Link
            key={decision}
            to={`/editorial/${ws.number}?decide=${decision}#letter`}
            className={buttonClass(decision === 'accept' ? 'primary' : 'secondary')}
            aria-current={drafting === decision ? 'true' : undefined}
          >
            {t(`decide.${decision}`)}
          </Link>
        ))}
      </div>
      {drafting && (ws.letterDraft || decisionAnswer) ? (
        <ValidatedForm
          ref={letterRef}
          key={`${drafting}:${decisionAnswer?.revision ?? ''}`}
          method="post"
          schema={decisionSchema}
          message={(key) => t(key as DeskKey)}
          id="letter"
          aria-labelledby="letter-title"
          className="mt-5 grid scroll-mt-4 gap-3 border-t border-line pt-4"
        >
          <h3 id="letter-title" className="text-lg font-semibold">
            {t('letterTitle', { decision: t(`decide.${drafting}`) })}
          </h3>
          <input type="hidden" name="intent" value="decide" />
          <input type="hidden" name="decision" value={drafting} />
          <TextArea
            label={t('letterLabel')}
            name="letter"
            rows={16}
            required
            maxLength={LETTER_MAX}
            hint={t('letterHint', { language: t(`locale.${ws.locale}`) })}
            defaultValue={letterView.value('letter')}
            error={letterView.error('letter') ?? letterView.error('decision')}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" busy={busy('decide')}>
              {t('sendDecision')}
            </Button>
            <Link to={`/editorial/${ws.number}`} className="inline-flex min-h-11 items-center text-brand underline">
              {t('cancelLetter')}
            </Link>
          </div>
        </ValidatedForm>
      ) : null}
      {ws.article ? <ArticleAction ws={ws} article={ws.article} state={state} /> : null}
      {ws.book ? <BookAction ws={ws} book={ws.book} /> : null}
      {ws.may.includes('waive-fee') ? (
        <ValidatedForm
          ref={waiveRef}
          key={`waive:${answerFor(state, 'waive')?.revision ?? ''}`}
          method="post"
          schema={waiveSchema}
          message={(key) => t(key as DeskKey)}
          aria-labelledby="waive-title"
          className="mt-5 grid max-w-xl gap-3 border-t border-line pt-4"
        >
          <h3 id="waive-title" className="text-lg font-semibold">
            {t('waiveTitle')}
          </h3>
          <input type="hidden" name="intent" value="waive-fee" />
          <TextArea
            label={t('waiveReason')}
            name="reason"
            rows={3}
            required
            maxLength={WAIVE_REASON_MAX}
            hint={t('waiveHint')}
            defaultValue={waiveView.value('reason')}
            error={waiveView.error('reason')}
          />
          <div>
            <Button type="submit" variant="secondary" busy={busy('waive-fee')}>
              {t('waiveButton')}
            </Button>
          </div>
        </ValidatedForm>
      ) : null}
    </section>
  );
}

function AssignmentItem({ a, canCancel }: { a: WorkspaceAssignment; canCancel: boolean }) {
  const t = useT(deskMessages);
  const locale = useLocale();
  const busy = useBusy();
  const day = (iso: string) => formatDate(iso, locale, { dateStyle: 'medium' });
  return (
    <li className="grid gap-1 py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium break-words">{a.reviewerName || a.reviewerEmail}</span>
        <span className="text-sm wrap-anywhere text-muted">
          {a.reviewerEmail}
          {a.hasAccount ? '' : ` · ${t('noAccount')}`}
        </span>
        <span className="rounded bg-brand-soft px-2 py-0.5 text-sm font-medium">{t(`review.status.${a.status}`)}</span>
        {a.overdue ? <span className="text-sm font-semibold text-danger">{t('overdue')}</span> : null}
      </div>
      <p className="text-sm">
        {[
          t('invitedOn', { date: day(a.invitedAt) }),
          t('responseDue', { date: day(a.responseDue) }),
          t('reviewDue', { date: day(a.reviewDue) }),
          a.respondedAt ? t('respondedOn', { date: day(a.respondedAt) }) : null,
          a.submittedAt ? t('reviewSentOn', { date: day(a.submittedAt) }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <Facts
        items={[
          [t('recommendation'), a.recommendation ? t(`recommendation.${a.recommendation}`) : null],
          [t('commentsForAuthors'), a.commentsForAuthors],
          [t('commentsForEditors'), a.commentsForEditors],
          [t('competingInterests'), a.competingInterests],
          [t('declineReason'), a.declineReason],
          [t('suggestedReviewer'), a.suggestedReviewer],
        ]}
      />
      {canCancel && (a.status === 'invited' || a.status === 'accepted') ? (
        <Form noValidate method="post">
          <input type="hidden" name="assignmentId" value={a.id} />
          <Button
            type="submit"
            name="intent"
            value="cancel-assignment"
            variant="secondary"
            className="min-h-11 px-3 text-sm"
            busy={busy('cancel-assignment', { assignmentId: String(a.id) })}
            aria-label={t('cancelAssignmentOf', { name: a.reviewerName || a.reviewerEmail })}
          >
            {t('cancelAssignment')}
          </Button>
        </Form>
      ) : null}
    </li>
  );
}

/** A later round's one action: the previous round's reviewers who sent a review, invited again with fresh dates. */
function InviteAgain({ ws }: { ws: Workspace }) {
  const t = useT(deskMessages);
  const locale = useLocale();
  const busy = useBusy();
  if (!ws.inviteAgain.length) return null;
  // The dates are days (UTC), as the invitation's own fields give them.
  const day = (value: string) => formatDate(`${value}T12:00:00Z`, locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <Form noValidate method="post" aria-labelledby="invite-again-title" className="mt-3 rounded-lg border border-line bg-surface p-4">
      <h4 id="invite-again-title" className="font-semibold">
        {t('inviteAgainTitle', { round: ws.round - 1 })}
      </h4>
      <p className="mt-1">{t('inviteAgainLead', { response: day(ws.inviteDefaults.responseDue), review: day(ws.inviteDefaults.reviewDue) })}</p>
      <ul className="mt-1 list-disc pl-6">
        {ws.inviteAgain.map((r, i) => (
          <li key={i} className="break-words">
            {r.name}
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <Button type="submit" name="intent" value="invite-again" busy={busy('invite-again')}>
          {t('inviteAgainButton', { count: ws.inviteAgain.length })}
        </Button>
      </div>
    </Form>
  );
}

function Reviewers({ ws, state }: { ws: Workspace; state: DeskFormState | undefined }) {
  const t = useT(deskMessages);
  const busy = useBusy();
  const inviteRef = useRef<HTMLFormElement>(null);
  const view = useFormView(deskMessages, { email: '', name: '', locale: ws.locale, ...ws.inviteDefaults }, state, 'invite');
  useAnswerFocus(inviteRef, state, 'invite');
  const rounds = [...new Set([...ws.assignments.map((a) => a.round), ws.round])].sort((a, b) => a - b);
  return (
    <section id="rounds" aria-labelledby="rounds-title" className={section}>
      <h2 id="rounds-title" className={h2}>
        {t('rounds')}
      </h2>
      <p className="mt-1 text-muted">{t(ws.metadata.book ? 'reviewersNeededCall' : 'reviewersNeeded', { count: ws.settings.reviewersPerRound })}</p>
      {rounds.map((round) => {
        const mine = ws.assignments.filter((a) => a.round === round);
        return (
          <div key={round} className="mt-4">
            <h3 className="text-lg font-semibold">
              {t('round', { round })}
              {round === ws.round ? ` · ${t('currentRound')}` : ''}
            </h3>
            {mine.length ? (
              <ul className="divide-y divide-line">
                {mine.map((a) => (
                  <AssignmentItem key={a.id} a={a} canCancel={round === ws.round} />
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-muted">{t('noAssignments')}</p>
            )}
          </div>
        );
      })}
      <div id="assign" className="mt-6 scroll-mt-4 border-t border-line pt-4">
        <h3 className="text-lg font-semibold">{t('assignTitle')}</h3>
        {ws.mayAssign && ws.sample?.missing ? (
          <p className="mt-2">
            {t('sampleMissing')}{' '}
            <a href="#sample" className="text-brand underline">
              {t('sampleAdd')}
            </a>
          </p>
        ) : null}
        {ws.mayAssign ? (
          <>
            <InviteAgain ws={ws} />
            <Form
              noValidate
              method="get"
              action={`#assign`}
              role="search"
              aria-label={t('searchReviewersButton')}
              className="mt-3 flex flex-wrap items-end gap-3"
            >
              <div className="min-w-0 grow">
                <TextField label={t('searchReviewers')} name="reviewer" type="search" maxLength={100} defaultValue={ws.reviewerSearch?.q ?? ''} />
              </div>
              <Button type="submit" variant="secondary">
                {t('searchReviewersButton')}
              </Button>
            </Form>
            {ws.reviewerSearch ? (
              ws.reviewerSearch.results.length ? (
                <ul className="mt-3 divide-y divide-line">
                  {ws.reviewerSearch.results.map((c) => (
                    <li key={c.email} className="flex flex-wrap items-center justify-between gap-3 py-3">
                      <div className="min-w-0">
                        <span className="font-medium break-words">{c.name || c.email}</span>
                        <span className="block text-sm wrap-anywhere text-muted">
                          {c.email} · {t('pastReviews', { count: c.pastReviews })}
                        </span>
                      </div>
                      <Form noValidate method="post">
                        <input type="hidden" name="email" value={c.email} />
                        <input type="hidden" name="name" value={c.name || c.email} />
                        <input type="hidden" name="locale" value={c.locale} />
                        <input type="hidden" name="responseDue" value={ws.inviteDefaults.responseDue} />
                        <input type="hidden" name="reviewDue" value={ws.inviteDefaults.reviewDue} />
                        <Button
                          type="submit"
                          name="intent"
                          value="invite"
                          variant="secondary"
                          busy={busy('invite', { email: c.email })}
                          aria-label={t('inviteThis', { name: c.name || c.email })}
                        >
                          {t('inviteButton')}
                        </Button>
                      </Form>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-muted">{t('noReviewersFound')}</p>
              )
            ) : null}
            <ValidatedForm
              ref={inviteRef}
              key={`invite:${answerFor(state, 'invite')?.revision ?? ''}`}
              method="post"
              schema={inviteSchema}
              message={(key) => t(key as DeskKey)}
              aria-labelledby="invite-title"
              className="mt-5 grid gap-3 sm:grid-cols-2"
            >
              <h4 id="invite-title" className="font-semibold sm:col-span-2">
                {t('inviteNewTitle')}
              </h4>
              <input type="hidden" name="intent" value="invite" />
              <TextField
                label={t('inviteEmail')}
                name="email"
                type="email"
                autoComplete="off"
                required
                maxLength={254}
                defaultValue={view.value('email')}
                error={view.error('email')}
              />
              <TextField label={t('inviteName')} name="name" required maxLength={NAME_MAX} defaultValue={view.value('name')} error={view.error('name')} />
              <SelectField
                label={t('inviteLocale')}
                name="locale"
                options={[
                  { value: 'pt', label: t('locale.pt') },
                  { value: 'en', label: t('locale.en') },
                ]}
                defaultValue={view.value('locale')}
                error={view.error('locale')}
              />
              <div className="hidden sm:block" />
              <TextField
                label={t('inviteResponseDue')}
                name="responseDue"
                type="date"
                required
                defaultValue={view.value('responseDue')}
                error={view.error('responseDue')}
              />
              <TextField
                label={t('inviteReviewDue')}
                name="reviewDue"
                type="date"
                required
                defaultValue={view.value('reviewDue')}
                error={view.error('reviewDue')}
              />
              <div className="sm:col-span-2">
                <Button type="submit" busy={busy('invite', { name: view.value('name') })}>
                  {t('inviteButton')}
                </Button>
              </div>
            </ValidatedForm>
          </>
        ) : (
          <p className="mt-2 text-muted">{t('assignOnlyInReview')}</p>
        )}
      </div>
    </section>
  );
}

/** A proposal's anonymised sample for its reviewers: why it matters, and the form that adds one (while the proposal is read or reviewed). */
function SampleForm({ ws, state }: { ws: Workspace; state: SampleState | undefined }) {
  const t = useT(deskMessages);
  const e = useT(editorialMessages);
  const busy = useBusy();
  const ref = useRef<HTMLFormElement>(null);
  const mine = answerFor(state, SAMPLE_FORM);
  useAnswerFocus(ref, mine, SAMPLE_FORM);
  if (!ws.sample) return null;
  const error = mine?.errors.sample ? e(mine.errors.sample as EditorialKey) : undefined;
  return (
    <div id="sample" className="mt-6 scroll-mt-4 border-t border-line pt-4">
      <h3 className="text-lg font-semibold">{t('sampleTitle')}</h3>
      <p className="mt-1 text-muted">{t('sampleLead')}</p>
      {ws.sample.missing ? <p className="mt-3 rounded-md border-l-4 border-brand bg-brand-soft p-3 font-medium">{t('sampleMissing')}</p> : null}
      {ws.sample.may ? (
        <ValidatedForm
          ref={ref}
          key={`sample:${mine?.revision ?? ''}`}
          method="post"
          action={`?${SAMPLE_QUERY}`}
          encType="multipart/form-data"
          schema={sampleCheck}
          message={(key) => e(key as EditorialKey)}
          aria-labelledby="sample-send"
          className="mt-3 grid max-w-xl gap-3"
        >
          <input type="hidden" name="intent" value="sample" />
          {mine?.message ? <Alert tone="error" title={t(mine.message as DeskKey)} /> : null}
          <DocumentInput name="sample" label={t('sample')} hint={t('sampleHint')} error={error} kept={false} />
          <div>
            <Button id="sample-send" type="submit" busy={busy('sample')}>
              {t('sampleSend')}
            </Button>
          </div>
        </ValidatedForm>
      ) : null}
    </div>
  );
}

export function WorkspacePageView({
  workspace: ws,
  done,
  state,
  sentThread,
}: {
  workspace: Workspace;
  done: DeskDone | null;
  /** The action's answer: a desk form's, a discussion's ('message') or the proposal's sample's. */
  state: FormState<string, DeskFormState['form'] | 'message' | typeof SAMPLE_FORM> | undefined;
  /** The thread a message was just sent in (`?done=messageSent&thread=`). */
  sentThread?: string | null;
}) {
  const desk = state?.form === 'message' || state?.form === SAMPLE_FORM ? undefined : (state as DeskFormState | undefined);
  const sampleState = state?.form === SAMPLE_FORM ? (state as SampleState) : undefined;
  const message = state?.form === 'message' ? (state as FormState<ReviewKey, 'message'>) : undefined;
  const t = useT(deskMessages);
  const e = useT(editorialMessages);
  const w = useT(submitMessages);
  const fileKind = useT(authorSubmissionsMessages);
  const locale = useLocale();
  const when = (iso: string | null) => (iso ? formatDate(iso, locale, { dateStyle: 'long', timeStyle: 'short' }) : null);
  const size = (bytes: number) => `${formatNumber(bytes / 1024 / 1024, locale, { maximumFractionDigits: 1 })} MB`;
  const m = ws.metadata;
  const title = (locale === 'en' ? m.titleEn || m.titlePt : m.titlePt || m.titleEn) ?? '';
  const fileRounds = [...new Set(ws.files.map((f) => f.round))];
  const eventText = (kind: string) => {
    const key = `event.${kind}` as DeskKey;
    return key in deskMessages.pt ? t(key) : t('event.other', { kind });
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Link to="/editorial" className="inline-flex min-h-11 items-center text-brand underline">
        {t('backToDesk')}
      </Link>
      <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight">{t('workspaceTitle', { number: ws.number })}</h1>
      <p className="mt-2 text-xl break-words">{title || t('untitled')}</p>
      <div className="mt-4">
        <Notice catalog={deskMessages} state={desk} done={done ? (`done.${done}` as DeskKey) : null} />
      </div>
      <section aria-labelledby="summary-title" className={section}>
        <h2 id="summary-title" className="sr-only">
          {t('status')}
        </h2>
        <p className="flex flex-wrap gap-2">
          <span className="rounded bg-brand-soft px-2 py-0.5 font-medium">
            {t('status')}: {e(`status.${ws.status}`)}
          </span>
          {ws.queue ? (
            <span className="rounded bg-brand-soft px-2 py-0.5 font-medium">
              {t('queue')}: {e(`queue.${ws.queue}`)}
            </span>
          ) : null}
          <span className="rounded bg-brand-soft px-2 py-0.5 font-medium">{t('round', { round: ws.round })}</span>
        </p>
        <Facts
          items={[
            [t('scope'), ws.scopeTitle],
            [t('articleType'), ws.articleType ? w(`articleType.${ws.articleType}` as SubmitKey) : null],
            [t('language'), ws.language ? w(`language.${ws.language}` as SubmitKey) : null],
            [t('authorLocale'), t(`locale.${ws.locale}`)],
            [t('submittedAt'), when(ws.submittedAt)],
            [t('firstDecisionAt'), when(ws.firstDecisionAt)],
            [t('acceptedAt'), when(ws.acceptedAt)],
            [t('declinedAt'), when(ws.declinedAt)],
            [t('submittingAccount'), ws.author ? `${ws.author.name} <${ws.author.email}>` : null],
            ['', ws.feeWaivedReason ? t('feeWaived', { reason: ws.feeWaivedReason }) : null],
          ]}
        />
      </section>

      <Actions ws={ws} state={desk} />
      <Reviewers ws={ws} state={desk} />

      <section id="files" aria-labelledby="files-title" className={section}>
        <h2 id="files-title" className={h2}>
          {t('files')}
        </h2>
        {fileRounds.length ? (
          fileRounds.map((round) => (
            <div key={round} className="mt-3">
              <h3 className="font-semibold">{t('round', { round })}</h3>
              <ul className="mt-1 grid gap-2">
                {ws.files
                  .filter((f) => f.round === round)
                  .map((f) => (
                    <li key={f.id}>
                      <span className="font-medium">{fileKind(`fileKind.${f.kind}` as AuthorSubmissionsKey)}</span> ·{' '}
                      <a
                        href={localizePath(`/editorial/${ws.number}/files/${f.id}`, locale)}
                        className="wrap-anywhere text-brand underline"
                        aria-label={t('download', { name: f.name })}
                      >
                        {f.name}
                      </a>{' '}
                      · {size(f.size)}
                    </li>
                  ))}
              </ul>
            </div>
          ))
        ) : (
          <p className="mt-2 text-muted">{t('noFiles')}</p>
        )}
        <SampleForm ws={ws} state={sampleState} />
      </section>

      <section id="metadata" aria-labelledby="metadata-title" className={section}>
        <h2 id="metadata-title" className={h2}>
          {t('metadata')}
        </h2>
        <Facts
          items={[
            [t('titlePt'), m.titlePt],
            [t('titleEn'), m.titleEn],
            [t('abstractPt'), m.abstractPt],
            [t('abstractEn'), m.abstractEn],
            [t('keywordsPt'), m.keywordsPt?.join(', ')],
            [t('keywordsEn'), m.keywordsEn?.join(', ')],
            [t('funding'), m.funding],
            [t('dataAvailability'), m.dataAvailability],
            [t('conflicts'), ws.declarations.conflicts || t('noConflicts')],
            [t('coverLetter'), ws.coverLetter],
          ]}
        />
        {m.book ? <BookOutlineView book={m.book} /> : null}
        <h3 className="mt-4 text-lg font-semibold">{t('authors')}</h3>
        <ol className="mt-1 grid list-decimal gap-2 pl-6">
          {(m.authors ?? []).map((a, i) => (
            <li key={`${a.email}-${i}`} className="break-words">
              <span className="font-medium">{a.name}</span>
              {a.email ? <span className="wrap-anywhere"> · {a.email}</span> : null}
              {a.affiliation ? ` · ${a.affiliation}` : ''}
              {a.country ? ` · ${a.country}` : ''}
              {a.orcid ? ` · ORCID ${a.orcid}` : ''}
              {a.credit.length ? <span className="block text-sm text-muted">{a.credit.map((c) => e(`credit.${c}` as EditorialKey)).join(', ')}</span> : null}
            </li>
          ))}
        </ol>
      </section>

      <section id="decisions" aria-labelledby="decisions-title" className={section}>
        <h2 id="decisions-title" className={h2}>
          {t('decisions')}
        </h2>
        {ws.decisions.length ? (
          <ol className="mt-3 grid gap-4">
            {ws.decisions.map((d) => (
              <li key={d.id} className="border-t border-line pt-3 first:border-0 first:pt-0">
                <p className="font-semibold">
                  {t('round', { round: d.round })} · {t(`decision.${d.decision}`)}
                </p>
                <p className="text-sm text-muted">
                  {t('decidedBy', { date: when(d.decidedAt) ?? '', name: d.decidedBy })}
                  {d.decision !== 'send-to-review' ? ` · ${d.mailSentAt ? t('mailSent', { date: when(d.mailSentAt) ?? '' }) : t('mailPending')}` : ''}
                </p>
                {d.letter ? <div className="mt-2 rounded border border-line p-3 break-words whitespace-pre-wrap">{d.letter}</div> : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-muted">{t('noDecisions')}</p>
        )}
      </section>

      {/* Discussions: editors ↔ the authors, editors ↔ each reviewer; threads never cross. */}
      <section id="discussions" aria-labelledby="discussions-title" className={section}>
        <h2 id="discussions-title" className={h2}>
          {t('discussions')}
        </h2>
        {ws.threads.map((th) => (
          <DiscussionThread
            key={th.thread}
            thread={th.thread}
            messages={th.messages}
            state={message}
            sent={sentThread === th.thread}
            title={th.with === 'author' ? t('threadWithAuthors') : t('threadWithReviewer', { name: th.reviewerName, round: th.round })}
            lead={th.with === 'author' ? t('threadWithAuthorsLead') : t('threadWithReviewerLead')}
          />
        ))}
      </section>

      <section id="history" aria-labelledby="history-title" className={section}>
        <h2 id="history-title" className={h2}>
          {t('history')}
        </h2>
        <ol className="mt-3 grid gap-2">
          {ws.events.map((ev) => (
            <li key={ev.id} className="flex flex-wrap gap-x-3">
              <time dateTime={ev.at} className="text-muted">
                {when(ev.at)}
              </time>
              <span>
                {eventText(ev.kind)}
                {typeof ev.detail.decision === 'string' ? `: ${t(`decision.${ev.detail.decision}` as DeskKey)}` : ''}
                {typeof ev.detail.reviewer === 'string' ? `: ${ev.detail.reviewer}` : ''}
                {ev.actor ? ` · ${t('byActor', { name: ev.actor })}` : ''}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
