// Demo coupons: a welcome offer, a capped everyday code, a festive code with a minimum, one that
// has expired and one switched off, so every coupon rule can be tried at checkout.
import type { coupons } from "../db/schema.ts";

type CouponRow = typeof coupons.$inferInsert;

function dateFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export function buildCoupons(now: Date): CouponRow[] {
  return [
    {
      code: "WELCOME10",
      discountPercent: 10,
      minCartValue: 49_900,
      expiryDate: dateFrom(now, 365),
      oneTimePerUser: true,
    },
    { code: "SATTVA15", discountPercent: 15, maxDiscount: 30_000, expiryDate: dateFrom(now, 180) },
    { code: "FESTIVE20", discountPercent: 20, minCartValue: 149_900, expiryDate: dateFrom(now, 60) },
    { code: "EXPIRED5", discountPercent: 5, expiryDate: dateFrom(now, -30) },
    { code: "MONSOON25", discountPercent: 25, minCartValue: 99_900, expiryDate: dateFrom(now, 90), isActive: false },
  ];
}
