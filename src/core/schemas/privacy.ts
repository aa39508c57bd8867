// Consent and the member's rights over their data (DPDP Act 2023 ss.5-6, 11-13; DPDP Rules 2025 rules
// 3 and 14): the optional purposes the shop asks consent for, the version of the notice a consent was
// given under, and the inputs of the Privacy tab, the export and the erasure. Shared by the forms and
// the server. docs/decisions/0024-grievances-and-consent.md says what each rule asks and where.
import { z } from "zod";

/**
 * The notice's version: a consent is recorded with the version it was given under. Change it when the
 * notice's list of data or purposes changes (the privacy notice page shows it).
 */
export const privacyNoticeVersion = "2026-11-26.3";

/**
 * Every optional purpose, each with its own unticked box. Anything the shop needs to sell to a person
 * (the order, its mails, the invoice) is not consent-based and not listed here.
 */
export const consentPurposes = {
  newsletter: {
    label: "Sattva's letter",
    description: "Our e-mail letter about new arrivals, rituals and offers, about twice a month.",
    data: "Your e-mail address.",
  },
  offers: {
    label: "Offers chosen for you",
    description: "Occasional e-mails with offers picked from what you have ordered or saved to your wishlist.",
    data: "Your e-mail address, first name, orders and wishlist.",
  },
  bag_reminders: {
    label: "Remind me about my bag",
    description:
      "Up to two reminders (after an hour and after a day) when you leave products in your bag without ordering.",
    data: "Your e-mail address and the products in your bag.",
  },
  whatsapp: {
    label: "Messages on WhatsApp",
    description:
      "The reminders and alerts you said yes to (your bag, a piece back in stock, a request to review what you bought), also on WhatsApp to your mobile number. Reply STOP to end them.",
    data: "Your mobile number.",
  },
  review_requests: {
    label: "Ask me to review what I bought",
    description:
      "One e-mail (and WhatsApp message, if you said yes to it) some days after an order arrives, with a link to review each piece.",
    data: "Your e-mail address, first name and the pieces of the order.",
  },
  back_in_stock: {
    label: "Back-in-stock alerts",
    description: "One e-mail when a sold-out piece you asked about is back, after you confirm the request.",
    data: "Your e-mail address and the pieces you asked about.",
  },
} as const;

export type ConsentPurpose = keyof typeof consentPurposes;
export const consentPurposeNames = Object.keys(consentPurposes) as [ConsentPurpose, ...ConsentPurpose[]];
export const consentPurposeSchema = z.enum(consentPurposeNames, { error: "Unknown purpose" });

/** The purposes a sign-up or checkout form offers as boxes; the others are given where they apply. */
export const formConsentPurposes: readonly ConsentPurpose[] = [
  "newsletter",
  "offers",
  "bag_reminders",
  "review_requests",
];

/** Where a consent was given or withdrawn. */
export const consentSources = [
  "signup",
  "checkout",
  "account",
  "home",
  "api",
  "mail",
  "whatsapp",
  "product",
  "newsletter_confirmed",
] as const;
export type ConsentSource = (typeof consentSources)[number];

export const privacyMessages = {
  consentGiven: "Thank you. We will send these e-mails until you say stop.",
  consentWithdrawn: "Done. We will not send these e-mails any more.",
  unsubscribeInvalid: "This link is not valid any more. You can manage your e-mails in My Account → Privacy.",
  unsubscribed: "You will not receive these e-mails any more.",
  passwordRequired: "Enter your password to confirm.",
  wrongPassword: "That password is not right.",
  confirmErase: 'Type "DELETE" to confirm.',
  cancelThenDelete: "Cancel it here, then delete your account.",
  adminAccount: "An admin account cannot be deleted here. Ask another admin to change its role first.",
  erased: "Your account has been deleted. We kept only what tax law requires for your invoices.",
} as const;

/** PUT /api/userdashboard/{userId}/consents/{purpose}: give (true) or withdraw (false). */
/** An order that keeps an account from being deleted, as the refusal names it. */
export interface OpenOrder {
  _id: string;
  /** null: an online payment attempt not paid (it closes by itself within half an hour). */
  number: number | null;
  status: string;
  /** The shopper may cancel it themself (not shipped, no parcel booked). */
  cancellable: boolean;
}

/**
 * The refusal to delete an account with orders still open, naming them: "Your order #100042 (awaiting
 * confirmation) is still open." An unpaid payment attempt is said to close by itself.
 */
export function openOrdersMessage(open: ReadonlyArray<Pick<OpenOrder, "number" | "status">>): string {
  const named = open.filter((order) => order.number !== null);
  if (named.length === 0)
    return "An online payment you started is still open; it closes by itself within half an hour. You can delete your account after that.";
  const list = named.map((order) => `#${order.number} (${order.status.toLowerCase()})`).join(", ");
  const one = named.length === 1;
  return `Your ${one ? "order" : "orders"} ${list} ${one ? "is" : "are"} still open. You can delete your account once ${one ? "it has" : "they have"} arrived or been cancelled.`;
}

export const consentChangeSchema = z.object({
  given: z.boolean({ error: "Say whether the consent is given (true) or withdrawn (false)" }),
});

/** Consents asked for on a form (sign-up, checkout): the ticked purposes; unknown ones refused. */
export const consentChoicesSchema = z.array(consentPurposeSchema).max(consentPurposeNames.length).default([]);

/** POST /api/consents/withdraw: the one-click link in every marketing mail. */
export const withdrawByTokenSchema = z.object({
  token: z
    .string({ error: privacyMessages.unsubscribeInvalid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,64}$/, privacyMessages.unsubscribeInvalid),
});

/** DELETE /api/userdashboard/{userId}: the password, and the word typed to confirm. */
export const eraseAccountSchema = z.object({
  password: z
    .string({ error: privacyMessages.passwordRequired })
    .min(1, privacyMessages.passwordRequired)
    // a bound only: the stored hash decides (accounts.ts imports this file, so no import back)
    .max(1024, privacyMessages.wrongPassword),
  confirm: z.literal("DELETE", { error: privacyMessages.confirmErase }),
});

/** One consent as the Privacy tab and the export show it. */
export const consentRecordSchema = z.object({
  purpose: consentPurposeSchema,
  label: z.string(),
  given: z.boolean(),
  noticeVersion: z.string().nullable(),
  givenAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  source: z.string().nullable(),
});
export type ConsentRecord = z.output<typeof consentRecordSchema>;

/** POST /api/admin/letters: a marketing e-mail to everyone who consented to its purpose. */
export const letterSchema = z.object({
  purpose: consentPurposeSchema,
  subject: z.string({ error: "Enter a subject" }).trim().min(1, "Enter a subject").max(150),
  message: z.string({ error: "Enter the letter" }).trim().min(1, "Enter the letter").max(5000),
});
