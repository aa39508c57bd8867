// Demo reviews: three to eight for most products, mostly happy but not all, by Indian names, dated
// across the last year. Reviewers' e-mails are private (never in a public answer).
import type { reviews } from "../db/schema.ts";
import type { ProductEntry } from "./product-entry.ts";
import { kindOf } from "./product-kinds.ts";
import type { Random } from "./random.ts";
import { type ReviewGroup, reviewerFirstNames, reviewerLastNames, reviewTexts } from "./review-texts.ts";

type ReviewRow = typeof reviews.$inferInsert;

function groupOf(entry: ProductEntry): ReviewGroup {
  const kind = kindOf(entry.kind);
  if (kind.tax.hsn === "340111" || kind.tax.hsn === "3304") return "skin";
  if ((entry.material ?? kind.material) === "Crystals") return "crystal";
  return "ritual";
}

function rating(random: Random): 1 | 2 | 3 | 4 | 5 {
  const roll = random.next();
  if (roll < 0.5) return 5;
  if (roll < 0.8) return 4;
  if (roll < 0.92) return 3;
  if (roll < 0.97) return 2;
  return 1;
}

export function buildReviews(
  entries: readonly ProductEntry[],
  variantIdsByProduct: ReadonlyMap<string, readonly string[]>,
  random: Random,
  now: Date,
): ReviewRow[] {
  const rows: ReviewRow[] = [];
  for (const entry of entries) {
    const count = random.chance(0.9) ? random.int(3, 8) : random.int(0, 2);
    const variantIds = variantIdsByProduct.get(entry.id) ?? [];
    const texts = reviewTexts[groupOf(entry)];
    const used = new Set<string>();
    for (let i = 0; i < count; i++) {
      const stars = rating(random);
      const options = texts[stars].filter((option) => !used.has(option.title));
      const chosen = options.length ? random.pick(options) : random.pick(texts[stars]);
      used.add(chosen.title);
      const first = random.pick(reviewerFirstNames);
      const last = random.pick(reviewerLastNames);
      const daysAgo = random.int(2, 360);
      rows.push({
        productId: entry.id,
        variantId: variantIds.length ? random.pick(variantIds) : null,
        rating: stars,
        title: chosen.title,
        reviewText: chosen.text.replaceAll("{product}", entry.name),
        name: `${first} ${last.charAt(0)}.`,
        email: `${first}.${last}${random.int(1, 99)}@example.com`.toLowerCase(),
        status: "published",
        createdAt: new Date(now.getTime() - daysAgo * 86_400_000 - random.int(0, 86_399) * 1000),
      });
    }
  }
  return rows;
}
