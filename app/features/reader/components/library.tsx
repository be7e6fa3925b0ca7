/** My library: each work with how the person may read it, continue reading, and its files. */
import { formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { buttonClass } from '#app/ui/button.tsx';
import { Image } from '#app/ui/image.tsx';
import { Link } from '#app/ui/link.tsx';
import type { LibraryItem } from '../library.server.ts';
import { libraryMessages } from '../library-messages.ts';

export function Library({ items }: { items: LibraryItem[] }) {
  const t = useT(libraryMessages);
  const locale = useLocale();
  if (!items.length) {
    return (
      <section aria-labelledby="library-empty" className="rounded-lg border border-line bg-surface p-6">
        <h2 id="library-empty" className="text-xl font-semibold">
          {t('empty')}
        </h2>
        <p className="mt-2">{t('emptyLead')}</p>
        <Link to="/catalog" className={buttonClass('primary', 'mt-4')}>
          {t('browse')}
        </Link>
      </section>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {items.map((item) => {
        const title = (locale === 'en' ? item.titleEn || item.titlePt : item.titlePt || item.titleEn) || t('untitled');
        const titleId = `library-${item.publicationId}`;
        return (
          <li key={item.publicationId} className="flex gap-4 rounded-lg border border-line bg-surface p-4" aria-labelledby={titleId}>
            {item.cover ? (
              <Image
                src={`/${item.cover}`}
                alt={t('coverOf', { title })}
                width={96}
                height={144}
                fit="cover"
                sizes="6rem"
                className="h-36 w-24 shrink-0 rounded object-cover"
              />
            ) : null}
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <h2 id={titleId} className="font-serif text-xl font-semibold">
                <Link to={item.workPath} className="underline-offset-2 hover:underline">
                  {title}
                </Link>
              </h2>
              <p className="text-sm text-muted">
                {t(`right.${item.right}`)}
                {item.progress ? ` · ${t('progress', { percent: formatNumber(item.progress.position, locale, { style: 'percent' }) })}` : ''}
              </p>
              <div className="flex flex-wrap items-center gap-3">
                {item.readable ? (
                  item.progress ? (
                    <Link
                      to={`/book/${item.slug}/read/${item.progress.chapter}${item.progress.paragraph ? `#${item.progress.paragraph}` : ''}`}
                      className={buttonClass('primary')}
                    >
                      {t('continueAt', { chapter: item.progress.chapterTitle })}
                    </Link>
                  ) : (
                    <Link to={`/book/${item.slug}/read`} className={buttonClass('primary')}>
                      {t('readOnline')}
                    </Link>
                  )
                ) : null}
                {item.files.map((file) => (
                  <a
                    key={file.kind}
                    href={file.href}
                    className={buttonClass('secondary')}
                    download
                    aria-label={t('downloadOf', { file: file.kind.toUpperCase(), title })}
                  >
                    {t('download', { file: file.kind.toUpperCase() })}
                  </a>
                ))}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
