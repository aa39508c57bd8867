// Action steps shared by more than one account page (the sign-up form lives on /login and /register).
import type { AppLoadContext } from "react-router";
import { consentPurposeNames } from "../../core/schemas/privacy.ts";
import { answer } from "./answers.ts";

/** Sign-up form: the server keeps the form with a code of its own, mails it, and names it in a cookie. */
export async function signUp(context: AppLoadContext, form: Record<string, string>) {
  // one unticked box per optional purpose (consent-newsletter, consent-offers): the ticked ones are sent
  const consents = consentPurposeNames.filter((purpose) => form[`consent-${purpose}`] === "on");
  const outcome = await context.services.accounts.startSignup({ ...form, consents }, context.client);
  return answer("signup", outcome, outcome.ok ? { "Set-Cookie": outcome.setCookie } : undefined);
}
