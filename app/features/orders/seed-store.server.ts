/** Demo store settings: the shipping rate tables and a welcome coupon (idempotent, by code). */
import { sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { coupons, shippingMethods, shippingRates } from '#app/lib/db/schema.ts';
import { DEMO_SHIPPING_METHODS, DEMO_SHIPPING_RATES } from './demo-shipping.ts';

export const DEMO_COUPON = 'BEMVINDO10';

export async function seedStore(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const methods = await tx
      .insert(shippingMethods)
      .values(DEMO_SHIPPING_METHODS.map((method) => ({ ...method, carrier: 'correios' })))
      .onConflictDoUpdate({ target: shippingMethods.code, set: { code: sql`excluded.code` } })
      .returning({ id: shippingMethods.id, code: shippingMethods.code });
    const idOf = new Map(methods.map((method) => [method.code, method.id]));
    await tx
      .insert(shippingRates)
      .values(DEMO_SHIPPING_RATES.map(({ methodCode, ...rate }) => ({ ...rate, methodId: idOf.get(methodCode)! })))
      .onConflictDoNothing();
    await tx
      .insert(coupons)
      .values({ code: DEMO_COUPON, description: 'Boas-vindas: 10% na primeira compra', kind: 'percent', percent: 10, maxUsesPerPerson: 1 })
      .onConflictDoNothing();
  });
}

export const storeSeeder = { name: 'store', run: seedStore };
