// The member's privacy API (DPDP Act 2023): consents per purpose, given and withdrawn in one call;
// the export of everything held about them; erasure of the account; the one-click withdrawal link of
// every marketing mail; the checkout's WhatsApp box; and the admin's letters, sent only under live consent.
import express, { type Router } from "express";
import { z } from "zod";
import { whatsappChoiceSchema } from "../../../core/schemas/checkout.ts";
import {
  consentChangeSchema,
  consentPurposeSchema,
  eraseAccountSchema,
  letterSchema,
  privacyMessages,
  withdrawByTokenSchema,
} from "../../../core/schemas/privacy.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { NotFound } from "../../http/errors.ts";
import { requireOwner, requireSelf } from "../../http/permissions.ts";
import { enforceLimits, type Limit } from "../../http/rate-limit.ts";
import { keepPrivate } from "../../http/security.ts";
import { appendSetCookie, clearedSessionCookieHeader, clientInfo } from "../../http/sessions.ts";
import { auditAdminView } from "../audit/service.ts";
import { withdrawByToken } from "./consents.ts";
import {
  changeConsent,
  checkoutWhatsappChoice,
  eraseMember,
  exportMemberData,
  memberConsents,
  sendLetter,
} from "./service.ts";

const tag = "Privacy";
const userParams = z.object({ userId: z.string().trim().max(100) });
const own = { 401: "Not signed in", 403: "Not your account" };

/** The box is ticked once or twice per checkout: enough for a shopper, not for trying strangers' numbers. */
const whatsappBoxLimit: Limit = {
  name: "whatsapp-box:ip",
  max: 20,
  windowSeconds: 3600,
  message: "Too many requests.",
};

export function privacyRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "get",
      path: "/userdashboard/:userId/consents",
      summary: "The member's consent for each optional purpose, with the notice version and times",
      tag,
      access: "member",
      params: userParams,
      errors: { ...own, 404: "No such user" },
    },
    async ({ params, req, res }) => {
      requireOwner(req, params.userId);
      keepPrivate(res);
      return { consents: await memberConsents(ctx, params.userId) };
    },
  );

  endpoint(
    router,
    {
      method: "put",
      path: "/userdashboard/:userId/consents/:purpose",
      summary: "Gives (given: true) or withdraws (given: false) the member's consent for one purpose",
      tag,
      access: "member",
      params: userParams.extend({ purpose: consentPurposeSchema }),
      body: consentChangeSchema,
      errors: { ...own, 400: "Unknown purpose or missing given" },
    },
    async ({ params, body, req, res }) => {
      requireSelf(req, params.userId);
      keepPrivate(res);
      return changeConsent(ctx, params.userId, params.purpose, body.given);
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/userdashboard/:userId/export",
      summary: "Everything the shop holds about the member, as a JSON download",
      tag,
      access: "member",
      params: userParams,
      errors: { ...own, 404: "No such user" },
    },
    async ({ params, req, res, user }) => {
      requireOwner(req, params.userId);
      const data = await exportMemberData(ctx, params.userId);
      if (user && user.id !== params.userId) {
        ctx.log.warn({ actor: user.id, subject: params.userId }, "admin exported a member's personal data");
      }
      await auditAdminView(
        ctx,
        user,
        { kind: "member-data", id: params.userId, ownerId: params.userId },
        clientInfo(req).ip,
        "export",
      );
      keepPrivate(res);
      res.setHeader("Content-Disposition", `attachment; filename="my-data-${data.exportedAt.slice(0, 10)}.json"`);
      res.status(200).json(data);
      return undefined;
    },
  );

  endpoint(
    router,
    {
      method: "delete",
      path: "/userdashboard/:userId",
      summary:
        "Deletes the member's account with their password: sessions ended, personal data erased or anonymised; " +
        "invoiced orders keep the buyer's name and address as tax law requires",
      tag,
      access: "member",
      params: userParams,
      body: eraseAccountSchema,
      errors: {
        ...own,
        400: "Password or confirmation missing",
        401: "Wrong password",
        409: "Orders still on their way, or an admin account",
      },
    },
    async ({ params, body, req, res }) => {
      requireSelf(req, params.userId);
      keepPrivate(res);
      const answer = await eraseMember(ctx, params.userId, body.password);
      appendSetCookie(res, clearedSessionCookieHeader(ctx));
      return answer;
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/consents/whatsapp",
      summary:
        "The checkout's unticked 'Send me reminders on WhatsApp' box: given true records the " +
        "whatsapp consent for the phone typed (a member's: their account's address), given false withdraws it " +
        "(a visitor not signed in: only the consent for that phone)",
      tag,
      access: "public",
      body: whatsappChoiceSchema,
      errors: { 400: "Invalid e-mail, phone or choice", 429: "Too many requests" },
    },
    async ({ body, req, res, user }) => {
      keepPrivate(res);
      await enforceLimits(ctx, [[whatsappBoxLimit, clientInfo(req).ip]]);
      return checkoutWhatsappChoice(ctx, body, user ? { id: user.id, email: user.email } : null);
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/consents/withdraw",
      summary: "The one-click link of every marketing mail: withdraws the consent that mail was sent under",
      tag,
      access: "public",
      body: withdrawByTokenSchema,
      errors: { 400: "Malformed token", 404: "Unknown token" },
    },
    async ({ body, res }) => {
      keepPrivate(res);
      const done = await ctx.db.transaction((tx) => withdrawByToken(tx, body.token));
      if (!done) throw new NotFound(privacyMessages.unsubscribeInvalid);
      return { message: privacyMessages.unsubscribed, purpose: done.purpose };
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/letters",
      summary: "Admin: queues a marketing letter to every address with live consent for its purpose",
      tag: "Admin",
      access: "admin",
      body: letterSchema,
      status: 201,
      errors: { 401: "Not signed in", 403: "Not an admin" },
    },
    async ({ body, user }) => {
      return sendLetter(ctx, body, user?.id ?? "");
    },
  );

  return router;
}
