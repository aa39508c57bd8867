// A parcel as the shopper sees it: courier, AWB, its status, the courier's own tracking link and
// the timeline of events (time, status, place, remark), newest first. Used by /track, My Account's
// order detail and the thank-you page.
import { momentIn } from "../account/dashboard/when.ts";
import { useI18n } from "../i18n/i18n.tsx";
import "./shipping.css";

export interface ShopperShipment {
  courierName: string;
  awb: string | null;
  trackingUrl: string | null;
  status: string;
  statusAt: string;
  events: { at: string; status: string | null; place: string | null; remark: string | null }[];
}

const statusWords: Record<string, string> = {
  booked: "Shipped",
  picked_up: "Picked up",
  in_transit: "In transit",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  undelivered: "Delivery attempted",
  rto_initiated: "Returning to us",
  rto_delivered: "Returned to us",
  cancelled: "Cancelled",
};

export const shipmentStatusWords = (status: string | null) =>
  status ? (statusWords[status] ?? status.replaceAll("_", " ")) : "Update";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  });

export function ShipmentCard({ shipment, headingLevel = 2 }: { shipment: ShopperShipment; headingLevel?: 2 | 3 }) {
  const { t, language } = useI18n();
  const data = language === "en" ? undefined : "en";
  // a courier's own status word (not in the list) is data: English, marked so on a Hindi page
  const statusLang = (status: string | null) => (status && !statusWords[status] ? data : undefined);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const events = [...shipment.events].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section className="shipment-card" aria-label={t("Your parcel")}>
      <div className="shipment-card__head">
        <Heading className="shipment-card__title">{t("Your parcel")}</Heading>
        <span
          className={`shipment-card__status shipment-card__status--${shipment.status}`}
          lang={statusLang(shipment.status)}
        >
          {t(shipmentStatusWords(shipment.status))}
        </span>
      </div>
      <dl className="shipment-card__facts">
        <div>
          <dt>{t("Courier")}</dt>
          <dd lang={data}>{shipment.courierName}</dd>
        </div>
        <div>
          <dt>AWB</dt>
          <dd className="shipment-card__awb" lang={shipment.awb ? data : undefined}>
            {shipment.awb ?? t("Pending")}
          </dd>
        </div>
      </dl>
      {shipment.trackingUrl && (
        <p className="shipment-card__link">
          <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
            {t("Track on the courier's site")}
          </a>
        </p>
      )}
      {events.length > 0 && (
        <ol className="shipment-card__timeline" aria-label={t("Tracking history")}>
          {events.map((event) => (
            <li key={`${event.at}-${event.status}-${event.remark}`} className="shipment-card__event">
              <p className="shipment-card__event-status" lang={statusLang(event.status)}>
                {t(shipmentStatusWords(event.status))}
              </p>
              <p className="shipment-card__event-meta">
                <time dateTime={event.at}>{language === "en" ? when(event.at) : momentIn(language, event.at)}</time>
                {event.place ? (
                  <>
                    {" · "}
                    <span lang={data}>{event.place}</span>
                  </>
                ) : (
                  ""
                )}
              </p>
              {event.remark && (
                <p className="shipment-card__event-remark" lang={data}>
                  {event.remark}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
