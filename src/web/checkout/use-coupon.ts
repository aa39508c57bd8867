// The checkout's coupon: checked by the server for the items total, applied, removed, and checked
// again when the items total changes (a smaller cart may no longer reach the coupon's minimum).
// Each answer shows as a coupon notice that replaces the one before it.
import { useEffect, useState } from "react";
import { couponMessages } from "../../core/checkout.ts";
import type { Said } from "../../core/i18n.ts";
import { fromRupees, type Paise } from "../../core/money.ts";
import type { CouponTerms } from "../../core/pricing.ts";
import { useToast } from "../components/toast.tsx";
import { callApi, isSaid, saidOf } from "../shared/api.ts";
import type { AppliedCoupon } from "./order-summary.tsx";

interface CouponAnswer {
  isValid: boolean;
  message: string;
  discount: number;
  maxDiscount: number | null;
  /** A refusal with a number in it (the minimum), its values apart: said in the page's language. */
  said?: Said;
}

/** The applied coupon as the pricing module takes it (its cap in paise). */
export function couponTerms(coupon: AppliedCoupon | null): CouponTerms | null {
  if (!coupon) return null;
  return { percent: coupon.percent, maxDiscount: coupon.maxDiscount != null ? fromRupees(coupon.maxDiscount) : null };
}

export function useCoupon(itemsTotal: Paise) {
  const toast = useToast();
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const notice = (message: string | Said, tone: "success" | "error") =>
    toast(message, { tone, position: "top-center", group: "coupon" });

  /** Checks and applies a code; answers the refusal's words (the coupon box shows them), or null. */
  async function apply(code: string, quiet = false): Promise<string | Said | null> {
    try {
      const result = await callApi<CouponAnswer>(
        "GET",
        `/api/coupons/searchcoupon?code=${encodeURIComponent(code)}&cartValue=${itemsTotal / 100}`,
      );
      if (!result.isValid) {
        setCoupon(null);
        const refusal = isSaid(result.said) ? result.said : result.message || couponMessages.invalid;
        if (!quiet) notice(refusal, "error");
        return refusal;
      }
      setCoupon({ code, percent: result.discount, maxDiscount: result.maxDiscount });
      if (!quiet) notice(couponMessages.applied, "success");
      return null;
    } catch (error) {
      const message = saidOf(error) ?? couponMessages.checkFailed;
      if (!quiet) notice(message, "error");
      return message;
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the items total changes
  useEffect(() => {
    if (coupon) void apply(coupon.code, true);
  }, [itemsTotal]);

  return { coupon, apply, remove: () => setCoupon(null) };
}
