/**
 * For the kill -9 test (place-order-crash.server.test.ts): a separate process that opens the
 * database and places the orders it is given (one per buyer, each with its idempotency key, as
 * the checkout's form sends it), four at a time, printing a line per order placed. The test kills
 * it with SIGKILL part-way, then starts it again with the same list, as buyers who press
 * "finish" again after the site comes back.
 */
import { openDatabase, type DatabaseOptions } from '#app/lib/db/client.server.ts';
import { placeOrder } from './place-order.server.ts';

const [options, work] = JSON.parse(process.argv[2]!) as [DatabaseOptions, { buyerId: string; cartId: string; key: string }[]];
const database = await openDatabase(options);
let next = 0;
async function worker() {
  while (next < work.length) {
    const item = work[next++]!;
    const outcome = await placeOrder(database.db, {
      cartId: item.cartId,
      user: { id: item.buyerId },
      locale: 'pt',
      paymentMethod: 'test',
      idempotencyKey: item.key,
    });
    process.stdout.write(`${JSON.stringify({ key: item.key, outcome })}\n`);
  }
}
await Promise.all([worker(), worker(), worker(), worker()]);
await database.close();
