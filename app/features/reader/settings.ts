/**
 * Reading settings, kept per browser in localStorage and applied as attributes on <html> by an
 * inline script before the first paint (like the site's colour mode), so the text never jumps.
 */
export const SETTINGS_KEY = 'reader-settings';

export interface ReaderSettings {
  size: 1 | 2 | 3 | 4 | 5;
  /** Line height. */
  spacing: 1 | 2 | 3;
  /** Letter spacing and word spacing: 1 is the font's own. */
  letters: 1 | 2 | 3;
  words: 1 | 2 | 3;
  font: 'serif' | 'sans' | 'dyslexic';
  theme: 'auto' | 'light' | 'sepia' | 'dark';
  columns: 1 | 2;
}

export const DEFAULT_SETTINGS: ReaderSettings = { size: 3, spacing: 2, letters: 1, words: 1, font: 'serif', theme: 'auto', columns: 1 };

const ATTRIBUTES = ['size', 'spacing', 'letters', 'words', 'font', 'theme', 'columns'] as const;

export function readSettings(): ReaderSettings {
  try {
    const stored = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<ReaderSettings>;
    return normalize(stored);
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function normalize(value: Partial<Record<keyof ReaderSettings, unknown>>): ReaderSettings {
  const pick = <T>(v: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(v as T) ? (v as T) : fallback);
  return {
    size: pick(value.size, [1, 2, 3, 4, 5] as const, DEFAULT_SETTINGS.size),
    spacing: pick(value.spacing, [1, 2, 3] as const, DEFAULT_SETTINGS.spacing),
    letters: pick(value.letters, [1, 2, 3] as const, DEFAULT_SETTINGS.letters),
    words: pick(value.words, [1, 2, 3] as const, DEFAULT_SETTINGS.words),
    font: pick(value.font, ['serif', 'sans', 'dyslexic'] as const, DEFAULT_SETTINGS.font),
    theme: pick(value.theme, ['auto', 'light', 'sepia', 'dark'] as const, DEFAULT_SETTINGS.theme),
    columns: pick(value.columns, [1, 2] as const, DEFAULT_SETTINGS.columns),
  };
}

export function applySettings(settings: ReaderSettings): void {
  const html = document.documentElement;
  for (const name of ATTRIBUTES) html.setAttribute(`data-reader-${name}`, String(settings[name]));
}

export function saveSettings(settings: ReaderSettings): void {
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Private mode or full storage: the settings still apply to this page.
  }
  applySettings(settings);
}

/** The inline script: the same as readSettings + applySettings, without the bundle. */
export const readerSettingsScript = `(function(){try{var s=JSON.parse(localStorage.getItem('${SETTINGS_KEY}')||'{}')||{};var d=document.documentElement,a=${JSON.stringify(ATTRIBUTES)};for(var i=0;i<a.length;i++){if(s[a[i]]!=null)d.setAttribute('data-reader-'+a[i],String(s[a[i]]));}}catch(e){}})();`;
