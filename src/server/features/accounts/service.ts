// Accounts rules: codes by e-mail, sign-up only with the right code, sign-in and sign-out with
// server-side sessions. Knows nothing of HTTP: callers pass plain values and the client's facts.

import crypto from "node:crypto";
import type { Language } from "../../../core/i18n.ts";
import {
  type CodePurpose,
  type LoginInput,
  messages,
  type RegisterInput,
  type Registration,
  type UserData,
  type UserList,
  type UserListQuery,
} from "../../../core/schemas/accounts.ts";
import { consentChoicesSchema } from "../../../core/schemas/privacy.ts";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { Conflict, Invalid, Unauthorized } from "../../http/errors.ts";
import { enforceLimits, type Limit, refuseSpentLimits } from "../../http/rate-limit.ts";
import type { ClientInfo } from "../../http/sessions.ts";
import { queueMail, sendQueuedMail } from "../mail/service.ts";
import { type MailBrand, resetCodeMail, signupCodeMail, welcomeMail } from "../mail/templates.ts";
import { giveConsent } from "../privacy/consents.ts";
import { checkCode, issueCode, issueSignupFormCode, newCodeForSignupForm, spendCode } from "./codes.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { findTrustedDevice, type TrustedDevice, touchTrustedDevice, trustDevice } from "./devices.ts";
import { limits } from "./limits.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import {
  deleteSessionsOfHolder,
  findUserByEmail,
  findUserById,
  findWaitingSignupForm,
  insertUser,
  listUsers,
  type PendingRegistration,
  type UserRow,
  updateUserLanguage,
} from "./queries.ts";
import { endSession, startSession } from "./sessions.ts";
import { completeChallenge, startChallenge, twoFactorEnabled } from "./two-factor.ts";
import { userData } from "./user-data.ts";

/** Logs name an address by a short digest: enough to follow one, never the address itself. */
export function addressTag(email: string): string {
  return crypto.createHash("sha256").update(email).digest("hex").slice(0, 12);
}

export function refuseCommonPassword(password: string, field = "password"): void {
  if (isCommonPassword(password))
    throw new Invalid(messages.passwordTooCommon, { [field]: messages.passwordTooCommon });
}

// ── Codes ───────────────────────────────────────────────────────────────────────────────────

/**
 * Sends a sign-up or reset code. The answer is the same whether or not the address has an account:
 * a sign-up code goes to any address; a reset code is made for any address but mailed only to one
 * with an account.
 */
export async function sendCode(
  ctx: AppContext,
  input: { email: string; purpose: CodePurpose; language?: Language | undefined },
  client: ClientInfo,
): Promise<{ message: string }> {
  await enforceLimits(ctx, [
    [limits.sendCodeAddress, `${input.purpose}:${input.email}`],
    [limits.sendCodeIp, client.ip],
  ]);
  await ctx.db.transaction(async (tx) => {
    const code = await issueCode(tx, input.email, input.purpose);
    if (input.purpose === "signup") {
      await queueMail(ctx, tx, input.email, (brand) => signupCodeMail(brand, { code }), input.language);
      return;
    }
    const user = await findUserByEmail(tx, input.email);
    // a reset code goes in the account's own language, whatever page asked for it
    if (user) {
      const mail = (brand: MailBrand) => resetCodeMail(brand, { code, firstName: user.firstName });
      await queueMail(ctx, tx, input.email, mail, user.language);
    }
  });
  sendQueuedMail(ctx);
  ctx.log.info({ purpose: input.purpose, address: addressTag(input.email), ip: client.ip }, "code sent");
  return { message: messages.codeSent };
}

/** A sign-up form's id as its browser keeps it (a uuid); anything else names no form. */
const formIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fillFormAgain = () => new Invalid(messages.fillFormAgain);

