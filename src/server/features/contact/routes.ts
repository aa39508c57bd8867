// The contact API: POST /api/contact stores a message from the /contactus form (public, JSON only).
// The admin's list and "Mark as Replied" belong to the admin Queries screen.
import express, { type Router } from "express";
import { z } from "zod";
import { contactAnswerSchema, contactSchema } from "../../../core/schemas/contact.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { NotFound } from "../../http/errors.ts";
import { clientInfo } from "../../http/sessions.ts";
import { markReplied } from "./queries.ts";
import { submitContactQuery, unrepliedMessages } from "./service.ts";

export function contactRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "post",
      path: "/contact",
      summary:
        "Sends a message to the shop's team (the Contact Us form); unknown fields are ignored. " +
        "kind=complaint files it with the grievance desk instead (as POST /api/grievances) and answers its ticket",
      tag: "Contact",
      access: "public",
      body: contactSchema,
      response: contactAnswerSchema,
      status: 201,
      errors: {
        200: "The same complaint was already received today: its ticket again, nothing new",
        400: "Invalid input; for a guest's complaint, no order with that number for that e-mail",
        415: "The body is not JSON",
        429: "Rate limited: see Retry-After",
      },
    },
    async ({ body, user, req, res }) => {
      const { created, answer } = await submitContactQuery(ctx, body, clientInfo(req), user);
      res.setHeader("Cache-Control", "no-store");
      res.status(created ? 201 : 200).json(answer);
      return undefined;
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/contact/unreplied",
      summary: "Admin: the messages not yet replied to, oldest first",
      tag: "Admin",
      access: "admin",
      errors: { 401: "Not signed in", 403: "Not an admin" },
    },
    async ({ res }) => {
      res.setHeader("Cache-Control", "no-store");
      return unrepliedMessages(ctx);
    },
  );

  endpoint(
    router,
    {
      method: "put",
      path: "/contact/:id",
      summary: "Admin: marks a message as replied (there is no way back to pending)",
      tag: "Admin",
      access: "admin",
      params: z.object({ id: z.uuid({ error: "Message not found" }) }),
      body: z.object({ replied: z.literal(true, { error: "Only replied: true is accepted" }) }),
      errors: { 401: "Not signed in", 403: "Not an admin", 404: "No such message" },
    },
    async ({ params }) => {
      const row = await markReplied(ctx.db, params.id);
      if (!row) throw new NotFound("Message not found");
      return { success: true, replied: true };
    },
  );

  return router;
}
