/** The notes panel (loaded when opened): the book's notes by chapter, orphaned ones apart; edit, delete, export. */
import { Form } from 'react-router';
import { useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import { readerMessages } from '../messages.ts';
import type { Annotations, NoteItem } from '../use-annotations.ts';

function notesMarkdownLocal(
  notes: NoteItem[],
  titleOf: (slug: string) => string,
  bookTitle: string,
  t: ReturnType<typeof useT<keyof (typeof readerMessages)['pt']>>,
  chapterUrl: (slug: string) => string,
): string {
  const lines = [`# ${t('mdTitle', { title: bookTitle })}`, ''];
  if (!notes.length) lines.push(t('mdEmpty'), '');
  for (const note of notes) {
    lines.push(
      `## ${titleOf(note.chapter)}`,
      '',
      ...note.selector.quote.exact
        .trim()
        .split('\n')
        .map((l) => `> ${l}`),
      '',
    );
    if (note.comment.trim()) lines.push(`**${t('mdComment')}:** ${note.comment.trim()}`, '');
    lines.push(`${t('mdLink')}: <${chapterUrl(note.chapter)}>`, '');
  }
  return lines.join('\n');
}

export default function NotesPanel({
  annotations,
  chapters,
  base,
  exportHref,
  bookTitle,
  hydrated,
  error,
}: {
  annotations: Annotations;
  chapters: { slug: string; title: string }[];
  base: string;
  exportHref: string;
  bookTitle: string;
  hydrated: boolean;
  error?: { id: string; comment: string; message: string } | null;
}) {
  const t = useT(readerMessages);
  const titleOf = (slug: string) => chapters.find((c) => c.slug === slug)?.title ?? slug;
  const order = new Map(chapters.map((c, i) => [c.slug, i]));
  const sorted = [...annotations.notes].sort(
    (a, b) => (order.get(a.chapter) ?? 1e9) - (order.get(b.chapter) ?? 1e9) || a.selector.position.start - b.selector.position.start,
  );
  const attached = sorted.filter((n) => !n.orphaned);
  const orphaned = sorted.filter((n) => n.orphaned);

  const item = (note: NoteItem) => (
    <li key={note.id} className="space-y-2 py-3">
      <p className="text-sm text-muted">{titleOf(note.chapter)}</p>
      <blockquote className="border-l-4 border-accent pl-3">
        {note.orphaned ? note.selector.quote.exact : <Link to={`${base}/${note.chapter}`}>{note.selector.quote.exact}</Link>}
      </blockquote>
      <Form
        noValidate
        method="post"
        className="space-y-2"
        onSubmit={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          if (submitter?.getAttribute('value') === 'note-delete') annotations.deleteNote(note.id);
          else annotations.updateNote(note.id, String(data.get('comment') ?? ''));
        }}
      >
        <input type="hidden" name="id" value={note.id} />
        <label htmlFor={`comment-${note.id}`} className="sr-only">
          {t('comment')}
        </label>
        <textarea
          id={`comment-${note.id}`}
          name="comment"
          rows={2}
          maxLength={5000}
          defaultValue={error?.id === note.id ? error.comment : note.comment}
          aria-invalid={error?.id === note.id ? true : undefined}
          aria-describedby={error?.id === note.id ? `comment-${note.id}-error` : undefined}
          className="reader-input w-full"
        />
        {error?.id === note.id ? (
          <p id={`comment-${note.id}-error`} className="text-sm font-medium text-danger">
            {error.message}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="note-update" className="reader-button">
            {t('saveComment')}
          </button>
          <button type="submit" name="intent" value="note-delete" className="reader-link-button">
            {t('deleteNote')}
          </button>
        </div>
      </Form>
    </li>
  );

  return (
    <div className="space-y-4">
      {annotations.notes.length ? (
        annotations.signedIn ? (
          <a href={exportHref} download className="reader-button">
            {t('exportNotes')}
          </a>
        ) : (
          <button
            type="button"
            className="reader-button"
            onClick={() => {
              const text = notesMarkdownLocal(sorted, titleOf, bookTitle, t, (slug) => `${location.origin}${base}/${slug}`);
              const link = document.createElement('a');
              link.href = URL.createObjectURL(new Blob([text], { type: 'text/markdown' }));
              link.download = 'notes.md';
              link.click();
              URL.revokeObjectURL(link.href);
            }}
          >
            {t('exportNotes')}
          </button>
        )
      ) : (
        <p className="text-muted">{t('notesEmpty')}</p>
      )}
      {attached.length ? <ul className="divide-y divide-line">{attached.map(item)}</ul> : null}
      {orphaned.length ? (
        <section aria-labelledby="orphaned-notes">
          <h3 id="orphaned-notes" className="font-semibold">
            {t('orphanedNotes')}
          </h3>
          <ul className="divide-y divide-line">{orphaned.map(item)}</ul>
        </section>
      ) : null}
    </div>
  );
}
