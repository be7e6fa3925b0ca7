import type { ComponentProps, ReactNode } from 'react';
import { formatMoney } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { pick } from '#app/lib/localized.ts';
import { Cover } from '#app/ui/cover.tsx';
import { Link } from '#app/ui/link.tsx';
import { workPath } from '#app/lib/paths.ts';
import { availability, shownPrice } from '../pricing.ts';
import { productMessages } from '../product-messages.ts';
import { workMessages } from '../work-messages.ts';
import type { ProductPageData } from '../work-page.server.ts';
import { StockAlertForm } from './stock-alert-form.tsx';

type StockAlertState = ComponentProps<typeof StockAlertForm>['state'];

interface ProductPageProps {
  product: Omit<ProductPageData, 'jsonLd'>;
  /** The add-to-cart form, when the format is for sale. */
  addToCart: ReactNode;
  stockAlert: StockAlertState | undefined;
  email: string | undefined;
  /** What the format's files say of their accessibility (an ebook), or where to read a printed copy otherwise: markup the loader writes, every text escaped (reader: accessibilityHtml). */
  accessibilityHtml?: string;
}

/** A format's store page: price, availability, the way to buy it (or to be told when it is back), its details. */
export function ProductPage({ product: loaderData, addToCart, stockAlert, email, accessibilityHtml }: ProductPageProps) {
  const t = useT(workMessages);
  const p = useT(productMessages);
  const locale = useLocale();
  const { format, work, title } = loaderData;
  const workTitle = pick(work, 'title', locale);
  const price = shownPrice(format, locale, work.openAccess);
  const state = availability(format);
  const files = [format.epubFile ? 'EPUB' : '', format.pdfFile ? 'PDF' : ''].filter(Boolean).join(', ');
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-[minmax(0,16rem)_1fr]">
      <div className="mx-auto w-48 md:w-full">
        <Cover
          cover={work.cover}
          width={work.coverWidth}
          height={work.coverHeight}
          title={workTitle}
          alt={t('coverOf', { title: workTitle })}
          sizes="(min-width: 768px) 256px, 192px"
          priority
        />
      </div>
      <div className="flex flex-col gap-5">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t(`format.${format.kind}`)}</p>
          <h1 className="mt-1 font-serif text-3xl font-semibold tracking-tight">{title}</h1>
          <Link to={workPath(work.type, work.slug)} className="mt-2 inline-flex min-h-11 items-center text-brand underline">
            {p('workPage')}
          </Link>
        </div>
        <p className="text-3xl font-semibold">
          <span className="sr-only">{p('price')}: </span>
          {price.kind === 'price' ? formatMoney(price.cents, price.currency, locale) : price.kind === 'free' ? t('free') : t('notForSale')}
        </p>
        {state === 'out-of-stock' ? (
          <StockAlertForm state={stockAlert} defaultEmail={email} />
        ) : (
          <div className="flex flex-col gap-2">
            <p className={state === 'low-stock' ? 'font-medium' : 'text-muted'}>{t(`availability.${state}`, { count: format.stock ?? 0 })}</p>
            {addToCart ? (
              addToCart
            ) : price.kind === 'free' ? (
              <Link to={workPath(work.type, work.slug)} className="font-medium text-brand underline">
                {t('openAccessTitle')}: {p('workPage')}
              </Link>
            ) : null}
          </div>
        )}
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
          {format.isbn ? (
            <>
              <dt className="font-medium text-muted">ISBN</dt>
              <dd>{format.isbn}</dd>
            </>
          ) : null}
          {format.kind === 'print' && format.widthMm && format.heightMm ? (
            <>
              <dt className="font-medium text-muted">{p('dimensions')}</dt>
              <dd>{p('dimensionsValue', { width: format.widthMm, height: format.heightMm, depth: format.depthMm ?? '—' })}</dd>
            </>
          ) : null}
          {format.kind === 'print' && format.weightGrams ? (
            <>
              <dt className="font-medium text-muted">{p('weight')}</dt>
              <dd>{p('weightValue', { grams: format.weightGrams })}</dd>
            </>
          ) : null}
          {loaderData.pages ? (
            <>
              <dt className="font-medium text-muted">{t('pages')}</dt>
              <dd>{t('pagesCount', { pages: loaderData.pages })}</dd>
            </>
          ) : null}
        </dl>
        {format.kind === 'print' ? <p className="text-muted">{p('shipping')}</p> : files ? <p className="text-muted">{p('ebookFiles', { files })}</p> : null}
        {accessibilityHtml ? <div dangerouslySetInnerHTML={{ __html: accessibilityHtml }} /> : null}
      </div>
    </div>
  );
}
