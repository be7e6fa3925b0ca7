/**
 * Placing an order (one transaction: cart, prices, shipping, stock, coupon, order, history, mail,
 * expiry job) timed on its own, 200 buyers one after another, each with two printed copies and an
 * ebook, on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set). Part of `npm run bench`.
 */
import { createTestDatabase } from '../app/lib/db/test-database.server.ts';
import { createBook, createBuyers, fillCart, place, seedShipping } from '../app/features/orders/testing.server.ts';

export async function benchStore(n = 200) {
  const database = await createTestDatabase();
  const { db } = database;
  const methods = await seedShipping(db);
  const book = await createBook(db, {
    print: { priceBrl: 8990, priceUsd: 2400, stock: 1_000_000, weightGrams: 420 },
    ebook: { priceBrl: 4990, priceUsd: 1200 },
  });
  const buyers = await createBuyers(db, n + 20);
  const carts: string[] = [];
  for (const buyer of buyers)
    carts.push(
      await fillCart(db, buyer, {
        items: [
          [book.printId, 2],
          [book.ebookId, 1],
        ],
        shippingMethodId: methods.pac,
      }),
    );
  // Warm-up, then measured.
  for (let i = 0; i < 20; i++) await place(db, buyers[i]!, carts[i]!);
  const times: number[] = [];
  for (let i = 20; i < buyers.length; i++) {
    const t = performance.now();
    const outcome = await place(db, buyers[i]!, carts[i]!);
    times.push(performance.now() - t);
    if (!outcome.ok) throw new Error(`placement refused: ${JSON.stringify(outcome)}`);
  }
  await database.dispose();
  times.sort((a, b) => a - b);
  return { engine: database.kind, orders: times.length, p50: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
}

if (import.meta.main) console.log(await benchStore());
