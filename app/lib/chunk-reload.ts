import { useEffect } from 'react';

/**
 * After a deploy, an open tab may ask for a page chunk that no longer exists. Reload the page
 * once to get the new build, but at most once a minute, so a real outage cannot loop.
 */
const KEY = 'chunk-reload-at';
const GUARD_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i.test(message);
}

/** Reloads and returns true, unless a reload already happened within the last minute. */
export function reloadForNewBuild(): boolean {
  try {
    const last = Number(sessionStorage.getItem(KEY) || 0);
    if (Date.now() - last < GUARD_MS) return false;
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** In an error boundary: a failed page chunk means a new build; reload to get it. */
export function useReloadOnChunkError(error: unknown): void {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForNewBuild();
  }, [error]);
}
