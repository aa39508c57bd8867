// /gift-cards: the shop's gift card, sold like a product (issue 34 point 3, decision 0062). The buyer
// picks an amount (the settings' amounts, or their own within the limits), who it is for, a message
// and the day it is e-mailed; then pays through a payment link (Razorpay's hosted page, or the
// sandbox's). The card is not shipped, and not an order: it has no tax invoice (CBIC circular
// 243/37/2024-GST); GST is charged on the goods it buys.
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { checkoutMessages, fillIn } from "../../core/checkout.ts";
import { giftCardMessages } from "../../core/gift-cards.ts";
import { formatRupees, fromRupees, type Paise } from "../../core/money.ts";
import { giftCardMessageMaxLength } from "../../core/schemas/gift-cards.ts";
import { Button } from "../components/button.tsx";
import { Icon } from "../components/icon.tsx";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { ApiError, callApi } from "../shared/api.ts";
import { Field, FormError, TextAreaField } from "../shared/field.tsx";
import "../styles/gift-cards.css";
import type { Route } from "./+types/gift-cards";

export { personalPageHeaders as headers } from "../personal.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [
    { title: `${t("Gift cards")} · Sattva` },
    {
      name: "description",
      content: t(
        "Give a Sattva gift card: e-mailed on the day you choose with your message, spent on crystals, candles, sage and soaps.",
      ),
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services, user } = context;
  const [options, details] = await Promise.all([
    services.giftCards.options(),
    user ? services.orders.checkoutDetails(user.id) : null,
  ]);
  const buyer = details
    ? { name: `${details.contact.firstName} ${details.contact.lastName}`.trim(), email: details.contact.email }
    : null;
  return { options, buyer };
}

type Errors = Partial<
  Record<
    "amount" | "recipientName" | "recipientEmail" | "message" | "sendOn" | "buyerName" | "buyerEmail" | "form",
    string
  >
