// The order's own timeline as its shopper reads it (/track; its entries carry no status, so a moment
// passed never reads as the order's state): what happened, in their words, newest
// first, with a refund's where and when under its line. Drawn like the parcel's card beside it.
import type { Said } from "../../core/i18n.ts";
import { momentIn, saidIn } from "../account/dashboard/when.ts";
import { useI18n } from "../i18n/i18n.tsx";
import "./shipping.css";

export interface ShopperTimelineEntry {
  at: string;
  title: string;
  note: string | null;
  /** A refund's line, as message and values: said in the page's language (decision 0064). */
  said?: { title: Said; note: Said | null };
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  });

export function OrderTimeline({ entries }: { entries: readonly ShopperTimelineEntry[] }) {
  const i18n = useI18n();
  const { t, language } = i18n;
  if (entries.length === 0) return null;
  const newestFirst = [...entries].reverse();
  return (
    <section className="shipment-card" aria-label={t("Your order")}>
      <div className="shipment-card__head">
        <h2 className="shipment-card__title">{t("Your order")}</h2>
      </div>
      <ol className="shipment-card__timeline" aria-label={t("Order history")}>
        {newestFirst.map((entry) => (
          <li key={`${entry.at}-${entry.title}`} className="shipment-card__event">
            <p className="shipment-card__event-status" lang={saidIn(i18n, entry.title, entry.said?.title).lang}>
              {saidIn(i18n, entry.title, entry.said?.title).text}
            </p>
            <p className="shipment-card__event-meta">
              <time dateTime={entry.at}>{language === "en" ? when(entry.at) : momentIn(language, entry.at)}</time>
            </p>
            {entry.note && (
              <p className="shipment-card__event-remark" lang={saidIn(i18n, entry.note, entry.said?.note).lang}>
                {saidIn(i18n, entry.note, entry.said?.note).text}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
