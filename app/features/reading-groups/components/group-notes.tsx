import { useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '#app/i18n/messages.ts';
import type { SharedAnnotation } from '../group-annotations.server.ts';
import type { GroupFormResult } from '../group-forms.server.ts';
import { groupMessages } from '../messages.ts';

/** The words for a refused group form, by the server's reason. */
function refusalMessage(error: string) {
  const known = { invalid: 'formInvalid', closed: 'formClosed', forbidden: 'formForbidden', 'cannot-read': 'formCannotRead', 'not-in-group': 'formCannotRead', 'too-fast': 'formTooFast' } as const;
  return known[error as keyof typeof known] ?? 'formNotFound';
}

/** How often an open chapter asks for its groups' new annotations and replies. */
export const REFRESH_SECONDS = 10;

/**
 * The chapter's shared annotations, kept fresh while the page is in view: new notes and replies
 * from other members appear without a reload (any server answers, so it works across servers).
 * It waits while someone is typing in the section, so a reply being written is never disturbed.
 */
function useSharedAnnotations(served: SharedAnnotation[], source: string, active: boolean): SharedAnnotation[] {
  const [fresh, setFresh] = useState<{ from: SharedAnnotation[]; items: SharedAnnotation[] } | null>(null);
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(async () => {
      const focused = document.activeElement;
      const typing = focused instanceof HTMLElement && (focused.tagName === 'TEXTAREA' || focused.tagName === 'INPUT') && focused.closest('[data-group-notes]') !== null;
      if (document.visibilityState !== 'visible' || typing) return;
      try {
        const response = await fetch(source, { headers: { Accept: 'application/json' } });
        if (response.ok) setFresh({ from: served, items: ((await response.json()) as { annotations: SharedAnnotation[] }).annotations });
      } catch {
        // Offline: the served list stays until the connection is back.
      }
    }, REFRESH_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [served, source, active]);
  // A new page load or revalidation brings its own list: that one wins over an older refresh.
  return fresh && fresh.from === served ? fresh.items : served;
}

/**
 * The chapter's annotations shared in the reader's groups, after the text: each quote with who
 * wrote what, its thread, a reply box, and (for moderators) hiding with a reason. Plain forms:
 * they work before the script runs and without it.
 */
export function GroupNotes({
  annotations: served,
  groups,
  source,
  result,
}: {
  annotations: SharedAnnotation[];
  groups: { id: number; name: string }[];
  source: string;
  /** The server's answer to the last group form (a refusal is said here, with or without the script). */
  result?: GroupFormResult;
}) {
  const t = useT(groupMessages);
  const navigation = useNavigation();
  const annotations = useSharedAnnotations(served, source, groups.length > 0);
  const busy = navigation.state === 'submitting' && String(navigation.formData?.get('intent') ?? '').startsWith('group-');
  if (!annotations.length && !groups.length) return null;
  const groupName = (id: number) => groups.find((group) => group.id === id)?.name ?? '';
  return (
    <section data-group-notes="" aria-labelledby="group-notes-title" className="mx-auto my-8 flex max-w-prose flex-col gap-4 border-t border-line px-4 pt-6">
      <h2 id="group-notes-title" className="text-xl font-semibold">{t('sharedTitle')}</h2>
      <div aria-live="polite">{result && !result.ok ? <p role="alert" className="font-medium text-danger">{t(refusalMessage(result.error))}</p> : null}</div>
      {annotations.length === 0 ? <p>{t('sharedNone')}</p> : null}
      <ol className="flex flex-col gap-6">
        {annotations.map((note) => (
          <li key={note.id} id={`shared-${note.id}`} className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4">
            <blockquote className="border-l-4 border-brand pl-3 italic">{note.selector.quote.exact}</blockquote>
            <p>
              <strong>{note.author ?? t('formerMember')}</strong> · {groupName(note.groupId)}
            </p>
            {note.hidden ? <p className="text-muted">{note.hidden.reason ? t('hiddenWithReason', { reason: note.hidden.reason }) : t('hiddenByModerators')}</p> : null}
            {note.comment ? <p className="whitespace-pre-line">{note.comment}</p> : null}
            {note.replies.length ? (
              <ul aria-label={t('replies')} className="flex flex-col gap-1 border-l border-line pl-3">
                {note.replies.map((answer) => (
                  <li key={answer.id}>
                    <strong>{answer.author ?? t('formerMember')}</strong>: {answer.hidden ? (answer.hidden.reason ? t('hiddenWithReason', { reason: answer.hidden.reason }) : t('hiddenByModerators')) : null}
                    {answer.body ? <span className="whitespace-pre-line"> {answer.body}</span> : null}
                  </li>
                ))}
              </ul>
            ) : null}
            <Form method="post" noValidate className="flex flex-col gap-1">
              <input type="hidden" name="intent" value="group-reply" />
              <input type="hidden" name="annotationId" value={note.id} />
              <label htmlFor={`reply-${note.id}`}>{t('replyLabel')}</label>
              <textarea id={`reply-${note.id}`} name="body" rows={2} maxLength={2000} required className="reader-input" />
              <button type="submit" className="reader-button" disabled={busy}>
                {t('reply')}
              </button>
            </Form>
            {note.canModerate ? (
              <Form method="post" noValidate className="flex flex-col gap-1">
                <input type="hidden" name="annotationId" value={note.id} />
                {note.hidden ? (
                  <button type="submit" name="intent" value="group-restore" className="reader-link-button">
                    {t('restore')}
                  </button>
                ) : (
                  <>
                    <input type="hidden" name="intent" value="group-hide" />
                    <label htmlFor={`hide-${note.id}`}>{t('hideReason')}</label>
                    <input id={`hide-${note.id}`} name="reason" maxLength={500} required className="reader-input" />
                    <button type="submit" className="reader-link-button">
                      {t('hide')}
                    </button>
                  </>
                )}
              </Form>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
