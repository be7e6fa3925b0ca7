/** A footnote shown over the text: focus moves into it, Escape or "Close" returns to the reference. */
import { useEffect, useRef } from 'react';
import { useT } from '#app/i18n/messages.ts';
import { readerMessages } from '../messages.ts';
import type { OpenFootnote } from '../reader-behaviour.ts';

export function FootnotePopover({ note, lang, onClose }: { note: OpenFootnote; lang: string; onClose: () => void }) {
  const t = useT(readerMessages);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const onDialogClose = () => {
      if (dialog.open) return;
      onClose();
      note.reference.focus();
    };
    dialog.addEventListener('close', onDialogClose);
    return () => dialog.removeEventListener('close', onDialogClose);
  }, [note, onClose]);
  return (
    <dialog ref={ref} aria-labelledby="footnote-title" className="reader-popover" data-footnote="">
      <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-2">
        <h2 id="footnote-title" className="font-semibold">
          {t('footnote')}
        </h2>
        <button type="button" className="reader-icon-button" onClick={() => ref.current?.close()}>
          {t('close')}
        </button>
      </div>
      <div lang={lang} className="reader-footnote-body px-5 py-3" dangerouslySetInnerHTML={{ __html: note.html }} />
    </dialog>
  );
}
