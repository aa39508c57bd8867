// The footer's entries (spec section 2, "Page frame"), in one place. Entries the old shop left
// without a page point at the nearest real one (DESIGN.md decision 10), or say "Soon" until their
// page exists: change `to` here when it does.
import { shopHref } from "../shop-links.ts";

export interface FooterLink {
  label: string;
  /** Where it goes; absent: shown as text with a "Soon" mark. */
  to?: string;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

export const footerColumns: FooterColumn[] = [
  {
    title: "Shop",
    links: [
      { label: "All Products", to: "/shop" },
      { label: "Body Soap or Skin Care", to: "/skincare" },
      { label: "Divine Crystals", to: "/divinecrystals" },
      { label: "Sacred Rituals", to: "/sacredrituals" },
      { label: "Aura Jewels", to: "/aurajewels" },
      { label: "Gifting", to: shopHref({ intents: ["Gifting"] }) },
      { label: "Gift Cards", to: "/gift-cards" },
      { label: "Current Offers", to: "/shop" },
      { label: "Travel Minis" },
    ],
  },
  {
    title: "About",
    links: [
      { label: "Our Philosophy", to: "/aboutus" },
      { label: "Be A Member", to: "/login" },
      { label: "Career", to: "/contactus" },
      { label: "Blog" },
    ],
  },
  {
    title: "Help",
    links: [
      { label: "My Account", to: "/userdashboard" },
      { label: "Track Order", to: "/track" },
      { label: "Contact Us", to: "/contactus" },
      { label: "FAQ", to: "/faq" },
      { label: "Policies", to: "/policies" },
      { label: "Terms", to: "/termsandconditions" },
      { label: "Seller information", to: "/seller-information" },
    ],
  },
];

export const socialLinks = [
  { network: "facebook", label: "Facebook", href: "https://www.facebook.com/" },
  { network: "instagram", label: "Instagram", href: "https://www.instagram.com/" },
  { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/" },
  { network: "youtube", label: "YouTube", href: "https://www.youtube.com/" },
] as const;
