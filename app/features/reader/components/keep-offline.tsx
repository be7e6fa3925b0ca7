/**
 * "Keep this book for reading offline": every chapter's page and route data go into the service
 * worker's reader cache (the same one opened chapters go to), so the whole book opens with no
 * network. Shown once the page runs in a browser that has the Cache API.
 */
import { useState } from 'react';
import { localizePath } from '#app/i18n/locales.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { useHydrated } from '#app/ui/hydrated.ts';
import { readerMessages } from '../messages.ts';

/** The service worker's cache for the reader (public/sw.js). */
const READER_CACHE = 'ipe-reader';

export function KeepOffline({ base, chapters }: { base: string; chapters: { slug: string }[] }) {
  const t = useT(readerMessages);
  const locale = useLocale();
  const hydrated = useHydrated();
  const [state, setState] = useState<{ done: number; failed: boolean } | null>(null);
  if (!hydrated || typeof caches === 'undefined') return null;
  const total = chapters.length;
  const keep = async () => {
    setState({ done: 0, failed: false });
    // Read aloud's code and words, fetched now so the service worker keeps them: it speaks offline too.
    void import('./read-aloud-player.tsx').then((player) => player.preloadWords(locale));
    // The dyslexia-friendly font's faces (reader.css), whichever font is chosen now: the service
    // worker keeps them, so choosing that font offline shows it. 'aĀ' asks for Latin and Latin Extended.
    for (const face of ['', 'bold ', 'italic ', 'italic bold ']) void document.fonts?.load(`${face}1em "Atkinson Hyperlegible"`, 'aĀ').catch(() => undefined);
    const cache = await caches.open(READER_CACHE);
    let done = 0;
    let failed = false;
    for (const chapter of chapters) {
      const page = localizePath(`${base}/${chapter.slug}`, locale);
      try {
        for (const url of [page, `${page}.data`]) {
          const response = await fetch(url, { credentials: 'same-origin' });
          if (!response.ok) throw new Error(String(response.status));
          await cache.put(url, response);
        }
      } catch {
        failed = true;
      }
      setState({ done: ++done, failed });
    }
  };
  const finished = state !== null && state.done === total;
  return (
    <div className="mb-4 rounded-md border border-line p-3">
      <button type="button" className="reader-button" onClick={() => void keep()} disabled={state !== null && !finished}>
        {t('keepOffline')}
      </button>
      <p role="status" className="mt-2 text-sm text-muted">
        {state === null
          ? t('keepOfflineLead')
          : finished
            ? t(state.failed ? 'keptOfflinePartly' : 'keptOffline')
            : t('keepingOffline', { done: state.done, total })}
      </p>
    </div>
  );
}
