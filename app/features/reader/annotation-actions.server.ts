/**
 * The reader route's form posts (with or without JavaScript): bookmarks, notes, progress, merge.
 * Every one that names a chapter checks first that the person may read it (a locked chapter is
 * never loaded, quoted or annotated), and notes and bookmarks are bounded per book and in all.
 */
import { randomUUID } from 'node:crypto';
import type { Role } from '#app/lib/auth/roles.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { done, refused, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import { parseForm, type FieldErrors, type FormValues } from '#app/lib/forms.ts';
import type { ReaderMessageKey } from './messages.ts';
import { readableChapters } from './access.server.ts';
import { placeInText, selectorInText } from './anchoring.ts';
import {
  addBookmark,
  addNote,
  annotationRoom,
  deleteNote,
  mergeLocalItems,
  removeBookmark,
  saveAloudPlace,
  saveProgress,
  saveSettings,
  updateNoteComment,
  type MergeItems,
  type MergeResult,
} from './annotations.server.ts';
import {
  aloudClearFormSchema,
  aloudFormSchema,
  bookmarkFormSchema,
  commentFormSchema,
  idFormSchema,
  localItemsSchema,
  noteFormSchema,
  progressFormSchema,
  settingsFormSchema,
  type LocalItems,
} from './annotations.schema.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { currentChapterText, loadChapter, loadReaderBook, type ReaderBook } from './reader.server.ts';

/** Books whose local items one merge looks at (a browser's storage of a reader's whole year fits). */
const MERGE_BOOKS = 50;

/** The reader's forms, each named by its intent ('annotation' for a post that names none it knows). */
export type AnnotationForm =
  | 'bookmark-add'
  | 'bookmark-remove'
  | 'note-add'
  | 'note-update'
  | 'note-delete'
  | 'progress'
  | 'aloud'
  | 'settings'
  | 'merge'
  | 'annotation';
const FORMS: readonly string[] = ['bookmark-add', 'bookmark-remove', 'note-add', 'note-update', 'note-delete', 'progress', 'aloud', 'settings', 'merge'];

/**
 * Settings are saved when a reader changes one (the script waits a moment after the last change):
 * a person does not make more than this in an hour; a script that does is refused (429).
 */
export const SETTINGS_RATE = { limit: 120, windowSeconds: 3600 };
/** Read aloud's place is sent at most every 15 seconds while listening, and on pause. */
export const ALOUD_RATE = { limit: 600, windowSeconds: 3600 };
/**
 * What a reader's form answers (decision 0044). Without JavaScript the page reads it (a refused
 * note's comment kept, the account's bound said); with it, the keepalive post reads its status.
 * A merge's accepted answer carries what was merged.
 */
export type AnnotationState = FormState<ReaderMessageKey, AnnotationForm, MergeResult>;
type AnnotationOutcome = Outcome<ReaderMessageKey, AnnotationForm, MergeResult>;

const invalid = (form: AnnotationForm, errors: FieldErrors, values: FormValues = {}, status = 400): AnnotationOutcome =>
  refused<ReaderMessageKey, AnnotationForm>(form, values, errors, undefined, {}, status);
/** Accepted: the page drawn again shows the bookmark or note, so there is no notice. */
const accepted = (form: AnnotationForm, result?: MergeResult): AnnotationOutcome =>
  done<ReaderMessageKey, AnnotationForm, MergeResult>(form, undefined, result ? { result } : {});

/** The first block of a chapter and its first words: where a bookmark made without JavaScript points. */
function firstBlock(html: string): { id: string; excerpt: string } | null {
  const match = /<([a-z][a-z0-9]*)\s[^>]*\bdata-offset="\d+"[^>]*>([\s\S]*?)<\/\1>/i.exec(html);
  const id = match ? /\sid="([^"]+)"/.exec(match[0])?.[1] : undefined;
  if (!match || !id) return null;
  const text = match[2]!
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { id, excerpt: text.length > 120 ? `${text.slice(0, 119)}…` : text };
}

