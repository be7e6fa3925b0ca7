/**
 * Reading settings, kept per browser in localStorage and applied as attributes on <html> by an
 * inline script before the first paint (like the site's colour mode), so the text never jumps.
 * A signed-in reader's settings are kept with the account too (reader_settings), stamped with the
 * moment they were last changed: the most recently changed copy wins, on this device or another
 * (mergeSettings, decision 0013).
 */
export const SETTINGS_KEY = 'reader-settings';
/** Where read aloud kept its speed before it joined the settings (read once, to carry it over). */
const ALOUD_KEY = 'reader-aloud';

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
  /** Read aloud's speed (read-aloud-rules.ts: RATES, the same list; a test holds them equal). */
  rate: (typeof SETTING_VALUES.rate)[number];
}

/** Every value each setting may take: the browser's copy and the server's form are both held to it. */
export const SETTING_VALUES = {
  size: [1, 2, 3, 4, 5],
  spacing: [1, 2, 3],
  letters: [1, 2, 3],
  words: [1, 2, 3],
  font: ['serif', 'sans', 'dyslexic'],
  theme: ['auto', 'light', 'sepia', 'dark'],
  columns: [1, 2],
  rate: [0.75, 1, 1.25, 1.5, 2],
} as const;

export const DEFAULT_SETTINGS: ReaderSettings = { size: 3, spacing: 2, letters: 1, words: 1, font: 'serif', theme: 'auto', columns: 1, rate: 1 };

/** The settings with the moment they were last changed (ISO 8601); null when never changed here. */
export interface StampedSettings {
  settings: ReaderSettings;
  updatedAt: string | null;
}

const ATTRIBUTES = ['size', 'spacing', 'letters', 'words', 'font', 'theme', 'columns'] as const;

function storedJson(key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** This browser's copy, or null when the reader never chose anything here. */
export function readStampedSettings(): StampedSettings | null {
  const stored = storedJson(SETTINGS_KEY);
  if (!stored) return null;
  const rate = stored.rate ?? storedJson(ALOUD_KEY)?.rate;
  return { settings: normalize({ ...stored, rate }), updatedAt: typeof stored.updatedAt === 'string' ? stored.updatedAt : null };
}

export function readSettings(): ReaderSettings {
  return readStampedSettings()?.settings ?? normalize({ rate: storedJson(ALOUD_KEY)?.rate });
}

export function normalize(value: Partial<Record<keyof ReaderSettings, unknown>>): ReaderSettings {
  const pick = <T>(v: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(v as T) ? (v as T) : fallback);
  return {
    size: pick(value.size, SETTING_VALUES.size, DEFAULT_SETTINGS.size),
    spacing: pick(value.spacing, SETTING_VALUES.spacing, DEFAULT_SETTINGS.spacing),
    letters: pick(value.letters, SETTING_VALUES.letters, DEFAULT_SETTINGS.letters),
    words: pick(value.words, SETTING_VALUES.words, DEFAULT_SETTINGS.words),
    font: pick(value.font, SETTING_VALUES.font, DEFAULT_SETTINGS.font),
    theme: pick(value.theme, SETTING_VALUES.theme, DEFAULT_SETTINGS.theme),
    columns: pick(value.columns, SETTING_VALUES.columns, DEFAULT_SETTINGS.columns),
    rate: pick(value.rate, SETTING_VALUES.rate, DEFAULT_SETTINGS.rate),
  };
}

export function applySettings(settings: ReaderSettings): void {
  const html = document.documentElement;
  for (const name of ATTRIBUTES) html.setAttribute(`data-reader-${name}`, String(settings[name]));
}

/** Keeps the settings in this browser (stamped now, unless a copy's own stamp is given) and applies them. */
export function saveSettings(settings: ReaderSettings, updatedAt: string = new Date().toISOString()): StampedSettings {
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ ...settings, updatedAt }));
  } catch {
    // Private mode or full storage: the settings still apply to this page.
  }
  applySettings(settings);
  return { settings, updatedAt };
}

/**
 * This browser's copy and the account's: the one changed last wins. A copy kept here before
 * settings had a stamp loses to the account's, and goes to an account that has none.
 * `keep`: what this browser keeps and shows (null: nothing changes here); `send`: what the
 * account is to keep (null: it has it already).
 */
export function mergeSettings(
  local: StampedSettings | null,
  account: { settings: ReaderSettings; updatedAt: string } | null,
): { keep: StampedSettings | null; send: { settings: ReaderSettings; updatedAt: string } | null } {
  if (!account) return { keep: null, send: local ? { settings: local.settings, updatedAt: local.updatedAt ?? new Date().toISOString() } : null };
  const localAt = local?.updatedAt ? Date.parse(local.updatedAt) : Number.NEGATIVE_INFINITY;
  const accountAt = Date.parse(account.updatedAt);
  if (!local || !(localAt >= accountAt)) return { keep: account, send: null };
  return { keep: null, send: localAt > accountAt ? { settings: local.settings, updatedAt: local.updatedAt! } : null };
}

/**
 * The inline script: the same as reading this browser's copy, merging it with the account's (when
 * the page has one) as mergeSettings does, and applying the winner, without the bundle.
 */
export function readerSettingsScript(account: { settings: ReaderSettings; updatedAt: string } | null = null): string {
  // In a <script>: "<" escaped, so no value can close it.
  const theirs = JSON.stringify(account ? { ...account.settings, updatedAt: account.updatedAt } : null).replace(/</g, '\\u003c');
  return `(function(){try{var s=JSON.parse(localStorage.getItem('${SETTINGS_KEY}')||'{}')||{},c=${theirs};if(c&&!(Date.parse(s.updatedAt)>=Date.parse(c.updatedAt))){s=c;localStorage.setItem('${SETTINGS_KEY}',JSON.stringify(c));}var d=document.documentElement,a=${JSON.stringify(ATTRIBUTES)};for(var i=0;i<a.length;i++){if(s[a[i]]!=null)d.setAttribute('data-reader-'+a[i],String(s[a[i]]));}}catch(e){}})();`;
}
