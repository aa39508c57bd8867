// /login: sign in and create an account on one screen (spec "Sign-in / create account"): two
// panels that slide on desktop and stack on phones, switched by the overlay buttons 'Sign In' and
// 'CREATE AN ACCOUNT'. Signing in sets the session cookie on the server and lands an admin on
// /admin-homepage, anyone else on /. Social sign-in buttons appear only once a provider is
// configured (none is yet).
import { type FormEvent, useEffect, useState } from "react";
import { data, Link, redirect, useActionData, useFetcher, useSearchParams } from "react-router";
import { loginSchema } from "../../core/schemas/accounts.ts";
import { signUp } from "../account/actions.ts";
import { answer, type FormAnswer, formFields } from "../account/answers.ts";
import { useNavigationState } from "../account/navigation-state.ts";
import { SignUpForm } from "../account/signup-form.tsx";
import { Button } from "../components/button.tsx";
import { useToast } from "../components/toast.tsx";
import { landingFor, redirectSignedIn } from "../guards.ts";
import { Field, FormError, FormNotice } from "../shared/field.tsx";
import { checkForm, crossed, formValues } from "../shared/form-errors.ts";
import type { Route } from "./+types/login";
import "../account/account.css";
import { languageOfPath, pathIn } from "../../core/i18n.ts";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [{ title: t("Sign in or create an account · Sattva") }];
}

