import { describe, expect, test } from "vitest";
import { formatRupees } from "./money.ts";
import {
  discountPercent,
  paidPerLine,
  percentOff,
  priceExchange,
  refundForLines,
  splitExchangeLines,
  starFill,
  subscribePrice,
  summarize,
  taxableValue,
  taxIncluded,
  variantPrices,
} from "./pricing.ts";

describe("prices of a variant", () => {
  test("the taxable value is the shelf price less its GST, to the paisa", () => {
    // ₹1,050 at 5%: 1050 / 1.05 = 1000
    expect(taxableValue(105_000, 500)).toBe(100_000);
    // ₹499 at 3%: 499 / 1.03 = 484.466 → ₹484.47
    expect(taxableValue(49_900, 300)).toBe(48_447);
    // ₹299 at 0.25%: 299 / 1.0025 = 298.254 → ₹298.25
    expect(taxableValue(29_900, 25)).toBe(29_825);
    expect(taxIncluded(49_900, 300)).toBe(1_453);
  });

  test("the shown price is the shelf price exactly: salePrice plus tax gives it back", () => {
    const prices = variantPrices(49_900, 69_900, 300);
    expect(prices.price).toBe(49_900);
    expect(Math.round(prices.salePrice * (1 + prices.tax / 100))).toBe(49_900);
    expect(prices.costPrice).toBe(69_900);
    expect(prices.tax).toBe(3);
  });

  test("the discount percent has one decimal and is 0 without a saving", () => {
    expect(discountPercent(69_900, 49_900)).toBe(28.6);
    expect(discountPercent(49_900, 49_900)).toBe(0);
    expect(discountPercent(0, 49_900)).toBe(0);
  });
});

describe("cart summary", () => {
  const line = (unitPrice: number, unitMrp: number, quantity: number, giftWrap = false) => ({
    unitPrice,
    unitMrp,
    quantity,
    giftWrap,
  });

  test("charges ₹50 shipping at ₹698 and none at ₹699", () => {
    const below = summarize([line(69_800, 69_800, 1)]);
    expect(below.shipping).toBe(5_000);
    expect(below.amountToFreeShipping).toBe(100);
    expect(below.total).toBe(74_800);
    const at = summarize([line(69_900, 69_900, 1)]);
    expect(at.shipping).toBe(0);
    expect(at.amountToFreeShipping).toBe(0);
    expect(at.total).toBe(69_900);
  });

  test("gift wrap costs ₹50 per unit of the line", () => {
    const summary = summarize([line(30_000, 40_000, 3, true), line(10_000, 10_000, 2)]);
    expect(summary.giftWrap).toBe(15_000);
    expect(summary.itemsTotal).toBe(110_000);
    expect(summary.total).toBe(110_000 + 15_000);
  });

  test("subtotal is at M.R.P. and the saving is shown as a whole percent, rounded down", () => {
    const summary = summarize([line(49_900, 69_900, 1), line(29_900, 39_900, 2)]);
    expect(summary.subtotal).toBe(69_900 + 79_800);
    expect(summary.savings).toBe(20_000 + 20_000);
    // 40,000 of 1,49,700 is 26.72%: shown as 26%, never more than the real saving
    expect(summary.savingsPercent).toBe(26);
  });

  test("one saving, one number: the card, the product page and the bag show the same percent", () => {
    // ₹499 against an M.R.P. of ₹699.99 is 28.71% off: "28% off" everywhere (it read 28, 28.7 and 29)
    expect(percentOff(69_999, 49_900)).toBe(28);
    expect(summarize([line(49_900, 69_999, 1)]).savingsPercent).toBe(28);
    expect(summarize([line(49_900, 69_999, 3)]).savingsPercent).toBe(28);
    // ₹700 against ₹800: 12.5% → 12; ₹1,000 against ₹1,170: 14.53% → 14; no saving → 0
    expect(summarize([line(70_000, 80_000, 1)]).savingsPercent).toBe(12);
    expect(summarize([line(100_000, 117_000, 1)]).savingsPercent).toBe(14);
    expect(percentOff(49_900, 49_900)).toBe(0);
    expect(percentOff(0, 49_900)).toBe(0);
  });

  test("a line of three with gift wrap: ₹50 a unit, and free shipping reached by the items alone", () => {
    // 3 × ₹233 = ₹699: free shipping; gift wrap 3 × ₹50 does not count towards it
    const summary = summarize([line(23_300, 25_000, 3, true)]);
    expect(summary.itemsTotal).toBe(69_900);
    expect(summary.giftWrap).toBe(15_000);
    expect(summary.shipping).toBe(0);
    expect(summary.total).toBe(84_900);
    // 3 × ₹232.66 = ₹697.98 plus ₹150 of gift wrap is above ₹699, yet shipping is charged
    const short = summarize([line(23_266, 25_000, 3, true)]);
    expect(short.shipping).toBe(5_000);
    expect(short.amountToFreeShipping).toBe(102);
    expect(short.total).toBe(69_798 + 15_000 + 5_000);
  });

  test("a coupon takes its percent off the items total, capped at its maximum", () => {
    const uncapped = summarize([line(100_000, 100_000, 1)], { percent: 10 });
    expect(uncapped.couponDiscount).toBe(10_000);
    expect(uncapped.total).toBe(90_000);
    const capped = summarize([line(100_000, 100_000, 1)], { percent: 50, maxDiscount: 30_000 });
    expect(capped.couponDiscount).toBe(30_000);
    expect(capped.total).toBe(70_000);
  });

  test("an empty cart costs nothing", () => {
    expect(summarize([]).total).toBe(0);
  });
});

