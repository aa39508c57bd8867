import { describe, expect, test } from "vitest";
import { parseReportDate, parseReportRupees, remittanceColumnOf } from "./cod-remittance.ts";

describe("remittanceColumnOf", () => {
  test("reads Shiprocket's headers and common spellings, case, spaces and units ignored", () => {
    expect(remittanceColumnOf("CRF ID")).toBe("crfId");
    expect(remittanceColumnOf("AWB")).toBe("awb");
    expect(remittanceColumnOf(" awb no. ")).toBe("awb");
    expect(remittanceColumnOf("Order Id")).toBe("orderId");
    expect(remittanceColumnOf("Channel Order ID")).toBe("orderId");
    expect(remittanceColumnOf("Order Value")).toBe("codAmount");
    expect(remittanceColumnOf("COD Amount (₹)")).toBe("codAmount");
    expect(remittanceColumnOf("Remitted Amount Rs")).toBe("remittedAmount");
    expect(remittanceColumnOf("Early COD Charges")).toBe("deductions");
    expect(remittanceColumnOf("UTR No")).toBe("utr");
    expect(remittanceColumnOf("Remittance Date")).toBe("remittedOn");
  });

  test("leaves the columns it does not read", () => {
    expect(remittanceColumnOf("Courier")).toBeNull();
    expect(remittanceColumnOf("Delivered Date")).toBeNull();
    expect(remittanceColumnOf("")).toBeNull();
  });
});

describe("parseReportRupees", () => {
  test("reads rupees with grouping, a sign or a prefix, to the paisa", () => {
    expect(parseReportRupees("1499.5")).toBe(149950);
    expect(parseReportRupees("1,00,000")).toBe(10000000);
    expect(parseReportRupees("₹ 1,249.50")).toBe(124950);
    expect(parseReportRupees("Rs. 90")).toBe(9000);
    expect(parseReportRupees("0")).toBe(0);
  });

  test("refuses text, negatives and a third decimal", () => {
    expect(parseReportRupees("abc")).toBeNull();
    expect(parseReportRupees("-10")).toBeNull();
    expect(parseReportRupees("10.005")).toBeNull();
    expect(parseReportRupees("")).toBeNull();
  });
});

describe("parseReportDate", () => {
  test("reads ISO, day-first and month-name dates, a time after them ignored", () => {
    expect(parseReportDate("2026-11-20")).toBe("2026-11-20");
    expect(parseReportDate("2026-11-20 18:30:00")).toBe("2026-11-20");
    expect(parseReportDate("20-11-2026")).toBe("2026-11-20");
    expect(parseReportDate("5/1/2026")).toBe("2026-01-05");
    expect(parseReportDate("20 Nov 2026")).toBe("2026-11-20");
    expect(parseReportDate("20-November-2026")).toBe("2026-11-20");
  });

  test("refuses what is not a calendar day", () => {
    expect(parseReportDate("31-02-2026")).toBeNull();
    expect(parseReportDate("yesterday")).toBeNull();
    expect(parseReportDate("11/20/2026")).toBeNull();
  });
});
