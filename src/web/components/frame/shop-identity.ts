// Who the shop is, as the frame shows it (header, footer, chat button): from the settings, per request.
import type { Paise } from "../../../core/money.ts";

export interface ShopIdentity {
  shopName: string;
  contactEmail: string;
  contactPhone: string;
  whatsappNumber: string;
  freeShippingFrom: Paise;
  /** Who sells (Consumer Protection (E-Commerce) Rules 2020): the footer's seller line. */
  seller?: {
    legalName: string;
    registeredAddress: string;
    gstin: string;
    grievanceOfficer: { name: string; email: string };
  };
}
