// The GST an order page shows for a line is the invoice's figure for it: a coupon and the charges
// are shared across the lines first (it read "incl. ₹2.99 GST" where the invoice said IGST ₹2.54).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { taxLines } from "../../core/gst.ts";
import { OrderLines } from "./order-lines.tsx";

const line = {
  variant: "v1",
  image: null,
  name: "Rose quartz",
  variantname: "Small",
  quantity: 1,
  price: 102.64,
  tax: 3,
};

describe("an order's lines", () => {
  test("show the GST the invoice shows, after the coupon's share", () => {
    const html = renderToStaticMarkup(
      createElement(OrderLines, {
        items: [line],
        charges: { discount: 15.4, shipping: 0, giftWrap: 0, codFee: 0 },
        label: "Items",
      }),
    );
    const [invoiceLine] = taxLines(
      [{ description: "Rose quartz", hsn: "7103", quantity: 1, unitPrice: 10_264, gstRate: 300 }],
      { discount: 1_540, shipping: 0, giftWrap: 0, codFee: 0 },
      "IGST",
    );
    expect(invoiceLine?.igst).toBe(254);
    expect(html).toContain("incl. ₹2.54 GST");
    expect(html).toContain("₹102.64");
  });

  test("share shipping and gift wrap across the lines as the invoice does", () => {
    const items = [line, { ...line, variant: "v2", price: 500, tax: 18, quantity: 2 }];
    const charges = { discount: 0, shipping: 50, giftWrap: 50, codFee: 0 };
    const html = renderToStaticMarkup(createElement(OrderLines, { items, charges, label: "Items" }));
    const invoice = taxLines(
      items.map((item) => ({
        description: item.name,
        hsn: "7103",
        quantity: item.quantity,
        unitPrice: Math.round(item.price * 100),
        gstRate: item.tax * 100,
      })),
      { discount: 0, shipping: 5_000, giftWrap: 5_000, codFee: 0 },
      "CGST+SGST",
    );
    for (const invoiceLine of invoice) {
      const tax = (invoiceLine.cgst + invoiceLine.sgst) / 100;
      expect(html).toContain(`incl. ₹${tax.toFixed(2)} GST`);
    }
  });
});
