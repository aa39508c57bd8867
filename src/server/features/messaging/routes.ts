// WhatsApp's inbound webhook over HTTP: Meta's subscription handshake and its signed events
// (webhook.ts). Without WHATSAPP_VERIFY_TOKEN and WHATSAPP_APP_SECRET both answer 404.
import express, { type Router } from "express";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { HttpError, NotFound } from "../../http/errors.ts";
import { keepPrivate } from "../../http/security.ts";
import { receiveWhatsappEvents, sameSecret, validWhatsappSignature } from "./webhook.ts";

const tag = "Messaging";
const path = "/messaging/whatsapp/webhook";

const handshakeSchema = z.object({
  "hub.mode": z.string().max(50).optional(),
  "hub.verify_token": z.string().max(500).optional(),
  "hub.challenge": z.string().max(500).optional(),
});

export function messagingRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const configured = () => {
    const webhook = ctx.config.whatsappWebhook;
    if (!webhook) throw new NotFound("The WhatsApp webhook is not set up.");
    return webhook;
  };

  endpoint(
    router,
    {
      method: "get",
      path,
      summary:
        "WhatsApp's webhook subscription handshake: hub.mode=subscribe with the shop's WHATSAPP_VERIFY_TOKEN " +
        "answers hub.challenge as plain text",
      tag,
      access: "public",
      query: handshakeSchema,
      errors: { 403: "Wrong verify token or mode", 404: "The webhook is not set up" },
    },
    ({ query, res }) => {
      const webhook = configured();
      const token = query["hub.verify_token"];
      if (query["hub.mode"] !== "subscribe" || !token || !sameSecret(token, webhook.verifyToken)) {
        throw new HttpError(403, "forbidden", "The verify token does not match.");
      }
      keepPrivate(res);
      res
        .status(200)
        .type("text/plain")
        .send(query["hub.challenge"] ?? "");
      return undefined;
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path,
      summary:
        "WhatsApp's webhook events (the messages field): a STOP or UNSUBSCRIBE reply withdraws the number's " +
        "WhatsApp consent; message statuses (sent, delivered, read, failed) are recorded once each; anything " +
        "else is acknowledged. X-Hub-Signature-256 must be sha256= and the HMAC-SHA256 of the raw body with " +
        "the app secret.",
      tag,
      access: "public",
      errors: { 401: "Bad or missing signature", 404: "The webhook is not set up" },
    },
    async ({ req, res }) => {
      const webhook = configured();
      keepPrivate(res);
      if (!validWhatsappSignature(req.rawBody, req.get("x-hub-signature-256"), webhook.appSecret)) {
        throw new HttpError(401, "bad_signature", "The webhook signature is not valid.");
      }
      const outcome = await receiveWhatsappEvents(ctx, req.body);
      return { received: true, ...outcome };
    },
  );

  return router;
}
