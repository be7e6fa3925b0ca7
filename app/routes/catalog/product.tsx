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

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  if (!params.slug) throw redirect(localizePath('/catalog', locale));
  const product = await productPage(db(), params.slug, locale, config().appUrl);
  if (!product) throw notFound();
  const { jsonLd, ...rest } = product;
  return { ...rest, structuredMeta: [jsonLdMeta(jsonLd)], email: context.get(sessionContext)?.user.email };
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
    />
  );
}
