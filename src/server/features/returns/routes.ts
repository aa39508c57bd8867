// The returns API: a member's return request for a delivered order (JSON, or multipart/form-data
// with the unboxing photos or videos in "files" and the lines as JSON text), the order's returns,
// and the admin's queue with its approve / reject / receive / refund steps (the refund: refund.ts, the
// refunds feature paying the return's lines).
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { z } from "zod";
import {
  approveReturnSchema,
  receiveReturnSchema,
  rejectReturnSchema,
  returnMessages,
  returnQueueQuerySchema,
  returnRequestSchema,
} from "../../../core/schemas/returns.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { readMultipart } from "../../http/multipart.ts";
import { requireAdmin, requireUser } from "../../http/permissions.ts";
import type { UploadFile } from "../media/uploads.ts";
import { idempotent } from "../orders/idempotency.ts";
import { idempotencyKey } from "../orders/routes.ts";
import { adminReturnQueue, refundReturn } from "./refund.ts";
import {
  approveReturn,
  receiveReturn,
  rejectReturn,
  requestReturn,
  returnOptions,
  returnUploadLimits,
} from "./service.ts";

const tag = "Returns";
const uploadsOf = new WeakMap<Request, UploadFile[]>();

const multipartLimits = {
  fileField: "files",
  files: returnUploadLimits.files,
  fileBytes: returnUploadLimits.fileBytes,
  fields: 10,
  fieldBytes: 32 * 1024,
  tooLargeMessage: "Each photo or video must be 5 MB or smaller.",
  tooManyFilesMessage: `Attach at most ${returnUploadLimits.files} photos or videos.`,
};

/** A signed-in member's multipart body is read into fields and files; anyone else is answered by the endpoint. */
async function readReturnForm(req: Request, res: Response, next: NextFunction) {
  try {
    if (req.user && req.is("multipart/form-data")) {
      const form = await readMultipart(req, res, multipartLimits);
      req.body = form.fields;
      uploadsOf.set(req, form.files);
    }
    next();
  } catch (error) {
    next(error);
  }
}

const orderParams = z.object({ orderId: z.uuid({ error: "Order not found" }) });
const returnParams = z.object({ returnId: z.uuid({ error: returnMessages.notFound }) });
const adminErrors = { 401: "Not signed in", 403: "Not an admin", 404: "No such return" };

