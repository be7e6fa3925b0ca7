import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook, createBuyer, type Buyer } from '../test-support.ts';
import { cartItems, carts, entitlements, formats, publications } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { MAX_COPIES } from './cart-rules.ts';
import {
  addToCart,
  cartCount,
  findCart,
  MAX_CART_LINES,
  mergeGuestCart,
  openCart,
  readCart,
  removeFromCart,
  saveCheckoutDraft,
  setQuantity,
} from './cart.server.ts';

let database: TestDatabase;
let db: TestDatabase['db'];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.dispose());

const guest = () => ({ userId: null, cookieId: null });
const member = (buyer: Buyer) => ({ userId: buyer.id, cookieId: null });

async function newGuestCart() {
  const cart = await openCart(db, guest());
  expect(cart.created).toBe(true);
  return cart.id;
}

async function linesOf(cartId: string) {
  const rows = await db.select({ formatId: cartItems.formatId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.cartId, cartId));
  return Object.fromEntries(rows.map((row) => [row.formatId, row.quantity]));
}

describe('adding to the cart', () => {
  it('adds printed copies within stock, and holds what there is when more are asked', async () => {
    const book = await createBook(db, { print: { stock: 5 } });
    const cartId = await newGuestCart();
    expect(await addToCart(db, cartId, book.printId, 2, null)).toEqual({ status: 'added', quantity: 2 });
    // Adding again adds up.
    expect(await addToCart(db, cartId, book.printId, 2, null)).toEqual({ status: 'added', quantity: 4 });
    // 4 + 3 asked, 5 on hand.
    expect(await addToCart(db, cartId, book.printId, 3, null)).toEqual({ status: 'limited', quantity: 5 });
    expect(await linesOf(cartId)).toEqual({ [book.printId]: 5 });

    const other = await createBook(db, { print: { stock: 3 } });
    const second = await newGuestCart();
    expect(await addToCart(db, second, other.printId, 10, null)).toEqual({ status: 'limited', quantity: 3 });
    expect(await linesOf(second)).toEqual({ [other.printId]: 3 });
  });

  it('never holds more than MAX_COPIES of one book, even with more on hand', async () => {
    const book = await createBook(db, { print: { stock: 500 } });
    const cartId = await newGuestCart();
    const outcome = await addToCart(db, cartId, book.printId, MAX_COPIES + 30, null);
    expect(outcome).toMatchObject({ quantity: MAX_COPIES });
    expect(await linesOf(cartId)).toEqual({ [book.printId]: MAX_COPIES });
  });

  it(`holds at most ${MAX_CART_LINES} different books; more copies of one already there still go in`, async () => {
    const books = await Promise.all(Array.from({ length: MAX_CART_LINES + 1 }, () => createBook(db, { print: { stock: 10 } })));
    const cartId = await newGuestCart();
    for (const book of books.slice(0, MAX_CART_LINES)) expect(await addToCart(db, cartId, book.printId, 1, null)).toMatchObject({ status: 'added' });
    expect(await addToCart(db, cartId, books[MAX_CART_LINES]!.printId, 1, null)).toEqual({ status: 'full' });
    expect(Object.keys(await linesOf(cartId))).toHaveLength(MAX_CART_LINES);
    expect(await addToCart(db, cartId, books[0]!.printId, 2, null)).toEqual({ status: 'added', quantity: 3 });
  });

  it('refuses a printed book out of stock, and leaves the cart as it was', async () => {
    const book = await createBook(db, { print: { stock: 0 } });
    const cartId = await newGuestCart();
    expect(await addToCart(db, cartId, book.printId, 1, null)).toEqual({ status: 'out-of-stock' });
    expect(await linesOf(cartId)).toEqual({});
  });

  it('keeps one copy of an ebook, whatever is asked and however often', async () => {
    const book = await createBook(db, { ebook: {} });
    const cartId = await newGuestCart();
    expect(await addToCart(db, cartId, book.ebookId, 3, null)).toEqual({ status: 'added', quantity: 1 });
    expect(await addToCart(db, cartId, book.ebookId, 1, null)).toEqual({ status: 'added', quantity: 1 });
    expect(await linesOf(cartId)).toEqual({ [book.ebookId]: 1 });
  });

  it('refuses an open-access ebook as free, an unpublished work and an unknown format', async () => {
    const open = await createBook(db, { openAccess: true, ebook: { priceBrl: 3000 }, print: {} });
    const draft = await createBook(db, { status: 'draft', print: {}, ebook: {} });
    const noPrice = await createBook(db, { print: { priceBrl: null, priceUsd: null } });
    const cartId = await newGuestCart();
    expect(await addToCart(db, cartId, open.ebookId, 1, null)).toEqual({ status: 'free' });
    expect(await addToCart(db, cartId, draft.printId, 1, null)).toEqual({ status: 'unavailable' });
    expect(await addToCart(db, cartId, draft.ebookId, 1, null)).toEqual({ status: 'unavailable' });
    expect(await addToCart(db, cartId, noPrice.printId, 1, null)).toEqual({ status: 'unavailable' });
    expect(await addToCart(db, cartId, 987654, 1, null)).toEqual({ status: 'unavailable' });
    expect(await linesOf(cartId)).toEqual({});
    // The printed copy of an open-access work is still sold.
    expect(await addToCart(db, cartId, open.printId, 1, null)).toEqual({ status: 'added', quantity: 1 });
  });

  it('refuses an ebook with no file to deliver, and flags one whose file went after it was added', async () => {
    const empty = await createBook(db, { ebook: {} });
    await db.update(formats).set({ epubFile: null }).where(eq(formats.id, empty.ebookId));
    const cartId = await newGuestCart();
    expect(await addToCart(db, cartId, empty.ebookId, 1, null)).toEqual({ status: 'unavailable' });
    expect(await linesOf(cartId)).toEqual({});

    const book = await createBook(db, { ebook: {} });
    expect(await addToCart(db, cartId, book.ebookId, 1, null)).toEqual({ status: 'added', quantity: 1 });
    await db.update(formats).set({ epubFile: null }).where(eq(formats.id, book.ebookId));
    const view = await readCart(db, cartId, 'pt');
    expect(view!.lines.map((line) => line.problem)).toEqual(['unavailable']);
  });

  it('refuses an ebook its owner already has, but not to someone else', async () => {
    const book = await createBook(db, { ebook: {} });
    const owner = await createBuyer(db);
    const someone = await createBuyer(db);
    await db.insert(entitlements).values({ userId: owner.id, publicationId: book.publicationId, source: 'purchase' });
    const ownerCart = await openCart(db, member(owner));
    expect(await addToCart(db, ownerCart.id, book.ebookId, 1, owner.id)).toEqual({ status: 'owned' });
    expect(await linesOf(ownerCart.id)).toEqual({});
    const otherCart = await openCart(db, member(someone));
    expect(await addToCart(db, otherCart.id, book.ebookId, 1, someone.id)).toEqual({ status: 'added', quantity: 1 });
  });
});

