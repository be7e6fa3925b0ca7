/**
 * Carts in the database: a visitor's is found by the random id in its cookie, a signed-in
 * person's by their account; at sign-in the visitor's cart is merged into the account's.
 * Every change checks the format's current stock and price.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { pick } from '#app/lib/localized.ts';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { prepared } from '#app/lib/db/prepared.server.ts';
import { cartCourses, cartItems, carts, courseAccess, courses, entitlements, formats, publications, type CheckoutDraft } from '#app/lib/db/schema.ts';
import type { Currency } from '#app/lib/payments/provider.ts';
import { cartCurrency, clampQuantity, isDigital, MAX_COPIES, notForSaleReason, priceLine, type CartFormat, type PricedLine } from './cart-rules.ts';

export interface CartOwner {
  userId: string | null;
  /** The visitor's cart id from the cookie. */
  cookieId: string | null;
}

const validCookieId = (value: string | null): value is string => value !== null && /^[A-Za-z0-9_-]{32}$/.test(value);

/** The cart's id, or null when this person has none yet. */
export async function findCart(db: Db, owner: CartOwner): Promise<string | null> {
  if (owner.userId) {
    const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, owner.userId));
    return row?.id ?? null;
  }
  if (!validCookieId(owner.cookieId)) return null;
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, owner.cookieId), isNull(carts.userId)));
  return row?.id ?? null;
}

/** The cart, made now if there is none; `created` tells the caller to set the visitor's cookie. */
export async function openCart(db: Db, owner: CartOwner): Promise<{ id: string; created: boolean }> {
  const existing = await findCart(db, owner);
  if (existing) return { id: existing, created: false };
  const id = randomBytes(24).toString('base64url');
  if (owner.userId) {
    // Two tabs adding at once: one insert wins, the other reads it.
    await db.insert(carts).values({ id, userId: owner.userId }).onConflictDoNothing();
    const again = await findCart(db, owner);
    return { id: again!, created: false };
  }
  await db.insert(carts).values({ id });
  return { id, created: true };
}

/**
 * After sign-in: the visitor's cart joins the account's (quantities added up, within the limits),
 * or becomes the account's cart when it has none. What the visitor typed at checkout is kept
 * when the account's cart has nothing of its own.
 */
export async function mergeGuestCart(db: Db, guestId: string, userId: string): Promise<void> {
  if (!validCookieId(guestId)) return;
  await db.transaction(async (tx) => {
    const [guest] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.id, guestId), isNull(carts.userId)))
      .for('update');
    if (!guest) return;
    const [mine] = await tx.select().from(carts).where(eq(carts.userId, userId)).for('update');
    if (!mine) {
      await tx.update(carts).set({ userId, updatedAt: new Date() }).where(eq(carts.id, guestId));
      await dropOwned(tx, guestId, userId);
      return;
    }
    await tx.execute(sql`
      insert into cart_items (cart_id, format_id, quantity, added_at)
      select ${mine.id}, g.format_id, g.quantity, g.added_at from cart_items g where g.cart_id = ${guestId}
      on conflict (cart_id, format_id) do update set quantity = case
        when (select kind from formats where id = excluded.format_id) = 'ebook' then 1
        else least(cart_items.quantity + excluded.quantity, ${MAX_COPIES}) end`);
    await tx.execute(sql`
      insert into cart_courses (cart_id, course_id, added_at)
      select ${mine.id}, g.course_id, g.added_at from cart_courses g where g.cart_id = ${guestId}
      on conflict do nothing`);
    const draft = Object.keys(mine.checkout).length ? mine.checkout : guest.checkout;
    await tx.update(carts).set({ checkout: draft, updatedAt: new Date() }).where(eq(carts.id, mine.id));
    await tx.delete(carts).where(eq(carts.id, guestId));
    await dropOwned(tx, mine.id, userId);
  });
}

/** What a visitor put in the cart that the account already has (an ebook, a course) stays out. */
async function dropOwned(tx: Db, cartId: string, userId: string) {
  await tx.execute(sql`
    delete from cart_items i using formats f, entitlements e
    where i.cart_id = ${cartId} and f.id = i.format_id and f.kind = 'ebook' and e.publication_id = f.publication_id and e.user_id = ${userId}`);
  await tx.execute(sql`
    delete from cart_courses c using course_access a
    where c.cart_id = ${cartId} and a.course_id = c.course_id and a.user_id = ${userId}`);
}

const formatColumns = {
  formatId: formats.id,
  kind: formats.kind,
  priceBrl: formats.priceBrl,
  priceUsd: formats.priceUsd,
  stock: formats.stock,
  openAccess: publications.openAccess,
  published: sql<boolean>`${publications.status} = 'published'`,
  deliverable: sql<boolean>`${formats.kind} <> 'ebook' or ${formats.epubFile} is not null or ${formats.pdfFile} is not null`,
  publicationId: publications.id,
};

async function readFormat(db: Db, formatId: number) {
  const [row] = await db
    .select(formatColumns)
    .from(formats)
    .innerJoin(publications, eq(publications.id, formats.publicationId))
    .where(eq(formats.id, formatId));
  return row ?? null;
}

