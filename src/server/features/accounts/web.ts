// The accounts services the pages' actions call (through the load context): each checks the form
// with the shared schema, runs the same service as the API, and answers a plain outcome the page
// can show, with the cookies to set. Pages never learn cookie names or see a session id.
import {
  checkCodeSchema,
  forgotPasswordSchema,
  loginSchema,
  messages,
  newPasswordFormSchema,
  registrationSchema,
  secondStepSchema,
} from "../../../core/schemas/accounts.ts";
import { languageSchema } from "../../../core/schemas/language.ts";
import type { AppContext } from "../../context.ts";
import { clearCookie, readCookie, serializeCookie } from "../../http/cookies.ts";
import { HttpError, Invalid } from "../../http/errors.ts";
import { type ClientInfo, clearedSessionCookieHeader, sessionCookieHeader } from "../../http/sessions.ts";
import { parseInput } from "../../http/validate.ts";
import { codeValidSeconds } from "./codes.ts";
import { deviceCookie, deviceCookieHeader } from "./devices.ts";
import { resetPassword, resetTokenStatus, resetTokenValidSeconds, verifyResetCode } from "./password-changes.ts";
import {
  completeSignup,
  resendSignupCode,
  sendCode,
  signIn,
  signInSecondStep,
  signOut,
  startSignup,
  waitingSignupAddress,
} from "./service.ts";

/** The reset token between /resetpasswordvarification and /resetpassword: an httpOnly cookie, never the URL. */
const resetCookie = "reset";
/** Which waiting sign-up form is this browser's (issue 18 point 5): an httpOnly cookie for the code's life. */
const signupCookie = "signup";

export type Failure = {
  ok: false;
  status: number;
  message: string;
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
};
export type Outcome<T> = ({ ok: true } & T) | Failure;

async function outcome<T extends object>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, ...(await work()) };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const retryAfter = error.headers?.["Retry-After"];
    return {
      ok: false,
      status: error.status,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(retryAfter ? { retryAfterSeconds: Number(retryAfter) } : {}),
    };
  }
}

type Form = Record<string, unknown>;

