// The e-way bill rule by HSN code (CGST Rules 2017, rule 138(14)(a) and its Annexure; decision 0037).
import { describe, expect, test } from "vitest";
import {
  defaultEwayBillThreshold,
  ewayBillAnnexureRow,
  ewayBillLines,
  ewayBillNeededMessage,
  ewayBillRequired,
  ewayBillValue,
} from "./eway-bill.ts";

const rupees = (amount: number) => amount * 100;
const threshold = defaultEwayBillThreshold;

describe("the Annexure's rows", () => {
  test("row 4 exempts pearls (7101) and precious or semi-precious stones (7103), by heading or a longer code", () => {
    expect(ewayBillAnnexureRow("7101")).toBe(4);
    expect(ewayBillAnnexureRow("7103")).toBe(4);
    expect(ewayBillAnnexureRow("71039990")).toBe(4);
    // precious metals and metals clad with them are row 4's too: silver 7106, gold 7108
    expect(ewayBillAnnexureRow("7106")).toBe(4);
    expect(ewayBillAnnexureRow("7108")).toBe(4);
  });

  test("row 5 exempts the articles: jewellery (7113) to articles of pearls or stones (7116)", () => {
    expect(ewayBillAnnexureRow("7113")).toBe(5);
    expect(ewayBillAnnexureRow("711311")).toBe(5);
    expect(ewayBillAnnexureRow("7116")).toBe(5);
  });

  test("imitation jewellery (7117), candles (3406) and soap (3401) are in no row", () => {
    expect(ewayBillAnnexureRow("7117")).toBeNull();
    expect(ewayBillAnnexureRow("71171900")).toBeNull();
    expect(ewayBillAnnexureRow("3406")).toBeNull();
    expect(ewayBillAnnexureRow("3401")).toBeNull();
    // coin is named by neither row; a code that is not one is no exemption
    expect(ewayBillAnnexureRow("7118")).toBeNull();
    expect(ewayBillAnnexureRow("")).toBeNull();
    expect(ewayBillAnnexureRow("71")).toBeNull();
  });
});

describe("whether a parcel needs an e-way bill", () => {
  const parcel = (lines: { hsn: string; value: number }[], interState = true) => ({ lines, interState });

  test("₹60,000 of stones (7103) or of jewellery (7113, 7116) to another state needs none", () => {
    for (const hsn of ["7101", "7103", "7113", "7116"]) {
      expect(ewayBillRequired(parcel([{ hsn, value: rupees(60_000) }]), threshold), hsn).toBe(false);
    }
  });

  test("₹60,000 of imitation jewellery (7117), candles (3406) or soap (3401) to another state needs one", () => {
    for (const hsn of ["7117", "3406", "3401"]) {
      expect(ewayBillRequired(parcel([{ hsn, value: rupees(60_000) }]), threshold), hsn).toBe(true);
    }
  });

  test("within the state, or at the threshold exactly, none is needed", () => {
    expect(ewayBillRequired(parcel([{ hsn: "3406", value: rupees(60_000) }], false), threshold)).toBe(false);
    expect(ewayBillRequired(parcel([{ hsn: "3406", value: rupees(50_000) }]), threshold)).toBe(false);
    expect(ewayBillRequired(parcel([{ hsn: "3406", value: rupees(50_000) + 1 }]), threshold)).toBe(true);
  });

  test("a mixed parcel is judged on the value of its goods outside the Annexure", () => {
    const mixed = [
      { hsn: "7103", value: rupees(45_000) },
      { hsn: "3406", value: rupees(30_000) },
    ];
    expect(ewayBillValue(mixed)).toBe(rupees(30_000));
    expect(ewayBillRequired(parcel(mixed), threshold)).toBe(false);
    const moreCandles = [
      { hsn: "7103", value: rupees(45_000) },
      { hsn: "3406", value: rupees(40_000) },
      { hsn: "3401", value: rupees(15_000) },
    ];
    expect(ewayBillRequired(parcel(moreCandles), threshold)).toBe(true);
  });

  test("the threshold is the one given (the shop's setting)", () => {
    const candles = parcel([{ hsn: "3406", value: rupees(60_000) }]);
    expect(ewayBillRequired(candles, rupees(1_00_000))).toBe(false);
    expect(ewayBillRequired(candles, rupees(40_000))).toBe(true);
  });
});

describe("a parcel's lines at what the shopper paid", () => {
  test("the coupon is shared by the lines' values, to the paisa", () => {
    const lines = ewayBillLines(
      [
        { hsn: "7103", unitPrice: rupees(30_000), units: 1 },
        { hsn: "3406", unitPrice: rupees(10_000), units: 3 },
      ],
      rupees(6_000),
    );
    expect(lines).toEqual([
      { hsn: "7103", value: rupees(27_000) },
      { hsn: "3406", value: rupees(27_000) },
    ]);
    expect(lines.reduce((sum, line) => sum + line.value, 0)).toBe(rupees(54_000));
  });

  test("a coupon can take a candle parcel under the threshold", () => {
    const lines = ewayBillLines([{ hsn: "3406", unitPrice: rupees(26_000), units: 2 }], rupees(5_200));
    expect(ewayBillRequired({ lines, interState: true }, threshold)).toBe(false);
  });
});

test("the refusal names the threshold in rupees", () => {
  expect(ewayBillNeededMessage(threshold)).toBe(
    "An inter-state parcel worth more than ₹50,000 needs its e-way bill number",
  );
  expect(ewayBillNeededMessage(rupees(1_00_000))).toBe(
    "An inter-state parcel worth more than ₹1,00,000 needs its e-way bill number",
  );
});
