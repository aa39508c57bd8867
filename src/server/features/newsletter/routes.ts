// The newsletter API: POST /api/newsletter { email, consent: true } → 201 { message }, or 200 with a
// kind word when the address is already on the list.
import express, { type Router } from "express";
import { newsletterAnswerSchema, newsletterSubscribeSchema } from "../../../core/schemas/newsletter.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { clientInfo } from "../../http/sessions.ts";
import { subscribe } from "./service.ts";

export function newsletterRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "post",
      path: "/newsletter",
      summary: "Subscribes an address to the newsletter; consent is required and recorded with its wording and time",
      tag: "Newsletter",
      access: "public",
      body: newsletterSubscribeSchema,
      response: newsletterAnswerSchema,
      status: 201,
      errors: {
        200: "The address is already subscribed: a kind answer, nothing changes",
        400: "Missing or invalid e-mail, or consent not given",
        415: "The body is not JSON",
        429: "Rate limited: see Retry-After",
      },
    },
    async ({ body, req, res }) => {
      const result = await subscribe(ctx, body, clientInfo(req), "api");
      res.setHeader("Cache-Control", "no-store");
      res.status(result.joined ? 201 : 200).json({ message: result.message });
      return undefined;
    },
  );

  return router;
}
