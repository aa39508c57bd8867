// Settings: who answers for personal data (DPDP Act 2023 s.8(9) and DPDP Rules 2025 rule 9: the
// business contact of the person who answers the Data Principal's questions is published on the site
// and in every answer to a request). The privacy notice page and the Privacy tab render from here.
import { z } from "zod";
import { demoContacts } from "../shop-contacts.ts";

const text = (max: number, fallback: string) => z.string().trim().max(max).default(fallback);

export const privacySettingsMessages = {
  guestRetention: "Keep them at least 365 days (DPDP Rules 2025 rule 8(3)), at most 3650",
  auditRetention: "Keep the audit log at least 365 days (DPDP Rules 2025 rule 8(3)), at most 3650",
  newsletterSignupExpiry: "Between 1 and 30 days",
} as const;

const days = (min: number, max: number, message: string, fallback: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);

export const privacySettingsSchema = z.object({
  /** The Data Protection Officer, or the person who answers privacy questions for the shop. */
  dpoName: text(80, "Meera Iyer"),
  dpoDesignation: text(80, "Privacy Officer"),
  dpoEmail: z
    .union([z.literal(""), z.string().trim().toLowerCase().pipe(z.email("Enter a valid e-mail address"))])
    .default(demoContacts.privacyEmail),
  dpoPhone: text(20, demoContacts.grievancePhone),
  /**
   * Guests' unfinished checkouts (online payments never made, cash-on-delivery orders never confirmed)
   * keep their contact and address this many days after they were abandoned, then are anonymised. Not
   * less than a year: DPDP Rules 2025 r.8(3) keeps the personal data and logs of any processing at least
   * one year from the processing (decision 0028).
   */
  guestCheckoutRetentionDays: days(365, 3650, privacySettingsMessages.guestRetention, 365),
  /** The audit log of admins' views and exports of personal data: kept at least a year, then purged. */
  auditLogRetentionDays: days(365, 3650, privacySettingsMessages.auditRetention, 365),
  /** A newsletter sign-up not confirmed from its mail within this many days is deleted (double opt-in). */
  newsletterSignupExpiryDays: days(1, 30, privacySettingsMessages.newsletterSignupExpiry, 7),
});
