// A product's to-do list: what the owner must still give or change before it can be sold (the
// label's missing declarations, copy the claims guard refuses, warnings not yet acknowledged). Kept on the product at every write
// (catalogue/admin-write.ts), so an imported draft's list clears as the owner fixes it; the admin's
// product list filters on it ("Needs attention").
import {
  acknowledgeClaimMessage,
  claimKey,
  claimMessage,
  claimsInFields,
  hardClaims,
  productCopyFields,
  softClaims,
} from "./claims.ts";
import type { ProductInput } from "./schemas/admin-products.ts";
import { declarationGaps, declarationLabels } from "./schemas/declarations.ts";

export const todoFilter = { label: "Needs attention", value: "needs-attention" } as const;

/**
 * The to-dos of a product as the form would save it, in the order of the form. `warnings: false`
 * leaves out the claims guard's warnings (the import decides those once it knows what the existing
 * product has acknowledged).
 */
export function productTodos(input: ProductInput, options: { warnings?: boolean } = {}): string[] {
  const todos = new Set<string>();
  const gaps = declarationGaps(
    input.declarations,
    input.variants.map((variant) => variant.declarations),
  );
  for (const path of Object.keys(gaps)) {
    const key = path.split(".").pop() as keyof typeof declarationLabels;
    const label = declarationLabels[key] ?? key;
    const variant = /^variants\.(\d+)\./.exec(path);
    const name = variant ? input.variants[Number(variant[1])]?.variantname : undefined;
    todos.add(name && input.variants.length > 1 ? `${label} (${name})` : label);
  }
  const findings = claimsInFields(productCopyFields(input));
  for (const found of hardClaims(findings)) todos.add(claimMessage(found));
  if (options.warnings === false) return [...todos];
  const acknowledged = new Set(input.acknowledgedClaims.map(claimKey));
  for (const found of softClaims(findings))
    if (!acknowledged.has(claimKey(found.phrase))) todos.add(`${claimMessage(found)} ${acknowledgeClaimMessage}`);
  return [...todos];
}