/**
 * A visitor's local items, kept only where the person may read the chapter, and within the bounds.
 * A note is placed in the chapter's current text (it may have been made in an older edition): at
 * its position, else where its quote is, else kept as orphaned with no position.
 */
async function mergeable(db: Db, user: Reader, items: LocalItems): Promise<MergeItems> {
  const books = [...new Set([...items.bookmarks, ...items.notes, ...items.progress].map((i) => i.publicationId))].slice(0, MERGE_BOOKS);
  const kept: MergeItems = { bookmarks: [], notes: [], progress: [] };
  for (const id of books) {
    const book = await loadReaderBook(db, id);
    if (!book) continue;
    const readable = await readableChapters(db, book, user);
    const mine = <T extends { publicationId: number; chapter: string }>(list: T[]) =>
      list.filter((item) => item.publicationId === id && readable(item.chapter));
    kept.bookmarks.push(...mine(items.bookmarks).slice(0, await annotationRoom(db, user.id, id, 'bookmarks')));
    const texts = new Map<string, string | null>();
    for (const note of mine(items.notes).slice(0, await annotationRoom(db, user.id, id, 'notes'))) {
      if (!texts.has(note.chapter)) texts.set(note.chapter, await currentChapterText(db, id, note.chapter));
      const text = texts.get(note.chapter);
      const placed = text ? placeInText(note.selector, text) : null;
      kept.notes.push(
        placed
          ? { ...note, selector: placed, orphaned: false }
          : { ...note, selector: { quote: note.selector.quote, position: { start: 0, end: 0 } }, orphaned: true },
      );
    }
    kept.progress.push(...mine(items.progress));
  }
  return kept;
}

type Reader = { id: string; roles: readonly Role[] };

