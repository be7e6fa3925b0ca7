import { useSyncExternalStore } from 'react';

export type ColorMode = 'system' | 'light' | 'dark';
/** The cookie that keeps a chosen mode; without it the page follows the system. */
export const COLOR_MODE_COOKIE = 'color-mode';
export const THEME_COLORS = { light: '#fafaf9', dark: '#2d2d2d' } as const;

/** A cookie's value as a mode: anything but "light" or "dark" means the system's. */
export function colorModeFrom(value: string | undefined | null): ColorMode {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/*
 * The server draws the chosen mode into <html> (a class and data-color-mode) and the system's
 * through a media query in app.css, so no script runs before the first paint (the script it
 * replaced read localStorage there: 7–34 ms on a cold browser, decision 0033). In the browser the
 * cookie is the store: the switch writes it and tells the components that read it.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// React reads the snapshot on every render of <html>: one pattern, made once. (lib/cookies.ts would
// bring its decoder into every page's JavaScript for a value that is never encoded.)
const IN_COOKIE = new RegExp(`(?:^|;\\s*)${COLOR_MODE_COOKIE}=([^;]*)`);

function modeInCookie(): ColorMode {
  return colorModeFrom(document.cookie.match(IN_COOKIE)?.[1]);
}

/** Keeps the mode for a year (the system's: the cookie goes) and redraws what depends on it. */
export function chooseColorMode(mode: ColorMode) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    mode === 'system'
      ? `${COLOR_MODE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${COLOR_MODE_COOKIE}=${mode}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  for (const listener of listeners) listener();
}

/** The chosen mode: the server's reading of the cookie while hydrating, the cookie itself afterwards. */
export function useColorMode(onServer: ColorMode): ColorMode {
  return useSyncExternalStore(subscribe, modeInCookie, () => onServer);
}
