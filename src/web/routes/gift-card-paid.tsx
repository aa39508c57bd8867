// /gift-cards/paid: where Razorpay's payment link sends the buyer back (its callback_url, decision 0062),
// with the signed razorpay_* fields; the sandbox's page sends them here the same way. The loader has
// the server verify and settle the card (once, whichever of this and the webhook comes first) and
// shows what was bought: never the code, which goes by mail on the card's day.
import { data } from "react-router";
import { dateKeyIn } from "../account/dashboard/when.ts";
import { ButtonLink } from "../components/button.tsx";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { rich } from "../i18n/words.tsx";
import "../styles/gift-cards.css";
import type { Route } from "./+types/gift-card-paid";
import { GiftCardArt } from "./gift-cards.tsx";

export { personalPageHeaders as headers } from "../personal.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [{ title: `${t("Your gift card")} · Sattva` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const field = (name: string) => (query.get(name) ?? "").slice(0, 200);
  const card = await context.services.giftCards.paid(
    {
      linkId: field("razorpay_payment_link_id"),
      referenceId: field("razorpay_payment_link_reference_id"),
      status: field("razorpay_payment_link_status"),
      paymentId: field("razorpay_payment_id"),
    },
    field("razorpay_signature"),
  );
  if (!card) return data({ card: null }, { status: 400 });
  return { card };
}

export default function GiftCardPaid({ loaderData }: Route.ComponentProps) {
  const { card } = loaderData;
  const { t, to, money, language } = useI18n();
  if (!card) {
    return (
      <div className="page-width section narrow-page">
        <p className="eyebrow">{t("Gift cards")}</p>
        <h1>{t("We could not confirm this payment")}</h1>
        <p className="form-error" role="alert">
          {t(
            "If money left your account, your gift card will be sent as soon as the payment reaches us, and we will e-mail you. Questions? Reply to any of our e-mails.",
          )}
        </p>
        <ButtonLink to={to("/gift-cards")}>{t("Back to gift cards")}</ButtonLink>
      </div>
    );
  }
  const when = card.sent
    ? t("It is in their inbox now.")
    : t("We will e-mail it on {date}.", { date: dateKeyIn(language, card.sendOn) });
  return (
    <div className="page-width section narrow-page gift-card-paid">
      <p className="eyebrow">{t("Gift card G-{number}", { number: String(card.number) })}</p>
      <h1>{t("Thank you! Your gift card is paid")}</h1>
      <GiftCardArt amount={card.amount} />
      {language === "en" ? (
        <p role="status">
          Your {money(card.amount)} gift card for {card.recipientName} ({card.recipientEmail}) is paid. {when} We have
          e-mailed you the receipt
          {card.sent ? " and a copy of the card to print" : ", and will send you a copy of the card when it goes"}.
        </p>
      ) : (
        <p role="status">
          {rich(t("Your {amount} gift card for {recipient} is paid."), {
            amount: money(card.amount),
            recipient: (
              <span lang="en">
                {card.recipientName} ({card.recipientEmail})
              </span>
            ),
          })}{" "}
          {when}{" "}
          {card.sent
            ? t("We have e-mailed you the receipt and a copy of the card to print.")
            : t("We have e-mailed you the receipt, and will send you a copy of the card when it goes.")}
        </p>
      )}
      <div className="gift-card-paid__actions">
        <ButtonLink to={to("/shop")}>{t("Continue shopping")}</ButtonLink>
        <ButtonLink to={to("/gift-cards")} variant="secondary">
          {t("Buy another")}
        </ButtonLink>
      </div>
    </div>
  );
}
