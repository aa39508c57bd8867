// GET /api/me/summary: the personal bits of a page (name, bag count, wishlist hearts), which the
// browser reads once after load, so that public pages carry nothing personal and a member's public
// page can come from the page lane like a guest's (decision 0022). A guest gets 200 with nobody in
// it, never 401: every page asks, and the browser cannot tell a session cookie is there (HttpOnly).
import express, { type Router } from "express";
import { guestSummary, visitorSummarySchema } from "../../../core/schemas/visitor.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { keepPrivate } from "../../http/security.ts";
import { memberCartCountColumn } from "../cart/service.ts";
import { wishlistVariantIdsColumn } from "../wishlist/service.ts";
import { summaryRow } from "./queries.ts";

export function visitorRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "get",
      path: "/me/summary",
      summary: "The visitor as a page shows them: first name, bag count, wishlist variant ids (nobody for a guest)",
      tag: "Accounts",
      access: "public",
      response: visitorSummarySchema,
    },
    async ({ user, res }) => {
      // personal, or about to become so: never stored by a browser's or a proxy's cache
      keepPrivate(res);
      if (!user) return guestSummary;
      // the bag's count and the hearts in one statement (issue 37 point 3: one round trip after the session's)
      const { cartCount, wishlist } = await summaryRow(
        ctx.db,
        memberCartCountColumn(user.id),
        wishlistVariantIdsColumn(user.id),
      );
      return { user: { id: user.id, firstName: user.firstName, role: user.role }, cartCount, wishlist };
    },
  );

  return router;
}
