// The owner's data out for accountants and mail tools: orders (one row per line, with its GST as the
// order pages and the invoice show it: core/gst.ts lineGst) and customers (with their live consents).
// Admin only, streamed through sendCsv (formula-safe cells, private, audited).
import express, { type Router } from "express";
import { dateKeyOf } from "../../../core/dates.ts";
import { lineGst } from "../../../core/gst.ts";
import { toRupees } from "../../../core/money.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { customerPages, orderPages } from "./queries.ts";
import { sendCsv } from "./send.ts";

const admin = { 401: "Not signed in", 403: "Not an admin" };

async function* orderRows(ctx: AppContext) {
  yield [
    "Order",
    "Date",
    "Status",
    "Payment",
    "Payment status",
    "Customer",
    "Email",
    "Phone",
    "Place of supply",
    "Product",
    "Variant",
    "SKU",
    "HSN",
    "Quantity",
    "Unit price",
    "GST rate",
    "Line total",
    "Taxable value",
    "GST",
    "Coupon",
    "Order total",
  ];
  for await (const page of orderPages(ctx)) {
    for (const { order, lines } of page) {
      const shares = lineGst(lines, {
        discount: order.discount,
        shipping: order.shipping,
        giftWrap: order.giftWrap,
        codFee: order.codFee,
      });
      for (const [index, line] of lines.entries()) {
        const share = shares[index];
        yield [
          order.number,
          dateKeyOf(order.createdAt),
          order.orderStatus,
          order.paymentMethod,
          order.paymentStatus,
          `${order.firstName} ${order.lastName}`.trim(),
          order.email,
          order.phone,
          order.deliveryState,
          line.name,
          line.variantname,
          line.sku,
          line.hsn,
          line.quantity,
          toRupees(line.unitPrice),
          line.gstRate / 100,
          toRupees(share?.total ?? 0),
          toRupees(share?.taxableValue ?? 0),
          toRupees(share?.tax ?? 0),
          order.couponCode ?? "",
          toRupees(order.totalAmount),
        ];
      }
    }
  }
}

async function* customerRows(ctx: AppContext) {
  yield ["Email", "First name", "Last name", "Phone", "Joined", "Points", "Consents (live)"];
  for await (const page of customerPages(ctx)) {
    for (const { user, consents } of page) {
      yield [
        user.email,
        user.firstName,
        user.lastName,
        user.phone ?? "",
        dateKeyOf(user.createdAt),
        user.points,
        consents.map((consent) => `${consent.purpose} (given ${dateKeyOf(consent.givenAt)})`).join("; "),
      ];
    }
  }
}

export function exportRoutes(ctx: AppContext): Router {
  const router = express.Router();
  endpoint(
    router,
    {
      method: "get",
      path: "/admin/export/orders.csv",
      summary: "Admin: every placed order as CSV, one row per line with its taxable value and GST; streamed",
      tag: "Admin",
      access: "admin",
      errors: admin,
    },
    async ({ res, user }) => {
      await sendCsv(ctx, res, user, "orders.csv", "orders", orderRows(ctx));
      return undefined;
    },
  );
  endpoint(
    router,
    {
      method: "get",
      path: "/admin/export/customers.csv",
      summary: "Admin: every customer as CSV with their live consents (purpose and date given); streamed",
      tag: "Admin",
      access: "admin",
      errors: admin,
    },
    async ({ res, user }) => {
      await sendCsv(ctx, res, user, "customers.csv", "customers", customerRows(ctx));
      return undefined;
    },
  );
  return router;
}
