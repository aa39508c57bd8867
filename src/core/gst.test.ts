// Worked examples of the GST arithmetic, each figure worked out by hand in the comments.
import { describe, expect, test } from "vitest";
import {
  apportion,
  documentNumber,
  financialYear,
  gstinCheckCharacter,
  isValidGstin,
  kitTax,
  taxLines,
  taxTotals,
  taxTypeFor,
} from "./gst.ts";

const none = { discount: 0, shipping: 0, giftWrap: 0, codFee: 0 };

describe("apportion", () => {
  test("shares add up to the amount exactly; the paise left go to the largest remainders", () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(20000, [40000, 35000, 125000])).toEqual([4000, 3500, 12500]);
    expect(apportion(1, [10, 30])).toEqual([0, 1]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
    for (const amount of [1, 99, 12345, 777777]) {
      const shares = apportion(amount, [137, 2900, 45, 1, 800]);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
    }
  });
});

describe("tax lines", () => {
  // a ₹525 candle (5%) and ₹50 shipping: ₹575.00 paid.
  // taxable = 57500 × 100/105 = 54761.90 → ₹547.62; tax = ₹27.38 (₹13.69 + ₹13.69 within Delhi)
  const candle = [{ description: "Lavender Candle", hsn: "3406", quantity: 1, unitPrice: 52500, gstRate: 500 }];
  const shipping = { ...none, shipping: 5000 };

  test("a Delhi order delivered in Delhi: CGST and SGST, half each", () => {
    const type = taxTypeFor("07", "07");
    expect(type).toBe("CGST+SGST");
    const [line] = taxLines(candle, shipping, type);
    expect(line).toEqual({
      description: "Lavender Candle",
      hsn: "3406",
      quantity: 1,
      unit: "NOS",
      rate: 5,
      taxableValue: 54762,
      cgst: 1369,
      sgst: 1369,
      igst: 0,
      total: 57500,
    });
  });

  test("the same cart delivered to Bengaluru: IGST", () => {
    const type = taxTypeFor("07", "29");
    expect(type).toBe("IGST");
    const [line] = taxLines(candle, shipping, type);
    expect(line).toMatchObject({ taxableValue: 54762, cgst: 0, sgst: 0, igst: 2738, total: 57500 });
  });

  test("a mixed cart at 0.25%, 5% and 18% with a coupon and gift wrap, shared to the paisa", () => {
    // tumbles ₹200 × 2 at 0.25% = ₹400, soap ₹350 at 5%, body oil ₹1,250 at 18%: ₹2,000 of goods.
    // coupon 10% = ₹200 off, shared 400:350:1250 → ₹40, ₹35, ₹125.
    // gift wrap ₹50, shared the same way → ₹10, ₹8.75, ₹31.25.
    // line totals: 400 − 40 + 10 = ₹370; 350 − 35 + 8.75 = ₹323.75; 1250 − 125 + 31.25 = ₹1,156.25.
    // taxable: 37000 ÷ 1.0025 = 36907.73 → ₹369.08, tax ₹0.92
    //          32375 ÷ 1.05   = 30833.33 → ₹308.33, tax ₹15.42
    //          115625 ÷ 1.18  = 97987.29 → ₹979.87, tax ₹176.38
    const cart = [
      { description: "Amethyst Tumble", hsn: "7103", quantity: 2, unitPrice: 20000, gstRate: 25 },
      { description: "Neem Soap", hsn: "340111", quantity: 1, unitPrice: 35000, gstRate: 500 },
      { description: "Kumkumadi Body Oil", hsn: "3304", quantity: 1, unitPrice: 125000, gstRate: 1800 },
    ];
    const charges = { ...none, discount: 20000, giftWrap: 5000 };
    const inter = taxLines(cart, charges, "IGST");
    expect(inter.map((line) => [line.total, line.taxableValue, line.igst])).toEqual([
      [37000, 36908, 92],
      [32375, 30833, 1542],
      [115625, 97987, 17638],
    ]);
    expect(taxTotals(inter)).toEqual({ taxableValue: 165728, cgst: 0, sgst: 0, igst: 19272, total: 185000 });
    // ₹2,000 − ₹200 + ₹50 = ₹1,850 paid: the lines add up to it
    expect(taxTotals(inter).total).toBe(200000 - 20000 + 5000);

    const intra = taxLines(cart, charges, "CGST+SGST");
    expect(intra.map((line) => [line.cgst, line.sgst])).toEqual([
      [46, 46],
      [771, 771],
      [8819, 8819],
    ]);
    // an odd paisa of tax: CGST takes it, the halves still add up
    const [odd] = taxLines([{ ...cart[0], quantity: 1, unitPrice: 20100 } as (typeof cart)[number]], none, "CGST+SGST");
    expect(odd?.cgst).toBe(odd ? odd.total - odd.taxableValue - odd.sgst : -1);
  });
});

