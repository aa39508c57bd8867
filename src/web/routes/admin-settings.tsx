// /admin-settings: the shop's settings, one card per section, each saved on its own. A feature
// with settings of its own adds its section component to `sections` below.
import type { ReactNode } from "react";
import type { Settings } from "../../core/schemas/settings.ts";
import { BackInStockSection } from "../admin/settings/back-in-stock-section.tsx";
import { ClaimsSection } from "../admin/settings/claims-section.tsx";
import { CodSection, DeliverySection } from "../admin/settings/delivery-section.tsx";
import { GiftCardsSection } from "../admin/settings/gift-cards-section.tsx";
import { GstSection } from "../admin/settings/gst-section.tsx";
import { HoldsSection } from "../admin/settings/holds-section.tsx";
import { NdrSection } from "../admin/settings/ndr-section.tsx";
import { ParcelSection } from "../admin/settings/parcel-section.tsx";
import { PrivacySection } from "../admin/settings/privacy-section.tsx";
import { RemindersSection } from "../admin/settings/reminders-section.tsx";
import { ReturnsSection } from "../admin/settings/returns-section.tsx";
import { ReviewsSection } from "../admin/settings/reviews-section.tsx";
import { RtoSection } from "../admin/settings/rto-section.tsx";
import { SecuritySection } from "../admin/settings/security-section.tsx";
import { SellerSection } from "../admin/settings/seller-section.tsx";
import { ShippingSection } from "../admin/settings/shipping-section.tsx";
import { ShopSection } from "../admin/settings/shop-section.tsx";
import { SubscriptionsSection } from "../admin/settings/subscriptions-section.tsx";
import { requireAdmin } from "../guards.ts";
import type { Route } from "./+types/admin-settings";
import "../account/account.css";
import "../styles/checkout.css";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Settings · Admin · Sattva" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { settings: await context.services.settings.read() };
}

const sections: ((settings: Settings) => ReactNode)[] = [
  (settings) => <ShopSection key="shop" value={settings.shop} />,
  (settings) => <ShippingSection key="shipping" value={settings.shipping} />,
  (settings) => <GstSection key="gst" value={settings.gst} />,
  (settings) => <DeliverySection key="delivery" value={settings.delivery} />,
  (settings) => <CodSection key="cod" value={settings.cod} />,
  (settings) => <HoldsSection key="holds" value={settings.holds} />,
  (settings) => <RtoSection key="rto" value={settings.rto} />,
  (settings) => <ReturnsSection key="returns" value={settings.returns} />,
  (settings) => <SubscriptionsSection key="subscriptions" value={settings.subscriptions} />,
  (settings) => <GiftCardsSection key="giftCards" value={settings.giftCards} />,
  (settings) => <ParcelSection key="parcels" value={settings.parcels} />,
  (settings) => <NdrSection key="ndr" value={settings.ndr} />,
  (settings) => <SecuritySection key="security" value={settings.security} />,
  (settings) => <PrivacySection key="privacy" value={settings.privacy} />,
  (settings) => <RemindersSection key="reminders" value={settings.reminders} />,
  (settings) => <SellerSection key="seller" value={settings.seller} />,
  (settings) => <BackInStockSection key="backInStock" value={settings.backInStock} />,
  (settings) => <ReviewsSection key="reviews" value={settings.reviews} />,
  (settings) => <ClaimsSection key="claims" value={settings.claims} />,
];

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-page">
      <header className="admin-page__head">
        <h1 className="admin-page__title">Settings</h1>
      </header>
      <div className="dashboard-stack">{sections.map((section) => section(loaderData.settings))}</div>
    </div>
  );
}
