// Follow Us (spec "Home page" 7): the shop's social links beside a grid of its own product
// pictures, each leading to its product.
import { Link } from "react-router";
import { imageOfRef } from "../../../core/media.ts";
import { socialLinks } from "../frame/footer-links.ts";
import { Icon } from "../icon.tsx";
import { ProductImage } from "../product-image.tsx";
import { followUs } from "./home-content.ts";
import type { FollowPicture } from "./home-imagery.ts";

export function FollowUs({ shopName, pictures }: { shopName: string; pictures: readonly FollowPicture[] }) {
  return (
    <section className="home-section follow-us" aria-labelledby="follow-us-title">
      <div className="page-width page-width--wide follow-us__inner">
        <div className="follow-us__intro">
          <p className="eyebrow">{followUs.handle}</p>
          <h2 id="follow-us-title" className="follow-us__title">
            Follow Us
          </h2>
          <p className="follow-us__line">{followUs.line}</p>
          <ul className="plain-list follow-us__links" aria-label={`${shopName} on social media`}>
            {socialLinks.map((social) => (
              <li key={social.network}>
                <a href={social.href} className="follow-us__link" target="_blank" rel="noopener noreferrer">
                  <Icon name={social.network} size={20} />
                  <span>{social.label}</span>
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <ul className="plain-list follow-us__grid">
          {pictures.map((picture, index) => (
            <li key={picture.href} className={`follow-us__tile follow-us__tile--${index}`}>
              <Link to={picture.href} className="follow-us__tile-link">
                <ProductImage
                  src={imageOfRef(picture.inUse)}
                  alt={picture.name}
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
