/**
 * One open call's page: the form with every field (texts side by side in both languages), the
 * call today with "close now" and "reopen", deleting an unanswered call, and the trail of changes.
 * Every form is a plain POST that works without JavaScript.
 */
import { localeInfo } from '#app/i18n/locales.ts';
import { useRef } from 'react';
import { Form } from 'react-router';
import { Group, SelectField, TextArea, TextField } from '#app/ui/field.tsx';
import { SLUG_MAX } from '#app/lib/identifiers.ts';
import { answerFor, formKey, Panel, RadioChoice, useAnswerFocus, useFormView, type FormView } from '#app/ui/admin/form-kit.tsx';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Button } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import {
  CALL_DESCRIPTION_MAX,
  CALL_FORM,
  CALL_KINDS,
  CALL_STATUSES,
  CALL_SUMMARY_MAX,
  CALL_TITLE_MAX,
  openCallMessages,
  type CallField,
  type OpenCallKey,
} from '../open-call-messages.ts';
import type { CallChange, OpenCallEditor, OpenCallFormState } from '../open-calls-admin.server.ts';
import { CallStateText } from './open-calls-table.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import { useBusy } from '#app/ui/use-busy.ts';

const openCallCheck = () => import('../open-call.schema.ts').then((m) => m.checkOpenCall);

/** One text in both languages, side by side (Portuguese | English); stacked on narrow screens. */
function Bilingual({
  view,
  field,
  maxLength,
  required = false,
  multiline = false,
  hint,
}: {
  view: FormView;
  field: 'title' | 'summary' | 'description';
  maxLength: number;
  required?: boolean;
  multiline?: boolean;
  hint?: string;
}) {
  const t = useT(openCallMessages);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {(['Pt', 'En'] as const).map((suffix) => {
        const name = `${field}${suffix}` as const;
        const props = {
          label: t(name),
          name,
          required,
          maxLength,
          hint,
          optionalLabel: t('optional'),
          lang: suffix === 'Pt' ? 'pt-BR' : 'en',
          defaultValue: view.value(name),
          error: view.error(name),
        };
        return multiline ? <TextArea key={name} rows={field === 'description' ? 12 : 3} {...props} /> : <TextField key={name} autoComplete="off" {...props} />;
      })}
    </div>
  );
}

export function OpenCallForm({ editor, state }: { editor: OpenCallEditor; state?: OpenCallFormState }) {
  const t = useT(openCallMessages);
  const ref = useRef<HTMLFormElement>(null);
  const view = useFormView(openCallMessages, editor.values, state, CALL_FORM);
  useAnswerFocus(ref, state, CALL_FORM);
  const busy = useBusy();
  const { call } = editor;
  const stale = answerFor(state, CALL_FORM)?.message === 'staleVersion';
  return (
    <ValidatedForm
      ref={ref}
      key={formKey(call?.version ?? 'new', state, CALL_FORM)}
      method="post"
      schema={openCallCheck}
      message={(key) => t(key as OpenCallKey)}
      className="grid gap-6"
    >
      {stale && call ? (
        <p>
          <Link to={`/admin/open-calls/${call.id}`} className="font-medium text-brand underline">
            {t('staleLink')}
          </Link>
        </p>
      ) : null}
      <input type="hidden" name="version" value={view.value('version')} />
      <Group legend={t('callDetails')}>
        <RadioChoice
          required
          view={view}
          name="kind"
          legend={t('kind')}
          options={CALL_KINDS.map((kind) => ({ value: kind, label: t(`kindChoice.${kind}`) }))}
        />
        <RadioChoice
          required
          view={view}
          name="status"
          legend={t('publication')}
          options={CALL_STATUSES.map((status) => ({ value: status, label: t(`statusChoice.${status}`) }))}
        />
        <TextField
          label={t('slug')}
          name="slug"
          required
          maxLength={SLUG_MAX}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint={t('slugHint')}
          defaultValue={view.value('slug')}
          error={view.error('slug')}
        />
      </Group>
      <Group legend={t('texts')}>
        <Bilingual view={view} field="title" maxLength={CALL_TITLE_MAX} required />
        <Bilingual view={view} field="summary" maxLength={CALL_SUMMARY_MAX} multiline hint={t('summaryHint')} />
        <Bilingual view={view} field="description" maxLength={CALL_DESCRIPTION_MAX} multiline hint={t('descriptionHint')} />
      </Group>
      <Group legend={t('dates')}>
        <p className="text-muted">{t('datesHint')}</p>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label={t('opensOn')} name="opensOn" type="date" required defaultValue={view.value('opensOn')} error={view.error('opensOn')} />
          <TextField label={t('closesOn')} name="closesOn" type="date" required defaultValue={view.value('closesOn')} error={view.error('closesOn')} />
        </div>
      </Group>
      <Group legend={t('forProposers')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('feedbackWeeks')}
            name="feedbackWeeks"
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={3}
            hint={t('feedbackWeeksHint')}
            defaultValue={view.value('feedbackWeeks')}
            error={view.error('feedbackWeeks')}
          />
          <TextField
            label={t('minAuthors')}
            name="minAuthors"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            optionalLabel={t('optional')}
            hint={t('minAuthorsHint')}
            defaultValue={view.value('minAuthors')}
            error={view.error('minAuthors')}
          />
        </div>
        <SelectField
          label={t('collectionId')}
          name="collectionId"
          empty={t('collectionNone')}
          options={editor.collections}
          hint={t('collectionIdHint')}
          defaultValue={view.value('collectionId')}
          error={view.error('collectionId')}
        />
      </Group>
      <div>
        <Button type="submit" name="intent" value="save" busy={busy('save')}>
          {call ? t('saveCall') : t('createCall')}
        </Button>
      </div>
    </ValidatedForm>
  );
}

