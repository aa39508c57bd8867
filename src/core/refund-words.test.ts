// The refund's one sentence (issue 38 point 6): the amount, where it goes as the shopper knows it, and
// the working days the settings give for that way.
import { describe, expect, test } from "vitest";
import { paidWithFrom, refundHeadline, refundWhereAndWhen } from "./refund-words.ts";
import { returnSettingsSchema } from "./schemas/settings-returns.ts";

const days = returnSettingsSchema.parse({});

describe("refundWhereAndWhen", () => {
  test("says the card, the bank, the UPI id, the store credit and the days of each", () => {
    const source = (paidWith: Parameters<typeof refundWhereAndWhen>[1]["paidWith"]) =>
      refundWhereAndWhen(124_950, { destination: "source", paidWith, upiId: null }, days);
    expect(source({ method: "card", detail: "Visa ending 1111" })).toBe(
      "₹1,249.50 goes back to your card (Visa ending 1111); it usually arrives in 5 to 7 working days.",
    );
    expect(source({ method: "netbanking", detail: "HDFC Bank" })).toBe(
      "₹1,249.50 goes back to your HDFC Bank account; it usually arrives in 5 to 7 working days.",
    );
    expect(source({ method: "upi", detail: "ravi@okhdfc" })).toBe(
      "₹1,249.50 goes back to your UPI account ravi@okhdfc; it usually arrives in 1 to 3 working days.",
    );
    // not known how it was paid: the widest of the online ways
    expect(source(null)).toBe(
      "₹1,249.50 goes back to the card, UPI or bank account you paid with; it usually arrives in 1 to 7 working days.",
    );
    expect(refundWhereAndWhen(50_000, { destination: "store_credit", paidWith: null, upiId: null }, days)).toBe(
      "₹500 is back in your store credit balance now, ready for your next order.",
    );
    expect(refundWhereAndWhen(50_000, { destination: "upi", paidWith: null, upiId: "meera@oksbi" }, days)).toBe(
      "₹500 is sent to your UPI id meera@oksbi; it usually arrives in 1 to 3 working days.",
    );
    expect(refundHeadline(50_000, { destination: "upi", paidWith: null, upiId: "meera@oksbi" })).toBe(
      "Refund of ₹500 sent to your UPI id meera@oksbi",
    );
  });

  test("follows the settings' days, and refuses a range that ends before it starts", () => {
    const set = returnSettingsSchema.parse({ refundDaysCardFrom: 3, refundDaysCardTo: 3 });
    expect(
      refundWhereAndWhen(
        10_000,
        { destination: "source", paidWith: { method: "card", detail: null }, upiId: null },
        set,
      ),
    ).toBe("₹100 goes back to the card you paid with; it usually arrives in 3 working days.");
    expect(returnSettingsSchema.safeParse({ refundDaysUpiFrom: 5, refundDaysUpiTo: 2 }).success).toBe(false);
  });
});

describe("paidWithFrom", () => {
  test("reads Razorpay's payment entity: method and what names it", () => {
    expect(paidWithFrom({ method: "card", card: { network: "Visa", last4: "1111" } })).toEqual({
      method: "card",
      detail: "Visa ending 1111",
    });
    expect(paidWithFrom({ method: "netbanking", bank: "HDFC" })).toEqual({ method: "netbanking", detail: "HDFC Bank" });
    expect(paidWithFrom({ method: "upi", vpa: "ravi@okhdfc" })).toEqual({ method: "upi", detail: "ravi@okhdfc" });
    expect(paidWithFrom({ method: "cod" })).toBeNull();
    expect(paidWithFrom(null)).toBeNull();
  });
});
