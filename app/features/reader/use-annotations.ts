/**
 * One interface to a reader's bookmarks, notes and progress: the account's (forms posted to the
 * reader route's action, lists from its loader) or, for visitors, this browser's local copies.
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type RefObject } from 'react';
import { useFormAction, useRevalidator } from 'react-router';
import type { NoteSelector } from '#app/lib/db/schema.ts';
import { readItems, serverItems, subscribeItems, writeItems } from './local-store.ts';
import type { ReaderSettings } from './settings.ts';

/** Where read aloud stopped in a book, as read-aloud.ts keeps it (`at`: when). */
export interface AloudPlaceSent {
  chapter: string;
  offset: number;
  inBlock: number;
  excerpt: string;
}

export interface BookmarkItem {
  id: string;
  chapter: string;
  paragraph: string;
  excerpt: string;
}

export interface NoteItem {
  id: string;
  chapter: string;
  selector: NoteSelector;
  comment: string;
  color: string;
  orphaned: boolean;
}

export interface Annotations {
  signedIn: boolean;
  publicationId: number;
  bookmarks: BookmarkItem[];
  notes: NoteItem[];
  /** False when it was not kept (the account's bound is reached: `onFull` was told). */
  addBookmark(bookmark: Omit<BookmarkItem, 'id'>): boolean;
  removeBookmark(id: string): void;
  addNote(note: Omit<NoteItem, 'id' | 'orphaned'>): string;
  updateNote(id: string, comment: string): void;
  deleteNote(id: string): void;
  /** `leaving`: the page is going away, so the place is sent as a beacon that outlives it. */
  saveProgress(chapter: string, position: number, paragraph?: string): void;
  /** The reading settings, for the account (a visitor's stay in this browser only). */
  saveSettings(settings: ReaderSettings, updatedAt: string): void;
  /** Read aloud's place in this book (null: heard to the end), for the account; `at`: when it was reached. */
  saveAloudPlace(place: AloudPlaceSent | null, at: string): void;
}

export const AnnotationsContext = createContext<Annotations | null>(null);

/** The open chapter's text element, for what the reader shows after it (the reading groups' margin). */
export const ChapterElementContext = createContext<RefObject<HTMLElement | null>>({ current: null });
export const useChapterElement = () => useContext(ChapterElementContext);

export function useAnnotationsContext(): Annotations {
  const value = useContext(AnnotationsContext);
  if (!value) throw new Error('useAnnotationsContext outside the reader');
  return value;
}

const uuid = () => crypto.randomUUID();

/**
 * A bookmark or note the server did not keep: what was asked, why (the answer's HTTP status: 400
 * not accepted, 403 chapter closed, 404 gone, 409 bound reached; 0 when the server was not
 * reached) and the comment that was typed, so that it is not lost.
 */
export interface Refusal {
  intent: string;
  status: number;
  comment: string;
}

/** How many more the account may keep in this book (annotations.server.ts: annotationRoom). */
export interface AnnotationRoom {
  notes: number;
  bookmarks: number;
}

