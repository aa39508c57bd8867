// /checkout-page (spec: checkout-account-admin section 2): contact details, the shipping address
// (a member's saved addresses with Show All Addresses, or a new one), the order summary with the
// coupon box, and Proceed to Payment / Pay on Delivery. The page checks the form in the spec's
// order before it sends; the server checks everything again and decides every amount.
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { CheckoutLine } from "../../core/cart.ts";
import { type CheckoutForm, checkoutFormError, checkoutMessages, couponMessages } from "../../core/checkout.ts";
import { codLimitRefusal, deliveryMessages, deliveryPromise } from "../../core/delivery.ts";
import { indianStates } from "../../core/india.ts";
import { formatRupees, fromRupees } from "../../core/money.ts";
import { summarize } from "../../core/pricing.ts";
import { Field, FormError, SelectField } from "../account/field.tsx";
import { callApi } from "../cart/api.ts";
import { useCart } from "../cart/cart-context.tsx";
import { forgetCheckoutLines, useCheckoutLines } from "../checkout/checkout-lines.ts";
import { type AppliedCoupon, CouponBox, pricedLines, SummaryLines, Totals } from "../checkout/order-summary.tsx";
import {
  abandonPayment,
  createOnlineOrder,
  loadRazorpay,
  type OnlineOrder,
  type PaymentFields,
  payWithRazorpay,
  placeCodOrder,
  sandboxPay,
  verifyPayment,
} from "../checkout/payment.ts";
import { SandboxPayment } from "../checkout/sandbox-payment.tsx";
import { Button, ButtonLink } from "../components/button.tsx";
import { Icon } from "../components/icon.tsx";
import { useToast } from "../components/toast.tsx";
import { stateFor, usePincodePlace } from "../delivery/pincode.ts";
import type { Route } from "./+types/checkout";
import "../account/account.css";
import "../styles/cart.css";
import "../styles/checkout.css";

// personal data: never cached (see ../personal.ts)
export { personalPageHeaders as headers } from "../personal.ts";

