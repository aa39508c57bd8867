// Verification codes (DESIGN.md decision 2): six characters of `codeAlphabet` (0-9 and A-Z without
// the look-alikes 0/O and 1/I/L, decision 0050) from a crypto random source, stored as an argon2id hash, valid 10 minutes, dead after 5 wrong tries; a new code
// replaces the open one. A sign-up form kept on the server waits with a code of its own, named by
// its id (issue 18 point 5). Sending is limited by the caller (limits.ts).
import crypto from "node:crypto";
import { type CodePurpose, codeAlphabet, codeLength, messages } from "../../../core/schemas/accounts.ts";
import type { Executor } from "../../db/connection.ts";
import { Invalid } from "../../http/errors.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import {
  consumeCode,
  insertSignupForm,
  latestOpenCode,
  type PendingRegistration,
  renewSignupFormCode,
  replaceOpenCodes,
  reserveCodeAttempt,
} from "./queries.ts";

export const codeValidSeconds = 10 * 60;
export const maxCodeAttempts = 5;

/** Every e-mailed code (sign-up, reset) comes from here. */
export function generateCode(): string {
  let code = "";
  for (let i = 0; i < codeLength; i++) code += codeAlphabet[crypto.randomInt(codeAlphabet.length)];
  return code;
}

/** Makes a new code for the address (replacing any open one sent alone) and returns it, to be mailed. */
export async function issueCode(db: Executor, email: string, purpose: CodePurpose): Promise<string> {
  const code = generateCode();
  await replaceOpenCodes(db, { email, purpose, codeHash: await hashPassword(code), validSeconds: codeValidSeconds });
  return code;
}

/** Keeps a sign-up form with a code of its own; answers the code (to be mailed) and the form's id. */
export async function issueSignupFormCode(
  db: Executor,
  email: string,
  pendingRegistration: PendingRegistration,
): Promise<{ code: string; formId: string }> {
  const code = generateCode();
  const formId = await insertSignupForm(db, {
    email,
    codeHash: await hashPassword(code),
    validSeconds: codeValidSeconds,
    pendingRegistration,
  });
  return { code, formId };
}

/** A new code for the waiting form `formId` of this address; null when that form is gone or done. */
export async function newCodeForSignupForm(db: Executor, email: string, formId: string): Promise<string | null> {
  const code = generateCode();
  const renewed = await renewSignupFormCode(db, {
    id: formId,
    email,
    codeHash: await hashPassword(code),
    validSeconds: codeValidSeconds,
  });
  return renewed ? code : null;
}

export interface VerifiedCode {
  id: string;
}

const refuse = (message: string) => new Invalid(message, { code: message });

/**
 * Compares a typed code with the address's open code. A wrong one is counted (committed at once,
 * whatever the caller does next) and refused with the spec's message. A right one is returned,
 * still open: the caller spends it with `spendCode` inside the transaction that acts on it.
 */
export async function checkCode(
  db: Executor,
  email: string,
  purpose: CodePurpose,
  code: string,
  formId?: string,
): Promise<VerifiedCode> {
  const open = await latestOpenCode(db, email, purpose, formId);
  if (!open) throw refuse(messages.incorrectCode);
  if (open.expired) throw refuse(messages.codeExpired);
  if (open.failedAttempts >= maxCodeAttempts) throw refuse(messages.codeSpent);
  const attempt = await reserveCodeAttempt(db, open.id, maxCodeAttempts);
  if (!attempt) throw refuse(messages.codeSpent);
  if (!(await verifyPassword(open.codeHash, code))) {
    throw refuse(attempt.failedAttempts >= maxCodeAttempts ? messages.codeSpent : messages.incorrectCode);
  }
  return { id: open.id };
}

/** Marks a checked code used; returns the sign-up it carried (or null). Refuses a code used meanwhile. */
export async function spendCode(db: Executor, verified: VerifiedCode): Promise<PendingRegistration | null> {
  const spent = await consumeCode(db, verified.id);
  if (spent === false) throw refuse(messages.incorrectCode);
  return spent;
}
