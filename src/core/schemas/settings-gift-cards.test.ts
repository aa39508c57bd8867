// Settings → Gift cards: every refusal is the section's own message (the admin page shows it under its
// field), an amount out of range included, and the admin's typed text reads as rupees.
import { describe, expect, test } from "vitest";
import { typedAmounts } from "../../web/admin/settings/gift-cards-section.tsx";
import { giftCardSettingsMessages, giftCardSettingsSchema } from "./settings-gift-cards.ts";

const good = { amounts: [500, 1000], min: 500, max: 10_000, validityMonths: 12 };
const messages = (value: unknown) =>
  giftCardSettingsSchema.safeParse(value).error?.issues.map((issue) => issue.message);

describe("gift card settings", () => {
  test("an amount out of range, not whole or not a number is refused with the amounts' message", () => {
    for (const amounts of [[500, 99_999], [50], [500.5], ["abc"], [], Array(9).fill(500)]) {
      expect(messages({ ...good, amounts }), JSON.stringify(amounts)).toEqual([giftCardSettingsMessages.amounts]);
    }
  });

  test("the most under the least, and a validity under a year, say so", () => {
    expect(messages({ ...good, min: 2000, max: 1000 })).toEqual([giftCardSettingsMessages.max]);
    expect(messages({ ...good, validityMonths: 6 })).toEqual([giftCardSettingsMessages.validityMonths]);
    expect(giftCardSettingsSchema.parse(good)).toEqual(good);
  });

  test("the admin's comma-separated amounts", () => {
    expect(typedAmounts("500, 1000 ,2000,, ₹5000")).toEqual(["500", "1000", "2000", "5000"]);
    expect(typedAmounts("  ")).toEqual([]);
  });
});
