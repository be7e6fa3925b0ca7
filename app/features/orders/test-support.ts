/**
 * For the store's integration tests: buyers, books with their formats, the demo rate tables,
 * carts filled through the real cart functions, orders placed through placeOrder, and what was
 * queued for a buyer (mails are rows in jobs).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { addToCart, openCart, saveCheckoutDraft } from './cart/cart.server.ts';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import {
  coupons,
  formats,
  jobs,
  orderEvents,
  orders,
  publications,
  shippingMethods,
  shippingRates,
  users,
  type BuyerDetails,
  type CheckoutDraft,
  type ShippingAddress,
} from '#app/lib/db/schema.ts';
import { MAIL_JOB } from '#app/lib/mail/mail.server.ts';
import { changeOrderStatus } from './change-status.server.ts';
import { DEMO_SHIPPING_METHODS, DEMO_SHIPPING_RATES } from './demo-shipping.ts';
import type { OrderStatus } from './order-status.ts';
import { placeOrder, type PlaceOrderOutcome } from './place-order.server.ts';

let serial = 0;
/** A name no other row of this test file uses. */
export const unique = (prefix: string) => `${prefix}-${++serial}-${randomUUID().slice(0, 8)}`;

export interface Buyer {
  id: string;
  email: string;
}

export async function createBuyer(db: Db, name = 'Ana'): Promise<Buyer> {
  const id = randomUUID();
  const email = `${id}@compradores.test`;
  await db.insert(users).values({ id, name, lastName: 'Souza', email, emailVerified: true });
  return { id, email };
}

export async function createBuyers(db: Db, n: number): Promise<Buyer[]> {
  const list = Array.from({ length: n }, () => ({ id: randomUUID() }));
  await db
    .insert(users)
    .values(list.map(({ id }, i) => ({ id, name: `Comprador ${i}`, lastName: 'Souza', email: `${id}@compradores.test`, emailVerified: true })));
  return list.map(({ id }) => ({ id, email: `${id}@compradores.test` }));
}

export interface BookOptions {
  titlePt?: string;
  titleEn?: string | null;
  status?: 'draft' | 'published';
  openAccess?: boolean;
  /** A printed format when given. */
  print?: { priceBrl?: number | null; priceUsd?: number | null; stock?: number | null; weightGrams?: number; isbn?: string | null };
  /** An ebook format when given. */
  ebook?: { priceBrl?: number | null; priceUsd?: number | null; isbn?: string | null };
}

export interface Book {
  publicationId: number;
  slug: string;
  title: string;
  printId: number;
  printSlug: string;
  printIsbn: string | null;
  ebookId: number;
  ebookSlug: string;
  ebookIsbn: string | null;
}

let isbnSerial = 0;
const nextIsbn = () => `9786500${String(++isbnSerial).padStart(6, '0')}`;

/** A published book with a printed format and/or an ebook; missing ones have id -1. */
export async function createBook(db: Db, options: BookOptions = {}): Promise<Book> {
  const slug = unique('livro');
  const title = options.titlePt ?? `Livro ${slug}`;
  const [work] = await db
    .insert(publications)
    .values({
      type: 'book',
      slug,
      status: options.status ?? 'published',
      titlePt: title,
      titleEn: options.titleEn === undefined ? `Book ${slug}` : options.titleEn,
      openAccess: options.openAccess ?? false,
    })
    .returning({ id: publications.id });
  const book: Book = { publicationId: work!.id, slug, title, printId: -1, printSlug: '', printIsbn: null, ebookId: -1, ebookSlug: '', ebookIsbn: null };
  if (options.print) {
    const p = options.print;
    const isbn = p.isbn === undefined ? nextIsbn() : p.isbn;
    const [row] = await db
      .insert(formats)
      .values({
        publicationId: work!.id,
        kind: 'print',
        slug: `${slug}-impresso`,
        isbn,
        priceBrl: p.priceBrl === undefined ? 5000 : p.priceBrl,
        priceUsd: p.priceUsd === undefined ? 1200 : p.priceUsd,
        stock: p.stock === undefined ? 10 : p.stock,
        weightGrams: p.weightGrams ?? 400,
      })
      .returning({ id: formats.id });
    Object.assign(book, { printId: row!.id, printSlug: `${slug}-impresso`, printIsbn: isbn });
  }
  if (options.ebook) {
    const e = options.ebook;
    const isbn = e.isbn === undefined ? nextIsbn() : e.isbn;
    const [row] = await db
      .insert(formats)
      .values({
        publicationId: work!.id,
        kind: 'ebook',
        slug: `${slug}-ebook`,
        isbn,
        priceBrl: e.priceBrl === undefined ? 3000 : e.priceBrl,
        priceUsd: e.priceUsd === undefined ? 800 : e.priceUsd,
        epubFile: `ebooks/${slug}.epub`,
      })
      .returning({ id: formats.id });
    Object.assign(book, { ebookId: row!.id, ebookSlug: `${slug}-ebook`, ebookIsbn: isbn });
  }
  return book;
}

export const stockOf = async (db: Db, formatId: number) => (await db.select({ stock: formats.stock }).from(formats).where(eq(formats.id, formatId)))[0]!.stock;

