// The floating chat button, bottom right on every page: opens a WhatsApp chat with the shop.
import { Icon } from "../icon.tsx";

export interface ChatButtonProps {
  /** International number without "+" or spaces, e.g. 919876543210. */
  whatsappNumber: string;
  shopName: string;
}

export function ChatButton({ whatsappNumber, shopName }: ChatButtonProps) {
  return (
    <a
      className="chat-button"
      href={`https://wa.me/${whatsappNumber}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Chat with ${shopName} on WhatsApp (opens in a new tab)`}
    >
      <Icon name="whatsapp" size={28} />
    </a>
  );
}
