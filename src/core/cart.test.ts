import { describe, expect, test } from "vitest";
import {
  addGuestLine,
  type CartItem,
  cartCount,
  cartMessages,
  checkoutLineOf,
  lineAvailable,
  maxCartLines,
  parseGuestCart,
  pricedLine,
  stockMessage,
} from "./cart.ts";
import { summarize } from "./pricing.ts";

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  productId: "rose-quartz-bracelet",
  variantId: "0b1f9c84-3d1e-4a63-9d2b-6f3e0c1a2b3c",
  variantIndex: 0,
  quantity: 1,
  name: "Rose Quartz Bracelet",
  title: "8 mm",
  price: 499,
  originalPrice: 699,
  discount: 28.6,
  image: "/media/abc/400.webp",
  stock: 5,
  giftWrap: false,
  ...overrides,
});

describe("a guest's Add to Cart", () => {
  test("appends a new line ('Product added to cart!')", () => {
    const result = addGuestLine([], item({ quantity: 2 }));
    expect(result).toEqual({ ok: true, merged: false, items: [item({ quantity: 2 })] });
  });

  test("raises the quantity of the same product and variant ('Product quantity updated in cart!')", () => {
    const result = addGuestLine([item({ quantity: 2, giftWrap: true, price: 450 })], item({ quantity: 1 }));
    expect(result.ok && result.merged).toBe(true);
    // the newest price comes with the line just added; the shopper's gift wrap choice stays
    expect(result.ok && result.items).toEqual([item({ quantity: 3, giftWrap: true })]);
  });

  test("another variant of the same product is its own line", () => {
    const other = item({ variantId: "5c2d8f7e-1111-4a63-9d2b-6f3e0c1a2b3c", variantIndex: 1 });
    const result = addGuestLine([item()], other);
    expect(result.ok && result.items).toHaveLength(2);
  });

  test("never goes past the stock the shopper was shown", () => {
    expect(addGuestLine([item({ quantity: 4 })], item({ quantity: 2 }))).toEqual({
      ok: false,
      message: "Only 5 left in stock, and 4 are already in your bag.",
      said: {
        message: "Only {stock} left in stock, and {inCart, plural, one {# is} other {# are}} already in your bag.",
        values: { stock: 5, inCart: 4 },
      },
    });
    expect(addGuestLine([], item({ stock: 0 }))).toMatchObject({
      ok: false,
      message: "Sorry, this item is out of stock.",
    });
    expect(addGuestLine([], item({ quantity: 6 }))).toMatchObject({ ok: false, message: "Only 5 left in stock." });
    // one unit already in the bag: "1 is" (Hindi's words come from the same message and values)
    expect(addGuestLine([item({ quantity: 1 })], item({ quantity: 5 }))).toMatchObject({
      message: "Only 5 left in stock, and 1 is already in your bag.",
    });
  });

  test("keeps at most the most lines a cart holds", () => {
    const full = Array.from({ length: maxCartLines }, (_, index) =>
      item({ variantId: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}` }),
    );
    expect(addGuestLine(full, item({ variantId: "new" }))).toEqual({ ok: false, message: cartMessages.cartFull });
  });
});

describe("the guest cart in local storage", () => {
  test("reads back what was written", () => {
    const lines = [item({ quantity: 2, giftWrap: true })];
    expect(parseGuestCart(JSON.stringify(lines))).toEqual(lines);
  });

  test("drops what is not a line, and merges repeated variants", () => {
    const raw = JSON.stringify([
      item({ quantity: 2 }),
      item({ quantity: 3 }),
      { productId: "x" },
      { productId: "y", variantId: "z", quantity: 0 },
      { productId: "y", variantId: "z", quantity: "2" },
      null,
      "line",
    ]);
    expect(parseGuestCart(raw)).toEqual([item({ quantity: 5 })]);
  });

  test("anything that is not a JSON list is an empty cart", () => {
    for (const raw of [null, "", "not json", "{}", "42", '{"items":[]}']) expect(parseGuestCart(raw)).toEqual([]);
  });

  test("an old line with only the spec's fields still reads (figures are refreshed from the server)", () => {
    const [line] = parseGuestCart(JSON.stringify([{ productId: "p", variantId: "v", quantity: 1, name: "Sage" }]));
    expect(line).toMatchObject({
      productId: "p",
      variantId: "v",
      quantity: 1,
      name: "Sage",
      stock: 0,
      giftWrap: false,
    });
  });
});

describe("lines and the summary", () => {
  test("rupees become paise for the pricing module, and the sidebar's summary follows", () => {
    const lines = [
      item({ quantity: 3, giftWrap: true }),
      item({ variantId: "v2", price: 120.5, originalPrice: 120.5 }),
    ];
    expect(pricedLine(lines[1] as CartItem)).toEqual({
      unitPrice: 12_050,
      unitMrp: 12_050,
      quantity: 1,
      giftWrap: false,
    });
    const summary = summarize(lines.map(pricedLine));
    expect(summary.subtotal).toBe(3 * 69_900 + 12_050);
    expect(summary.itemsTotal).toBe(3 * 49_900 + 12_050);
    expect(summary.giftWrap).toBe(15_000);
    expect(summary.shipping).toBe(0);
    expect(cartCount(lines)).toBe(4);
  });

  test("a line is available while its quantity is in stock", () => {
    expect(lineAvailable(item({ quantity: 5, stock: 5 }))).toBe(true);
    expect(lineAvailable(item({ quantity: 6, stock: 5 }))).toBe(false);
    expect(lineAvailable(item({ quantity: 1, stock: 0 }))).toBe(false);
  });

  test("a checkout line carries tax 0 and size 'Default' when none is given", () => {
    expect(checkoutLineOf(item())).toMatchObject({ tax: 0, size: "Default", quantity: 1, price: 499 });
    expect(checkoutLineOf(item(), "")).toMatchObject({ size: "Default" });
    expect(stockMessage(1, 1)).toBe("Only 1 left in stock, and 1 is already in your bag.");
  });
});
