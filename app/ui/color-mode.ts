export type ColorMode = 'system' | 'light' | 'dark';
export const COLOR_MODE_KEY = 'color-mode';
export const THEME_COLORS = { light: '#fafaf9', dark: '#2d2d2d' } as const;

/**
 * Runs inline in <head> before the first paint: applies the stored mode (or the mode the page
 * forces through data-force-color-mode), so a dark page never flashes light. Also exposed as
 * window.__applyColorMode for the switcher.
 */
export const colorModeScript = `(function(){var d=document.documentElement;function apply(m){var f=d.getAttribute('data-force-color-mode');if(f)m=f;var dark=m==='dark'||(m!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);d.classList.toggle('dark',dark);d.setAttribute('data-color-mode',m);var t=document.querySelector('meta[name=theme-color]');if(t)t.setAttribute('content',dark?'${THEME_COLORS.dark}':'${THEME_COLORS.light}');}window.__applyColorMode=apply;var m='system';try{m=localStorage.getItem('${COLOR_MODE_KEY}')||'system'}catch(e){}apply(m);matchMedia('(prefers-color-scheme: dark)').addEventListener('change',function(){apply(d.getAttribute('data-color-mode')||'system')});})();`;
