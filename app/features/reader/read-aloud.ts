/**
 * Read aloud in the browser, with its own speech (Web Speech API): no server is asked, so a chapter
 * kept offline is read offline too. The chapter's blocks become sentences in their own language;
 * each is spoken as an utterance with a voice of that language, highlighted (CSS Custom Highlight
 * API, else a wrapping span taken away after) and kept in view. Loaded only with the player.
 */
import { chooseVoice, nextPlace, normalizeRate, sentencesOf, type LangRun, type Sentence } from './read-aloud-rules.ts';
import { ownTextNodes } from './text-offsets.ts';

export interface Spoken extends Sentence {
  block: HTMLElement;
  /** Its place among its block's sentences: with the block's data-offset, where to continue another day. */
  inBlock: number;
}

/**
 * Where listening stopped in a book: kept in this browser, and with a signed-in reader's account
 * (the player sends it, like the reading place), so another device offers to continue from it.
 */
export interface AloudPlace {
  chapter: string;
  /** The block's data-offset: its place in the edition's text, the same on every visit. */
  offset: number;
  inBlock: number;
  excerpt: string;
  /** When it was reached (ISO 8601): the later of this browser's and the account's is offered. Absent in places kept before. */
  at?: string | undefined;
}

const STORE_KEY = 'reader-aloud';
const HIGHLIGHT = 'reader-aloud';
/** Books whose place is kept; the oldest go first. */
const PLACES_KEPT = 50;

interface Stored {
  places: Record<string, AloudPlace>;
}

function readStore(): Stored {
  try {
    const stored = JSON.parse(localStorage.getItem(STORE_KEY) ?? '{}') as Partial<Stored> | null;
    return { places: stored?.places && typeof stored.places === 'object' ? stored.places : {} };
  } catch {
    return { places: {} };
  }
}

function writeStore(update: (stored: Stored) => Stored): void {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(update(readStore())));
  } catch {
    // Private mode or full storage: listening goes on, the place is not kept.
  }
}

export const storedPlace = (bookId: number): AloudPlace | null => readStore().places[bookId] ?? null;

function savePlace(bookId: number, place: AloudPlace | null): void {
  writeStore((s) => {
    const { [bookId]: _, ...others } = s.places;
    if (!place) return { ...s, places: others };
    // Re-inserted last: the object's order is the order of use.
    const kept = Object.entries(others).slice(-(PLACES_KEPT - 1));
    return { ...s, places: { ...Object.fromEntries(kept), [bookId]: place } };
  });
}

/** The chapter's sentences in the page's order, each block cut by the language of each of its stretches. */
export function chapterSentences(root: HTMLElement): Spoken[] {
  const fallback = root.closest('[lang]')?.getAttribute('lang') ?? '';
  const spoken: Spoken[] = [];
  for (const block of root.querySelectorAll<HTMLElement>('[data-offset]')) {
    const runs: LangRun[] = [];
    for (const node of ownTextNodes(block)) {
      const lang = node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? fallback;
      const last = runs.at(-1);
      if (last && last.lang === lang) last.text += node.data;
      else runs.push({ lang, text: node.data });
    }
    sentencesOf(runs).forEach((sentence, inBlock) => spoken.push({ ...sentence, block, inBlock }));
  }
  return spoken;
}

/** The DOM range of a sentence, from its block's text nodes as they are now (a fallback mark may have split them). */
function rangeOf(sentence: Spoken): Range | null {
  let at = 0;
  const range = document.createRange();
  let started = false;
  for (const node of ownTextNodes(sentence.block)) {
    const end = at + node.length;
    if (!started && sentence.start < end) {
      range.setStart(node, sentence.start - at);
      started = true;
    }
    if (started && sentence.end <= end) {
      range.setEnd(node, sentence.end - at);
      return range;
    }
    at = end;
  }
  return null;
}

