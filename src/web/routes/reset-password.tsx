// /resetpassword: the new password (spec "Reset password"): both fields, the strength label, Back
// to Login. Reachable only with the reset token a right code earned (an httpOnly cookie); without
// it: 'Password reset link is invalid or expired', then /login after 2 s. After success, /login.
import { useEffect, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { messages, newPasswordFormSchema, passwordStrength } from "../../core/schemas/accounts.ts";
import { AccountBrand } from "../account/account-brand.tsx";
import { answer, type FormAnswer, formFields } from "../account/answers.ts";
import { Button } from "../components/button.tsx";
import { Field, FormError, FormNotice } from "../shared/field.tsx";
import { useFieldErrors } from "../shared/form-errors.ts";
import type { Route } from "./+types/reset-password";
import "../account/account.css";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";

// personal data: never cached (see ../personal.ts)
export { personalPageHeaders as headers } from "../personal.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [{ title: t("Reset password · Sattva") }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const status = await context.services.accounts.resetTokenStatus(request.headers.get("cookie"));
  return { valid: status !== null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formFields(request);
  const outcome = await context.services.accounts.resetPassword(form, request.headers.get("cookie"), context.client);
  if (!outcome.ok) return answer("reset", outcome);
  return answer("reset", { ok: true, message: outcome.message }, { "Set-Cookie": outcome.setCookie });
}

const strengthClass = { "": "", Weak: "strength--weak", Good: "strength--good", Excellent: "strength--excellent" };

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<FormAnswer>();
  const navigate = useNavigate();
  const { t, to } = useI18n();
  const [password, setPassword] = useState("");
  const answered = fetcher.data;
  const errors = useFieldErrors(newPasswordFormSchema, answered);
  const done = answered?.ok === true;
  // after success the token is spent, so the revalidated loader says "not valid": success wins
  const linkDead = !loaderData.valid || (answered && !answered.ok && answered.message === messages.resetLinkInvalid);

  const leaving = Boolean(done || linkDead);

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => navigate(to("/login"), { replace: true }), 2000);
    return () => clearTimeout(timer);
  }, [leaving, navigate, to]);

  const strength = passwordStrength(password);
  const fieldError = errors.errorOf;
  const formError =
    answered && !answered.ok && !answered.fields ? (answered.message ?? "Failed to update password") : undefined;

  return (
    <div className="account-page account-page--centred">
      <AccountBrand />
      <section className="account-card account-card--narrow" aria-labelledby="reset-title">
        <h1 id="reset-title" className="account-title">
          {t("Reset your password")}
        </h1>
        {done ? (
          <FormNotice message={answered?.message ?? messages.passwordUpdated} />
        ) : linkDead ? (
          <p className="form-error" role="alert">
            {t(messages.resetLinkInvalid)}
          </p>
        ) : (
          <fetcher.Form
            method="post"
            className="account-form"
            noValidate
            onSubmit={errors.onSubmit}
            onChange={errors.onChange}
          >
            <Field
              label={t("New password")}
              name="newPassword"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={fieldError("newPassword")}
              hint={
                <span className={`strength ${strengthClass[strength]}`} aria-live="polite">
                  {strength ? t("Strength: {strength}", { strength: t(strength) }) : t("At least 8 characters.")}
                </span>
              }
            />
            <Field
              label={t("Re enter password")}
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              required
              error={fieldError("confirmPassword")}
            />
            <FormError message={formError} />
            <Button type="submit" busy={fetcher.state !== "idle"} busyText={t("Updating...")} fullWidth>
              {t("Update Password")}
            </Button>
          </fetcher.Form>
        )}
        <p className="account-aside">
          <Link to={to("/login")}>{t("Back to Login")}</Link>
        </p>
      </section>
    </div>
  );
}
