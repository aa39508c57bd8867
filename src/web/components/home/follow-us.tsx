// Follow Us (spec "Home page" 7): the shop's social links beside a grid of its own product
// pictures, each leading to its product.
import { Link } from "react-router";
import { imageOfRef } from "../../../core/media.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { socialLinks } from "../frame/footer-links.ts";
import { Icon } from "../icon.tsx";
import { ProductImage } from "../product-image.tsx";
import { followUs } from "./home-content.ts";
import type { FollowPicture } from "./home-imagery.ts";

export function FollowUs({ shopName, pictures }: { shopName: string; pictures: readonly FollowPicture[] }) {
  const { t, to } = useI18n();
  return (
    <section className="home-section follow-us" aria-labelledby="follow-us-title">
      <div className="page-width page-width--wide follow-us__inner">
        <div className="follow-us__intro">
          <p className="eyebrow">{followUs.handle}</p>
          <h2 id="follow-us-title" className="follow-us__title">
            {t("Follow Us")}
          </h2>
          <p className="follow-us__line">{t(followUs.line)}</p>
          <ul className="plain-list follow-us__links" aria-label={t("{shopName} on social media", { shopName })}>
            {socialLinks.map((social) => (
              <li key={social.network}>
                <a href={social.href} className="follow-us__link" target="_blank" rel="noopener noreferrer">
                  <Icon name={social.network} size={20} />
                  <span>{t(social.label)}</span>
                  <span className="visually-hidden"> {t("(opens in a new tab)")}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <ul className="plain-list follow-us__grid">
          {pictures.map((picture, index) => (
            <li key={picture.href} className={`follow-us__tile follow-us__tile--${index}`}>
              <Link to={to(picture.href)} className="follow-us__tile-link">
                <ProductImage
                  src={imageOfRef(picture.inUse)}
                  alt={t(picture.name)}
                  width={480}
                  height={600}
                  sizes={index === 0 ? "(min-width: 1024px) 420px, 60vw" : "(min-width: 1024px) 210px, 30vw"}
                  widths={[240, 360, 480, 720]}
                />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
