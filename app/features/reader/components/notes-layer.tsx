/**
 * Loaded on demand (first selection, or a chapter with notes): draws the notes of the chapter
 * (CSS Custom Highlight API, else <mark> wrapping), and offers "Highlight / Comment" for a selection.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '#app/i18n/messages.ts';
import { describeSelection, locateSelector } from '../anchoring.ts';
import { drawHighlight } from '../highlights.ts';
import { readerMessages } from '../messages.ts';
import { chapterText, pointToOffset, rangeFor } from '../text-offsets.ts';
import type { Annotations } from '../use-annotations.ts';
import type { NoteSelector } from '#app/lib/db/schema.ts';

/** Fallback for browsers without the Highlight API: wraps each text node piece in a <mark>. */
function wrapRange(range: Range): void {
  const root = range.commonAncestorContainer;
  const walker = document.createTreeWalker(root.nodeType === Node.TEXT_NODE ? root.parentNode! : root, NodeFilter.SHOW_TEXT);
  const pieces: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (range.intersectsNode(node)) pieces.push(node as Text);
  for (const piece of pieces) {
    let target = piece;
    const start = piece === range.startContainer ? range.startOffset : 0;
    const end = piece === range.endContainer ? range.endOffset : piece.length;
    if (end <= start) continue;
    if (start > 0) target = target.splitText(start);
    if (end - start < target.length) target.splitText(end - start);
    const mark = document.createElement('mark');
    mark.className = 'reader-note-mark';
    target.replaceWith(mark);
    mark.append(target);
  }
}

function unwrapMarks(root: Element): void {
  for (const mark of root.querySelectorAll('mark.reader-note-mark')) {
    const parent = mark.parentNode!;
    while (mark.firstChild) parent.insertBefore(mark.firstChild, mark);
    mark.remove();
    parent.normalize();
  }
}

export type ShareTarget = { id: number; name: string };
export type SharedNoteInput = { chapter: string; selector: NoteSelector; comment: string };

export default function NotesLayer({
  annotations,
  chapter,
  article,
  shareTargets = [],
  onShare,
}: {
  annotations: Annotations;
  chapter: string;
  article: RefObject<HTMLElement | null>;
  /** Groups a note may be shared with instead of kept private. */
  shareTargets?: ShareTarget[];
  onShare?: (target: number, note: SharedNoteInput) => void;
}) {
  const t = useT(readerMessages);
  const [selection, setSelection] = useState<{ start: number; end: number; top: number; left: number } | null>(null);
  const [comment, setComment] = useState('');
  // Where the note goes: '' keeps it private, else a group's id.
  const [where, setWhere] = useState('');
  // The range being commented: kept apart, since focusing the comment box clears the selection.
  const [pending, setPending] = useState<{ start: number; end: number } | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const notes = annotations.notes.filter((n) => n.chapter === chapter && !n.orphaned);

  // Draw the chapter's notes.
  useEffect(() => {
    const root = article.current;
    if (!root) return;
    const text = chapterText(root);
    const ranges = notes.flatMap((note) => {
      const place = locateSelector(note.selector, text);
      const range = place ? rangeFor(root, place.start, place.end) : null;
      return range ? [range] : [];
    });
    const erase = drawHighlight('reader-note', ranges);
    if (erase) return erase;
    for (const range of ranges) wrapRange(range);
    return () => unwrapMarks(root);
  }, [notes, article]);

  // Follow the selection inside the chapter.
  useEffect(() => {
    const update = () => {
      const root = article.current;
      const current = document.getSelection();
      if (!root || !current || current.isCollapsed || current.rangeCount === 0) return setSelection(null);
      const range = current.getRangeAt(0);
      if (!root.contains(range.commonAncestorContainer)) return setSelection(null);
      const start = pointToOffset(root, range.startContainer, range.startOffset);
      const end = pointToOffset(root, range.endContainer, range.endOffset);
      if (start === null || end === null || end <= start) return setSelection(null);
      const rect = range.getBoundingClientRect();
      setSelection({ start, end, top: rect.bottom + window.scrollY + 8, left: Math.max(8, rect.left + window.scrollX) });
    };
    update();
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, [article]);

  const save = (range: { start: number; end: number } | null, withComment: string, target = '') => {
    const root = article.current;
    if (!root || !range) return;
    const selector = describeSelection(chapterText(root), range.start, range.end);
    if (target && onShare) onShare(Number(target), { chapter, selector, comment: withComment.trim() });
    else annotations.addNote({ chapter, selector, comment: withComment.trim(), color: 'yellow' });
    document.getSelection()?.removeAllRanges();
    setSelection(null);
    setPending(null);
  };

  return (
    <>
      {selection
        ? createPortal(
            <div role="toolbar" aria-label={t('selectionTools')} className="reader-selection-tools" style={{ top: selection.top, left: selection.left }}>
              <button type="button" className="reader-button" onMouseDown={(e) => e.preventDefault()} onClick={() => save(selection, '')}>
                {t('highlight')}
              </button>
              <button
                type="button"
                className="reader-button"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  setPending({ start: selection.start, end: selection.end });
                  setComment('');
                  dialog.current?.showModal();
                }}
              >
                {t('addComment')}
              </button>
            </div>,
            document.body,
          )
        : null}
      <dialog ref={dialog} aria-labelledby="new-note-title" className="reader-popover" onClose={() => setPending(null)}>
        <form
          noValidate
          method="dialog"
          className="space-y-3 p-5"
          onSubmit={(event) => {
            if ((event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'save') save(pending, comment, where);
            else setPending(null);
          }}
        >
          <h2 id="new-note-title" className="text-lg font-semibold">
            {t('newNote')}
          </h2>
          <div className="flex flex-col gap-1">
            <label htmlFor="new-note-comment" className="font-medium">
              {t('comment')}
            </label>
            <textarea id="new-note-comment" rows={4} maxLength={5000} value={comment} onChange={(e) => setComment(e.target.value)} className="reader-input" />
          </div>
          {shareTargets.length ? (
            <div className="flex flex-col gap-1">
              <label htmlFor="new-note-where" className="font-medium">
                {t('noteWhere')}
              </label>
              <select id="new-note-where" value={where} onChange={(e) => setWhere(e.target.value)} className="reader-input">
                <option value="">{t('notePrivate')}</option>
                {shareTargets.map((target) => (
                  <option key={target.id} value={String(target.id)}>
                    {t('noteInGroup', { name: target.name })}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="flex gap-2">
            <button type="submit" value="save" className="reader-button">
              {t('saveNote')}
            </button>
            <button type="submit" value="cancel" className="reader-link-button">
              {t('cancel')}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
