import { useEffect, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useChapterElement } from '#app/features/reader/api.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import type { ChapterShared } from '../group-annotations.server.ts';
import { sharedQuery } from '../group-rules.ts';
import type { GroupNoteState } from '../group-page-forms.ts';
import { groupMessages } from '../messages.ts';
import { useGroupMargin } from './group-margin.ts';

/** How often an open chapter asks for its groups' new annotations and replies. */
export const REFRESH_SECONDS = 10;

/**
 * The chapter's shared annotations, kept fresh while the page is in view: new notes and replies
 * from other members appear without a reload (any server answers, so it works across servers).
 * It waits while someone is typing in the section, so a reply being written is never disturbed.
 */
function useSharedAnnotations(served: ChapterShared, source: string, active: boolean): ChapterShared {
  const [fresh, setFresh] = useState<{ from: ChapterShared; items: ChapterShared } | null>(null);
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(async () => {
      const focused = document.activeElement;
      const typing =
        focused instanceof HTMLElement && (focused.tagName === 'TEXTAREA' || focused.tagName === 'INPUT') && focused.closest('[data-group-notes]') !== null;
      if (document.visibilityState !== 'visible' || typing) return;
      try {
        const response = await fetch(source, { headers: { Accept: 'application/json' } });
        if (response.ok) setFresh({ from: served, items: (await response.json()) as ChapterShared });
      } catch {
        // Offline: the served list stays until the connection is back.
      }
    }, REFRESH_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [served, source, active]);
  // A new page load or revalidation brings its own list: that one wins over an older refresh.
  return fresh && fresh.from === served ? fresh.items : served;
}

/** What may be done to one annotation or reply: edit or delete one's own, report another's, hide or restore (moderators). */
function ItemActions({
  target,
  mine,
  canModerate,
  hidden,
  text,
  label,
  busy,
}: {
  target: { annotationId: string } | { replyId: number };
  mine: boolean;
  canModerate: boolean;
  hidden: boolean;
  text: string;
  label: string;
  busy: boolean;
}) {
  const t = useT(groupMessages);
  const key = 'annotationId' in target ? target.annotationId : `reply-${target.replyId}`;
  const hiddenFields =
    'annotationId' in target ? (
      <input type="hidden" name="annotationId" value={target.annotationId} />
    ) : (
      <input type="hidden" name="replyId" value={target.replyId} />
    );
  return (
    <details className="group-actions">
      <summary className="reader-link-button">
        {t('actions')}
        <span className="sr-only">: {label}</span>
      </summary>
      <div className="mt-2 flex flex-col gap-3">
        {mine ? (
          <>
            <Form method="post" noValidate className="flex flex-col gap-1">
              <input type="hidden" name="intent" value="group-edit" />
              {hiddenFields}
              <label htmlFor={`edit-${key}`}>{t('editLabel')}</label>
              <textarea key={text} id={`edit-${key}`} name="body" rows={2} maxLength={2000} defaultValue={text} className="reader-input" />
              <button type="submit" className="reader-button self-start" disabled={busy}>
                {t('save')}
              </button>
            </Form>
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="group-delete" />
              {hiddenFields}
              <button type="submit" className="reader-link-button" disabled={busy}>
                {'annotationId' in target ? t('deleteNote') : t('delete')}
              </button>
            </Form>
          </>
        ) : (
          <Form method="post" noValidate className="flex flex-col gap-1">
            <input type="hidden" name="intent" value="group-report" />
            {hiddenFields}
            <label htmlFor={`report-${key}`}>{t('reportReason')}</label>
            <input id={`report-${key}`} name="reason" maxLength={500} required className="reader-input" />
            <button type="submit" className="reader-link-button self-start" disabled={busy}>
              {t('report')}
            </button>
          </Form>
        )}
        {canModerate ? (
          <Form method="post" noValidate className="flex flex-col gap-1">
            {hiddenFields}
            {hidden ? (
              <button type="submit" name="intent" value="group-restore" className="reader-link-button self-start" disabled={busy}>
                {t('restore')}
              </button>
            ) : (
              <>
                <input type="hidden" name="intent" value="group-hide" />
                <label htmlFor={`hide-${key}`}>{t('hideReason')}</label>
                <input id={`hide-${key}`} name="reason" maxLength={500} required className="reader-input" />
                <button type="submit" className="reader-link-button self-start" disabled={busy}>
                  {t('hide')}
                </button>
              </>
            )}
          </Form>
        ) : null}
      </div>
    </details>
  );
}

/**
 * The chapter's annotations shared in the reader's groups: counted in the margin beside their
 * paragraphs, and listed after the text, each quote with who wrote what, its thread, a reply box,
 * and what its author, the members and the moderators may do. A plain GET form chooses which
 * groups show. Plain forms: they work before the script runs and without it.
 */
