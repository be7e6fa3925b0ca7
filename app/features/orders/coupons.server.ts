/** A coupon as the buyer typed it, checked against the cart: the discount, or why it is refused. */
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { couponRedemptions, coupons } from '#app/lib/db/schema.ts';
import type { Currency } from '#app/lib/payments/provider.ts';
import { checkCoupon, normalizeCouponCode, type CouponCheck } from './coupon-rules.ts';

export type CouponEvaluation = CouponCheck & { code: string; coupon: typeof coupons.$inferSelect | null };

export async function evaluateCoupon(
  db: Db,
  rawCode: string,
  ctx: { currency: Currency; subtotal: number; userId: string; now: Date },
): Promise<CouponEvaluation> {
  const code = normalizeCouponCode(rawCode);
  const [coupon] = code ? await db.select().from(coupons).where(eq(coupons.code, code)) : [];
  const [uses] = coupon
    ? await db
        .select({ n: count() })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.person, ctx.userId)))
    : [];
  const checked = checkCoupon(coupon ?? null, { now: ctx.now, currency: ctx.currency, subtotal: ctx.subtotal, personUses: uses?.n ?? 0 });
  return { ...checked, code, coupon: coupon ?? null };
}
