/**
 * A proposal's page for the editors, around the proposal itself: its status, the moves it allows
 * now (each its own form, carrying the status it was shown for), the messages to the author, the
 * internal notes and the trail of changes. Plain posts that work without JavaScript; every text
 * is shown as text. Forms and buttons stay off paper: the page prints as the proposal's record.
 */
import { useRef } from 'react';
import { ValidatedForm } from '#app/ui/form.tsx';
import type { FormState } from '#app/lib/form-outcome.ts';
import { formKey, Panel, useAnswerFocus, useFormView } from '#app/ui/admin/form-kit.tsx';
import { proposalStatusMessages } from '../../proposal-status-messages.ts';
import type { ProposalStatus } from '../../proposal-status.ts';
import { formatDate } from '#app/i18n/format.ts';
import { hasMessage, useLocale, useT } from '#app/i18n/messages.ts';
import { Button } from '#app/ui/button.tsx';
import { TextArea } from '#app/ui/field.tsx';
import { Link } from '#app/ui/link.tsx';
import { useHydrated } from '#app/ui/hydrated.ts';
import { adminPublishMessages, type AdminPublishKey } from '../messages.ts';
import { MESSAGE_MAX, moveForm } from '../submission-forms.ts';
import type { SubmissionDetail } from '../submission-detail.server.ts';
import { useBusy } from '#app/ui/use-busy.ts';

const moveCheck = () => import('../submission-actions.schema.ts').then((m) => m.moveSchema);
const messageCheck = () => import('../submission-actions.schema.ts').then((m) => m.messageSchema);
const noteCheck = () => import('../submission-actions.schema.ts').then((m) => m.noteSchema);

type State = FormState<AdminPublishKey> | undefined;
const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** Opens the browser's print dialog; without JavaScript the browser's own menu prints the page. */
export function PrintButton() {
  const t = useT(adminPublishMessages);
  if (!useHydrated()) return null;
  return (
    <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
      {t('print')}
    </Button>
  );
}

export function StatusPanel({ status, since, submittedAt }: { status: ProposalStatus; since: string; submittedAt: string }) {
  const t = useT(adminPublishMessages);
  const s = useT(proposalStatusMessages);
  const locale = useLocale();
  return (
    <Panel id="proposal-status" title={t('statusPanel')}>
      <p className="text-lg font-semibold">
        {s(`status.${status}`)}
        {since !== submittedAt ? (
          <span className="ml-2 text-base font-normal text-muted">{t('statusSince', { date: formatDate(since, locale, dateTime) })}</span>
        ) : null}
      </p>
    </Panel>
  );
}

export function MoveActions({
  status,
  moves,
  state,
  review,
}: {
  status: ProposalStatus;
  moves: ProposalStatus[];
  state: State;
  review: { number: string } | null;
}) {
  const t = useT(adminPublishMessages);
  return (
    <Panel id="proposal-moves" title={t('whatNext')} className="print:hidden">
      {review ? (
        <p>
          {t('inOutsideReview', { number: review.number })}{' '}
          <Link to={`/editorial/${review.number}`} className="inline-flex min-h-11 items-center font-medium text-brand underline">
            {t('openOnDesk', { number: review.number })}
          </Link>
        </p>
      ) : moves.length === 0 ? (
        <p>{t('nothingNext')}</p>
      ) : (
        <>
          <p className="text-muted">{t('moveMail')}</p>
          <div className="mt-4 grid gap-4 lg:grid-cols-2">
            {moves.map((to) => (
              <MoveForm key={`${to}:${status}`} to={to} status={status} state={state} />
            ))}
          </div>
        </>
      )}
    </Panel>
  );
}