describe("stars", () => {
  test("draws half a star from .25 up to .75 and a full one from .75", () => {
    expect(starFill(3.2)).toEqual(["full", "full", "full", "empty", "empty"]);
    expect(starFill(3.25)).toEqual(["full", "full", "full", "half", "empty"]);
    expect(starFill(3.74)).toEqual(["full", "full", "full", "half", "empty"]);
    expect(starFill(3.75)).toEqual(["full", "full", "full", "full", "empty"]);
    expect(starFill(5)).toEqual(["full", "full", "full", "full", "full"]);
  });
});

describe("rupees", () => {
  test("are grouped the Indian way", () => {
    expect(formatRupees(12_499_900)).toBe("₹1,24,999");
    expect(formatRupees(124_950)).toBe("₹1,249.50");
  });
});

describe("money going back", () => {
  // Three lines and a coupon of 10% capped at ₹300:
  //   A ₹499 × 2, gift-wrapped (₹50 a unit)   99,800 paise
  //   B ₹1,250 × 1                           1,25,000
  //   C ₹333 × 3                               99,900      items 3,24,700; free shipping (≥ ₹699)
  // The cap gives ₹300.00 = 30,000 paise of discount, shared by value:
  //   A 30000·99800/324700 = 9220.81, B 11549.11, C 9230.06 → 9220 + 11549 + 9230 = 29,999;
  //   the paisa left goes to the largest remainder (A .81): A 9221, B 11549, C 9230.
  // Paid: A 99800 − 9221 + 10000 wrap = 1,00,579; B 1,25,000 − 11549 = 1,13,451; C 99,900 − 9230 = 90,670.
  const order = {
    lines: [
      { unitPrice: 49_900, quantity: 2, giftWrap: true },
      { unitPrice: 125_000, quantity: 1, giftWrap: false },
      { unitPrice: 33_300, quantity: 3, giftWrap: false },
    ],
    discount: 30_000,
    giftWrap: 10_000,
    shipping: 0,
    codFee: 0,
  };
  const keepShipping = { refundShippingOnFullReturn: false };

  test("the coupon's discount is capped as the worked example says", () => {
    expect(
      summarize(
        order.lines.map((line) => ({ ...line, unitMrp: line.unitPrice })),
        { percent: 10, maxDiscount: 30_000 },
      ),
    ).toMatchObject({ itemsTotal: 324_700, couponDiscount: 30_000, giftWrap: 10_000, shipping: 0, total: 304_700 });
  });

  test("each line paid its share of the coupon and its own gift wrap, to the paisa", () => {
    expect(paidPerLine(order)).toEqual([100_579, 113_451, 90_670]);
  });

  test("refunding 1 of the 3 lines gives back what was paid for it: ₹1,134.51", () => {
    expect(refundForLines(order, [{ line: 1, quantity: 1 }], keepShipping)).toEqual({
      lines: [{ line: 1, quantity: 1, amount: 113_451 }],
      shipping: 0,
      total: 113_451,
    });
  });

  test("units taken one at a time add up to their line: ₹302.23 + ₹302.23 + ₹302.24 = ₹906.70", () => {
    const amounts = [0, 1, 2].map(
      (already) =>
        refundForLines(order, [{ line: 2, quantity: 1 }], {
          ...keepShipping,
          alreadyRefunded: [0, 0, already],
        }).total,
    );
    expect(amounts).toEqual([30_223, 30_223, 30_224]);
  });

  test("refunding every line one by one sums exactly to what was paid for the items", () => {
    let sum = 0;
    const already = [0, 0, 0];
    for (const [line, quantity] of [
      [2, 2],
      [0, 1],
      [1, 1],
      [0, 1],
      [2, 1],
    ] as const) {
      sum += refundForLines(order, [{ line, quantity }], { ...keepShipping, alreadyRefunded: already }).total;
      already[line] = (already[line] ?? 0) + quantity;
    }
    expect(sum).toBe(324_700 - 30_000 + 10_000);
  });

  test("shipping and the COD fee come back only with the whole order, and only when the setting says so", () => {
    const shipped = { ...order, shipping: 5_000, codFee: 2_000 };
    const all = order.lines.map((line, index) => ({ line: index, quantity: line.quantity }));
    expect(refundForLines(shipped, all, keepShipping).total).toBe(304_700);
    expect(refundForLines(shipped, all, { refundShippingOnFullReturn: true })).toMatchObject({
      shipping: 7_000,
      total: 311_700,
    });
    expect(refundForLines(shipped, [{ line: 0, quantity: 2 }], { refundShippingOnFullReturn: true }).shipping).toBe(0);
    expect(() => refundForLines(order, [{ line: 1, quantity: 2 }], keepShipping)).toThrow();
  });
});

