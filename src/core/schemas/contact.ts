// The contact form (/contactus) and POST /api/contact: one schema for the browser and the server,
// with the spec's answers. Unknown fields are dropped; the phone is an Indian mobile number
// (DESIGN.md decision 7: a typed +91 or 0 is accepted and stripped).
import { z } from "zod";
import { normalizeIndianPhone } from "../phone.ts";
import { grievanceMessages, grievanceTopicNames, orderNumberSchema } from "./grievances.ts";

export const contactLimits = {
  name: 60,
  email: 254,
  subject: 150,
  message: 5000,
} as const;

export const contactMessages = {
  sent: "Your message has been sent successfully!",
  failed: "Something went wrong.",
  network: "Failed to submit. Please try again later.",
  firstname: "Please enter your first name",
  lastname: "Please enter your last name",
  email: "Please enter your email",
  emailInvalid: "Please enter a valid email address",
  phone: "Please enter your phone number",
  phoneInvalid: "Please enter a valid 10-digit mobile number",
  subject: "Please enter a subject",
  message: "Please enter your message",
  complaintFiled: "Your complaint has reached our grievance officer.",
} as const;

/**
 * What a message is: a plain question (stored for the team's Queries screen) or a complaint, which is
 * filed with the grievance desk (its ticket, due times and acknowledgement mail; E-Commerce Rules r.4(5)).
 */
export const contactKinds = { query: "A question or message", complaint: "A complaint" } as const;
export type ContactKind = keyof typeof contactKinds;
export const contactKindNames = Object.keys(contactKinds) as [ContactKind, ...ContactKind[]];

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const contactSchema = z
  .object({
    firstname: text(
      contactMessages.firstname,
      contactLimits.name,
      `First name is at most ${contactLimits.name} characters`,
    ),
    lastname: text(
      contactMessages.lastname,
      contactLimits.name,
      `Last name is at most ${contactLimits.name} characters`,
    ),
    email: text(contactMessages.email, contactLimits.email, contactMessages.emailInvalid)
      .toLowerCase()
      .pipe(z.email(contactMessages.emailInvalid)),
    phone: text(contactMessages.phone, 20, contactMessages.phoneInvalid)
      .transform(normalizeIndianPhone)
      .pipe(z.string().regex(/^\d{10}$/, contactMessages.phoneInvalid)),
    subject: text(
      contactMessages.subject,
      contactLimits.subject,
      `Subject is at most ${contactLimits.subject} characters`,
    ),
    message: text(
      contactMessages.message,
      contactLimits.message,
      `Message is at most ${contactLimits.message} characters`,
    ),
    kind: z.enum(contactKindNames).catch("query").default("query"),
    /** A complaint's topic and order (a guest's complaint needs the order; the desk checks it). */
    topic: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.enum(grievanceTopicNames, { error: grievanceMessages.topic }).optional(),
    ),
    orderNumber: z.union([z.literal(""), orderNumberSchema]).optional(),
  })
  .superRefine((value, check) => {
    if (value.kind === "complaint" && !value.topic) {
      check.addIssue({ code: "custom", path: ["topic"], message: grievanceMessages.topic });
    }
  });

/** The form's fields, in the order they are shown and checked. */
export const contactFields = ["firstname", "lastname", "email", "phone", "subject", "message"] as const;

/** A complaint's answer also carries its ticket and when it is due (the page tells the ticket number). */
export const contactAnswerSchema = z.object({
  message: z.string(),
  ticket: z.string().optional(),
  resolveBy: z.string().optional(),
});
export type ContactAnswerBody = z.infer<typeof contactAnswerSchema>;

export type ContactInput = z.output<typeof contactSchema>;

/** The admin's Queries screen as its URL says: which messages (waiting by default), a search, a page. */
export const contactShows = ["pending", "replied", "all"] as const;
export const contactListQuerySchema = z.object({
  show: z.enum(contactShows).catch("pending").default("pending"),
  search: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type ContactListQuery = z.output<typeof contactListQuerySchema>;
