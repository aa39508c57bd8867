// /subscribe?product=&variant=&every=&quantity= (issue 33; without a variant: the first subscribable one): a member's checkout for subscribe and save.
// The box (the variant at its subscription price, the quantity, the cadence), where each delivery goes
// (a saved address or a new one), what each delivery charges and the terms in plain words; then the
// mandate is authorised in Razorpay's checkout (or the sandbox's panel) with its first charge, and the
// first delivery's order is made. The server prices and checks everything again.
import { useId, useRef, useState } from "react";
import { data, Link, redirect, useNavigate } from "react-router";
import { maxLineQuantity } from "../../core/cart.ts";
import { checkoutMessages } from "../../core/checkout.ts";
import { languageOfPath, pathIn } from "../../core/i18n.ts";
import { deliveryCountries } from "../../core/india.ts";
import { fromRupees } from "../../core/money.ts";
import { summarize } from "../../core/pricing.ts";
import { cadenceLabel, subscriptionTerms } from "../../core/subscriptions.ts";
import "../account/account.css";
import { Button } from "../components/button.tsx";
import { Drawer } from "../components/drawer.tsx";
import { ProductImage } from "../components/product-image.tsx";
import { QuantityStepper } from "../components/quantity-stepper.tsx";
import { requireUser, signInPath } from "../guards.ts";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { rich } from "../i18n/words.tsx";
import { AddressFields, type AddressValues } from "../shared/address-fields.tsx";
import { ApiError } from "../shared/api.ts";
import "../styles/checkout.css";
import "../styles/subscriptions.css";
import {
  authoriseWithRazorpay,
  confirmFirstCharge,
  type MandateFields,
  type StartedSubscription,
  sandboxAuthorise,
  startSubscription,
} from "../subscriptions/pay.ts";
import type { Route } from "./+types/subscribe";

export { personalPageHeaders as headers } from "../personal.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [{ title: `${t("Subscribe and save")} · Sattva` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // a guest on /hi/subscribe signs in on the Hindi sign-in page
  if (!context.user && languageOfPath(url.pathname) === "hi") throw redirect(pathIn("hi", signInPath));
  const user = requireUser(context);
  const { services } = context;
  const product = await services.catalogue.getProduct(url.searchParams.get("product") ?? "");
  // no variant named (a link to the product's subscription): its first variant offered on subscription
  const asked = url.searchParams.get("variant");
  const variant = product?.variants.find((one) => (asked ? one._id === asked : one.subscribe !== null));
  if (!product || !variant?.subscribe) throw data(null, { status: 404 });
  const cadence = Number(url.searchParams.get("every"));
  const every = variant.subscribe.everyMonths.includes(cadence) ? cadence : (variant.subscribe.everyMonths[0] ?? 1);
  const quantity = Math.min(Math.max(Math.trunc(Number(url.searchParams.get("quantity"))) || 1, 1), maxLineQuantity);
  const [addresses, site, terms, bag] = await Promise.all([
    services.profile.addresses(user.id),
    services.settings.site(),
    services.subscriptions.terms(),
    services.subscriptions.bagLines(user.id),
  ]);
  return {
    product: { id: product._id, name: product.name },
    variant: {
      id: variant._id,
      name: variant.variantname,
      image: variant.frontImage,
      price: fromRupees(variant.price),
      subscribePrice: fromRupees(variant.subscribe.price),
      discountPercent: variant.subscribe.discountPercent,
      everyMonths: variant.subscribe.everyMonths,
      stock: variant.stock,
    },
    every,
    quantity,
    addresses: addresses.map((address) => ({
      id: address._id,
      label: `${address.firstName} ${address.lastName}, ${address.addressLine1}, ${address.city} ${address.zipCode}`,
      isDefault: address.isDefault,
    })),
    /** A box may hold several lines: the bag's other subscribable lines may join it. */
    bag: bag.filter((line) => line.variantId !== variant._id),
    pricing: site.pricing,
    shopName: site.shopName,
    terms,
    payments: services.payments.info(),
  };
}

