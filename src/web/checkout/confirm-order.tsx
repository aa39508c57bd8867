// The cash-on-delivery order's confirmation on its thank-you page: one click with the link's
// single-use token (no sign-in), then the page reloads the order as processing. Without the token
// (a reload of the plain link), the shopper is pointed to the e-mail; the shop may also call.
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "../components/button.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { ApiError, callApi } from "../shared/api.ts";

export function ConfirmOrder({
  orderId,
  token,
  withinHours,
}: {
  orderId: string;
  token: string | null;
  withinHours: number;
}) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: "success" | "error" } | null>(null);

  async function confirm() {
    if (!token || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const answer = await callApi<{ message: string }>("POST", `/api/orders/${orderId}/confirm`, { token });
      setMessage({ text: answer.message, tone: "success" });
      await revalidator.revalidate();
    } catch (error) {
      const text = error instanceof ApiError || error instanceof Error ? error.message : "Please try again.";
      setMessage({ text, tone: "error" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="confirm-order" aria-labelledby="confirm-order-title">
      <h2 id="confirm-order-title" className="confirm-order__title">
        {t("Confirm your order")}
      </h2>
      <p className="confirm-order__text">
        {t(
          "You chose to pay on delivery. Orders not confirmed within {hours, plural, one {# hour} other {# hours}} are cancelled.",
          { hours: withinHours },
        )}
      </p>
      {token ? (
        <Button busy={busy} busyText={t("Confirming...")} onClick={() => void confirm()}>
          {t("Confirm my order")}
        </Button>
      ) : (
        <p className="confirm-order__text">
          {t("Use the Confirm my order link in your e-mail, or we will call to confirm.")}
        </p>
      )}
      {message && (
        <p className={`confirm-order__message confirm-order__message--${message.tone}`} role="status">
          {t(message.text)}
        </p>
      )}
    </section>
  );
}