describe("document numbers", () => {
  test("financial years run April to March, in India time", () => {
    expect(financialYear(new Date("2026-11-24T10:00:00Z"))).toBe("26-27");
    expect(financialYear(new Date("2027-03-31T18:00:00Z"))).toBe("26-27");
    // 31 March 2027, 20:00 UTC is 1 April, 01:30 in India
    expect(financialYear(new Date("2027-03-31T20:00:00Z"))).toBe("27-28");
    expect(financialYear(new Date("2100-01-15T00:00:00Z"))).toBe("99-00");
  });

  test("at most 16 characters of letters, digits, - and /", () => {
    expect(documentNumber("SAT", "26-27", 123)).toBe("SAT/26-27/000123");
    expect(documentNumber("CN", "26-27", 7)).toBe("CN/26-27/0000007");
    expect(() => documentNumber("SAT", "26-27", 1_000_000)).toThrow();
  });
});

describe("GSTIN", () => {
  test("the check character follows the GSTN's mod-36 scheme", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isValidGstin("07AAACS1234A1Z4")).toBe(true);
    expect(isValidGstin("07AAACS1234A1Y4")).toBe(false);
    expect(isValidGstin("7AAACS1234A1Z4")).toBe(false);
  });
});

describe("a kit's GST (decision 0059)", () => {
  // "Calm Evening Kit", ₹1,499 for all three, sold together for one price
  const bracelet = { variantId: "bracelet", gstRate: 300, hsn: "7117" };
  const candle = { variantId: "candle", gstRate: 500, hsn: "3406" };
  const lamp = { variantId: "lamp", gstRate: 1800, hsn: "9405" };
  const pouch = { variantId: "pouch", gstRate: 1200, hsn: "4202" };
  const kitLine = (tax: { gstRate: number; hsn: string }) => [
    { description: "Calm Evening Kit", hsn: tax.hsn, quantity: 1, unitPrice: 149_900, gstRate: tax.gstRate },
  ];

  test("a mixed supply is taxed at the highest rate among its parts, with that part's HSN", () => {
    const tax = kitTax([bracelet, candle, lamp], "mixed", null);
    expect(tax).toEqual({ gstRate: 1800, hsn: "9405", from: "lamp" });
    // taxable = 149900 × 100/118 = 127033.90 → ₹1,270.34; GST ₹228.66 = ₹114.33 + ₹114.33 within the state
    const [within] = taxLines(kitLine(tax ?? lamp), none, "CGST+SGST");
    expect(within).toMatchObject({ hsn: "9405", rate: 18, taxableValue: 127_034, cgst: 11_433, sgst: 11_433, igst: 0 });
    expect(within?.total).toBe(149_900);
    const [across] = taxLines(kitLine(tax ?? lamp), none, "IGST");
    expect(across).toMatchObject({ taxableValue: 127_034, cgst: 0, sgst: 0, igst: 22_866 });
  });

  test("a composite supply is taxed as its principal part, whatever the others' rates", () => {
    // "Amethyst bracelet with its pouch", ₹1,499: the bracelet (3%) is the principal, the pouch (12%) goes with it
    const tax = kitTax([pouch, bracelet], "composite", "bracelet");
    expect(tax).toEqual({ gstRate: 300, hsn: "7117", from: "bracelet" });
    // taxable = 149900 × 100/103 = 145533.98 → ₹1,455.34; GST ₹43.66 = ₹21.83 + ₹21.83
    const [line] = taxLines(kitLine(tax ?? bracelet), none, "CGST+SGST");
    expect(line).toMatchObject({ hsn: "7117", rate: 3, taxableValue: 145_534, cgst: 2_183, sgst: 2_183 });
    // the same kit as a mixed supply would have paid 12%: 149900 × 100/112 = 133839.29 → ₹1,338.39, GST ₹160.61
    const mixed = kitTax([pouch, bracelet], "mixed", null);
    expect(mixed).toEqual({ gstRate: 1200, hsn: "4202", from: "pouch" });
    const [mixedLine] = taxLines(kitLine(mixed ?? pouch), none, "IGST");
    expect(mixedLine).toMatchObject({ taxableValue: 133_839, igst: 16_061 });
  });

  test("with shipping shared in: a ₹599 composite kit and ₹50 shipping pay GST at the principal's rate on ₹649", () => {
    const tax = kitTax([bracelet, pouch], "composite", "bracelet") ?? bracelet;
    const lines = [
      { description: "Bracelet and pouch", hsn: tax.hsn, quantity: 1, unitPrice: 59_900, gstRate: tax.gstRate },
    ];
    // 64900 × 100/103 = 63009.71 → ₹630.10; GST ₹18.90 = ₹9.45 + ₹9.45
    const [line] = taxLines(lines, { ...none, shipping: 5_000 }, "CGST+SGST");
    expect(line).toMatchObject({ taxableValue: 63_010, cgst: 945, sgst: 945, total: 64_900 });
  });

  test("parts sharing the highest rate: the first in the kit's order gives the HSN; no principal among the parts: none", () => {
    const salt = { variantId: "salt", gstRate: 1800, hsn: "2501" };
    expect(kitTax([candle, salt, lamp], "mixed", null)?.hsn).toBe("2501");
    expect(kitTax([candle, lamp], "composite", "bracelet")).toBeNull();
    expect(kitTax([], "mixed", null)).toBeNull();
  });
});
