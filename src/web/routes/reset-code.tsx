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
import { languageOfPath, pathIn } from "../../core/i18n.ts";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";

// personal data: never cached (see ../personal.ts)
export { personalPageHeaders as headers } from "../personal.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [{ title: t("Enter your code · Sattva") }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formFields(request);
  const accounts = context.services.accounts;
  if (form.intent === "resend") return answer("resend", await accounts.sendResetCode(form, context.client));
  const outcome = await accounts.verifyResetCode(form, context.client);
  if (!outcome.ok) return answer("verify", outcome);
  const next = pathIn(languageOfPath(new URL(request.url).pathname), "/resetpassword");
  return redirect(next, { headers: { "Set-Cookie": outcome.setCookie } });
}

export default function ResetCode() {
  const navigate = useNavigate();
  const { t, to } = useI18n();
  const email = useNavigationState("userEmail");

  useEffect(() => {
    if (email !== null) return;
    const timer = setTimeout(() => navigate(to("/emailforforgotpassword"), { replace: true }), 2000);
    return () => clearTimeout(timer);
  }, [email, navigate, to]);

  return (
    <div className="account-page account-page--centred">
      <AccountBrand />
      <section className="account-card account-card--narrow" aria-labelledby="reset-code-title">
        <h1 id="reset-code-title" className="account-title">
          {t("Enter your code")}
        </h1>
        {email ? (
          <>
            <p className="account-lead">
              {t("If {email} has an account, we sent it a 6-character code. It is valid for 10 minutes.", { email })}
            </p>
            <CodeScreen email={email} />
          </>
        ) : email === null ? (
          <p className="form-error" role="alert">
            {t("No email provided. Redirecting...")}
          </p>
        ) : null}
        <p className="account-aside">
          <Link to={to("/login")}>{t("Back to Login")}</Link>
        </p>
      </section>
    </div>
  );
}
