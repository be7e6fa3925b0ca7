/**
 * Registers /sw.js (scope /) on every page. The app hydrates after the window's `load` event has
 * often fired already, so waiting for it would never register: register now when the document is
 * complete, else at load. A new worker waiting behind an active one is announced with the
 * `sw-update` event (the shell offers a reload) and takes over when `activateUpdate()` is called.
 */
export const SW_UPDATE_EVENT = 'sw-update';

let waiting: ServiceWorker | null = null;

function announce(worker: ServiceWorker) {
  waiting = worker;
  window.dispatchEvent(new CustomEvent(SW_UPDATE_EVENT));
}

function watch(registration: ServiceWorkerRegistration) {
  // A first install has no controller yet: nothing to announce.
  if (registration.waiting && navigator.serviceWorker.controller) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) announce(worker);
    });
  });
}

export function registerServiceWorker() {
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(watch)
      .catch(() => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

export function hasWaitingUpdate(): boolean {
  return waiting !== null;
}

/** The waiting worker takes over; the page reloads once it controls it. */
export function activateUpdate() {
  if (!waiting) return location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
  waiting.postMessage('skip-waiting');
}

/** At sign-out: chapters kept for offline reading may hold the person's notes. */
export function forgetOfflineReading() {
  if ('caches' in window) void caches.delete('ipe-reader');
}

const OFFLINE_OWNER = 'ipe-reader-owner';

/**
 * The page says whose offline copies this device may keep (null: nobody is signed in). Copies kept
 * while someone else, or someone whose session has since ended, was signed in are removed, so a
 * shared device does not keep a paid book readable. Copies kept by a visitor (open access only)
 * stay until someone signs in and out.
 */
export function keepOfflineReadingFor(owner: string | null) {
  let recorded: string | null = null;
  try {
    recorded = localStorage.getItem(OFFLINE_OWNER);
    if (owner) localStorage.setItem(OFFLINE_OWNER, owner);
    else localStorage.removeItem(OFFLINE_OWNER);
  } catch {
    // No storage: nothing was recorded, so nothing is known to be someone else's.
  }
  if (recorded && recorded !== owner && 'caches' in window) void caches.delete('ipe-reader');
}
