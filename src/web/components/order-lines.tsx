// An order's items as the thank-you page and the order detail list them: picture, name, variant ×
// quantity, gift wrap, and the line's amount with the GST inside it.
import { lineGst } from "../../core/gst.ts";
import { fromRupees } from "../../core/money.ts";
import { English, useI18n } from "../i18n/i18n.tsx";
import { LineTotal } from "./line-total.tsx";
import { ProductImage } from "./product-image.tsx";

export interface OrderLine {
  variant: string;
  image: string | null;
  name: string;
  variantname: string;
  quantity: number;
  giftWrap?: boolean;
  /** One unit's price in rupees, GST included. */
  price: number;
  /** The GST rate in percent. */
  tax: number;
}

/** What the order paid besides its items, in rupees (the order answer's fields): each line's GST includes its share. */
export interface OrderChargesInRupees {
  discount: number;
  shipping: number;
  giftWrap: number;
  codFee: number;
}

export function OrderLines({
  items,
  charges,
  label,
  countBadge = false,
}: {
  items: readonly OrderLine[];
  charges: OrderChargesInRupees;
  label: string;
  /** The quantity on the picture too (the thank-you page's receipt look). */
  countBadge?: boolean;
}) {
  const { t } = useI18n();
  const gst = lineGst(
    items.map((item) => ({
      unitPrice: fromRupees(item.price),
      quantity: item.quantity,
      gstRate: Math.round(item.tax * 100),
    })),
    {
      discount: fromRupees(charges.discount),
      shipping: fromRupees(charges.shipping),
      giftWrap: fromRupees(charges.giftWrap),
      codFee: fromRupees(charges.codFee),
    },
  );
  return (
    <ul className="checkout-lines plain-list" aria-label={t(label)}>
      {items.map((item, index) => (
        <li key={item.variant} className="checkout-line">
          <div className="checkout-line__media">
            <ProductImage className="checkout-line__image" src={item.image} alt="" sizes="64px" />
            {countBadge && (
              <span className="checkout-line__count" aria-hidden="true">
                {item.quantity}
              </span>
            )}
          </div>
          <div className="checkout-line__body">
            <p className="checkout-line__name">
              <English>{item.name}</English>
            </p>
            <p className="checkout-line__variant">
              <English>{item.variantname}</English> × {item.quantity}
              {item.giftWrap ? ` · ${t("Gift wrapped")}` : ""}
            </p>
          </div>
          <LineTotal amount={fromRupees(item.price) * item.quantity} gst={gst[index]?.tax ?? 0} />
        </li>
      ))}
    </ul>
  );
}
