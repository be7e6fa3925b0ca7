/**
 * Course access through the store: paying grants it for good, a refund (paid → canceled) takes
 * back what that order gave and nothing else, an order that never got paid gives nothing, and a
 * course already owned cannot be bought twice.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAccess, courses } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { hasCourseAccess, myCourses } from '#app/features/courses/courses.server.ts';
import { addCourseToCart, openCart } from './cart/cart.server.ts';
import { changeOrderStatus } from './change-status.server.ts';
import { createBuyer, fillCart, place, seedShipping, unique, walkTo, type Buyer } from './test-support.ts';

let database: TestDatabase;
let db: TestDatabase['db'];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedShipping(db);
});
afterAll(() => database.dispose());

async function createCourse(values: Partial<typeof courses.$inferInsert> = {}) {
  const slug = unique('curso');
  const [course] = await db
    .insert(courses)
    .values({ slug, status: 'published', titlePt: `Curso ${slug}`, titleEn: `Course ${slug}`, classes: 3, hours: 1, priceBrl: 9900, priceUsd: 2500, ...values })
    .returning();
  return course!;
}

/** Places an order for the course alone (no delivery), as the checkout does. */
async function orderCourse(buyer: Buyer, courseId: number): Promise<number> {
  const cartId = await fillCart(db, buyer, { items: [], draft: { address: null, shippingMethodId: null } });
  expect(await addCourseToCart(db, cartId, courseId, buyer.id)).toEqual({ status: 'added', quantity: 1 });
  const outcome = await place(db, buyer, cartId);
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome)}`);
  return outcome.orderId;
}

const accessRows = (userId: string, courseId: number) =>
  db
    .select()
    .from(courseAccess)
    .where(and(eq(courseAccess.userId, userId), eq(courseAccess.courseId, courseId)));

describe('course access bought in the store', () => {
  it('comes with the payment, for good, and shows under My courses', async () => {
    const course = await createCourse();
    const buyer = await createBuyer(db);
    const orderId = await orderCourse(buyer, course.id);
    expect(await hasCourseAccess(db, buyer.id, course.id)).toBe(false);
    await walkTo(db, orderId, 'delivered');
    expect(await hasCourseAccess(db, buyer.id, course.id)).toBe(true);
    expect(await accessRows(buyer.id, course.id)).toEqual([expect.objectContaining({ source: 'purchase', orderId: String(orderId) })]);
    expect((await myCourses(db, buyer.id)).map((c) => c.slug)).toEqual([course.slug]);
    // Someone else's payment gives this buyer nothing, and the course cannot be put in the cart again.
    expect(await hasCourseAccess(db, (await createBuyer(db)).id, course.id)).toBe(false);
    const cart = await openCart(db, { userId: buyer.id, cookieId: null });
    expect(await addCourseToCart(db, cart.id, course.id, buyer.id)).toEqual({ status: 'owned' });
  });

  it('is taken back by a refund of the order that gave it', async () => {
    const course = await createCourse();
    const buyer = await createBuyer(db);
    const orderId = await orderCourse(buyer, course.id);
    await walkTo(db, orderId, 'paid');
    expect(await hasCourseAccess(db, buyer.id, course.id)).toBe(true);
    expect(await changeOrderStatus(db, { orderId, to: 'canceled', actor: { kind: 'admin' }, refundNote: 'Estorno pedido pela pessoa' })).toMatchObject({
      ok: true,
    });
    expect(await hasCourseAccess(db, buyer.id, course.id)).toBe(false);
    expect(await myCourses(db, buyer.id)).toEqual([]);
  });

  it('given by an admin is kept when an unrelated order is refunded', async () => {
    const granted = await createCourse();
    const bought = await createCourse();
    const buyer = await createBuyer(db);
    await db.insert(courseAccess).values({ userId: buyer.id, courseId: granted.id, source: 'grant' });
    const orderId = await orderCourse(buyer, bought.id);
    await walkTo(db, orderId, 'paid');
    await changeOrderStatus(db, { orderId, to: 'canceled', actor: { kind: 'admin' }, refundNote: 'Estorno' });
    expect(await hasCourseAccess(db, buyer.id, bought.id)).toBe(false);
    expect(await hasCourseAccess(db, buyer.id, granted.id)).toBe(true);
  });

  it('never comes from an order that was canceled or expired before being paid', async () => {
    const course = await createCourse();
    for (const end of ['canceled', 'expired'] as const) {
      const buyer = await createBuyer(db);
      const orderId = await orderCourse(buyer, course.id);
      await walkTo(db, orderId, end);
      expect(await hasCourseAccess(db, buyer.id, course.id)).toBe(false);
      expect(await accessRows(buyer.id, course.id)).toEqual([]);
    }
  });

  it('is not offered for a draft course or one without a price', async () => {
    const buyer = await createBuyer(db);
    const cart = await openCart(db, { userId: buyer.id, cookieId: null });
    expect(await addCourseToCart(db, cart.id, (await createCourse({ status: 'draft' })).id, buyer.id)).toEqual({ status: 'unavailable' });
    expect(await addCourseToCart(db, cart.id, (await createCourse({ priceBrl: null, priceUsd: null })).id, buyer.id)).toEqual({ status: 'unavailable' });
  });
});
