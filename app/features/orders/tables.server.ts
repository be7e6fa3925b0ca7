/** The store: carts, orders, payments, coupons, shipping. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from './order-status.ts';
import { createdAt } from '../../lib/db/columns.ts';
import { users } from '../../lib/auth/tables.server.ts';
import { publications, formats } from '../catalog/tables.server.ts';
import { courses } from '../courses/tables.server.ts';

// --- Store: carts, orders with their history, payments, coupons, shipping rates, addresses -----
// Orders snapshot what was bought (title, ISBN, unit price), so later catalog edits never change a
// past order; payment state (payments) is kept apart from the order's own status.

/** What a buyer typed at checkout's identification step. */
export interface BuyerDetails {
  name: string;
  surname: string;
  /** cpf: a Brazilian taxpayer number (11 digits); cnpj: a Brazilian company's (14 characters); foreign: a tax or passport id. */
  idType: 'cpf' | 'cnpj' | 'foreign';
  identification: string;
  phone: string;
  email: string;
}

export interface ShippingAddress {
  recipient: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  zipcode: string;
  address: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  /** For Brazil one of the 27 state codes; elsewhere free text. */
  state: string;
}

/** A checkout in progress, kept with its cart between the steps. */
export interface CheckoutDraft {
  buyer?: BuyerDetails;
  address?: ShippingAddress;
  shippingMethodId?: number;
  paymentMethod?: string;
  couponCode?: string;
}

/** A visitor's cart is found by its id in a cookie; a signed-in person's by their account. */
export const carts = pgTable(
  'carts',
  {
    id: text().primaryKey(),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    checkout: jsonb().$type<CheckoutDraft>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_user_idx').on(t.userId), index('carts_updated_idx').on(t.updatedAt)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: text()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    formatId: integer()
      .notNull()
      .references(() => formats.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.formatId] })],
);

/** Courses in a cart: one seat each, no shipping. */
export const cartCourses = pgTable(
  'cart_courses',
  {
    cartId: text()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.courseId] })],
);

export const orders = pgTable(
  'orders',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: ORDER_STATUSES }).notNull().default('placed'),
    /** The browser's key for this placement: a double submit finds the order it already made. */
    idempotencyKey: text().notNull().unique(),
    locale: text().notNull(),
    currency: text({ enum: ['BRL', 'USD'] }).notNull(),
    subtotal: integer().notNull(),
    discount: integer().notNull().default(0),
    shippingCost: integer().notNull().default(0),
    total: integer().notNull(),
    couponId: integer().references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text(),
    buyer: jsonb().$type<BuyerDetails>().notNull(),
    /** Null for a digital-only order. */
    shippingAddress: jsonb().$type<ShippingAddress>(),
    shippingMethod: jsonb().$type<{ code: string; namePt: string; nameEn: string; daysMin: number; daysMax: number }>(),
    paymentMethod: text().notNull(),
    /** Lower-cased copy of buyer e-mail and name, for the admin's search. */
    searchText: text().notNull().default(''),
    trackingCarrier: text(),
    trackingCode: text(),
    internalNotes: text().notNull().default(''),
    refundNote: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    placedAt: createdAt(),
    paidAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.placedAt.desc().nullsFirst()),
    index('orders_status_idx').on(t.status, t.placedAt.desc().nullsFirst()),
    index('orders_placed_idx').on(t.placedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    formatId: integer().references(() => formats.id, { onDelete: 'set null' }),
    publicationId: integer().references(() => publications.id, { onDelete: 'set null' }),
    courseId: integer().references(() => courses.id, { onDelete: 'set null' }),
    kind: text({ enum: ['print', 'ebook', 'course', 'fee'] }).notNull(),
    title: text().notNull(),
    isbn: text(),
    productSlug: text().notNull(),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    weightGrams: integer().notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Every status change of an order: when, who, why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text({ enum: ORDER_STATUSES }),
    toStatus: text({ enum: ORDER_STATUSES }).notNull(),
    /** buyer, admin, provider (a payment webhook) or system (expiry). */
    actorKind: text({ enum: ['buyer', 'admin', 'provider', 'system'] }).notNull(),
    actorId: text().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** A payment link made for an order (a retry makes another); its state follows the provider's webhooks. */
export const payments = pgTable(
  'payments',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    /** The preference / checkout session / test payment id. */
    providerRef: text().notNull(),
    url: text().notNull(),
    amount: integer().notNull(),
    currency: text({ enum: ['BRL', 'USD'] }).notNull(),
    status: text({ enum: ['pending', 'paid', 'failed', 'expired'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef), index('payments_order_idx').on(t.orderId)],
);

/** Webhook events already applied: the same event delivered twice moves the order once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    orderId: bigint({ mode: 'number' }),
    kind: text().notNull(),
    outcome: text().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const coupons = pgTable('coupons', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  description: text().notNull().default(''),
  active: boolean().notNull().default(true),
  kind: text({ enum: ['percent', 'fixed'] }).notNull(),
  percent: integer(),
  amountBrl: integer(),
  amountUsd: integer(),
  minOrderBrl: integer(),
  minOrderUsd: integer(),
  validFrom: timestamp({ withTimezone: true }),
  validUntil: timestamp({ withTimezone: true }),
  maxUses: integer(),
  usesCount: integer().notNull().default(0),
  maxUsesPerPerson: integer(),
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One use of a coupon by an order; removed again when the order expires or is canceled unpaid. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The buyer's account, or their lower-cased e-mail: what the per-person limit counts. */
    person: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.orderId] }), index('coupon_redemptions_person_idx').on(t.couponId, t.person)],
);

export const shippingMethods = pgTable('shipping_methods', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  namePt: text().notNull(),
  nameEn: text().notNull(),
  /** The carrier whose tracking page a tracking code links to. */
  carrier: text().notNull().default('correios'),
  active: boolean().notNull().default(true),
  position: integer().notNull().default(0),
});

/** A rate table: per method and region, weight brackets with price and delivery time. */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: serial().primaryKey(),
    methodId: integer()
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    region: text().notNull(),
    maxWeightGrams: integer().notNull(),
    priceBrl: integer().notNull(),
    priceUsd: integer().notNull(),
    daysMin: integer().notNull(),
    daysMax: integer().notNull(),
  },
  (t) => [uniqueIndex('shipping_rates_bracket_idx').on(t.methodId, t.region, t.maxWeightGrams)],
);

/** Addresses a buyer shipped to, offered again at the next checkout. */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: jsonb().$type<ShippingAddress>().notNull(),
    /** The address's fields joined, so the same address is kept once. */
    fingerprint: text().notNull(),
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_addresses_fingerprint_idx').on(t.userId, t.fingerprint)],
);
