// /emailforforgotpassword: the address to send a reset code to (spec "Forgot password"). The
// answer is the same whether or not the address has an account; then the code screen.
import { useEffect } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { forgotPasswordSchema } from "../../core/schemas/accounts.ts";
import { AccountBrand } from "../account/account-brand.tsx";
import { answer, type FormAnswer, formFields } from "../account/answers.ts";
import { Button } from "../components/button.tsx";
import { useToast } from "../components/toast.tsx";
import { Field, FormError } from "../shared/field.tsx";
import { crossed, useFieldErrors } from "../shared/form-errors.ts";
import type { Route } from "./+types/forgot-password";
import "../account/account.css";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [{ title: t("Forgot password · Sattva") }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formFields(request);
  return answer("send", await context.services.accounts.sendResetCode(form, context.client));
}

export default function ForgotPassword() {
  const fetcher = useFetcher<FormAnswer>();
  const navigate = useNavigate();
  const toast = useToast();
  const { t, to } = useI18n();
  const answered = fetcher.data;
  const errors = useFieldErrors(forgotPasswordSchema, answered);

  const settled = fetcher.state === "idle";

  useEffect(() => {
    // navigate only once the action's revalidation is over, or the two navigations race
    if (!settled) return;
    if (answered?.ok && answered.email)
      navigate(to("/resetpasswordvarification"), { state: { userEmail: answered.email } });
    else if (answered && !answered.ok && !answered.fields) {
      toast(crossed(t(answered.message ?? "Failed to send verification email. Please try again.")), {
        tone: "error",
      });
    }
  }, [answered, settled, navigate, toast, t, to]);

  const fieldError = errors.errorOf("email");
  const formError =
    answered && !answered.ok && !answered.fields
      ? (answered.message ?? "Failed to send verification email. Please try again.")
      : undefined;

  return (
    <div className="account-page account-page--centred">
      <AccountBrand />
      <section className="account-card account-card--narrow" aria-labelledby="forgot-title">
        <h1 id="forgot-title" className="account-title">
          {t("Forgot your password?")}
        </h1>
        <p className="account-lead">{t("Enter the e-mail of your account and we will send you a code to reset it.")}</p>
        <fetcher.Form
          method="post"
          className="account-form"
          noValidate
          onSubmit={errors.onSubmit}
          onChange={errors.onChange}
        >
          <Field label={t("Email")} name="email" type="email" autoComplete="email" required error={fieldError} />
          <FormError message={formError} />
          <Button type="submit" busy={fetcher.state !== "idle"} busyText={t("Sending...")} fullWidth>
            {t("Send Email")}
          </Button>
        </fetcher.Form>
        <p className="account-aside">
          <Link to={to("/login")}>{t("Back to Login")}</Link>
        </p>
      </section>
    </div>
  );
}
