/**
 * Taking a visitor's items into their account, in batches (the reader page does, once signed
 * in); apart from local-store.ts so the book page, which only reads progress, does not load it.
 */
import { clearItems, hasItems, readItems, writeItems, type LocalItems } from './local-store.ts';

/**
 * The next items to merge into an account, at most `maxBytes` of JSON (the server reads a form
 * field of 256 KB at most): a visitor with a long history merges in several posts. Null when
 * nothing is left.
 */
export function nextMergeBatch(items: LocalItems, maxBytes = 128 * 1024): LocalItems | null {
  const batch: LocalItems = { bookmarks: [], notes: [], progress: [] };
  const encoder = new TextEncoder();
  let size = 64;
  for (const kind of ['bookmarks', 'notes', 'progress'] as const) {
    for (const item of items[kind] as object[]) {
      const bytes = encoder.encode(JSON.stringify(item)).length + 1;
      if (size + bytes > maxBytes) return hasItems(batch) ? batch : null;
      size += bytes;
      (batch[kind] as object[]).push(item);
    }
  }
  return hasItems(batch) ? batch : null;
}

/** Forgets the items an account has taken in (kept: anything added meanwhile). */
export function forgetMerged(batch: LocalItems): void {
  const bookmarks = new Set(batch.bookmarks.map((item) => item.id));
  const notes = new Set(batch.notes.map((item) => item.id));
  const progress = new Set(batch.progress.map((item) => `${item.publicationId} ${item.updatedAt}`));
  const current = readItems();
  const left: LocalItems = {
    bookmarks: current.bookmarks.filter((item) => !bookmarks.has(item.id)),
    notes: current.notes.filter((item) => !notes.has(item.id)),
    progress: current.progress.filter((item) => !progress.has(`${item.publicationId} ${item.updatedAt}`)),
  };
  // All in the account: nothing of the visitor's stays in this browser.
  if (hasItems(left)) writeItems(() => left);
  else clearItems();
}
