// The audit log's words and its list query, shared by GET /api/admin/audit and the admin page
// (/admin-audit): what an admin did, to which kind of record, and the filters the URL carries.
import { z } from "zod";
import { blankAsMissing, dateKeySchema } from "./dates.ts";

export const auditActionNames = { view: "Viewed", export: "Exported" } as const;
export type AuditAction = keyof typeof auditActionNames;
const auditActions = Object.keys(auditActionNames) as [AuditAction, ...AuditAction[]];

/** Every kind of record an audit row may name; the server writes only these. */
export const auditSubjectKindNames = {
  order: "Order",
  orders: "Order list",
  users: "User list",
  "member-data": "A member's data",
  grievance: "Complaint",
  grievances: "Complaint queue",
  undelivered: "Undelivered queue",
  gstr1: "GSTR-1 file",
  labels: "Shipping labels",
} as const;
export type AuditSubjectKind = keyof typeof auditSubjectKindNames;
const auditSubjectKinds = Object.keys(auditSubjectKindNames) as [AuditSubjectKind, ...AuditSubjectKind[]];

export const auditPageSizeDefault = 50;
export const auditPageSizeMax = 100;

export const auditMessages = {
  page: "Page must be a whole number from 1 to 100000",
  pageSize: `Page size must be a whole number from 1 to ${auditPageSizeMax}`,
  admin: "Who must be an admin's e-mail address (at most 254 characters)",
  action: `What must be one of: ${auditActions.join(", ")}`,
  kind: `On what must be one of: ${auditSubjectKinds.join(", ")}`,
  subject: "The record must be at most 500 characters",
  date: "Dates must be real days written as YYYY-MM-DD",
  range: "The end date must not be before the start date",
} as const;

const optional = blankAsMissing;
const dateKey = dateKeySchema(auditMessages.date);

/** GET /api/admin/audit and /admin-audit: newest first, a page at a time; India days, both ends included. */
export const auditListQuerySchema = z
  .object({
    page: optional(
      z.coerce
        .number({ error: auditMessages.page })
        .int(auditMessages.page)
        .min(1, auditMessages.page)
        .max(100_000, auditMessages.page),
    ).default(1),
    pageSize: optional(
      z.coerce
        .number({ error: auditMessages.pageSize })
        .int(auditMessages.pageSize)
        .min(1, auditMessages.pageSize)
        .max(auditPageSizeMax, auditMessages.pageSize),
    ).default(auditPageSizeDefault),
    /** who: the admin's e-mail as the row keeps it */
    admin: optional(z.string({ error: auditMessages.admin }).trim().toLowerCase().max(254, auditMessages.admin)),
    /** what */
    action: optional(z.enum(auditActions, { error: auditMessages.action })),
    /** on what: the kind of record, and the record's id or ticket (as the row keeps it) */
    kind: optional(z.enum(auditSubjectKinds, { error: auditMessages.kind })),
    subject: optional(z.string({ error: auditMessages.subject }).trim().max(500, auditMessages.subject)),
    from: optional(dateKey),
    to: optional(dateKey),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: auditMessages.range,
    path: ["to"],
  });
export type AuditListQuery = z.output<typeof auditListQuerySchema>;
