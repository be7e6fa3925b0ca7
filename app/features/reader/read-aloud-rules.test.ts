import { describe, expect, it } from 'vitest';
import { chooseVoice, laterPlace, nextPlace, normalizeLang, normalizeRate, sentencesOf, type VoiceLike } from './read-aloud-rules.ts';

describe('sentencesOf', () => {
  it('cuts a passage into its sentences, with their places in the block', () => {
    const text = 'Chamai-me Ismael. Há alguns anos — não importa quantos — eu tinha pouco dinheiro! E agora?';
    const sentences = sentencesOf([{ lang: 'pt-BR', text }]);
    expect(sentences.map((s) => s.text)).toEqual(['Chamai-me Ismael.', 'Há alguns anos — não importa quantos — eu tinha pouco dinheiro!', 'E agora?']);
    for (const s of sentences) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('splits each run by its own language and keeps its language; offsets run over the whole block', () => {
    const runs = [
      { lang: 'en', text: 'He said it plainly. ' },
      { lang: 'la', text: 'Alea iacta est. Veni, vidi, vici. ' },
      { lang: 'en', text: 'Then he left.' },
    ];
    const block = runs.map((r) => r.text).join('');
    const sentences = sentencesOf(runs);
    expect(sentences.map((s) => [s.lang, s.text])).toEqual([
      ['en', 'He said it plainly.'],
      ['la', 'Alea iacta est.'],
      ['la', 'Veni, vidi, vici.'],
      ['en', 'Then he left.'],
    ]);
    for (const s of sentences) expect(block.slice(s.start, s.end)).toBe(s.text);
  });

  it('cuts Japanese at its own full stop, and leaves out blanks and lone punctuation', () => {
    expect(sentencesOf([{ lang: 'ja', text: '吾輩は猫である。名前はまだ無い。' }]).map((s) => s.text)).toEqual(['吾輩は猫である。', '名前はまだ無い。']);
    expect(
      sentencesOf([
        { lang: 'en', text: '   ' },
        { lang: 'en', text: ' — ' },
      ]),
    ).toEqual([]);
  });

  it('a malformed language tag still splits', () => {
    expect(sentencesOf([{ lang: 'not a tag!', text: 'One. Two.' }]).map((s) => s.text)).toEqual(['One.', 'Two.']);
  });
});

const voice = (lang: string, name = lang, extra: Partial<VoiceLike> = {}): VoiceLike => ({ lang, name, default: false, localService: false, ...extra });

describe('chooseVoice', () => {
  it('takes the very language and region first', () => {
    expect(chooseVoice([voice('pt-PT'), voice('pt-BR'), voice('en-US')], 'pt-BR')?.lang).toBe('pt-BR');
  });

  it('falls back to the base language: pt-PT reads pt-BR, and any pt reads pt', () => {
    expect(chooseVoice([voice('en-US'), voice('pt-PT')], 'pt-BR')?.lang).toBe('pt-PT');
    expect(chooseVoice([voice('en-US'), voice('pt-BR')], 'pt')?.lang).toBe('pt-BR');
  });

  it('reads the spellings platforms use (pt_BR, PT-br)', () => {
    expect(chooseVoice([voice('pt_BR')], 'pt-BR')?.name).toBe('pt_BR');
    expect(chooseVoice([voice('PT-br')], 'pt-br')?.name).toBe('PT-br');
    expect(normalizeLang('pt_br')).toBe('pt-BR');
  });

  it('among equals prefers a voice on the device, then the default', () => {
    const voices = [voice('en-GB', 'online'), voice('en-GB', 'device', { localService: true }), voice('en-GB', 'default', { default: true })];
    expect(chooseVoice(voices, 'en-GB')?.name).toBe('device');
    expect(chooseVoice([voice('en-GB', 'a'), voice('en-GB', 'b', { default: true })], 'en')?.name).toBe('b');
  });

  it('has none for a language the browser cannot speak, or no language', () => {
    expect(chooseVoice([voice('en-US'), voice('de-DE')], 'pt-BR')).toBeNull();
    expect(chooseVoice([], 'en')).toBeNull();
    expect(chooseVoice([voice('en-US')], '')).toBeNull();
  });
});

describe('nextPlace', () => {
  it('goes on to the next sentence, and back to the one before', () => {
    expect(nextPlace(3, 10, 1, 'chapter-2')).toEqual({ kind: 'sentence', index: 4 });
    expect(nextPlace(3, 10, -1, 'chapter-2')).toEqual({ kind: 'sentence', index: 2 });
  });

  it('past the last sentence opens the next chapter, or ends with the book', () => {
    expect(nextPlace(9, 10, 1, 'chapter-2')).toEqual({ kind: 'chapter', chapter: 'chapter-2' });
    expect(nextPlace(9, 10, 1, null)).toEqual({ kind: 'end' });
    expect(nextPlace(0, 0, 1, 'chapter-2')).toEqual({ kind: 'chapter', chapter: 'chapter-2' });
  });

  it('back from the first sentence stays on it', () => {
    expect(nextPlace(0, 10, -1, 'chapter-2')).toEqual({ kind: 'sentence', index: 0 });
  });
});

it('normalizeRate keeps the offered speeds only', () => {
  expect(normalizeRate(1.5)).toBe(1.5);
  expect(normalizeRate(7)).toBe(1);
  expect(normalizeRate('2')).toBe(1);
});

describe("read aloud's place, kept here and with the account", () => {
  type Place = { chapter: string; offset: number; inBlock: number; excerpt: string; at?: string };
  const here: Place = { chapter: 'c2', offset: 40, inBlock: 1, excerpt: 'Aqui', at: '2026-03-02T10:00:00.000Z' };
  const there: Place = { chapter: 'c5', offset: 900, inBlock: 0, excerpt: 'Lá', at: '2026-03-01T10:00:00.000Z' };
  it('offers the place reached last, on this device or another', () => {
    expect(laterPlace(here, there)).toBe(here);
    expect(laterPlace({ ...here, at: '2026-02-01T00:00:00.000Z' }, there)).toBe(there);
  });
  it('takes whichever there is; a place kept before places had a moment loses to the account’s', () => {
    expect(laterPlace(null, there)).toBe(there);
    expect(laterPlace(here, null)).toBe(here);
    expect(laterPlace(null, null)).toBeNull();
    const { at: _, ...old } = here;
    expect(laterPlace<Place>(old, there)).toBe(there);
  });
});
