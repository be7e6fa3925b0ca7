import { redirect } from 'react-router';
import type { Route } from './+types/product';
import { ProductPage, hasFile } from '#app/features/catalog/api.ts';
import { stockAlertAction, getProduct, productPage } from '#app/features/catalog/api.server.ts';
import { addToCartAction } from '#app/features/orders/api.server.ts';
import { notForSaleReason, AddToCartForm } from '#app/features/orders/api.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { useLocale } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pick } from '#app/lib/localized.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { respond } from '#app/lib/respond.server.ts';
import { jsonLdMeta } from '#app/features/scholarly/api.server.ts';
import { AppError, notFound } from '#app/lib/app-error.ts';
import type { Locale } from '#app/i18n/locales.ts';
import { workPath } from '#app/lib/paths.ts';
import { primaryAccessibility } from '#app/features/scholarly/api.ts';
import { accessibilityHtml, accessibilitySummary, editionAccessibility, printAccessibilityHtml } from '#app/features/reader/api.server.ts';
import { requestLink } from '#app/features/accessible-versions/api.server.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  if (!params.slug) throw redirect(localizePath('/catalog', locale));
  const product = await productPage(db(), params.slug, locale, config().appUrl);
  if (!product) throw notFound();
  const { jsonLd, ...rest } = product;
  return {
    ...rest,
    accessibility: await productAccessibility(product, locale),
    structuredMeta: [jsonLdMeta(jsonLd)],
    email: context.get(sessionContext)?.user.email,
  };
}

/**
 * What a buyer reads of accessibility where they buy (the European Accessibility Act asks it
 * before the sale): an ebook's, from its own files as the work's page says it; a printed copy's,
 * that print is read by sight and where to read the work otherwise.
 */
async function productAccessibility(product: NonNullable<Awaited<ReturnType<typeof productPage>>>, locale: Locale) {
  const { format, work } = product;
  const request = requestLink(work.id, locale);
  if (format.kind === 'print')
    return printAccessibilityHtml(locale, {
      workHref: localizePath(workPath(work.type, work.slug), locale),
      request: { href: localizePath(request.to, locale), text: request.label },
    });
  const pdf = format.pdfFile ? (format.pdfAccessibility ?? true) : false;
  const epub = format.epubFile ? await editionAccessibility(db(), work.id) : null;
  const { metadata, source } = primaryAccessibility({ epub, pdf });
  return accessibilityHtml(accessibilitySummary(metadata, locale, { pdf, source }));
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const locale = location.pathname.startsWith('/en') ? 'en' : 'pt';
  return [
    ...pageMeta({ title: loaderData.title, description: pick(loaderData, 'abstract', locale).slice(0, 300), image: loaderData.shareImageUrl, type: 'product' }),
    ...loaderData.structuredMeta,
  ];
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const product = params.slug ? await getProduct(db(), params.slug) : null;
  if (!product) throw notFound();
  const formData = await readFormData(request);
  if (formData.get('intent') === 'add') return addToCartAction(request, context, formData);
  if (formData.get('intent') !== 'notify') throw new AppError('invalid');
  const locale = requestLocale(request);
  return respond(await stockAlertAction(db(), formData, { formatId: product.format.id, ip: context.get(requestInfoContext).ip, locale }), locale);
}

export default function ProductRoute({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const { format, work } = loaderData;
  const forSale =
    notForSaleReason({
      ...format,
      formatId: format.id,
      openAccess: work.openAccess,
      published: true,
      deliverable: format.kind !== 'ebook' || hasFile(format),
    }) === null;
  const cart = actionData && 'cart' in actionData ? actionData : undefined;
  return (
    <ProductPage
      product={loaderData}
      addToCart={
        forSale ? (
          <AddToCartForm
            item={{ formatId: format.id }}
            digital={format.kind === 'ebook'}
            stock={format.stock}
            title={pick(work, 'title', locale)}
            result={cart}
          />
        ) : null
      }
      stockAlert={actionData && 'form' in actionData ? actionData : undefined}
      email={loaderData.email}
      accessibilityHtml={loaderData.accessibility}
    />
  );
}
