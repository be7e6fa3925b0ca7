import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { forgetMerged, nextMergeBatch } from './local-merge.ts';
import { readItems, writeItems, type LocalItems, type LocalNote } from './local-store.ts';

const note = (comment: string): LocalNote => ({
  id: randomUUID(),
  publicationId: 7,
  chapter: 'chapter-1',
  selector: { quote: { exact: 'Chamai-me Ismael', prefix: '', suffix: '' }, position: { start: 0, end: 16 } },
  comment,
  color: 'yellow',
  createdAt: new Date().toISOString(),
});

it('merges a long history in posts the server reads (at most 128 KB each), each item once, keeping what is added meanwhile', () => {
  const notes = Array.from({ length: 300 }, (_, i) => note(`ação ${i} `.repeat(120)));
  const progress = [{ publicationId: 7, chapter: 'chapter-2', position: 0.4, updatedAt: new Date().toISOString() }];
  writeItems(() => ({ bookmarks: [], notes, progress }));
  const seen: string[] = [];
  let batches = 0;
  for (let batch = nextMergeBatch(readItems()); batch; batch = nextMergeBatch(readItems())) {
    expect(new TextEncoder().encode(JSON.stringify(batch)).length).toBeLessThanOrEqual(128 * 1024);
    seen.push(...batch.notes.map((item) => item.id));
    if (batches === 1)
      writeItems((items: LocalItems) => ({
        ...items,
        bookmarks: [{ id: randomUUID(), publicationId: 7, chapter: 'c', paragraph: 'p-1', excerpt: '', createdAt: '' }],
      }));
    forgetMerged(batch);
    batches++;
  }
  expect(batches).toBeGreaterThanOrEqual(3);
  expect(seen).toEqual(notes.map((item) => item.id));
  expect(readItems()).toEqual({ bookmarks: [], notes: [], progress: [] });
});

it('has nothing to merge when nothing is kept', () => {
  writeItems(() => ({ bookmarks: [], notes: [], progress: [] }));
  expect(nextMergeBatch(readItems())).toBeNull();
});
