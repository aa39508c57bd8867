// The back-in-stock feature's SQL shared by its request and restock sides.
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";
import { products, variants } from "../../db/schema.ts";
import { variantSellableStock } from "../../db/stock.ts";
import type { PieceNamed } from "./mail.ts";

/** The variant as the mails name it; undefined when there is no such variant on sale. */
export async function pieceOf(
  exec: Executor,
  variantId: string,
): Promise<(PieceNamed & { stock: number }) | undefined> {
  const [row] = await exec
    .select({
      productId: products.id,
      productName: products.name,
      variantName: variants.variantname,
      position: variants.position,
      stock: variantSellableStock(),
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(variants.id, variantId), eq(products.status, "active")))
    .limit(1);
  if (!row) return undefined;
  return {
    productName: row.productName,
    variantName: row.variantName,
    productPath: `/productdetails/${row.productId}-${row.position}`,
    stock: row.stock,
  };
}
