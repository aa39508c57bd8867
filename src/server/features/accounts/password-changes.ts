// Password reset (code → single-use token → new password) and password change. Both end the
// user's other sessions; a change keeps the session it was made from.
import crypto from "node:crypto";
import { messages } from "../../../core/schemas/accounts.ts";
import type { AppContext } from "../../context.ts";
import { HttpError, Invalid, NotFound } from "../../http/errors.ts";
import { enforceLimits, type Limit } from "../../http/rate-limit.ts";
import type { ClientInfo } from "../../http/sessions.ts";
import { queueMail, sendQueuedMail } from "../mail/service.ts";
import { type MailBrand, passwordChangedMail } from "../mail/templates.ts";
import { checkCode, spendCode } from "./codes.ts";
import { forgetDevices } from "./devices.ts";
import { limits } from "./limits.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import {
  deleteUserSessions,
  findUsableResetToken,
  findUserByEmail,
  findUserById,
  replaceResetToken,
  spendResetToken,
  updatePasswordHash,
} from "./queries.ts";
import { addressTag, refuseCommonPassword } from "./service.ts";

export const resetTokenValidSeconds = 15 * 60;

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
const invalidLink = () => new Invalid(messages.resetLinkInvalid, { resetToken: messages.resetLinkInvalid });

/** The right reset code earns a single-use token (valid 15 minutes) for /api/auth/resetpassword. */
export async function verifyResetCode(
  ctx: AppContext,
  input: { email: string; code: string },
  client: ClientInfo,
): Promise<{ resetToken: string }> {
  await enforceLimits(ctx, [
    [limits.checkCodeAddress, input.email],
    [limits.checkCodeIp, client.ip],
  ]);
  const verified = await checkCode(ctx.db, input.email, "reset", input.code);
  const resetToken = crypto.randomBytes(32).toString("base64url");
  await ctx.db.transaction(async (tx) => {
    await spendCode(tx, verified);
    const user = await findUserByEmail(tx, input.email);
    // codes are made for unknown addresses too (never mailed): such a code earns nothing
    if (!user) throw new Invalid(messages.incorrectCode, { code: messages.incorrectCode });
    await replaceResetToken(tx, {
      tokenHash: hashToken(resetToken),
      userId: user.id,
      validSeconds: resetTokenValidSeconds,
    });
  });
  ctx.log.info({ address: addressTag(input.email), ip: client.ip }, "reset code accepted");
  return { resetToken };
}

/** Whether a reset token can still be used, and for which address (the /resetpassword page). */
export async function resetTokenStatus(
  ctx: AppContext,
  resetToken: string | undefined,
): Promise<{ email: string } | null> {
  if (!resetToken) return null;
  const row = await findUsableResetToken(ctx.db, hashToken(resetToken));
  return row ? { email: row.email } : null;
}

/** Spends the token and sets the new password; every session of the user ends. */
export async function resetPassword(
  ctx: AppContext,
  input: { email?: string | undefined; newPassword: string; resetToken: string },
  client: ClientInfo,
): Promise<{ success: true; message: string }> {
  const checks: Array<[Limit, string]> = [[limits.resetIp, client.ip]];
  if (input.email) checks.unshift([limits.resetAddress, input.email]);
  await enforceLimits(ctx, checks);
  refuseCommonPassword(input.newPassword, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  const tokenHash = hashToken(input.resetToken);
  const user = await ctx.db.transaction(async (tx) => {
    const owner = await findUsableResetToken(tx, tokenHash);
    if (!owner || (input.email && owner.email !== input.email)) throw invalidLink();
    if (!(await spendResetToken(tx, tokenHash))) throw invalidLink();
    await updatePasswordHash(tx, owner.userId, passwordHash);
    await deleteUserSessions(tx, owner.userId);
    // whoever knew the old password may hold a device cookie that skips the address's lockout
    await forgetDevices(tx, owner.userId);
    const mail = (brand: MailBrand) => passwordChangedMail(brand, { firstName: owner.firstName });
    await queueMail(ctx, tx, owner.email, mail, owner.language);
    return owner;
  });
  sendQueuedMail(ctx);
  ctx.log.info({ userId: user.userId, ip: client.ip }, "password reset");
  return { success: true, message: messages.passwordUpdated };
}

/** The dashboard's Change Password: the current password first; other sessions end. */
export async function changePassword(
  ctx: AppContext,
  userId: string,
  input: { currentPassword: string; newPassword: string },
  client: ClientInfo,
): Promise<{ success: true; message: string }> {
  await enforceLimits(ctx, [[limits.changePasswordUser, userId]]);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new NotFound("User not found");
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    ctx.log.warn({ userId, ip: client.ip }, "password change refused: wrong current password");
    throw new HttpError(401, "unauthorized", messages.incorrectCurrentPassword, {
      currentPassword: messages.incorrectCurrentPassword,
    });
  }
  refuseCommonPassword(input.newPassword, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await ctx.db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    const count = await deleteUserSessions(tx, user.id, client.sessionIdHash);
    const mail = (brand: MailBrand) => passwordChangedMail(brand, { firstName: user.firstName });
    await queueMail(ctx, tx, user.email, mail, user.language);
    return count;
  });
  sendQueuedMail(ctx);
  ctx.log.info({ userId, ip: client.ip, endedSessions: ended }, "password changed");
  return { success: true, message: messages.passwordChanged };
}
