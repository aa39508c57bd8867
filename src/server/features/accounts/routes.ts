// The accounts API: codes, sign-up, sign-in and sign-out, password reset (under /api/auth), the
// account's password change and the admin's user list (under /api/userdashboard), and the spec's
// old POST /register at the root.
import express, { type Response, type Router } from "express";
import { z } from "zod";
import {
  changePasswordSchema,
  checkCodeSchema,
  loginAnswerSchema,
  loginSchema,
  messageAnswerSchema,
  registerSchema,
  resetPasswordSchema,
  resetTokenAnswerSchema,
  secondStepSchema,
  sendCodeSchema,
  successAnswerSchema,
  twoFactorCodeSchema,
  userDataSchema,
  userListQuerySchema,
  userListSchema,
} from "../../../core/schemas/accounts.ts";
import type { AppContext } from "../../context.ts";
import { jsonBodies } from "../../http/body-limits.ts";
import { readCookie } from "../../http/cookies.ts";
import { endpoint } from "../../http/endpoint.ts";
import { Unauthorized } from "../../http/errors.ts";
import { requireSelf, requireUser } from "../../http/permissions.ts";
import { appendSetCookie, clearedSessionCookieHeader, clientInfo, sessionCookieHeader } from "../../http/sessions.ts";
import { auditAdminView, listSubject } from "../audit/service.ts";
import { readSettings } from "../settings/service.ts";
import { deviceCookie, deviceCookieHeader } from "./devices.ts";
import { changePassword, resetPassword, verifyResetCode } from "./password-changes.ts";
import {
  currentUser,
  register,
  type SignedIn,
  sendCode,
  signIn,
  signInSecondStep,
  signOut,
  userList,
} from "./service.ts";
import {
  beginEnrolment,
  confirmEnrolment,
  disableTwoFactor,
  twoFactorMessages,
  twoFactorStatus,
} from "./two-factor.ts";

const tag = "Accounts";
const limited = { 429: "Rate limited: see Retry-After" };

/** Answers about a person are never cached. */
const noStore = (res: Response) => res.setHeader("Cache-Control", "no-store");

function declareRegister(ctx: AppContext, router: Router, path: string, outsideApi: boolean) {
  endpoint(
    router,
    {
      method: "post",
      path,
      outsideApi,
      summary: outsideApi
        ? "The spec's old path of POST /api/auth/register (same rules, same answers)"
        : "Creates the account when `code` is the one mailed to the address (POST /api/auth/send-code)",
      tag,
      access: "public",
      body: registerSchema,
      response: successAnswerSchema,
      status: 201,
      errors: {
        400: "Invalid field, common password, or wrong / expired / spent code",
        409: "The address already has an account (told only to whoever has its code)",
        ...limited,
      },
    },
    ({ body, req }) => register(ctx, body, clientInfo(req)),
  );
}