export function meta() {
  return [{ title: "Checkout · Sattva" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services, user } = context;
  const [addresses, site] = await Promise.all([
    user ? services.orders.addresses(user.id) : [],
    services.settings.site(),
  ]);
  return {
    member: user ? { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email } : null,
    addresses: addresses.map((address) => ({
      id: address.id,
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
  };
}

type SavedAddress = Route.ComponentProps["loaderData"]["addresses"][number];

/** Addresses shown before "Show All Addresses". */
const addressesShown = 2;

const emptyForm: CheckoutForm = {
  addressLine1: "",
  addressLine2: "",
  city: "",
  state: "",
  country: "India",
  zipCode: "",
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
};

/** A server field path ("shippingAddress.city", "guestUser.email") as the form's field name. */
function formField(path: string): keyof CheckoutForm | null {
  const name = path.split(".").at(-1) ?? "";
  return name in emptyForm ? (name as keyof CheckoutForm) : null;
}

type Submitting = "COD" | "UPI" | null;

/** A random Idempotency-Key (crypto.randomUUID needs a secure context; getRandomValues does not). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { member, addresses, payments, pricing, cod, shopName } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const cart = useCart();
  const handedOver = (location.state as { products?: CheckoutLine[] } | null)?.products ?? null;
  const { items, status, setQuantity } = useCheckoutLines(handedOver);

  const defaultAddress = addresses.find((address) => address.isDefault) ?? addresses[0];
  const [form, setForm] = useState<CheckoutForm>(() => ({
    ...emptyForm,
    firstName: member?.firstName ?? "",
    lastName: member?.lastName ?? "",
    email: member?.email ?? "",
    phone: defaultAddress?.phone ?? "",
  }));
  const [addressId, setAddressId] = useState<string | "new">(defaultAddress?.id ?? "new");
  const [showAll, setShowAll] = useState(false);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof CheckoutForm, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState<Submitting>(null);
  const [sandboxOrder, setSandboxOrder] = useState<OnlineOrder | null>(null);
  /** Why the server refused cash on delivery for this order (its phone, say). */
  const [codRefused, setCodRefused] = useState<string | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const summary = useMemo(
    () =>
      summarize(
        pricedLines(items),
        coupon
          ? { percent: coupon.percent, maxDiscount: coupon.maxDiscount != null ? fromRupees(coupon.maxDiscount) : null }
          : null,
        pricing,
      ),
    [items, coupon, pricing],
  );
  const blocked = items.some((item) => item.stock <= 0 || item.quantity > Math.min(item.stock, 10));
  const busy = submitting !== null;

  // a coupon applied to a smaller cart may no longer reach its minimum: check it again
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the items total changes
  useEffect(() => {
    if (coupon) void applyCoupon(coupon.code, true);
  }, [summary.itemsTotal]);

  const update = (field: keyof CheckoutForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function applyCoupon(code: string, quiet = false): Promise<string | null> {
    try {
      const result = await callApi<{ isValid: boolean; message: string; discount: number; maxDiscount: number | null }>(
        "GET",
        `/api/coupons/searchcoupon?code=${encodeURIComponent(code)}&cartValue=${summary.itemsTotal / 100}`,
      );
      if (!result.isValid) {
        setCoupon(null);
        if (!quiet) toast(result.message, { tone: "error", position: "top-center" });
        return result.message || couponMessages.invalid;
      }
      setCoupon({ code, percent: result.discount, maxDiscount: result.maxDiscount });
      if (!quiet) toast(couponMessages.applied, { tone: "success", position: "top-center" });
      return null;
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : couponMessages.checkFailed;
      if (!quiet) toast(message, { tone: "error", position: "top-center" });
      return message;
    }
  }

  const usingSaved = addressId !== "new" && member !== null;
  const chosenAddress = usingSaved ? addresses.find((address) => address.id === addressId) : undefined;

  // the PIN code fills city and state, answers when the parcel arrives and whether COD is possible
  const pincode = (chosenAddress?.zipCode ?? form.zipCode).trim();
  const place = usePincodePlace(
    pincode,
    (answer) => {
      if (chosenAddress) return;
      setForm((now) => ({
        ...now,
        city: now.city.trim() ? now.city : answer.district,
        state: stateFor(answer, now.state),
      }));
      setErrors((now) => ({
        ...now,
        state: undefined,
        city: undefined,
        zipCode: answer.serviceable ? undefined : answer.reason,
      }));
    },
    (message) => {
      if (!chosenAddress) setErrors((now) => ({ ...now, zipCode: message }));
    },
  );

  const codReason =
    (place && !place.serviceable ? (place.reason ?? deliveryMessages.notServiceable) : null) ??
    (place && !place.codAvailable ? (place.reason ?? deliveryMessages.codPincode) : null) ??
    codLimitRefusal(summary.total, cod.maxOrder) ??
    codRefused;

  function requestBody(paymentMethod: "COD" | "UPI") {
    const contact = { firstName: form.firstName, lastName: form.lastName, email: form.email, phone: form.phone };
    return {
      orderItems: items.map((item) => ({
        product: item.productId,
        variant: item.variantId,
        quantity: item.quantity,
        giftWrap: item.giftWrap,
      })),
      shippingAddress: chosenAddress
        ? { addressId: chosenAddress.id }
        : {
            addressLine1: form.addressLine1,
            addressLine2: form.addressLine2,
            city: form.city,
            state: form.state,
            country: form.country,
            zipCode: form.zipCode,
          },
      guestUser: contact,
      paymentMethod,
      ...(coupon ? { appliedCoupon: coupon.code } : {}),
    };
  }

  /** The same request keeps its Idempotency-Key (a double submit); a changed one gets a new key. */
  function keyFor(body: unknown): string {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: newKey() };
    return attempt.current.key;
  }

  function check(): boolean {
    const problem = checkoutFormError(form, { address: !usingSaved });
    if (!problem) return true;
    setErrors({ [problem.field]: problem.message });
    setFormError(problem.message);
    document.getElementById(`checkout-${problem.field}`)?.focus();
    return false;
  }

  function showFailure(error: unknown, fallback: string) {
    const fields = (error as { fields?: Record<string, string> }).fields ?? {};
    const mapped: Partial<Record<keyof CheckoutForm, string>> = {};
    for (const [path, message] of Object.entries(fields)) {
      const field = formField(path);
      if (field) mapped[field] ??= message;
    }
    setErrors(mapped);
    if (fields.paymentMethod) setCodRefused(fields.paymentMethod);
    setFormError(error instanceof Error && error.message ? error.message : fallback);
  }

  function finish(
    order: { _id: string; number: number; totalAmount: number },
    accessKey: string,
    paymentId?: string,
    confirmToken?: string,
  ) {
    forgetCheckoutLines();
    cart.forgetOrdered(items.map((item) => item.variantId));
    const confirm = confirmToken ? `&confirm=${encodeURIComponent(confirmToken)}` : "";
    navigate(`/thankyou-page?order=${order._id}&key=${encodeURIComponent(accessKey)}${confirm}`, {
      replace: true,
      state: {
        orderId: order._id,
        total: order.totalAmount,
        couponUsed: coupon?.code ?? null,
        paymentId: paymentId ?? null,
      },
    });
  }

  async function payOnDelivery() {
    setFormError(undefined);
    if (busy || !check()) return;
    const body = requestBody("COD");
    setSubmitting("COD");
    try {
      const placed = await placeCodOrder(body, keyFor(body));
      finish(placed.order, placed.accessKey, undefined, placed.confirmToken);
    } catch (error) {
      showFailure(error, checkoutMessages.placeFailed);
      setSubmitting(null);
    }
  }

  async function completeOnline(order: OnlineOrder, fields: PaymentFields) {
    try {
      const verified = await verifyPayment(fields);
      finish(verified.order, order.accessKey, fields.razorpay_payment_id);
    } catch {
      setFormError(checkoutMessages.verificationFailed);
      setSubmitting(null);
    }
  }

  async function proceedToPayment() {
    setFormError(undefined);
    if (busy || !check()) return;
    if (!payments) {
      setFormError(checkoutMessages.onlineUnavailable);
      return;
    }
    const body = requestBody("UPI");
    setSubmitting("UPI");
    let order: OnlineOrder;
    try {
      if (payments.provider === "razorpay") await loadRazorpay();
      order = await createOnlineOrder(body, keyFor(body));
    } catch (error) {
      showFailure(error, checkoutMessages.paymentFailed);
      setSubmitting(null);
      return;
    }
    // the order now exists: a new attempt is a new request
    attempt.current = null;
    if (payments.provider === "sandbox") {
      setSandboxOrder(order);
      return;
    }
    try {
      const fields = await payWithRazorpay(order, shopName);
      if (fields) await completeOnline(order, fields);
      else {
        await abandonPayment(order, false);
        setSubmitting(null);
      }
    } catch (error) {
      await abandonPayment(order, true);
      setFormError(error instanceof Error ? error.message : checkoutMessages.verificationFailed);
      setSubmitting(null);
    }
  }

  async function sandboxOutcome(outcome: "success" | "failure" | "closed") {
    const order = sandboxOrder;
    if (!order) return;
    if (outcome === "closed") {
      setSandboxOrder(null);
      await abandonPayment(order, false);
      setSubmitting(null);
      return;
    }
    try {
      const fields = await sandboxPay(order, outcome);
      setSandboxOrder(null);
      await completeOnline(order, fields);
    } catch (error) {
      setSandboxOrder(null);
      await abandonPayment(order, true);
      setFormError(error instanceof Error ? error.message : checkoutMessages.verificationFailed);
      setSubmitting(null);
    }
  }

  if (status === "empty") {
    return (
      <div className="checkout-empty page-width">
        <h1 className="checkout-empty__title">Checkout</h1>
        <p>{checkoutMessages.noProducts}</p>
        <ButtonLink to="/shop">Continue shopping</ButtonLink>
      </div>
    );
  }

  const shownAddresses = showAll ? addresses : addresses.slice(0, addressesShown);
  const fieldProps = (field: keyof CheckoutForm) => ({
    id: `checkout-${field}`,
    name: field,
    value: form[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => update(field)(event.target.value),
    disabled: busy,
  });

  return (
    <div className="checkout page-width">
      <header className="checkout__header">
        <p className="eyebrow">Secure checkout</p>
        <h1 className="checkout__title">Checkout</h1>
      </header>
      <div className="checkout__grid">
        <form className="checkout__form" noValidate onSubmit={(event) => event.preventDefault()}>
          <section className="checkout-section" aria-labelledby="checkout-contact">
            <div className="checkout-section__head">
              <h2 id="checkout-contact" className="checkout-section__title">
                Contact details
              </h2>
              {!member && (
                <p className="checkout-section__aside">
                  Have an account? <Link to="/login">Sign in</Link>
                </p>
              )}
            </div>
            <div className="checkout-fields">
              <Field label="First Name" autoComplete="given-name" {...fieldProps("firstName")} />
              <Field label="Last Name" autoComplete="family-name" {...fieldProps("lastName")} />
              <Field label="Email" type="email" autoComplete="email" {...fieldProps("email")} />
              <Field label="Phone" type="tel" autoComplete="tel" inputMode="tel" {...fieldProps("phone")} />
            </div>
          </section>

          <section className="checkout-section" aria-labelledby="checkout-address">
            <h2 id="checkout-address" className="checkout-section__title">
              Shipping address
            </h2>
            {member && addresses.length > 0 && (
              <fieldset className="saved-addresses" disabled={busy}>
                <legend className="visually-hidden">Choose a saved address</legend>
                {shownAddresses.map((address) => (
                  <SavedAddressOption
                    key={address.id}
                    address={address}
                    checked={addressId === address.id}
                    onChoose={() => setAddressId(address.id)}
                  />
                ))}
                <label className="saved-address">
                  <input
                    type="radio"
                    name="address"
                    checked={addressId === "new"}
                    onChange={() => setAddressId("new")}
                  />
                  <span className="saved-address__text">Use a new address</span>
                </label>
                {addresses.length > addressesShown && (
                  <button type="button" className="link-button" onClick={() => setShowAll((shown) => !shown)}>
                    {showAll ? "Show Fewer Addresses" : "Show All Addresses"}
                  </button>
                )}
              </fieldset>
            )}
            {!usingSaved && (
              <div className="checkout-fields">
                <Field
                  label="Address"
                  autoComplete="address-line1"
                  className="checkout-fields__wide"
                  {...fieldProps("addressLine1")}
                />
                <Field
                  label="Apartment, landmark (optional)"
                  autoComplete="address-line2"
                  className="checkout-fields__wide"
                  {...fieldProps("addressLine2")}
                />
                <Field label="City" autoComplete="address-level2" {...fieldProps("city")} />
                <SelectField
                  label="State"
                  autoComplete="address-level1"
                  options={indianStates.map((state) => state.name)}
                  placeholder="Choose a state"
                  {...fieldProps("state")}
                />
                <SelectField
                  label="Country"
                  autoComplete="country-name"
                  options={["India"]}
                  {...fieldProps("country")}
                />
                <Field
                  label="Postal Code"
                  autoComplete="postal-code"
                  inputMode="numeric"
                  maxLength={6}
                  {...fieldProps("zipCode")}
                />
              </div>
            )}
          </section>
        </form>

        <aside className="checkout__summary" aria-labelledby="checkout-summary">
          <h2 id="checkout-summary" className="checkout-section__title">
            Order summary
          </h2>
          {status === "loading" ? (
            <p className="cart-loading" role="status">
              Loading...
            </p>
          ) : (
            <>
              <SummaryLines items={items} onQuantity={setQuantity} disabled={busy} />
              <CouponBox
                signedIn={member !== null}
                applied={coupon}
                onApply={(code) => applyCoupon(code)}
                onRemove={() => setCoupon(null)}
                disabled={busy}
              />
              <Totals summary={summary} couponCode={coupon?.code ?? null} codFee={codReason ? 0 : pricing.codFee} />
              <p className="cart-footer__note">Inclusive of all taxes</p>
              {place?.serviceable && place.delivery && (
                <p className="checkout__promise" role="status">
                  <Icon name="truck" size={18} /> {deliveryPromise(place.delivery)}
                  <span className="checkout__promise-place">
                    {" "}
                    to {place.district}, {place.state}
                  </span>
                </p>
              )}
              <FormError message={formError} />
              <div className="checkout__buttons">
                {payments ? (
                  <Button
                    fullWidth
                    disabled={blocked || (busy && submitting !== "UPI")}
                    busy={submitting === "UPI"}
                    busyText="Processing..."
                    onClick={() => void proceedToPayment()}
                  >
                    Proceed to Payment
                  </Button>
                ) : (
                  <p className="checkout__unavailable">{checkoutMessages.onlineUnavailable}</p>
                )}
                {codReason ? (
                  <p className="checkout__unavailable" role="status">
                    {codReason}
                  </p>
                ) : (
                  <Button
                    fullWidth
                    variant={payments ? "secondary" : "primary"}
                    disabled={blocked || (busy && submitting !== "COD")}
                    busy={submitting === "COD"}
                    busyText="Processing..."
                    onClick={() => void payOnDelivery()}
                  >
                    {pricing.codFee > 0
                      ? `Pay on Delivery (${formatRupees(summary.total + pricing.codFee)})`
                      : "Pay on Delivery"}
                  </Button>
                )}
              </div>
              <p className="checkout__assurance">
                Payments are encrypted. Pay online by UPI, card or net banking, or in cash when your order arrives.
              </p>
            </>
          )}
        </aside>
      </div>
      {sandboxOrder && (
        <SandboxPayment
          order={sandboxOrder}
          shopName={shopName}
          onOutcome={(outcome) => void sandboxOutcome(outcome)}
        />
      )}
    </div>
  );
}

function SavedAddressOption({
  address,
  checked,
  onChoose,
}: {
  address: SavedAddress;
  checked: boolean;
  onChoose: () => void;
}) {
  return (
    <label className="saved-address">
      <input type="radio" name="address" checked={checked} onChange={onChoose} />
      <span className="saved-address__text">
        <strong>
          {address.firstName} {address.lastName}
        </strong>
        {address.isDefault && <span className="badge badge--amethyst saved-address__badge">Default</span>}
        <br />
        {address.addressLine1}
        {address.addressLine2 ? `, ${address.addressLine2}` : ""}, {address.city}, {address.state} {address.zipCode}
        <br />
        {address.phone}
      </span>
    </label>
  );
}
