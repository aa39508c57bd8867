// How a guest shows the grievance desk the e-mail is theirs (issue 32 point 8): the number of an
// order placed with it, or, for someone who never ordered (a newsletter subscriber's privacy
// complaint), a code mailed to it by POST /api/grievances/email-code and typed here.
import { useState } from "react";
import { emailSchema } from "../../core/schemas/accounts.ts";
import { Button } from "../components/button.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { ApiError, callApi } from "../shared/api.ts";
import { Field } from "../shared/field.tsx";

export type GuestProofKind = "order" | "code";

interface GuestProofProps {
  email: string;
  proof: GuestProofKind;
  onProof: (proof: GuestProofKind) => void;
  orderNumber: string;
  code: string;
  onChange: (field: "orderNumber" | "code") => (event: { target: { value: string } }) => void;
  errors: Record<string, string>;
  onErrors: (fields: Record<string, string>) => void;
}

const proofNames: Record<GuestProofKind, string> = {
  order: "I have an order with Sattva",
  code: "I have no order (for example, about my personal data)",
};

export function GuestProof({ email, proof, onProof, orderNumber, code, onChange, errors, onErrors }: GuestProofProps) {
  const { t } = useI18n();
  const [sent, setSent] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function sendCode() {
    const checked = emailSchema.safeParse(email);
    if (!checked.success) {
      onErrors({ email: checked.error.issues[0]?.message ?? "Please enter a valid email address" });
      return;
    }
    setSending(true);
    setSent(undefined);
    try {
      const answer = await callApi<{ message: string }>("POST", "/api/grievances/email-code", { email: checked.data });
      setSent(answer.message);
      onErrors({ code: "" });
    } catch (failure) {
      const fields =
        failure instanceof ApiError ? (failure.details.fields as Record<string, string> | undefined) : undefined;
      onErrors(fields ?? { code: failure instanceof ApiError ? failure.message : "Request failed. Please try again." });
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <fieldset className="desk__proof">
        <legend className="field__label">{t("How can we find you?")}</legend>
        {(Object.keys(proofNames) as GuestProofKind[]).map((kind) => (
          <label key={kind} className="desk__choice">
            <input type="radio" name="proof" value={kind} checked={proof === kind} onChange={() => onProof(kind)} />
            <span>{t(proofNames[kind])}</span>
          </label>
        ))}
      </fieldset>
      {proof === "order" ? (
        <Field
          label={t("Order number")}
          name="orderNumber"
          inputMode="numeric"
          placeholder={t("e.g. {number}", { number: "100042" })}
          value={orderNumber}
          onChange={onChange("orderNumber")}
          error={errors.orderNumber && t(errors.orderNumber)}
        />
      ) : (
        <div className="desk__code">
          <p className="dashboard-muted">
            {t("We e-mail you a code to confirm the address is yours. Our reply goes to the same address.")}
          </p>
          <div className="dashboard-form__buttons">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              busy={sending}
              busyText={t("Sending...")}
              onClick={() => void sendCode()}
            >
              {sent ? t("E-mail me a new code") : t("E-mail me a code")}
            </Button>
          </div>
          {sent && (
            <p className="dashboard-muted" role="status">
              {t(sent)}
            </p>
          )}
          <Field
            label={t("Code from the e-mail")}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={6}
            value={code}
            onChange={onChange("code")}
            error={errors.code && t(errors.code)}
            hint={t("Six letters and digits, valid for 10 minutes")}
          />
        </div>
      )}
    </>
  );
}
