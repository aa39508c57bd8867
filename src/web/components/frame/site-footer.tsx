// The footer on --ink: the brand and how to reach the shop, three columns of links, the social
// networks and the copyright line.
import { Link } from "react-router";
import { English, useI18n } from "../../i18n/i18n.tsx";
import { LanguageSwitch } from "../../i18n/language-switch.tsx";
import { Icon } from "../icon.tsx";
import { footerColumns, socialLinks } from "./footer-links.ts";
import { CrystalMark } from "./logo.tsx";
import type { ShopIdentity } from "./shop-identity.ts";

export interface SiteFooterProps {
  shopName: string;
  contactEmail: string;
  contactPhone: string;
  seller?: ShopIdentity["seller"];
}

export function SiteFooter({ shopName, contactEmail, contactPhone, seller }: SiteFooterProps) {
  const year = new Date().getFullYear();
  const { t, to } = useI18n();
  return (
    <footer className="site-footer">
      <div className="page-width page-width--wide site-footer__inner">
        <div className="site-footer__brand">
          <Link to={to("/")} className="logo logo--on-ink" aria-label={t("{shopName}, home", { shopName })}>
            <CrystalMark />
            <span className="logo__name">{shopName}</span>
          </Link>
          <p className="site-footer__tagline">{t("Manifest, Cleanse, Heal — the {shopName} Way", { shopName })}</p>
          <p className="site-footer__about">
            {t(
              "Handpicked healing crystals, and jewellery, soaps and rituals made with care by women artisans in India.",
            )}
          </p>
          <ul className="plain-list site-footer__contact">
            <li>
              <a href={`mailto:${contactEmail}`}>
                <Icon name="mail" size={18} />
                {contactEmail}
              </a>
            </li>
            <li>
              <a href={`tel:${contactPhone.replace(/\s/g, "")}`}>
                <Icon name="phone" size={18} />
                {contactPhone}
              </a>
            </li>
          </ul>
        </div>

        {footerColumns.map((column) => (
          <nav key={column.title} className="site-footer__column" aria-label={t(column.title)}>
            <h2 className="site-footer__heading">{t(column.title)}</h2>
            <ul className="plain-list">
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.to ? (
                    <Link to={to(link.to)} className="site-footer__link">
                      {t(link.label)}
                    </Link>
                  ) : (
                    <span className="site-footer__soon">
                      {t(link.label)} <span className="site-footer__soon-mark">{t("Soon")}</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      <div className="page-width page-width--wide site-footer__bottom">
        <p className="site-footer__copyright">
          {t("© {year} {shopName}. All rights reserved.", { year: String(year), shopName })}
        </p>
        <p className="site-footer__note">{t("Prices in ₹, inclusive of all taxes")}</p>
        <LanguageSwitch className="site-footer__language" />
        {seller && (
          <p className="site-footer__seller">
            {t("Sold by")}{" "}
            <English>
              {seller.legalName}, {seller.registeredAddress}
            </English>{" "}
            · GSTIN <English>{seller.gstin}</English> · {t("Grievance officer:")}{" "}
            <English>{seller.grievanceOfficer.name}</English>,{" "}
            <a href={`mailto:${seller.grievanceOfficer.email}`}>{seller.grievanceOfficer.email}</a> ·{" "}
            <Link to="/seller-information">{t("Seller information")}</Link>
          </p>
        )}
        <ul className="plain-list site-footer__social" aria-label={t("Follow us")}>
          {socialLinks.map((social) => (
            <li key={social.network}>
              <a href={social.href} className="site-footer__social-link" target="_blank" rel="noopener noreferrer">
                <Icon
                  name={social.network}
                  size={20}
                  label={t("{shopName} on {network}", { shopName, network: social.label })}
                />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