/**
 * The web sign-up: checks the form, keeps it (password hashed) with a code of its own, mails the
 * code and answers the form's id, which only the browser that sent the form holds. A second form
 * for the same address waits beside it with another code (issue 18 point 5): whoever owns the
 * mailbox completes the form they sent, with the password they typed.
 */
export async function startSignup(
  ctx: AppContext,
  form: Registration,
  client: ClientInfo,
): Promise<{ message: string; formId: string }> {
  refuseCommonPassword(form.password);
  await enforceLimits(ctx, [
    [limits.sendCodeAddress, `signup:${form.email}`],
    [limits.sendCodeIp, client.ip],
  ]);
  const pending: PendingRegistration = {
    firstName: form.firstName,
    lastName: form.lastName,
    phone: form.phone,
    passwordHash: await hashPassword(form.password),
    referralCode: form.referralCode ?? null,
    consents: form.consents,
    language: form.language ?? "en",
  };
  const formId = await ctx.db.transaction(async (tx) => {
    const issued = await issueSignupFormCode(tx, form.email, pending);
    await queueMail(ctx, tx, form.email, (brand) => signupCodeMail(brand, { code: issued.code }), pending.language);
    return issued.formId;
  });
  sendQueuedMail(ctx);
  ctx.log.info({ purpose: "signup", address: addressTag(form.email), ip: client.ip }, "code sent");
  return { message: messages.codeSent, formId };
}

/** Resend on /verification: a new code for the browser's own waiting form. */
export async function resendSignupCode(
  ctx: AppContext,
  input: { email: string; formId: string | undefined; language?: Language | undefined },
  client: ClientInfo,
): Promise<{ message: string }> {
  const { formId } = input;
  if (!formId || !formIdPattern.test(formId)) throw fillFormAgain();
  await enforceLimits(ctx, [
    [limits.sendCodeAddress, `signup:${input.email}`],
    [limits.sendCodeIp, client.ip],
  ]);
  const sent = await ctx.db.transaction(async (tx) => {
    const code = await newCodeForSignupForm(tx, input.email, formId);
    if (!code) return false;
    await queueMail(ctx, tx, input.email, (brand) => signupCodeMail(brand, { code }), input.language);
    return true;
  });
  if (!sent) throw fillFormAgain();
  sendQueuedMail(ctx);
  ctx.log.info({ purpose: "signup", address: addressTag(input.email), ip: client.ip }, "code sent");
  return { message: messages.codeSent };
}

// ── Sign-up ─────────────────────────────────────────────────────────────────────────────────

async function createAccount(
  ctx: AppContext,
  tx: Executor,
  email: string,
  details: PendingRegistration,
): Promise<UserRow> {
  const created = await insertUser(tx, {
    email,
    passwordHash: details.passwordHash,
    firstName: details.firstName,
    lastName: details.lastName,
    phone: details.phone,
    referralCode: details.referralCode,
    language: details.language ?? "en",
  });
  // only someone who read the code sent to the address learns that it has an account
  if (!created) throw new Conflict(messages.emailTaken, { email: messages.emailTaken });
  // the purposes ticked on the form, recorded with the notice version (DPDP Act s.6)
  for (const purpose of consentChoicesSchema.catch([]).parse(details.consents ?? [])) {
    await giveConsent(tx, { email, userId: created.id, purpose, source: "signup" });
  }
  await queueMail(ctx, tx, email, (brand) => welcomeMail(brand, { firstName: details.firstName }), created.language);
  return created;
}

/** POST /api/auth/register: the whole form and the code mailed to the address. */
export async function register(
  ctx: AppContext,
  input: RegisterInput,
  client: ClientInfo,
): Promise<{ success: true; message: string }> {
  refuseCommonPassword(input.password);
  await enforceLimits(ctx, [
    [limits.checkCodeAddress, input.email],
    [limits.checkCodeIp, client.ip],
  ]);
  const verified = await checkCode(ctx.db, input.email, "signup", input.code);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await spendCode(tx, verified);
    await createAccount(ctx, tx, input.email, {
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      passwordHash,
      referralCode: input.referralCode ?? null,
      consents: input.consents,
      language: input.language ?? "en",
    });
  });
  sendQueuedMail(ctx);
  ctx.log.info({ address: addressTag(input.email), ip: client.ip }, "account created");
  return { success: true, message: messages.registered };
}

