import { workPath } from '#app/lib/paths.ts';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { formatDate, formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT, type KeyOf } from '#app/i18n/messages.ts';
import { answerFor, Notice, PageHeader, Panel } from '#app/ui/admin/form-kit.tsx';
import { Button } from '#app/ui/button.tsx';
import { FileField, TextArea } from '#app/ui/field.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import { Link } from '#app/ui/link.tsx';
import { accessibleMessages } from '../../messages.ts';
import { REPLY_MAX } from '../../values.ts';
import { adminMessages } from '../messages.ts';
import type { StaffFormState, staffRequestPage } from '../staff.server.ts';
import { UrgencyBadge } from './urgency-badge.tsx';

const answerSchema = () => import('../../answer.schema.ts').then((m) => m.answerSchema);
const declineSchema = () => import('../../answer.schema.ts').then((m) => m.declineSchema);

type Page = Awaited<ReturnType<typeof staffRequestPage>>;
type Key = KeyOf<typeof adminMessages>;

/** /admin/accessible-versions/{id}: who asked for what and by when, the answer (a file only its reader downloads) or the refusal, and deleting it all. */
export function StaffRequest({ page, state }: { page: Page; state: StaffFormState | undefined }) {
  const t = useT(adminMessages);
  const words = useT(accessibleMessages);
  const locale = useLocale();
  const { request } = page;
  const replyMax = formatNumber(REPLY_MAX, locale);
  const message = (key: string) => t(key as Key, { max: key === 'fileTooLarge' ? page.maxFile : replyMax });
  const date = (iso: string) => formatDate(iso, locale, { dateStyle: 'long' });
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader back={{ to: '/admin/accessible-versions', label: t('back') }} title={page.title} />
      <Notice catalog={adminMessages} state={state?.message && !Object.keys(state.errors).length ? state : undefined} done={page.done} />
      <Panel id="request-details" title={t('colRequest')}>
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t('reader')}</dt>
          <dd>
            {request.reader} ({request.readerEmail})
          </dd>
          <dt className="font-semibold">{t('work')}</dt>
          <dd>
            <Link to={workPath(request.type, request.slug)} className="text-brand underline">
              {request.workTitle}
            </Link>
          </dd>
          <dt className="font-semibold">{t('format')}</dt>
          <dd>{words(`format.${request.format}`)}</dd>
          <dt className="font-semibold">{t('needs')}</dt>
          <dd className="whitespace-pre-line" data-testid="needs">
            {request.needs ?? t('noNeeds')}
          </dd>
          <dt className="font-semibold">{t('status')}</dt>
          <dd>
            {words(`status.${request.status}`)} · {t('received', { date: date(request.createdAt) })} · {t('due', { date: formatDate(request.dueOn, locale) })}{' '}
            <UrgencyBadge urgency={request.urgency} />
          </dd>
        </dl>
        <p className="mt-3 text-sm text-muted">{t('declared', { date: date(request.declaredAt) })}</p>
        {request.answeredAt ? (
          <div className="mt-3 space-y-1">
            <p>{t('answeredOn', { date: date(request.answeredAt) })}</p>
            {request.fileName ? (
              <p>
                {t('answerFile', {
                  name: request.fileName,
                  size: `${formatNumber((request.fileSize ?? 0) / 1024 / 1024, locale, { maximumFractionDigits: 1 })} MB`,
                })}
              </p>
            ) : null}
            {request.link ? (
              <p>
                {t('answerLink')}: <span className="break-all">{request.link}</span>
              </p>
            ) : null}
            {request.reply ? (
              <p>
                <span className="font-semibold">{t('replySent')}:</span> <span className="whitespace-pre-line">{request.reply}</span>
              </p>
            ) : null}
          </div>
        ) : null}
      </Panel>
      {request.status === 'received' ? (
        <>
          <AnswerForm state={answerFor(state, 'answer')} maxFile={page.maxFile} message={message} />
          <Panel id="decline" title={t('declineTitle')}>
            <DeclineForm state={answerFor(state, 'decline')} message={message} />
          </Panel>
        </>
      ) : null}
      <Panel id="delete" title={t('deleteTitle')}>
        <p>{t('deleteLead')}</p>
        <Form method="post" noValidate className="mt-3">
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="danger">
            {t('delete')}
          </Button>
        </Form>
      </Panel>
    </div>
  );
}

function useErrorFocus(state: StaffFormState | undefined) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state && Object.keys(state.errors).length) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);
  return ref;
}

function AnswerForm({ state, maxFile, message }: { state: StaffFormState | undefined; maxFile: string; message: (key: string) => string }) {
  const t = useT(adminMessages);
  const navigation = useNavigation();
  const ref = useErrorFocus(state);
  const error = (field: string) => (state?.errors[field] ? message(state.errors[field]) : undefined);
  return (
    <Panel id="answer" title={t('answerTitle')}>
      <p className="mb-4 text-muted">{t('answerLead', { max: maxFile })}</p>
      <ValidatedForm method="post" encType="multipart/form-data" ref={ref} schema={answerSchema} message={message} className="grid gap-5">
        <input type="hidden" name="intent" value="answer" />
        <FileField
          label={t('fileLabel')}
          name="file"
          accept=".epub,.pdf,.docx,.txt,.brf,.mp3,.m4a,.m4b,.zip"
          hint={t('fileHint', { max: maxFile })}
          error={error('file')}
        />
        <TextArea
          label={t('replyLabel')}
          name="reply"
          rows={4}
          maxLength={REPLY_MAX}
          hint={message('replyHint')}
          defaultValue={state?.values.reply}
          error={error('reply')}
        />
        <div>
          <Button type="submit" busy={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'answer'} busyLabel={t('answering')}>
            {t('answer')}
          </Button>
        </div>
      </ValidatedForm>
    </Panel>
  );
}

function DeclineForm({ state, message }: { state: StaffFormState | undefined; message: (key: string) => string }) {
  const t = useT(adminMessages);
  const ref = useErrorFocus(state);
  return (
    <ValidatedForm method="post" ref={ref} schema={declineSchema} message={message} className="grid gap-4">
      <input type="hidden" name="intent" value="decline" />
      <TextArea
        label={t('declineLabel')}
        name="reply"
        rows={3}
        required
        maxLength={REPLY_MAX}
        hint={t('declineHint')}
        defaultValue={state?.values.reply}
        error={state?.errors.reply ? message(state.errors.reply) : undefined}
      />
      <div>
        <Button type="submit" variant="secondary">
          {t('decline')}
        </Button>
      </div>
    </ValidatedForm>
  );
}
