/** The book page's way into the reader: "Read online", and "Continue reading" when there is progress. */
import { useSyncExternalStore } from 'react';
import { useT } from '#app/i18n/messages.ts';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { readItems, serverItems, subscribeItems } from '../local-store.ts';
import { readOnlineMessages } from '../read-online-messages.ts';

/** `preview`: the person may read only the free preview (a paid book they do not have). */
export function ReadOnline({ slug, publicationId, progress, preview = false }: { slug: string; publicationId: number; progress: { chapter: string; title: string; paragraph: string | null } | null; preview?: boolean }) {
  const t = useT(readOnlineMessages);
  // A visitor's progress lives in this browser: it shows once the page runs here.
  const local = useSyncExternalStore(subscribeItems, readItems, serverItems).progress.find((p) => p.publicationId === publicationId);
  if (preview) {
    return (
      <Link to={`/book/${slug}/read`} className={buttonClass('secondary')}>
        {t('readFreePreview')}
      </Link>
    );
  }
  const resume = progress
    ? { chapter: progress.chapter, paragraph: progress.paragraph, label: t('continueReading', { chapter: progress.title }) }
    : local
      ? { chapter: local.chapter, paragraph: local.paragraph ?? null, label: t('continueWhereLeft') }
      : null;
  return (
    <div className="flex flex-wrap gap-3">
      <Link to={`/book/${slug}/read`} className={buttonClass(resume ? 'secondary' : 'primary')}>
        {t('readOnline')}
      </Link>
      {resume ? (
        <Link to={`/book/${slug}/read/${resume.chapter}${resume.paragraph ? `#${resume.paragraph}` : ''}`} className={buttonClass('primary')}>
          {resume.label}
        </Link>
      ) : null}
    </div>
  );
}
