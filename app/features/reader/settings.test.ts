import { expect, it } from 'vitest';
import { DEFAULT_SETTINGS, normalize, readerSettingsScript } from './settings.ts';

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
  expect(normalize({ font: 'comic', letters: 0, words: '2', size: 5 })).toEqual({ ...DEFAULT_SETTINGS, size: 5 });
  expect(normalize({})).toEqual(DEFAULT_SETTINGS);
});

it('the pre-paint script sets the new settings too', () => {
  for (const name of ['letters', 'words', 'font']) expect(readerSettingsScript).toContain(`"${name}"`);
});
