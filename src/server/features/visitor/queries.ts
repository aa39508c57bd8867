// The visitor summary's one statement: the columns the cart and the wishlist give (their services'
// memberCartCountColumn and wishlistVariantIdsColumn) read together, one round trip to the database.
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";

export async function summaryRow(
  exec: Executor,
  cartCount: SQL<number>,
  wishlist: SQL<string[]>,
): Promise<{ cartCount: number; wishlist: string[] }> {
  const result = await exec.execute<{ cartCount: number; wishlist: string[] }>(
    sql`select ${cartCount} as "cartCount", ${wishlist} as wishlist`,
  );
  return result.rows[0] ?? { cartCount: 0, wishlist: [] };
}