describe('changing quantities', () => {
  it('clamps to the stock, and 0 removes the line', async () => {
    const book = await createBook(db, { print: { stock: 4 } });
    const ebook = await createBook(db, { ebook: {} });
    const cartId = await newGuestCart();
    await addToCart(db, cartId, book.printId, 1, null);
    await addToCart(db, cartId, ebook.ebookId, 1, null);
    expect(await setQuantity(db, cartId, book.printId, 3)).toEqual({ status: 'updated', quantity: 3 });
    expect(await setQuantity(db, cartId, book.printId, 9)).toEqual({ status: 'limited', quantity: 4 });
    expect(await linesOf(cartId)).toEqual({ [book.printId]: 4, [ebook.ebookId]: 1 });
    // An ebook stays one copy.
    expect(await setQuantity(db, cartId, ebook.ebookId, 5)).toEqual({ status: 'updated', quantity: 1 });
    expect(await setQuantity(db, cartId, book.printId, 0)).toEqual({ status: 'removed' });
    expect(await linesOf(cartId)).toEqual({ [ebook.ebookId]: 1 });
    await removeFromCart(db, cartId, ebook.ebookId);
    expect(await linesOf(cartId)).toEqual({});
  });

  it('answers out-of-stock when the book sold out meanwhile, keeping the line for the buyer to see', async () => {
    const book = await createBook(db, { print: { stock: 2 } });
    const cartId = await newGuestCart();
    await addToCart(db, cartId, book.printId, 2, null);
    await db.update(formats).set({ stock: 0 }).where(eq(formats.id, book.printId));
    expect(await setQuantity(db, cartId, book.printId, 1)).toEqual({ status: 'out-of-stock' });
    const view = await readCart(db, cartId, 'pt');
    expect(view!.lines[0]).toMatchObject({ formatId: book.printId, problem: 'out-of-stock' });
    expect(view!.blocked).toBe(true);
  });
});

