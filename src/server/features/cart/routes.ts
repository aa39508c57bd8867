// The cart API (spec: storefront section 7), for signed-in members; the session decides whose cart
// it is and a `userId` naming someone else is refused (403). Guests keep their cart in the browser
// and ask only for its current prices (POST /api/cart/price).
import express, { type Router } from "express";
import {
  addToCartAnswerSchema,
  addToCartSchema,
  cartAnswerSchema,
  fetchCartQuerySchema,
  giftWrapSchema,
  mergeAnswerSchema,
  mergeCartSchema,
  priceCartSchema,
  removeItemSchema,
  updateQuantitySchema,
} from "../../../core/schemas/cart.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { requireSelf } from "../../http/permissions.ts";
import {
  addToCart,
  memberCart,
  mergeGuestCart,
  priceGuestCart,
  removeItem,
  setGiftWrap,
  updateQuantity,
} from "./service.ts";

const tag = "Cart";
const member = { 401: "Not signed in", 403: "The userId is not the signed-in user's" };
const lineErrors = {
  ...member,
  400: "Invalid input: each bad field is named",
  404: "No such product variant, or the line is not in the cart",
};

export function cartRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "post",
      path: "/cart/add",
      summary: "Adds units of a variant to the member's cart (raising its line if there is one)",
      tag,
      access: "member",
      body: addToCartSchema,
      response: addToCartAnswerSchema,
      errors: {
        ...lineErrors,
        404: "No such product variant, or it is no longer sold",
        409: "Above the stock left (error.available: units in stock, error.inCart: units already in the cart)",
      },
    },
    ({ body, req }) => addToCart(ctx, requireSelf(req, body.userId).id, body),
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/cart/fetchCartItems",
      summary: "The member's cart lines with current prices, stock and images",
      tag,
      access: "member",
      query: fetchCartQuerySchema,
      response: cartAnswerSchema,
      errors: member,
    },
    ({ query, req }) => memberCart(ctx, requireSelf(req, query.userId).id),
  );

  endpoint(
    router,
    {
      method: "put",
      path: "/cart/updateQuantity",
      summary: "Sets the quantity of a line, from 1 to the stock left",
      tag,
      access: "member",
      body: updateQuantitySchema,
      response: cartAnswerSchema,
      errors: { ...lineErrors, 409: "Above the stock left (error.available)" },
    },
    ({ body, req }) => updateQuantity(ctx, requireSelf(req, body.userId).id, body),
  );

  endpoint(
    router,
    {
      method: "put",
      path: "/cart/giftWrap",
      summary: "Turns gift wrap on or off for every unit of a line (₹50 a unit)",
      tag,
      access: "member",
      body: giftWrapSchema,
      response: cartAnswerSchema,
      errors: lineErrors,
    },
    ({ body, req }) => setGiftWrap(ctx, requireSelf(req, body.userId).id, body),
  );

  endpoint(
    router,
    {
      method: "delete",
      path: "/cart/removeItem",
      summary: "Removes a line; removing one that is not there answers the cart unchanged",
      tag,
      access: "member",
      body: removeItemSchema,
      response: cartAnswerSchema,
      errors: { ...member, 400: "Invalid input: each bad field is named" },
    },
    ({ body, req }) => removeItem(ctx, requireSelf(req, body.userId).id, body),
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/cart/merge",
      summary:
        "After sign-in: adds the guest cart's lines to the member's, quantities summed and capped at the stock left",
      tag,
      access: "member",
      body: mergeCartSchema,
      response: mergeAnswerSchema,
      errors: { ...member, 400: "Invalid input: each bad field is named" },
    },
    ({ body, req }) => mergeGuestCart(ctx, requireSelf(req, body.userId).id, body.lines),
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/cart/price",
      summary: "A guest cart's lines with current prices, names, images and stock (unknown variants left out)",
      tag,
      access: "public",
      body: priceCartSchema,
      response: cartAnswerSchema,
      errors: { 400: "Invalid input: each bad field is named" },
    },
    ({ body }) => priceGuestCart(ctx, body.lines),
  );

  return router;
}
