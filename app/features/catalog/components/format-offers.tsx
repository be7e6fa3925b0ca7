import type { ReactNode } from 'react';
import { formatMoney } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import type { formats as formatsTable } from '#app/lib/db/schema.ts';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { availability, shownPrice } from '../pricing.ts';
import { workMessages } from '../work-messages.ts';

type Format = Pick<typeof formatsTable.$inferSelect, 'id' | 'kind' | 'slug' | 'priceBrl' | 'priceUsd' | 'stock' | 'epubFile' | 'pdfFile'>;

/**
 * How a work can be had: reading online (the `reader` slot, when the book has an edition), each
 * format with its price and availability, and free downloads when open access.
 */
export function FormatOffers({ work, formats, reader }: { work: { openAccess: boolean; license: string | null }; formats: Format[]; reader?: ReactNode }) {
  const t = useT(workMessages);
  const locale = useLocale();
  const downloads = work.openAccess ? formats.filter((f) => f.kind === 'ebook' && (f.epubFile || f.pdfFile)) : [];
  // A free ebook is offered by the downloads above, not as a format to buy: a book with nothing else shows no formats block.
  const offered = formats.filter((f) => !(f.kind === 'ebook' && shownPrice(f, locale, work.openAccess).kind === 'free'));
  return (
    <div className="mt-8 flex flex-col gap-4">
      {reader}
      {downloads.length ? (
        <section aria-labelledby="open-access-title" className="rounded-lg border-2 border-brand bg-brand-soft p-5">
          <h2 id="open-access-title" className="font-semibold">
            {t('openAccessTitle')}
          </h2>
          <p className="mt-1">{t('openAccessText')}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            {downloads.flatMap((f) =>
              (['epub', 'pdf'] as const)
                .filter((file) => (file === 'epub' ? f.epubFile : f.pdfFile))
                .map((file) => (
                  <a key={`${f.id}-${file}`} href={`/download/${f.slug}/${file}`} className={buttonClass('primary')} download>
                    {t('download', { file: file.toUpperCase() })}
                  </a>
                )),
            )}
          </div>
        </section>
      ) : null}
      {offered.length ? (
        <section aria-labelledby="formats-title">
          <h2 id="formats-title" className="mb-2 font-semibold">
            {t('formats')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {offered.map((format) => {
              const price = shownPrice(format, locale, work.openAccess);
              const state = availability(format);
              return (
                <li key={format.id} className="flex flex-col gap-1 rounded-lg border border-line bg-surface p-4">
                  <span className="font-medium">{t(`format.${format.kind}`)}</span>
                  <span className="text-2xl font-semibold">
                    {price.kind === 'price' ? formatMoney(price.cents, price.currency, locale) : price.kind === 'free' ? t('free') : t('notForSale')}
                  </span>
                  <span className={state === 'out-of-stock' ? 'font-medium text-danger' : 'text-muted'}>{t(`availability.${state}`, { count: format.stock ?? 0 })}</span>
                  {price.kind !== 'not-for-sale' ? (
                    <Link to={`/product/${format.slug}`} className={buttonClass(state === 'out-of-stock' ? 'secondary' : 'primary', 'mt-2')}>
                      {state === 'out-of-stock' ? t('seeFormatOut') : t('seeFormat', { format: t(`format.${format.kind}`).toLowerCase() })}
                    </Link>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
