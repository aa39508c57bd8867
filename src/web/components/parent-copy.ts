// A line of copy for each parent category, used by its menu tile and anywhere a category is
// introduced (404 page, landing banners). The shop's voice: calm, warm, plain.
import type { ParentSlug } from "../../core/catalogue.ts";

export interface ParentCopy {
  /** Short promise in Cormorant ("Wear your intention"). */
  headline: string;
  /** One sentence on what is inside. */
  line: string;
  /** Body Soap is not on sale yet (spec: a "launching soon" banner only). */
  launchingSoon?: boolean;
}

export const parentCopy: Record<ParentSlug, ParentCopy> = {
  "skin-care": {
    headline: "Handmade body soaps",
    line: "Clay, scrub, therapeutic and fruit soaps, made in small batches without preservatives.",
    launchingSoon: true,
  },
  "aura-jewels": {
    headline: "Wear your intention",
    line: "Bracelets, pendants and rings strung by hand with real crystals.",
  },
  "divine-crystals": {
    headline: "Crystals for every corner",
    line: "Tumbles, trees, hearts, malas, rollers and gua sha, each one handpicked.",
  },
  "sacred-rituals": {
    headline: "Rituals for a calmer home",
    line: "Candles, sage, palo santo, lamps and charging crystals.",
  },
};
