// The grievance desk (Consumer Protection (E-Commerce) Rules 2020 rule 4(4)-(5)): a complaint gets a
// ticket and an acknowledgement at once; the grievance officer acknowledges it within 48 hours and
// redresses it within one month of receipt. These are the law's outer limits, not shop policy, so they
// live here rather than in settings. Shared by the form, the admin queue and the server.
import { z } from "zod";
import { codeLength, emailSchema } from "./accounts.ts";

/** Rule 4(5): acknowledge within forty-eight hours of receipt. */
export const acknowledgeWithinHours = 48;
/** Rule 4(5): redress within one month from the date of receipt (a calendar month). */
export const resolveWithinMonths = 1;
/** The two limits as pages say them: "48 hours", "one month". */
export const acknowledgeWithin = `${acknowledgeWithinHours} hours`;
export const resolveWithin = resolveWithinMonths === 1 ? "one month" : `${resolveWithinMonths} months`;

export const grievanceStatusNames = {
  open: "Received",
  in_progress: "Being looked into",
  resolved: "Resolved",
} as const;
export type GrievanceStatus = keyof typeof grievanceStatusNames;
export const grievanceStatuses = Object.keys(grievanceStatusNames) as [GrievanceStatus, ...GrievanceStatus[]];

/** The moves the grievance officer may make; each one is mailed to the complainant with its reply. */
const moves: Record<GrievanceStatus, readonly GrievanceStatus[]> = {
  open: ["in_progress", "resolved"],
  in_progress: ["in_progress", "resolved"],
  resolved: ["in_progress"],
};
export function grievanceMoveAllowed(from: GrievanceStatus, to: GrievanceStatus): boolean {
  return moves[from].includes(to);
}

export const grievanceTopics = {
  order: "An order (delivery, damage, wrong item)",
  refund: "A refund or return",
  product: "A product or its declarations",
  privacy: "My personal data",
  other: "Something else",
} as const;
export type GrievanceTopic = keyof typeof grievanceTopics;
export const grievanceTopicNames = Object.keys(grievanceTopics) as [GrievanceTopic, ...GrievanceTopic[]];

export const grievanceMessages = {
  received: "We have received your complaint. Your ticket number is in the e-mail we just sent.",
  name: "Please enter your name",
  topic: "Please choose what your complaint is about",
  message: "Please describe your complaint",
  messageLong: "Please keep your complaint under 5000 characters",
  orderNumber: "Please enter your order number",
  orderOrCode: "Enter your order number, or confirm your e-mail with a code",
  code: `Enter the ${codeLength}-character code we e-mailed you`,
  codeSent: "We have e-mailed you a code. It is valid for 10 minutes.",
  orderNotFound: "We could not find an order with this number for this e-mail address.",
  notFound: "No complaint with this ticket number and e-mail address.",
  replyRequired: "Write the reply the complainant will receive",
  moveRefused: "A complaint cannot move from this state to that one.",
} as const;

/** An order number as typed ("#100042" or 100042); also the contact form's, for a complaint. */
export const orderNumberSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().replace(/^#/, ""))
  .pipe(z.string().regex(/^\d{1,12}$/, grievanceMessages.orderNotFound))
  .transform(Number);

/**
 * POST /api/grievances. A member's session says who they are; a guest gives the e-mail and either the
 * number of an order placed with it or the code mailed to it (POST /api/grievances/email-code), so a
 * guest who never ordered (a newsletter subscriber's privacy complaint) can file too.
 */
export const grievanceSchema = z.object({
  name: z.string({ error: grievanceMessages.name }).trim().min(1, grievanceMessages.name).max(80),
  email: emailSchema.optional(),
  orderNumber: z.union([z.literal(""), orderNumberSchema]).optional(),
  code: z
    .string({ error: grievanceMessages.code })
    .trim()
    .toUpperCase()
    .max(codeLength, grievanceMessages.code)
    .transform((value) => value || undefined)
    .optional(),
  topic: z.enum(grievanceTopicNames, { error: grievanceMessages.topic }),
  message: z
    .string({ error: grievanceMessages.message })
    .trim()
    .min(10, grievanceMessages.message)
    .max(5000, grievanceMessages.messageLong),
});
export type GrievanceInput = z.output<typeof grievanceSchema>;

/** POST /api/grievances/email-code: a guest asks for the code that proves the address. */
export const grievanceCodeRequestSchema = z.object({ email: emailSchema });

export const ticketPattern = /^GRV-\d{6,}$/;
export const ticketSchema = z.string().trim().toUpperCase().regex(ticketPattern, grievanceMessages.notFound);

/** GET /api/grievances/{ticket}?email= */
export const grievanceLookupSchema = z.object({ email: emailSchema });

/** PUT /api/admin/grievances/{ticket}: the new state and the reply mailed with it. */
export const grievanceUpdateSchema = z.object({
  status: z.enum(grievanceStatuses, { error: "Choose a state" }),
  reply: z.string({ error: grievanceMessages.replyRequired }).trim().min(1, grievanceMessages.replyRequired).max(5000),
});

/** The admin queue as its URL says. */
export const grievanceListQuerySchema = z.object({
  show: z.enum(["waiting", "resolved", "all"]).catch("waiting").default("waiting"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type GrievanceListQuery = z.output<typeof grievanceListQuerySchema>;

export function ticketOf(number: number): string {
  return `GRV-${String(number).padStart(6, "0")}`;
}
