// The admin's Settings page API: the whole settings document, and saving some of its sections.
import express, { type Router } from "express";
import { settingsSchema, settingsUpdateSchema } from "../../../core/schemas/settings.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { readSettings, saveSettings } from "./service.ts";

const tag = "Settings";

export function settingsRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/settings",
      summary: "The shop's settings, every section with its defaults filled in (money in rupees)",
      tag,
      access: "admin",
      response: settingsSchema,
      errors: { 401: "Not signed in", 403: "Not an admin" },
    },
    () => readSettings(ctx),
  );

  endpoint(
    router,
    {
      method: "put",
      path: "/admin/settings",
      summary: "Saves the sections sent (each checked whole and replacing the stored one); answers every section",
      tag,
      access: "admin",
      body: settingsUpdateSchema,
      response: settingsSchema,
      errors: { 400: "A field is invalid (named as section.field)", 401: "Not signed in", 403: "Not an admin" },
    },
    ({ body, user }) => saveSettings(ctx, body, user?.id ?? "unknown"),
  );

  return router;
}
