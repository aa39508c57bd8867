// The sign-up form of the /login panel and the /register screen (spec: firstName, lastName, email,
// phone, password, confirmPassword, optional referralCode). It posts to the server, which keeps
// the form (password hashed) with a new code and mails the code; then the shopper goes on to
// /verification with only the address in navigation state.
import { useEffect } from "react";
import { useFetcher, useNavigate } from "react-router";
import { registrationSchema } from "../../core/schemas/accounts.ts";
import { Button } from "../components/button.tsx";
import { useToast } from "../components/toast.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { Field, FormError } from "../shared/field.tsx";
import { crossed, useFieldErrors } from "../shared/form-errors.ts";
import type { FormAnswer } from "./answers.ts";
import { ConsentChoices } from "./consent-choices.tsx";

export interface SignUpFormProps {
  /** The route whose action takes the form ("/login" or "/register"). */
  action: string;
  submitLabel: string;
  /** Hidden from keyboard and screen readers while the other panel is shown. */
  inert?: boolean;
}

export function SignUpForm({ action, submitLabel, inert }: SignUpFormProps) {
  const fetcher = useFetcher<FormAnswer>({ key: "signup" });
  const navigate = useNavigate();
  const toast = useToast();
  const { t, to, language } = useI18n();
  const answer = fetcher.data?.intent === "signup" ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";
  const errors = useFieldErrors(registrationSchema, answer);

  const settled = fetcher.state === "idle";

  useEffect(() => {
    // navigate only once the action's revalidation is over, or the two navigations race
    if (!answer || !settled) return;
    if (answer.ok && answer.email) {
      navigate(to("/verification"), { state: { userEmail: answer.email } });
    } else if (!answer.ok && !answer.fields) {
      toast(crossed(t(answer.message ?? "Registration failed")), { tone: "error", duration: 3000 });
    }
  }, [answer, settled, navigate, toast, t, to]);

  const error = errors.errorOf;
  const formMessage =
    answer && !answer.ok && !answer.fields ? crossed(answer.message ?? "Registration failed") : undefined;

  return (
    <fetcher.Form
      method="post"
      action={action}
      className="account-form"
      noValidate
      onSubmit={errors.onSubmit}
      onChange={errors.onChange}
      inert={inert}
    >
      <input type="hidden" name="intent" value="signup" />
      <input type="hidden" name="language" value={language} />
      <div className="account-form__row">
        <Field label={t("First Name")} name="firstName" autoComplete="given-name" required error={error("firstName")} />
        <Field label={t("Last Name")} name="lastName" autoComplete="family-name" required error={error("lastName")} />
      </div>
      <Field label={t("Email")} name="email" type="email" autoComplete="email" required error={error("email")} />
      <Field
        label={t("Phone")}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t("10-digit mobile number")}
        required
        error={error("phone")}
      />
      <Field
        label={t("Password")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={error("password")}
        hint={t("At least 8 characters.")}
      />
      <Field
        label={t("Confirm Password")}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={error("confirmPassword")}
      />
      <Field
        label={t("Referral Code (optional)")}
        name="referralCode"
        autoComplete="off"
        error={error("referralCode")}
      />
      <ConsentChoices />
      <FormError message={formMessage} />
      <Button type="submit" busy={busy} busyText={t("Sending code...")} fullWidth>
        {submitLabel}
      </Button>
    </fetcher.Form>
  );
}
