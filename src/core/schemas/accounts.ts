// The accounts contract: sign-up, verification codes, sign-in, password reset and change, with the
// spec's messages. One schema per input, used by the forms (in the browser) and by the server.
import { z } from "zod";
import { normalizeIndianPhone } from "../phone.ts";
import { languageSchema } from "./language.ts";
import { consentChoicesSchema } from "./privacy.ts";

export const passwordMinLength = 8;
export const passwordMaxLength = 128;
export const codeLength = 6;
/**
 * The characters an e-mailed code is made of (issue 38 point 8): digits and capitals without the
 * look-alikes 0/O and 1/I/L, so a code read off a phone is typed right (decision 0050).
 */
export const codeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

export const messages = {
  fillAllFields: "Please fill all fields!",
  emailRequired: "Please enter your email",
  emailInvalid: "Please enter a valid email address",
  phone: "❌ Contact number must be exactly 10 digits!",
  passwordsDoNotMatch: "❌ Passwords do not match!",
  resetPasswordsDoNotMatch: "Passwords don't match",
  changePasswordsDoNotMatch: "Passwords do not match",
  fillInAllFields: "Please fill in all fields",
  fillFormAgain: "Please fill in the registration form again.",
  passwordTooShort: `Password must be at least ${passwordMinLength} characters`,
  passwordTooLong: `Password must be at most ${passwordMaxLength} characters`,
  passwordTooCommon: "This password is too common. Please choose another one.",
  incorrectCode: "Incorrect code. Please try again.",
  codeExpired: "This code has expired. Please request a new code.",
  codeSpent: "Too many incorrect attempts. Please request a new code.",
  invalidCredentials: "Invalid email or password",
  incorrectCurrentPassword: "Incorrect current password",
  currentPasswordRequired: "Current password is required.",
  newPasswordRequired: "New password is required.",
  resetLinkInvalid: "Password reset link is invalid or expired",
  passwordUpdated: "Password updated successfully!",
  passwordChanged: "Password changed successfully!",
  codeSent: "If the address can receive mail, a verification code is on its way. It is valid for 10 minutes.",
  registered: "Registration successful! Please sign in.",
  registeredSignedIn: "Registration successful! You are signed in.",
  emailTaken: "An account with this email already exists. Please sign in instead.",
} as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** E-mail addresses are trimmed and lower-cased before anything else sees them. */
export const emailSchema = required(messages.emailRequired)
  .max(254, messages.emailInvalid)
  .toLowerCase()
  .pipe(z.email(messages.emailInvalid));

/** Passwords are taken as typed (no trimming); the common-password check runs on the server. */
export const passwordSchema = z
  .string({ error: messages.newPasswordRequired })
  .min(passwordMinLength, messages.passwordTooShort)
  .max(passwordMaxLength, messages.passwordTooLong);

/** An Indian mobile number: exactly 10 digits once a typed +91 or 0 is stripped (DESIGN.md 7). */
export const phoneSchema = z
  .string({ error: messages.phone })
  .trim()
  .transform(normalizeIndianPhone)
  .pipe(z.string().regex(/^\d{10}$/, messages.phone));

/**
 * Six characters of 0-9 and A-Z; typed lower case is accepted and upper-cased. Codes are made of
 * `codeAlphabet` alone, but any code of this shape is checked (and counted) like a wrong one, so a
 * guess with a 0 or an O is refused and limited the same way, never answered differently.
 */
export const codeSchema = z
  .string({ error: messages.incorrectCode })
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{6}$/, messages.incorrectCode);

const name = (label: string) => required(`${label} is required`).max(60, `${label} is at most 60 characters`);

const referralCode = z
  .string()
  .trim()
  .max(32, "Referral code is at most 32 characters")
  .optional()
  .transform((value) => (value ? value.toUpperCase() : undefined));

// ── Sign-up ─────────────────────────────────────────────────────────────────────────────────

const registrationShape = {
  firstName: name("First name"),
  lastName: name("Last name"),
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
  confirmPassword: z.string({ error: messages.fillAllFields }),
  referralCode,
  /** The optional purposes ticked on the form (each its own unticked box; privacy.ts). */
  consents: consentChoicesSchema,
  /** The page's language: the account's mails are written in it (decision 0064). */
  language: languageSchema.optional(),
};

const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;

/** The sign-up form (the /login sign-up panel and /register): everything but the code. */
export const registrationSchema = z
  .object(registrationShape)
  .refine(passwordsMatch, { message: messages.passwordsDoNotMatch, path: ["confirmPassword"] });

/** POST /api/auth/register: the form plus the code that was sent to the address. */
export const registerSchema = z
  .object({ ...registrationShape, code: codeSchema })
  .refine(passwordsMatch, { message: messages.passwordsDoNotMatch, path: ["confirmPassword"] });

