/** The book page's way into the reader: "Read online", and "Continue reading" when there is progress. */
import { useSyncExternalStore } from 'react';
import { Form } from 'react-router';
import { localizePath } from '#app/i18n/locales.ts';
import { useLocale } from '#app/i18n/messages.ts';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { readItems, serverItems, subscribeItems } from '../local-store.ts';
import type { ReadOnlineWords } from '../read-online.server.ts';

/** `preview`: the person may read only the free preview (a paid book they do not have). `words`: from `readOnlineWords`. */
export function ReadOnline({
  slug,
  publicationId,
  progress,
  preview = false,
  words,
}: {
  slug: string;
  publicationId: number;
  progress: { chapter: string; title: string; paragraph: string | null } | null;
  preview?: boolean;
  words: ReadOnlineWords;
}) {
  const locale = useLocale();
  // A visitor's progress lives in this browser: it shows once the page runs here.
  const local = useSyncExternalStore(subscribeItems, readItems, serverItems).progress.find((p) => p.publicationId === publicationId);
  if (preview) {
    return (
      <Link to={`/book/${slug}/read`} className={buttonClass('secondary')}>
        {words.readFreePreview}
      </Link>
    );
  }
  const resume = progress
    ? { chapter: progress.chapter, paragraph: progress.paragraph, label: words.continueReading ?? words.continueWhereLeft }
    : local
      ? { chapter: local.chapter, paragraph: local.paragraph ?? null, label: words.continueWhereLeft }
      : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        <Link to={`/book/${slug}/read`} className={buttonClass(resume ? 'secondary' : 'primary')}>
          {words.readOnline}
        </Link>
        {resume ? (
          <Link to={`/book/${slug}/read/${resume.chapter}${resume.paragraph ? `#${resume.paragraph}` : ''}`} className={buttonClass('primary')}>
            {resume.label}
          </Link>
        ) : null}
      </div>
      {/* The reader's own search (the same engine as the catalog's), opened on its results. */}
      <Form method="get" action={localizePath(`/book/${slug}/read`, locale)} noValidate role="search" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="panel" value="search" />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={`search-inside-${publicationId}`} className="font-medium">
            {words.searchInside}
          </label>
          <input
            id={`search-inside-${publicationId}`}
            name="q"
            type="search"
            maxLength={200}
            className="min-h-11 rounded-md border border-line bg-surface px-3 py-2 text-ink"
          />
        </span>
        <button type="submit" className={buttonClass('secondary')}>
          {words.searchInsideButton}
        </button>
      </Form>
    </div>
  );
}
