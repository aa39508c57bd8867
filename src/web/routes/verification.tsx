// /verification: the sign-up code (spec "Sign-up verification"). Arrives with userEmail in
// navigation state (the form itself waits on the server); six boxes, Continue, Resend Code. The
// right code creates the account and the shopper lands on /login with the server's message. The
// code completes only the form this browser sent (its id in an httpOnly cookie, issue 18 point 5).
import { useCallback, useEffect } from "react";
import { useNavigate } from "react-router";
import { AccountBrand } from "../account/account-brand.tsx";
import { answer, type FormAnswer, formFields } from "../account/answers.ts";
import { CodeScreen } from "../account/code-screen.tsx";
import { useNavigationState } from "../account/navigation-state.ts";
import { useToast } from "../components/toast.tsx";
import type { Route } from "./+types/verification";
import "../account/account.css";

// personal data: never cached (see ../personal.ts)
export { personalPageHeaders as headers } from "../personal.ts";

export function meta() {
  return [{ title: "Verify your e-mail · Sattva" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formFields(request);
  const accounts = context.services.accounts;
  const cookies = request.headers.get("cookie");
  const outcome =
    form.intent === "resend"
      ? await accounts.resendSignupCode(form, cookies, context.client)
      : await accounts.completeSignup(form, cookies, context.client);
  const intent = form.intent === "resend" ? "resend" : "verify";
  return answer(intent, outcome, outcome.ok ? { "Set-Cookie": outcome.setCookie } : undefined);
}

export default function Verification() {
  const navigate = useNavigate();
  const toast = useToast();
  const email = useNavigationState("userEmail");

  useEffect(() => {
    if (email !== null) return;
    const timer = setTimeout(() => navigate("/login", { replace: true }), 2000);
    return () => clearTimeout(timer);
  }, [email, navigate]);

  const onVerified = useCallback(
    (verified: FormAnswer) => {
      const message = `✅ ${verified.message ?? "Registration successful!"}`;
      toast(message, { tone: "success" });
      navigate("/login", { replace: true, state: { notice: message } });
    },
    [navigate, toast],
  );

  return (
    <div className="account-page account-page--centred">
      <AccountBrand />
      <section className="account-card account-card--narrow" aria-labelledby="verify-title">
        <h1 id="verify-title" className="account-title">
          Verify your e-mail
        </h1>
        {email ? (
          <>
            <p className="account-lead">
              We sent a 6-character code to <strong>{email}</strong>. Enter it below to create your account. It is valid
              for 10 minutes.
            </p>
            <CodeScreen email={email} onVerified={onVerified} />
          </>
        ) : email === null ? (
          <p className="form-error" role="alert">
            No email provided. Redirecting...
          </p>
        ) : null}
      </section>
    </div>
  );
}
