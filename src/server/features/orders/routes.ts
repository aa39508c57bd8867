// The order API (spec: checkout-account-admin section 7): cash-on-delivery orders and reading an
// order back for its thank-you page. Online payments are in features/payments/routes.ts. The buyer
// is the session's member, else the guest whose details come with the order.
import express, { type Router } from "express";
import { z } from "zod";
import { orderStatusNames } from "../../../core/order-status.ts";
import { confirmOrderSchema, orderLookupQuerySchema, placeOrderSchema } from "../../../core/schemas/checkout.ts";
import {
  adminOrderListSchema,
  oneOrderAnswerSchema,
  orderDetailSchema,
  orderHistorySchema,
  orderPlacedSchema,
} from "../../../core/schemas/order-answer.ts";
import type { AppContext } from "../../context.ts";
import { orderStatuses, paymentStatuses } from "../../db/schema.ts";
import { endpoint } from "../../http/endpoint.ts";
import { requireAdmin, requireSelf, requireUser } from "../../http/permissions.ts";
import { clientInfo as auditClient } from "../../http/sessions.ts";
import { auditAdminView, listSubject } from "../audit/service.ts";
import { deliverWithParcel } from "../shipping/scans.ts";
import { idempotent } from "./idempotency.ts";
import {
  cancelOwnOrder,
  changeOrderStatus,
  confirmCodOrder,
  confirmMessages,
  listOrdersForAdmin,
  orderDetail,
  orderHistory,
  placeCodOrder,
  readOrder,
} from "./service.ts";

const tag = "Orders";

export const orderErrors = {
  400: "Invalid input: the first problem in the spec's order (Address, City, State, Country, Postal Code, First Name, Last Name, Email, Phone) is the message; each bad field is named. Also a PIN code that is unknown, not served or not in the state given (shippingAddress.zipCode / .state), and cash on delivery refused by the shop's COD rules (paymentMethod, with the reason)",
  401: "A coupon or a saved address without signing in",
  404: "A product or variant no longer sold (the line is named), or an unknown saved address",
  409: "Out of stock (the line is named, error.available), a coupon refused (expired, used, below minimum), or an Idempotency-Key reused",
};

/** The Idempotency-Key header, when one came. */
export function idempotencyKey(req: express.Request): string | undefined {
  const key = req.get("idempotency-key");
  return key === undefined ? undefined : key;
}

/** Whose repeated request it is: the member, or the guest's e-mail. */
export function idempotencyOwner(userId: string | undefined, guestEmail: string | undefined): string {
  return userId ? `user:${userId}` : `guest:${guestEmail ?? "unknown"}`;
}

