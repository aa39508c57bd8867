// Under the checkout's summary: why the last attempt failed, Proceed to Payment (when online payment
// is on), Pay on Delivery (or why it is not possible for this order), and a note naming only the
// ways to pay that remain.
import { checkoutMessages } from "../../core/checkout.ts";
import { formatRupees, type Paise } from "../../core/money.ts";
import { Button } from "../components/button.tsx";
import { FormError } from "../shared/field.tsx";
import { type PaymentMethod, paymentNote } from "./place-order.ts";

export interface PlaceOrderButtonsProps {
  online: boolean;
  /** Why Pay on Delivery is not possible for this order, or null when it is. */
  codRefusal: string | null;
  /** The order's total and the Pay on Delivery fee (paise). */
  total: Paise;
  codFee: Paise;
  formError: string | undefined;
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
            busyText="Processing..."
            onClick={onPayOnline}
          >
            Proceed to Payment
          </Button>
        ) : (
          <p className="checkout__unavailable">{checkoutMessages.onlineUnavailable}</p>
        )}
        {codRefusal ? (
          <p className="checkout__unavailable" role="status">
            {codRefusal}
          </p>
        ) : (
          <Button
            fullWidth
            variant={online ? "secondary" : "primary"}
            disabled={blocked || (busy && submitting !== "COD")}
            busy={submitting === "COD"}
            busyText="Processing..."
            onClick={onPayOnDelivery}
          >
            {codFee > 0 ? `Pay on Delivery (${formatRupees(total + codFee)})` : "Pay on Delivery"}
          </Button>
        )}
      </div>
      {note && <p className="checkout__assurance">{note}</p>}
    </>
  );
}
