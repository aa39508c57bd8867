// The wishlist API (spec: storefront section 7, dashboard wishlist tab), for signed-in members only:
// a guest gets 401 and the page says 'Please login to add items to wishlist'.
import express, { type Router } from "express";
import {
  wishlistAnswerSchema,
  wishlistParamsSchema,
  wishlistToggleAnswerSchema,
  wishlistToggleSchema,
} from "../../../core/schemas/cart.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { requireSelf } from "../../http/permissions.ts";
import { toggleWishlist, wishlistEntries } from "./service.ts";

const tag = "Wishlist";

export function wishlistRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "get",
      path: "/wishlist/:userId",
      summary: "The member's wishlist, newest first, each item with its product as a listing card",
      tag,
      access: "member",
      params: wishlistParamsSchema,
      response: wishlistAnswerSchema,
      errors: { 401: "Not signed in", 403: "Not the signed-in user's wishlist" },
    },
    async ({ params, req }) => {
      const user = requireSelf(req, params.userId);
      return { data: { items: await wishlistEntries(ctx, user.id) } };
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/wishlist/toggle",
      summary: "Saves a variant to the wishlist, or removes it when it is there",
      tag,
      access: "member",
      body: wishlistToggleSchema,
      response: wishlistToggleAnswerSchema,
      errors: {
        400: "Invalid input: each bad field is named",
        401: "Not signed in",
        403: "The userId is not the signed-in user's",
        404: "No such product variant, or it is no longer sold",
        409: "The wishlist is full",
      },
    },
    ({ body, req }) => toggleWishlist(ctx, requireSelf(req, body.userId).id, body),
  );

  return router;
}