function highlight(range: Range | null): void {
  if (typeof CSS !== 'undefined' && 'highlights' in CSS) {
    if (range) CSS.highlights.set(HIGHLIGHT, new Highlight(range));
    else CSS.highlights.delete(HIGHLIGHT);
    return;
  }
  for (const mark of document.querySelectorAll('.reader-aloud-mark')) {
    const parent = mark.parentNode;
    mark.replaceWith(...mark.childNodes);
    parent?.normalize();
  }
  if (!range) return;
  // Without the Highlight API: each piece of text in the sentence gets a span, unwrapped above.
  const pieces: Text[] = [];
  const walker = document.createTreeWalker(range.commonAncestorContainer, NodeFilter.SHOW_TEXT);
  for (let node = walker.currentNode; node; node = walker.nextNode()!) if (node instanceof Text && range.intersectsNode(node)) pieces.push(node);
  for (const text of pieces) {
    const piece = document.createRange();
    piece.selectNodeContents(text);
    if (text === range.startContainer) piece.setStart(text, range.startOffset);
    if (text === range.endContainer) piece.setEnd(text, range.endOffset);
    if (piece.collapsed) continue;
    const mark = document.createElement('span');
    mark.className = 'reader-aloud-mark';
    piece.surroundContents(mark);
  }
}

/** Out of the space between the reader's top bar and the player at the bottom: bring it to the middle. */
function keepInView(range: Range, turnTo: (range: Range) => boolean): void {
  if (turnTo(range)) return;
  const rect = range.getBoundingClientRect();
  const player = document.getElementById('reader-aloud')?.getBoundingClientRect().top ?? window.innerHeight;
  if (rect.top >= 80 && rect.bottom <= player) return;
  range.startContainer.parentElement?.scrollIntoView({ block: 'center' });
}

/** The browser's voices; Chrome lists them only after a moment, announced by voiceschanged. */
function voicesReady(synth: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, 1500);
    synth.addEventListener('voiceschanged', done);
  });
}

export type AloudStatus = 'idle' | 'playing' | 'paused' | 'ended';

export interface AloudProgress {
  status: AloudStatus;
  index: number;
  total: number;
  /** A language the browser has no voice for (its passages are skipped). */
  noVoiceFor: string | null;
  failed: boolean;
}

export interface AloudHooks {
  onChange(state: AloudProgress): void;
  /** Past the chapter's last sentence: open that chapter (the player goes on there). */
  onNextChapter(chapter: string): void;
  /** In two-column mode, turns to the page that shows the range; false when the chapter is not paged. */
  turnTo(range: Range): boolean;
  /** The place reached (null: the book heard to its end), kept in this browser already. */
  onPlace(place: AloudPlace | null, at: string): void;
}

/**
 * Speaks a chapter sentence by sentence. Each utterance carries a token: cancelling one (pause,
 * a sentence skipped) makes the browser end it, and that end must not move reading on. Pause
 * cancels and resume says the sentence again: speechSynthesis.pause() is unreliable (Android
 * ignores it; Chrome drops a paused utterance after a while).
 */
export class ReadAloud {
  private sentences: Spoken[] = [];
  private state: AloudProgress = { status: 'idle', index: 0, total: 0, noVoiceFor: null, failed: false };
  private chapter = '';
  private next: string | null = null;
  private token = 0;
  private voices: SpeechSynthesisVoice[] = [];
  rate: number;
  private readonly synth: SpeechSynthesis;
  private readonly bookId: number;
  private readonly hooks: AloudHooks;

  constructor(synth: SpeechSynthesis, bookId: number, rate: number, hooks: AloudHooks) {
    this.synth = synth;
    this.bookId = bookId;
    this.rate = normalizeRate(rate);
    this.hooks = hooks;
  }

  private keepPlace(place: AloudPlace | null): void {
    const at = new Date().toISOString();
    savePlace(this.bookId, place ? { ...place, at } : null);
    this.hooks.onPlace(place, at);
  }

  get current(): AloudProgress {
    return this.state;
  }

  private set(change: Partial<AloudProgress>): void {
    this.state = { ...this.state, ...change };
    this.hooks.onChange(this.state);
  }

