// The delivery promise and the cash-on-delivery rules, by PIN code. The product page, the cart and
// the checkout ask GET /api/pincode/{pincode}; placing an order asks the same questions again.
import {
  codLimitSaid,
  type DeliveryWindow,
  deliveryMessages,
  deliverySaid,
  deliveryWindow,
  type PincodeAnswer,
  zoneOf,
} from "../../../core/delivery.ts";
import { inEnglish, type Said } from "../../../core/i18n.ts";
import { indianStates } from "../../../core/india.ts";
import { fromRupees, type Paise } from "../../../core/money.ts";
import type { Settings } from "../../../core/schemas/settings.ts";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { Invalid, NotFound } from "../../http/errors.ts";
import { readSettings } from "../settings/service.ts";
import { codRefusalsOfPhone, rtoBansCod, rtoOfPincode } from "../shipping/rto.ts";
import { findPincode, type PincodePlace } from "./pincode-table.ts";
import { openCodOrders } from "./queries.ts";

const stateName = (code: string) => indianStates.find((state) => state.code === code)?.name ?? "";

/** When a parcel to `place` ordered at `now` arrives, by the settings' zones and holidays. */
export function estimate(settings: Settings, place: PincodePlace, now: Date): DeliveryWindow {
  const { delivery } = settings;
  const warehouse = findPincode(delivery.warehousePincode) ?? {
    pincode: delivery.warehousePincode,
    district: "",
    stateCode: "",
    otherStateCodes: [],
  };
  const zone = zoneOf(warehouse, place);
  return deliveryWindow(now, delivery.processingDays, delivery.transitDays[zone], delivery.holidays);
}

/** Why the shop does not deliver to the PIN code, or null. */
export function deliveryRefusal(settings: Settings, pincode: string): string | null {
  return settings.delivery.undeliverablePincodes.includes(pincode) ? deliveryMessages.notServiceable : null;
}

/** Why COD is off for the PIN code whatever the order, or null. */
function codPincodeRefusal(settings: Settings, pincode: string): string | null {
  return settings.cod.blockedPincodes.includes(pincode) ? deliveryMessages.codPincode : null;
}

/**
 * Whether the PIN code's returns to origin over the settings' window switch COD off there (the
 * rule set, enough parcels, the rate above it); no query while the rule is off.
 */
async function codOffByReturns(exec: Executor, settings: Settings, pincode: string, now = new Date()) {
  const { rto } = settings;
  if (rto.codOffAbovePercent === null) return false;
  return rtoBansCod(await rtoOfPincode(exec, pincode, { days: rto.windowDays, now }), rto);
}

export function answerFor(settings: Settings, place: PincodePlace, now: Date, codOffHere = false): PincodeAnswer {
  const refusal = deliveryRefusal(settings, place.pincode);
  const codRefusal =
    refusal ?? codPincodeRefusal(settings, place.pincode) ?? (codOffHere ? deliveryMessages.codPincode : null);
  return {
    pincode: place.pincode,
    district: place.district,
    state: stateName(place.stateCode),
    stateCode: place.stateCode,
    otherStates: place.otherStateCodes.map((code) => ({ state: stateName(code), stateCode: code })),
    serviceable: refusal === null,
    codAvailable: codRefusal === null,
    delivery: refusal === null ? estimate(settings, place, now) : null,
    ...((refusal ?? codRefusal) ? { reason: refusal ?? codRefusal ?? "" } : {}),
  };
}

/** GET /api/pincode/{pincode}: where it is, whether the shop delivers and takes COD there, and when. */
export async function checkPincode(ctx: AppContext, pincode: string, now = new Date()): Promise<PincodeAnswer> {
  const place = findPincode(pincode);
  if (!place) throw new NotFound(deliveryMessages.unknown);
  const settings = await readSettings(ctx);
  return answerFor(settings, place, now, await codOffByReturns(ctx.db, settings, place.pincode, now));
}

export interface CodQuestion {
  pincode: string;
  phone: string;
  /** The buyer's e-mail; with the phone, it bounds the unconfirmed orders one buyer holds. */
  email?: string;
  /** What the order would charge, before any COD fee. */
  total: Paise;
}

/**
 * Why the order may not pay on delivery, or null: the PIN code (blocked, or too many returns to
 * origin there), a blocked phone, a
 * phone whose parcels were refused at the door too often, or a phone or e-mail already holding as
 * many unconfirmed orders as the settings allow (stock hoarding, issue 18 point 7). Run it in the
 * order's transaction: the count waits for the same buyer's other orders to commit.
 */
export async function codRefusal(exec: Executor, settings: Settings, question: CodQuestion): Promise<Said | null> {
  const { cod } = settings;
  const byPincode = codPincodeRefusal(settings, question.pincode);
  if (byPincode) return { message: byPincode };
  if (await codOffByReturns(exec, settings, question.pincode)) return { message: deliveryMessages.codPincode };
  const byAmount = codLimitSaid(question.total, fromRupees(cod.maxOrder));
  if (byAmount) return byAmount;
  if (cod.blockedPhones.includes(question.phone)) return { message: deliveryMessages.codPhone };
  // refusals at the door include COD parcels on their way back (rto.ts)
  if ((await codRefusalsOfPhone(exec, question.phone)) >= cod.refusalLimit)
    return { message: deliveryMessages.codPhone };
  const open = await openCodOrders(exec, question.phone, question.email ?? "");
  if (open.byPhone >= cod.openOrdersPerPhone || (question.email && open.byEmail >= cod.openOrdersPerEmail)) {
    return deliverySaid.codOpenOrders(cod.confirmWithinHours);
  }
  return null;
}

/**
 * The place an Indian address names: a known PIN code, in the state given (or, on a border, one of
 * the states it serves). 400 naming the field (under `prefix`) otherwise.
 */
export function placeOfAddress(address: { zipCode: string; state: string }, prefix = ""): PincodePlace {
  const place = findPincode(address.zipCode.trim());
  if (!place) throw new Invalid(deliveryMessages.unknown, { [`${prefix}zipCode`]: deliveryMessages.unknown });
  const state = indianStates.find((known) => known.name.toLowerCase() === address.state.trim().toLowerCase());
  if (!state || ![place.stateCode, ...place.otherStateCodes].includes(state.code)) {
    const said = deliverySaid.wrongState(place.pincode, stateName(place.stateCode));
    const message = inEnglish(said);
    throw new Invalid(message, { [`${prefix}state`]: message }, { said });
  }
  return place;
}

/** The place an order goes to: a known address (above) the shop delivers to. */
export function deliverablePlace(settings: Settings, address: { zipCode: string; state: string }): PincodePlace {
  const place = placeOfAddress(address, "shippingAddress.");
  const refusal = deliveryRefusal(settings, place.pincode);
  if (refusal) throw new Invalid(refusal, { "shippingAddress.zipCode": refusal });
  return place;
}
