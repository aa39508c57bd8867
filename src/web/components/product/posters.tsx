// The product's posters (spec): benefits, why choose, ways to cleanse (only when the material is
// Crystals), who wears it, where and how to wear it. A row of three on desktop, one at a time on
// phones; each opens at full size, where its small print is easy to read. Below the fold: lazy.
import { mediaKeyOf, mediaUrl } from "../../../core/media.ts";
import type { LocalProduct } from "../../../core/product-language.ts";
import type { ProductDetail } from "../../../core/schemas/catalogue.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Carousel } from "../carousel.tsx";
import { ProductImage } from "../product-image.tsx";
import { SectionHeading } from "../section-heading.tsx";

export interface Poster {
  key: string;
  src: string;
  alt: string;
}

export function posterList(product: ProductDetail): Poster[] {
  const crystals = product.material === "Crystals";
  const posters = [
    // alt: a message ({name}: the product's name), in the page's language where it is shown
    { key: "benefits", src: product.benefits, alt: "Benefits of {name}" },
    { key: "why", src: product.whyChoose, alt: "Why choose Sattva" },
    { key: "cleanse", src: crystals ? product.waysToClean : null, alt: "Ways to cleanse your crystals" },
    { key: "who", src: product.whoWear, alt: "Who {name} is for" },
    { key: "how", src: product.whereHowWear, alt: "Where and how to wear or use {name}" },
  ];
  return posters.filter((poster): poster is Poster => Boolean(poster.src));
}

function fullSize(src: string): string {
  const key = mediaKeyOf(src);
  return key ? mediaUrl(key, "full") : src;
}

export function Posters({ product }: { product: LocalProduct }) {
  const { t } = useI18n();
  const posters = posterList(product);
  if (posters.length === 0) return null;
  return (
    <section className="posters section page-width page-width--wide" aria-labelledby="posters-heading">
      <SectionHeading
        id="posters-heading"
        eyebrow={t("Good to know")}
        // the category as the page names it: its Hindi name where the owner wrote one (decision 0063)
        title={t("Living with your {name}", {
          name: product.inHindi?.category ? product.categoryPath.category.name : t(product.category),
        })}
      />
      <Carousel label={t("Good to know")} perView={{ base: 1, md: 2, lg: 3 }} showDots>
        {posters.map((poster) => (
          <a key={poster.key} className="posters__link" href={fullSize(poster.src)} target="_blank" rel="noopener">
            <ProductImage
              className="posters__image"
              src={poster.src}
              alt={t("{name} (opens full size in a new tab)", { name: t(poster.alt, { name: product.name }) })}
              sizes="(min-width: 1368px) 424px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 88vw"
              widths={[360, 480, 720, 960]}
            />
          </a>
        ))}
      </Carousel>
    </section>
  );
}
