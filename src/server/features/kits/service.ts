// Kits (issue 34 point 1, decision 0059): the admin makes a variant a kit of other variants with
// quantities; its price, images and copy stay the variant's own (the product form). A kit stores no
// stock (db/stock.ts computes it; kits/stock.ts takes and gives back its components) and its GST
// rate and HSN are kept from its components by core/gst.ts kitTax, at every save of the kit or of a
// component. A save that makes the kit sellable again tells its waiting shoppers (back in stock).
// Knows nothing of HTTP.
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { kitTax } from "../../../core/gst.ts";
import type { Kit, KitCandidate, KitInput } from "../../../core/schemas/kits.ts";
import { kitMessages } from "../../../core/schemas/kits.ts";
import type { AppContext } from "../../context.ts";
import type { Executor, Transaction } from "../../db/connection.ts";
import { kitComponents, kits, orderItems, variants } from "../../db/schema.ts";
import { Invalid, NotFound } from "../../http/errors.ts";
import { sellableReturned } from "../back-in-stock/restock.ts";
import { refreshProducts } from "../catalogue/denormalize.ts";
import { sendQueuedMessages } from "../messaging/send.ts";
import {
  type ComponentRow,
  kitCandidates,
  kitsTouching,
  kitsWithComponents,
  sellableStocks,
  variantsForKit,
} from "./queries.ts";

const percent = (basisPoints: number) => basisPoints / 100;

function shapeKit(
  kit: { variantId: string; supply: Kit["supply"]; principalVariantId: string | null },
  components: readonly ComponentRow[],
  stock: number,
): Kit {
  const tax = kitTax(components, kit.supply, kit.principalVariantId);
  return {
    variantId: kit.variantId,
    supply: kit.supply,
    principalVariantId: kit.principalVariantId,
    components: components.map((component) => ({
      variantId: component.variantId,
      productId: component.productId,
      name: component.name,
      variantname: component.variantname,
      quantity: component.quantity,
      stock: component.stock,
      tax: percent(component.gstRate),
      hsn: component.hsn,
    })),
    stock,
    tax: percent(tax?.gstRate ?? 0),
    hsn: tax?.hsn ?? "",
  };
}

/** The kits among `variantIds`, by variant id, as the editor shows them. */
export async function kitsOf(exec: Executor, variantIds: readonly string[]): Promise<Record<string, Kit>> {
  const { kits: rows, components } = await kitsWithComponents(exec, variantIds);
  const stocks = await sellableStocks(
    exec,
    rows.map((row) => row.variantId),
  );
  const answer: Record<string, Kit> = {};
  for (const row of rows) {
    const own = components.filter((component) => component.kitVariantId === row.variantId);
    answer[row.variantId] = shapeKit(row, own, stocks.get(row.variantId) ?? 0);
  }
  return answer;
}

/** The kits among a product's variants (its admin page's kit editor). */
export async function kitsOfProduct(ctx: AppContext, productId: string): Promise<Record<string, Kit>> {
  const rows = await ctx.db.select({ id: variants.id }).from(variants).where(eq(variants.productId, productId));
  return kitsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
}

/** GET /api/admin/variants/{id}/kit: the kit, or 404 when the variant is none. */
export async function readKit(ctx: AppContext, variantId: string): Promise<Kit> {
  const kit = (await kitsOf(ctx.db, [variantId]))[variantId];
  if (!kit) throw new NotFound(kitMessages.noKit);
  return kit;
}

/** The variants the editor may pick. */
export async function findKitCandidates(ctx: AppContext, search: string): Promise<KitCandidate[]> {
  const rows = await kitCandidates(ctx.db, search);
  return rows.map(({ gstRate, ...row }) => ({ ...row, tax: percent(gstRate) }));
}

/** Refuses a kit that cannot be: each problem named by its field (400), or the variant unknown (404). */
async function checkKit(tx: Transaction, variantId: string, input: KitInput): Promise<string> {
  const found = await variantsForKit(tx, [variantId, ...input.components.map((component) => component.variantId)]);
  const kit = found.get(variantId);
  if (!kit) throw new NotFound(kitMessages.notFound);
  if (kit.oneOfAKind) throw new Invalid(kitMessages.oneOfAKind, { variantId: kitMessages.oneOfAKind });
  if (kit.inKit) throw new Invalid(kitMessages.kitIsComponent, { variantId: kitMessages.kitIsComponent });
  const fields: Record<string, string> = {};
  input.components.forEach((component, index) => {
    const part = found.get(component.variantId);
    const field = `components.${index}.variantId`;
    if (component.variantId === variantId) fields[field] = kitMessages.itself;
    else if (!part) fields[field] = kitMessages.notFound;
    else if (part.isKit) fields[field] = kitMessages.componentIsKit;
  });
  const first = Object.values(fields)[0];
  if (first) throw new Invalid(first, fields);
  // a variant sold on its own holds its units on those orders' lines: it cannot turn into a kit
  if (!kit.isKit) {
    const [ordered] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.variantId, variantId))
      .limit(1);
    if (ordered) throw new Invalid(kitMessages.ordered, { variantId: kitMessages.ordered });
  }
  return kit.productId;
}

