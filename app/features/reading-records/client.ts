/**
 * Anonymous reading records, the browser side (no dependencies: it ships with the reader).
 * A pseudonym of 16 random bytes, drawn here and redrawn when the UTC day changes, is the only
 * thing that ties a day's events together; it is sent with nothing but the book, the chapter and
 * the kind of event. Events: `open`; `time` for every 30 s the page is visible (at most 20 per
 * chapter and day); `end` once, when the chapter's `[data-chapter-end]` marker comes into view.
 */

const ENDPOINT = '/reading-events';
const STORAGE_KEY = 'reading-records';
const STEP_MS = 30_000;
const MAX_STEPS = 20;

interface DayState {
  day: string;
  id: string;
  /** Per `book/chapter`: time steps sent today. */
  steps: Record<string, number>;
  /** `book/chapter` whose end was sent today. */
  ended: string[];
}

/** Used when local storage is unavailable (private modes, blocked storage): this page only. */
let memory: DayState | undefined;

const today = () => new Date().toISOString().slice(0, 10);

function drawPseudonym(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function load(): DayState {
  const day = today();
  let state: DayState | null | undefined;
  try {
    state = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as DayState | null;
  } catch {
    // Unavailable or unreadable storage: this page's in-memory state.
    state = memory;
  }
  if (!state || typeof state !== 'object' || state.day !== day || !/^[0-9a-f]{32}$/.test(state.id ?? '')) {
    // A new day (or a first visit): a new pseudonym, kept so the day's events share it.
    state = { day, id: drawPseudonym(), steps: {}, ended: [] };
    save(state);
  }
  state.steps ??= {};
  state.ended ??= [];
  return state;
}

function save(state: DayState): void {
  memory = state;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the in-memory copy still bounds this page's events.
  }
}

function send(publicationId: number, chapter: string, kind: 'open' | 'time' | 'end', id: string, proof: string | null): void {
  const body = new URLSearchParams({ p: String(publicationId), c: chapter, k: kind, id });
  if (proof) body.set('t', proof);
  try {
    if (navigator.sendBeacon?.(ENDPOINT, body)) return;
  } catch {
    // Some browsers throw instead of returning false: fall back to fetch.
  }
  fetch(ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {});
}

/**
 * Starts recording a chapter being shown; returns the function that stops it (call it when the
 * chapter is left). Meant for an effect: `useEffect(() => startReadingRecord(id, slug, proof), [id, slug])`.
 * `proof` is the page's token that the chapter was served (a chapter that needs a reading right counts only with it).
 */
export function startReadingRecord(publicationId: number, chapter: string, proof: string | null = null): () => void {
  if (typeof document === 'undefined') return () => {};
  const key = `${publicationId}/${chapter}`;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Visible time not yet sent, and since when the page has been visible (null: hidden). */
  let banked = 0;
  let visibleSince: number | null = null;

  send(publicationId, chapter, 'open', load().id, proof);

  const stepsLeft = () => (load().steps[key] ?? 0) < MAX_STEPS;

  const step = () => {
    const state = load();
    const done = state.steps[key] ?? 0;
    if (done >= MAX_STEPS) return;
    state.steps[key] = done + 1;
    save(state);
    send(publicationId, chapter, 'time', state.id, proof);
  };

  const schedule = () => {
    clearTimeout(timer);
    if (stopped || visibleSince === null || !stepsLeft()) return;
    timer = setTimeout(
      () => {
        banked = 0;
        visibleSince = performance.now();
        step();
        schedule();
      },
      Math.max(0, STEP_MS - banked),
    );
  };

  const onVisibility = () => {
    if (document.visibilityState === 'visible') {
      visibleSince ??= performance.now();
    } else if (visibleSince !== null) {
      banked += performance.now() - visibleSince;
      visibleSince = null;
    }
    schedule();
  };
  document.addEventListener('visibilitychange', onVisibility);
  onVisibility();

  let observer: IntersectionObserver | undefined;
  const markers = document.querySelectorAll('[data-chapter-end]');
  if (markers.length && typeof IntersectionObserver !== 'undefined') {
    observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer?.disconnect();
      const state = load();
      if (state.ended.includes(key)) return;
      state.ended.push(key);
      save(state);
      send(publicationId, chapter, 'end', state.id, proof);
    });
    markers.forEach((marker) => observer!.observe(marker));
  }

  return () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    observer?.disconnect();
  };
}