export function accountsWebServices(ctx: AppContext) {
  const production = ctx.config.production;
  return {
    /** Sign-up form: keeps the sign-up with a code of its own, mails it, and names the form in a cookie. */
    startSignup: (form: Form, client: ClientInfo) =>
      outcome(async () => {
        const registration = parseInput(registrationSchema, form, "form");
        const sent = await startSignup(ctx, registration, client);
        return {
          email: registration.email,
          message: sent.message,
          setCookie: serializeCookie(signupCookie, sent.formId, { production, maxAgeSeconds: codeValidSeconds }),
        };
      }),

    /** A new code for this browser's own waiting form. */
    resendSignupCode: (form: Form, cookieHeader: string | null, client: ClientInfo) =>
      outcome(async () => {
        const { email } = parseInput(forgotPasswordSchema, form, "form");
        const formId = readCookie(cookieHeader, signupCookie, production);
        // the page's language, as its form says (an odd value: English)
        const language = languageSchema.catch("en").parse(form.language);
        const sent = await resendSignupCode(ctx, { email, formId, language }, client);
        return {
          ...sent,
          setCookie: serializeCookie(signupCookie, formId ?? "", { production, maxAgeSeconds: codeValidSeconds }),
        };
      }),

    /**
     * /verification: the right code creates the account of this browser's form and signs the shopper
     * in (the session and device cookies of a sign-in); the form's cookie is spent.
     */
    completeSignup: (form: Form, cookieHeader: string | null, client: ClientInfo) =>
      outcome(async () => {
        const formId = readCookie(cookieHeader, signupCookie, production);
        const done = await completeSignup(ctx, { ...parseInput(checkCodeSchema, form, "form"), formId }, client);
        const setCookies = [
          clearCookie(signupCookie, production),
          sessionCookieHeader(ctx, done.session.id, done.session.maxAgeSeconds),
        ];
        if (done.newDeviceToken) setCookies.push(deviceCookieHeader(production, done.newDeviceToken));
        return { message: done.message, userRole: done.userData.userRole, setCookies };
      }),

    /**
     * /verification's loader: the address of the form this browser is waiting to complete, so a reload
     * keeps it. Only shown on the page: the code is still checked against the form the cookie names.
     */
    waitingSignupAddress: (cookieHeader: string | null) =>
      waitingSignupAddress(ctx, readCookie(cookieHeader, signupCookie, production)),

    /** Sign-in: the session cookie, and a device cookie for a browser new to the account. */
    signIn: (form: Form, cookieHeader: string | null, client: ClientInfo) =>
      outcome(async () => {
        const deviceToken = readCookie(cookieHeader, deviceCookie, production);
        const signedIn = await signIn(ctx, parseInput(loginSchema, form, "form"), client, deviceToken);
        if ("challenge" in signedIn)
          return { userRole: null, challenge: signedIn.challenge, setCookies: [] as string[] };
        const setCookies = [sessionCookieHeader(ctx, signedIn.session.id, signedIn.session.maxAgeSeconds)];
        if (signedIn.newDeviceToken) setCookies.push(deviceCookieHeader(production, signedIn.newDeviceToken));
        return { userRole: signedIn.userData.userRole, challenge: null, setCookies };
      }),

    /** The sign-in's second step: a code from the authenticator app or a recovery code. */
    signInSecondStep: (form: Form, cookieHeader: string | null, client: ClientInfo) =>
      outcome(async () => {
        const deviceToken = readCookie(cookieHeader, deviceCookie, production);
        const input = parseInput(secondStepSchema, form, "form");
        const signedIn = await signInSecondStep(ctx, input, client, deviceToken);
        const setCookies = [sessionCookieHeader(ctx, signedIn.session.id, signedIn.session.maxAgeSeconds)];
        if (signedIn.newDeviceToken) setCookies.push(deviceCookieHeader(production, signedIn.newDeviceToken));
        return { userRole: signedIn.userData.userRole, setCookies };
      }),

    signOut: async (client: ClientInfo) => {
      await signOut(ctx, client);
      return { setCookie: clearedSessionCookieHeader(ctx) };
    },

    /** /emailforforgotpassword. */
    sendResetCode: (form: Form, client: ClientInfo) =>
      outcome(async () => {
        const { email } = parseInput(forgotPasswordSchema, form, "form");
        const sent = await sendCode(ctx, { email, purpose: "reset" }, client);
        return { email, message: sent.message };
      }),

    /** /resetpasswordvarification: the right code puts a reset token in a short-lived httpOnly cookie. */
    verifyResetCode: (form: Form, client: ClientInfo) =>
      outcome(async () => {
        const { resetToken } = await verifyResetCode(ctx, parseInput(checkCodeSchema, form, "form"), client);
        return {
          setCookie: serializeCookie(resetCookie, resetToken, { production, maxAgeSeconds: resetTokenValidSeconds }),
        };
      }),

    /** /resetpassword's loader: is there a usable token, and for which address. */
    resetTokenStatus: (cookieHeader: string | null) =>
      resetTokenStatus(ctx, readCookie(cookieHeader, resetCookie, production)),

    resetPassword: (form: Form, cookieHeader: string | null, client: ClientInfo) =>
      outcome(async () => {
        const { newPassword } = parseInput(newPasswordFormSchema, form, "form");
        const resetToken = readCookie(cookieHeader, resetCookie, production);
        if (!resetToken) throw new Invalid(messages.resetLinkInvalid);
        const done = await resetPassword(ctx, { newPassword, resetToken }, client);
        return { message: done.message, setCookie: clearCookie(resetCookie, production) };
      }),
  };
}

export type AccountsWebServices = ReturnType<typeof accountsWebServices>;
