// The long text under the listing (spec, "Shop"): what the ranges are and why to buy here, folded
// behind Read More / Read Less. Phones start from a short version. The whole text is in the HTML
// either way, for readers and search engines.
import { useId, useState } from "react";
import { formatRupees, type Paise } from "../../../core/money.ts";
import { useI18n } from "../../i18n/i18n.tsx";

export interface ShopStoryProps {
  /** Items total from which shipping is free (a shop setting). */
  freeShippingFrom: Paise;
}

export function ShopStory({ freeShippingFrom }: ShopStoryProps) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const headingId = useId();
  const freeFrom = formatRupees(freeShippingFrom);
  return (
    <section className={expanded ? "shop-story is-expanded" : "shop-story"} aria-labelledby={headingId}>
      <p className="eyebrow">{t("The Sattva way")}</p>
      <h2 id={headingId} className="shop-story__title">
        {t("Healing crystals and rituals, made by hand with intention")}
      </h2>
      <p className="shop-story__short">
        {t(
          "Handpicked healing crystals, crystal jewellery, ritual essentials and handmade soaps, made by women artisans in India. Prices include all taxes, and shipping is free on orders over {price}.",
          { price: freeFrom },
        )}
      </p>
      <div id={bodyId} className="shop-story__body">
        <p>
          {t(
            "Sattva brings together healing crystals, crystal jewellery, ritual essentials and handmade body care, chosen and made by women artisans across India. Every piece is picked by hand and packed with care, so what reaches you feels as calm as the place it came from. Whether you are beginning a practice or adding to a collection you have loved for years, you will find something here to manifest, cleanse and heal.",
          )}
        </p>
        <div className="shop-story__ranges">
          <div>
            <h3>{t("Aura Jewels")}</h3>
            <p>
              {t(
                "Bracelets, pendants and rings strung by hand with natural stones: amethyst for a quiet mind, rose quartz for love, citrine and pyrite for abundance, and seven-chakra bracelets for balance. Light enough for every day, meaningful enough to give.",
              )}
            </p>
          </div>
          <div>
            <h3>{t("Divine Crystals")}</h3>
            <p>
              {t(
                "Tumbles and tumble kits, crystal trees and hearts, malas, face rollers, gua sha, pendulums and Zibu coins: crystals to hold in your hand, keep on your desk or altar, and bring into your daily self-care.",
              )}
            </p>
          </div>
          <div>
            <h3>{t("Sacred Rituals")}</h3>
            <p>
              {t(
                "Candles poured by hand, white sage and palo santo for cleansing your space, lamps for evening prayers, and charging crystals such as selenite to keep your stones bright.",
              )}
            </p>
          </div>
          <div>
            <h3>{t("Body Soap and care")}</h3>
            <p>
              {t(
                "Clay, scrub, therapeutic and fruit soaps made in small batches without preservatives, with body oils and butters for dry and sensitive skin.",
              )}
            </p>
          </div>
        </div>
        <h3>{t("Why shop with Sattva")}</h3>
        <ul className="shop-story__reasons">
          <li className="shop-story__reason">
            {t("Natural crystals, picked one by one; every listing names the stone inside.")}
          </li>
          <li className="shop-story__reason">{t("Made in small batches by women artisans in India.")}</li>
          <li className="shop-story__reason">
            {t("Prices include all taxes, and shipping is free on orders over {price}.", { price: freeFrom })}
          </li>
          <li className="shop-story__reason">{t("Gift wrapping for any item, chosen in your bag.")}</li>
          <li className="shop-story__reason">
            {t("Pay securely by UPI, card or wallet, and talk to a real person on WhatsApp.")}
          </li>
        </ul>
      </div>
      <button
        type="button"
        className="shop-story__toggle"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? t("Read Less") : t("Read More")}
      </button>
    </section>
  );
}
