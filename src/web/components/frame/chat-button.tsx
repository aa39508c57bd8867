// The floating chat button, bottom right on the shop's pages (frame-rules.ts says which): opens a
// WhatsApp chat with the shop.
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

export function ChatButton({ whatsappNumber, shopName }: ChatButtonProps) {
  return (
    <a
      className="chat-button"
      href={whatsappChatUrl(whatsappNumber)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Chat with ${shopName} on WhatsApp (opens in a new tab)`}
    >
      <Icon name="whatsapp" size={28} />
    </a>
  );
}
