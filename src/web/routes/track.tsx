// /track?order=N: the shopper follows an order without signing in. The order number and the
// e-mail or phone it was placed with ask GET /api/track; the answer is the order's status, its own
// timeline in the shopper's words, and its parcel (courier, AWB, status, timeline). A wrong pair reads the same as an unknown order.
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { trackMessages } from "../../core/schemas/shipping.ts";
import { Button } from "../components/button.tsx";
import { ApiError, callApi } from "../shared/api.ts";
import { Field, FormError } from "../shared/field.tsx";
import { OrderTimeline, type ShopperTimelineEntry } from "../shipping/order-timeline.tsx";
import { ShipmentCard, type ShopperShipment } from "../shipping/shipment-card.tsx";
import "../shipping/shipping.css";
import { alternates } from "../hreflang.ts";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { pageOrigin } from "../seo.ts";
import type { Route } from "./+types/track";

/** The shop's origin, for the page's canonical and hreflang links (decision 0061). */
export function loader({ request, context }: Route.LoaderArgs) {
  return { origin: pageOrigin(request, context) };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [
    { title: `${t("Track your order")} · Sattva` },
    {
      name: "description",
      content: t("Follow your Sattva order: its courier, AWB and every step of its way to you."),
    },
    { tagName: "link", rel: "canonical", href: `${loaderData?.origin ?? ""}${location.pathname}` },
    ...alternates(loaderData?.origin, location.pathname),
  ];
}

interface TrackAnswer {
  order: { number: number; orderStatus: string; orderStatusName: string; placedAt: string };
  shipment: ShopperShipment | null;
  timeline: ShopperTimelineEntry[];
}

type Errors = { order?: string; contact?: string; form?: string };

export default function Track() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<TrackAnswer | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const order = String(data.get("order") ?? "").trim();
    const contact = String(data.get("contact") ?? "").trim();
    const next: Errors = {};
    if (!/^#?\d{1,10}$/.test(order)) next.order = trackMessages.order;
    if (!contact) next.contact = trackMessages.contact;
    setErrors(next);
    if (next.order || next.contact) return;
    const query = new URLSearchParams({ order, [contact.includes("@") ? "email" : "phone"]: contact });
    setBusy(true);
    setFound(null);
    try {
      setFound(await callApi<TrackAnswer>("GET", `/api/track?${query}`));
    } catch (error) {
      setErrors({ form: error instanceof ApiError ? error.message : trackMessages.notFound });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page-width">
      <div className="track-page">
        <header>
          <p className="eyebrow">{t("Order tracking")}</p>
          <h1 className="track-page__title">{t("Track your order")}</h1>
          <p className="track-page__lead">
            {t("Enter your order number and the e-mail or phone number you ordered with.")}
          </p>
        </header>
        <form className="track-form" noValidate onSubmit={submit} aria-label={t("Find your order")}>
          <Field
            label={t("Order number")}
            name="order"
            inputMode="numeric"
            autoComplete="off"
            required
            defaultValue={params.get("order") ?? ""}
            error={errors.order}
          />
          <Field label={t("E-mail or phone")} name="contact" autoComplete="email" required error={errors.contact} />
          <FormError message={errors.form} />
          <Button type="submit" busy={busy} busyText={t("Looking...")} fullWidth>
            {t("Track order")}
          </Button>
        </form>
        {found && (
          <div className="track-result" aria-live="polite">
            <p className="track-order">
              Order <strong>#{found.order.number}</strong>: {found.order.orderStatusName}
            </p>
            {found.shipment ? (
              <ShipmentCard shipment={found.shipment} />
            ) : (
              <p className="track-order">{t("Your order has not shipped yet. We will e-mail you when it does.")}</p>
            )}
            <OrderTimeline entries={found.timeline} />
          </div>
        )}
      </div>
    </div>
  );
}
