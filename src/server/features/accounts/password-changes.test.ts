// Password reset (code → single-use token → new password) and the account's password change,
// with every refusal, through HTTP.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { messages } from "../../../core/schemas/accounts.ts";
import { passwordResetTokens, verificationCodes } from "../../db/schema.ts";
import {
  createAccount,
  from,
  latestCode,
  mailTo,
  signInCookie,
  testShopEnv,
  uniqueEmail,
  uniqueIp,
  userIdOf,
} from "../../testing/accounts.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ env: testShopEnv });
});
afterAll(async () => {
  await shop?.close();
});

const post = (path: string, body: unknown, cookie?: string) => shop.api(path, from(uniqueIp(), "POST", body, cookie));
const me = (cookie: string) => shop.api("/api/auth/me", { headers: { cookie } });
const newPassword = "citrine-sunrise-2025";

async function resetToken(email: string): Promise<string> {
  expect((await post("/api/auth/send-code", { email, purpose: "reset" })).status).toBe(202);
  const code = await latestCode(shop, email);
  const response = await post("/api/auth/verify-reset-code", { email, code });
  expect(response.status).toBe(200);
  const { resetToken } = await response.json();
  expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return resetToken;
}

const reset = (email: string, token: string, password = newPassword, confirmPassword = password) =>
  post("/api/auth/resetpassword", { email, newPassword: password, confirmPassword, resetToken: token });

describe("password reset", () => {
  test("code by e-mail, token, new password: the old password stops working and every session ends", async () => {
    const { email, password } = await createAccount(shop);
    const sessionA = await signInCookie(shop, email, password);
    const sessionB = await signInCookie(shop, email, password);
    const token = await resetToken(email);
    const mail = (await mailTo(shop, email)).find((message) => message.template === "reset-code");
    expect(mail?.subject).toMatch(/Reset your/);
    const response = await reset(email, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "Password updated successfully!" });
    expect((await me(sessionA)).status).toBe(401);
    expect((await me(sessionB)).status).toBe(401);
    expect((await post("/api/auth/login", { email, password })).status).toBe(401);
    await signInCookie(shop, email, newPassword);
    expect((await mailTo(shop, email)).some((message) => message.template === "password-changed")).toBe(true);
  });

  test("stores the reset token only as a hash", async () => {
    const { email } = await createAccount(shop);
    const token = await resetToken(email);
    const rows = await shop.ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, await userIdOf(shop, email)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  test("refuses a token used once already", async () => {
    const { email } = await createAccount(shop);
    const token = await resetToken(email);
    expect((await reset(email, token)).status).toBe(200);
    const again = await reset(email, token, "another-fresh-password-7");
    expect(again.status).toBe(400);
    expect((await again.json()).error.message).toBe("Password reset link is invalid or expired");
  });

  test("refuses a reset without a code-earned token", async () => {
    const { email } = await createAccount(shop);
    const response = await reset(email, "made-up-token-made-up-token-made-up-token-xx");
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(messages.resetLinkInvalid);
    const missing = await post("/api/auth/resetpassword", { email, newPassword, confirmPassword: newPassword });
    expect(missing.status).toBe(400);
  });

  test("refuses an expired token and a token for another address", async () => {
    const { email } = await createAccount(shop);
    const { email: other } = await createAccount(shop);
    const token = await resetToken(email);
    expect((await reset(other, token)).status).toBe(400);
    await shop.ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, await userIdOf(shop, email)));
    expect((await reset(email, token)).status).toBe(400);
  });

  test("refuses a wrong reset code, an expired one, and one for an address without an account", async () => {
    const { email } = await createAccount(shop);
    await post("/api/auth/send-code", { email, purpose: "reset" });
    const code = await latestCode(shop, email);
    const wrong = await post("/api/auth/verify-reset-code", { email, code: code === "AAAAAA" ? "BBBBBB" : "AAAAAA" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.message).toBe("Incorrect code. Please try again.");
    await shop.ctx.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.email, email));
    expect((await post("/api/auth/verify-reset-code", { email, code })).status).toBe(400);

    const stranger = uniqueEmail();
    await post("/api/auth/send-code", { email: stranger, purpose: "reset" });
    const guess = await post("/api/auth/verify-reset-code", { email: stranger, code: "ABC123" });
    expect(guess.status).toBe(400);
    expect((await guess.json()).error.message).toBe(messages.incorrectCode);
  });

  test("a sign-up code does not open a reset, nor a reset code a sign-up", async () => {
    const { email } = await createAccount(shop);
    await post("/api/auth/send-code", { email, purpose: "signup" });
    const signupCode = await latestCode(shop, email);
    expect((await post("/api/auth/verify-reset-code", { email, code: signupCode })).status).toBe(400);
  });

  test.each([
    ["a short password", "short7", messages.passwordTooShort],
    ["a common password", "iloveyou", messages.passwordTooCommon],
    ["a common password of 8+ characters", "sunshine1", messages.passwordTooCommon],
  ])("refuses %s and keeps the token usable", async (_name, password, message) => {
    const { email } = await createAccount(shop);
    const token = await resetToken(email);
    const response = await reset(email, token, password);
    expect(response.status).toBe(400);
    expect(Object.values((await response.json()).error.fields)).toContain(message);
    expect((await reset(email, token)).status).toBe(200);
  });

  test("refuses passwords that do not match with the spec's words", async () => {
    const { email } = await createAccount(shop);
    const token = await resetToken(email);
    const response = await reset(email, token, newPassword, "something-else-entirely");
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.confirmPassword).toBe("Passwords don't match");
  });
});