describe("an exchange's price (decision 0034)", () => {
  test("dearer: the shopper pays the difference; under ₹1 it is waived", () => {
    expect(priceExchange(90_000, 150_000)).toEqual({
      paid: 90_000,
      replacementTotal: 150_000,
      credit: 90_000,
      toPay: 60_000,
      toRefund: 0,
      waived: 0,
    });
    expect(priceExchange(90_000, 90_050)).toMatchObject({ credit: 90_000, toPay: 0, toRefund: 0, waived: 50 });
  });

  test("cheaper: the difference goes back; equal: nothing moves", () => {
    expect(priceExchange(90_000, 60_000)).toMatchObject({ credit: 60_000, toPay: 0, toRefund: 30_000, waived: 0 });
    expect(priceExchange(80_000, 80_000)).toMatchObject({ credit: 80_000, toPay: 0, toRefund: 0, waived: 0 });
  });

  test("the credit shared over the returned lines; each line's two parts add up to what it paid", () => {
    const split = splitExchangeLines([90_001, 45_000], 100_000);
    expect(split.kept.reduce((sum, part) => sum + part, 0)).toBe(100_000);
    expect(split.kept.map((part, index) => part + (split.back[index] ?? 0))).toEqual([90_001, 45_000]);
    expect(split.back.every((part) => part >= 0)).toBe(true);
  });
});

describe("subscribePrice", () => {
  test("takes the whole percent off and rounds down to the rupee, so the saving is never less than it says", () => {
    expect(subscribePrice(45_000, 10)).toBe(40_500);
    expect(subscribePrice(44_900, 10)).toBe(40_400);
    expect(subscribePrice(45_500, 10)).toBe(40_900);
    expect(subscribePrice(29_900, 15)).toBe(25_400);
  });
  test("no discount keeps the shelf price to the paisa; the percent is bounded", () => {
    expect(subscribePrice(44_950, 0)).toBe(44_950);
    expect(subscribePrice(10_000, -5)).toBe(10_000);
    expect(subscribePrice(10_000, 150)).toBe(0);
  });
});
