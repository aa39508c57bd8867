// Abandoned bags (issue 25): the checkout's "Remind me about my bag" box and the reminder mail's
// restore link. Shared by the checkout page and the API.
import { z } from "zod";
import { checkoutMessages } from "../checkout.ts";
import { mergeCartSchema } from "./cart.ts";

export const bagMessages = {
  remindLabel: "Remind me about my bag",
  remindHint: "Up to two e-mails if you leave without ordering (after an hour and after a day). Stop them any time.",
  remembered: "We will remind you about your bag.",
  forgotten: "We will not remind you about your bag.",
  linkInvalid: "This link is not valid. Your bag may have been ordered already.",
  linkExpired: "This link has expired. Your bag is kept for a few days only.",
  restored: "Your bag is back.",
  signInForBag: "Sign in to see your bag: it is saved in your account.",
} as const;

/** POST /api/bag-reminders: the box ticked (or unticked) at checkout, with the address and the lines. */
export const bagReminderConsentSchema = z.object({
  email: z
    .string({ error: checkoutMessages.invalidEmail })
    .trim()
    .max(254, checkoutMessages.invalidEmail)
    .toLowerCase()
    .pipe(z.email(checkoutMessages.invalidEmail)),
  remind: z.boolean({ error: "Say whether to remind (true) or not (false)" }),
  lines: mergeCartSchema.shape.lines.default([]),
});
export type BagReminderConsentInput = z.output<typeof bagReminderConsentSchema>;

/** The token a guest's browser keeps for its saved bag (answered by POST /api/bag-reminders). */
const bagTokenSchema = z
  .string({ error: "The bag's token is missing" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,64}$/, "The bag's token is not valid");

/** PUT /api/bag-reminders/lines: a guest's browser tells the server its bag changed (no lines: emptied). */
export const bagLinesUpdateSchema = z.object({
  token: bagTokenSchema,
  lines: mergeCartSchema.shape.lines,
});
export type BagLinesUpdateInput = z.output<typeof bagLinesUpdateSchema>;

/** POST /api/bags/restore: the reminder's link token. */
export const bagRestoreSchema = z.object({
  token: z
    .string({ error: bagMessages.linkInvalid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,64}$/, bagMessages.linkInvalid),
});