/**
 * The web sign-up's second step: the code of the browser's own form completes that form, and the
 * shopper is signed in as by a password (issue 38 point 8): the mailbox's code and the password typed
 * on this browser's form are both proven. A new session, and this browser remembered as a device.
 */
export async function completeSignup(
  ctx: AppContext,
  input: { email: string; code: string; formId: string | undefined },
  client: ClientInfo,
): Promise<SignedIn & { message: string }> {
  const { formId } = input;
  if (!formId || !formIdPattern.test(formId)) throw fillFormAgain();
  await enforceLimits(ctx, [
    [limits.checkCodeAddress, input.email],
    [limits.checkCodeIp, client.ip],
  ]);
  const verified = await checkCode(ctx.db, input.email, "signup", input.code, formId);
  const user = await ctx.db.transaction(async (tx) => {
    const pending = await spendCode(tx, verified);
    if (!pending) throw fillFormAgain();
    return createAccount(ctx, tx, input.email, pending);
  });
  sendQueuedMail(ctx);
  ctx.log.info({ address: addressTag(input.email), ip: client.ip }, "account created");
  const signedIn = await completeSignIn(ctx, user, client, undefined);
  return { ...signedIn, message: messages.registeredSignedIn };
}

/** Which address this browser's waiting sign-up form is for (to show on /verification); null when none. */
export async function waitingSignupAddress(ctx: AppContext, formId: string | undefined): Promise<string | null> {
  if (!formId || !formIdPattern.test(formId)) return null;
  return (await findWaitingSignupForm(ctx.db, formId)) ?? null;
}

// ── Sign-in and sign-out ────────────────────────────────────────────────────────────────────

let dummyHash: Promise<string> | undefined;
/** Unknown addresses are checked against this, so they take as long as a wrong password. */
const timingDummy = () => {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString("hex"));
  return dummyHash;
};

export interface SignedIn {
  userData: UserData;
  session: { id: string; maxAgeSeconds: number };
  /** The device cookie's token when this browser was not yet known for the user (set it). */
  newDeviceToken?: string;
}

/**
 * Checks the password; only failures count (issue 18 point 4). Wrong passwords count against the
 * client address and, from a browser unknown to this account, against the address (10 in 15
 * minutes locks out unknown devices); from a browser that signed in to this account before (its
 * device cookie), against that device alone, so the owner still signs in while someone else guesses.
 */
export async function checkPassword(
  ctx: AppContext,
  input: LoginInput,
  client: ClientInfo,
  deviceToken: string | undefined,
): Promise<{ user: UserRow; device: TrustedDevice | undefined }> {
  const device = await findTrustedDevice(ctx.db, deviceToken);
  const known = device && device.email === input.email ? device : undefined;
  const counters: Array<[Limit, string]> = [
    [limits.loginIp, client.ip],
    known ? [limits.loginDevice, known.id] : [limits.loginAddress, input.email],
  ];
  await refuseSpentLimits(ctx, counters);
  const user = await findUserByEmail(ctx.db, input.email);
  const passwordRight = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await timingDummy(), input.password).then(() => false);
  if (!user || !passwordRight) {
    for (const [limit, subject] of counters) await ctx.limiter.hit(limit, subject);
    ctx.log.warn(
      { address: addressTag(input.email), ip: client.ip, known: Boolean(user), knownDevice: Boolean(known) },
      "sign-in refused",
    );
    throw new Unauthorized(messages.invalidCredentials);
  }
  return { user, device: known };
}

