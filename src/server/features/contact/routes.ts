// The contact API: POST /api/contact stores a message from the /contactus form (public, JSON only).
// The admin's list and "Mark as Replied" belong to the admin Queries screen.
import express, { type Router } from "express";
import { contactAnswerSchema, contactSchema } from "../../../core/schemas/contact.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { clientInfo } from "../../http/sessions.ts";
import { submitContactQuery } from "./service.ts";

export function contactRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "post",
      path: "/contact",
      summary: "Sends a message to the shop's team (the Contact Us form); unknown fields are ignored",
      tag: "Contact",
      access: "public",
      body: contactSchema,
      response: contactAnswerSchema,
      status: 201,
      errors: { 415: "The body is not JSON", 429: "Rate limited: see Retry-After" },
    },
    ({ body, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return submitContactQuery(ctx, body, clientInfo(req));
    },
  );

  return router;
}
