// Checkout's chat link, in the page's head: the floating chat button stays off the page where the
// shopper pays (it sat on the consent boxes and the place-order buttons on phones), so help is a
// line the shopper reads, not a button over the form.
import { whatsappChatUrl } from "../components/frame/chat-button.tsx";
import { Icon } from "../components/icon.tsx";
import { useI18n } from "../i18n/i18n.tsx";

export function CheckoutHelp({ whatsappNumber }: { whatsappNumber: string }) {
  const { t } = useI18n();
  return (
    <p className="checkout__help">
      <Icon name="whatsapp" size={20} />
      <span>
        {t("Questions before you pay?")}{" "}
        <a href={whatsappChatUrl(whatsappNumber)} target="_blank" rel="noopener noreferrer">
          {t("Chat with us on WhatsApp")}
          <span className="visually-hidden"> {t("(opens in a new tab)")}</span>
        </a>
      </span>
    </p>
  );
}
