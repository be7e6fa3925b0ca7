/** The reader route's form posts (with or without JavaScript): bookmarks, notes, progress, merge. */
import { randomUUID } from 'node:crypto';
import type { Db } from '#app/lib/db/client.ts';
import { parseForm } from '#app/lib/forms.ts';
import { addBookmark, addNote, deleteNote, mergeLocalItems, removeBookmark, saveProgress, updateNoteComment, type MergeResult } from './annotations.server.ts';
import { bookmarkFormSchema, commentFormSchema, idFormSchema, localItemsSchema, noteFormSchema, progressFormSchema } from './annotations.schema.ts';
import { loadChapter, type ReaderBook } from './reader.server.ts';

export type AnnotationResult =
  | { intent: string; ok: true; merged?: MergeResult }
  | { intent: string; ok: false; errors: Record<string, string>; values: Record<string, string> };

type Outcome = { status: number; body: AnnotationResult };

const invalid = (intent: string, errors: Record<string, string>, values: Record<string, string> = {}, status = 400): Outcome => ({ status, body: { intent, ok: false, errors, values } });
const done = (intent: string, extra: Partial<{ merged: MergeResult }> = {}): Outcome => ({ status: 200, body: { intent, ok: true, ...extra } });

/** The first block of a chapter and its first words: where a bookmark made without JavaScript points. */
function firstBlock(html: string): { id: string; excerpt: string } | null {
  const match = /<([a-z][a-z0-9]*)\s[^>]*\bdata-offset="\d+"[^>]*>([\s\S]*?)<\/\1>/i.exec(html);
  const id = match ? /\sid="([^"]+)"/.exec(match[0])?.[1] : undefined;
  if (!match || !id) return null;
  const text = match[2]!.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
  return { id, excerpt: text.length > 120 ? `${text.slice(0, 119)}…` : text };
}

export async function handleAnnotationForm(db: Db, userId: string, book: ReaderBook, formData: FormData): Promise<Outcome> {
  const intent = String(formData.get('intent') ?? '');
  const knownChapter = (slug: string) => book.chapters.some((c) => c.slug === slug);
  switch (intent) {
    case 'bookmark-add': {
      if (!formData.get('id')) formData.set('id', randomUUID());
      if (!formData.get('paragraph')) {
        const chapter = await loadChapter(db, book.edition.id, String(formData.get('chapter') ?? ''));
        const block = chapter ? firstBlock(chapter.html) : null;
        if (block) {
          formData.set('paragraph', block.id);
          formData.set('excerpt', block.excerpt);
        }
      }
      const parsed = parseForm(bookmarkFormSchema, formData);
      if (!parsed.ok) return invalid(intent, parsed.errors, parsed.values);
      if (!knownChapter(parsed.data.chapter)) return invalid(intent, { chapter: 'invalid' }, parsed.values);
      await addBookmark(db, userId, book.id, parsed.data);
      return done(intent);
    }
    case 'bookmark-remove': {
      const parsed = parseForm(idFormSchema, formData);
      if (!parsed.ok) return invalid(intent, parsed.errors);
      await removeBookmark(db, userId, parsed.data.id);
      return done(intent);
    }
    case 'note-add': {
      const parsed = parseForm(noteFormSchema, formData);
      if (!parsed.ok) return invalid(intent, parsed.errors, parsed.values);
      if (!knownChapter(parsed.data.chapter)) return invalid(intent, { chapter: 'invalid' }, parsed.values);
      await addNote(db, userId, book.id, parsed.data);
      return done(intent);
    }
    case 'note-update': {
      const parsed = parseForm(commentFormSchema, formData);
      if (!parsed.ok) return invalid(intent, parsed.errors, parsed.values);
      if (!(await updateNoteComment(db, userId, parsed.data.id, parsed.data.comment))) return invalid(intent, { id: 'notFound' }, parsed.values, 404);
      return done(intent);
    }
    case 'note-delete': {
      const parsed = parseForm(idFormSchema, formData);
      if (!parsed.ok) return invalid(intent, parsed.errors);
      if (!(await deleteNote(db, userId, parsed.data.id))) return invalid(intent, { id: 'notFound' }, {}, 404);
      return done(intent);
    }
    case 'progress': {
      const parsed = parseForm(progressFormSchema, formData);
      if (!parsed.ok || !knownChapter(parsed.data.chapter)) return invalid(intent, parsed.ok ? { chapter: 'invalid' } : parsed.errors);
      await saveProgress(db, userId, book.id, parsed.data);
      return done(intent);
    }
    case 'merge': {
      let items: unknown;
      try {
        items = JSON.parse(String(formData.get('items') ?? ''));
      } catch {
        return invalid(intent, { items: 'invalid' });
      }
      const parsed = localItemsSchema.safeParse(items);
      if (!parsed.success) return invalid(intent, { items: 'invalid' });
      return done(intent, { merged: await mergeLocalItems(db, userId, parsed.data) });
    }
    default:
      return invalid(intent, { intent: 'invalid' });
  }
}