export const sendCodeSchema = z.object({
  email: emailSchema,
  purpose: z.enum(["signup", "reset"], { error: 'purpose must be "signup" or "reset"' }),
  /** A sign-up code's mail language (a reset code goes in the account's own). */
  language: languageSchema.optional(),
});

/** Checking a code: sign-up verification on /verification, reset on /resetpasswordvarification. */
export const checkCodeSchema = z.object({ email: emailSchema, code: codeSchema });

// ── Sign-in ─────────────────────────────────────────────────────────────────────────────────

export const loginSchema = z.object({
  // the format is not checked here: an odd address simply matches no account
  email: required(messages.fillAllFields).max(254, messages.invalidCredentials).toLowerCase(),
  password: z.string({ error: messages.fillAllFields }).min(1, messages.fillAllFields).max(1024),
  /** The sign-in page's language: the member's mails follow it from now on (decision 0064). */
  language: languageSchema.optional(),
});

// ── Password reset and change ───────────────────────────────────────────────────────────────

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** The /resetpassword form: both fields, equal, and the password rules. */
export const newPasswordFormSchema = z
  .object({
    newPassword: z.string({ error: messages.fillInAllFields }).min(1, messages.fillInAllFields),
    confirmPassword: z.string({ error: messages.fillInAllFields }).min(1, messages.fillInAllFields),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: messages.resetPasswordsDoNotMatch,
    path: ["confirmPassword"],
  })
  .pipe(z.object({ newPassword: passwordSchema, confirmPassword: z.string() }));

/** POST /api/auth/resetpassword. */
export const resetPasswordSchema = z
  .object({
    email: emailSchema,
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: messages.fillInAllFields }),
    resetToken: z.string({ error: messages.resetLinkInvalid }).min(1, messages.resetLinkInvalid).max(200),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: messages.resetPasswordsDoNotMatch,
    path: ["confirmPassword"],
  });

/** PUT /api/userdashboard/{userId}/password. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: messages.currentPasswordRequired })
    .min(1, messages.currentPasswordRequired)
    .max(1024),
  newPassword: z
    .string({ error: messages.newPasswordRequired })
    .min(1, messages.newPasswordRequired)
    .pipe(passwordSchema),
});

/** The dashboard's Change Password form: the API's fields plus the confirmation. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: messages.changePasswordsDoNotMatch,
    path: ["confirmPassword"],
  });

/** The spec's strength label for a new password (the bands are the spec's, the minimum is 8). */
export function passwordStrength(password: string): "" | "Weak" | "Good" | "Excellent" {
  if (password.length === 0) return "";
  if (password.length < 6) return "Weak";
  if (password.length < 10) return "Good";
  return "Excellent";
}

// ── Answers ─────────────────────────────────────────────────────────────────────────────────

/** The public profile of a user: what sign-in, /me and the admin list answer. Never a password hash. */
export const userDataSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: z.enum(["male", "female", "other"]).nullable(),
  dateOfBirth: z.string().nullable(),
  dateOfAnniversary: z.string().nullable(),
  profilePicture: z.string().nullable().describe("Image URL, or null"),
  userRole: z.enum(["user", "admin"]),
  Points: z.number().int(),
  referralCode: z.string().nullable(),
  createdAt: z.string().describe("ISO 8601"),
  language: languageSchema.describe("The member's language: their mails' and account pages' (decision 0064)"),
});

export const loginAnswerSchema = z.object({
  message: z.string(),
  userData: userDataSchema.optional().describe("Absent when a second step is needed"),
  twoFactorRequired: z.boolean().optional(),
  challenge: z
    .string()
    .optional()
    .describe("With twoFactorRequired: send it with the code to POST /api/auth/login/second-step (5 minutes)"),
});
export const secondStepSchema = z.object({
  challenge: z.string().trim().min(1).max(100),
  code: z.string().trim().min(1, "Enter the code").max(40),
});
export const twoFactorCodeSchema = z.object({ code: z.string().trim().min(1, "Enter the code").max(40) });
export const messageAnswerSchema = z.object({ message: z.string() });
export const successAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export const resetTokenAnswerSchema = z.object({
  resetToken: z.string().describe("Single use, valid 15 minutes: send it to /api/auth/resetpassword"),
});

export const userListQuerySchema = z.object({
  page: z.coerce.number({ error: "Must be a whole number from 1" }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number({ error: "Must be a whole number from 1 to 100" }).int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
});

export const userListSchema = z.object({
  users: z.array(userDataSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type Registration = z.output<typeof registrationSchema>;
export type RegisterInput = z.output<typeof registerSchema>;
export type LoginInput = z.output<typeof loginSchema>;
export type UserData = z.infer<typeof userDataSchema>;
export type UserList = z.infer<typeof userListSchema>;
export type UserListQuery = z.output<typeof userListQuerySchema>;
/** The sign-up and reset codes (send-code), and the grievance desk's e-mail check (issue 32 point 8). */
export type CodePurpose = z.output<typeof sendCodeSchema>["purpose"] | "grievance";
