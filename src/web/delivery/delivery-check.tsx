// "Check delivery": a PIN code box answering "Delivered by Thu, 27 Nov – Sat, 29 Nov" (on a Hindi page
// its long dates in Hindi, as the checkout says them) and whether
// Pay on Delivery is available there. On the product page and in the cart; the PIN code is
// remembered for the visit, so the next page answers at once.
import { type FormEvent, useEffect, useId, useState } from "react";
import { deliveryMessages, pincodePattern } from "../../core/delivery.ts";
import { Icon } from "../components/icon.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { promiseWords, usePincodeCheck } from "./pincode.ts";
import "./delivery.css";

export function DeliveryCheck({ compact = false }: { compact?: boolean }) {
  const id = useId();
  const { t, language } = useI18n();
  const { check, run } = usePincodeCheck();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);

  // the remembered PIN code fills the box
  useEffect(() => {
    if (check.state !== "idle") setValue((current) => current || check.pincode);
  }, [check]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const pincode = value.trim();
    if (!pincodePattern.test(pincode)) {
      setError(deliveryMessages.pincode);
      return;
    }
    setError(null);
    void run(pincode);
  }

  const answer = check.state === "answered" && check.pincode === value.trim() ? check.answer : null;
  const failure = error ?? (check.state === "failed" && check.pincode === value.trim() ? check.message : null);

  return (
    <form
      className={compact ? "delivery-check delivery-check--compact" : "delivery-check"}
      onSubmit={submit}
      noValidate
    >
      <label className="delivery-check__label" htmlFor={`${id}-pincode`}>
        <Icon name="truck" size={18} /> {t("Check delivery")}
      </label>
      <div className="delivery-check__row">
        <input
          id={`${id}-pincode`}
          className="delivery-check__input"
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t("PIN code")}
          value={value}
          aria-invalid={failure ? true : undefined}
          aria-describedby={`${id}-answer`}
          onChange={(event) => {
            setValue(event.target.value.replace(/\D/g, ""));
            setError(null);
          }}
        />
        <button type="submit" className="delivery-check__button" disabled={check.state === "checking"}>
          {check.state === "checking" ? t("Checking...") : t("Check")}
        </button>
      </div>
      <div id={`${id}-answer`} className="delivery-check__answer" aria-live="polite">
        {failure ? (
          <p className="delivery-check__error">{t(failure)}</p>
        ) : answer ? (
          <>
            <p className={answer.serviceable ? "delivery-check__promise" : "delivery-check__error"}>
              {promiseWords(answer, language, t)}
              {answer.serviceable && (
                <span className="delivery-check__place">
                  {" "}
                  {t("to {district}, {state}", { district: answer.district, state: answer.state })}
                </span>
              )}
            </p>
            {answer.serviceable && (
              <p
                className={answer.codAvailable ? "delivery-check__cod" : "delivery-check__cod delivery-check__cod--off"}
              >
                {answer.codAvailable ? t(deliveryMessages.codAvailable) : answer.reason && t(answer.reason)}
              </p>
            )}
          </>
        ) : null}
      </div>
    </form>
  );
}
