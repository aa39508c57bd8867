// /verification: the sign-up code (spec "Sign-up verification"): six boxes, Continue, Resend Code.
// The address comes from the form this browser is waiting to complete (its id in the httpOnly
// `signup` cookie, issue 18 point 5), read by the loader, so a reload keeps it; the navigation
// state's userEmail is the fallback. The right code creates the account and signs the shopper in
// (issue 38 point 8): they land on the home page, signed in, with the server's message.
import { useCallback, useEffect } from "react";
import { type ShouldRevalidateFunctionArgs, useNavigate } from "react-router";
import { AccountBrand } from "../account/account-brand.tsx";
import { answer, type FormAnswer, formFields } from "../account/answers.ts";
import { CodeScreen } from "../account/code-screen.tsx";
import { useNavigationState } from "../account/navigation-state.ts";
import { useToast } from "../components/toast.tsx";
import { landingFor, redirectSignedIn } from "../guards.ts";
import type { Route } from "./+types/verification";
import "../account/account.css";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";

// personal data: never cached (see ../personal.ts)
export { personalPageHeaders as headers } from "../personal.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [{ title: t("Verify your e-mail · Sattva") }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  redirectSignedIn(context);
  const email = await context.services.accounts.waitingSignupAddress(request.headers.get("cookie"));
  return { email };
}

/** Its own forms change nothing the loader reads (a right code leaves the page): no reload of it. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formFields(request);
  const accounts = context.services.accounts;
  const cookies = request.headers.get("cookie");
  if (form.intent === "resend") {
    const outcome = await accounts.resendSignupCode(form, cookies, context.client);
    return answer("resend", outcome, outcome.ok ? { "Set-Cookie": outcome.setCookie } : undefined);
  }
  const outcome = await accounts.completeSignup(form, cookies, context.client);
  if (!outcome.ok) return answer("verify", outcome);
  const headers = new Headers();
  for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
  return answer("verify", { ok: true, message: outcome.message }, headers);
}

export default function Verification({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const { t, to } = useI18n();
  const stateEmail = useNavigationState("userEmail");
  const email = loaderData.email ?? stateEmail;

  useEffect(() => {
    if (email !== null) return;
    const timer = setTimeout(() => navigate(to("/login"), { replace: true }), 2000);
    return () => clearTimeout(timer);
  }, [email, navigate, to]);

  const onVerified = useCallback(
    (verified: FormAnswer) => {
      toast(`✅ ${t(verified.message ?? "Registration successful!")}`, { tone: "success" });
      navigate(to(landingFor("user")), { replace: true });
    },
    [navigate, toast, t, to],
  );

  return (
    <div className="account-page account-page--centred">
      <AccountBrand />
      <section className="account-card account-card--narrow" aria-labelledby="verify-title">
        <h1 id="verify-title" className="account-title">
          {t("Verify your e-mail")}
        </h1>
        {email ? (
          <>
            <p className="account-lead">
              {t(
                "We sent a 6-character code to {email}. Enter it below to create your account. It is valid for 10 minutes.",
                { email },
              )}
            </p>
            <CodeScreen email={email} onVerified={onVerified} />
          </>
        ) : email === null ? (
          <p className="form-error" role="alert">
            {t("No email provided. Redirecting...")}
          </p>
        ) : null}
      </section>
    </div>
  );
}
