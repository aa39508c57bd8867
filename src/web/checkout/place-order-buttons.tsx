// Under the checkout's summary: why the last attempt failed, Proceed to Payment (when online payment
// is on), Pay on Delivery (or why it is not possible for this order), and a note naming only the
// ways to pay that remain.
import { checkoutMessages } from "../../core/checkout.ts";
import type { Said } from "../../core/i18n.ts";
import type { Paise } from "../../core/money.ts";
import { Button } from "../components/button.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { FormError } from "../shared/field.tsx";
import { type PaymentMethod, paymentNote } from "./place-order.ts";

export interface PlaceOrderButtonsProps {
  online: boolean;
  /** Why Pay on Delivery is not possible for this order, or null when it is. */
  codRefusal: string | Said | null;
  /** The order's total and the Pay on Delivery fee (paise). */
  total: Paise;
  codFee: Paise;
  formError: string | Said | undefined;
  submitting: PaymentMethod | null;
  /** A line cannot be bought as it stands (sold out, or more than can be ordered). */
  blocked: boolean;
  onPayOnline: () => void;
  onPayOnDelivery: () => void;
}

export function PlaceOrderButtons({
  online,
  codRefusal,
  total,
  codFee,
  formError,
  submitting,
  blocked,
  onPayOnline,
  onPayOnDelivery,
}: PlaceOrderButtonsProps) {
  const { t, say, money } = useI18n();
  const busy = submitting !== null;
  const note = paymentNote({ online, cashOnDelivery: codRefusal === null });
  return (
    <>
      <FormError message={formError} />
      <div className="checkout__buttons">
        {online ? (
          <Button
            fullWidth
            disabled={blocked || (busy && submitting !== "UPI")}
            busy={submitting === "UPI"}
            busyText={t("Processing...")}
            onClick={onPayOnline}
          >
            {t("Proceed to Payment")}
          </Button>
        ) : (
          <p className="checkout__unavailable">{t(checkoutMessages.onlineUnavailable)}</p>
        )}
        {codRefusal ? (
          <p className="checkout__unavailable" role="status">
            {say(codRefusal)}
          </p>
        ) : (
          <Button
            fullWidth
            variant={online ? "secondary" : "primary"}
            disabled={blocked || (busy && submitting !== "COD")}
            busy={submitting === "COD"}
            busyText={t("Processing...")}
            onClick={onPayOnDelivery}
          >
            {codFee > 0 ? t("Pay on Delivery ({amount})", { amount: money(total + codFee) }) : t("Pay on Delivery")}
          </Button>
        )}
      </div>
      {note && <p className="checkout__assurance">{t(note)}</p>}
    </>
  );
}