/**
 * PUT /api/admin/variants/{id}/kit: makes the variant a kit of these components (or changes it), in
 * one transaction: the kit row locked first (an order placing the kit holds it shared, so the two take
 * turns), the components replaced, the variant's stored stock 0, its GST from its components.
 */
export async function saveKit(ctx: AppContext, variantId: string, input: KitInput): Promise<Kit> {
  const { kit, told } = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: variants.id }).from(variants).where(eq(variants.id, variantId)).for("update");
    const productId = await checkKit(tx, variantId, input);
    // what could be sold before (a plain variant's own stock, or the kit as it was)
    const before = (await sellableStocks(tx, [variantId])).get(variantId) ?? 0;
    await tx
      .insert(kits)
      .values({ variantId, supply: input.supply, principalVariantId: input.principalVariantId })
      .onConflictDoUpdate({
        target: kits.variantId,
        set: { supply: input.supply, principalVariantId: input.principalVariantId, updatedAt: sql`now()` },
      });
    await tx.delete(kitComponents).where(eq(kitComponents.kitVariantId, variantId));
    await tx.insert(kitComponents).values(
      input.components.map((component, position) => ({
        kitVariantId: variantId,
        componentVariantId: component.variantId,
        quantity: component.quantity,
        position,
      })),
    );
    await settleKits(tx, [variantId]);
    await refreshProducts(tx, [productId]);
    const saved = (await kitsOf(tx, [variantId]))[variantId];
    if (!saved) throw new Error("the kit saved vanished in its own transaction");
    // sellable again by this edit (a component swapped for one in stock): its waiting shoppers are told
    return { kit: saved, told: await sellableReturned(ctx, tx, [{ variantId, before, after: saved.stock }]) };
  });
  await ctx.cache.invalidate();
  if (told > 0) sendQueuedMessages(ctx);
  ctx.log.info({ variant: variantId, components: input.components.length }, "kit saved by an admin");
  return kit;
}

/** DELETE /api/admin/variants/{id}/kit: the variant is a plain one again, with no stock of its own. */
export async function removeKit(ctx: AppContext, variantId: string): Promise<{ message: string }> {
  const removed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(kits).where(eq(kits.variantId, variantId)).returning({ id: kits.variantId });
    if (!row) return null;
    const [variant] = await tx
      .update(variants)
      .set({ stock: 0, updatedAt: sql`now()` })
      .where(eq(variants.id, variantId))
      .returning({ productId: variants.productId });
    if (variant) await refreshProducts(tx, [variant.productId]);
    return row;
  });
  if (!removed) throw new NotFound(kitMessages.noKit);
  await ctx.cache.invalidate();
  return { message: kitMessages.removed };
}

/**
 * After a save of these variants (the kit editor, the product form): the kits among them store no
 * stock, and every kit that is or contains one of them takes its GST rate and HSN from its components
 * again (core/gst.ts kitTax). Answers the kits among `variantIds` (their stock is not the form's).
 */
export async function settleKits(tx: Transaction, variantIds: readonly string[]): Promise<Set<string>> {
  const touched = await kitsTouching(tx, variantIds);
  if (touched.length === 0) return new Set();
  const { kits: rows, components } = await kitsWithComponents(tx, touched);
  for (const row of rows) {
    const tax = kitTax(
      components.filter((component) => component.kitVariantId === row.variantId),
      row.supply,
      row.principalVariantId,
    );
    if (!tax) continue;
    await tx
      .update(variants)
      .set({ gstRate: tax.gstRate, hsn: tax.hsn, updatedAt: sql`now()` })
      .where(eq(variants.id, row.variantId));
  }
  const asked = new Set(variantIds);
  const kitIds = new Set(rows.map((row) => row.variantId).filter((id) => asked.has(id)));
  if (kitIds.size > 0)
    await tx
      .update(variants)
      .set({ stock: 0 })
      .where(and(inArray(variants.id, [...kitIds]), gt(variants.stock, 0)));
  return kitIds;
}

/** The variants among `variantIds` that are components of a kit (they cannot be removed). */
export async function componentsAmong(exec: Executor, variantIds: readonly string[]): Promise<string[]> {
  if (variantIds.length === 0) return [];
  const rows = await exec
    .selectDistinct({ id: kitComponents.componentVariantId })
    .from(kitComponents)
    .where(inArray(kitComponents.componentVariantId, [...variantIds]));
  return rows.map((row) => row.id);
}
