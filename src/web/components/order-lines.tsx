// An order's items as the thank-you page and the order detail list them: picture, name, variant ×
// quantity, gift wrap, and the line's amount with the GST inside it.
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

export function OrderLines({
  items,
  label,
  countBadge = false,
}: {
  items: readonly OrderLine[];
  label: string;
  /** The quantity on the picture too (the thank-you page's receipt look). */
  countBadge?: boolean;
}) {
  return (
    <ul className="checkout-lines plain-list" aria-label={label}>
      {items.map((item) => (
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
            <p className="checkout-line__name">{item.name}</p>
            <p className="checkout-line__variant">
              {item.variantname} × {item.quantity}
              {item.giftWrap ? " · Gift wrapped" : ""}
            </p>
          </div>
          <LineTotal price={item.price} quantity={item.quantity} tax={item.tax} />
        </li>
      ))}
    </ul>
  );
}
