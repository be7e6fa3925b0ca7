/** The shapes of bookmarks, notes and progress, as forms and as the browser's local copies. */
import { z } from 'zod';
import { SETTING_VALUES } from './settings.ts';

/** Ids are made by the browser (crypto.randomUUID), so a local item merged later keeps its identity. */
const id = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'invalid');
const chapter = z.string().min(1).max(200);

export const NOTE_COLORS = ['yellow', 'green', 'blue', 'pink'] as const;
export const COMMENT_MAX = 5000;

export const bookmarkSchema = z.object({
  id,
  chapter,
  paragraph: z.string().min(1).max(200),
  excerpt: z.string().trim().max(300).default(''),
});

export const selectorSchema = z.object({
  quote: z.object({ exact: z.string().min(1).max(5000), prefix: z.string().max(64), suffix: z.string().max(64) }),
  position: z.object({ start: z.number().int().min(0), end: z.number().int().min(0) }).refine((p) => p.end > p.start, 'invalid'),
});

export const noteSchema = z.object({
  id,
  chapter,
  selector: selectorSchema,
  comment: z.string().max(COMMENT_MAX, 'commentTooLong').default(''),
  color: z.enum(NOTE_COLORS).default('yellow'),
});

/** Where the reader is: the chapter, how far into it, and the block at the top of the screen (its id). */
export const progressSchema = z.object({
  chapter,
  position: z.coerce.number().min(0).max(1),
  paragraph: z
    .string()
    .max(200)
    .regex(/^[A-Za-z][\w.:-]*$/)
    .optional()
    .catch(undefined),
});

/** What the browser keeps for a visitor, and posts once on sign-in. */
export const localItemsSchema = z.object({
  bookmarks: z
    .array(bookmarkSchema.extend({ publicationId: z.number().int().positive(), createdAt: z.string().optional() }))
    .max(2000)
    .default([]),
  notes: z
    .array(noteSchema.extend({ publicationId: z.number().int().positive(), createdAt: z.string().optional() }))
    .max(2000)
    .default([]),
  progress: z
    .array(progressSchema.extend({ publicationId: z.number().int().positive(), updatedAt: z.string() }))
    .max(2000)
    .default([]),
});

export type Bookmark = z.infer<typeof bookmarkSchema>;
export type NoteInput = z.infer<typeof noteSchema>;
export type LocalItems = z.infer<typeof localItemsSchema>;

/** Form fields (strings) of the no-JavaScript forms and of the script's posts. */
export const bookmarkFormSchema = bookmarkSchema;
export const noteFormSchema = z.object({
  id,
  chapter,
  selector: z
    .string()
    .max(20000)
    .transform((text, ctx) => {
      try {
        return selectorSchema.parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'invalid' });
        return z.NEVER;
      }
    }),
  comment: z.string().max(COMMENT_MAX, 'commentTooLong').default(''),
  color: z.enum(NOTE_COLORS).catch('yellow'),
});
export const commentFormSchema = z.object({ id, comment: z.string().max(COMMENT_MAX, 'commentTooLong') });
export const idFormSchema = z.object({ id });
export const progressFormSchema = progressSchema;

/** A form field that must be one of a setting's values (posted as text: "2", "dyslexic", "1.25"). */
const oneOf = <T extends string | number>(values: readonly T[]) =>
  z
    .string()
    .refine((text) => values.some((v) => String(v) === text), 'invalid')
    .transform((text) => values.find((v) => String(v) === text)!);

/**
 * The reading settings as the reader's script posts them: every setting, each one of its values
 * (settings.ts), and when they were changed. Nothing the browser says is taken on trust: an unknown
 * value refuses the whole post, and the moment is kept no later than the server's now.
 */
export const settingsFormSchema = z.object({
  size: oneOf(SETTING_VALUES.size),
  spacing: oneOf(SETTING_VALUES.spacing),
  letters: oneOf(SETTING_VALUES.letters),
  words: oneOf(SETTING_VALUES.words),
  font: oneOf(SETTING_VALUES.font),
  theme: oneOf(SETTING_VALUES.theme),
  columns: oneOf(SETTING_VALUES.columns),
  rate: oneOf(SETTING_VALUES.rate),
  updatedAt: z.iso.datetime({ offset: true, message: 'invalid' }).transform((text) => new Date(Math.min(Date.parse(text), Date.now()))),
});

/**
 * Where read aloud stopped (read-aloud.ts: AloudPlace), or `clear` when the book was heard to its
 * end; `at` is when, kept no later than the server's now.
 */
export const aloudFormSchema = z.object({
  chapter,
  offset: z.coerce.number().int().min(0).max(100_000_000),
  inBlock: z.coerce.number().int().min(0).max(10_000),
  excerpt: z.string().max(80).default(''),
  at: z.iso.datetime({ offset: true, message: 'invalid' }).transform((text) => new Date(Math.min(Date.parse(text), Date.now()))),
});
export const aloudClearFormSchema = z.object({
  at: z.iso.datetime({ offset: true, message: 'invalid' }).transform((text) => new Date(Math.min(Date.parse(text), Date.now()))),
});