type StoredCall = NonNullable<OpenCallEditor['call']>;

/** The call today: its state, its answers, where it is on the site, and closing or reopening it. */
export function CallTodayPanel({ call }: { call: StoredCall }) {
  const t = useT(openCallMessages);
  const busy = useBusy();
  const closedEarly = call.closedAt !== null;
  return (
    <Panel id="call-today" title={t('todayTitle')}>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-muted">{t('state')}</dt>
        <dd>
          <CallStateText state={call.state} closedAt={call.closedAt} />
        </dd>
        <dt className="font-medium text-muted">{t('proposals')}</dt>
        <dd>
          {call.proposals === 0 ? (
            t('proposalsNone')
          ) : (
            <Link to={`/admin/submissions?call=${call.id}`} className="text-brand underline">
              {t('proposalsCount', { count: call.proposals })}
            </Link>
          )}
        </dd>
        <dt className="font-medium text-muted">{t('publication')}</dt>
        <dd>
          {call.status === 'published' ? (
            <Link to={`/publish/open-calls#${call.slug}`} className="text-brand underline">
              {t('publicPage')}
            </Link>
          ) : (
            t('notPublic')
          )}
        </dd>
      </dl>
      <div className="mt-4 border-t border-line pt-4">
        <h3 className="font-semibold">{t('closeTitle')}</h3>
        {closedEarly ? (
          <>
            <p className="mt-1 text-muted">{t('reopenLead')}</p>
            <Form noValidate method="post" className="mt-3">
              <Button type="submit" name="intent" value="reopen" variant="secondary" busy={busy('reopen')}>
                {t('reopen')}
              </Button>
            </Form>
          </>
        ) : call.state === 'closed' ? (
          <p className="mt-1 text-muted">{t('closedByDate')}</p>
        ) : (
          <>
            <p className="mt-1 text-muted">{t('closeLead')}</p>
            <Form noValidate method="post" className="mt-3">
              <Button type="submit" name="intent" value="close" variant="secondary" busy={busy('close')}>
                {t('closeNow')}
              </Button>
            </Form>
          </>
        )}
      </div>
    </Panel>
  );
}

/** Deleting: only a call no proposal answered; an answered one is unpublished instead. */
export function DeleteCallPanel({ call }: { call: StoredCall }) {
  const t = useT(openCallMessages);
  const busy = useBusy();
  return (
    <Panel id="call-delete" title={t('deleteTitle')}>
      {call.proposals > 0 ? (
        <p>{t('callAnswered')}</p>
      ) : (
        <>
          <p className="text-muted">{t('deleteLead')}</p>
          <Form noValidate method="post" className="mt-3">
            <Button type="submit" name="intent" value="delete" variant="danger" busy={busy('delete')}>
              {t('deleteCall')}
            </Button>
          </Form>
        </>
      )}
    </Panel>
  );
}

const fieldLabel: Record<CallField, OpenCallKey> = {
  slug: 'slug',
  kind: 'kind',
  status: 'publication',
  titlePt: 'titlePt',
  titleEn: 'titleEn',
  summaryPt: 'summaryPt',
  summaryEn: 'summaryEn',
  descriptionPt: 'descriptionPt',
  descriptionEn: 'descriptionEn',
  opensOn: 'opensOn',
  closesOn: 'closesOn',
  feedbackWeeks: 'feedbackWeeks',
  minAuthors: 'minAuthors',
  collectionId: 'collectionId',
};

const AUDITED = ['open-call.create', 'open-call.update', 'open-call.close', 'open-call.reopen', 'open-call.delete'] as const;

/** Who changed the call, when, and what: newest first. */
export function CallChangesPanel({ changes }: { changes: CallChange[] }) {
  const t = useT(openCallMessages);
  const locale = useLocale();
  const list = new Intl.ListFormat(localeInfo[locale].lang, { type: 'conjunction' });
  const what = (change: CallChange) => {
    if (change.action === 'open-call.update' && change.fields.length) {
      return t('audit.open-call.updateFields', { fields: list.format(change.fields.map((field) => t(fieldLabel[field]))) });
    }
    const known = AUDITED.find((action) => action === change.action);
    return known ? t(`audit.${known}`) : t('audit.other');
  };
  return (
    <Panel id="call-changes" title={t('changesTitle')}>
      {changes.length === 0 ? (
        <p className="text-muted">{t('noChanges')}</p>
      ) : (
        <ol className="space-y-1">
          {changes.map((change) => (
            <li key={change.id}>
              <time dateTime={change.createdAt}>{formatDate(change.createdAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}</time>: {what(change)}{' '}
              <span className="text-muted">{t('by', { name: change.actorName ?? t('removedAccount') })}</span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
