// A parcel back at the shop (returned to origin), checked in by the admin: each line restocked or
// written off with the reason (POST /api/admin/shipments/{id}/check-in; the order page's form).
import { z } from "zod";

export const checkInMessages = {
  lines: "Choose Restock or Write off for at least one item.",
  line: "Item not found",
  decision: "Choose Restock or Write off",
  reason: "Say why the item is written off",
  reasonLength: "Keep the reason under 200 characters",
  twice: "Each item is checked in once",
  notBack: "This parcel is not back at the shop yet.",
  orderOpen: "The order must be refused or returned before its parcel is checked in.",
  already: "This parcel has already been checked in.",
  notInParcel: "This item is not in the parcel.",
  nothingHeld: (name: string) => `${name} holds no stock to check in: it went back when the order was marked.`,
  done: "Parcel checked in.",
} as const;

export const checkInDecisions = ["restock", "write_off"] as const;
export type CheckInDecision = (typeof checkInDecisions)[number];

export const checkInDecisionNames: Record<CheckInDecision, string> = {
  restock: "Restock",
  write_off: "Write off",
};

const line = z
  .object({
    orderItemId: z.uuid({ error: checkInMessages.line }),
    decision: z.enum(checkInDecisions, { error: checkInMessages.decision }),
    reason: z.string().trim().max(200, checkInMessages.reasonLength).optional(),
  })
  .refine((entry) => entry.decision !== "write_off" || (entry.reason ?? "").length > 0, {
    message: checkInMessages.reason,
    path: ["reason"],
  });

export const checkInSchema = z.object({
  lines: z
    .array(line, { error: checkInMessages.lines })
    .min(1, checkInMessages.lines)
    .max(100)
    .refine((lines) => new Set(lines.map((entry) => entry.orderItemId)).size === lines.length, checkInMessages.twice),
});

export type CheckInInput = z.output<typeof checkInSchema>;
