/**
 * The cart's form posts, shared by the product page ("add to cart") and the cart step (change
 * quantity, remove). Each answers with what happened, in the shape the cart's components show.
 */
import { data, type RouterContextProvider } from 'react-router';
import { translate, type KeyOf } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';
import { log } from '#app/lib/log.server.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { cartCookie, cartOwner, rememberCartMadeByRequest } from './cart-cookie.server.ts';
import { cartOutcomeMessages } from './cart-outcome-messages.ts';
import { addCourseToCart, addToCart, findCart, openCart, removeCourseFromCart, removeFromCart, setQuantity } from './cart.server.ts';

/** What a cart post did, to which format (or course). */
/** New visitors' carts one address may open in ten minutes (each is a row in the database). */
const NEW_CARTS_PER_ADDRESS = 30;

/** The cart to add to; a visitor's first one only within the per-address limit. */
async function cartToFill(request: Request, context: Readonly<RouterContextProvider>) {
  const owner = cartOwner(request, context);
  if (!owner.userId && !(await findCart(db(), owner))) {
    const limit = await hitRateLimit(db(), `cart:${context.get(requestInfoContext).ip}`, { limit: NEW_CARTS_PER_ADDRESS, windowSeconds: 600 });
    if (!limit.ok) return { owner, cart: null, retryAfter: limit.retryAfter };
  }
  const cart = await openCart(db(), owner);
  // `created` is only ever true for a visitor's cart: an account's needs no cookie.
  if (cart.created) rememberCartMadeByRequest(context, cart.id);
  return { owner, cart, retryAfter: 0 };
}

export type CartActionResult = { formatId: number | null; courseId?: number /** Why an add did not add, to show as it is. */; message?: string } & (
  | { cart: 'added'; quantity: number }
  | { cart: 'updated' | 'removed'; quantity?: number }
  /** Fewer copies on hand than asked. */
  | { cart: 'limited'; quantity: number }
  | { cart: 'out-of-stock' | 'unavailable' | 'free' | 'owned' | 'full' | 'failure' | 'invalid' | 'rate-limited' }
);

function idOf(formData: FormData, field: 'formatId' | 'courseId'): number | null {
  const raw = formData.get(field);
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
}
const formatIdOf = (formData: FormData) => idOf(formData, 'formatId');

function quantityOf(formData: FormData): number {
  const raw = String(formData.get('quantity') ?? '1').trim();
  const quantity = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  return quantity;
}

/** The sentence for each way an add can fail. */
const OUTCOME_KEYS: Partial<Record<CartActionResult['cart'], KeyOf<typeof cartOutcomeMessages>>> = {
  'out-of-stock': 'outOfStock',
  unavailable: 'unavailable',
  invalid: 'unavailable',
  free: 'free',
  owned: 'owned',
  full: 'full',
  'rate-limited': 'tooMany',
  failure: 'failure',
};

/** An add's answer; one that did not add carries its sentence in the page's language. */
function addAnswer(request: Request, result: CartActionResult, init?: ResponseInit) {
  const key = OUTCOME_KEYS[result.cart];
  return data<CartActionResult>(key ? { ...result, message: translate(cartOutcomeMessages, requestLocale(request), key) } : result, init);
}

export async function addToCartAction(request: Request, context: Readonly<RouterContextProvider>, formData: FormData) {
  const courseId = idOf(formData, 'courseId');
  if (courseId !== null) return addCourseAction(request, context, courseId);
  const formatId = formatIdOf(formData);
  const quantity = quantityOf(formData);
  if (formatId === null || !Number.isFinite(quantity) || quantity < 1) return addAnswer(request, { cart: 'invalid', formatId }, { status: 400 });
  try {
    const { owner, cart, retryAfter } = await cartToFill(request, context);
    if (!cart) return addAnswer(request, { cart: 'rate-limited', formatId }, { status: 429, headers: { 'Retry-After': String(retryAfter) } });
    const outcome = await addToCart(db(), cart.id, formatId, quantity, owner.userId);
    const headers = cart.created ? { 'Set-Cookie': cartCookie(cart.id) } : undefined;
    if (outcome.status === 'added' || outcome.status === 'limited')
      return addAnswer(request, { cart: outcome.status, quantity: outcome.quantity, formatId }, { headers });
    return addAnswer(request, { cart: outcome.status, formatId }, { status: 409, headers });
  } catch (err) {
    log.error({ err }, 'add to cart failed');
    return addAnswer(request, { cart: 'failure', formatId }, { status: 503 });
  }
}

async function addCourseAction(request: Request, context: Readonly<RouterContextProvider>, courseId: number) {
  try {
    const { owner, cart, retryAfter } = await cartToFill(request, context);
    if (!cart) return addAnswer(request, { cart: 'rate-limited', formatId: null, courseId }, { status: 429, headers: { 'Retry-After': String(retryAfter) } });
    const outcome = await addCourseToCart(db(), cart.id, courseId, owner.userId);
    const headers = cart.created ? { 'Set-Cookie': cartCookie(cart.id) } : undefined;
    if (outcome.status === 'added') return addAnswer(request, { cart: 'added', quantity: 1, formatId: null, courseId }, { headers });
    return addAnswer(request, { cart: outcome.status === 'owned' ? 'owned' : 'unavailable', formatId: null, courseId }, { status: 409, headers });
  } catch (err) {
    log.error({ err }, 'add course to cart failed');
    return addAnswer(request, { cart: 'failure', formatId: null, courseId }, { status: 503 });
  }
}

/** intent=update (with quantity) or intent=remove, on a line of this person's cart. */
export async function changeCartAction(request: Request, context: Readonly<RouterContextProvider>, formData: FormData) {
  const cartId = await findCart(db(), cartOwner(request, context));
  const courseId = idOf(formData, 'courseId');
  if (courseId !== null && formData.get('intent') === 'remove') {
    if (cartId) await removeCourseFromCart(db(), cartId, courseId);
    return data<CartActionResult>({ cart: 'removed', formatId: null, courseId });
  }
  const formatId = formatIdOf(formData);
  if (formatId === null) return data<CartActionResult>({ cart: 'invalid', formatId }, { status: 400 });
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
