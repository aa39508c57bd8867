// The header of the marketing pages (spec "Page header"): the title over a soft brand backdrop
// with the category still lifes as its imagery, one composition for desktop and a quieter one for
// phones (up to 500 px). Decorative art only; the words carry the meaning.
import type { ReactNode } from "react";
import type { ParentSlug } from "../../../core/catalogue.ts";
import { CategoryArt } from "../category-art.tsx";
import "../../styles/content.css";

export type HeroTone = "amethyst" | "sand" | "rose" | "sage";

export interface ContentHeroProps {
  title: string;
  /** Small capitals above the title. */
  eyebrow?: string;
  /** A sentence or two under the title. */
  lead?: ReactNode;
  /** The still lifes at the sides (the first one stays on phones). */
  art?: readonly [ParentSlug, ParentSlug?];
  tone?: HeroTone;
  /** Buttons or links under the lead. */
  children?: ReactNode;
  /** id of the h1, for aria-labelledby. */
  id?: string;
}

export function ContentHero({
  title,
  eyebrow,
  lead,
  art = ["divine-crystals", "sacred-rituals"],
  tone = "amethyst",
  children,
  id,
}: ContentHeroProps) {
  const [left, right] = art;
  return (
    <header className={`content-hero content-hero--${tone}`}>
      <CategoryArt slug={left} className="content-hero__art content-hero__art--start" />
      {right && <CategoryArt slug={right} className="content-hero__art content-hero__art--end" />}
      <div className="content-hero__inner page-width">
        {eyebrow && <p className="eyebrow content-hero__eyebrow">{eyebrow}</p>}
        <h1 id={id} className="content-hero__title">
          {title}
        </h1>
        {lead && <p className="content-hero__lead">{lead}</p>}
        {children && <div className="content-hero__actions">{children}</div>}
      </div>
    </header>
  );
}
