// Tribe points: a delivered order earns one point for every ₹100 of its total. The order's delivery
// (server) awards them and the dashboard explains them from this one rule.
import { formatRupees, type Paise } from "./money.ts";

/** What one point costs: ₹100 of an order's total. */
export const paisePerPoint: Paise = 10_000;

/** The points a delivered order of this total earns (whole points only). */
export function pointsFor(totalPaise: Paise): number {
  return Math.floor(totalPaise / paisePerPoint);
}

/** The rule as the dashboard says it. */
export const pointsRule = `one point for every ${formatRupees(paisePerPoint)} of an order once it is delivered`;
