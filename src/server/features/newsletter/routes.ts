// The newsletter API (double opt-in): POST /api/newsletter { email, consent: true } → 202 { message },
// the same answer whether the address is new, pending or already subscribed; POST
// /api/newsletter/confirm { token }: the confirm link's click.
import express, { type Router } from "express";
import {
  newsletterAnswerSchema,
  newsletterConfirmSchema,
  newsletterSubscribeSchema,
} from "../../../core/schemas/newsletter.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { keepPrivate } from "../../http/security.ts";
import { clientInfo } from "../../http/sessions.ts";
import { confirmSubscription, subscribe } from "./service.ts";

export function newsletterRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "post",
      path: "/newsletter",
      summary:
        "Asks to join the newsletter: a confirm link is mailed (double opt-in) and only its click gives the consent. The answer is the same whether or not the address is already subscribed",
      tag: "Newsletter",
      access: "public",
      body: newsletterSubscribeSchema,
      response: newsletterAnswerSchema,
      status: 202,
      errors: {
        400: "Missing or invalid e-mail, or consent not given",
        415: "The body is not JSON",
        429: "Rate limited: see Retry-After",
      },
    },
    async ({ body, req, res }) => {
      const answer = await subscribe(ctx, body, clientInfo(req), "api");
      keepPrivate(res);
      res.status(202).json(answer);
      return undefined;
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/newsletter/confirm",
      summary:
        "Confirms a newsletter sign-up from its mailed link: the newsletter consent is recorded (source newsletter_confirmed) and the address joins the list",
      tag: "Newsletter",
      access: "public",
      body: newsletterConfirmSchema,
      response: newsletterAnswerSchema,
      errors: { 400: "Malformed token", 404: "Unknown, used or expired link" },
    },
    async ({ body, res }) => {
      keepPrivate(res);
      return confirmSubscription(ctx, body.token);
    },
  );

  return router;
}