  /** A chapter arrived (or the player opened on one): nothing is spoken until play. */
  load(root: HTMLElement | null, chapter: string, next: string | null): void {
    this.silence();
    this.chapter = chapter;
    this.next = next;
    this.sentences = root ? chapterSentences(root) : [];
    this.set({ status: 'idle', index: 0, total: this.sentences.length, failed: false });
  }

  /** The first sentence of a block, or the remembered one; -1 when it is not in this chapter. */
  indexOf(place: { offset: number; inBlock?: number }): number {
    const inBlock = place.inBlock ?? 0;
    const found = this.sentences.findIndex((s) => Number(s.block.dataset.offset) === place.offset && s.inBlock >= inBlock);
    return found >= 0 ? found : this.sentences.findIndex((s) => Number(s.block.dataset.offset) >= place.offset);
  }

  async play(index = this.state.index): Promise<void> {
    if (!this.sentences.length) return;
    if (!this.voices.length) this.voices = await voicesReady(this.synth);
    this.speak(Math.min(Math.max(index, 0), this.sentences.length - 1));
  }

  private speak(from: number): void {
    const token = ++this.token;
    this.synth.cancel();
    // A passage no voice can read is skipped, and said once; with none left in the chapter, reading stops here.
    let index = from;
    let voice: SpeechSynthesisVoice | null = null;
    for (; index < this.sentences.length && !voice; index++) voice = chooseVoice(this.voices, this.sentences[index]!.lang);
    index--;
    if (index > from || !voice) this.set({ noVoiceFor: this.sentences[from]!.lang });
    if (!voice) {
      highlight(null);
      this.set({ status: 'paused', index: from });
      return;
    }
    const sentence = this.sentences[index]!;
    const range = rangeOf(sentence);
    highlight(range);
    if (range) keepInView(range, this.hooks.turnTo);
    this.set({ status: 'playing', index, failed: false });
    this.keepPlace({
      chapter: this.chapter,
      offset: Number(sentence.block.dataset.offset),
      inBlock: sentence.inBlock,
      excerpt: sentence.text.length > 60 ? `${sentence.text.slice(0, 59)}…` : sentence.text,
    });
    const utterance = new SpeechSynthesisUtterance(sentence.text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.rate = this.rate;
    utterance.addEventListener('end', () => {
      if (token === this.token) this.advance(index);
    });
    utterance.addEventListener('error', (event) => {
      if (token !== this.token || event.error === 'interrupted' || event.error === 'canceled') return;
      this.token++;
      this.set({ status: 'paused', failed: true });
    });
    this.synth.speak(utterance);
  }

  private advance(index: number): void {
    const place = nextPlace(index, this.sentences.length, 1, this.next);
    if (place.kind === 'sentence') this.speak(place.index);
    else if (place.kind === 'chapter') {
      this.silence();
      this.hooks.onNextChapter(place.chapter);
    } else {
      this.silence();
      this.keepPlace(null);
      this.set({ status: 'ended' });
    }
  }

  /** The previous or the next sentence, playing at once; forward from the last one goes on as reading does. */
  step(by: 1 | -1): void {
    if (!this.sentences.length) return;
    const place = nextPlace(this.state.index, this.sentences.length, by, this.next);
    if (place.kind === 'sentence') void this.play(place.index);
    else this.advance(this.state.index);
  }

  pause(): void {
    if (this.state.status !== 'playing') return;
    this.token++;
    this.synth.cancel();
    this.set({ status: 'paused' });
  }

  /** The speed is a reading setting: the player keeps it with the others. */
  setRate(rate: number): void {
    this.rate = rate;
    // The sentence being said starts again at the new speed.
    if (this.state.status === 'playing') this.speak(this.state.index);
  }

  private silence(): void {
    this.token++;
    this.synth.cancel();
    highlight(null);
  }

  stop(): void {
    this.silence();
    this.set({ status: 'idle' });
  }
}
