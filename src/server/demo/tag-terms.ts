// The filter vocabularies: 22 concerns, the 7 chakras and 10 intents, and which of them each parent
// category shows in its menus and landing page (tag_term_parents).
import type { ParentSlug, TagKind } from "../../core/catalogue.ts";
import type { Transaction } from "../db/connection.ts";
import { tagTermParents, tagTerms } from "../db/schema.ts";

export const concerns = [
  "Stress & Anxiety",
  "Sleep",
  "Love & Relationships",
  "Wealth & Abundance",
  "Career Success",
  "Protection",
  "Health & Healing",
  "Confidence",
  "Focus & Clarity",
  "Emotional Balance",
  "Negative Energy",
  "Good Luck",
  "Creativity",
  "Communication",
  "Grounding",
  "Spiritual Growth",
  "Self Love",
  "Dry Skin",
  "Acne & Blemishes",
  "Natural Glow",
  "Tan Removal",
  "Sensitive Skin",
] as const;

export const chakras = ["Root", "Sacral", "Solar Plexus", "Heart", "Throat", "Third Eye", "Crown"] as const;

export const intents = [
  "Manifest",
  "Cleanse",
  "Heal",
  "Meditation",
  "Gifting",
  "Home Decor",
  "Daily Wear",
  "Self Care",
  "Vastu & Feng Shui",
  "Rituals",
] as const;

export type Concern = (typeof concerns)[number];
export type Chakra = (typeof chakras)[number];
export type Intent = (typeof intents)[number];

const crystalConcerns: readonly Concern[] = concerns.slice(0, 17);

/** What each parent shows under Shop by Concern, Shop by Intent and Shop by Chakra. */
const shownByParent: Record<
  ParentSlug,
  { concern: readonly Concern[]; intent: readonly Intent[]; chakra: readonly Chakra[] }
> = {
  "skin-care": {
    concern: [
      "Dry Skin",
      "Acne & Blemishes",
      "Natural Glow",
      "Tan Removal",
      "Sensitive Skin",
      "Stress & Anxiety",
      "Sleep",
      "Self Love",
    ],
    intent: ["Self Care", "Cleanse", "Heal", "Gifting"],
    chakra: ["Heart", "Sacral"],
  },
  "aura-jewels": {
    concern: crystalConcerns,
    intent: ["Manifest", "Heal", "Daily Wear", "Gifting", "Meditation", "Self Care"],
    chakra: chakras,
  },
  "divine-crystals": {
    concern: crystalConcerns,
    intent: ["Manifest", "Cleanse", "Heal", "Meditation", "Home Decor", "Vastu & Feng Shui", "Gifting", "Self Care"],
    chakra: chakras,
  },
  "sacred-rituals": {
    concern: [
      "Negative Energy",
      "Stress & Anxiety",
      "Sleep",
      "Protection",
      "Spiritual Growth",
      "Good Luck",
      "Wealth & Abundance",
      "Love & Relationships",
      "Emotional Balance",
    ],
    intent: ["Cleanse", "Rituals", "Meditation", "Manifest", "Home Decor", "Vastu & Feng Shui", "Gifting"],
    chakra: ["Root", "Heart", "Third Eye", "Crown"],
  },
};

export type TermIds = Record<TagKind, ReadonlyMap<string, number>>;

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export async function insertTagTerms(tx: Transaction, parentIds: ReadonlyMap<string, number>): Promise<TermIds> {
  const lists: Record<TagKind, readonly string[]> = { concern: concerns, chakra: chakras, intent: intents };
  const rows = (Object.keys(lists) as TagKind[]).flatMap((kind) =>
    lists[kind].map((name, position) => ({ kind, name, slug: slugOf(name), position })),
  );
  const inserted = await tx
    .insert(tagTerms)
    .values(rows)
    .returning({ id: tagTerms.id, kind: tagTerms.kind, name: tagTerms.name });
  const ids: Record<TagKind, Map<string, number>> = { concern: new Map(), chakra: new Map(), intent: new Map() };
  for (const term of inserted) ids[term.kind].set(term.name, term.id);

  const links = (Object.keys(shownByParent) as ParentSlug[]).flatMap((parentSlug) => {
    const parentCategoryId = parentIds.get(parentSlug) as number;
    const shown = shownByParent[parentSlug];
    return (["concern", "intent", "chakra"] as const).flatMap((kind) =>
      shown[kind].map((name, position) => ({
        termId: ids[kind].get(name) as number,
        parentCategoryId,
        position,
      })),
    );
  });
  await tx.insert(tagTermParents).values(links);
  return ids;
}
