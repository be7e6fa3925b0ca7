/**
 * The read-aloud player: a bar at the foot of the reader with play and pause, the previous and
 * the next sentence, the speed and a way out; its keys are P, comma and full stop. Loaded on the
 * first press of the reader's "Read aloud" button. It stays while the reader changes chapter: at a
 * chapter's end it opens the next and reads on.
 */
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { localeInfo, localizePath } from '#app/i18n/locales.ts';
import { formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { readAloudMessages } from '../read-aloud-messages.ts';
import { laterPlace, RATES } from '../read-aloud-rules.ts';
import { ReadAloud, storedPlace, type AloudPlace, type AloudProgress } from '../read-aloud.ts';

/** While listening, the account hears of the place at most this often (and at every pause, stop and leaving). */
const SEND_EVERY_MS = 15_000;

export interface ReadAloudPlayerProps {
  article: RefObject<HTMLElement | null>;
  bookId: number;
  chapter: string;
  next: string | null;
  /** The reader's path without the chapter (/book/{slug}/read). */
  base: string;
  /**
   * The reader page's own: the block the reader has in view, and turning the paged view to a range.
   * Passed in so this chunk shares no module with the page's (each shared one would become a chunk of its own).
   */
  blockInView: (root: HTMLElement) => HTMLElement | null;
  turnTo: (range: Range) => boolean;
  onClose: () => void;
  /** The speed, a reading setting the page keeps (with the account too); told when the reader changes it. */
  rate: number;
  onRate: (rate: number) => void;
  /** The place the account keeps for this book (another device's, maybe), and where to send this one's (a visitor's: nowhere). */
  accountPlace: AloudPlace | null;
  onPlace: (place: AloudPlace | null, at: string) => void;
}

/** Where to start once a chapter is shown: a remembered sentence, or the chapter's beginning. */
type Pending = { chapter: string; offset: number; inBlock: number } | { chapter: string; offset: null };

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)));
}

/**
 * The place as it comes, sent to the account at most every SEND_EVERY_MS, and at once when asked
 * (pause, stop, leaving the page): a sentence lasts a few seconds, the account needs no more.
 */
function useSentPlace(send: (place: AloudPlace | null, at: string) => void) {
  const sendNow = useRef(send);
  useEffect(() => {
    sendNow.current = send;
  });
  const [sender] = useState(() => {
    let latest: { place: AloudPlace | null; at: string } | null = null;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!latest) return;
      const { place, at } = latest;
      latest = null;
      last = Date.now();
      sendNow.current(place, at);
    };
    const note = (place: AloudPlace | null, at: string) => {
      latest = { place, at };
      if (!place) return flush();
      timer ??= setTimeout(flush, Math.max(0, last + SEND_EVERY_MS - Date.now()));
    };
    return { note, flush };
  });
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') sender.flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', sender.flush);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', sender.flush);
      sender.flush();
    };
  }, [sender]);
  return sender;
}

