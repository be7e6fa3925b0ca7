/**
 * Read aloud's rules, apart from the browser: how a passage is cut into sentences (by its own
 * language), which of the browser's voices speaks a language, and where reading goes after a
 * sentence (the next one, the next chapter, or the end of the book).
 */

/** A stretch of a block's text in one language (a quotation in another language is its own run). */
export interface LangRun {
  lang: string;
  text: string;
}

/** A sentence to speak: where it sits in its block's text, what it says, in which language. */
export interface Sentence {
  start: number;
  end: number;
  text: string;
  lang: string;
}

/**
 * The sentences of a block given as runs of one language each; offsets count from the block's
 * first run. Each run is split by its own language's rules (Intl.Segmenter); the blank around a
 * sentence is left out, and a run with no letters or digits (a lone dash, a bracket) is not spoken.
 */
export function sentencesOf(runs: LangRun[]): Sentence[] {
  const sentences: Sentence[] = [];
  let base = 0;
  for (const run of runs) {
    for (const part of segment(run.text, run.lang)) {
      const lead = part.text.length - part.text.trimStart().length;
      const text = part.text.trim();
      if (/[\p{L}\p{N}]/u.test(text)) sentences.push({ start: base + part.index + lead, end: base + part.index + lead + text.length, text, lang: run.lang });
    }
    base += run.text.length;
  }
  return sentences;
}

function segment(text: string, lang: string): { index: number; text: string }[] {
  if (typeof Intl.Segmenter === 'function') {
    let segmenter: Intl.Segmenter;
    try {
      segmenter = new Intl.Segmenter(lang || undefined, { granularity: 'sentence' });
    } catch {
      // A malformed lang attribute in an EPUB: the default rules still cut at full stops.
      segmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });
    }
    return [...segmenter.segment(text)].map((s) => ({ index: s.index, text: s.segment }));
  }
  // Browsers without Intl.Segmenter (Firefox before 125): after . ! ? … followed by a space.
  const parts: { index: number; text: string }[] = [];
  const pattern = /[^.!?…]*(?:[.!?…]+["'”’)\]]*\s*|$)/gu;
  for (let match = pattern.exec(text); match && match[0]; match = pattern.exec(text)) parts.push({ index: match.index, text: match[0] });
  return parts;
}

/** What read aloud needs of a SpeechSynthesisVoice. */
export interface VoiceLike {
  lang: string;
  name: string;
  default: boolean;
  localService: boolean;
}

/** BCP 47 as voices spell it on every platform: Android says pt_BR, some lower-case the region. */
export function normalizeLang(lang: string): string {
  const [language = '', ...rest] = lang.trim().replace(/_/g, '-').split('-');
  return [language.toLowerCase(), ...rest.map((part) => (part.length === 2 ? part.toUpperCase() : part))].join('-');
}

const baseOf = (lang: string) => normalizeLang(lang).split('-')[0]!;

/**
 * The voice for a language: one of that very language and region (pt-BR for pt-BR), else one of
 * its base language (pt-PT for pt-BR, any pt for pt). Among equals, a voice on the device
 * (localService: it speaks offline) and then the system's default. Null when the browser has no
 * voice for the language at all: read aloud says so instead of reading in a wrong accent.
 */
export function chooseVoice<V extends VoiceLike>(voices: readonly V[], lang: string): V | null {
  const wanted = normalizeLang(lang);
  const base = baseOf(lang);
  if (!base) return null;
  const rank = (voice: V) => (normalizeLang(voice.lang) === wanted ? 4 : 0) + (voice.localService ? 2 : 0) + (voice.default ? 1 : 0);
  const candidates = voices.filter((voice) => baseOf(voice.lang) === base);
  return candidates.reduce<V | null>((best, voice) => (!best || rank(voice) > rank(best) ? voice : best), null);
}

/** Where reading goes from sentence `index` of `total`, moving by `step` (1: on, -1: back). */
export type NextPlace = { kind: 'sentence'; index: number } | { kind: 'chapter'; chapter: string } | { kind: 'end' };

/**
 * Forward past the chapter's last sentence: the next chapter (read from its beginning), or the
 * end of the book when there is none. Back from the first sentence stays on it: going back a
 * chapter is the reader's own choice (the ← key or the pager).
 */
export function nextPlace(index: number, total: number, step: 1 | -1, nextChapter: string | null): NextPlace {
  const target = index + step;
  if (target < 0) return { kind: 'sentence', index: 0 };
  if (target < total) return { kind: 'sentence', index: target };
  return nextChapter ? { kind: 'chapter', chapter: nextChapter } : { kind: 'end' };
}

/** The speeds offered, as SpeechSynthesisUtterance.rate; a remembered one not among them is 1. */
export const RATES = [0.75, 1, 1.25, 1.5, 2] as const;

export function normalizeRate(value: unknown): number {
  return RATES.includes(value as (typeof RATES)[number]) ? (value as number) : 1;
}

/** This browser's place in a book and the account's: the one reached last (a place with no moment, kept before places had one, is the older). */
export function laterPlace<P extends { at?: string | undefined }>(local: P | null, account: P | null): P | null {
  if (!local || !account) return local ?? account;
  return (Date.parse(local.at ?? '') || 0) > (Date.parse(account.at ?? '') || 0) ? local : account;
}
