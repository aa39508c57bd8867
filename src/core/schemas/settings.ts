// The shop's settings (the admin's Settings page, GET/PUT /api/admin/settings): one document of named
// sections. Every field has a default, so a fresh shop works and a section stored before a field was
// added still parses. Money here is in rupees, as the admin types it; code converts with fromRupees.
// A feature adds its own section in a file of its own and registers it below with one line.
import { z } from "zod";
import { toRupees } from "../money.ts";
import { defaultPricingSettings } from "../pricing.ts";
import { demoContacts } from "../shop-contacts.ts";
import { ndrSettingsSchema } from "./ndr.ts";
import { backInStockSettingsSchema } from "./settings-back-in-stock.ts";
import { claimsSettingsSchema } from "./settings-claims.ts";
import { codSettingsSchema, deliverySettingsSchema } from "./settings-delivery.ts";
import { giftCardSettingsSchema } from "./settings-gift-cards.ts";
import { gstSettingsSchema } from "./settings-gst.ts";
import { holdSettingsSchema } from "./settings-holds.ts";
import { parcelSettingsSchema } from "./settings-parcels.ts";
import { privacySettingsSchema } from "./settings-privacy.ts";
import { reminderSettingsSchema } from "./settings-reminders.ts";
import { returnSettingsSchema } from "./settings-returns.ts";
import { reviewSettingsSchema } from "./settings-reviews.ts";
import { rtoSettingsSchema } from "./settings-rto.ts";
import { securitySettingsSchema } from "./settings-security.ts";
import { sellerSettingsSchema } from "./settings-seller.ts";
import { subscriptionSettingsSchema } from "./settings-subscriptions.ts";

export const settingsMessages = {
  saved: "Settings saved.",
  saveFailed: "Failed to save settings",
  shopName: "Shop name is required",
  amount: "Enter an amount in rupees, 0 or more",
} as const;

const rupees = (fallback: number) =>
  z.coerce
    .number({ error: settingsMessages.amount })
    .min(0, settingsMessages.amount)
    .max(1_00_00_000, settingsMessages.amount)
    .transform((value) => Math.round(value * 100) / 100)
    .default(fallback);

/**
 * The shop's name and customer care's phone (the contact page, footer, policies, labels). Complaints
 * go to the grievance officer, whose phone and e-mail are the seller section's (settings-seller.ts).
 */
export const shopSettingsSchema = z.object({
  shopName: z.string().trim().min(1, settingsMessages.shopName).max(60).default("Sattva"),
  supportPhone: z.string().trim().max(20).default(demoContacts.supportPhone),
  location: z.string().trim().max(120).default("New Delhi, India"),
});

/** What the cart charges on top of the items (DESIGN.md decision 3), in rupees. */
export const shippingSettingsSchema = z.object({
  /** Shipping below the free-shipping threshold. */
  shippingFee: rupees(toRupees(defaultPricingSettings.shippingFee)),
  /** Items total from which shipping is free. */
  freeShippingFrom: rupees(toRupees(defaultPricingSettings.freeShippingFrom)),
  /** Gift wrap, per unit of a line that asks for it. */
  giftWrapPerUnit: rupees(toRupees(defaultPricingSettings.giftWrapPerUnit)),
});

/** Every section, by the name it is stored and sent under. */
export const settingsSections = {
  shop: shopSettingsSchema,
  shipping: shippingSettingsSchema,
  gst: gstSettingsSchema,
  delivery: deliverySettingsSchema,
  cod: codSettingsSchema,
  holds: holdSettingsSchema,
  parcels: parcelSettingsSchema,
  rto: rtoSettingsSchema,
  ndr: ndrSettingsSchema,
  security: securitySettingsSchema,
  seller: sellerSettingsSchema,
  privacy: privacySettingsSchema,
  reminders: reminderSettingsSchema,
  backInStock: backInStockSettingsSchema,
  returns: returnSettingsSchema,
  reviews: reviewSettingsSchema,
  claims: claimsSettingsSchema,
  subscriptions: subscriptionSettingsSchema,
  giftCards: giftCardSettingsSchema,
} as const;

export type SettingsSectionName = keyof typeof settingsSections;
export const settingsSectionNames = Object.keys(settingsSections) as SettingsSectionName[];

type Sections = typeof settingsSections;

function eachSection<Wrapped>(wrap: (section: z.ZodObject) => Wrapped) {
  return Object.fromEntries(settingsSectionNames.map((name) => [name, wrap(settingsSections[name])]));
}

/** The whole settings document, each missing section (or field) filled with its defaults. */
export const settingsSchema = z.object(
  eachSection((section) => section.prefault({})) as { [K in SettingsSectionName]: z.ZodPrefault<Sections[K]> },
);

/** An update: any subset of the sections; a section given is checked whole and replaces the stored one. */
export const settingsUpdateSchema = z
  .object(eachSection((section) => section.optional()) as { [K in SettingsSectionName]: z.ZodOptional<Sections[K]> })
  .refine((update) => Object.values(update).some((section) => section !== undefined), {
    message: "Send at least one section of the settings",
  });

export type Settings = z.output<typeof settingsSchema>;
export type SettingsUpdate = z.output<typeof settingsUpdateSchema>;
/** What a section's form sends (numbers may still be typed text). */
export type SettingsSectionInput<K extends SettingsSectionName> = z.input<Sections[K]>;