/**
 * The member's mail language: the language of the page they last signed in or checked out on
 * (decision 0064). Called by the orders feature inside the order's transaction too.
 */
export function rememberLanguage(db: Executor, userId: string, language: Language): Promise<void> {
  return updateUserLanguage(db, userId, language);
}

/**
 * The mail language of the member with this address (decision 0064): for a message to an address
 * that is not about an order (a bag reminder, a back-in-stock notice). English when no member has it.
 */
export async function memberLanguage(db: Executor, email: string): Promise<Language> {
  return (await findUserByEmail(db, email.trim().toLowerCase()))?.language ?? "en";
}

/** Starts the session of a user whose sign-in is complete; remembers the browser as a device. */
export async function completeSignIn(
  ctx: AppContext,
  user: UserRow,
  client: ClientInfo,
  device: TrustedDevice | undefined,
): Promise<SignedIn> {
  // a new session id at every sign-in; the one the browser came with (if any) ends
  if (client.sessionIdHash) await endSession(ctx.db, client.sessionIdHash);
  const session = await startSession(ctx.db, user.id, client.userAgent);
  let newDeviceToken: string | undefined;
  if (device) await touchTrustedDevice(ctx.db, device.id);
  else newDeviceToken = await trustDevice(ctx.db, user.id);
  ctx.log.info({ userId: user.id, role: user.role, ip: client.ip, knownDevice: Boolean(device) }, "signed in");
  return {
    userData: userData(user),
    session: { id: session.id, maxAgeSeconds: session.maxAgeSeconds },
    ...(newDeviceToken ? { newDeviceToken } : {}),
  };
}

/** A right password for an account with two-factor sign-in: the challenge its code completes. */
export interface SecondStepNeeded {
  challenge: string;
}

export async function signIn(
  ctx: AppContext,
  input: LoginInput,
  client: ClientInfo,
  deviceToken?: string,
): Promise<SignedIn | SecondStepNeeded> {
  const { user, device } = await checkPassword(ctx, input, client, deviceToken);
  // signing in on a page of the other language: the member's mails follow it (decision 0064)
  if (input.language) await rememberLanguage(ctx.db, user.id, input.language);
  if (await twoFactorEnabled(ctx.db, user.id)) return { challenge: await startChallenge(ctx, user.id) };
  return completeSignIn(ctx, user, client, device);
}

/** The second step: the challenge and a code from the app (or a recovery code) start the session. */
export async function signInSecondStep(
  ctx: AppContext,
  input: { challenge: string; code: string },
  client: ClientInfo,
  deviceToken?: string,
): Promise<SignedIn> {
  await refuseSpentLimits(ctx, [[limits.loginIp, client.ip]]);
  let user: UserRow;
  try {
    user = await completeChallenge(ctx, input.challenge, input.code);
  } catch (error) {
    await ctx.limiter.hit(limits.loginIp, client.ip);
    throw error;
  }
  const device = await findTrustedDevice(ctx.db, deviceToken);
  return completeSignIn(ctx, user, client, device?.userId === user.id ? device : undefined);
}

/** Sign-out ends every session of the user, on every device (DESIGN.md point 13). */
export async function signOut(ctx: AppContext, client: ClientInfo): Promise<void> {
  if (!client.sessionIdHash) return;
  await deleteSessionsOfHolder(ctx.db, client.sessionIdHash);
  ctx.log.info({ ip: client.ip }, "signed out");
}

export async function currentUser(ctx: AppContext, userId: string): Promise<UserData | undefined> {
  const row = await findUserById(ctx.db, userId);
  return row ? userData(row) : undefined;
}

// ── Admin ───────────────────────────────────────────────────────────────────────────────────

export async function userList(ctx: AppContext, query: UserListQuery): Promise<UserList> {
  const { rows, total } = await listUsers(ctx.db, query);
  return { users: rows.map(userData), total, page: query.page, pageSize: query.pageSize };
}
