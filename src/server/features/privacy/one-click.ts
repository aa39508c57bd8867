// RFC 8058 one-click unsubscribe: a mail program's "Unsubscribe" button POSTs
// `List-Unsubscribe=One-Click` (a form body) to the address in the mail's List-Unsubscribe header,
// the token in its query. The consent is withdrawn at once, without a page. Mounted before the /api
// router, whose JSON-only rule would refuse the form body.
import express, { type Router } from "express";
import { privacyMessages, withdrawByTokenSchema } from "../../../core/schemas/privacy.ts";
import type { AppContext } from "../../context.ts";
import { errorBody } from "../../http/errors.ts";
import { keepPrivate } from "../../http/security.ts";
import { withdrawByToken } from "./consents.ts";

export const oneClickPath = "/api/consents/one-click";

export function oneClickRoutes(ctx: AppContext): Router {
  const router = express.Router();
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
