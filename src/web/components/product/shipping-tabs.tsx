// Domestic Shipping, International Shipping and Return Policy, worded by core/shipping-policy.ts
// from the shop's pricing settings (the loader passes the tabs in).
import type { PolicyTab } from "../../../core/shipping-policy.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../icon.tsx";
import { Tabs } from "./tabs.tsx";

export function ShippingTabs({ tabs }: { tabs: readonly PolicyTab[] }) {
  const { t } = useI18n();
  return (
    <section className="shipping section page-width" aria-labelledby="shipping-heading">
      <h2 id="shipping-heading" className="shipping__heading">
        Shipping &amp; returns
      </h2>
      <Tabs
        label={t("Shipping and returns")}
        className="shipping__tabs"
        items={tabs.map((tab) => ({
          id: tab.id,
          title: tab.title,
          content: (
            <div className="policy">
              <p className="policy__intro">{tab.intro}</p>
              <ul className="policy__points plain-list">
                {tab.points.map((point) => (
                  <li key={point} className="policy__point">
                    <Icon name="check" size={18} className="policy__check" />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
          ),
        }))}
      />
    </section>
  );
}