function MoveForm({ to, status, state }: { to: ProposalStatus; status: ProposalStatus; state: State }) {
  const t = useT(adminPublishMessages);
  const busy = useBusy();
  const ref = useRef<HTMLFormElement>(null);
  const form = moveForm(to);
  const view = useFormView(adminPublishMessages, {}, state, form);
  useAnswerFocus(ref, state, form);
  const headingId = `move-${to}`;
  return (
    <ValidatedForm
      ref={ref}
      key={formKey(status, state, form)}
      method="post"
      schema={moveCheck}
      message={(key) => t(key as AdminPublishKey)}
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-md border border-line p-4"
    >
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="to" value={to} />
      <input type="hidden" name="status" value={status} />
      <h3 id={headingId} className="text-lg font-semibold">
        {t(`move.${to}` as AdminPublishKey)}
      </h3>
      <p className="text-muted">{t(`moveLead.${to}` as AdminPublishKey)}</p>
      <TextArea
        label={t('moveMessage')}
        name="message"
        rows={4}
        maxLength={MESSAGE_MAX}
        hint={t('moveMessageHint')}
        defaultValue={view.value('message')}
        error={view.error('message')}
      />
      <div>
        <Button type="submit" variant={to === 'declined' ? 'danger' : 'primary'} busy={busy('move', { to })}>
          {t(`move.${to}` as AdminPublishKey)}
        </Button>
      </div>
    </ValidatedForm>
  );
}

type Entry = SubmissionDetail['messages'][number];

function Entries({ entries, empty }: { entries: Entry[]; empty: string }) {
  const t = useT(adminPublishMessages);
  const locale = useLocale();
  if (entries.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <ol className="space-y-4">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-md border border-line p-4">
          <p className="text-sm text-muted">
            <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, locale, dateTime)}</time> ·{' '}
            {t('by', { name: entry.authorName ?? t('removedAccount') })}
          </p>
          <p className="mt-2 whitespace-pre-line">{entry.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** The list of messages or notes and the form that adds one (intent `message` or `note`). */
function Conversation({ kind, entries, state }: { kind: 'message' | 'note'; entries: Entry[]; state: State }) {
  const t = useT(adminPublishMessages);
  const ref = useRef<HTMLFormElement>(null);
  const view = useFormView(adminPublishMessages, {}, state, kind);
  useAnswerFocus(ref, state, kind);
  const busy = useBusy()(kind);
  const message = kind === 'message';
  return (
    <Panel id={`proposal-${kind}s`} title={t(message ? 'messagesTitle' : 'notesTitle')} className={message ? '' : 'print:hidden'}>
      <p className="mb-4 text-muted">{t(message ? 'messagesLead' : 'notesLead')}</p>
      <Entries entries={entries} empty={t(message ? 'noMessages' : 'noNotes')} />
      <ValidatedForm
        ref={ref}
        key={formKey(String(entries.length), state, kind)}
        method="post"
        schema={message ? messageCheck : noteCheck}
        message={(key) => t(key as AdminPublishKey)}
        className="mt-4 flex flex-col gap-3 print:hidden"
      >
        <input type="hidden" name="intent" value={kind} />
        <TextArea
          label={t(message ? 'messageBody' : 'noteBody')}
          name="body"
          rows={4}
          required
          maxLength={MESSAGE_MAX}
          defaultValue={view.value('body')}
          error={view.error('body')}
        />
        <div>
          <Button type="submit" variant={message ? 'primary' : 'secondary'} busy={busy}>
            {t(message ? 'sendMessage' : 'addNote')}
          </Button>
        </div>
      </ValidatedForm>
    </Panel>
  );
}

export const MessagesPanel = ({ messages, state }: { messages: Entry[]; state: State }) => <Conversation kind="message" entries={messages} state={state} />;
export const NotesPanel = ({ notes, state }: { notes: Entry[]; state: State }) => <Conversation kind="note" entries={notes} state={state} />;

export function TrailPanel({ trail }: { trail: SubmissionDetail['trail'] }) {
  const t = useT(adminPublishMessages);
  const s = useT(proposalStatusMessages);
  const locale = useLocale();
  const describe = (row: SubmissionDetail['trail'][number]) => {
    const names = { from: row.from ? s(`status.${row.from}`) : '?', to: row.to ? s(`status.${row.to}`) : '?' };
    const key = `audit.${row.action}`;
    return t(hasMessage(adminPublishMessages, key) ? key : 'audit.other', names);
  };
  return (
    <Panel id="proposal-trail" title={t('trailTitle')}>
      {trail.length === 0 ? (
        <p className="text-muted">{t('noTrail')}</p>
      ) : (
        <ol className="space-y-1">
          {trail.map((row) => (
            <li key={row.id}>
              <time dateTime={row.createdAt}>{formatDate(row.createdAt, locale, dateTime)}</time>: {describe(row)}{' '}
              <span className="text-muted">{t('by', { name: row.actorName ?? t('removedAccount') })}</span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
