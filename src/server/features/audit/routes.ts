// GET /api/admin/audit: the audit log of admins' views and exports of personal data, newest first, a
// page at a time, filtered by who, what, on what and when (core/schemas/audit.ts).
import express, { type Router } from "express";
import { auditListQuerySchema } from "../../../core/schemas/audit.ts";
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
      summary:
        "Admin: who viewed or exported personal data, when and from where; newest first, filtered by admin, action, record and India dates, 50 a page (pageSize up to 100)",
      tag: "Admin",
      access: "admin",
      query: auditListQuerySchema,
      errors: {
        400: "A filter or the page is not understood (the message names it)",
        401: "Not signed in",
        403: "Not an admin",
      },
    },
    async ({ query, res }) => {
      keepPrivate(res);
      return auditPage(ctx, query);
    },
  );
  return router;
}
