/**
 * A reader panel. Without JavaScript it is a section the server renders for `?panel=name` (with a
 * link that closes it); with JavaScript it is a modal <dialog> drawer: focus stays inside, Escape
 * closes it, and focus returns to the button that opened it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '#app/i18n/messages.ts';
import { readerMessages } from '../messages.ts';

export type PanelName = 'contents' | 'cover' | 'references' | 'bookmarks' | 'notes' | 'search' | 'settings';
export const PANELS: PanelName[] = ['contents', 'cover', 'references', 'bookmarks', 'notes', 'search', 'settings'];

export function isPanel(value: string | null): value is PanelName {
  return PANELS.includes(value as PanelName);
}

export function ReaderPanel({
  name,
  title,
  closeHref,
  hydrated,
  onClose,
  children,
}: {
  name: PanelName;
  title: string;
  closeHref: string;
  hydrated: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT(readerMessages);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !hydrated) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The server may have rendered it open (non-modal): reopen as a modal to trap focus.
    if (dialog.open) dialog.close();
    dialog.showModal();
    // A close event queued by an earlier run of this effect arrives when the dialog is open again: ignore it.
    const onCancel = () => {
      if (!dialog.open) onClose();
    };
    dialog.addEventListener('close', onCancel);
    return () => {
      dialog.removeEventListener('close', onCancel);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [hydrated, onClose]);
  return (
    <dialog ref={ref} open={!hydrated} id={`panel-${name}`} aria-labelledby={`panel-${name}-title`} className="reader-panel">
      <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3">
        <h2 id={`panel-${name}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {hydrated ? (
          <button type="button" className="reader-icon-button" onClick={() => ref.current?.close()}>
            {t('close')}
          </button>
        ) : (
          <a href={closeHref} className="reader-icon-button">
            {t('close')}
          </a>
        )}
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}
