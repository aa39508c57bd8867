import { describe, expect, test } from "vitest";
import { giftCardApplied, storeCreditApplied } from "./pricing-credit.ts";

describe("what prepaid credit pays", () => {
  test("a gift card pays all the rest when it reaches, else its whole balance", () => {
    expect(giftCardApplied(149_900, 200_000, true)).toBe(149_900);
    expect(giftCardApplied(125_000, 50_000, true)).toBe(50_000);
    expect(giftCardApplied(125_000, 50_000, false)).toBe(50_000);
    expect(giftCardApplied(125_000, 0, true)).toBe(0);
  });
  test("online, it never leaves the provider less than ₹1 to charge; on delivery it may", () => {
    // ₹0.50 would be left: the card pays ₹1 less instead
    expect(giftCardApplied(100_000, 99_950, true)).toBe(99_900);
    expect(giftCardApplied(100_000, 99_950, false)).toBe(99_950);
    expect(giftCardApplied(50, 10_000, true)).toBe(50);
  });
  test("store credit pays all on delivery, all but ₹1 online", () => {
    expect(storeCreditApplied(70_000, 100_000, false)).toBe(70_000);
    expect(storeCreditApplied(70_000, 100_000, true)).toBe(69_900);
    expect(storeCreditApplied(70_000, 10_000, true)).toBe(10_000);
  });
});
