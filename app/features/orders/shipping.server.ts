/** Shipping rate tables in the database, and the options a parcel to an address gets from them. */
import { asc } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { shippingMethods, shippingRates, type ShippingAddress } from '#app/lib/db/schema.ts';
import type { Currency } from '#app/lib/payments/provider.ts';
import { isBrazilStateCode } from '#app/lib/brazil/states.ts';
import { parcelWeight, quoteShipping, regionOf, type ShippingOption, type ShippingRateRow, type ShippingRegion } from './shipping.ts';

export async function loadRateTables(db: Db) {
  const [methods, rates] = await Promise.all([
    db.select().from(shippingMethods).orderBy(asc(shippingMethods.position), asc(shippingMethods.id)),
    db.select().from(shippingRates).orderBy(asc(shippingRates.methodId), asc(shippingRates.region), asc(shippingRates.maxWeightGrams)),
  ]);
  return { methods, rates: rates as (ShippingRateRow & { id: number })[] };
}

/** The region of an address, or null when a Brazilian address has no valid state yet. */
export function regionOfAddress(address: Pick<ShippingAddress, 'country' | 'state'>): ShippingRegion | null {
  if (address.country === 'BR' && !isBrazilStateCode(address.state)) return null;
  return regionOf(address.country, address.state || null);
}

export async function shippingOptionsFor(
  db: Db,
  address: Pick<ShippingAddress, 'country' | 'state'>,
  lines: { weightGrams: number; quantity: number; digital: boolean }[],
  currency: Currency,
): Promise<{ options: ShippingOption[]; weightGrams: number }> {
  const region = regionOfAddress(address);
  const weightGrams = parcelWeight(lines.filter((line) => !line.digital));
  if (!region) return { options: [], weightGrams };
  const { methods, rates } = await loadRateTables(db);
  return { options: quoteShipping(methods, rates, { region, weightGrams, currency }), weightGrams };
}
