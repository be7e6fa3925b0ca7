/** Money is integer cents, never a float; the currency travels beside it. */
export interface OrderLine {
  unitPrice: number;
  quantity: number;
}

export interface OrderTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}

/** Amounts, quantities and weights come from the database and our own code: a bad one is a bug to stop, not a message to show. */
export function assertNonNegativeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative whole number, got ${value}.`);
}

export function subtotalOf(lines: readonly OrderLine[]): number {
  let subtotal = 0;
  for (const [index, line] of lines.entries()) {
    assertNonNegativeInteger(line.unitPrice, `The unit price of line ${index + 1}`);
    assertNonNegativeInteger(line.quantity, `The quantity of line ${index + 1}`);
    subtotal += line.unitPrice * line.quantity;
  }
  assertNonNegativeInteger(subtotal, 'The subtotal');
  return subtotal;
}

/** The discount applies to the items only: it never makes them negative and never reduces the shipping. */
export function computeTotals({ lines, shipping, discount }: { lines: readonly OrderLine[]; shipping: number; discount: number }): OrderTotals {
  assertNonNegativeInteger(shipping, 'The shipping');
  assertNonNegativeInteger(discount, 'The discount');
  const subtotal = subtotalOf(lines);
  const applied = Math.min(discount, subtotal);
  return { subtotal, discount: applied, shipping, total: subtotal - applied + shipping };
}
