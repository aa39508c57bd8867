import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";

// ── Accounts ──────────────────────────────────────────────────────────────────────────────

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    gender: text("gender", { enum: ["male", "female", "other"] }),
    dateOfBirth: date("date_of_birth"),
    dateOfAnniversary: date("date_of_anniversary"),
    /** Media key of the profile picture. */
    profilePicture: text("profile_picture"),
    role: text("role", { enum: ["user", "admin"] })
      .notNull()
      .default("user"),
    points: integer("points").notNull().default(0),
    referralCode: text("referral_code"),
    /**
     * The language the member's mails are written in (decision 0064): the page's at sign-up, then
     * the language of their latest sign-in or checkout.
     */
    language: text("language", { enum: ["en", "hi"] })
      .notNull()
      .default("en"),
    /**
     * Goes up whenever anything My Account's first screen shows changes: the member's row, their
     * addresses, their orders and those orders' lines (database triggers, migration 0050), so no
     * write path can forget it. The account lane (http/account-lane.ts) keeps the rendered screen
     * per member and stamp.
     */
    accountStamp: bigint("account_stamp", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    // admin Users page: newest first, searched by name, e-mail or phone
    index("users_created_at_idx").on(t.createdAt),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's random id; the id itself is never stored. */
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Sliding idle expiry (7 days after last use). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Absolute expiry (30 days after sign-in). */
    absoluteExpiresAt: timestamp("absolute_expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    purpose: text("purpose", { enum: ["signup", "reset", "grievance"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    failedAttempts: smallint("failed_attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    /** A sign-up waiting for this code: the form's details, the password already hashed. */
    pendingRegistration: jsonb("pending_registration").$type<{
      firstName: string;
      lastName: string;
      phone: string;
      passwordHash: string;
      referralCode: string | null;
      /** The optional purposes ticked on the form, recorded when the account is made. */
      consents?: string[];
      /** The sign-up page's language (decision 0064); absent on forms kept before it: English. */
      language?: "en" | "hi";
    }>(),
    createdAt: createdAt(),
  },
  (t) => [index("verification_codes_email_purpose_idx").on(t.email, t.purpose, t.createdAt)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_id_idx").on(t.userId)],
);

// ── Account security (issue 18 point 4): device cookies, two-factor sign-in ────────────────────

/**
 * Devices that signed in before (OWASP's "device cookies"): the cookie holds a random token, this
 * row its SHA-256. A right password from such a device works while the address is locked out for
 * unknown devices; wrong ones count against the device alone.
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("trusted_devices_user_id_idx").on(t.userId)],
);

/** A user's authenticator (RFC 6238): the secret sealed with SECRETS_KEY when set; on once enabledAt is set. */
export const twoFactorSecrets = pgTable("two_factor_secrets", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sealedSecret: text("sealed_secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code is never accepted twice. */
  lastUsedStep: integer("last_used_step").notNull().default(0),
  createdAt: createdAt(),
});

/** Single-use recovery codes, argon2id hashes. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_id_idx").on(t.userId)],
);

/** A sign-in whose password was right, waiting for its second step (5 minutes, 5 tries). */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    failedAttempts: smallint("failed_attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("two_factor_challenges_user_id_idx").on(t.userId)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2"),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zipCode: text("zip_code").notNull(),
    country: text("country").notNull().default("India"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("addresses_user_id_idx").on(t.userId, t.createdAt),
    uniqueIndex("addresses_one_default_per_user").on(t.userId).where(sql`${t.isDefault}`),
  ],
);
