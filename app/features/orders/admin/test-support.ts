/** For the store administration's integration tests: accounts, orders as checkout leaves them, posted forms. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { orderEvents, orderItems, orders, users, type BuyerDetails } from '#app/lib/db/schema.ts';

export async function createAccount(db: Db, name = 'Clara', lastName = 'Admin', role = 'user,admin') {
  const id = randomUUID();
  await db.insert(users).values({ id, name, lastName, email: `${id}@ipe.test`, role, emailVerified: true });
  return id;
}

export const buyer = (overrides: Partial<BuyerDetails> = {}): BuyerDetails => ({
  name: 'Ana',
  surname: 'Souza',
  idType: 'cpf',
  identification: '52998224725',
  phone: '+55 11 91234-5678',
  email: 'ana@example.com',
  ...overrides,
});

type NewOrder = Partial<typeof orders.$inferInsert> & {
  items?: { kind: 'print' | 'ebook'; title: string; unitPrice: number; quantity: number; isbn?: string }[];
};

async function accountFor(db: Db, email: string): Promise<string> {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (found) return found.id;
  const id = randomUUID();
  await db.insert(users).values({ id, name: 'Ana', lastName: 'Souza', email, emailVerified: true });
  return id;
}

/** An order with its items and the 'placed' history entry, as placing it would leave them. */
export async function insertOrder(db: Db, { items: given, ...order }: NewOrder = {}) {
  const who = order.buyer ?? buyer();
  const items = given ?? [{ kind: 'print' as const, title: 'Educar com serviços', unitPrice: 8990, quantity: 1, isbn: '978-85-7326-981-9' }];
  const subtotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const placedAt = order.placedAt ?? new Date();
  // The buyer's account (order mails go to its verified address): found by the e-mail, or made.
  const userId = order.userId === undefined ? await accountFor(db, who.email) : order.userId;
  const [row] = await db
    .insert(orders)
    .values({
      userId,
      idempotencyKey: randomUUID(),
      locale: 'pt',
      currency: 'BRL',
      subtotal,
      shippingCost: 0,
      total: subtotal - (order.discount ?? 0) + (order.shippingCost ?? 0),
      paymentMethod: 'test',
      searchText: `${who.name} ${who.surname} ${who.email}`.toLowerCase(),
      expiresAt: new Date(placedAt.getTime() + 48 * 3600_000),
      placedAt,
      ...order,
      buyer: who,
    })
    .returning({ id: orders.id });
  const id = row!.id;
  await db.insert(orderItems).values(items.map((item) => ({ orderId: id, productSlug: 'educar-impresso', ...item })));
  await db.insert(orderEvents).values({ orderId: id, toStatus: 'placed', actorKind: 'buyer', createdAt: placedAt });
  return id;
}

export function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

/** Everything the file's pieces hold, joined. */
export async function collect(pieces: AsyncGenerator<string>): Promise<string> {
  let text = '';
  for await (const piece of pieces) text += piece;
  return text;
}
