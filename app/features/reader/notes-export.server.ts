/** A book's notes as Markdown: for each note its chapter, the quoted passage, the comment and a link back. */
import { formatDate } from '#app/i18n/format.ts';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import type { Role } from '#app/lib/auth/roles.ts';
import { markdownLines, markdownText } from '#app/lib/markdown-text.ts';
import { readableChapters } from './access.server.ts';
import { listNotes } from './annotations.server.ts';
import { loadChapter, type ReaderBook } from './reader.server.ts';
import { readerMessages } from './messages.ts';

/** The id of the block a text offset falls in (blocks carry data-offset in document order). */
export function paragraphAt(html: string, offset: number): string | null {
  let found: string | null = null;
  for (const match of html.matchAll(/<[a-z][a-z0-9]*\s[^>]*>/gi)) {
    const tag = match[0];
    const start = /\sdata-offset="(\d+)"/.exec(tag);
    if (!start) continue;
    if (Number(start[1]) > offset) break;
    found = /\sid="([^"]+)"/.exec(tag)?.[1] ?? found;
  }
  return found;
}

function quoteBlock(text: string): string {
  return text
    .trim()
    .split('\n')
    .map((line) => `> ${markdownText(line)}`.trimEnd())
    .join('\n');
}

export async function notesMarkdown(
  db: Db,
  user: { id: string; roles: readonly Role[] },
  book: ReaderBook,
  locale: Locale,
  appUrl: string,
  now = new Date(),
): Promise<string> {
  const t = translator(readerMessages, locale);
  const userId = user.id;
  // A note on a chapter the person may no longer read keeps its own quote, but the chapter is not opened for its paragraph.
  const readable = await readableChapters(db, book, user);
  const title = (locale === 'en' ? book.titleEn || book.titlePt : book.titlePt || book.titleEn) || book.edition.title;
  const notes = await listNotes(db, userId, book.id);
  const order = new Map(book.chapters.map((c, i) => [c.slug, i]));
  notes.sort((a, b) => (order.get(a.chapter) ?? 1e9) - (order.get(b.chapter) ?? 1e9) || a.selector.position.start - b.selector.position.start);
  const bookUrl = appUrl + localizePath(`/book/${book.slug}/read`, locale);
  const lines = [`# ${markdownText(t('mdTitle', { title }))}`, '', t('mdExported', { url: bookUrl, date: formatDate(now, locale, { dateStyle: 'long' }) }), ''];
  if (!notes.length) lines.push(t('mdEmpty'), '');
  const htmlOf = new Map<string, string>();
  for (const note of notes) {
    const chapter = book.chapters.find((c) => c.slug === note.chapter);
    if (chapter && readable(chapter.slug) && !htmlOf.has(chapter.slug))
      htmlOf.set(chapter.slug, (await loadChapter(db, book.edition.id, chapter.slug))?.html ?? '');
    const paragraph = note.orphaned ? null : paragraphAt(htmlOf.get(note.chapter) ?? '', note.selector.position.start);
    const link = `${bookUrl}/${encodeURIComponent(note.chapter)}${paragraph ? `#${encodeURIComponent(paragraph)}` : ''}`;
    lines.push(`## ${markdownText(chapter?.title ?? note.chapter)}`, '', quoteBlock(note.selector.quote.exact), '');
    if (note.comment.trim()) lines.push(`**${t('mdComment')}:** ${markdownLines(note.comment)}`, '');
    if (note.orphaned) lines.push(`_${t('mdOrphaned')}_`, '');
    lines.push(`${t('mdLink')}: <${link}>`, '');
  }
  return lines.join('\n');
}
