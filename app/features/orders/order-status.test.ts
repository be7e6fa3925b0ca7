import { describe, expect, it } from 'vitest';
import { translate } from '#app/i18n/messages.ts';
import { orderStatusMessages } from './order-status-messages.ts';
import {
  allowedTransitions,
  assertTransition,
  canTransition,
  grantsAccess,
  isFinal,
  isOrderStatus,
  ORDER_STATUSES,
  OrderTransitionError,
  releasesStock,
  revokesAccess,
  type OrderStatus,
} from './order-status.ts';

// The product's table, written out again so that a slip in the module's table cannot hide here.
const ALLOWED = ['placed→paid', 'placed→canceled', 'placed→expired', 'paid→sent', 'paid→canceled', 'sent→delivered'];
const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => ({ from, to, allowed: ALLOWED.includes(`${from}→${to}`) })));

describe('ORDER_STATUSES', () => {
  it('lists the six statuses in their natural order', () => {
    expect(ORDER_STATUSES).toEqual(['placed', 'paid', 'sent', 'delivered', 'canceled', 'expired']);
  });
  it('recognizes a status read from the database', () => {
    expect(isOrderStatus('paid')).toBe(true);
    expect(isOrderStatus('refunded')).toBe(false);
    expect(isOrderStatus('PAID')).toBe(false);
  });
});

describe('transitions', () => {
  it('checks all 36 pairs, six of them allowed', () => {
    expect(pairs).toHaveLength(36);
    expect(pairs.filter((pair) => pair.allowed)).toHaveLength(6);
  });

  for (const { from, to, allowed } of pairs) {
    it(`${from} → ${to}: ${allowed ? 'allowed' : 'refused'}`, () => {
      expect(canTransition(from, to)).toBe(allowed);
      expect(allowedTransitions(from).includes(to)).toBe(allowed);
      if (allowed) {
        expect(() => assertTransition(from, to)).not.toThrow();
      } else {
        let thrown: unknown;
        try {
          assertTransition(from, to);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(OrderTransitionError);
        expect(thrown).toMatchObject({ from, to, name: 'OrderTransitionError' });
      }
    });
  }

  it('lists the next statuses of each status', () => {
    expect(allowedTransitions('placed')).toEqual(['paid', 'canceled', 'expired']);
    expect(allowedTransitions('paid')).toEqual(['sent', 'canceled']);
    expect(allowedTransitions('sent')).toEqual(['delivered']);
    expect(allowedTransitions('delivered')).toEqual([]);
    expect(allowedTransitions('canceled')).toEqual([]);
    expect(allowedTransitions('expired')).toEqual([]);
  });

  it('hands out a copy, so a caller cannot change the table', () => {
    allowedTransitions('placed').push('delivered');
    expect(canTransition('placed', 'delivered')).toBe(false);
  });

  it('refuses staying in the same status', () => {
    for (const status of ORDER_STATUSES) expect(() => assertTransition(status, status)).toThrow(OrderTransitionError);
  });

  it('says which move was refused', () => {
    expect(() => assertTransition('sent', 'canceled')).toThrow('An order cannot go from sent to canceled.');
  });
});

describe('isFinal', () => {
  it('is true for delivered, canceled and expired orders only', () => {
    const finals = ORDER_STATUSES.filter(isFinal);
    expect(finals).toEqual(['delivered', 'canceled', 'expired']);
  });
});

describe('side effects of a transition', () => {
  const only = (effect: (from: OrderStatus, to: OrderStatus) => boolean) =>
    pairs.filter(({ from, to }) => effect(from, to)).map(({ from, to }) => `${from}→${to}`);

  it('puts printed copies back on the shelf when an unpaid order is canceled or expires, and on a refund', () => {
    expect(only(releasesStock)).toEqual(['placed→canceled', 'placed→expired', 'paid→canceled']);
  });
  it('keeps the stock out once the parcel has left', () => {
    expect(releasesStock('sent', 'delivered')).toBe(false);
    expect(releasesStock('paid', 'sent')).toBe(false);
  });
  it('gives access to ebooks and courses on payment only', () => {
    expect(only(grantsAccess)).toEqual(['placed→paid']);
  });
  it('takes access back on a refund only', () => {
    expect(only(revokesAccess)).toEqual(['paid→canceled']);
  });
  it('only has side effects on allowed moves', () => {
    for (const { from, to, allowed } of pairs) {
      if (!allowed) expect([releasesStock(from, to), grantsAccess(from, to), revokesAccess(from, to)]).toEqual([false, false, false]);
    }
  });
});

describe('order status messages', () => {
  it('name and explain every status in both languages', () => {
    for (const locale of ['pt', 'en'] as const) {
      for (const status of ORDER_STATUSES) {
        expect(orderStatusMessages[locale][`status.${status}`]).toBeTruthy();
        expect(orderStatusMessages[locale][`explain.${status}`]).toBeTruthy();
      }
      expect(orderStatusMessages[locale]['explain.paid-digital']).toBeTruthy();
    }
  });
  it('use the product wording in English', () => {
    expect(translate(orderStatusMessages, 'en', 'explain.paid')).toBe('Paid: it will ship within a couple of days.');
    expect(translate(orderStatusMessages, 'en', 'explain.paid-digital')).toBe('Paid: your ebooks and courses are ready.');
    expect(translate(orderStatusMessages, 'pt', 'explain.placed')).toBe('Recebido, aguardando a confirmação do pagamento.');
  });
});
