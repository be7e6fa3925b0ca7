import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { ORDERS_PAGE_SIZE, orderFilterQuery, parseOrderFilters } from './order-filters.ts';
import { listOrders, orderDashboardCounts } from './order-list.server.ts';
import { ordersCsv, ordersCsvFileName } from './orders-csv.server.ts';
import { buyer, collect, insertOrder } from './test-support.ts';

let database: TestDatabase;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  // São Paulo is UTC−3: 02:30 UTC on 1 March is still 28 February there.
  ids.ana = await insertOrder(db, { placedAt: new Date('2025-03-01T02:30:00Z'), status: 'paid', paidAt: new Date('2025-03-01T03:00:00Z') });
  ids.bruno = await insertOrder(db, {
    placedAt: new Date('2025-03-01T12:00:00Z'),
    buyer: buyer({ name: 'Bruno', surname: 'Lima', email: 'bruno_lima@example.org', identification: '=HYPERLINK("http://evil")' }),
    status: 'sent',
    trackingCode: 'AB123456789BR',
    trackingCarrier: 'correios',
  });
  ids.carla = await insertOrder(db, {
    placedAt: new Date('2025-03-02T02:59:00Z'),
    buyer: buyer({ name: 'Carla "Cacá"', surname: 'Dias, Jr.', email: 'carla@example.com', identification: '+5511999' }),
    currency: 'USD',
    discount: 500,
    couponCode: 'LEIA10',
    shippingCost: 1250,
    shippingMethod: { code: 'international', namePt: 'Internacional', nameEn: 'International', daysMin: 10, daysMax: 20 },
    items: [
      { kind: 'print', title: 'A', unitPrice: 2400, quantity: 2 },
      { kind: 'ebook', title: 'B', unitPrice: 1000, quantity: 1 },
    ],
  });
  ids.dario = await insertOrder(db, {
    placedAt: new Date('2025-03-02T03:00:00Z'),
    buyer: buyer({ name: 'Dário', surname: 'Melo', email: 'dario@example.com' }),
    status: 'canceled',
  });
});
afterAll(() => database.dispose());

const filters = (query: string) => parseOrderFilters(new URLSearchParams(query));
const list = async (query: string) => listOrders(database.db, filters(query));

describe('the order list', () => {
  it('shows the newest first, with the buyer, total and number of copies', async () => {
    const result = await list('');
    expect(result.orders.map((order) => order.id)).toEqual([ids.dario, ids.carla, ids.bruno, ids.ana]);
    expect(result.orders[1]).toMatchObject({
      buyerName: 'Carla "Cacá" Dias, Jr.',
      buyerEmail: 'carla@example.com',
      currency: 'USD',
      total: 4800 + 1000 - 500 + 1250,
      items: 3,
    });
    expect(result.total).toBe(4);
  });

  it('filters by status, and counts every status with the other filters', async () => {
    const result = await list('status=sent');
    expect(result.orders.map((order) => order.id)).toEqual([ids.bruno]);
    expect(result.total).toBe(1);
    expect(result.all).toBe(4);
    expect(result.counts).toEqual({ placed: 1, paid: 1, sent: 1, delivered: 0, canceled: 1, expired: 0 });
    expect((await list('status=shipped')).total).toBe(4); // an unknown status is no filter
  });

  it('reads the dates as São Paulo calendar days, both included', async () => {
    expect((await list('from=2025-03-01')).orders.map((order) => order.id)).toEqual([ids.dario, ids.carla, ids.bruno]);
    expect((await list('to=2025-02-28')).orders.map((order) => order.id)).toEqual([ids.ana]);
    expect((await list('from=2025-03-01&to=2025-03-01')).orders.map((order) => order.id)).toEqual([ids.carla, ids.bruno]);
    expect((await list('from=2025-03-02')).orders.map((order) => order.id)).toEqual([ids.dario]);
    expect(filters('from=2025-02-30&to=yesterday')).toMatchObject({ from: '', to: '' });
  });

  it('searches by order number, or any part of the name or e-mail; % and _ are text', async () => {
    expect((await list(`q=${ids.carla}`)).orders.map((order) => order.id)).toEqual([ids.carla]);
    expect((await list(`q=%23${ids.bruno}`)).orders.map((order) => order.id)).toEqual([ids.bruno]);
    expect((await list('q=999999')).total).toBe(0);
    expect((await list('q=SOUZA')).orders.map((order) => order.id)).toEqual([ids.ana]);
    expect((await list('q=example.com')).total).toBe(3);
    expect((await list('q=o_l')).orders.map((order) => order.id)).toEqual([ids.bruno]);
    expect((await list('q=%25')).total).toBe(0);
    expect((await list('q=example&status=canceled')).orders.map((order) => order.id)).toEqual([ids.dario]);
  });

  it('pages by 50, with links that keep the filters', async () => {
    const db = database.db;
    const start = Date.parse('2024-01-01T12:00:00Z');
    for (let i = 0; i < ORDERS_PAGE_SIZE + 5; i++)
      await insertOrder(db, { placedAt: new Date(start + i * 60_000), buyer: buyer({ name: 'Página', surname: String(i), email: `pagina${i}@example.net` }) });
    const first = await list('q=example.net');
    expect(first).toMatchObject({ total: 55, pages: 2, hasNext: true });
    expect(first.orders).toHaveLength(ORDERS_PAGE_SIZE);
    const second = await list('q=example.net&page=2');
    expect(second.orders).toHaveLength(5);
    expect(second.hasNext).toBe(false);
    expect(second.orders.at(-1)!.buyerName).toBe('Página 0');
    expect(orderFilterQuery(filters('q=example.net&status=placed&from=2024-01-01&page=2'), { page: 3 })).toBe(
      '?q=example.net&status=placed&from=2024-01-01&page=3',
    );
    expect(orderFilterQuery(filters('page=2'), { page: 1 })).toBe('');
    expect(filters('page=-1').page).toBe(1);
  });

  it('gives the dashboard the orders waiting for payment, to ship, on their way, and of the last 7 days', async () => {
    const counts = await orderDashboardCounts(database.db, new Date('2025-03-07T15:00:00Z'));
    // The 7 days are 1 to 7 March in São Paulo: Ana's order (28 February there) is left out.
    expect(counts).toEqual({ placed: 1 + 55, paid: 1, sent: 1, lastWeek: 3, lastWeekFrom: '2025-03-01' });
  });
});

