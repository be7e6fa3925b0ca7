import { data, redirect } from 'react-router';
import type { Route } from './+types/product';
import { addToCartAction } from '#app/features/orders/cart/cart-actions.server.ts';
import { AddToCartForm } from '#app/features/orders/cart/components/add-to-cart-form.tsx';
import { notForSaleReason } from '#app/features/orders/cart/cart-lines.ts';
import { Cover } from '#app/ui/cover.tsx';
import { StockAlertForm } from '#app/features/catalog/components/stock-alert-form.tsx';
import { productJsonLd } from '#app/features/catalog/json-ld.ts';
import { pick } from '#app/lib/localized.ts';
import { availability, shownPrice } from '#app/features/catalog/pricing.ts';
import { stockAlertSchema } from '#app/features/catalog/stock-alert.schema.ts';
import { requestStockAlert } from '#app/lib/stock-alerts/stock-alerts.server.ts';
import { workMessages } from '#app/features/catalog/work-messages.ts';
import { getProduct } from '#app/features/catalog/work-page.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { formatMoney } from '#app/i18n/format.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { translator, useLocale, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { isHoneypotFilled, parseForm } from '#app/lib/forms.server.ts';
import { log } from '#app/lib/log.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { ipxUrl } from '#app/ui/image.tsx';
import { Link } from '#app/ui/link.tsx';
import { readFormData } from '#app/lib/request-body.server.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  if (!params.slug) throw redirect(localizePath('/catalog', locale));
  const product = await getProduct(db(), params.slug);
  if (!product) throw data(null, { status: 404 });
  const { appUrl } = config();
  const url = appUrl + localizePath(`/product/${product.format.slug}`, locale);
  const coverUrl = product.work.cover ? appUrl + ipxUrl(`/${product.work.cover}`, { w: 1200, f: 'jpeg' }) : undefined;
  const t = translator(workMessages, locale);
  const title = t('productOf', { format: t(`format.${product.format.kind}`), title: pick(product.work, 'title', locale) });
  return {
    ...product,
    title,
    coverUrl,
    email: context.get(sessionContext)?.user.email,
    jsonLd: productJsonLd(product.work, product.format, locale, url, coverUrl),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const locale = location.pathname.startsWith('/en') ? 'en' : 'pt';
  return [
    ...pageMeta({ title: loaderData.title, description: pick(loaderData, 'abstract', locale).slice(0, 300), image: loaderData.coverUrl, type: 'product' }),
    { 'script:ld+json': loaderData.jsonLd },
  ];
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const product = params.slug ? await getProduct(db(), params.slug) : null;
  if (!product) throw data(null, { status: 404 });
  const formData = await readFormData(request);
  if (formData.get('intent') === 'add') return addToCartAction(request, context, formData);
  if (formData.get('intent') !== 'notify') throw data(null, { status: 400 });
  const parsed = parseForm(stockAlertSchema, formData);
  if (!parsed.ok) return data({ status: 'invalid' as const, errors: parsed.errors, values: parsed.values }, { status: 400 });
  if (isHoneypotFilled(formData)) return { status: 'saved' as const, email: parsed.data.email };
  const limit = await hitRateLimit(db(), `stock-alert:${context.get(requestInfoContext).ip}`, { limit: 10, windowSeconds: 600 });
  if (!limit.ok) {
    const minutes = Math.ceil(limit.retryAfter / 60);
    return data({ status: 'rate-limited' as const, minutes, values: parsed.values }, { status: 429, headers: { 'Retry-After': String(limit.retryAfter) } });
  }
  let outcome;
  try {
    outcome = await requestStockAlert(db(), product.format.id, parsed.data.email, requestLocale(request));
  } catch (error) {
    log.error({ err: error }, 'stock alert could not be saved');
    return data({ status: 'failure' as const, values: parsed.values }, { status: 503 });
  }
  if (outcome === 'unknown-format') throw data(null, { status: 400 });
  if (outcome === 'in-stock') return { status: 'in-stock' as const };
  return { status: 'saved' as const, email: parsed.data.email };
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(workMessages);
  const locale = useLocale();
  const { format, work, title } = loaderData;
  const workTitle = pick(work, 'title', locale);
  const price = shownPrice(format, locale, work.openAccess);
  const state = availability(format);
  const forSale = notForSaleReason({ ...format, formatId: format.id, openAccess: work.openAccess, published: true }) === null;
  const files = [format.epubFile ? 'EPUB' : '', format.pdfFile ? 'PDF' : ''].filter(Boolean).join(', ');
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-[minmax(0,16rem)_1fr]">
      <div className="mx-auto w-48 md:w-full">
        <Cover cover={work.cover} width={work.coverWidth} height={work.coverHeight} title={workTitle} alt={t('coverOf', { title: workTitle })} sizes="(min-width: 768px) 256px, 192px" priority />
      </div>
      <div className="flex flex-col gap-5">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t(`format.${format.kind}`)}</p>
          <h1 className="mt-1 font-serif text-3xl font-semibold tracking-tight">{title}</h1>
          <Link to={`/book/${work.slug}`} className="mt-2 inline-flex min-h-11 items-center text-brand underline">
            {t('workPage')}
          </Link>
        </div>
        <p className="text-3xl font-semibold">
          <span className="sr-only">{t('price')}: </span>
          {price.kind === 'price' ? formatMoney(price.cents, price.currency, locale) : price.kind === 'free' ? t('free') : t('notForSale')}
        </p>
        {state === 'out-of-stock' ? (
          <StockAlertForm state={actionData && !('cart' in actionData) ? actionData : undefined} defaultEmail={loaderData.email} />
        ) : (
          <div className="flex flex-col gap-2">
            <p className={state === 'low-stock' ? 'font-medium' : 'text-muted'}>{t(`availability.${state}`, { count: format.stock ?? 0 })}</p>
            {forSale ? (
              <AddToCartForm item={{ formatId: format.id }} digital={format.kind === 'ebook'} stock={format.stock} title={workTitle} result={actionData && 'cart' in actionData ? actionData : undefined} />
            ) : price.kind === 'free' ? (
              <Link to={`/book/${work.slug}`} className="font-medium text-brand underline">
                {t('openAccessTitle')}: {t('workPage')}
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
              <dt className="font-medium text-muted">{t('dimensions')}</dt>
              <dd>{t('dimensionsValue', { width: format.widthMm, height: format.heightMm, depth: format.depthMm ?? '—' })}</dd>
            </>
          ) : null}
          {format.kind === 'print' && format.weightGrams ? (
            <>
              <dt className="font-medium text-muted">{t('weight')}</dt>
              <dd>{t('weightValue', { grams: format.weightGrams })}</dd>
            </>
          ) : null}
          {loaderData.pages ? (
            <>
              <dt className="font-medium text-muted">{t('pages')}</dt>
              <dd>{t('pagesCount', { pages: loaderData.pages })}</dd>
            </>
          ) : null}
        </dl>
        {format.kind === 'print' ? <p className="text-muted">{t('shipping')}</p> : files ? <p className="text-muted">{t('ebookFiles', { files })}</p> : null}
      </div>
    </div>
  );
}
