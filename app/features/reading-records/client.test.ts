/**
 * The browser side of reading records, with the browser's APIs stood in for (document visibility,
 * local storage, sendBeacon, IntersectionObserver) and fake timers for visible time.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startReadingRecord } from './client.ts';

type Sent = { url: string; fields: Record<string, string> };
let sent: Sent[];
let storage: Map<string, string>;
let doc: EventTarget & { visibilityState: 'visible' | 'hidden'; querySelectorAll: () => object[] };
let observers: { callback: (entries: { isIntersecting: boolean }[]) => void; observed: object[]; disconnected: boolean }[];
const marker = {};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'], now: new Date('2026-05-10T12:00:00Z') });
  sent = [];
  storage = new Map();
  observers = [];
  doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as 'visible' | 'hidden', querySelectorAll: () => [marker] });
  vi.stubGlobal('document', doc);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  });
  vi.stubGlobal('navigator', {
    sendBeacon: (url: string, body: URLSearchParams) => {
      sent.push({ url, fields: Object.fromEntries(body) });
      return true;
    },
  });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof observers)[number];
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        this.entry = { callback, observed: [], disconnected: false };
        observers.push(this.entry);
      }
      observe(target: object) {
        this.entry.observed.push(target);
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const kinds = () => sent.map((s) => s.fields.k);
const setVisibility = (state: 'visible' | 'hidden') => {
  doc.visibilityState = state;
  doc.dispatchEvent(new Event('visibilitychange'));
};

describe('startReadingRecord', () => {
  it('sends open at once, to /reading-events, with only the book, chapter, kind and a 32-hex pseudonym', () => {
    startReadingRecord(7, 'cap-1');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/reading-events');
    expect(Object.keys(sent[0]!.fields).sort()).toEqual(['c', 'id', 'k', 'p']);
    expect(sent[0]!.fields).toMatchObject({ p: '7', c: 'cap-1', k: 'open' });
    expect(sent[0]!.fields.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sends a time step for every 30 s of visible time only, and nothing after stop', () => {
    const stop = startReadingRecord(7, 'cap-1');
    vi.advanceTimersByTime(29_000);
    expect(kinds()).toEqual(['open']);
    vi.advanceTimersByTime(1_000);
    expect(kinds()).toEqual(['open', 'time']);
    // 10 s more visible, then hidden for 5 minutes: nothing; 20 s visible completes the step.
    vi.advanceTimersByTime(10_000);
    setVisibility('hidden');
    vi.advanceTimersByTime(300_000);
    expect(kinds()).toEqual(['open', 'time']);
    setVisibility('visible');
    vi.advanceTimersByTime(19_000);
    expect(kinds()).toEqual(['open', 'time']);
    vi.advanceTimersByTime(1_000);
    expect(kinds()).toEqual(['open', 'time', 'time']);
    stop();
    vi.advanceTimersByTime(300_000);
    expect(kinds()).toEqual(['open', 'time', 'time']);
  });

  it('stops at 20 steps per chapter and day, also across page views', () => {
    const stop = startReadingRecord(7, 'cap-1');
    vi.advanceTimersByTime(15 * 30_000);
    stop();
    startReadingRecord(7, 'cap-1');
    vi.advanceTimersByTime(15 * 30_000);
    expect(kinds().filter((k) => k === 'time')).toHaveLength(20);
    // Another chapter has its own 20.
    startReadingRecord(7, 'cap-2');
    vi.advanceTimersByTime(30_000);
    expect(sent.at(-1)!.fields).toMatchObject({ c: 'cap-2', k: 'time' });
  });

  it('still bounds steps when local storage is unavailable', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    });
    const stop = startReadingRecord(8, 'cap-1');
    vi.advanceTimersByTime(25 * 30_000);
    stop();
    expect(kinds().filter((k) => k === 'time')).toHaveLength(20);
    expect(new Set(sent.map((s) => s.fields.id)).size).toBe(1);
  });

  it('sends end once, when the chapter-end marker comes into view, and not again that day', () => {
    const stop = startReadingRecord(7, 'cap-2');
    expect(observers[0]!.observed).toEqual([marker]);
    observers[0]!.callback([{ isIntersecting: false }]);
    expect(kinds()).toEqual(['open']);
    observers[0]!.callback([{ isIntersecting: true }]);
    expect(kinds()).toEqual(['open', 'end']);
    expect(observers[0]!.disconnected).toBe(true);
    stop();
    startReadingRecord(7, 'cap-2');
    observers[1]!.callback([{ isIntersecting: true }]);
    expect(kinds()).toEqual(['open', 'end', 'open']);
  });

  it('keeps one pseudonym through the day and draws a new one when the UTC day changes', () => {
    startReadingRecord(7, 'cap-1')();
    startReadingRecord(7, 'cap-2')();
    const [first, second] = sent.map((s) => s.fields.id);
    expect(second).toBe(first);
    expect(JSON.parse(storage.get('reading-records')!)).toMatchObject({ day: '2026-05-10', id: first });
    vi.advanceTimersByTime(12 * 3600_000); // past midnight UTC
    startReadingRecord(7, 'cap-1')();
    const next = sent.at(-1)!.fields.id;
    expect(next).not.toBe(first);
    expect(JSON.parse(storage.get('reading-records')!)).toMatchObject({ day: '2026-05-11', id: next, steps: {} });
  });

  it('falls back to fetch with keepalive and no credentials when sendBeacon refuses', () => {
    const fetched: [string, RequestInit][] = [];
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => (fetched.push([url, init]), Promise.resolve(new Response(null, { status: 204 }))));
    startReadingRecord(7, 'cap-1');
    expect(sent).toHaveLength(0);
    expect(fetched).toHaveLength(1);
    expect(fetched[0]![0]).toBe('/reading-events');
    expect(fetched[0]![1]).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
  });
});
