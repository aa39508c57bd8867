// The shopper's gift message or note as the thank-you page and the order's detail in My Account show
// it (line breaks kept); nothing when the order has none.
import { orderNoteWords } from "../../core/checkout.ts";
import { useI18n } from "../i18n/i18n.tsx";

export function OrderNoteBlock({ note }: { note: string | null | undefined }) {
  const { t } = useI18n();
  if (!note) return null;
  return (
    <div className="order-note-block">
      <h3 className="thank-you__label">{t(orderNoteWords.shown)}</h3>
      <p className="order-note-block__text">{note}</p>
    </div>
  );
}
