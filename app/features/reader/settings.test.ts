import { expect, it } from 'vitest';
import { RATES } from './read-aloud-rules.ts';
import { settingsFormSchema } from './annotations.schema.ts';
import { DEFAULT_SETTINGS, mergeSettings, normalize, readerSettingsScript, SETTING_VALUES, type ReaderSettings } from './settings.ts';

it('keeps the reading comforts chosen: the dyslexia-friendly typeface, letter and word spacing', () => {
  expect(normalize({ font: 'dyslexic', letters: 3, words: 2, spacing: 3 })).toEqual({
    ...DEFAULT_SETTINGS,
    font: 'dyslexic',
    letters: 3,
    words: 2,
    spacing: 3,
  });
});

it('a value from an older or tampered store falls back to the default, setting by setting', () => {
  expect(normalize({ font: 'comic', letters: 0, words: '2', size: 5, rate: 9 })).toEqual({ ...DEFAULT_SETTINGS, size: 5 });
  expect(normalize({})).toEqual(DEFAULT_SETTINGS);
});

it("read aloud's speeds are the settings' own", () => {
  expect([...SETTING_VALUES.rate]).toEqual([...RATES]);
});

it('the pre-paint script sets the new settings too', () => {
  for (const name of ['letters', 'words', 'font']) expect(readerSettingsScript()).toContain(`"${name}"`);
});

const mine: ReaderSettings = { ...DEFAULT_SETTINGS, font: 'dyslexic' };
const theirs: ReaderSettings = { ...DEFAULT_SETTINGS, size: 5 };

it('the most recently changed copy wins, here or in the account', () => {
  const early = '2026-03-01T10:00:00.000Z';
  const late = '2026-03-02T10:00:00.000Z';
  // Changed here after the account's: this device's stay, and the account takes them.
  expect(mergeSettings({ settings: mine, updatedAt: late }, { settings: theirs, updatedAt: early })).toEqual({
    keep: null,
    send: { settings: mine, updatedAt: late },
  });
  // Changed on another device since: this one takes the account's.
  expect(mergeSettings({ settings: mine, updatedAt: early }, { settings: theirs, updatedAt: late })).toEqual({
    keep: { settings: theirs, updatedAt: late },
    send: null,
  });
  // The same moment: nothing to do.
  expect(mergeSettings({ settings: mine, updatedAt: late }, { settings: mine, updatedAt: late })).toEqual({ keep: null, send: null });
});

it('a new device takes the account’s; an account with none takes this device’s, even kept before settings had a moment', () => {
  const at = '2026-03-01T10:00:00.000Z';
  expect(mergeSettings(null, { settings: theirs, updatedAt: at })).toEqual({ keep: { settings: theirs, updatedAt: at }, send: null });
  expect(mergeSettings({ settings: mine, updatedAt: null }, { settings: theirs, updatedAt: at })).toEqual({
    keep: { settings: theirs, updatedAt: at },
    send: null,
  });
  expect(mergeSettings({ settings: mine, updatedAt: at }, null)).toEqual({ keep: null, send: { settings: mine, updatedAt: at } });
  const unstamped = mergeSettings({ settings: mine, updatedAt: null }, null);
  expect(unstamped.send?.settings).toEqual(mine);
  expect(Number.isNaN(Date.parse(unstamped.send!.updatedAt))).toBe(false);
  expect(mergeSettings(null, null)).toEqual({ keep: null, send: null });
});

it('the pre-paint script merges as mergeSettings does, and cannot be broken out of', () => {
  const run = (stored: Record<string, unknown> | null, account: Parameters<typeof readerSettingsScript>[0]) => {
    const store = new Map<string, string>(stored ? [['reader-settings', JSON.stringify(stored)]] : []);
    const attributes: Record<string, string> = {};
    const localStorage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) };
    const document = { documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } };
    new Function('localStorage', 'document', readerSettingsScript(account))(localStorage, document);
    return { font: attributes['data-reader-font'], size: attributes['data-reader-size'], stored: JSON.parse(store.get('reader-settings') ?? 'null') };
  };
  const account = { settings: theirs, updatedAt: '2026-03-02T10:00:00.000Z' };
  expect(run({ ...mine, updatedAt: '2026-03-01T10:00:00.000Z' }, account)).toMatchObject({ font: 'serif', size: '5', stored: { size: 5 } });
  expect(run({ ...mine, updatedAt: '2026-03-03T10:00:00.000Z' }, account)).toMatchObject({ font: 'dyslexic', size: '3' });
  expect(run(null, account)).toMatchObject({ size: '5' });
  expect(run({ ...mine }, null)).toMatchObject({ font: 'dyslexic' });
  expect(readerSettingsScript({ settings: { ...theirs, font: '</script><script>alert(1)//' as 'serif' }, updatedAt: 'x' })).not.toContain('</script>');
});

it('the server takes a setting only among its values, and every setting', () => {
  const form = {
    size: '4',
    spacing: '1',
    letters: '2',
    words: '3',
    font: 'dyslexic',
    theme: 'dark',
    columns: '2',
    rate: '0.75',
    updatedAt: '2026-03-01T10:00:00Z',
  };
  expect(settingsFormSchema.parse(form)).toEqual({
    ...form,
    size: 4,
    spacing: 1,
    letters: 2,
    words: 3,
    columns: 2,
    rate: 0.75,
    updatedAt: new Date(form.updatedAt),
  });
  for (const [field, value] of Object.entries({ size: '6', font: 'Comic', theme: 'auto ', rate: '1.0', columns: '' }))
    expect(settingsFormSchema.safeParse({ ...form, [field]: value }).success, field).toBe(false);
  // A moment in the future is taken as now: no device can hold its copy above every later change.
  expect(settingsFormSchema.parse({ ...form, updatedAt: '2999-01-01T00:00:00Z' }).updatedAt.getTime()).toBeLessThanOrEqual(Date.now());
});
