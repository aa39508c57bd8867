import { describe, expect, test } from "vitest";
import { formatDate, formatDateKey, formatDateTime, formatLongDate, formatMonth } from "./dates.ts";

describe("dates in India time", () => {
  test("a UTC evening is the next morning in India", () => {
    expect(formatDate("2026-11-22T20:00:00Z")).toBe("23 Nov 2026");
    expect(formatDateTime("2026-11-22T20:00:00Z")).toBe("23 Nov 2026, 1:30 am");
  });

  test("noon and midnight read 12", () => {
    expect(formatDateTime("2026-01-01T06:30:00Z")).toBe("1 Jan 2026, 12:00 pm");
    expect(formatDateTime("2025-12-31T18:30:00Z")).toBe("1 Jan 2026, 12:00 am");
    expect(formatLongDate("2026-03-05T00:00:00Z")).toBe("5 March 2026");
    expect(formatMonth("2026-03-05T00:00:00Z")).toBe("March 2026");
  });

  test("an India date (a coupon's expiry, a date of birth) reads as the shop writes dates, whatever the zone", () => {
    expect(formatDateKey("2027-11-25")).toBe("25 Nov 2027");
    expect(formatDateKey("1990-01-01")).toBe("1 Jan 1990");
  });
});
