/**
 * One discussion thread of a submission (editors ↔ author, or editors ↔ one reviewer): its
 * messages, oldest first, and a form to write the next one. The page's action answers the post
 * (form 'message', intent 'message'); the same component serves the reviewer's page, the author's
 * page and the editors' workspace.
 */
import { useRef } from 'react';
import { useNavigation } from 'react-router';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import type { FormState } from '#app/lib/form-outcome.ts';
import { answerFor, formKey, useAnswerFocus } from '#app/ui/admin/form-kit.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { TextArea } from '#app/ui/field.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import type { ThreadMessage } from '../discussions.server.ts';
import { reviewMessages, type ReviewKey } from '../review-messages.ts';
import { REVIEW_LIMITS } from '../review-limits.ts';

const messageCheck = () => import('../review.schema.ts').then((m) => m.messageSchema);

export function DiscussionThread({
  messages,
  state,
  sent,
  title,
  lead,
  thread,
}: {
  messages: ThreadMessage[];
  /** The page's action answer, when it was this form's. */
  state: FormState | undefined;
  /** The message was sent (the page's `?done=messageSent`). */
  sent: boolean;
  title?: string;
  lead?: string;
  /** On a page of several threads (the editors' workspace): which one this is, posted with the message. */
  thread?: string;
}) {
  const t = useT(reviewMessages);
  const locale = useLocale();
  const ref = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const answer = answerFor(state, 'message');
  const mine = !thread || answer?.values.thread === thread ? answer : undefined;
  const id = thread ? `discussion-${thread.replace(':', '-')}` : 'discussion';
  useAnswerFocus(ref, mine, 'message');
  const error = mine?.errors.body ? t(mine.errors.body as ReviewKey) : undefined;
  const busy =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'message' && (!thread || navigation.formData?.get('thread') === thread);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-10">
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {title ?? t('discussionTitle')}
      </h2>
      <p className="mt-1 text-muted">{lead ?? t('discussionLead')}</p>
      {messages.length ? (
        <ol className="mt-4 grid gap-3">
          {messages.map((m) => (
            <li key={m.id} className={`rounded-lg border border-line p-4 ${m.mine ? 'bg-brand-soft' : 'bg-surface'}`}>
              <p className="text-sm font-medium">
                {m.mine ? t('from.me') : m.senderName ? `${m.senderName} (${t(`from.${m.from}`)})` : t(`from.${m.from}`)} ·{' '}
                <time dateTime={m.at} className="font-normal text-muted">
                  {formatDate(m.at, locale, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </p>
              <p className="mt-1 whitespace-pre-line break-words">{m.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-muted">{t('discussionNone')}</p>
      )}
      {sent && !mine ? (
        <div className="mt-4">
          <Alert tone="success" title={t('messageSent')} />
        </div>
      ) : null}
      <ValidatedForm
        ref={ref}
        key={formKey(`message-${thread ?? ''}-${messages.length}`, mine, 'message')}
        method="post"
        schema={messageCheck}
        message={(key) => t(key as ReviewKey)}
        aria-labelledby={`${id}-title`}
        className="mt-4 grid gap-3"
      >
        {thread ? <input type="hidden" name="thread" value={thread} /> : null}
        <TextArea label={t('messageBody')} name="body" maxLength={REVIEW_LIMITS.message} defaultValue={mine?.values.body ?? ''} error={error} />
        <div>
          <Button type="submit" name="intent" value="message" busy={busy}>
            {t('sendMessage')}
          </Button>
        </div>
      </ValidatedForm>
    </section>
  );
}
