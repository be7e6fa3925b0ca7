/**
 * Note anchors as W3C Web Annotation selectors: the quoted text with some context (TextQuote)
 * and its offsets in the chapter's text (TextPosition). Pure and dependency-free: the browser
 * describes selections with it, the importer re-attaches notes to a new edition with it.
 */
import type { NoteSelector } from '#app/lib/db/schema.ts';

/** How much context is kept on each side of a quote. */
export const CONTEXT_CHARS = 32;

export function describeSelection(text: string, start: number, end: number): NoteSelector {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end, 0));
  return {
    quote: {
      exact: text.slice(from, to),
      prefix: text.slice(Math.max(0, from - CONTEXT_CHARS), from),
      suffix: text.slice(to, to + CONTEXT_CHARS),
    },
    position: { start: from, end: to },
  };
}

/** Characters that agree, reading backwards from the ends of both strings. */
function commonSuffixLength(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}

function commonPrefixLength(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** Enough to pick among the places of a common phrase; more would only cost time. */
const MAX_CANDIDATES = 1000;

/**
 * Where the selector's quote is in `text`: at its old position if the quote is still there;
 * else the occurrence whose surroundings best match the prefix and suffix (the nearest to the
 * old position among equals); null when the quote no longer occurs.
 */
export function locateSelector(selector: NoteSelector, text: string): { start: number; end: number } | null {
  const { exact, prefix, suffix } = selector.quote;
  if (!exact) return null;
  const { start } = selector.position;
  if (start >= 0 && text.startsWith(exact, start)) return { start, end: start + exact.length };

  let best: { start: number; score: number; distance: number } | null = null;
  let found = 0;
  for (let at = text.indexOf(exact); at !== -1 && found < MAX_CANDIDATES; at = text.indexOf(exact, at + 1), found++) {
    const before = text.slice(Math.max(0, at - prefix.length), at);
    const after = text.slice(at + exact.length, at + exact.length + suffix.length);
    const score = commonSuffixLength(before, prefix) + commonPrefixLength(after, suffix);
    const distance = Math.abs(at - start);
    if (!best || score > best.score || (score === best.score && distance < best.distance)) best = { start: at, score, distance };
  }
  return best ? { start: best.start, end: best.start + exact.length } : null;
}

/**
 * Where a note belongs in a new edition: in its own chapter if the quote is still there, else in
 * the first chapter that holds it; null when no chapter does (the note is orphaned).
 */
export function reattach(
  selector: NoteSelector,
  chapter: string,
  chapters: { slug: string; text: string }[],
): { chapter: string; selector: NoteSelector } | null {
  const own = chapters.find((c) => c.slug === chapter);
  for (const candidate of own ? [own, ...chapters.filter((c) => c !== own)] : chapters) {
    const range = locateSelector(selector, candidate.text);
    if (range) return { chapter: candidate.slug, selector: { quote: selector.quote, position: range } };
  }
  return null;
}

/**
 * A selector the browser sent, as it may be stored: only when its position lies in the chapter's
 * text and holds its quote; the context is taken from the text. Null otherwise (issue 50: one
 * absurd position must not reach the pages of everyone who reads the chapter).
 */
export function selectorInText(selector: NoteSelector, text: string): NoteSelector | null {
  const { start, end } = selector.position;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end <= start || end > text.length) return null;
  return text.slice(start, end) === selector.quote.exact ? describeSelection(text, start, end) : null;
}

/** A note kept elsewhere (a visitor's browser, maybe on an older edition) placed in the chapter's text: at its position, else where its quote is; null when the quote is not in it. */
export function placeInText(selector: NoteSelector, text: string): NoteSelector | null {
  const range = locateSelector(selector, text);
  return range ? describeSelection(text, range.start, range.end) : null;
}
