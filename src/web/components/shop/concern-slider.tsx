// Shop by Concern on a category landing (spec: the concern slider moves by 3 items every 5 s and
// wraps). Each tile is the concern's drawing on a soft gradient, linking to /shop filtered to this
// parent and that concern.
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { Term } from "../../i18n/term.tsx";
import { Carousel } from "../carousel.tsx";
import { ConcernArt } from "./concern-art.tsx";

export interface ConcernTile {
  name: string;
  href: string;
  count: number;
}

const tones = ["amethyst", "sand", "rose", "sage"] as const;

export function ConcernSlider({ concerns, label }: { concerns: readonly ConcernTile[]; label: string }) {
  const { t, to } = useI18n();
  return (
    <Carousel
      label={label}
      perView={{ base: 2, md: 4, lg: 6 }}
      step={3}
      autoAdvance={5000}
      showDots
      className="concern-slider"
    >
      {concerns.map((concern, index) => (
        <Link
          key={concern.name}
          to={to(concern.href)}
          className={`concern-tile concern-tile--${tones[index % tones.length]}`}
        >
          <span className="concern-tile__art">
            <ConcernArt concern={concern.name} />
          </span>
          <span className="concern-tile__name">
            <Term name={concern.name} />
          </span>
          <span className="concern-tile__count">
            {t("{n, plural, one {# product} other {# products}}", { n: concern.count })}
          </span>
        </Link>
      ))}
    </Carousel>
  );
}