export default function ReadAloudPlayer(props: ReadAloudPlayerProps) {
  const { article, bookId, chapter, next, base, blockInView, turnTo, onClose, accountPlace } = props;
  const t = useT(readAloudMessages);
  const locale = useLocale();
  const navigate = useNavigate();
  const supported = typeof speechSynthesis !== 'undefined' && typeof SpeechSynthesisUtterance !== 'undefined';
  const [state, setState] = useState<AloudProgress | null>(null);
  const [rate, setRate] = useState(props.rate);
  const sent = useSentPlace(props.onPlace);
  // A place kept from an earlier visit, on this device or (signed in) another, is offered before
  // anything is read: the later of the two. One kept here later than the account's, while offline
  // maybe, goes to the account now (the player opens only in the browser).
  const [offer, setOffer] = useState<AloudPlace | null>(() => (supported ? laterPlace(storedPlace(bookId), accountPlace) : null));
  const [locked, setLocked] = useState(false);
  const speaker = useRef<ReadAloud | null>(null);
  const pending = useRef<Pending | null>(null);
  const firstButton = useRef<HTMLButtonElement>(null);

  const startInView = () => {
    const reader = speaker.current;
    const root = article.current;
    const block = root ? blockInView(root) : null;
    if (!reader) return;
    const index = block ? reader.indexOf({ offset: Number(block.dataset.offset) }) : 0;
    void reader.play(Math.max(index, 0));
  };

  // The speaker lives as long as the player; the first press starts reading (or offers the place kept).
  useEffect(() => {
    if (!supported) return;
    const reader = new ReadAloud(speechSynthesis, bookId, props.rate, {
      onChange: (progress) => {
        setState(progress);
        if (progress.status !== 'playing') sent.flush();
      },
      onPlace: sent.note,
      onNextChapter: (slug) => {
        pending.current = { chapter: slug, offset: null };
        void navigate(localizePath(`${base}/${slug}`, locale));
      },
      turnTo,
    });
    speaker.current = reader;
    const local = storedPlace(bookId);
    if (local?.at && laterPlace(local, accountPlace) === local && accountPlace?.at !== local.at) sent.note(local, local.at);
    reader.load(article.current, chapter, next);
    if (!offer) startInView();
    firstButton.current?.focus();
    return () => {
      reader.stop();
      speaker.current = null;
    };
    // Made once: the chapter's changes are followed below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Another chapter: read on from its beginning when reading brought us here, else wait for play.
  const shown = useRef(chapter);
  useEffect(() => {
    const reader = speaker.current;
    if (!reader || shown.current === chapter) return;
    shown.current = chapter;
    reader.load(article.current, chapter, next);
    const wanted = pending.current?.chapter === chapter ? pending.current : null;
    pending.current = null;
    setOffer(null);
    setLocked(Boolean(wanted) && !article.current);
    if (!wanted || !article.current) return;
    const index = wanted.offset === null ? 0 : reader.indexOf(wanted);
    void reader.play(Math.max(index, 0));
  }, [article, chapter, next]);

  const continueFrom = (place: AloudPlace) => {
    setOffer(null);
    const reader = speaker.current;
    if (!reader) return;
    if (place.chapter === chapter) {
      void reader.play(Math.max(reader.indexOf(place), 0));
      return;
    }
    pending.current = { chapter: place.chapter, offset: place.offset, inBlock: place.inBlock };
    void navigate(localizePath(`${base}/${place.chapter}`, locale));
  };

  const status = state?.status ?? 'idle';
  const toggle = () => {
    const reader = speaker.current;
    if (!reader) return;
    setOffer(null);
    if (status === 'playing') reader.pause();
    else if (status === 'paused') void reader.play();
    else startInView();
  };
  const step = (by: 1 | -1) => {
    setOffer(null);
    speaker.current?.step(by);
  };

  // P plays and pauses, comma and full stop move by a sentence (listed in the reader's help line).
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
    if (document.querySelector('dialog[open]')) return;
    const action = { p: toggle, P: toggle, ',': () => step(-1), '.': () => step(1) }[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const languageName = (lang: string) => {
    try {
      return new Intl.DisplayNames([localeInfo[locale].iso], { type: 'language' }).of(lang) ?? lang;
    } catch {
      return lang;
    }
  };
  const problem = !supported
    ? t('noSpeech')
    : locked
      ? t('nextLocked')
      : state?.noVoiceFor
        ? t('noVoice', { language: languageName(state.noVoiceFor) })
        : state?.failed
          ? t('failed')
          : state && state.total === 0
            ? t('nothingToRead')
            : null;
  const said = status === 'playing' ? t('reading') : status === 'paused' ? t('paused') : status === 'ended' ? t('bookEnd') : '';

  // In <body>: the site's footer (content-visibility, its own stacking context) would paint over it.
  return createPortal(
    <section id="reader-aloud" className="reader-aloud" aria-label={t('region')}>
      {offer ? (
        <div className="flex flex-wrap gap-2">
          <button ref={firstButton} type="button" className="reader-button" onClick={() => continueFrom(offer)}>
            {t('continueFrom', { excerpt: offer.excerpt })}
          </button>
          <button type="button" className="reader-tool" onClick={toggle}>
            {t('startHere')}
          </button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-1">
        <button type="button" className="reader-tool" onClick={() => step(-1)} disabled={!supported}>
          <span aria-hidden="true">⏮</span> <span className="max-sm:sr-only">{t('previousSentence')}</span>
        </button>
        <button ref={offer ? undefined : firstButton} type="button" className="reader-tool" onClick={toggle} disabled={!supported}>
          <span aria-hidden="true">{status === 'playing' ? '⏸' : '▶'}</span>{' '}
          <span>{status === 'playing' ? t('pause') : status === 'paused' ? t('resume') : t('play')}</span>
        </button>
        <button type="button" className="reader-tool" onClick={() => step(1)} disabled={!supported}>
          <span aria-hidden="true">⏭</span> <span className="max-sm:sr-only">{t('nextSentence')}</span>
        </button>
        <label className="flex items-center gap-2 px-2">
          <span className="max-sm:sr-only">{t('speed')}</span>
          <select
            className="reader-input"
            value={rate}
            disabled={!supported}
            onChange={(event) => {
              const value = Number(event.target.value);
              setRate(value);
              speaker.current?.setRate(value);
              props.onRate(value);
            }}
          >
            {RATES.map((r) => (
              <option key={r} value={r}>
                {formatNumber(r, locale, { maximumFractionDigits: 2 })}×
              </option>
            ))}
          </select>
        </label>
        {state && state.total ? (
          <span className="px-2 text-sm text-muted">
            {t('sentenceOf', { n: formatNumber(state.index + 1, locale), total: formatNumber(state.total, locale) })}
          </span>
        ) : null}
        <button type="button" className="reader-tool ml-auto" onClick={onClose}>
          <span aria-hidden="true">✕</span> <span className="max-sm:sr-only">{t('close')}</span>
        </button>
      </div>
      <p role="status" className="sr-only">
        {said}
      </p>
      <p role="alert" className="reader-aloud-problem">
        {problem}
      </p>
    </section>,
    document.body,
  );
}

/** Keeping a book offline keeps read aloud's code and words too, so it speaks with no network. */
export function preloadWords(locale: 'pt' | 'en'): void {
  void readAloudMessages.load?.(locale);
}
