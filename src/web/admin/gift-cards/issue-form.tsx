// "Issue a gift card" on /admin-gift-cards (decision 0062): a goodwill card of any amount up to the
// settings' most, active at once and e-mailed to its recipient with its code (the admin sees only its
// last four). The fields are issueGiftCardSchema's; the server's refusals show under their fields.
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { giftCardMessageMaxLength, issueGiftCardSchema } from "../../../core/schemas/gift-cards.ts";
import { Button } from "../../components/button.tsx";
import { useToast } from "../../components/toast.tsx";
import { ApiError, callApi } from "../../shared/api.ts";
import { Field, FormError, TextAreaField } from "../../shared/field.tsx";
import { typedValue } from "../typed-value.ts";

const blank = { amount: "", recipientName: "", recipientEmail: "", message: "", reason: "" };
type Values = typeof blank;

interface IssueAnswer {
  giftCard: { id: string; number: number; recipientEmail: string };
}

export function IssueGiftCardForm({ most }: { most: number }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string; inputMode?: string } }) => {
      const value = typedValue(event.target);
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const checked = issueGiftCardSchema.safeParse(values);
    if (!checked.success) {
      const found: Partial<Record<keyof Values, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as keyof Values] ??= issue.message;
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      const answer = await callApi<IssueAnswer>("POST", "/api/admin/gift-cards", checked.data);
      toast(`Gift card G-${answer.giftCard.number} issued and e-mailed to ${answer.giftCard.recipientEmail}.`, {
        tone: "success",
      });
      setValues(blank);
      setErrors({});
      await navigate(`/admin-gift-cards?card=${answer.giftCard.id}`);
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.details.fields as Record<string, string> | undefined) : {};
      setErrors(fields ?? {});
      setError(failure instanceof Error ? failure.message : "That did not work. Try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <section id="issue-gift-card" className="dashboard-card" aria-labelledby="issue-gift-card-heading">
      <h2 id="issue-gift-card-heading" className="dashboard-card__title">
        Issue a gift card
      </h2>
      <p className="dashboard-muted">
        A goodwill gesture: the card is active at once and its code is e-mailed to the recipient; here it shows only its
        last four. Up to ₹{most.toLocaleString("en-IN")} (Settings → Gift cards).
      </p>
      <form className="dashboard-form admin-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="checkout-fields">
          <Field label="Amount (₹)" {...field("amount")} inputMode="numeric" autoComplete="off" />
          <Field label="Recipient's name" {...field("recipientName")} maxLength={80} autoComplete="off" />
          <Field
            label="Recipient's email"
            {...field("recipientEmail")}
            type="email"
            maxLength={254}
            autoComplete="off"
          />
          <TextAreaField
            label="Message (optional)"
            {...field("message")}
            rows={3}
            maxLength={giftCardMessageMaxLength}
            hint={`Printed on the card, up to ${giftCardMessageMaxLength} characters.`}
          />
          <Field
            label="Reason"
            {...field("reason")}
            maxLength={200}
            hint="Why the shop gives it (for the log), e.g. a late delivery."
          />
        </div>
        <FormError message={error} />
        <div className="dashboard-form__buttons">
          <Button type="submit" busy={busy} busyText="Issuing...">
            Issue gift card
          </Button>
        </div>
      </form>
    </section>
  );
}