export function accountRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "post",
      path: "/auth/send-code",
      summary: "Mails a six-character code for sign-up or password reset; the same answer for any address",
      tag,
      access: "public",
      body: sendCodeSchema,
      response: messageAnswerSchema,
      status: 202,
      errors: limited,
    },
    ({ body, req }) => sendCode(ctx, body, clientInfo(req)),
  );

  declareRegister(ctx, router, "/auth/register", false);

  endpoint(
    router,
    {
      method: "post",
      path: "/auth/login",
      summary: "Signs in: sets the session cookie and answers the public profile",
      tag,
      access: "public",
      body: loginSchema,
      response: loginAnswerSchema,
      errors: { 401: "Invalid email or password", ...limited },
    },
    async ({ body, req, res }) => {
      const production = ctx.config.production;
      const signedIn = await signIn(
        ctx,
        body,
        clientInfo(req),
        readCookie(req.get("cookie"), deviceCookie, production),
      );
      noStore(res);
      if ("challenge" in signedIn) {
        return { message: twoFactorMessages.required, twoFactorRequired: true, challenge: signedIn.challenge };
      }
      return signedInAnswer(res, signedIn);
    },
  );

  const signedInAnswer = (res: Response, signedIn: SignedIn) => {
    appendSetCookie(res, sessionCookieHeader(ctx, signedIn.session.id, signedIn.session.maxAgeSeconds));
    if (signedIn.newDeviceToken) {
      appendSetCookie(res, deviceCookieHeader(ctx.config.production, signedIn.newDeviceToken));
    }
    return { message: "Login successful", userData: signedIn.userData };
  };

  endpoint(
    router,
    {
      method: "post",
      path: "/auth/login/second-step",
      summary:
        "Completes a sign-in that answered twoFactorRequired: the challenge and a code from the authenticator app (or a recovery code)",
      tag,
      access: "public",
      body: secondStepSchema,
      response: loginAnswerSchema,
      errors: { 401: "Wrong code, or the challenge expired or has no tries left", ...limited },
    },
    async ({ body, req, res }) => {
      const deviceToken = readCookie(req.get("cookie"), deviceCookie, ctx.config.production);
      const signedIn = await signInSecondStep(ctx, body, clientInfo(req), deviceToken);
      noStore(res);
      return signedInAnswer(res, signedIn);
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/auth/two-factor",
      summary: "Whether two-factor sign-in is on for the signed-in user, and how many recovery codes are left",
      tag,
      access: "member",
    },
    async ({ req, res }) => {
      noStore(res);
      return twoFactorStatus(ctx, requireUser(req).id);
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/auth/two-factor/setup",
      summary:
        "Starts two-factor set-up: a new secret as an otpauth:// URI (and base32) for the authenticator app, shown once",
      tag,
      access: "member",
      errors: { 409: "Already on" },
    },
    async ({ req, res }) => {
      noStore(res);
      const { shop } = await readSettings(ctx);
      return beginEnrolment(ctx, requireUser(req), shop.shopName);
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/auth/two-factor/enable",
      summary:
        "Turns two-factor sign-in on with a first code from the app; answers ten single-use recovery codes, once",
      tag,
      access: "member",
      body: twoFactorCodeSchema,
      errors: { 400: "Wrong code, or set-up not started", 409: "Already on" },
    },
    async ({ req, body, res }) => {
      noStore(res);
      return confirmEnrolment(ctx, requireUser(req).id, body.code);
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/auth/two-factor/disable",
      summary: "Turns two-factor sign-in off, with a code from the app or a recovery code",
      tag,
      access: "member",
      body: twoFactorCodeSchema,
      errors: { 400: "Wrong code, or not on" },
    },
    async ({ req, body }) => disableTwoFactor(ctx, requireUser(req).id, body.code),
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/auth/logout",
      summary: "Signs out: ends the session on the server and clears the cookie",
      tag,
      access: "public",
      response: messageAnswerSchema,
    },
    async ({ req, res }) => {
      await signOut(ctx, clientInfo(req));
      appendSetCookie(res, clearedSessionCookieHeader(ctx));
      return { message: "Signed out" };
    },
  );

  endpoint(
    router,
    { method: "get", path: "/auth/me", summary: "The signed-in user", tag, access: "member", response: userDataSchema },
    async ({ user, res }) => {
      noStore(res);
      const profile = user && (await currentUser(ctx, user.id));
      if (!profile) throw new Unauthorized();
      return profile;
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/auth/verify-reset-code",
      summary: "Checks a reset code; the right one earns a single-use reset token (valid 15 minutes)",
      tag,
      access: "public",
      body: checkCodeSchema,
      response: resetTokenAnswerSchema,
      errors: { 400: "Wrong, expired or spent code", ...limited },
    },
    async ({ body, req, res }) => {
      noStore(res);
      return verifyResetCode(ctx, body, clientInfo(req));
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/auth/resetpassword",
      summary: "Sets a new password with a reset token; every session of the user ends",
      tag,
      access: "public",
      body: resetPasswordSchema,
      response: successAnswerSchema,
      errors: { 400: "Invalid password, or the token is invalid, used or expired", ...limited },
    },
    ({ body, req }) => resetPassword(ctx, body, clientInfo(req)),
  );

  endpoint(
    router,
    {
      method: "put",
      path: "/userdashboard/:userId/password",
      summary: "Changes the signed-in user's own password; their other sessions end",
      tag,
      access: "member",
      params: z.object({ userId: z.string().max(100) }),
      body: changePasswordSchema,
      response: successAnswerSchema,
      errors: { 401: "Not signed in, or 'Incorrect current password'", 403: "Not your account", ...limited },
    },
    ({ params, body, req }) => {
      const user = requireSelf(req, params.userId);
      return changePassword(ctx, user.id, body, clientInfo(req));
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/userdashboard/fetchalluser",
      summary: "Admin: every user, newest first, a page at a time, optionally searched by name, e-mail or phone",
      tag: "Admin",
      access: "admin",
      query: userListQuerySchema,
      response: userListSchema,
    },
    async ({ query, user, req, res }) => {
      noStore(res);
      const list = await userList(ctx, query);
      await auditAdminView(ctx, user, { kind: "users", id: listSubject(query) }, clientInfo(req).ip);
      return list;
    },
  );

  return router;
}

/** POST /register at the root (the spec's old path): JSON only; a page form post falls through. */
export function legacyAccountRoutes(ctx: AppContext): Router {
  const router = express.Router();
  router.post("/register", (req, _res, next) => (req.is("application/json") ? next() : next("router")), jsonBodies);
  declareRegister(ctx, router, "/register", true);
  return router;
}
