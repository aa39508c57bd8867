// RFC 8058 one-click unsubscribe: a mail program's "Unsubscribe" button POSTs
// `List-Unsubscribe=One-Click` (a form body) to the address in the mail's List-Unsubscribe header,
// the token in its query. The consent is withdrawn at once, without a page. Mounted before the /api
// router, whose JSON-only rule would refuse the form body.
import express, { type Router } from "express";
import { z } from "zod";
import { privacyMessages, withdrawByTokenSchema } from "../../../core/schemas/privacy.ts";
import type { AppContext } from "../../context.ts";
import { declareEndpoint } from "../../http/endpoint.ts";
import { errorBody } from "../../http/errors.ts";
import { keepPrivate } from "../../http/security.ts";
import { withdrawByToken } from "./consents.ts";

export const oneClickPath = "/api/consents/one-click";

export function oneClickRoutes(ctx: AppContext): Router {
  const router = express.Router();
  // mounted by hand (a form body, before the JSON-only /api router), declared for /api/openapi.json
  declareEndpoint({
    method: "post",
    path: oneClickPath,
    outsideApi: true,
    summary:
      "RFC 8058 one-click unsubscribe, the address in a mail's List-Unsubscribe header: the form body " +
      "List-Unsubscribe=One-Click withdraws the consent the mail was sent under at once (the token is the " +
      "consent's own, as /unsubscribe uses); answers the purpose withdrawn",
    tag: "Privacy",
    access: "public",
    form: true,
    query: withdrawByTokenSchema,
    body: z.object({ "List-Unsubscribe": z.literal("One-Click") }),
    response: z.object({ message: z.string(), purpose: z.string() }),
    errors: { 400: "Missing or malformed token", 404: "Unknown token" },
  });
  router.post(oneClickPath, express.urlencoded({ extended: false, limit: 1024 }), async (req, res, next) => {
    try {
      keepPrivate(res);
      const parsed = withdrawByTokenSchema.safeParse({ token: req.query.token });
      if (!parsed.success) {
        res.status(400).json(errorBody("invalid_token", privacyMessages.unsubscribeInvalid));
        return;
      }
      const done = await ctx.db.transaction((tx) => withdrawByToken(tx, parsed.data.token));
      if (!done) {
        res.status(404).json(errorBody("not_found", privacyMessages.unsubscribeInvalid));
        return;
      }
      ctx.log.info({ purpose: done.purpose }, "consent withdrawn by one-click unsubscribe");
      res.status(200).json({ message: privacyMessages.unsubscribed, purpose: done.purpose });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
