// Subscribe and save on the product page (issue 33): "One-time purchase" or "Subscribe and save N%",
// with the cadence, the price per delivery and the terms in plain words. Subscribing goes to
// /subscribe with this variant, quantity and cadence (a member's own checkout for the mandate); the
// one-time purchase keeps the page's Add to Cart. Only variants the shop offers on subscription show it.
import { useState } from "react";
import { formatRupees, fromRupees } from "../../../core/money.ts";
import type { ProductVariant } from "../../../core/schemas/catalogue.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { ButtonLink } from "../button.tsx";

export function SubscribeChoice({
  productId,
  variant,
  quantity,
  subscribing,
  onChoose,
}: {
  productId: string;
  variant: ProductVariant;
  quantity: number;
  subscribing: boolean;
  onChoose: (subscribe: boolean) => void;
}) {
  const { t, to } = useI18n();
  const terms = variant.subscribe;
  const [every, setEvery] = useState(terms?.everyMonths[0] ?? 1);
  if (!terms) return null;
  const href = `/subscribe?product=${encodeURIComponent(productId)}&variant=${variant._id}&every=${every}&quantity=${quantity}`;
  return (
    <fieldset className="subscribe-choice">
      <legend className="visually-hidden">{t("How would you like it?")}</legend>
      <label className="subscribe-choice__option">
        <input type="radio" name="purchase" checked={!subscribing} onChange={() => onChoose(false)} />
        <span>{t("One-time purchase")}</span>
        <b>{formatRupees(fromRupees(variant.price))}</b>
      </label>
      <label className="subscribe-choice__option">
        <input type="radio" name="purchase" checked={subscribing} onChange={() => onChoose(true)} />
        <span>Subscribe and save {terms.discountPercent}%</span>
        <b>{formatRupees(fromRupees(terms.price))}</b>
      </label>
      {subscribing && (
        <div className="subscribe-choice__panel">
          <label className="subscribe-choice__every">
            {t("Deliver")}
            <select value={every} onChange={(event) => setEvery(Number(event.target.value))}>
              {terms.everyMonths.map((months) => (
                <option key={months} value={months}>
                  {months === 1 ? "every month" : `every ${months} months`}
                </option>
              ))}
            </select>
          </label>
          <p className="subscribe-choice__terms">
            {formatRupees(fromRupees(terms.price) * quantity)} per delivery, charged by UPI Autopay or card. Skip, pause
            or cancel any time from My Account, with no fee; we tell you before each charge.
          </p>
          <ButtonLink to={to(href)} fullWidth>
            {t("Subscribe")}
          </ButtonLink>
        </div>
      )}
    </fieldset>
  );
}
