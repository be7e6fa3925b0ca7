import { useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import { marcLinksMessages } from '../marc-links-messages.ts';

/** A work's page, for librarians: its MARC records, and the page with every file libraries load. */
export function MarcLinks({ base }: { base: string }) {
  const t = useT(marcLinksMessages);
  return (
    <section aria-labelledby="for-librarians" className="mt-12">
      <h2 id="for-librarians" className="font-serif text-2xl font-semibold">
        {t('title')}
      </h2>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
        <span>{t('workRecords')}:</span>
        <a href={`${base}/marc.xml`} download className="text-brand underline">
          {t('marcXml')}
        </a>
        <a href={`${base}/marc.mrc`} download className="text-brand underline">
          {t('marcIso')}
        </a>
        <Link to="/librarians" className="text-brand underline">
          {t('allFiles')}
        </Link>
      </p>
    </section>
  );
}
