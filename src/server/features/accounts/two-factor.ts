// Two-factor sign-in (issue 18 point 4): an authenticator app's codes (totp.ts) after the password,
// for accounts that turned it on (any admin may, and should: one admin password guards the shop).
// Enrolment shows the secret once (otpauth:// URI and QR code) and is confirmed with a code; ten
// single-use recovery codes (120 bits), stored as SHA-256 hashes, stand in for a lost phone. A right password
// then earns a challenge (5 minutes, 5 tries) that a code completes; a code is accepted once.
import crypto from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { recoveryCodes, twoFactorChallenges, twoFactorSecrets } from "../../db/schema.ts";
import { Conflict, Invalid, Unauthorized } from "../../http/errors.ts";
import { findUserById, type UserRow } from "./queries.ts";
import { matchingStep, newTotpSecret, openSecret, otpauthUri, sealSecret } from "./totp.ts";

export const twoFactorMessages = {
  wrongCode: "That code is not right. Enter the 6-digit code your authenticator app shows now.",
  expired: "Your sign-in took too long. Please sign in again.",
  alreadyOn: "Two-factor sign-in is already on.",
  notStarted: "Start the set-up first: scan the QR code, then enter a code.",
  notOn: "Two-factor sign-in is not on.",
  required: "Enter the code from your authenticator app.",
} as const;

const challengeSeconds = 5 * 60;
const maxChallengeAttempts = 5;
const recoveryCodeCount = 10;
const hash = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

async function secretRow(db: Executor, userId: string) {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).limit(1);
  return row;
}

export async function twoFactorEnabled(db: Executor, userId: string): Promise<boolean> {
  const row = await secretRow(db, userId);
  return Boolean(row?.enabledAt);
}

export async function twoFactorStatus(ctx: AppContext, userId: string) {
  const row = await secretRow(ctx.db, userId);
  const [left] = await ctx.db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return { enabled: Boolean(row?.enabledAt), recoveryCodesLeft: row?.enabledAt ? (left?.count ?? 0) : 0 };
}

/** A new secret waiting for its first code; answers what the authenticator app needs, shown once. */
export async function beginEnrolment(ctx: AppContext, user: { id: string; email: string }, issuer: string) {
  const existing = await secretRow(ctx.db, user.id);
  if (existing?.enabledAt) throw new Conflict(twoFactorMessages.alreadyOn);
  const secret = newTotpSecret();
  const sealedSecret = sealSecret(secret, ctx.config.secretsKey);
  await ctx.db
    .insert(twoFactorSecrets)
    .values({ userId: user.id, sealedSecret })
    .onConflictDoUpdate({ target: twoFactorSecrets.userId, set: { sealedSecret, lastUsedStep: 0 } });
  const uri = otpauthUri(issuer, user.email, secret);
  return { otpauthUri: uri, secret: new URL(uri).searchParams.get("secret") ?? "" };
}

/** Accepts a code once: the step moves forward atomically, so the same code twice is refused. */
async function acceptCode(
  db: Executor,
  userId: string,
  sealed: string,
  lastUsedStep: number,
  code: string,
  key: string | undefined,
) {
  const step = matchingStep(openSecret(sealed, key), code, lastUsedStep);
  if (step === null) return false;
  const moved = await db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step })
    .where(and(eq(twoFactorSecrets.userId, userId), sql`${twoFactorSecrets.lastUsedStep} < ${step}`))
    .returning({ userId: twoFactorSecrets.userId });
  return moved.length === 1;
}

/** 24 characters of a 32-letter alphabet: 120 bits, enough for a plain SHA-256 (ASVS 5.0 V6.5.2). */
function newRecoveryCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  let code = "";
  for (let index = 0; index < 24; index++) code += alphabet[crypto.randomInt(alphabet.length)];
  return code.match(/.{4}/g)?.join("-") ?? code;
}

const normalizeRecovery = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** The first right code turns two-factor sign-in on; answers the ten recovery codes, shown once. */
export async function confirmEnrolment(
  ctx: AppContext,
  userId: string,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const row = await secretRow(ctx.db, userId);
  if (!row) throw new Invalid(twoFactorMessages.notStarted);
  if (row.enabledAt) throw new Conflict(twoFactorMessages.alreadyOn);
  if (!(await acceptCode(ctx.db, userId, row.sealedSecret, row.lastUsedStep, code, ctx.config.secretsKey))) {
    throw new Invalid(twoFactorMessages.wrongCode, { code: twoFactorMessages.wrongCode });
  }
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await ctx.db.transaction(async (tx) => {
    await tx.update(twoFactorSecrets).set({ enabledAt: sql`now()` }).where(eq(twoFactorSecrets.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((value) => ({ userId, codeHash: hash(normalizeRecovery(value)) })));
  });
  ctx.log.info({ userId }, "two-factor sign-in turned on");
  return { recoveryCodes: codes };
}

/** A code from the app or an unused recovery code (spent by this use). */
async function checkSecondFactor(ctx: AppContext, userId: string, code: string): Promise<boolean> {
  const row = await secretRow(ctx.db, userId);
  if (!row?.enabledAt) return false;
  const typed = code.trim();
  if (/^\d{6}$/.test(typed))
    return acceptCode(ctx.db, userId, row.sealedSecret, row.lastUsedStep, typed, ctx.config.secretsKey);
  const spent = await ctx.db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hash(normalizeRecovery(typed))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (spent.length === 1) ctx.log.warn({ userId }, "recovery code used");
  return spent.length === 1;
}

/** Turns two-factor sign-in off, with a code from the app or a recovery code. */
export async function disableTwoFactor(ctx: AppContext, userId: string, code: string): Promise<{ message: string }> {
  if (!(await twoFactorEnabled(ctx.db, userId))) throw new Invalid(twoFactorMessages.notOn);
  if (!(await checkSecondFactor(ctx, userId, code))) {
    throw new Invalid(twoFactorMessages.wrongCode, { code: twoFactorMessages.wrongCode });
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  });
  ctx.log.info({ userId }, "two-factor sign-in turned off");
  return { message: "Two-factor sign-in is off." };
}

/** After a right password: a challenge token for the second step. */
export async function startChallenge(ctx: AppContext, userId: string): Promise<string> {
  const token = crypto.randomBytes(24).toString("base64url");
  await ctx.db.insert(twoFactorChallenges).values({
    tokenHash: hash(token),
    userId,
    expiresAt: sql`now() + make_interval(secs => ${challengeSeconds})`,
  });
  return token;
}

/** The second step: the challenge's user when the code is right; each wrong code spends a try. */
export async function completeChallenge(ctx: AppContext, token: string, code: string): Promise<UserRow> {
  const [challenge] = await ctx.db
    .update(twoFactorChallenges)
    .set({ failedAttempts: sql`${twoFactorChallenges.failedAttempts} + 1` })
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, hash(token)),
        sql`${twoFactorChallenges.expiresAt} > now()`,
        sql`${twoFactorChallenges.failedAttempts} < ${maxChallengeAttempts}`,
      ),
    )
    .returning({ userId: twoFactorChallenges.userId });
  if (!challenge) throw new Unauthorized(twoFactorMessages.expired);
  if (!(await checkSecondFactor(ctx, challenge.userId, code))) {
    ctx.log.warn({ userId: challenge.userId }, "two-factor code refused");
    throw new Unauthorized(twoFactorMessages.wrongCode);
  }
  await ctx.db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.tokenHash, hash(token)));
  const user = await findUserById(ctx.db, challenge.userId);
  if (!user) throw new Unauthorized(twoFactorMessages.expired);
  return user;
}
