// Cash on delivery to the bank (docs/decisions/0040-cod-remittance.md): the admin's inputs. The cash a
// manual courier's delivered order brought, marked received by hand (POST
// /api/admin/orders/{orderId}/cod-received; the order page's form), and the remittance lists' queries.
import { z } from "zod";
import { parseReportDate, remittanceMessages, remittanceReferencePattern } from "../cod-remittance.ts";
import { dateKeyOf } from "../dates.ts";

const rupees = (message: string) =>
  z.coerce
    .number({ error: message })
    .min(0, message)
    .max(10_000_000, message)
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), message);

export const codReceivedSchema = z.object({
  /** The UTR of the bank credit, or the courier's receipt number. */
  reference: z
    .string({ error: remittanceMessages.reference })
    .trim()
    .toUpperCase()
    .regex(remittanceReferencePattern, remittanceMessages.reference),
  /** What reached the shop, rupees. */
  amount: rupees(remittanceMessages.amount).refine((value) => value > 0, remittanceMessages.amount),
  /** What the courier kept (its fee, freight), rupees; 0 when nothing. */
  deductions: z.preprocess((value) => (value === "" ? undefined : value), rupees(remittanceMessages.amount).default(0)),
  /** The day the cash arrived (an India date); today when not given. */
  receivedOn: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string({ error: remittanceMessages.date })
      .trim()
      .transform((value, issue) => {
        const key = parseReportDate(value);
        if (key === null || key > dateKeyOf(new Date())) {
          issue.addIssue({ code: "custom", message: remittanceMessages.date });
          return z.NEVER;
        }
        return key;
      })
      .optional(),
  ),
});

export type CodReceivedInput = z.infer<typeof codReceivedSchema>;

export const remittanceListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const remittanceParamsSchema = z.object({ remittanceId: z.uuid({ error: "Remittance not found" }) });