/** The demo rate tables (PAC, SEDEX, international), as the seed would insert them; method ids by code. */
export async function seedShipping(db: Db): Promise<Record<string, number>> {
  const methods = await db
    .insert(shippingMethods)
    .values(DEMO_SHIPPING_METHODS.map((method) => ({ ...method })))
    .onConflictDoUpdate({ target: shippingMethods.code, set: { code: sql`excluded.code` } })
    .returning({ id: shippingMethods.id, code: shippingMethods.code });
  const ids = Object.fromEntries(methods.map((method) => [method.code, method.id]));
  await db
    .insert(shippingRates)
    .values(DEMO_SHIPPING_RATES.map(({ methodCode, ...rate }) => ({ ...rate, methodId: ids[methodCode]! })))
    .onConflictDoNothing();
  return ids;
}

/** The demo rate for a method, region and parcel weight (the smallest bracket that holds it). */
export function demoRate(methodCode: string, region: string, grams: number) {
  return DEMO_SHIPPING_RATES.filter((rate) => rate.methodCode === methodCode && rate.region === region && rate.maxWeightGrams >= grams).sort(
    (a, b) => a.maxWeightGrams - b.maxWeightGrams,
  )[0]!;
}

export function buyerDetails(buyer: Buyer, idType: BuyerDetails['idType'] = 'cpf'): BuyerDetails {
  return { name: 'Ana', surname: 'Souza', idType, identification: idType === 'cpf' ? '52998224725' : 'X1234567', phone: '+5511987654321', email: buyer.email };
}

export const saoPaulo: ShippingAddress = {
  recipient: 'Ana Souza',
  country: 'BR',
  zipcode: '01310-100',
  address: 'Avenida Paulista',
  number: '1000',
  complement: 'ap 12',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

export interface CartSetup {
  /** formatId → copies. */
  items: [formatId: number, quantity: number][];
  /** Overrides the default draft (buyer with CPF, São Paulo, PAC) field by field; null leaves a field out. */
  draft?: { [K in keyof CheckoutDraft]?: CheckoutDraft[K] | null };
  shippingMethodId?: number;
}

/** The buyer's cart, filled through addToCart, with a checkout draft ready to place. */
export async function fillCart(db: Db, buyer: Buyer, setup: CartSetup): Promise<string> {
  const cart = await openCart(db, { userId: buyer.id, cookieId: null });
  for (const [formatId, quantity] of setup.items) {
    const outcome = await addToCart(db, cart.id, formatId, quantity, buyer.id);
    if (outcome.status !== 'added') throw new Error(`fillCart: adding format ${formatId} gave ${JSON.stringify(outcome)}`);
  }
  const draft: CheckoutDraft = { buyer: buyerDetails(buyer), address: saoPaulo, shippingMethodId: setup.shippingMethodId };
  for (const [key, value] of Object.entries(setup.draft ?? {})) {
    if (value === null) delete draft[key as keyof CheckoutDraft];
    else Object.assign(draft, { [key]: value });
  }
  await saveCheckoutDraft(db, cart.id, draft);
  return cart.id;
}

export function place(
  db: Db,
  buyer: Buyer,
  cartId: string,
  options: { locale?: Locale; key?: string; now?: Date; paymentMethod?: string } = {},
): Promise<PlaceOrderOutcome> {
  return placeOrder(db, {
    cartId,
    user: { id: buyer.id },
    locale: options.locale ?? 'pt',
    paymentMethod: options.paymentMethod ?? 'test',
    idempotencyKey: options.key ?? randomUUID(),
    now: options.now,
  });
}

/** Fills the buyer's cart and places it; throws when the placement is refused. */
export async function placeFor(db: Db, buyer: Buyer, setup: CartSetup, options: Parameters<typeof place>[3] = {}): Promise<number> {
  const cartId = await fillCart(db, buyer, setup);
  const outcome = await place(db, buyer, cartId, options);
  if (!outcome.ok) throw new Error(`placeFor: refused ${JSON.stringify(outcome)}`);
  return outcome.orderId;
}

/** The path an order takes to reach a status, each step through changeOrderStatus. */
const PATH: Record<OrderStatus, OrderStatus[]> = {
  placed: [],
  paid: ['paid'],
  sent: ['paid', 'sent'],
  delivered: ['paid', 'sent', 'delivered'],
  canceled: ['canceled'],
  expired: ['expired'],
};

export async function walkTo(db: Db, orderId: number, status: OrderStatus): Promise<void> {
  for (const to of PATH[status]) {
    const outcome = await changeOrderStatus(db, {
      orderId,
      to,
      actor: { kind: 'admin' },
      ...(to === 'sent' ? { tracking: { carrier: 'correios', code: 'AA123456789BR' } } : {}),
    });
    if (!outcome.ok) throw new Error(`walkTo: ${to} refused: ${JSON.stringify(outcome)}`);
  }
}

export async function orderRow(db: Db, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export const eventsOf = (db: Db, orderId: number) => db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);

export interface QueuedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

/** The mails queued to this address, oldest first. */
export async function mailsTo(db: Db, email: string): Promise<QueuedMail[]> {
  const rows = await db
    .select({ id: jobs.id, payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.type, MAIL_JOB), sql`${jobs.payload}->>'to' = ${email}`))
    .orderBy(jobs.id);
  return rows.map((row) => ({ id: row.id, ...(row.payload as { to: string; subject: string; text: string }) }));
}

export async function createCoupon(db: Db, values: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await db
    .insert(coupons)
    .values({
      code: unique('CUPOM')
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, ''),
      kind: 'percent',
      percent: 10,
      ...values,
    })
    .returning();
  return row!;
}

export async function couponRow(db: Db, id: number) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row!;
}