export type AddOutcome =
  | { status: 'added'; quantity: number }
  /** Fewer copies on hand than asked: the cart holds what there is. */
  | { status: 'limited'; quantity: number }
  | { status: 'out-of-stock' | 'unavailable' | 'free' | 'owned' | 'full' };

/** Distinct books a cart holds at most: a real order never comes near, a script filling carts stops here. */
export const MAX_CART_LINES = 50;

/** Adds copies of a format (ebooks: one), never more than there are on hand, in a cart of at most MAX_CART_LINES books. */
export async function addToCart(db: Db, cartId: string, formatId: number, quantity: number, userId: string | null): Promise<AddOutcome> {
  const format = await readFormat(db, formatId);
  if (!format) return { status: 'unavailable' };
  const refusal = notForSaleReason(format);
  if (refusal) return { status: refusal };
  if (isDigital(format) && userId) {
    const [owned] = await db
      .select({ userId: entitlements.userId })
      .from(entitlements)
      .where(and(eq(entitlements.userId, userId), eq(entitlements.publicationId, format.publicationId)));
    if (owned) return { status: 'owned' };
  }
  const stock = format.stock ?? 0;
  if (!isDigital(format) && stock <= 0) return { status: 'out-of-stock' };
  const [current] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.formatId, formatId)));
  if (!current && (await db.$count(cartItems, eq(cartItems.cartId, cartId))) >= MAX_CART_LINES) return { status: 'full' };
  const wanted = clampQuantity(format, (current?.quantity ?? 0) + clampQuantity(format, quantity));
  const allowed = isDigital(format) ? 1 : Math.min(wanted, stock);
  await db
    .insert(cartItems)
    .values({ cartId, formatId, quantity: allowed })
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.formatId], set: { quantity: allowed } });
  await touch(db, cartId);
  return allowed < wanted ? { status: 'limited', quantity: allowed } : { status: 'added', quantity: allowed };
}

export type UpdateOutcome =
  | { status: 'updated'; quantity: number }
  | { status: 'limited'; quantity: number }
  | { status: 'removed' }
  | { status: 'out-of-stock' };

/** Sets a line's quantity (0 removes it), within what is on hand. */
export async function setQuantity(db: Db, cartId: string, formatId: number, quantity: number): Promise<UpdateOutcome> {
  if (quantity <= 0) {
    await removeFromCart(db, cartId, formatId);
    return { status: 'removed' };
  }
  const format = await readFormat(db, formatId);
  if (!format) {
    await removeFromCart(db, cartId, formatId);
    return { status: 'removed' };
  }
  const wanted = clampQuantity(format, quantity);
  const stock = format.stock ?? 0;
  if (!isDigital(format) && stock <= 0) return { status: 'out-of-stock' };
  const allowed = isDigital(format) ? 1 : Math.min(wanted, stock);
  await db
    .update(cartItems)
    .set({ quantity: allowed })
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.formatId, formatId)));
  await touch(db, cartId);
  return allowed < wanted ? { status: 'limited', quantity: allowed } : { status: 'updated', quantity: allowed };
}

export async function removeFromCart(db: Db, cartId: string, formatId: number): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.formatId, formatId)));
  await touch(db, cartId);
}

/** Puts a course in the cart (one seat); refused when it is not for sale or the person already has it. */
export async function addCourseToCart(db: Db, cartId: string, courseId: number, userId: string | null): Promise<AddOutcome> {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course || course.status !== 'published' || (!course.priceBrl && !course.priceUsd)) return { status: 'unavailable' };
  if (userId) {
    const [owned] = await db
      .select({ userId: courseAccess.userId })
      .from(courseAccess)
      .where(and(eq(courseAccess.userId, userId), eq(courseAccess.courseId, courseId)));
    if (owned) return { status: 'owned' };
  }
  await db.insert(cartCourses).values({ cartId, courseId }).onConflictDoNothing();
  await touch(db, cartId);
  return { status: 'added', quantity: 1 };
}

export async function removeCourseFromCart(db: Db, cartId: string, courseId: number): Promise<void> {
  await db.delete(cartCourses).where(and(eq(cartCourses.cartId, cartId), eq(cartCourses.courseId, courseId)));
  await touch(db, cartId);
}

