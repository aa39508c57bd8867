// Action steps shared by more than one account page (the sign-up form lives on /login and /register).
import type { AppLoadContext } from "react-router";
import { answer } from "./answers.ts";

/** Sign-up form: the server keeps the form with a new code and mails it. */
export async function signUp(context: AppLoadContext, form: Record<string, string>) {
  return answer("signup", await context.services.accounts.startSignup(form, context.client));
}