export function orderRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "post",
      path: "/userorder/placeorder",
      summary:
        "Places a cash-on-delivery order. Prices, tax, stock, coupon and shipping come from the database; any price, totalAmount or user in the body is ignored. Send an Idempotency-Key header to make a repeated submit return the same order.",
      tag,
      access: "public",
      body: placeOrderSchema,
      status: 201,
      response: orderPlacedSchema,
      errors: orderErrors,
    },
    async ({ body, user, req, res }) => {
      const answer = await idempotent(
        ctx,
        {
          owner: idempotencyOwner(user?.id, body.guestUser?.email),
          endpoint: "placeorder",
          key: idempotencyKey(req),
          request: body,
        },
        async () => ({ status: 201, body: await placeCodOrder(ctx, user, body) }),
      );
      res.setHeader("Cache-Control", "no-store");
      res.status(answer.status).json(answer.body);
      return undefined;
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/orders/:orderId/confirm",
      summary:
        "The shopper confirms a cash-on-delivery order with the single-use token of its confirm link (no sign-in): it moves from awaiting_confirmation to processing. Repeating it answers that the order is already confirmed.",
      tag,
      access: "public",
      params: z.object({ orderId: z.uuid({ error: confirmMessages.invalid }) }),
      body: confirmOrderSchema,
      errors: { 404: "No such order, or the token is wrong", 409: "The order was cancelled meanwhile" },
    },
    async ({ params, body, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return confirmCodOrder(ctx, params.orderId, body.token);
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/userorder/:orderId",
      summary: "One order, for its owner, an admin, or whoever holds the key of its thank-you page link",
      tag,
      access: "public",
      params: z.object({ orderId: z.uuid({ error: "Order not found" }) }),
      query: orderLookupQuerySchema,
      response: oneOrderAnswerSchema,
      errors: { 404: "No such order, or not yours (the same answer, so ids cannot be probed)" },
    },
    async ({ params, query, user, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      const order = await readOrder(ctx, user, params.orderId, query.key);
      await auditAdminView(ctx, user, { kind: "order", id: params.orderId, ownerId: order.user }, auditClient(req).ip);
      return { success: true, order };
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/userorder/user/:userId",
      summary: "The member's order history, newest first, ten a page",
      tag,
      access: "member",
      params: z.object({ userId: z.string().trim().max(100) }),
      query: z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) }),
      response: orderHistorySchema,
      errors: { 401: "Not signed in", 403: "Not your account" },
    },
    ({ params, query, req }) => orderHistory(ctx, requireSelf(req, params.userId).id, query.page),
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/userorder/:orderId/detail",
      summary: "One of the member's orders with its status history",
      tag,
      access: "member",
      params: z.object({ orderId: z.uuid({ error: "Order not found" }) }),
      response: orderDetailSchema,
      errors: { 401: "Not signed in", 404: "No such order of the member's" },
    },
    ({ params, req }) => orderDetail(ctx, requireUser(req), params.orderId),
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/userorder/:orderId/cancel",
      summary:
        "The owner cancels an order that has not shipped; its stock and coupon come back, and a captured online payment is refunded to where it came from (the store credit it spent back to the member's balance), once; the answer's paymentStatus says so",
      tag,
      access: "member",
      params: z.object({ orderId: z.uuid({ error: "Order not found" }) }),
      response: oneOrderAnswerSchema,
      errors: { 401: "Not signed in", 404: "No such order of the member's", 409: "Shipped or already cancelled" },
    },
    async ({ params, req }) => ({ success: true, order: await cancelOwnOrder(ctx, requireUser(req), params.orderId) }),
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/order/getAllOrders",
      summary:
        "Admin: every order, newest first, searched by number, name, e-mail or phone and filtered by status and payment, a page at a time",
      tag: "Admin",
      access: "admin",
      query: z.object({
        search: z.string().trim().max(100).optional(),
        status: z.preprocess((value) => (value === "" ? undefined : value), z.enum(orderStatuses).optional()),
        payment: z.preprocess((value) => (value === "" ? undefined : value), z.enum(paymentStatuses).optional()),
        page: z.coerce.number().int().min(1).max(10_000).default(1),
        pageSize: z.coerce.number().int().min(1).max(100).default(20),
      }),
      response: adminOrderListSchema,
      errors: { 401: "Not signed in", 403: "Not an admin" },
    },
    async ({ query, user, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      const data = await listOrdersForAdmin(ctx, query);
      await auditAdminView(ctx, user, { kind: "orders", id: listSubject(query) }, auditClient(req).ip);
      return { success: true, data };
    },
  );

  endpoint(
    router,
    {
      method: "put",
      path: "/order/updateStatus/:orderId",
      summary:
        "Admin: confirms a COD order (processing), moves a shipped order to delivered, refused or returned, or cancels from any state but delivered (stock returned); an order ships only by booking its parcel (POST /api/admin/orders/{orderId}/shipments), so a move to shipped is 409; other moves are refused with the reason",
      tag: "Admin",
      access: "admin",
      params: z.object({ orderId: z.uuid({ error: "Order not found" }) }),
      body: z.object({
        status: z.enum(Object.keys(orderStatusNames) as [keyof typeof orderStatusNames], {
          error: "Choose processing, shipped, delivered or cancelled",
        }),
      }),
      response: oneOrderAnswerSchema,
      errors: {
        401: "Not signed in",
        403: "Not an admin",
        404: "No such order",
        409: "A move the order's state does not allow, or to shipped (book a shipment instead); the reason is the message",
      },
    },
    async ({ params, body, req }) => {
      const admin = requireAdmin(req);
      // a parcel on its way is delivered with its order (shipping/scans.ts); else the order alone
      if (body.status === "delivered" && (await deliverWithParcel(ctx, admin, params.orderId)))
        return { success: true, order: await readOrder(ctx, admin, params.orderId, undefined) };
      return { success: true, order: await changeOrderStatus(ctx, admin, params.orderId, body.status) };
    },
  );

  return router;
}