export function useAnnotations(
  publicationId: number,
  server: { bookmarks: BookmarkItem[]; notes: NoteItem[]; room: AnnotationRoom } | null,
  /** Told when a note or bookmark is not kept because the account's bound is reached. */
  onFull: (kind: keyof AnnotationRoom) => void,
  /** Told when the server refuses a post, or cannot be reached: the reader is told, with what was typed. */
  onRefused: (refusal: Refusal) => void,
): Annotations {
  const { revalidate } = useRevalidator();
  // The route's data URL (/…/chapter.data), where a beacon posts like a fetcher does.
  const action = useFormAction();
  const dataUrl = action.replace(/^([^?]*)/, (path) => `${path === '/' ? '/_root' : path.replace(/\/$/, '')}.data`);
  const local = useSyncExternalStore(subscribeItems, readItems, serverItems);
  return useMemo<Annotations>(() => {
    if (server) {
      // A keepalive request, not a fetcher: a reload or a closed tab right after "Save" would abort
      // a fetcher's request and lose the note. Each post is its own request, so quick successive
      // actions do not cancel one another; the lists are read again once the server has it.
      // A refusal is never silent: the reader is told, and what they typed is kept.
      const post = (fields: Record<string, string>) => {
        const body = new FormData();
        for (const [name, value] of Object.entries(fields)) body.append(name, value);
        const refused = (status: number) => {
          if (status === 409) onFull(fields.intent === 'bookmark-add' ? 'bookmarks' : 'notes');
          onRefused({ intent: fields.intent ?? '', status, comment: fields.comment ?? '' });
        };
        void fetch(dataUrl, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).then(
          // A note deleted twice (in another window too) is gone, as asked.
          (response) => (response.ok || (fields.intent === 'note-delete' && response.status === 404) ? revalidate() : refused(response.status)),
          () => refused(0),
        );
      };
      return {
        signedIn: true,
        publicationId,
        bookmarks: server.bookmarks,
        notes: server.notes,
        // At the bound the server would refuse it (409): say so here instead of losing it quietly.
        addBookmark: (b) => {
          if (server.room.bookmarks <= 0) return onFull('bookmarks'), false;
          post({ intent: 'bookmark-add', id: uuid(), ...b });
          return true;
        },
        removeBookmark: (id) => post({ intent: 'bookmark-remove', id }),
        addNote: (n) => {
          const id = uuid();
          if (server.room.notes <= 0) return onFull('notes'), id;
          post({ intent: 'note-add', id, chapter: n.chapter, selector: JSON.stringify(n.selector), comment: n.comment, color: n.color });
          return id;
        },
        updateNote: (id, comment) => post({ intent: 'note-update', id, comment }),
        deleteNote: (id) => post({ intent: 'note-delete', id }),
        // By beacon, not by a fetcher: a navigation right after would abort a fetcher's request
        // (the place was lost when a timed save and leaving the chapter came close together),
        // and a place needs no revalidation of the page.
        saveProgress: (chapter, position, paragraph) => {
          const body = new FormData();
          body.append('intent', 'progress');
          body.append('chapter', chapter);
          body.append('position', position.toFixed(3));
          if (paragraph) body.append('paragraph', paragraph);
          if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(dataUrl, body)) return;
          void fetch(dataUrl, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
        },
        // Nothing on the page changes with them: sent without reading the page again. A refusal is
        // said; a post that never arrived is not (this browser's copy is newer, and goes next visit).
        saveSettings: (settings, updatedAt) => {
          const body = new FormData();
          body.append('intent', 'settings');
          for (const [name, value] of Object.entries(settings)) body.append(name, String(value));
          body.append('updatedAt', updatedAt);
          void fetch(dataUrl, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).then(
            (response) => (response.ok ? undefined : onRefused({ intent: 'settings', status: response.status, comment: '' })),
            () => undefined,
          );
        },
        saveAloudPlace: (place, at) => {
          const body = new FormData();
          body.append('intent', 'aloud');
          if (place) for (const [name, value] of Object.entries(place)) body.append(name, String(value));
          else body.append('clear', '1');
          body.append('at', at);
          if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(dataUrl, body)) return;
          void fetch(dataUrl, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
        },
      };
    }
    const now = () => new Date().toISOString();
    return {
      signedIn: false,
      publicationId,
      bookmarks: local.bookmarks.filter((b) => b.publicationId === publicationId),
      notes: local.notes.filter((n) => n.publicationId === publicationId).map((n) => ({ ...n, orphaned: false })),
      addBookmark: (b) => {
        writeItems((items) =>
          items.bookmarks.some((x) => x.publicationId === publicationId && x.chapter === b.chapter && x.paragraph === b.paragraph)
            ? items
            : { ...items, bookmarks: [...items.bookmarks, { ...b, id: uuid(), publicationId, createdAt: now() }] },
        );
        return true;
      },
      removeBookmark: (id) => writeItems((items) => ({ ...items, bookmarks: items.bookmarks.filter((b) => b.id !== id) })),
      addNote: (n) => {
        const id = uuid();
        const color = (['yellow', 'green', 'blue', 'pink'] as const).find((c) => c === n.color) ?? 'yellow';
        writeItems((items) => ({
          ...items,
          notes: [...items.notes, { id, publicationId, chapter: n.chapter, selector: n.selector, comment: n.comment, color, createdAt: now() }],
        }));
        return id;
      },
      updateNote: (id, comment) => writeItems((items) => ({ ...items, notes: items.notes.map((n) => (n.id === id ? { ...n, comment } : n)) })),
      deleteNote: (id) => writeItems((items) => ({ ...items, notes: items.notes.filter((n) => n.id !== id) })),
      // A visitor's settings and read aloud's place stay in this browser (settings.ts, read-aloud.ts).
      saveSettings: () => undefined,
      saveAloudPlace: () => undefined,
      saveProgress: (chapter, position, paragraph) =>
        writeItems((items) => ({
          ...items,
          progress: [...items.progress.filter((p) => p.publicationId !== publicationId), { publicationId, chapter, position, paragraph, updatedAt: now() }],
        })),
    };
  }, [server, local, publicationId, revalidate, dataUrl, onFull, onRefused]);
}
