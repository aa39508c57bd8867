// The shop's tables (Drizzle), one file per feature under schema/. Money is integer paise, GST rates
// are basis points (3% = 300). Every index names the page or job whose query it serves.
export * from "./schema/accounts.ts";
export * from "./schema/audit.ts";
export * from "./schema/back-in-stock.ts";
export * from "./schema/cart.ts";
export * from "./schema/catalogue.ts";
export * from "./schema/catalogue-import.ts";
export * from "./schema/cod.ts";
export * from "./schema/consent.ts";
export * from "./schema/documents.ts";
export * from "./schema/gift-cards.ts";
export * from "./schema/kits.ts";
export * from "./schema/messages.ts";
export * from "./schema/messaging.ts";
export * from "./schema/money.ts";
export * from "./schema/orders.ts";
export * from "./schema/returns.ts";
export * from "./schema/review-requests.ts";
export * from "./schema/shipping.ts";
export * from "./schema/shopify-mapping.ts";
export * from "./schema/subscriptions.ts";
export * from "./schema/system.ts";
