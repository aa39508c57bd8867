// The grievance desk's API: a complaint and its ticket (POST /api/grievances), following it by ticket
// and e-mail (GET /api/grievances/{ticket}?email=), and the grievance officer's queue and replies.
import express, { type Router } from "express";
import { z } from "zod";
import {
  grievanceCodeRequestSchema,
  grievanceListQuerySchema,
  grievanceLookupSchema,
  grievanceSchema,
  grievanceUpdateSchema,
  ticketSchema,
} from "../../../core/schemas/grievances.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { keepPrivate } from "../../http/security.ts";
import { clientInfo } from "../../http/sessions.ts";
import { auditAdminView, listSubject } from "../audit/service.ts";
import {
  answerGrievance,
  followGrievance,
  grievanceForAdmin,
  grievanceQueue,
  sendGrievanceCode,
  submitGrievance,
} from "./service.ts";

const tag = "Grievances";
const ticketParams = z.object({ ticket: ticketSchema });

export function grievanceRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "post",
      path: "/grievances",
      summary:
        "Files a complaint with the grievance officer: a member as signed in; a guest with the e-mail and either " +
        "the number of an order placed with it or the code mailed by POST /api/grievances/email-code. " +
        "Answers the ticket and its due times; the acknowledgement (and the officer's alert) is mailed at once",
      tag,
      access: "public",
      body: grievanceSchema,
      status: 201,
      errors: {
        200: "The same complaint was already received today: its ticket again, nothing new",
        400: "Invalid input, no order with that number for that e-mail, or a wrong, expired or spent code",
        415: "The body is not JSON",
        429: "Rate limited: see Retry-After",
      },
    },
    async ({ body, user, req, res }) => {
      const { created, answer } = await submitGrievance(ctx, body, user, clientInfo(req));
      keepPrivate(res);
      res.status(created ? 201 : 200).json(answer);
      return undefined;
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/grievances/email-code",
      summary:
        "A guest asks for a code proving the e-mail is theirs, to file without an order (a privacy complaint). " +
        "Valid 10 minutes, 5 tries; the same answer whatever the address",
      tag,
      access: "public",
      body: grievanceCodeRequestSchema,
      errors: { 400: "Invalid e-mail", 415: "The body is not JSON", 429: "Rate limited: see Retry-After" },
    },
    async ({ body, req }) => sendGrievanceCode(ctx, body.email, clientInfo(req)),
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/grievances/:ticket",
      summary: "A complaint's state and replies, for the e-mail it was sent from",
      tag,
      access: "public",
      params: ticketParams,
      query: grievanceLookupSchema,
      errors: { 404: "No complaint with this ticket and e-mail" },
    },
    async ({ params, query, res }) => {
      keepPrivate(res);
      return followGrievance(ctx, params.ticket, query.email);
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/grievances",
      summary: "Admin: the complaints queue, overdue first, with due times and age",
      tag: "Admin",
      access: "admin",
      query: grievanceListQuerySchema,
      errors: { 401: "Not signed in", 403: "Not an admin" },
    },
    async ({ query, user, req, res }) => {
      keepPrivate(res);
      const queue = await grievanceQueue(ctx, query);
      await auditAdminView(ctx, user, { kind: "grievances", id: listSubject(query) }, clientInfo(req).ip);
      return queue;
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/grievances/:ticket",
      summary: "Admin: one complaint with its replies",
      tag: "Admin",
      access: "admin",
      params: ticketParams,
      errors: { 401: "Not signed in", 403: "Not an admin", 404: "No such ticket" },
    },
    async ({ params, user, req, res }) => {
      keepPrivate(res);
      const grievance = await grievanceForAdmin(ctx, params.ticket);
      await auditAdminView(ctx, user, { kind: "grievance", id: grievance.ticket }, clientInfo(req).ip);
      return grievance;
    },
  );

  endpoint(
    router,
    {
      method: "put",
      path: "/admin/grievances/:ticket",
      summary: "Admin: moves a complaint (being looked into, resolved) with a reply that is mailed and kept",
      tag: "Admin",
      access: "admin",
      params: ticketParams,
      body: grievanceUpdateSchema,
      errors: { 401: "Not signed in", 403: "Not an admin", 404: "No such ticket", 409: "That move is not allowed" },
    },
    async ({ params, body, user, res }) => {
      keepPrivate(res);
      // access "admin" guarantees the user
      return answerGrievance(ctx, params.ticket, body, user as NonNullable<typeof user>);
    },
  );

  return router;
}
