// You May Also Like (spec): products of the same category, then of the same parent, four cards a
// page, moving every 5 s; a dot pages it and rests it for 10 s; at most 5 dots.
import type { CardItem } from "../../../core/card-item.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Carousel } from "../carousel.tsx";
import { ProductCard } from "../product-card.tsx";
import { SectionHeading } from "../section-heading.tsx";

export const similarInterval = 5000;

export function SimilarProducts({ products }: { products: readonly CardItem[] }) {
  const { t } = useI18n();
  if (products.length === 0) return null;
  return (
    <section className="similar section page-width page-width--wide" aria-labelledby="similar-heading">
      <SectionHeading id="similar-heading" eyebrow={t("Chosen for you")} title={t("You May Also Like")} />
      <Carousel
        label={t("Similar products")}
        perView={{ base: 2, md: 3, lg: 4 }}
        autoAdvance={similarInterval}
        pauseAfterInteraction={10_000}
        maxDots={5}
        showArrows
      >
        {products.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            sizes="(min-width: 1368px) 300px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 46vw"
          />
        ))}
      </Carousel>
    </section>
  );
}