async function touch(db: Db, cartId: string) {
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** How many items the header's mini cart shows. */
const countOf = (db: Db) =>
  db.select({
    n: sql<number>`(coalesce((select sum(i.quantity) from cart_items i where i.cart_id = ${carts.id}), 0)
        + (select count(*) from cart_courses c where c.cart_id = ${carts.id}))::int`,
  });

// Asked on every page a signed-in person or a visitor with a cart opens: built once (lib/db/prepared.server.ts).
const countOfPersonsCart = (db: Db) =>
  countOf(db)
    .from(carts)
    .where(eq(carts.userId, sql.placeholder('userId')))
    .prepare('cart_count_of_person');
const countOfVisitorsCart = (db: Db) =>
  countOf(db)
    .from(carts)
    .where(and(eq(carts.id, sql.placeholder('cartId')), isNull(carts.userId)))
    .prepare('cart_count_of_visitor');

export async function cartCount(db: Db, owner: CartOwner): Promise<number> {
  const [row] = owner.userId
    ? await prepared(db, 'cart_count_of_person', countOfPersonsCart).execute({ userId: owner.userId })
    : validCookieId(owner.cookieId)
      ? await prepared(db, 'cart_count_of_visitor', countOfVisitorsCart).execute({ cartId: owner.cookieId })
      : [];
  return row?.n ?? 0;
}

export interface CartLine extends PricedLine {
  kind: 'print' | 'ebook' | 'course';
  /** The work of a printed book or ebook; null for a course. */
  publicationId: number | null;
  /** In the page's language, else the other. */
  title: string;
  workSlug: string | null;
  /** The format's product page slug, or the course's slug. */
  productSlug: string;
  /** Where the line links to: /product/{slug} or /course/{slug}. */
  path: string;
  isbn: string | null;
  cover: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
  weightGrams: number;
}

export interface CartView {
  id: string;
  currency: Currency;
  lines: CartLine[];
  subtotal: number;
  /** Items counted with their quantities. */
  count: number;
  digitalOnly: boolean;
  /** True when some line must be fixed (stock, availability) before checkout goes on. */
  blocked: boolean;
  checkout: CheckoutDraft;
}

/** The cart with current prices and stock, priced for this buyer (see cartCurrency). */
export async function readCart(db: Db, cartId: string, locale: Locale): Promise<CartView | null> {
  const [cart] = await db.select().from(carts).where(eq(carts.id, cartId));
  if (!cart) return null;
  const rows = await db
    .select({
      ...formatColumns,
      quantity: cartItems.quantity,
      titlePt: publications.titlePt,
      titleEn: publications.titleEn,
      workSlug: publications.slug,
      productSlug: formats.slug,
      isbn: formats.isbn,
      cover: publications.cover,
      coverWidth: publications.coverWidth,
      coverHeight: publications.coverHeight,
      weightGrams: formats.weightGrams,
    })
    .from(cartItems)
    .innerJoin(formats, eq(formats.id, cartItems.formatId))
    .innerJoin(publications, eq(publications.id, formats.publicationId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.formatId));
  const courseRows = await db
    .select({
      courseId: courses.id,
      slug: courses.slug,
      titlePt: courses.titlePt,
      titleEn: courses.titleEn,
      priceBrl: courses.priceBrl,
      priceUsd: courses.priceUsd,
      published: sql<boolean>`${courses.status} = 'published'`,
    })
    .from(cartCourses)
    .innerJoin(courses, eq(courses.id, cartCourses.courseId))
    .where(eq(cartCourses.cartId, cartId))
    .orderBy(asc(cartCourses.addedAt), asc(cartCourses.courseId));
  const currency = cartCurrency([...rows, ...courseRows], { idType: cart.checkout.buyer?.idType, locale });
  const lines: CartLine[] = [
    ...rows.map((row) => ({
      ...priceLine(row satisfies CartFormat, row.quantity, currency),
      kind: row.kind,
      publicationId: row.publicationId,
      title: pick(row, 'title', locale),
      workSlug: row.workSlug,
      productSlug: row.productSlug,
      path: `/product/${row.productSlug}`,
      isbn: row.isbn,
      cover: row.cover,
      coverWidth: row.coverWidth,
      coverHeight: row.coverHeight,
      weightGrams: row.weightGrams ?? 0,
    })),
    ...courseRows.map((row) => ({
      ...priceLine(
        {
          formatId: null,
          courseId: row.courseId,
          kind: 'course',
          priceBrl: row.priceBrl,
          priceUsd: row.priceUsd,
          stock: null,
          openAccess: false,
          published: row.published,
          deliverable: true,
        },
        1,
        currency,
      ),
      kind: 'course' as const,
      publicationId: null,
      title: pick(row, 'title', locale),
      workSlug: null,
      productSlug: row.slug,
      path: `/course/${row.slug}`,
      isbn: null,
      cover: null,
      coverWidth: null,
      coverHeight: null,
      weightGrams: 0,
    })),
  ];
  return {
    id: cart.id,
    currency,
    lines,
    subtotal: lines.reduce((sum, line) => sum + line.lineTotal, 0),
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    digitalOnly: lines.every((line) => line.digital),
    blocked: lines.some((line) => line.problem !== null),
    checkout: cart.checkout,
  };
}

/** Keeps what the buyer typed at a checkout step with the cart. */
export async function saveCheckoutDraft(db: Db, cartId: string, patch: Partial<CheckoutDraft>): Promise<void> {
  await db
    .update(carts)
    .set({ checkout: sql`${carts.checkout} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

/** Visitors' carts untouched for 90 days are forgotten (accounts keep theirs). */
export async function pruneGuestCarts(db: Db, now = new Date()): Promise<void> {
  await db.delete(carts).where(and(isNull(carts.userId), lt(carts.updatedAt, new Date(now.getTime() - 90 * 24 * 3600 * 1000))));
}
