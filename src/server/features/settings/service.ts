// The shop's settings: read often (every page's frame, every order's totals), written rarely by the
// admin. Reads are cached with the catalogue's cache, so a save reaches every instance at once.
import { fromRupees } from "../../../core/money.ts";
import type { PricingSettings } from "../../../core/pricing.ts";
import {
  type Settings,
  type SettingsUpdate,
  settingsSchema,
  settingsSectionNames,
} from "../../../core/schemas/settings.ts";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { storedSections, writeSections } from "./queries.ts";

const cacheKey = "settings";

/** Every section: what the admin saved, over the defaults (also for fields added since). */
export function readSettings(ctx: AppContext): Promise<Settings> {
  return ctx.cache.get(cacheKey, async () => parseStored(ctx, await storedSections(ctx.db, settingsSectionNames)));
}

/**
 * The settings read with `exec`, uncached: inside a transaction holding the embedded database's one
 * connection, `readSettings` (or another request's cache load) could wait on that transaction.
 */
export async function readSettingsIn(ctx: AppContext, exec: Executor): Promise<Settings> {
  return parseStored(ctx, await storedSections(exec, settingsSectionNames));
}

/** Saves the sections given (each already checked whole) and answers the whole document. */
export async function saveSettings(ctx: AppContext, update: SettingsUpdate, actorId: string): Promise<Settings> {
  const sections = Object.fromEntries(Object.entries(update).filter(([, section]) => section !== undefined));
  await writeSections(ctx.db, sections);
  ctx.log.info({ actor: actorId, sections: Object.keys(sections) }, "shop settings saved");
  // the frame, product pages and cart read settings: drop every cached answer, here and elsewhere
  await ctx.cache.invalidate();
  return readSettings(ctx);
}

/** The cart's charges in paise, for the pricing module. */
export function pricingSettings(settings: Settings): PricingSettings {
  return {
    shippingFee: fromRupees(settings.shipping.shippingFee),
    freeShippingFrom: fromRupees(settings.shipping.freeShippingFrom),
    giftWrapPerUnit: fromRupees(settings.shipping.giftWrapPerUnit),
    codFee: fromRupees(settings.cod.fee),
  };
}

/** A stored section that no longer passes its schema (a rule tightened since) falls back to defaults. */
function parseStored(ctx: AppContext, stored: Record<string, unknown>): Settings {
  const parsed = settingsSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const usable: Record<string, unknown> = {};
  for (const name of settingsSectionNames) {
    const section = settingsSchema.shape[name].safeParse(stored[name]);
    if (section.success) usable[name] = section.data;
    else ctx.log.warn({ section: name }, "a stored settings section is invalid; its defaults are used");
  }
  return settingsSchema.parse(usable);
}