export function GroupNotes({
  shared: served,
  groups,
  view,
  source,
  result,
}: {
  shared: ChapterShared;
  groups: { id: number; name: string }[];
  /** The groups the reader chose to see (null: all), and whether every thread shows. */
  view: { shown: number[] | null; all: boolean };
  source: string;
  /** The server's answer to the last group form (a refusal is said here, with or without the script). */
  result?: GroupNoteState;
}) {
  const t = useT(groupMessages);
  const locale = useLocale();
  const navigation = useNavigation();
  const { threads: annotations, margin, total } = useSharedAnnotations(served, source, groups.length > 0);
  const { shown } = view;
  // A margin count whose thread is not listed yet leads to the page that lists them all.
  const showAll = sharedQuery({ ...view, all: true });
  useGroupMargin(useChapterElement(), margin, annotations, showAll, locale);
  const busy = navigation.state === 'submitting' && String(navigation.formData?.get('intent') ?? '').startsWith('group-');
  if (!annotations.length && !groups.length) return null;
  const groupName = (id: number) => groups.find((group) => group.id === id)?.name ?? '';
  return (
    <section data-group-notes="" aria-labelledby="group-notes-title" className="mx-auto my-8 flex max-w-prose flex-col gap-4 border-t border-line px-4 pt-6">
      <h2 id="group-notes-title" className="text-xl font-semibold">
        {t('sharedTitle')}
      </h2>
      {groups.length ? (
        <Form method="get" noValidate className="flex flex-col gap-2">
          <input type="hidden" name="shown" value="1" />
          <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
            <legend className="mb-1 font-medium">{t('showGroups')}</legend>
            {groups.map((group) => (
              <label key={group.id} className="flex min-h-11 items-center gap-2">
                <input type="checkbox" name="group" value={group.id} defaultChecked={shown === null || shown.includes(group.id)} className="size-5" />
                {group.name}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="reader-button self-start">
            {t('show')}
          </button>
        </Form>
      ) : null}
      <div aria-live="polite">
        {result?.message && !result.ok ? (
          <p role="alert" className="font-medium text-danger">
            {t(result.message)}
          </p>
        ) : null}
        {result?.message && result.ok ? (
          <p role="status" className="font-medium">
            {t(result.message)}
          </p>
        ) : null}
      </div>
      {annotations.length === 0 ? <p>{shown !== null && shown.length === 0 ? t('noneShown') : t('sharedNone')}</p> : null}
      <ol className="flex flex-col gap-6">
        {annotations.map((note) => {
          const author = note.author ?? t('formerMember');
          return (
            <li key={note.id} id={`shared-${note.id}`} tabIndex={-1} className="flex scroll-mt-20 flex-col gap-2 rounded-lg border border-line bg-surface p-4">
              <blockquote className="border-l-4 border-brand pl-3 italic">{note.selector.quote.exact}</blockquote>
              {note.orphaned ? <p className="text-sm text-muted">{t('orphaned')}</p> : null}
              <p>
                <strong>{author}</strong> · {groupName(note.groupId)}
              </p>
              {note.hidden ? (
                <p className="text-muted">{note.hidden.reason ? t('hiddenWithReason', { reason: note.hidden.reason }) : t('hiddenByModerators')}</p>
              ) : null}
              {note.comment ? <p className="whitespace-pre-line">{note.comment}</p> : null}
              <ItemActions
                target={{ annotationId: note.id }}
                mine={note.mine}
                canModerate={note.canModerate}
                hidden={note.hidden !== null}
                text={note.comment ?? ''}
                label={author}
                busy={busy}
              />
              {note.replies.length ? (
                <ul aria-label={t('replies')} className="flex flex-col gap-2 border-l border-line pl-3">
                  {note.replies.map((answer) => {
                    const replier = answer.author ?? t('formerMember');
                    return (
                      <li key={answer.id} className="flex flex-col gap-1">
                        <p>
                          <strong>{replier}</strong>:{' '}
                          {answer.hidden ? (answer.hidden.reason ? t('hiddenWithReason', { reason: answer.hidden.reason }) : t('hiddenByModerators')) : null}
                          {answer.body ? <span className="whitespace-pre-line"> {answer.body}</span> : null}
                        </p>
                        <ItemActions
                          target={{ replyId: answer.id }}
                          mine={answer.mine}
                          canModerate={note.canModerate}
                          hidden={answer.hidden !== null}
                          text={answer.body ?? ''}
                          label={replier}
                          busy={busy}
                        />
                      </li>
                    );
                  })}
                </ul>
              ) : null}
              {/* A new reply in the thread clears the box (a refused one keeps what was typed). */}
              <Form key={note.replies.length} method="post" noValidate className="flex flex-col gap-1">
                <input type="hidden" name="intent" value="group-reply" />
                <input type="hidden" name="annotationId" value={note.id} />
                <label htmlFor={`reply-${note.id}`}>{t('replyLabel')}</label>
                <textarea id={`reply-${note.id}`} name="body" rows={2} maxLength={2000} required className="reader-input" />
                <button type="submit" className="reader-button self-start" disabled={busy}>
                  {t('reply')}
                </button>
              </Form>
            </li>
          );
        })}
      </ol>
      {annotations.length < total ? (
        <p>
          <Link to={showAll} className="text-brand underline">
            {t('showAllThreads', { total })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
