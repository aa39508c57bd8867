// The floating chat button, bottom right on the shop's pages (frame-rules.ts says which): opens a
// WhatsApp chat with the shop. On a phone it steps out of the way while the shopper scrolls down
// the page (reading cards, prices, Add to Cart: issue 38 point 10) and comes back as soon as they
// scroll up or reach the end, the way a floating action gives way to content.
import { useEffect, useState } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../icon.tsx";

export interface ChatButtonProps {
  /** International number without "+" or spaces, e.g. 919876543210. */
  whatsappNumber: string;
  shopName: string;
}

/** The chat with the shop in WhatsApp (the floating button and checkout's own link open it). */
export function whatsappChatUrl(whatsappNumber: string): string {
  return `https://wa.me/${whatsappNumber}`;
}

/** Pixels of scrolling that count as a direction (smaller moves are a thumb resting). */
const scrollStep = 12;
/** Above this, near the page's top, the button always shows. */
const topZone = 160;

/** True while a phone's shopper is scrolling down through the page's content. */
function useStepsAside(): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    const phone = window.matchMedia("(max-width: 767px)");
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - 8;
      if (!phone.matches || y < topZone || atEnd) setAside(false);
      else if (y - last > scrollStep) setAside(true);
      else if (last - y > scrollStep) setAside(false);
      else return;
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return aside;
}

export function ChatButton({ whatsappNumber, shopName }: ChatButtonProps) {
  const aside = useStepsAside();
  const { t } = useI18n();
  return (
    <a
      className="chat-button"
      data-aside={aside || undefined}
      href={whatsappChatUrl(whatsappNumber)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("Chat with {shopName} on WhatsApp (opens in a new tab)", { shopName })}
      tabIndex={aside ? -1 : undefined}
    >
      <Icon name="whatsapp" size={28} />
    </a>
  );
}