>;

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function GiftCards({ loaderData }: Route.ComponentProps) {
  const { options, buyer } = loaderData;
  const { t, to, money, language } = useI18n();
  const [amount, setAmount] = useState<number | "custom">(options.amounts[1] ?? options.amounts[0] ?? options.min);
  const [custom, setCustom] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const rupees = amount === "custom" ? Number(custom) : amount;
  const amountRange =
    language === "en"
      ? giftCardMessages.amount(formatRupees(fromRupees(options.min)), formatRupees(fromRupees(options.max)))
      : t("Choose an amount from {min} to {max}.", {
          min: money(fromRupees(options.min)),
          max: money(fromRupees(options.max)),
        });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const body = {
      amount: rupees,
      recipientName: text("recipientName"),
      recipientEmail: text("recipientEmail"),
      message: text("message"),
      sendOn: text("sendOn"),
      buyerName: text("buyerName"),
      buyerEmail: text("buyerEmail"),
      // the page's language: the card's mails and the payment's return page are in it (decision 0064)
      ...(language !== "en" ? { language } : {}),
    };
    const next: Errors = {};
    if (!Number.isInteger(body.amount) || body.amount < options.min || body.amount > options.max)
      next.amount = amountRange;
    if (!body.recipientName) next.recipientName = fillIn("Recipient's name");
    if (!emailShape.test(body.recipientEmail)) next.recipientEmail = checkoutMessages.invalidEmail;
    if (!body.sendOn || body.sendOn < options.today) next.sendOn = giftCardMessages.sendOn;
    if (!body.buyerName) next.buyerName = fillIn("Your name");
    if (!emailShape.test(body.buyerEmail)) next.buyerEmail = checkoutMessages.invalidEmail;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const bought = await callApi<{ payUrl: string }>("POST", "/api/gift-cards", body);
      // Razorpay's hosted page (or the sandbox's own): a full page load, as a payment link is opened
      window.location.assign(bought.payUrl);
    } catch (error) {
      const fields = (error instanceof ApiError ? (error.details.fields as Errors | undefined) : undefined) ?? {};
      setErrors({ ...fields, form: error instanceof Error ? error.message : checkoutMessages.paymentFailed });
      setBusy(false);
    }
  }

  return (
    <div className="page-width gift-cards">
      <div className="gift-cards__intro">
        <p className="eyebrow">{t("Gift cards")}</p>
        <h1>{t("Give the gift of calm")}</h1>
        <p>
          {t(
            "A Sattva gift card, e-mailed to someone you love on the day you choose, with your message. They spend it on crystals, candles, sage and soaps, all at once or a little at a time.",
          )}
        </p>
        <GiftCardArt amount={Number.isFinite(rupees) && rupees > 0 ? fromRupees(rupees) : null} />
        <ul className="gift-cards__points">
          <li>
            <Icon name="mail" size={18} /> {t("Sent by e-mail, never shipped: perfect for Diwali and Rakhi mornings")}
          </li>
          <li>
            <Icon name="sparkle" size={18} />{" "}
            {t("Valid for {months} months from the day it is sent", { months: options.validityMonths })}
          </li>
          <li>
            <Icon name="check" size={18} /> {t("Already have one?")}{" "}
            <Link to={to("/gift-cards/balance")}>{t("Check its balance")}</Link>
          </li>
        </ul>
      </div>

      <form className="gift-cards__form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="gift-cards__amounts">
          <legend className="field__label">{t("Amount")}</legend>
          <div className="gift-cards__choices">
            {options.amounts.map((choice) => (
              <label key={choice} className="gift-cards__choice">
                <input
                  type="radio"
                  name="amountChoice"
                  value={choice}
                  checked={amount === choice}
                  onChange={() => setAmount(choice)}
                  disabled={busy}
                />
                <span>{money(fromRupees(choice))}</span>
              </label>
            ))}
            <label className="gift-cards__choice">
              <input
                type="radio"
                name="amountChoice"
                value="custom"
                checked={amount === "custom"}
                onChange={() => setAmount("custom")}
                disabled={busy}
              />
              <span>{t("Other amount")}</span>
            </label>
          </div>
          {amount === "custom" && (
            <Field
              label={t("Your amount (₹)")}
              name="customAmount"
              inputMode="numeric"
              value={custom}
              onChange={(event) => setCustom(event.target.value.replace(/[^\d]/g, ""))}
              hint={amountRange}
              disabled={busy}
            />
          )}
          {errors.amount && (
            <p className="field__error" role="alert">
              {t(errors.amount)}
            </p>
          )}
        </fieldset>

        <h2 className="gift-cards__heading">{t("Who is it for?")}</h2>
        <div className="gift-cards__fields">
          <Field
            label={t("Recipient's name")}
            name="recipientName"
            autoComplete="off"
            error={errors.recipientName}
            disabled={busy}
          />
          <Field
            label={t("Recipient's email")}
            name="recipientEmail"
            type="email"
            autoComplete="off"
            error={errors.recipientEmail}
            disabled={busy}
          />
          <TextAreaField
            className="gift-cards__wide"
            label={t("Your message (optional)")}
            name="message"
            rows={3}
            maxLength={giftCardMessageMaxLength}
            error={errors.message}
            hint={t("Up to {count} characters, printed on the card", { count: giftCardMessageMaxLength })}
            disabled={busy}
          />
          <Field
            label={t("Send it on")}
            name="sendOn"
            type="date"
            min={options.today}
            defaultValue={options.today}
            error={errors.sendOn}
            disabled={busy}
          />
        </div>

        <h2 className="gift-cards__heading">{t("From")}</h2>
        <div className="gift-cards__fields">
          <Field
            label={t("Your name")}
            name="buyerName"
            autoComplete="name"
            defaultValue={buyer?.name ?? ""}
            error={errors.buyerName}
            disabled={busy}
          />
          <Field
            label={t("Your email")}
            name="buyerEmail"
            type="email"
            autoComplete="email"
            defaultValue={buyer?.email ?? ""}
            error={errors.buyerEmail}
            hint={t("Your receipt, and a copy of the card to print")}
            disabled={busy}
          />
        </div>

        <FormError message={errors.form} />
        {options.online ? (
          <Button type="submit" fullWidth busy={busy} busyText={t("Processing...")}>
            {t("Buy gift card")}
            {Number.isInteger(rupees) && rupees > 0 ? ` · ${money(fromRupees(rupees))}` : ""}
          </Button>
        ) : (
          <p className="form-error" role="alert">
            {t(checkoutMessages.onlineUnavailable)}
          </p>
        )}
        <p className="gift-cards__note">
          {t(
            "Paid online (UPI, cards, netbanking). A gift card is not goods: no tax invoice is issued for it, and GST is charged on what it buys.",
          )}
        </p>
      </form>
    </div>
  );
}

/** The card as it looks: the shop's mark, the amount. */
export function GiftCardArt({ amount, code }: { amount: Paise | null; code?: string }) {
  const { t, money, language } = useI18n();
  return (
    <div className="gift-card-art" aria-hidden={code ? undefined : true}>
      <span className="gift-card-art__brand">Sattva</span>
      <span className="gift-card-art__label">{t("Gift card")}</span>
      {amount !== null && <span className="gift-card-art__amount">{money(amount)}</span>}
      {code && (
        <span className="gift-card-art__code" lang={language === "en" ? undefined : "en"}>
          {code}
        </span>
      )}
    </div>
  );
}
