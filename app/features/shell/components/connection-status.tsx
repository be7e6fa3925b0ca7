import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useT } from '#app/i18n/messages.ts';
import { activateUpdate, hasWaitingUpdate, SW_UPDATE_EVENT } from '#app/lib/service-worker.ts';
import { shellMessages } from '#app/i18n/shell-messages.ts';

function subscribe(notify: () => void) {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

function subscribeUpdate(notify: () => void) {
  window.addEventListener(SW_UPDATE_EVENT, notify);
  return () => window.removeEventListener(SW_UPDATE_EVENT, notify);
}

/** Says when the connection drops, briefly when it returns, and when a new version waits to be loaded. */
export function ConnectionStatus() {
  const t = useT(shellMessages);
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const update = useSyncExternalStore(subscribeUpdate, hasWaitingUpdate, () => false);
  const wasOffline = useRef(false);
  const [showBack, setShowBack] = useState(false);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setShowBack(true);
    const timer = setTimeout(() => setShowBack(false), 4000);
    return () => clearTimeout(timer);
  }, [online]);
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-50 flex justify-center">
      {!online ? <p className="m-2 rounded-md bg-ink px-4 py-2 text-page shadow">{t('offline')}</p> : null}
      {online && showBack ? <p className="m-2 rounded-md bg-success-soft px-4 py-2 text-ink shadow">{t('online')}</p> : null}
      {update ? (
        <p className="m-2 flex items-center gap-3 rounded-md bg-ink px-4 py-2 text-page shadow">
          {t('updateReady')}
          <button type="button" className="min-h-11 rounded-md px-3 font-semibold underline" onClick={activateUpdate}>
            {t('updateReload')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
