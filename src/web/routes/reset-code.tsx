// /resetpasswordvarification: the reset code (six boxes, Continue, Resend Code). The right code
// earns a single-use reset token, kept in a short-lived httpOnly cookie (never in the URL), and
// the shopper goes on to /resetpassword.
import { useEffect } from "react";
import { Link, redirect, useNavigate } from "react-router";
import { AccountBrand } from "../account/account-brand.tsx";
import { answer, formFields } from "../account/answers.ts";
import { CodeScreen } from "../account/code-screen.tsx";
import { useNavigationState } from "../account/navigation-state.ts";
import type { Route } from "./+types/reset-code";
import "../account/account.css";

// personal data: never cached (see ../personal.ts)
export { personalPageHeaders as headers } from "../personal.ts";

export function meta() {
  return [{ title: "Enter your code · Sattva" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formFields(request);
  const accounts = context.services.accounts;
  if (form.intent === "resend") return answer("resend", await accounts.sendResetCode(form, context.client));
  const outcome = await accounts.verifyResetCode(form, context.client);
  if (!outcome.ok) return answer("verify", outcome);
  return redirect("/resetpassword", { headers: { "Set-Cookie": outcome.setCookie } });
}

export default function ResetCode() {
  const navigate = useNavigate();
  const email = useNavigationState("userEmail");

  useEffect(() => {
    if (email !== null) return;
    const timer = setTimeout(() => navigate("/emailforforgotpassword", { replace: true }), 2000);
    return () => clearTimeout(timer);
  }, [email, navigate]);

  return (
    <div className="account-page account-page--centred">
      <AccountBrand />
      <section className="account-card account-card--narrow" aria-labelledby="reset-code-title">
        <h1 id="reset-code-title" className="account-title">
          Enter your code
        </h1>
        {email ? (
          <>
            <p className="account-lead">
              If <strong>{email}</strong> has an account, we sent it a 6-character code. It is valid for 10 minutes.
            </p>
            <CodeScreen email={email} />
          </>
        ) : email === null ? (
          <p className="form-error" role="alert">
            No email provided. Redirecting...
          </p>
        ) : null}
        <p className="account-aside">
          <Link to="/login">Back to Login</Link>
        </p>
      </section>
    </div>
  );
}