describe("change password", () => {
  const change = (userId: string, body: unknown, cookie?: string) =>
    shop.api(`/api/userdashboard/${userId}/password`, from(uniqueIp(), "PUT", body, cookie));

  test("changes the owner's password, keeps this session and ends the others", async () => {
    const { email, password } = await createAccount(shop);
    const userId = await userIdOf(shop, email);
    const here = await signInCookie(shop, email, password);
    const elsewhere = await signInCookie(shop, email, password);
    const response = await change(userId, { currentPassword: password, newPassword }, here);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "Password changed successfully!" });
    expect((await me(here)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    await signInCookie(shop, email, newPassword);
    expect((await post("/api/auth/login", { email, password })).status).toBe(401);
  });

  test("refuses a wrong current password with 401 'Incorrect current password'", async () => {
    const { email, password } = await createAccount(shop);
    const cookie = await signInCookie(shop, email, password);
    const response = await change(
      await userIdOf(shop, email),
      { currentPassword: "wrong-password-1", newPassword },
      cookie,
    );
    expect(response.status).toBe(401);
    const body = await response.json();
    expect(body.error.message).toBe("Incorrect current password");
    expect(body.error.fields.currentPassword).toBe("Incorrect current password");
    expect((await me(cookie)).status).toBe(200);
  });

  test("answers 401 to an anonymous caller and 403 for another user's id, even an admin's", async () => {
    const { email: ownerEmail } = await createAccount(shop);
    const { email, password } = await createAccount(shop);
    const ownerId = await userIdOf(shop, ownerEmail);
    expect((await change(ownerId, { currentPassword: password, newPassword })).status).toBe(401);
    const cookie = await signInCookie(shop, email, password);
    expect((await change(ownerId, { currentPassword: password, newPassword }, cookie)).status).toBe(403);
  });

  test.each([
    ["too short", "abc1234", messages.passwordTooShort],
    ["common", "qwertyuiop", messages.passwordTooCommon],
    ["missing", "", messages.newPasswordRequired],
  ])("refuses a new password that is %s", async (_name, candidate, message) => {
    const { email, password } = await createAccount(shop);
    const cookie = await signInCookie(shop, email, password);
    const response = await change(
      await userIdOf(shop, email),
      { currentPassword: password, newPassword: candidate },
      cookie,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.newPassword).toBe(message);
  });

  test("needs the current password", async () => {
    const { email, password } = await createAccount(shop);
    const cookie = await signInCookie(shop, email, password);
    const response = await change(await userIdOf(shop, email), { newPassword }, cookie);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.currentPassword).toBe("Current password is required.");
  });
});
