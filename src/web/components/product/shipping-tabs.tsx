// Domestic Shipping, International Shipping and Return Policy, worded by core/shipping-policy.ts
// from the shop's pricing settings (the loader passes the tabs in).
import type { PolicyTab } from "../../../core/shipping-policy.ts";
import { English, useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../icon.tsx";
import { Tabs } from "./tabs.tsx";

export function ShippingTabs({ tabs }: { tabs: readonly PolicyTab[] }) {
  const { t } = useI18n();
  return (
    <section className="shipping section page-width" aria-labelledby="shipping-heading">
      <h2 id="shipping-heading" className="shipping__heading">
        {t("Shipping & returns")}
      </h2>
      <Tabs
        label={t("Shipping and returns")}
        className="shipping__tabs"
        items={tabs.map((tab) => ({
          id: tab.id,
          title: t(tab.title.message, tab.title.values),
          content: (
            <div className="policy">
              <p className="policy__intro">
                {t(tab.intro.message, tab.intro.values)}
                {tab.intro.names && (
                  <>
                    {" ("}
                    <English>{tab.intro.names}</English>).
                  </>
                )}
              </p>
              <ul className="policy__points plain-list">
                {tab.points.map((point) => (
                  <li key={point.message} className="policy__point">
                    <Icon name="check" size={18} className="policy__check" />
                    {t(point.message, point.values)}
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
