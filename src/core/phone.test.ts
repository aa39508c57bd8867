import { describe, expect, test } from "vitest";
import { isIndianMobile, normalizeIndianPhone } from "./phone.ts";

describe("Indian phone numbers", () => {
  test("accept exactly 10 digits", () => {
    expect(isIndianMobile("9876543210")).toBe(true);
    expect(isIndianMobile("987654321")).toBe(false);
    expect(isIndianMobile("98765432101")).toBe(false);
    expect(isIndianMobile("98765abcde")).toBe(false);
  });

  test("strip a typed +91 or 0 prefix", () => {
    expect(normalizeIndianPhone("+91 98765 43210")).toBe("9876543210");
    expect(normalizeIndianPhone("09876543210")).toBe("9876543210");
    expect(isIndianMobile("+919876543210")).toBe(true);
  });
});
