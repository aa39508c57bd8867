// The footer on --ink: the brand and how to reach the shop, three columns of links, the social
// networks and the copyright line.
import { Link } from "react-router";
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
  return (
    <footer className="site-footer">
      <div className="page-width page-width--wide site-footer__inner">
        <div className="site-footer__brand">
          <Link to="/" className="logo logo--on-ink" aria-label={`${shopName}, home`}>
            <CrystalMark />
            <span className="logo__name">{shopName}</span>
          </Link>
          <p className="site-footer__tagline">Manifest, Cleanse, Heal — the {shopName} Way</p>
          <p className="site-footer__about">
            Handpicked healing crystals, and jewellery, soaps and rituals made with care by women artisans in India.
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
          <nav key={column.title} className="site-footer__column" aria-label={column.title}>
            <h2 className="site-footer__heading">{column.title}</h2>
            <ul className="plain-list">
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.to ? (
                    <Link to={link.to} className="site-footer__link">
                      {link.label}
                    </Link>
                  ) : (
                    <span className="site-footer__soon">
                      {link.label} <span className="site-footer__soon-mark">Soon</span>
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
          © {year} {shopName}. All rights reserved.
        </p>
        <p className="site-footer__note">Prices in ₹, inclusive of all taxes</p>
        {seller && (
          <p className="site-footer__seller">
            Sold by {seller.legalName}, {seller.registeredAddress} · GSTIN {seller.gstin} · Grievance officer:{" "}
            {seller.grievanceOfficer.name},{" "}
            <a href={`mailto:${seller.grievanceOfficer.email}`}>{seller.grievanceOfficer.email}</a> ·{" "}
            <Link to="/seller-information">Seller information</Link>
          </p>
        )}
        <ul className="plain-list site-footer__social" aria-label="Follow us">
          {socialLinks.map((social) => (
            <li key={social.network}>
              <a href={social.href} className="site-footer__social-link" target="_blank" rel="noopener noreferrer">
                <Icon name={social.network} size={20} label={`${shopName} on ${social.label}`} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