export function returnRoutes(ctx: AppContext): Router {
  const router = express.Router();

  router.post("/userorder/:orderId/returns", readReturnForm);
  endpoint(
    router,
    {
      method: "post",
      path: "/userorder/:orderId/returns",
      summary:
        "The member asks to return items of a delivered order inside the return window (settings: returns). " +
        "A line with `exchangeVariantId` asks for that variant of the same product instead (as many units; settings: exchangeAllowed); every line of a request is an exchange or none. " +
        "JSON, or multipart/form-data with the lines as JSON text and up to 5 unboxing photos or videos in `files` " +
        "(required when the shop says so). Send an Idempotency-Key header to make a repeated submit return the same return.",
      tag,
      access: "member",
      multipart: true,
      json: true,
      fileField: multipartLimits.fileField,
      params: orderParams,
      body: returnRequestSchema,
      status: 201,
      errors: {
        400: "Outside the window, not delivered, a non-returnable item, more units than are left to return, the original payment for a cash-on-delivery order, a bad UPI id, or the unboxing proof missing; an exchange when exchanges are off, for a variant of another product, the same variant, or one out of stock (each field named)",
        401: "Not signed in",
        404: "No such order of the member's",
        409: "An Idempotency-Key reused for another request",
        413: "A file larger than 5 MB",
      },
    },
    async ({ params, body, req, res }) => {
      const user = requireUser(req);
      const files = uploadsOf.get(req) ?? [];
      const answer = await idempotent(
        ctx,
        {
          owner: `user:${user.id}`,
          endpoint: `returns:${params.orderId}`,
          key: idempotencyKey(req),
          request: { body, files: files.map((file) => [file.name, file.data.length]) },
        },
        async () => ({
          status: 201,
          body: {
            success: true,
            message: body.lines.some((line) => line.exchangeVariantId)
              ? returnMessages.exchangeRequested
              : returnMessages.requested,
            return: await requestReturn(ctx, user, params.orderId, body, files),
          },
        }),
      );
      res.setHeader("Cache-Control", "no-store");
      res.status(answer.status).json(answer.body);
      return undefined;
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/userorder/:orderId/returns",
      summary:
        "The order's returns with their timelines, and what may still be returned: the window, each line's units left, where the money may go",
      tag,
      access: "member",
      params: orderParams,
      errors: { 401: "Not signed in", 404: "No such order of the member's" },
    },
    async ({ params, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return { success: true, ...(await returnOptions(ctx, requireUser(req), params.orderId)) };
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/returns",
      summary:
        "Admin: the returns queue, one state or all, the longest waiting first, 20 a page; a received return carries `refundAmount`, what its refund gives back (rupees)",
      tag: "Admin",
      access: "admin",
      query: returnQueueQuerySchema,
      errors: { 401: "Not signed in", 403: "Not an admin" },
    },
    async ({ query, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return { success: true, ...(await adminReturnQueue(ctx, query)) };
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/returns/:returnId/approve",
      summary:
        "Admin: approves a requested return and books its reverse pickup: the manual courier needs `courierName` and `awb` (the one the owner booked by phone); shiprocket needs neither (its return order API assigns them). The shopper is mailed the pickup.",
      tag: "Admin",
      access: "admin",
      params: returnParams,
      body: approveReturnSchema,
      errors: {
        ...adminErrors,
        400: "The manual courier without its courier's name or AWB (each field named), or Shiprocket not configured",
        409: "Not a requested return",
        502: "The courier refused or could not be reached",
      },
    },
    async ({ params, body, req }) => ({
      success: true,
      return: await approveReturn(ctx, requireAdmin(req), params.returnId, body),
    }),
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/returns/:returnId/reject",
      summary: "Admin: rejects a requested return with the reason, which is mailed to the shopper",
      tag: "Admin",
      access: "admin",
      params: returnParams,
      body: rejectReturnSchema,
      errors: { ...adminErrors, 409: "Not a requested return" },
    },
    async ({ params, body, req }) => ({
      success: true,
      return: await rejectReturn(ctx, requireAdmin(req), params.returnId, body.reason),
    }),
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/returns/:returnId/receive",
      summary:
        "Admin: the return's parcel is back; every line restocked (its units back in stock) or written off, once. When every unit of the order is back, the order becomes returned.",
      tag: "Admin",
      access: "admin",
      params: returnParams,
      body: receiveReturnSchema,
      errors: { ...adminErrors, 409: "Not an approved return (received already, rejected, ...)" },
    },
    async ({ params, body, req }) => ({
      success: true,
      return: await receiveReturn(ctx, requireAdmin(req), params.returnId, body),
    }),
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/returns/:returnId/refund",
      summary:
        "Admin: refunds a received return's lines, at what they paid (shipping too when the whole order comes back and settings say so), to where the shopper asked (original payment, store credit or a UPI payout), and marks it refunded; the shopper is mailed. Once per return: a second click is 409. For an exchange whose completion at receipt waited (the new variant out of stock, the provider down), this completes it: the replacement order, the difference refunded or its payment link; `refund` is then null and the return exchanged.",
      tag: "Admin",
      access: "admin",
      params: returnParams,
      errors: {
        ...adminErrors,
        400: "The refund cannot go where the shopper asked (a guest's store credit, no online payment)",
        409: "Not a received return (refunded already, not received yet, ...), or more than the order can still give back",
        502: "The payment provider refused or could not be reached",
      },
    },
    async ({ params, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return { success: true, ...(await refundReturn(ctx, requireAdmin(req), params.returnId)) };
    },
  );

  return router;
}
