// The delivery promise ("Delivered by Thu, 27 Nov – Sat, 29 Nov"): the spec's processing time, then
// transit by zone from the warehouse, counted in working days (Sundays and the shop's holidays are
// skipped, as couriers do not deliver on them). Pure: the server answers with it, tests fix the date.
import { dateKeyOf, formatDayShort } from "./dates.ts";
import { inEnglish, type Said } from "./i18n.ts";
import { formatRupees, type Paise } from "./money.ts";

export type DeliveryZone = "sameCity" | "sameRegion" | "metro" | "rest" | "special";

export const deliveryZoneNames: Record<DeliveryZone, string> = {
  sameCity: "Same city",
  sameRegion: "Same region",
  metro: "Metro to metro",
  rest: "Rest of India",
  special: "North-East, Jammu and Kashmir, Ladakh, islands",
};

/** Days, inclusive range. */
export interface DayRange {
  min: number;
  max: number;
}

/** GST state codes of the zones couriers serve slowest: the North-East, J&K, Ladakh and the islands. */
export const specialZoneStateCodes: readonly string[] = [
  "12", // Arunachal Pradesh
  "18", // Assam
  "14", // Manipur
  "17", // Meghalaya
  "15", // Mizoram
  "13", // Nagaland
  "11", // Sikkim
  "16", // Tripura
  "01", // Jammu and Kashmir
  "38", // Ladakh
  "35", // Andaman and Nicobar Islands
  "31", // Lakshadweep
];

/** Courier regions by GST state code (the same region ships in fewer days). */
const regions: Record<string, string> = {
  // north
  "07": "north",
  "06": "north",
  "03": "north",
  "04": "north",
  "02": "north",
  "09": "north",
  "05": "north",
  "08": "north",
  // west
  "24": "west",
  "27": "west",
  "30": "west",
  "26": "west",
  // central
  "23": "central",
  "22": "central",
  // south
  "29": "south",
  "33": "south",
  "32": "south",
  "36": "south",
  "37": "south",
  "34": "south",
  // east
  "19": "east",
  "21": "east",
  "10": "east",
  "20": "east",
};

/** The metros' districts as India Post names them. */
export const metroDistricts: readonly string[] = [
  "Central Delhi",
  "New Delhi",
  "South Delhi",
  "North Delhi",
  "North West Delhi",
  "South West Delhi",
  "West Delhi",
  "East Delhi",
  "North East Delhi",
  "Mumbai",
  "Kolkata",
  "Chennai",
  "Bangalore",
  "Hyderabad",
  "Ahmedabad",
  "Pune",
];

export interface Place {
  district: string;
  stateCode: string;
}

/** Which transit zone a parcel from `from` to `to` travels in. */
export function zoneOf(from: Place, to: Place): DeliveryZone {
  if (from.district === to.district && from.stateCode === to.stateCode) return "sameCity";
  if (specialZoneStateCodes.includes(to.stateCode)) return "special";
  if (metroDistricts.includes(from.district) && metroDistricts.includes(to.district)) return "metro";
  const region = regions[to.stateCode];
  if (region && region === regions[from.stateCode]) return "sameRegion";
  return "rest";
}

const dayMs = 86_400_000;

/** Couriers deliver Monday to Saturday, except the shop's holidays. */
export function isWorkingDay(dateKey: string, holidays: ReadonlySet<string>): boolean {
  const [year = 0, month = 1, day = 1] = dateKey.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() !== 0 && !holidays.has(dateKey);
}

/** The India date `days` working days after `start` (a date key). */
export function addWorkingDays(start: string, days: number, holidays: ReadonlySet<string>): string {
  let at = new Date(`${start}T00:00:00Z`).getTime();
  let left = days;
  while (left > 0) {
    at += dayMs;
    const key = new Date(at).toISOString().slice(0, 10);
    if (isWorkingDay(key, holidays)) left -= 1;
  }
  return new Date(at).toISOString().slice(0, 10);
}

export interface DeliveryWindow {
  /** India dates, YYYY-MM-DD. */
  from: string;
  to: string;
}

/** GET /api/pincode/{pincode}: where a PIN code is, and what the shop offers there. */
export interface PincodeAnswer {
  pincode: string;
  district: string;
  state: string;
  stateCode: string;
  /** Other states a border PIN code serves (the address form offers them). */
  otherStates: Array<{ state: string; stateCode: string }>;
  serviceable: boolean;
  codAvailable: boolean;
  delivery: DeliveryWindow | null;
  reason?: string;
}

/** When a parcel ordered at `orderedAt` arrives: processing, then transit, in working days. */
export function deliveryWindow(
  orderedAt: Date,
  processing: DayRange,
  transit: DayRange,
  holidays: readonly string[],
): DeliveryWindow {
  const off = new Set(holidays);
  const start = dateKeyOf(orderedAt);
  return {
    from: addWorkingDays(start, processing.min + transit.min, off),
    to: addWorkingDays(start, processing.max + transit.max, off),
  };
}

/** "Delivered by Thu, 27 Nov – Sat, 29 Nov" */
export function deliveryPromise(window: DeliveryWindow): string {
  return window.from === window.to
    ? `Delivered by ${formatDayShort(window.to)}`
    : `Delivered by ${formatDayShort(window.from)} – ${formatDayShort(window.to)}`;
}

/** The delivery messages with numbers in them, their values apart (core/i18n.ts Said): a page says them in its language. */
export const deliverySaid = {
  codAbove: (limit: string): Said => ({
    message: "Pay on Delivery is not available for orders above {limit}.",
    values: { limit },
  }),
  codOpenOrders: (hours: number): Said => ({
    message:
      "You have orders waiting for confirmation. Please confirm them (the link in your e-mail) or pay online; unconfirmed orders are cancelled after {hours, plural, one {# hour} other {# hours}}.",
    values: { hours },
  }),
  wrongState: (pincode: string, state: string): Said => ({
    message: "PIN code {pincode} is in {state}. Please check the state.",
    values: { pincode, state },
  }),
} as const;

export const deliveryMessages = {
  pincode: "Enter a valid 6-digit PIN code",
  unknown: "We could not find this PIN code. Please check it.",
  notServiceable: "We do not deliver to this PIN code yet.",
  codAbove: (limit: string) => inEnglish(deliverySaid.codAbove(limit)),
  codPincode: "Pay on Delivery is not available for this PIN code.",
  codPhone: "Pay on Delivery is not available for this phone number. Please pay online.",
  codOpenOrders: (hours: number) => inEnglish(deliverySaid.codOpenOrders(hours)),
  codAvailable: "Pay on Delivery available",
  wrongState: (pincode: string, state: string) => inEnglish(deliverySaid.wrongState(pincode, state)),
} as const;

/** Why an order of `total` may not pay on delivery under the largest COD order, or null (paise). */
export function codLimitSaid(total: Paise, maxOrder: Paise): Said | null {
  return total > maxOrder ? deliverySaid.codAbove(formatRupees(maxOrder)) : null;
}

/** The same in English. */
export function codLimitRefusal(total: Paise, maxOrder: Paise): string | null {
  const said = codLimitSaid(total, maxOrder);
  return said ? inEnglish(said) : null;
}

/** The PIN code shape: six digits, the first not 0. */
export const pincodePattern = /^[1-9][0-9]{5}$/;
