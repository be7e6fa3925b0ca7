/** The book page's way into the reader: "Read online", and "Continue reading: chapter" when there is progress. */
import { useT } from '#app/i18n/messages.ts';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { readerMessages } from '../messages.ts';

export function ReadOnline({ slug, progress }: { slug: string; progress: { chapter: string; title: string } | null }) {
  const t = useT(readerMessages);
  return (
    <div className="flex flex-wrap gap-3">
      <Link to={`/book/${slug}/read`} className={buttonClass(progress ? 'secondary' : 'primary')}>
        {t('readOnline')}
      </Link>
      {progress ? (
        <Link to={`/book/${slug}/read/${progress.chapter}`} className={buttonClass('primary')}>
          {t('continueReading', { chapter: progress.title })}
        </Link>
      ) : null}
    </div>
  );
}
