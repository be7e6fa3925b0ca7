/** The account page's link from one of the author's books to its anonymous reading records. */
import { useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import { readingMessages } from '../messages.ts';

export function ReadingReportLink({ publicationId, title }: { publicationId: number; title: string }) {
  const t = useT(readingMessages);
  return (
    <Link to={`/account/reading/${publicationId}`} className="text-sm text-brand underline" aria-label={`${t('readingRecords')}: ${title}`}>
      {t('readingRecords')}
    </Link>
  );
}
