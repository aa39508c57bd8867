// POST /api/back-in-stock { variantId, email } → 202, the same answer whether or not the address is
// already waiting; POST /api/back-in-stock/confirm { token }: the confirm link's click.
import express, { type Router } from "express";
import {
  backInStockAnswerSchema,
  backInStockConfirmSchema,
  backInStockRequestSchema,
} from "../../../core/schemas/back-in-stock.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { keepPrivate } from "../../http/security.ts";
import { clientInfo } from "../../http/sessions.ts";
import { confirmBackInStock, requestBackInStock } from "./service.ts";

export function backInStockRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "post",
      path: "/back-in-stock",
      summary:
        "Asks to be told once when a sold-out variant is back; a confirm link is mailed first (double opt-in). The answer is the same whether or not the address already waits",
      tag: "Back in stock",
      access: "public",
      body: backInStockRequestSchema,
      response: backInStockAnswerSchema,
      status: 202,
      errors: {
        400: "Missing or invalid e-mail or variant",
        404: "No such variant on sale",
        409: "The variant is in stock",
        415: "The body is not JSON",
        429: "Rate limited: see Retry-After",
      },
    },
    async ({ body, req, res, user }) => {
      const answer = await requestBackInStock(ctx, body, clientInfo(req), user?.id ?? null);
      keepPrivate(res);
      res.status(202).json(answer);
      return undefined;
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/back-in-stock/confirm",
      summary: "Confirms a back-in-stock request from its mailed link; the back_in_stock consent is recorded",
      tag: "Back in stock",
      access: "public",
      body: backInStockConfirmSchema,
      response: backInStockAnswerSchema,
      errors: { 400: "Malformed token", 404: "Unknown or expired link" },
    },
    async ({ body, res }) => {
      keepPrivate(res);
      return confirmBackInStock(ctx, body.token);
    },
  );

  return router;
}