describe('CSV', () => {
  it('exports the filtered orders, newest first, with a byte-order mark and a header', async () => {
    const text = await collect(ordersCsv(database.db, filters('from=2025-03-01&to=2025-03-02'), 'en'));
    expect(
      text.startsWith(
        '\uFEFFNumber,Placed at,Status,Buyer,E-mail,Identification,Currency,Subtotal,Discount,Shipping,Total,Coupon,Shipping method,Tracking code,Paid at\r\n',
      ),
    ).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toHaveLength(1 + 3 + 1); // header, three orders, and the empty string after the last CRLF
    expect(lines[1]).toBe(`${ids.dario},2025-03-02T03:00:00.000Z,canceled,Dário Melo,dario@example.com,52998224725,BRL,89.90,0.00,0.00,89.90,,,,`);
    expect(lines[2]).toBe(
      `${ids.carla},2025-03-02T02:59:00.000Z,placed,"Carla ""Cacá"" Dias, Jr.",carla@example.com,'+5511999,USD,58.00,5.00,12.50,65.50,LEIA10,International,,`,
    );
    expect(lines[3]).toBe(
      `${ids.bruno},2025-03-01T12:00:00.000Z,sent,Bruno Lima,bruno_lima@example.org,"'=HYPERLINK(""http://evil"")",BRL,89.90,0.00,0.00,89.90,,,AB123456789BR,`,
    );
  });

  it('pages through large exports and stops at the cap', async () => {
    // Three orders in the same microsecond (finer than a JS Date): the cursor must not skip or repeat them.
    for (let i = 0; i < 3; i++) {
      const id = await insertOrder(database.db, { buyer: buyer({ email: `twin${i}@example.net` }) });
      await database.db.execute(sql`update orders set placed_at = '2024-06-01 12:00:00.123456+00' where id = ${id}`);
    }
    const all = await collect(ordersCsv(database.db, filters(''), 'pt'));
    expect(all.slice(1).split('\r\n')[0]!.startsWith('Número,Feito em,Situação')).toBe(true);
    const count = await database.db.$count(orders);
    expect(all.trimEnd().split('\r\n')).toHaveLength(count + 1);
    // In batches of 4: every order once, in the same order (orders placed in the same instant included).
    const batched = await collect(ordersCsv(database.db, filters(''), 'pt', { batchSize: 4 }));
    expect(batched).toBe(all);
    const capped = await collect(ordersCsv(database.db, filters(''), 'pt', { maxRows: 7, batchSize: 3 }));
    expect(capped.trimEnd().split('\r\n')).toHaveLength(8);
    expect(capped).toBe(all.split('\r\n').slice(0, 8).join('\r\n') + '\r\n');
    expect(ordersCsvFileName(new Date('2025-03-01T02:00:00Z'))).toBe('orders-2025-02-28.csv');
  });
});
