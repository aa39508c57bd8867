import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

// ── Messages, newsletter, mail, settings ─────────────────────────────────────────────────

export const contactQueries = pgTable(
  "contact_queries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    replied: boolean("replied").notNull().default(false),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_queries_unreplied_idx").on(t.createdAt).where(sql`not ${t.replied}`)],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    /** The consent text the subscriber agreed to, and when. */
    consentText: text("consent_text").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull().defaultNow(),
    source: text("source").notNull().default("home"),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_key").on(t.email)],
);

/**
 * A newsletter sign-up waiting for its confirm click (double opt-in, issue 32 point 4): one row per
 * address, the link's token kept only as its SHA-256 (http/link-tokens.ts). The click gives the
 * newsletter consent, adds the address to newsletter_subscribers and deletes this row; the privacy
 * retention round deletes rows older than the privacy setting's newsletterSignupExpiryDays.
 */
export const newsletterSignups = pgTable(
  "newsletter_signups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** Where it was typed: the home page's form or the API. */
    source: text("source").notNull(),
    createdAt: createdAt(),
    /** When the confirm mail last went: a repeat sign-up re-sends at most once per window. */
    mailedAt: timestamp("mailed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("newsletter_signups_email_key").on(t.email),
    uniqueIndex("newsletter_signups_token_key").on(t.tokenHash),
  ],
);
