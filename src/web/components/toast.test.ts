import { describe, expect, it } from "vitest";
import { type ToastItem, withToast } from "./toast.tsx";

let nextId = 1;
const toast = (message: string, group?: string): ToastItem => ({
  id: nextId++,
  message,
  tone: "info",
  duration: 5000,
  position: "top-center",
  group,
});

describe("the toasts", () => {
  it("replace a coupon notice with the next one: the latest answer stands alone", () => {
    const expired = toast("This coupon has expired.", "coupon");
    const applied = toast("Coupon applied successfully!", "coupon");
    const added = toast("Product added to cart!");
    const shown = withToast(withToast([added, expired], applied), toast("Cart value is less than ₹999.", "coupon"));
    expect(shown.map((item) => item.message)).toEqual(["Product added to cart!", "Cart value is less than ₹999."]);
    expect(withToast([added, expired], applied).map((item) => item.message)).toEqual([
      "Product added to cart!",
      "Coupon applied successfully!",
    ]);
  });

  it("keep toasts without a group side by side, the same message once, four at most", () => {
    let shown: ToastItem[] = [];
    for (const message of ["one", "two", "one", "three", "four", "five"]) shown = withToast(shown, toast(message));
    expect(shown.map((item) => item.message)).toEqual(["one", "three", "four", "five"]);
  });
});
