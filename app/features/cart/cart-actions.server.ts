/**
 * The cart's form posts, shared by the product page ("add to cart") and the cart step (change
 * quantity, remove). Each answers with what happened, in the shape the cart's components show.
 */
import { data, type RouterContextProvider } from 'react-router';
import { db } from '#app/lib/db/db.server.ts';
import { log } from '#app/lib/log.ts';
import { cartCookie, cartOwner } from './cart-cookie.server.ts';
import { addToCart, findCart, openCart, removeFromCart, setQuantity } from './cart.server.ts';

export type CartActionResult =
  | { cart: 'added'; quantity: number; formatId: number }
  | { cart: 'updated' | 'removed'; quantity?: number; formatId: number }
  /** On a change of quantity: fewer copies on hand than asked. */
  | { cart: 'limited'; quantity: number; formatId: number }
  | { cart: 'out-of-stock' | 'unavailable' | 'free' | 'owned' | 'failure' | 'invalid'; formatId: number | null };

function formatIdOf(formData: FormData): number | null {
  const id = Number(formData.get('formatId'));
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
}

function quantityOf(formData: FormData): number {
  const raw = String(formData.get('quantity') ?? '1').trim();
  const quantity = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  return quantity;
}

export async function addToCartAction(request: Request, context: Readonly<RouterContextProvider>, formData: FormData) {
  const formatId = formatIdOf(formData);
  const quantity = quantityOf(formData);
  if (formatId === null || !Number.isFinite(quantity) || quantity < 1) return data<CartActionResult>({ cart: 'invalid', formatId }, { status: 400 });
  const owner = cartOwner(request, context);
  try {
    const cart = await openCart(db(), owner);
    const outcome = await addToCart(db(), cart.id, formatId, quantity, owner.userId);
    const headers = cart.created ? { 'Set-Cookie': cartCookie(cart.id) } : undefined;
    if (outcome.status === 'added' || outcome.status === 'limited') return data<CartActionResult>({ cart: outcome.status, quantity: outcome.quantity, formatId }, { headers });
    return data<CartActionResult>({ cart: outcome.status, formatId }, { status: 409, headers });
  } catch (err) {
    log.error({ err }, 'add to cart failed');
    return data<CartActionResult>({ cart: 'failure', formatId }, { status: 503 });
  }
}

/** intent=update (with quantity) or intent=remove, on a line of this person's cart. */
export async function changeCartAction(request: Request, context: Readonly<RouterContextProvider>, formData: FormData) {
  const formatId = formatIdOf(formData);
  if (formatId === null) return data<CartActionResult>({ cart: 'invalid', formatId }, { status: 400 });
  const cartId = await findCart(db(), cartOwner(request, context));
  if (!cartId) return data<CartActionResult>({ cart: 'removed', formatId });
  if (formData.get('intent') === 'remove') {
    await removeFromCart(db(), cartId, formatId);
    return data<CartActionResult>({ cart: 'removed', formatId });
  }
  const quantity = quantityOf(formData);
  if (!Number.isFinite(quantity)) return data<CartActionResult>({ cart: 'invalid', formatId }, { status: 400 });
  const outcome = await setQuantity(db(), cartId, formatId, quantity);
  if (outcome.status === 'out-of-stock') return data<CartActionResult>({ cart: 'out-of-stock', formatId }, { status: 409 });
  if (outcome.status === 'removed') return data<CartActionResult>({ cart: 'removed', formatId });
  return data<CartActionResult>({ cart: outcome.status, quantity: outcome.quantity, formatId });
}
