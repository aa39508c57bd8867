// The checkout's form as a shopper fills it, by its labels in the page's language (the English
// checkout or its /hi twin): the address in Pune, then the contact. For the journeys that check out
// in either language (hindi-checkout.test.ts, late-payment.test.ts).
import type { Page } from "playwright-core";
import type { Language } from "../src/core/i18n.ts";

const labels = {
  en: {
    address: "Address",
    city: "City",
    state: "State",
    zipCode: "Postal Code",
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    phone: "Phone",
  },
  hi: {
    address: "पता",
    city: "शहर",
    state: "राज्य",
    zipCode: "पिन कोड",
    firstName: "पहला नाम",
    lastName: "उपनाम",
    email: "ईमेल",
    phone: "फ़ोन",
  },
} as const;

export interface Shopper {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** A field of the checkout by its label in the language. */
export const checkoutField = (page: Page, language: Language, field: keyof (typeof labels)["en"]) =>
  page.getByLabel(labels[language][field], { exact: true });

/** Fills the address (14 Banyan Street, Pune, Maharashtra 411001) and the shopper's contact. */
export async function fillCheckoutForm(page: Page, language: Language, shopper: Shopper): Promise<void> {
  const field = (name: keyof (typeof labels)["en"]) => checkoutField(page, language, name);
  await field("address").fill("14 Banyan Street");
  await field("city").fill("Pune");
  await field("state").selectOption("Maharashtra");
  await field("zipCode").fill("411001");
  await field("firstName").fill(shopper.firstName);
  await field("lastName").fill(shopper.lastName);
  await field("email").fill(shopper.email);
  await field("phone").fill(shopper.phone);
}