const emptyAddress: AddressValues = {
  addressLine1: "",
  addressLine2: "",
  city: "",
  state: "",
  country: "India",
  zipCode: "",
};

export default function Subscribe({ loaderData }: Route.ComponentProps) {
  const { product, variant, addresses, pricing, shopName, terms, payments, bag } = loaderData;
  const { t, to, money, language } = useI18n();
  /** Product names and addresses are data: English, marked so on a Hindi page. */
  const data = language === "en" ? undefined : "en";
  const cadence = (months: number) => t(cadenceLabel(months));
  const navigate = useNavigate();
  const [every, setEvery] = useState(loaderData.every);
  const [quantity, setQuantity] = useState(loaderData.quantity);
  const defaultAddress = addresses.find((address) => address.isDefault) ?? addresses[0];
  const [addressId, setAddressId] = useState<string>(defaultAddress?.id ?? "new");
  const [address, setAddress] = useState<AddressValues>(emptyAddress);
  const [errors, setErrors] = useState<Partial<Record<keyof AddressValues, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sandbox, setSandbox] = useState<StartedSubscription | null>(null);
  const idempotencyKey = useRef<string | null>(null);
  const everyId = useId();

  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  /** The bag's lines offered at this cadence and chosen for the box. */
  const extra = bag.filter((line) => line.everyMonths.includes(every) && added.has(line.variantId));

  const summary = summarize(
    [
      { unitPrice: variant.subscribePrice, unitMrp: variant.price, quantity },
      ...extra.map((line) => ({ unitPrice: line.subscribePrice, unitMrp: line.unitMrp, quantity: line.quantity })),
    ],
    null,
    pricing,
  );
  const overCap = summary.total > terms.maxCharge;

  /** The first charge confirmed: the subscription's page in My Account. */
  async function confirm(fields: MandateFields) {
    const confirmed = await confirmFirstCharge(fields);
    navigate(to(`/userdashboard?tab=subscriptions&subscription=${confirmed.subscription.id}&started=1`));
  }

  async function submit() {
    if (busy) return;
    setProblem(null);
    const body = {
      lines: [
        { product: product.id, variant: variant.id, quantity },
        ...extra.map((line) => ({ product: line.productId, variant: line.variantId, quantity: line.quantity })),
      ],
      everyMonths: every,
      shippingAddress: addressId === "new" ? address : { addressId },
      // the page's language: the subscription's mails and its orders' are in it (decision 0064)
      ...(language !== "en" ? { language } : {}),
    };
    idempotencyKey.current ??= crypto.randomUUID();
    setBusy(true);
    try {
      const started = await startSubscription(body, idempotencyKey.current);
      if (started.provider === "sandbox") {
        setSandbox(started);
        return;
      }
      const fields = await authoriseWithRazorpay(started, shopName);
      idempotencyKey.current = null;
      if (fields) await confirm(fields);
    } catch (error) {
      idempotencyKey.current = null;
      const fields = (error instanceof ApiError ? (error.details.fields as Record<string, string>) : null) ?? {};
      const next: Partial<Record<keyof AddressValues, string>> = {};
      for (const [field, message] of Object.entries(fields)) {
        const name = field.replace("shippingAddress.", "") as keyof AddressValues;
        if (name in emptyAddress) next[name] = message;
      }
      setErrors(next);
      setProblem(error instanceof Error ? error.message : checkoutMessages.placeFailed);
    } finally {
      setBusy(false);
    }
  }

  async function sandboxOutcome(outcome: "success" | "failure" | "closed") {
    const started = sandbox;
    setSandbox(null);
    idempotencyKey.current = null;
    if (!started || outcome === "closed") return;
    if (outcome === "failure") {
      setProblem(t("Your bank declined the mandate (sandbox). Nothing was charged."));
      return;
    }
    setBusy(true);
    try {
      await confirm(await sandboxAuthorise(started));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : checkoutMessages.placeFailed);
      setBusy(false);
    }
  }

  return (
    <div className="subscribe page-width">
      <h1 className="subscribe__title">{t("Subscribe and save")}</h1>
      <p className="subscribe__lead">
        {language === "en"
          ? `${product.name} delivered ${cadenceLabel(every)}, ${variant.discountPercent}% below its shelf price.`
          : rich(t("{product} delivered {cadence}, {percent}% below its shelf price."), {
              product: <span lang="en">{product.name}</span>,
              cadence: cadence(every),
              percent: String(variant.discountPercent),
            })}
      </p>
      <div className="subscribe__grid">
        <section className="subscribe__box" aria-labelledby="subscribe-box">
          <h2 id="subscribe-box" className="subscribe__heading">
            {t("Your box")}
          </h2>
          <div className="subscribe__line">
            <ProductImage src={variant.image} alt="" width={96} height={96} sizes="96px" className="subscribe__image" />
            <div>
              <p className="subscribe__name" lang={data}>
                {product.name}
              </p>
              <p className="subscribe__variant" lang={data}>
                {variant.name}
              </p>
              <p className="subscribe__price">
                {money(variant.subscribePrice)} <s>{money(variant.price)}</s>
              </p>
            </div>
          </div>
          <QuantityStepper value={quantity} max={maxLineQuantity} onChange={setQuantity} disabled={busy} />
          <label className="subscribe__every" htmlFor={everyId}>
            {t("Deliver")}
            <select
              id={everyId}
              value={every}
              disabled={busy}
              onChange={(event) => setEvery(Number(event.target.value))}
            >
              {variant.everyMonths.map((months) => (
                <option key={months} value={months}>
                  {cadence(months)}
                </option>
              ))}
            </select>
          </label>

          {bag.length > 0 && (
            <fieldset className="subscribe__addresses" disabled={busy}>
              <legend className="subscribe__heading">{t("Add from your bag")}</legend>
              {bag.map((line) => {
                const offered = line.everyMonths.includes(every);
                return (
                  <label key={line.variantId} className="subscribe__address" data-muted={!offered}>
                    <input
                      type="checkbox"
                      checked={offered && added.has(line.variantId)}
                      disabled={!offered}
                      onChange={(event) =>
                        setAdded((current) => {
                          const next = new Set(current);
                          if (event.target.checked) next.add(line.variantId);
                          else next.delete(line.variantId);
                          return next;
                        })
                      }
                    />
                    <span>
                      {line.quantity} ×{" "}
                      <span lang={data}>
                        {line.name}
                        {line.variantname ? ` (${line.variantname})` : ""}
                      </span>
                      : {money(line.subscribePrice * line.quantity)}
                      {offered ? "" : ` (${t("not offered {cadence}", { cadence: cadence(every) })})`}
                    </span>
                  </label>
                );
              })}
            </fieldset>
          )}

          <h2 className="subscribe__heading">{t("Deliver to")}</h2>
          <fieldset className="subscribe__addresses" disabled={busy}>
            <legend className="visually-hidden">{t("Choose where each delivery goes")}</legend>
            {addresses.map((saved) => (
              <label key={saved.id} className="subscribe__address">
                <input
                  type="radio"
                  name="address"
                  checked={addressId === saved.id}
                  onChange={() => setAddressId(saved.id)}
                />
                <span lang={data}>{saved.label}</span>
              </label>
            ))}
            <label className="subscribe__address">
              <input type="radio" name="address" checked={addressId === "new"} onChange={() => setAddressId("new")} />
              <span>{t("A new address")}</span>
            </label>
          </fieldset>
          {addressId === "new" && (
            <AddressFields
              values={address}
              errors={errors}
              onChange={(field, value) => {
                setAddress((current) => ({ ...current, [field]: value }));
                setErrors((current) => ({ ...current, [field]: undefined }));
              }}
              countries={deliveryCountries}
              codeLabel="Postal Code"
              idPrefix="subscribe"
              disabled={busy}
            />
          )}
        </section>

        <aside className="subscribe__summary" aria-labelledby="subscribe-summary">
          <h2 id="subscribe-summary" className="subscribe__heading">
            {t("Each delivery")}
          </h2>
          <dl className="subscribe__figures">
            <div>
              <dt>{t("Items")}</dt>
              <dd>{money(summary.itemsTotal)}</dd>
            </div>
            <div>
              <dt>{t("Shipping")}</dt>
              <dd>{summary.shipping === 0 ? t("Free") : money(summary.shipping)}</dd>
            </div>
            <div className="subscribe__total">
              <dt>
                {language === "en"
                  ? `Charged ${cadenceLabel(every)}`
                  : t("Charged {cadence}", { cadence: cadence(every) })}
              </dt>
              <dd>{money(summary.total)}</dd>
            </div>
          </dl>
          <p className="subscribe__terms">
            {language === "en"
              ? subscriptionTerms(terms.noticeHours)
              : t(
                  "Cancel, pause or skip any time from My Account, with no fee. We remind you {notice} before each charge, with the amount and date.",
                  {
                    notice:
                      terms.noticeHours >= 48
                        ? t("{days} days", { days: Math.round(terms.noticeHours / 24) })
                        : t("{hours} hours", { hours: terms.noticeHours }),
                  },
                )}
          </p>
          <p className="subscribe__terms">
            {t(
              "The first delivery is charged now and ships like any order. Each later charge is taken by UPI Autopay or your card's mandate; change the items or how often by cancelling and starting a new subscription.",
            )}
          </p>
          {overCap && (
            <p className="subscribe__problem" role="alert">
              {language === "en"
                ? `Each delivery would charge ${money(summary.total)}: a subscription charges at most ${money(terms.maxCharge)} per delivery. Choose fewer.`
                : t(
                    "Each delivery would charge {amount}: a subscription charges at most {limit} per delivery. Choose fewer.",
                    { amount: money(summary.total), limit: money(terms.maxCharge) },
                  )}
            </p>
          )}
          {problem && (
            <p className="subscribe__problem" role="alert">
              {t(problem)}
            </p>
          )}
          {payments ? (
            <Button fullWidth busy={busy} busyText={t("Starting...")} disabled={overCap} onClick={submit}>
              {t("Subscribe and pay {amount}", { amount: money(summary.total) })}
            </Button>
          ) : (
            <p className="subscribe__problem">
              {t("Subscriptions are paid online, which is not available right now.")}
            </p>
          )}
          <p className="subscribe__back">
            <Link to={to("/userdashboard?tab=subscriptions")}>{t("Your subscriptions")}</Link>
          </p>
        </aside>
      </div>
      {sandbox && (
        <Drawer
          open
          title={t("Authorise your subscription")}
          onClose={() => sandboxOutcome("closed")}
          className="sandbox-payment"
        >
          <div className="sandbox-payment__body">
            <p className="sandbox-payment__merchant">
              {shopName} · {t("Subscription S-{number}", { number: String(sandbox.number) })}
            </p>
            <p className="sandbox-payment__amount">{money(sandbox.amount)}</p>
            <p className="sandbox-payment__note">
              {t(
                "Test mode: this shop has no payment provider configured, so no money moves. This sets up the mandate and pays the first delivery.",
              )}
            </p>
            <div className="sandbox-payment__buttons">
              <Button fullWidth onClick={() => sandboxOutcome("success")}>
                {t("Authorise and pay {amount}", { amount: money(sandbox.amount) })}
              </Button>
              <Button fullWidth variant="secondary" onClick={() => sandboxOutcome("failure")}>
                {t("Decline the mandate")}
              </Button>
            </div>
          </div>
        </Drawer>
      )}
    </div>
  );
}