export async function handleAnnotationForm(db: Db, user: Reader, book: ReaderBook, formData: FormData): Promise<AnnotationOutcome> {
  const posted = String(formData.get('intent') ?? '');
  const intent = (FORMS.includes(posted) ? posted : 'annotation') as AnnotationForm;
  const userId = user.id;
  // Asked only by the posts that name a chapter (progress is the frequent one); removals and edits do not need it.
  let test: ((slug: string) => boolean) | null = null;
  const readable = async (slug: string) => (test ??= await readableChapters(db, book, user))(slug);
  const locked = (values: FormValues) => invalid(intent, { chapter: 'locked' }, values, 403);
  const full = (kind: 'notes' | 'bookmarks', values: FormValues) => invalid(intent, { [kind]: 'tooMany' }, values, 409);
  switch (intent) {
    case 'bookmark-add': {
      if (!formData.get('id')) formData.set('id', randomUUID());
      const named = String(formData.get('chapter') ?? '');
      // Checked before anything of the chapter is read: its first words become the excerpt.
      if (!(await readable(named)))
        return book.chapters.some((c) => c.slug === named) ? locked({ chapter: named }) : invalid(intent, { chapter: 'invalid' }, { chapter: named });
      if (!formData.get('paragraph')) {
        const chapter = await loadChapter(db, book.edition.id, named);
        const block = chapter ? firstBlock(chapter.html) : null;
        if (block) {
          formData.set('paragraph', block.id);
          formData.set('excerpt', block.excerpt);
        }
      }
      const parsed = parseForm(bookmarkFormSchema, formData);
      if (!parsed.ok) return invalid(intent, parsed.errors, parsed.values);
      if (!(await annotationRoom(db, userId, book.id, 'bookmarks'))) return full('bookmarks', parsed.values);
      await addBookmark(db, userId, book.id, parsed.data);
      return accepted(intent);
    }
    case 'bookmark-remove': {
      const parsed = parseForm(idFormSchema, formData);
      if (!parsed.ok) return invalid(intent, parsed.errors);
      await removeBookmark(db, userId, parsed.data.id);
      return accepted(intent);
    }
    case 'note-add': {
      const parsed = parseForm(noteFormSchema, formData);
      if (!parsed.ok) return invalid(intent, parsed.errors, parsed.values);
      if (!book.chapters.some((c) => c.slug === parsed.data.chapter)) return invalid(intent, { chapter: 'invalid' }, parsed.values);
      if (!(await readable(parsed.data.chapter))) return locked(parsed.values);
      // Its position must hold its quote in the chapter's text: what the browser says is checked.
      const text = await currentChapterText(db, book.id, parsed.data.chapter);
      const selector = text === null ? null : selectorInText(parsed.data.selector, text);
      if (!selector) return invalid(intent, { selector: 'invalid' }, parsed.values);
      if (!(await annotationRoom(db, userId, book.id, 'notes'))) return full('notes', parsed.values);
      await addNote(db, userId, book.id, { ...parsed.data, selector });
      return accepted(intent);
    }
    case 'note-update': {
      const parsed = parseForm(commentFormSchema, formData);
      if (!parsed.ok) return invalid(intent, parsed.errors, parsed.values);
      if (!(await updateNoteComment(db, userId, parsed.data.id, parsed.data.comment))) return invalid(intent, { id: 'notFound' }, parsed.values, 404);
      return accepted(intent);
    }
    case 'note-delete': {
      const parsed = parseForm(idFormSchema, formData);
      if (!parsed.ok) return invalid(intent, parsed.errors);
      if (!(await deleteNote(db, userId, parsed.data.id))) return invalid(intent, { id: 'notFound' }, {}, 404);
      return accepted(intent);
    }
    case 'progress': {
      const parsed = parseForm(progressFormSchema, formData);
      if (!parsed.ok) return invalid(intent, parsed.errors);
      if (!(await readable(parsed.data.chapter))) return invalid(intent, { chapter: 'invalid' });
      await saveProgress(db, userId, book.id, parsed.data);
      return accepted(intent);
    }
    case 'aloud': {
      // A book heard to its end: its place is forgotten. Else the sentence where listening stopped.
      if (formData.get('clear') === '1') {
        const parsed = parseForm(aloudClearFormSchema, formData);
        if (!parsed.ok) return invalid(intent, parsed.errors, parsed.values);
        if (!(await hitRateLimit(db, `reader-aloud:${userId}`, ALOUD_RATE)).ok) return invalid(intent, { aloud: 'tooOften' }, {}, 429);
        await saveAloudPlace(db, userId, book.id, null, parsed.data.at);
        return accepted(intent);
      }
      const parsed = parseForm(aloudFormSchema, formData);
      if (!parsed.ok) return invalid(intent, parsed.errors, parsed.values);
      if (!(await hitRateLimit(db, `reader-aloud:${userId}`, ALOUD_RATE)).ok) return invalid(intent, { aloud: 'tooOften' }, {}, 429);
      const { at, ...place } = parsed.data;
      if (!(await readable(place.chapter))) return invalid(intent, { chapter: 'invalid' }, parsed.values);
      await saveAloudPlace(db, userId, book.id, place, at);
      return accepted(intent);
    }
    case 'settings': {
      const parsed = parseForm(settingsFormSchema, formData);
      if (!parsed.ok) return invalid(intent, parsed.errors, parsed.values);
      if (!(await hitRateLimit(db, `reader-settings:${userId}`, SETTINGS_RATE)).ok) return invalid(intent, { settings: 'tooOften' }, {}, 429);
      const { updatedAt, ...settings } = parsed.data;
      await saveSettings(db, userId, settings, updatedAt);
      return accepted(intent);
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
      return accepted(intent, await mergeLocalItems(db, userId, await mergeable(db, user, parsed.data)));
    }
    default:
      return invalid(intent, { intent: 'invalid' });
  }
}
