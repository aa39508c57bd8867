// GET /api/admin/audit?page=: the audit log of admins' views and exports of personal data, newest first.
import express, { type Router } from "express";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { keepPrivate } from "../../http/security.ts";
import { auditPage } from "./service.ts";

export function auditRoutes(ctx: AppContext): Router {
  const router = express.Router();
  endpoint(
    router,
    {
      method: "get",
      path: "/admin/audit",
      summary: "Admin: who viewed or exported personal data, when and from where; newest first, 50 a page",
      tag: "Admin",
      access: "admin",
      query: z.object({ page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1) }),
      errors: { 401: "Not signed in", 403: "Not an admin" },
    },
    async ({ query, res }) => {
      keepPrivate(res);
      return auditPage(ctx, query.page);
    },
  );
  return router;
}
