// /checkout-page (spec: checkout-account-admin section 2): contact details, the shipping address
// (a member's saved addresses with Show All Addresses, or a new one), an optional gift message or
// note (checkout/order-note.tsx), the order summary with the coupon box, and Proceed to Payment / Pay
// on Delivery. The page lays these out; the form's state
// is use-checkout-form.ts, the coupon use-coupon.ts and placing the order use-place-order.ts. The
// page checks the form in the spec's order before it sends; the server checks everything again and
// decides every amount.
import { useMemo, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { CheckoutLine } from "../../core/cart.ts";
import { checkoutMessages } from "../../core/checkout.ts";
import { codLimitSaid, deliveryMessages } from "../../core/delivery.ts";
import { summarize } from "../../core/pricing.ts";
import { giftCardApplied, storeCreditApplied } from "../../core/pricing-credit.ts";
import { useCart } from "../cart/cart-context.tsx";
import { CheckoutHelp } from "../checkout/checkout-help.tsx";
import { useCheckoutLines } from "../checkout/checkout-lines.ts";
import { GiftCardBox, useGiftCard } from "../checkout/gift-card.tsx";
import { OrderNoteBox, useOrderNote } from "../checkout/order-note.tsx";
import { CouponBox, pricedLines, SummaryLines, Totals } from "../checkout/order-summary.tsx";
import { orderRequest, thankYouPath } from "../checkout/place-order.ts";
import { PlaceOrderButtons } from "../checkout/place-order-buttons.tsx";
import { CheckoutPolicyLinks } from "../checkout/policy-links.tsx";
import { RemindMeBox } from "../checkout/remind-me.tsx";
import { SandboxPayment } from "../checkout/sandbox-payment.tsx";
import { SavedAddresses } from "../checkout/saved-addresses.tsx";
import { StoreCreditChoice, useStoreCredit } from "../checkout/store-credit.tsx";
import { useCheckoutForm } from "../checkout/use-checkout-form.ts";
import { couponTerms, useCoupon } from "../checkout/use-coupon.ts";
import { type Placed, usePlaceOrder } from "../checkout/use-place-order.ts";
import { WhatsappBox } from "../checkout/whatsapp-box.tsx";
import { ButtonLink } from "../components/button.tsx";
import { Icon } from "../components/icon.tsx";
import { promiseIn } from "../delivery/pincode.ts";
import { AddressFields } from "../shared/address-fields.tsx";
import { Field } from "../shared/field.tsx";
import type { Route } from "./+types/checkout";
import "../account/account.css";
import "../styles/cart.css";
import "../styles/checkout.css";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";

// personal data: never cached (see ../personal.ts)
export { personalPageHeaders as headers } from "../personal.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [{ title: t("Checkout · Sattva") }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services, user } = context;
  const [details, site] = await Promise.all([
    user ? services.orders.checkoutDetails(user.id) : null,
    services.settings.site(),
  ]);
  return {
    // a member's own name, e-mail and phone (My Account's), filled in for them
    member: user && details ? { id: user.id, ...details.contact } : null,
    addresses: (details?.addresses ?? []).map((address) => ({
      id: address._id,
      firstName: address.firstName,
      lastName: address.lastName,
      phone: address.phone,
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2 ?? "",
      city: address.city,
      state: address.state,
      zipCode: address.zipCode,
      country: address.country,
      isDefault: address.isDefault,
    })),
    payments: services.payments.info(),
    pricing: site.pricing,
    cod: site.cod,
    shopName: site.shopName,
    whatsappNumber: site.whatsappNumber,
  };
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { member, addresses, payments, pricing, cod, shopName, whatsappNumber } = loaderData;
  const { t, to, language } = useI18n();
  // the days as the page's language writes them (the bag's "Check delivery" says them the same way)
  const promise = (window: { from: string; to: string }) => promiseIn(window, language, t);
  const location = useLocation();
  const navigate = useNavigate();
  const cart = useCart();
  // Buy Now's line; the bag's Checkout hands over the bag (from: "bag"), which the page reads itself
  const handed = location.state as { products?: CheckoutLine[]; from?: string } | null;
  const handedOver = handed?.from === "bag" ? null : (handed?.products ?? null);
  const { items, status, setQuantity } = useCheckoutLines(handedOver);
  const lines = useMemo(() => pricedLines(items), [items]);
  const { coupon, apply: applyCoupon, remove: removeCoupon } = useCoupon(summarize(lines, null, pricing).itemsTotal);
  const summary = useMemo(() => summarize(lines, couponTerms(coupon), pricing), [lines, coupon, pricing]);
  const checkout = useCheckoutForm(member, addresses);
  const credit = useStoreCredit(member !== null);
  const giftCard = useGiftCard();
  const [whatsapp, setWhatsapp] = useState(false);
  const orderNote = useOrderNote();
  const { form, errors, place } = checkout;

  function finish({ order, accessKey, paymentId, confirmToken }: Placed) {
    const ordered = items.map((item) => item.variantId);
    // the bag lets the ordered lines go once the thank-you page is shown (not before: this page would
    // say the bag is empty meanwhile)
    void Promise.resolve(
      navigate(to(thankYouPath(order._id, accessKey, confirmToken)), {
        replace: true,
        state: {
          orderId: order._id,
          total: order.totalAmount,
          couponUsed: coupon?.code ?? null,
          paymentId: paymentId ?? null,
        },
      }),
    ).then(() => cart.forgetOrdered(ordered));
  }

  const placing = usePlaceOrder({
    payments,
    shopName,
    // the spec's fields first, in its order; then the optional note
    check: () => checkout.check() ?? orderNote.check(),
    request: (method) =>
      orderRequest(items, form, checkout.chosenAddress?.id ?? null, coupon?.code ?? null, method, {
        useStoreCredit: credit.use,
        giftCardCode: giftCard.card?.code ?? null,
        whatsappUpdates: whatsapp,
        orderNote: orderNote.note,
        saveAddress: member !== null && checkout.saveAddress,
        language,
      }),
    onFieldErrors: checkout.setErrors,
    onPlaced: finish,
  });
  const { busy } = placing;

  // what is collected on delivery: the total with its fee, less what store credit and a gift card pay of it
  const creditOnDelivery = credit.use ? storeCreditApplied(summary.total + pricing.codFee, credit.balance, false) : 0;
  const cardOnDelivery = giftCard.card
    ? giftCardApplied(summary.total + pricing.codFee - creditOnDelivery, giftCard.card.balance, false)
    : 0;
  const onDelivery = summary.total - creditOnDelivery - cardOnDelivery;

  const blocked = items.some((item) => item.stock <= 0 || item.quantity > Math.min(item.stock, 10));
  const codReason =
    (place && !place.serviceable ? (place.reason ?? deliveryMessages.notServiceable) : null) ??
    (place && !place.codAvailable ? (place.reason ?? deliveryMessages.codPincode) : null) ??
    codLimitSaid(summary.total, cod.maxOrder) ??
    placing.codRefused;

  if (status === "empty") {
    return (
      <div className="checkout-empty page-width">
        <h1 className="checkout-empty__title">{t("Checkout")}</h1>
        <p>{t(checkoutMessages.noProducts)}</p>
        <ButtonLink to={to("/shop")}>{t("Continue shopping")}</ButtonLink>
      </div>
    );
  }

  const contactProps = (field: "firstName" | "lastName" | "email" | "phone") => ({
    id: `checkout-${field}`,
    name: field,
    value: form[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => checkout.update(field, event.target.value),
    disabled: busy,
  });

  return (
    <div className="checkout page-width">
      <header className="checkout__header">
        <div>
          <p className="eyebrow">{t("Secure checkout")}</p>
          <h1 className="checkout__title">{t("Checkout")}</h1>
        </div>
        <CheckoutHelp whatsappNumber={whatsappNumber} />
      </header>
      <div className="checkout__grid">
        <form className="checkout__form" noValidate onSubmit={(event) => event.preventDefault()}>
          <section className="checkout-section" aria-labelledby="checkout-contact">
            <div className="checkout-section__head">
              <h2 id="checkout-contact" className="checkout-section__title">
                {t("Contact details")}
              </h2>
              {!member && (
                <p className="checkout-section__aside">
                  {t("Have an account?")} <Link to={to("/login")}>{t("Sign in")}</Link>
                </p>
              )}
            </div>
            <div className="checkout-fields">
              <Field label={t("First Name")} autoComplete="given-name" {...contactProps("firstName")} />
              <Field label={t("Last Name")} autoComplete="family-name" {...contactProps("lastName")} />
              <Field label={t("Email")} type="email" autoComplete="email" {...contactProps("email")} />
              <Field label={t("Phone")} type="tel" autoComplete="tel" inputMode="tel" {...contactProps("phone")} />
            </div>
            <RemindMeBox email={form.email} lines={items} disabled={busy} />
            <WhatsappBox email={form.email} phone={form.phone} ticked={whatsapp} onTick={setWhatsapp} disabled={busy} />
          </section>

          <section className="checkout-section" aria-labelledby="checkout-address">
            <h2 id="checkout-address" className="checkout-section__title">
              {t("Shipping address")}
            </h2>
            {member && addresses.length > 0 && (
              <SavedAddresses
                addresses={addresses}
                chosen={checkout.addressId}
                onChoose={checkout.setAddressId}
                disabled={busy}
              />
            )}
            {!checkout.usingSaved && (
              <div className="checkout-fields">
                <AddressFields
                  values={form}
                  errors={errors}
                  onChange={checkout.update}
                  countries={["India"]}
                  codeLabel="Postal Code"
                  idPrefix="checkout"
                  disabled={busy}
                />
                {member && (
                  <label className="consent-choices__option checkout-fields__wide">
                    <input
                      type="checkbox"
                      name="saveAddress"
                      checked={checkout.saveAddress}
                      onChange={(event) => checkout.setSaveAddress(event.target.checked)}
                      disabled={busy}
                    />
                    <span>{t("Save this address to my address book")}</span>
                  </label>
                )}
              </div>
            )}
          </section>
          <OrderNoteBox note={orderNote.note} error={orderNote.error} onChange={orderNote.setNote} disabled={busy} />
        </form>

        <aside className="checkout__summary" aria-labelledby="checkout-summary">
          <h2 id="checkout-summary" className="checkout-section__title">
            {t("Order summary")}
          </h2>
          {status === "loading" ? (
            <p className="cart-loading" role="status">
              {t("Loading...")}
            </p>
          ) : (
            <>
              <SummaryLines items={items} onQuantity={setQuantity} disabled={busy} />
              <CouponBox
                signedIn={member !== null}
                applied={coupon}
                onApply={(code) => applyCoupon(code)}
                onRemove={removeCoupon}
                disabled={busy}
              />
              <Totals summary={summary} couponCode={coupon?.code ?? null} codFee={codReason ? 0 : pricing.codFee} />
              <StoreCreditChoice
                balance={credit.balance}
                use={credit.use}
                onUse={credit.setUse}
                total={onDelivery}
                disabled={busy}
              />
              <GiftCardBox
                applied={giftCard.card}
                onApply={giftCard.apply}
                onRemove={giftCard.remove}
                rest={summary.total - (credit.use ? storeCreditApplied(summary.total, credit.balance, true) : 0)}
                disabled={busy}
              />
              <p className="cart-footer__note">{t("Inclusive of all taxes")}</p>
              {place?.serviceable && place.delivery && (
                <p className="checkout__promise" role="status">
                  <Icon name="truck" size={18} /> {promise(place.delivery)}
                  <span className="checkout__promise-place">
                    {" "}
                    {t("to {district}, {state}", { district: place.district, state: place.state })}
                  </span>
                </p>
              )}
              <PlaceOrderButtons
                online={payments !== null}
                codRefusal={codReason}
                total={onDelivery}
                codFee={pricing.codFee}
                formError={placing.formError}
                submitting={placing.submitting}
                blocked={blocked}
                onPayOnline={() => void placing.proceedToPayment()}
                onPayOnDelivery={() => void placing.payOnDelivery()}
              />
              <CheckoutPolicyLinks />
            </>
          )}
        </aside>
      </div>
      {placing.sandboxOrder && (
        <SandboxPayment
          order={placing.sandboxOrder}
          shopName={shopName}
          onOutcome={(outcome) => void placing.sandboxOutcome(outcome)}
        />
      )}
    </div>
  );
}