describe('whose cart it is', () => {
  it("a visitor's cart is found by its cookie only: not by another visitor, nor by a signed-in lookup", async () => {
    const book = await createBook(db, { print: {} });
    const mine = await openCart(db, guest());
    expect(mine.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await addToCart(db, mine.id, book.printId, 2, null);

    expect(await findCart(db, { userId: null, cookieId: mine.id })).toBe(mine.id);
    expect(await cartCount(db, { userId: null, cookieId: mine.id })).toBe(2);
    expect(await openCart(db, { userId: null, cookieId: mine.id })).toEqual({ id: mine.id, created: false });

    // Another visitor, with a cookie of their own, a forged one, or none.
    const theirs = await openCart(db, guest());
    expect(theirs.id).not.toBe(mine.id);
    expect(await findCart(db, { userId: null, cookieId: theirs.id })).toBe(theirs.id);
    expect(await cartCount(db, { userId: null, cookieId: theirs.id })).toBe(0);
    const forged = `${mine.id.slice(0, 31)}${mine.id.endsWith('x') ? 'y' : 'x'}`;
    expect(await findCart(db, { userId: null, cookieId: forged })).toBeNull();
    expect(await findCart(db, { userId: null, cookieId: "' or 1=1 --" })).toBeNull();
    expect(await findCart(db, guest())).toBeNull();

    // A signed-in person's lookup goes by the account: the visitor's cart is not theirs, cookie or not.
    const someone = await createBuyer(db);
    expect(await findCart(db, { userId: someone.id, cookieId: mine.id })).toBeNull();
    expect(await cartCount(db, { userId: someone.id, cookieId: mine.id })).toBe(0);
    const account = await openCart(db, { userId: someone.id, cookieId: mine.id });
    expect(account.id).not.toBe(mine.id);
    expect(account.created).toBe(false);
    expect(await openCart(db, member(someone))).toEqual({ id: account.id, created: false });
  });

  it("an account's cart is not reachable with its id as a visitor's cookie", async () => {
    const book = await createBook(db, { print: {} });
    const someone = await createBuyer(db);
    const account = await openCart(db, member(someone));
    await addToCart(db, account.id, book.printId, 1, someone.id);
    expect(await findCart(db, { userId: null, cookieId: account.id })).toBeNull();
    expect(await cartCount(db, { userId: null, cookieId: account.id })).toBe(0);
    // A visitor presenting it gets a new cart instead.
    const visitor = await openCart(db, { userId: null, cookieId: account.id });
    expect(visitor.id).not.toBe(account.id);
  });
});

describe('merging at sign-in', () => {
  it("adds the visitor's quantities to the account's (capped), keeps one ebook, deletes the visitor's cart", async () => {
    const print = await createBook(db, { print: { stock: 100 } });
    const both = await createBook(db, { print: { stock: 100 }, ebook: {} });
    const onlyGuest = await createBook(db, { print: { stock: 100 } });
    const person = await createBuyer(db);
    const account = await openCart(db, member(person));
    await addToCart(db, account.id, print.printId, 15, person.id);
    await addToCart(db, account.id, both.ebookId, 1, person.id);
    await addToCart(db, account.id, both.printId, 2, person.id);
    await saveCheckoutDraft(db, account.id, { couponCode: 'MINHA' });

    const guestCart = await newGuestCart();
    await addToCart(db, guestCart, print.printId, 10, null);
    await addToCart(db, guestCart, both.ebookId, 1, null);
    await addToCart(db, guestCart, both.printId, 3, null);
    await addToCart(db, guestCart, onlyGuest.printId, 4, null);
    await saveCheckoutDraft(db, guestCart, { couponCode: 'DELE' });

    await mergeGuestCart(db, guestCart, person.id);

    expect(await linesOf(account.id)).toEqual({ [print.printId]: MAX_COPIES, [both.ebookId]: 1, [both.printId]: 5, [onlyGuest.printId]: 4 });
    expect(await db.select().from(carts).where(eq(carts.id, guestCart))).toEqual([]);
    expect(await db.select().from(cartItems).where(eq(cartItems.cartId, guestCart))).toEqual([]);
    expect(await findCart(db, member(person))).toBe(account.id);
    // The account's own draft wins over the visitor's.
    expect((await readCart(db, account.id, 'pt'))!.checkout).toEqual({ couponCode: 'MINHA' });
    expect(await cartCount(db, member(person))).toBe(MAX_COPIES + 1 + 5 + 4);
  });

  it('adopts the visitor cart, draft included, when the account has none', async () => {
    const book = await createBook(db, { print: {} });
    const person = await createBuyer(db);
    const guestCart = await newGuestCart();
    await addToCart(db, guestCart, book.printId, 2, null);
    await saveCheckoutDraft(db, guestCart, { couponCode: 'VISITA' });
    await mergeGuestCart(db, guestCart, person.id);
    expect(await findCart(db, member(person))).toBe(guestCart);
    expect(await linesOf(guestCart)).toEqual({ [book.printId]: 2 });
    expect((await readCart(db, guestCart, 'pt'))!.checkout).toEqual({ couponCode: 'VISITA' });
    // No longer a visitor's cart.
    expect(await findCart(db, { userId: null, cookieId: guestCart })).toBeNull();
  });

  it("leaves other people's carts alone: an account's cart id, or an invalid id, merges nothing", async () => {
    const book = await createBook(db, { print: {} });
    const owner = await createBuyer(db);
    const intruder = await createBuyer(db);
    const ownerCart = await openCart(db, member(owner));
    await addToCart(db, ownerCart.id, book.printId, 1, owner.id);
    await mergeGuestCart(db, ownerCart.id, intruder.id);
    await mergeGuestCart(db, 'not-a-cart', intruder.id);
    expect(await findCart(db, member(owner))).toBe(ownerCart.id);
    expect(await linesOf(ownerCart.id)).toEqual({ [book.printId]: 1 });
    expect(await findCart(db, member(intruder))).toBeNull();
  });

  it('does not bring into the account an ebook it already owns', async () => {
    // addToCart refuses an owned ebook; a visitor's cart filled before signing in must not
    // sneak it in and have the person pay for it twice.
    const book = await createBook(db, { ebook: {} });
    const other = await createBook(db, { print: {} });
    const person = await createBuyer(db);
    await db.insert(entitlements).values({ userId: person.id, publicationId: book.publicationId, source: 'purchase' });
    const account = await openCart(db, member(person));
    await addToCart(db, account.id, other.printId, 1, person.id);
    const guestCart = await newGuestCart();
    await addToCart(db, guestCart, book.ebookId, 1, null);
    await mergeGuestCart(db, guestCart, person.id);
    expect(await linesOf(account.id)).toEqual({ [other.printId]: 1 });
  });
});

describe('reading the cart', () => {
  it('prices in reais for Portuguese and in dollars for English', async () => {
    const print = await createBook(db, { print: { priceBrl: 5000, priceUsd: 1200, stock: 5 } });
    const ebook = await createBook(db, { ebook: { priceBrl: 3000, priceUsd: 800 } });
    const cartId = await newGuestCart();
    await addToCart(db, cartId, print.printId, 2, null);
    await addToCart(db, cartId, ebook.ebookId, 1, null);

    const pt = (await readCart(db, cartId, 'pt'))!;
    expect(pt).toMatchObject({ currency: 'BRL', subtotal: 2 * 5000 + 3000, count: 3, digitalOnly: false, blocked: false });
    expect(pt.lines.map((line) => [line.formatId, line.unitPrice, line.lineTotal, line.problem])).toEqual([
      [print.printId, 5000, 10000, null],
      [ebook.ebookId, 3000, 3000, null],
    ]);
    expect(pt.lines[0]).toMatchObject({ title: print.title, kind: 'print', isbn: print.printIsbn, productSlug: print.printSlug, weightGrams: 400, stock: 5 });

    const en = (await readCart(db, cartId, 'en'))!;
    expect(en).toMatchObject({ currency: 'USD', subtotal: 2 * 1200 + 800 });
    expect(en.lines[0]!.title).toBe(`Book ${print.slug}`);
  });

  it('prices in reais in English when an item has no dollar price, and for a buyer identified with a CPF', async () => {
    const dollars = await createBook(db, { print: { priceBrl: 5000, priceUsd: 1200 } });
    const reaisOnly = await createBook(db, { ebook: { priceBrl: 2500, priceUsd: null } });
    const cartId = await newGuestCart();
    await addToCart(db, cartId, dollars.printId, 1, null);
    expect((await readCart(db, cartId, 'en'))!.currency).toBe('USD');
    await addToCart(db, cartId, reaisOnly.ebookId, 1, null);
    const mixed = (await readCart(db, cartId, 'en'))!;
    expect(mixed).toMatchObject({ currency: 'BRL', subtotal: 5000 + 2500, blocked: false });

    const cpfCart = await newGuestCart();
    await addToCart(db, cpfCart, dollars.printId, 1, null);
    await saveCheckoutDraft(db, cpfCart, {
      buyer: { name: 'Ana', surname: 'Souza', idType: 'cpf', identification: '52998224725', phone: '', email: 'ana@example.com' },
    });
    expect((await readCart(db, cpfCart, 'en'))!).toMatchObject({ currency: 'BRL', subtotal: 5000 });
    // And the other way round: a foreign buyer on the Portuguese site pays in dollars.
    await saveCheckoutDraft(db, cpfCart, {
      buyer: { name: 'Ann', surname: 'Smith', idType: 'foreign', identification: 'X1', phone: '', email: 'ann@example.com' },
    });
    expect((await readCart(db, cpfCart, 'pt'))!).toMatchObject({ currency: 'USD', subtotal: 1200 });
  });

  it("reads the catalog's current price, never a remembered one", async () => {
    const book = await createBook(db, { print: { priceBrl: 5000 } });
    const cartId = await newGuestCart();
    await addToCart(db, cartId, book.printId, 2, null);
    await db.update(formats).set({ priceBrl: 6500 }).where(eq(formats.id, book.printId));
    expect((await readCart(db, cartId, 'pt'))!).toMatchObject({ subtotal: 13000, lines: [{ unitPrice: 6500, lineTotal: 13000 }] });
  });

  it('flags a line whose quantity is now more than the stock, and blocks checkout', async () => {
    const book = await createBook(db, { print: { stock: 5 } });
    const fine = await createBook(db, { print: { stock: 5 } });
    const cartId = await newGuestCart();
    await addToCart(db, cartId, book.printId, 4, null);
    await addToCart(db, cartId, fine.printId, 1, null);
    expect((await readCart(db, cartId, 'pt'))!.blocked).toBe(false);
    await db.update(formats).set({ stock: 2 }).where(eq(formats.id, book.printId));
    const view = (await readCart(db, cartId, 'pt'))!;
    expect(view.blocked).toBe(true);
    expect(view.lines.find((line) => line.formatId === book.printId)).toMatchObject({ quantity: 4, stock: 2, problem: 'not-enough-stock' });
    expect(view.lines.find((line) => line.formatId === fine.printId)!.problem).toBeNull();
    // Lowering the quantity clears it.
    await setQuantity(db, cartId, book.printId, 2);
    expect((await readCart(db, cartId, 'pt'))!.blocked).toBe(false);
  });

  it('flags a line whose work was unpublished meanwhile', async () => {
    const book = await createBook(db, { ebook: {} });
    const cartId = await newGuestCart();
    await addToCart(db, cartId, book.ebookId, 1, null);
    await db.update(publications).set({ status: 'draft' }).where(eq(publications.id, book.publicationId));
    const view = (await readCart(db, cartId, 'pt'))!;
    expect(view).toMatchObject({ blocked: true, digitalOnly: true, lines: [{ problem: 'unavailable' }] });
  });

  it('gives null for an unknown cart and an empty view for an empty one', async () => {
    expect(await readCart(db, 'x'.repeat(32), 'pt')).toBeNull();
    const cartId = await newGuestCart();
    expect(await readCart(db, cartId, 'pt')).toMatchObject({ lines: [], subtotal: 0, count: 0, blocked: false });
  });

  it('keeps the checkout draft step by step', async () => {
    const cartId = await newGuestCart();
    await saveCheckoutDraft(db, cartId, { couponCode: 'A' });
    await saveCheckoutDraft(db, cartId, { shippingMethodId: 3 });
    await saveCheckoutDraft(db, cartId, { couponCode: 'B' });
    const [row] = await db.select({ checkout: carts.checkout }).from(carts).where(eq(carts.id, cartId));
    expect(row!.checkout).toEqual({ couponCode: 'B', shippingMethodId: 3 });
  });
});
