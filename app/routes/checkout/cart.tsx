import type { Route } from './+types/cart';
import { changeCartAction, cartOwner, findCart, readCart } from '#app/features/orders/api.server.ts';
import { CartPage, cartMessages } from '#app/features/orders/api.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { readFormData } from '#app/lib/request-body.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const cartId = await findCart(db(), cartOwner(request, context));
  const cart = cartId ? await readCart(db(), cartId, locale) : null;
  return { title: translator(cartMessages, locale)('title'), cart: cart && cart.lines.length ? cart : null, signedIn: Boolean(context.get(sessionContext)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData.title, noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  return changeCartAction(request, context, await readFormData(request));
}

export default function CartRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage cart={loaderData.cart} signedIn={loaderData.signedIn} result={actionData} />;
}
