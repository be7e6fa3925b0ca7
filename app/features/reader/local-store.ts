/**
 * A visitor's bookmarks, notes and progress, kept in localStorage in the same shapes the server
 * stores (ids made here with crypto.randomUUID), so they can be merged into an account later.
 */
import type { NoteSelector } from '#app/lib/db/schema.ts';

export const ITEMS_KEY = 'reader-items';

export interface LocalBookmark {
  id: string;
  publicationId: number;
  chapter: string;
  paragraph: string;
  excerpt: string;
  createdAt: string;
}

export interface LocalNote {
  id: string;
  publicationId: number;
  chapter: string;
  selector: NoteSelector;
  comment: string;
  color: 'yellow' | 'green' | 'blue' | 'pink';
  createdAt: string;
}

export interface LocalProgress {
  publicationId: number;
  chapter: string;
  position: number;
  paragraph?: string | undefined;
  updatedAt: string;
}

export interface LocalItems {
  bookmarks: LocalBookmark[];
  notes: LocalNote[];
  progress: LocalProgress[];
}

const EMPTY: LocalItems = { bookmarks: [], notes: [], progress: [] };
let snapshot: LocalItems | null = null;
const listeners = new Set<() => void>();

export function readItems(): LocalItems {
  if (snapshot) return snapshot;
  try {
    const stored = JSON.parse(localStorage.getItem(ITEMS_KEY) ?? 'null') as Partial<LocalItems> | null;
    snapshot = { bookmarks: stored?.bookmarks ?? [], notes: stored?.notes ?? [], progress: stored?.progress ?? [] };
  } catch {
    snapshot = EMPTY;
  }
  return snapshot;
}

export function writeItems(update: (items: LocalItems) => LocalItems): void {
  snapshot = update(readItems());
  try {
    localStorage.setItem(ITEMS_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage refused (private mode, full): the items live until the page closes.
  }
  for (const listener of listeners) listener();
}

export function clearItems(): void {
  snapshot = EMPTY;
  try {
    localStorage.removeItem(ITEMS_KEY);
  } catch {
    // Nothing to clear.
  }
  for (const listener of listeners) listener();
}

export function hasItems(items: LocalItems): boolean {
  return items.bookmarks.length + items.notes.length + items.progress.length > 0;
}

export function subscribeItems(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== ITEMS_KEY) return;
    snapshot = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const serverItems = (): LocalItems => EMPTY;
