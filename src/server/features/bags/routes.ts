// Abandoned bags over HTTP: the checkout's "Remind me about my bag" box, the reminder's restore link
// (the /bag/restore page calls the same service), and the admin dashboard's figures.
import express, { type Router } from "express";
import { bagLinesUpdateSchema, bagReminderConsentSchema, bagRestoreSchema } from "../../../core/schemas/bags.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { enforceLimits, type Limit } from "../../http/rate-limit.ts";
import { keepPrivate } from "../../http/security.ts";
import { clientInfo } from "../../http/sessions.ts";
import { rememberBag, reminderStats, restoreBag, updateGuestBag } from "./service.ts";

const tag = "Bags";

/** The box is ticked once or twice per checkout: enough for a shopper, not for listing strangers' addresses. */
const rememberLimit: Limit = {
  name: "bag-reminders:ip",
  max: 20,
  windowSeconds: 3600,
  message: "Too many requests.",
};

/** A guest's browser tells every change of its bag: generous, but bounded. */
const linesLimit: Limit = {
  name: "bag-reminders-lines:ip",
  max: 300,
  windowSeconds: 3600,
  message: "Too many requests.",
};

export function bagRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "post",
      path: "/bag-reminders",
      summary:
        "The checkout's 'Remind me about my bag' box: remind true records the consent and saves the bag " +
        "(a guest's lines; a member's bag is their cart), remind false withdraws it",
      tag,
      access: "public",
      body: bagReminderConsentSchema,
      errors: { 400: "Invalid e-mail or lines", 429: "Too many requests" },
    },
    async ({ body, req, res, user }) => {
      keepPrivate(res);
      await enforceLimits(ctx, [[rememberLimit, clientInfo(req).ip]]);
      return rememberBag(ctx, body, user ? { id: user.id, email: user.email } : null);
    },
  );

  endpoint(
    router,
    {
      method: "put",
      path: "/bag-reminders/lines",
      summary:
        "A guest's browser tells the server its saved bag changed, with the bagToken POST /api/bag-reminders " +
        "answered: the lines now (no lines: emptied, so no reminder goes); open false when the bag is closed, " +
        "unknown or followed by an order (the browser then forgets the token)",
      tag,
      access: "public",
      body: bagLinesUpdateSchema,
      errors: { 400: "Malformed token or lines", 429: "Too many requests" },
    },
    async ({ body, req, res }) => {
      keepPrivate(res);
      await enforceLimits(ctx, [[linesLimit, clientInfo(req).ip]]);
      return updateGuestBag(ctx, body);
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/bags/restore",
      summary:
        "The reminder's link: a guest's bag comes back as priced lines (kind guest), or joins the signed-in " +
        "member's cart (kind member); a member's bag opened signed out answers kind sign_in",
      tag,
      access: "public",
      body: bagRestoreSchema,
      errors: { 400: "Malformed token", 404: "Unknown link", 410: "The link has expired" },
    },
    async ({ body, res, user }) => {
      keepPrivate(res);
      return restoreBag(ctx, body.token, user ? { id: user.id } : null);
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/bag-reminders/stats",
      summary:
        "Admin: abandoned-bag reminders sent and bags recovered (orders placed from a reminder's link), last 30 days",
      tag: "Admin",
      access: "admin",
      errors: { 401: "Not signed in", 403: "Not an admin" },
    },
    async ({ res }) => {
      keepPrivate(res);
      return reminderStats(ctx);
    },
  );

  return router;
}
