// Returns to origin (RTO), counted from the parcels themselves: a parcel whose outcome is known is
// either delivered or coming back (`rto_initiated`, `rto_delivered`); its outcome time is the
// shipment's `status_at`. The RTO rate over a window is RTO parcels ÷ parcels with an outcome in it,
// per PIN code (the order's shipping address), per phone, for the whole shop and for COD alone.
// The COD check (delivery/service.ts) and the admin dashboard read these numbers and no others.
// Each question is one statement on an index: shipments_outcome_idx (outcome by time, partial),
// orders_pincode_idx (the address's zipCode) and orders_phone_idx; decision 0021.
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { readSettings } from "../settings/service.ts";

/** Parcels with an outcome in the window, and how many of them came back. */
export interface RtoCount {
  parcels: number;
  rto: number;
  /** rto ÷ parcels, 0 to 1; null when no parcel had an outcome. */
  rate: number | null;
}

export interface RtoWindow {
  days: number;
  /** The window's end (tests move it); now by default. */
  now?: Date;
}

const outcome = sql`s.status in ('delivered', 'rto_initiated', 'rto_delivered')`;
const cameBack = sql`s.status in ('rto_initiated', 'rto_delivered')`;

function since({ days, now = new Date() }: RtoWindow): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

function window(range: RtoWindow) {
  const until = range.now ?? new Date();
  return sql`s.status_at > ${since(range).toISOString()}::timestamptz and s.status_at <= ${until.toISOString()}::timestamptz`;
}

function counted(row: { parcels: number | string; rto: number | string } | undefined): RtoCount {
  const parcels = Number(row?.parcels ?? 0);
  const rto = Number(row?.rto ?? 0);
  return { parcels, rto, rate: parcels > 0 ? rto / parcels : null };
}

/** Parcels to one PIN code with an outcome in the window, and their returns. */
export async function rtoOfPincode(exec: Executor, pincode: string, range: RtoWindow): Promise<RtoCount> {
  const { rows } = await exec.execute<{ parcels: number; rto: number }>(sql`
    select count(*)::int as parcels, count(*) filter (where ${cameBack})::int as rto
    from orders o join shipments s on s.order_id = o.id
    where (o.shipping_address->>'zipCode') = ${pincode} and ${outcome} and ${window(range)}`);
  return counted(rows[0]);
}

/** Parcels to one phone with an outcome in the window, and their returns. */
export async function rtoOfPhone(exec: Executor, phone: string, range: RtoWindow): Promise<RtoCount> {
  const { rows } = await exec.execute<{ parcels: number; rto: number }>(sql`
    select count(*)::int as parcels, count(*) filter (where ${cameBack})::int as rto
    from orders o join shipments s on s.order_id = o.id
    where o.phone = ${phone} and ${outcome} and ${window(range)}`);
  return counted(rows[0]);
}

/**
 * A phone's refusals at the door, for the COD rule "N refusals and COD stops": its orders marked
 * refused, and its COD orders whose parcel is coming back but not yet marked (RTO initiated, or
 * back while the order could not move). Each order counts once, over all time.
 */
export async function codRefusalsOfPhone(exec: Executor, phone: string): Promise<number> {
  const { rows } = await exec.execute<{ refusals: number }>(sql`
    select count(*)::int as refusals from orders o
    where o.phone = ${phone}
      and (o.order_status = 'refused'
        or (o.payment_method = 'COD' and exists (
          select 1 from shipments s where s.order_id = o.id and ${cameBack})))`);
  return Number(rows[0]?.refusals ?? 0);
}

export interface PincodeRto extends RtoCount {
  pincode: string;
}

export interface RtoSummary {
  days: number;
  overall: RtoCount;
  cod: RtoCount;
  /** The PIN codes with the highest rates among those with at least `minParcels` parcels. */
  worstPincodes: PincodeRto[];
}

/** The dashboard's figures: the shop's RTO rate over the window, for all parcels and for COD, and the worst PIN codes. */
export async function rtoSummary(
  exec: Executor,
  range: RtoWindow & { minParcels: number; limit?: number },
): Promise<RtoSummary> {
  const [totals, worst] = await Promise.all([
    exec.execute<{ parcels: number; rto: number; codParcels: number; codRto: number }>(sql`
      select count(*)::int as parcels, count(*) filter (where ${cameBack})::int as rto,
        count(*) filter (where o.payment_method = 'COD')::int as "codParcels",
        count(*) filter (where o.payment_method = 'COD' and ${cameBack})::int as "codRto"
      from shipments s join orders o on o.id = s.order_id
      where ${outcome} and ${window(range)}`),
    exec.execute<{ pincode: string; parcels: number; rto: number }>(sql`
      select (o.shipping_address->>'zipCode') as pincode, count(*)::int as parcels,
        count(*) filter (where ${cameBack})::int as rto
      from shipments s join orders o on o.id = s.order_id
      where ${outcome} and ${window(range)}
      group by 1
      having count(*) >= ${range.minParcels} and count(*) filter (where ${cameBack}) > 0
      order by count(*) filter (where ${cameBack})::float / count(*) desc, count(*) desc, 1
      limit ${range.limit ?? 5}`),
  ]);
  const row = totals.rows[0];
  return {
    days: range.days,
    overall: counted(row),
    cod: counted(row && { parcels: row.codParcels, rto: row.codRto }),
    worstPincodes: worst.rows.map((pin) => ({ pincode: pin.pincode, ...counted(pin) })),
  };
}

/** Whether a PIN code's returns switch COD off under the settings (the rule off, or too few parcels: no). */
export function rtoBansCod(count: RtoCount, rule: { codOffAbovePercent: number | null; minParcels: number }): boolean {
  if (rule.codOffAbovePercent === null || count.rate === null) return false;
  if (count.parcels < rule.minParcels) return false;
  return count.rate * 100 > rule.codOffAbovePercent;
}

/** How long the dashboard's figures are reused: the window's grouping reads every parcel in it. */
const dashboardSeconds = 60;
const dashboards = new WeakMap<AppContext, { key: string; at: number; summary: Promise<RtoDashboard> }>();

export type RtoDashboard = RtoSummary & { minParcels: number };

/**
 * The admin's view (the dashboard, GET /api/admin/shipping/rto) over the settings' window and
 * minimum parcels. Measured at 100,000 orders on PostgreSQL, grouping a 90-day window (17,700
 * parcels) by PIN code took 0.1-0.4 s, so one instance reuses its answer for a minute (the COD
 * check's per PIN code and per phone questions take under a millisecond and are never reused).
 */
export async function rtoDashboard(ctx: AppContext, now = Date.now()): Promise<RtoDashboard> {
  const { rto } = await readSettings(ctx);
  const key = `${rto.windowDays}:${rto.minParcels}`;
  const kept = dashboards.get(ctx);
  if (kept && kept.key === key && now - kept.at < dashboardSeconds * 1000) return kept.summary;
  const summary = rtoSummary(ctx.db, { days: rto.windowDays, minParcels: rto.minParcels }).then((figures) => ({
    ...figures,
    minParcels: rto.minParcels,
  }));
  dashboards.set(ctx, { key, at: now, summary });
  summary.catch(() => dashboards.delete(ctx));
  return summary;
}