export function loader({ context }: Route.LoaderArgs) {
  redirectSignedIn(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formFields(request);
  if (form.intent === "signup") return signUp(context, form);
  const accounts = context.services.accounts;
  const cookies = request.headers.get("cookie");
  if (form.intent === "second-step") {
    const second = await accounts.signInSecondStep(form, cookies, context.client);
    if (!second.ok) {
      const refused = { intent: "second-step", ok: false, message: second.message, challenge: form.challenge };
      return data<SecondStepAnswer>(refused, { status: second.status });
    }
    return signedInRedirect(second.userRole, second.setCookies, request);
  }
  const outcome = await accounts.signIn(form, cookies, context.client);
  if (!outcome.ok) return answer("signin", outcome);
  if (outcome.challenge) {
    // a right password for an account with two-factor sign-in: the code is asked next
    return data<SecondStepAnswer>({ intent: "second-step", ok: true, challenge: outcome.challenge });
  }
  return signedInRedirect(outcome.userRole ?? "user", outcome.setCookies, request);
}

/** The answer that asks for the authenticator app's code (issue 18 point 4). */
interface SecondStepAnswer extends FormAnswer {
  challenge?: string | undefined;
}

/** Home in the page's language (/hi for a sign-in on /hi/login); the admin's pages are English. */
function signedInRedirect(userRole: "user" | "admin", setCookies: string[], request: Request) {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return redirect(pathIn(languageOfPath(new URL(request.url).pathname), landingFor(userRole)), { headers });
}

/** The sign-in's answer so far: the fetcher's, or the page's for a form sent before its scripts ran (decision 0036). */
function useSignInReply(): { fetcher: ReturnType<typeof useFetcher<SecondStepAnswer>>; reply?: SecondStepAnswer } {
  const fetcher = useFetcher<SecondStepAnswer>({ key: "signin" });
  const sentWithoutScripts = useActionData<SecondStepAnswer>();
  return { fetcher, reply: fetcher.data ?? sentWithoutScripts };
}

/**
 * The second step of a sign-in with two-factor on (issue 38 point 16): a card of its own, with its
 * own heading, in place of the sign-in and sign-up panels (whose "Hello, Friend!" is not for it).
 */
function SecondStepCard({ challenge, error }: { challenge: string; error?: string | undefined }) {
  const fetcher = useFetcher<SecondStepAnswer>({ key: "signin" });
  const { t, to } = useI18n();
  return (
    <div className="account-page account-page--centred">
      <section className="account-card account-card--narrow" aria-labelledby="second-step-title">
        <h1 id="second-step-title" className="account-title">
          {t("Two-step verification")}
        </h1>
        <fetcher.Form method="post" action={to("/login")} className="account-form" noValidate>
          <input type="hidden" name="intent" value="second-step" />
          <input type="hidden" name="challenge" value={challenge} />
          <p className="account-lead">
            {t("Enter the 6-digit code from your authenticator app, or one of your recovery codes.")}
          </p>
          <Field
            label={t("Authentication code")}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
          />
          <FormError message={error} />
          <Button type="submit" busy={fetcher.state !== "idle"} busyText={t("Verifying...")} fullWidth>
            {t("Verify")}
          </Button>
        </fetcher.Form>
        <p className="account-aside">
          <a href={to("/login")}>{t("Sign in again")}</a>
        </p>
      </section>
    </div>
  );
}

function SignInForm({ inert }: { inert: boolean }) {
  const { fetcher, reply } = useSignInReply();
  const toast = useToast();
  const { t, to, language } = useI18n();
  const [localError, setLocalError] = useState<string | undefined>();
  const answered = reply?.intent === "signin" ? reply : undefined;

  useEffect(() => {
    if (answered && !answered.ok) toast(crossed(t(answered.message ?? "Login failed")), { tone: "error" });
  }, [answered, toast, t]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const errors = checkForm(loginSchema, formValues(event.currentTarget));
    const message = errors ? Object.values(errors)[0] : undefined;
    setLocalError(message);
    if (message) event.preventDefault();
  };

  const error = localError ?? (answered && !answered.ok ? (answered.message ?? "Login failed") : undefined);
  return (
    <fetcher.Form
      method="post"
      action={to("/login")}
      className="account-form"
      noValidate
      onSubmit={onSubmit}
      inert={inert}
    >
      <input type="hidden" name="intent" value="signin" />
      <input type="hidden" name="language" value={language} />
      <Field label={t("Email")} name="email" type="email" autoComplete="username" required />
      <Field label={t("Password")} name="password" type="password" autoComplete="current-password" required />
      <Link to={to("/emailforforgotpassword")} className="account-link">
        {t("Forgot your password?")}
      </Link>
      <FormError message={error} />
      <Button type="submit" busy={fetcher.state !== "idle"} busyText={t("Signing In...")} fullWidth>
        {t("Sign In")}
      </Button>
    </fetcher.Form>
  );
}

export default function Login() {
  const [params, setParams] = useSearchParams();
  const { t, to } = useI18n();
  const notice = useNavigationState("notice") ?? undefined;
  const signingUp = params.get("mode") === "signup";
  const switchTo = (mode: "signin" | "signup") =>
    setParams(mode === "signup" ? { mode } : {}, { replace: true, preventScrollReset: true });
  // the form in use is the page's heading; the other one, inert, is not read
  const SignInTitle = signingUp ? "h2" : "h1";
  const SignUpTitle = signingUp ? "h1" : "h2";
  const { reply } = useSignInReply();
  if (reply?.intent === "second-step" && reply.challenge) {
    const refusal = reply.ok ? undefined : (reply.message ?? "Login failed");
    return <SecondStepCard challenge={reply.challenge} error={refusal} />;
  }

  return (
    <div className="account-page">
      <div className={signingUp ? "auth auth--signup" : "auth"}>
        <section className="auth__panel auth__panel--signin" aria-labelledby="signin-title" inert={signingUp}>
          <SignInTitle id="signin-title" className="account-title">
            {t("Sign In")}
          </SignInTitle>
          <p className="account-lead">{t("Welcome back to Sattva.")}</p>
          <FormNotice message={notice} />
          <SignInForm inert={signingUp} />
        </section>
        <section className="auth__panel auth__panel--signup" aria-labelledby="signup-title" inert={!signingUp}>
          <SignUpTitle id="signup-title" className="account-title">
            {t("Create Account")}
          </SignUpTitle>
          <p className="account-lead">{t("We will e-mail you a code to confirm your address.")}</p>
          <SignUpForm action={to("/login")} submitLabel={t("Sign Up")} inert={!signingUp} />
        </section>
        <div className="auth__overlay-frame">
          <div className="auth__overlay">
            <div className="auth__overlay-part auth__overlay-part--left" inert={!signingUp}>
              <h2 className="auth__overlay-title">{t("Welcome Back!")}</h2>
              <p>{t("Already have an account? Sign in to see your wishlist, orders and saved addresses.")}</p>
              <Button variant="secondary" className="auth__switch" onClick={() => switchTo("signin")}>
                {t("Sign In")}
              </Button>
            </div>
            <div className="auth__overlay-part auth__overlay-part--right" inert={signingUp}>
              <h2 className="auth__overlay-title">{t("Hello, Friend!")}</h2>
              <p>{t("New to Sattva? Create an account and begin your journey with us.")}</p>
              <Button variant="secondary" className="auth__switch" onClick={() => switchTo("signup")}>
                {t("CREATE AN ACCOUNT")}
              </Button>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
