// The product types of the demo catalogue, by name: where each type lives in the tree, its GST rate
// and HSN code, its usual variants, and the text every product of the type shares (closing
// paragraph, how to use, specifications, FAQ). Defined in kinds-crystals.ts and kinds-rituals-body.ts.
import { crystalKinds } from "./kinds-crystals.ts";
import { ritualBodyKinds } from "./kinds-rituals-body.ts";
import type { ProductKind } from "./product-kind.ts";

const kinds = { ...crystalKinds, ...ritualBodyKinds };

export type KindName = keyof typeof kinds;

export function kindOf(name: KindName): ProductKind {
  return kinds[name];
}
