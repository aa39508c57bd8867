// Shiprocket, the courier aggregator, through its public API (apiv2.shiprocket.in/v1/external; the
// paths, fields and answers used here are listed with their sources in
// docs/decisions/0017-shipping-providers.md). A token from the API user's login lasts 10 days; a
// 401 logs in again once. Shiprocket has no idempotency key, so booking is made safe to repeat by
// sending the shop's order number as Shiprocket's order_id and looking it up before creating or
// assigning again; 429 and 5xx are retried with backoff, each retry starting from that look-up.
import { toRupees } from "../../../core/money.ts";
import type { Config } from "../../config.ts";
import { OutboundRefused, safeFetch } from "../../http/outbound.ts";
import {
  type Booking,
  CourierError,
  type CourierProvider,
  type NdrDetails,
  type NdrRequest,
  type Parcel,
  type ReturnBooking,
  type ReturnParcel,
  type TrackingEvent,
} from "./courier.ts";
import { parseShiprocketTime, shiprocketEvent } from "./shiprocket-status.ts";

const api = "/v1/external";
/** Tokens are valid 10 days; a new one is fetched a day early. */
const tokenLifetimeMs = 9 * 24 * 60 * 60 * 1000;

export interface ShiprocketOptions {
  /** Attempts per call or booking round for 429 and 5xx (default 4). */
  attempts?: number;
  /** First backoff in ms, doubled after each failure (default 500). */
  backoffMs?: number;
  timeoutMs?: number;
}

interface FoundOrder {
  orderId: string;
  shipmentId: string;
  awb: string | null;
  courierName: string | null;
}

type Json = Record<string, unknown>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const asRecord = (value: unknown): Json => (value && typeof value === "object" ? (value as Json) : {});
const idOf = (value: unknown) => (typeof value === "number" || typeof value === "string" ? String(value) : "");

function errorMessage(body: Json, status: number): string {
  const message = typeof body.message === "string" ? body.message : "";
  const fields = Object.values(asRecord(body.errors))
    .flat()
    .filter((entry) => typeof entry === "string");
  const said = [message, ...fields].filter(Boolean).join(" ");
  return said ? `Shiprocket: ${said}` : `Shiprocket answered ${status}`;
}

export function shiprocketProvider(
  config: NonNullable<Config["shiprocket"]>,
  options: ShiprocketOptions = {},
): CourierProvider {
  const attempts = options.attempts ?? 4;
  const backoffMs = options.backoffMs ?? 500;
  const timeoutMs = options.timeoutMs ?? 20_000;
  let token: { value: string; until: number } | null = null;
  let loggingIn: Promise<string> | null = null;

  async function login(): Promise<string> {
    const response = await send("POST", "/auth/login", { email: config.email, password: config.password }, null);
    const body = asRecord(await response.json().catch(() => null));
    if (!response.ok || typeof body.token !== "string") {
      throw new CourierError(`Shiprocket login failed: ${errorMessage(body, response.status)}`, response.status >= 500);
    }
    token = { value: body.token, until: Date.now() + tokenLifetimeMs };
    return body.token;
  }

  function currentToken(): Promise<string> {
    if (token && token.until > Date.now()) return Promise.resolve(token.value);
    loggingIn ??= login().finally(() => {
      loggingIn = null;
    });
    return loggingIn;
  }

  async function send(method: string, path: string, body: unknown, bearer: string | null): Promise<Response> {
    try {
      // the configured API (configuration, not data): a bare fetch, not http/outbound.ts
      return await fetch(new URL(`${api}${path}`, config.apiUrl), {
        method,
        headers: {
          "content-type": "application/json",
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new CourierError(`Shiprocket could not be reached: ${(error as Error).message}`, true);
    }
  }

  /** One call: a 401 logs in again once; with `retry`, 429/5xx and network failures are retried. */
  async function call(method: string, path: string, body?: unknown, retry = true): Promise<Json> {
    let loggedInAgain = false;
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await send(method, path, body, await currentToken());
        if (response.status === 401 && !loggedInAgain) {
          loggedInAgain = true;
          token = null;
          attempt--;
          continue;
        }
        const answer = asRecord(await response.json().catch(() => null));
        if (!response.ok) {
          throw new CourierError(
            errorMessage(answer, response.status),
            response.status === 429 || response.status >= 500,
          );
        }
        return answer;
      } catch (error) {
        if (!(error instanceof CourierError) || !error.retryable || !retry || attempt >= attempts) throw error;
        await sleep(backoffMs * 2 ** (attempt - 1));
      }
    }
  }

  /** The order Shiprocket holds under the shop's reference, if it was created before. */
  async function lookUp(reference: string): Promise<FoundOrder | null> {
    const answer = await call("GET", `/orders?search=${encodeURIComponent(reference)}`);
    const orders = Array.isArray(answer.data) ? answer.data.map(asRecord) : [];
    const order = orders.find(
      (entry) =>
        idOf(entry.channel_order_id) === reference &&
        !/cancel/i.test(typeof entry.status === "string" ? entry.status : ""),
    );
    if (!order) return null;
    const shipment = asRecord(Array.isArray(order.shipments) ? order.shipments[0] : undefined);
    return {
      orderId: idOf(order.id),
      shipmentId: idOf(shipment.id),
      awb: idOf(shipment.awb) || null,
      courierName: typeof shipment.courier === "string" && shipment.courier ? shipment.courier : null,
    };
  }

  async function create(parcel: Parcel): Promise<FoundOrder> {
    const answer = await call("POST", "/orders/create/adhoc", orderBody(parcel), false);
    const orderId = idOf(answer.order_id);
    const shipmentId = idOf(answer.shipment_id);
    if (!orderId || !shipmentId) throw new CourierError(errorMessage(answer, 200));
    return {
      orderId,
      shipmentId,
      awb: idOf(answer.awb_code) || null,
      courierName: typeof answer.courier_name === "string" ? answer.courier_name : null,
    };
  }

  async function assignAwb(found: FoundOrder): Promise<FoundOrder> {
    const answer = await call("POST", "/courier/assign/awb", { shipment_id: Number(found.shipmentId) }, false);
    const data = asRecord(asRecord(answer.response).data);
    const awb = idOf(data.awb_code);
    if (answer.awb_assign_status !== 1 || !awb) {
      const reason = typeof data.awb_assign_error === "string" ? data.awb_assign_error : errorMessage(answer, 200);
      throw new CourierError(`No AWB was assigned: ${reason}`);
    }
    return {
      ...found,
      awb,
      courierName: typeof data.courier_name === "string" ? data.courier_name : found.courierName,
    };
  }

  /** Look up, then create and assign only what is missing; a retryable failure starts again from the look-up. */
  async function orderWithAwb(parcel: Parcel): Promise<FoundOrder & { awb: string }> {
    for (let round = 1; ; round++) {
      try {
        let found = (await lookUp(parcel.reference)) ?? (await create(parcel));
        if (!found.awb) found = await assignAwb(found);
        if (!found.awb) throw new CourierError("No AWB was assigned.");
        return { ...found, awb: found.awb };
      } catch (error) {
        if (!(error instanceof CourierError) || !error.retryable || round >= attempts) throw error;
        await sleep(backoffMs * 2 ** (round - 1));
      }
    }
  }

  return {
    name: "shiprocket",
    async book(parcel): Promise<Booking> {
      const found = await orderWithAwb(parcel);
      const remarks: string[] = [];
      const shipmentIds = [Number(found.shipmentId)];
      try {
        const pickup = await call("POST", "/courier/generate/pickup", { shipment_id: shipmentIds });
        if (pickup.pickup_status !== 1) remarks.push(`Pickup not scheduled: ${errorMessage(pickup, 200)}`);
      } catch (error) {
        remarks.push(`Pickup not scheduled: ${(error as Error).message}`);
      }
      let labelRef: string | null = null;
      try {
        const label = await call("POST", "/courier/generate/label", { shipment_id: shipmentIds });
        if (label.label_created === 1 && typeof label.label_url === "string") labelRef = label.label_url;
        else remarks.push(`No label yet: ${errorMessage(label, 200)}`);
      } catch (error) {
        remarks.push(`No label yet: ${(error as Error).message}`);
      }
      return {
        courierName: found.courierName ?? "Shiprocket",
        awb: found.awb,
        trackingUrl: `https://shiprocket.co/tracking/${encodeURIComponent(found.awb)}`,
        labelRef,
        providerOrderId: found.orderId,
        providerShipmentId: found.shipmentId,
        remarks,
      };
    },

    async track({ awb }): Promise<TrackingEvent[]> {
      const answer = await call("GET", `/courier/track/awb/${encodeURIComponent(awb)}`);
      const data = asRecord(answer.tracking_data);
      const activities = Array.isArray(data.shipment_track_activities) ? data.shipment_track_activities : [];
      return activities.flatMap((entry) => {
        const scan = asRecord(entry);
        const at = parseShiprocketTime(scan.date);
        if (!at) return [];
        return [
          shiprocketEvent({ awb, statusId: idOf(scan["sr-status"]), at, place: scan.location, remark: scan.activity }),
        ];
      });
    },

    // "Cancel an Order" (POST /orders/cancel { ids }, 204) takes the Shiprocket order and its
    // shipment back, so the next booking sends a new order_id ("100042-2"); without an order id,
    // "Cancel a Shipment" by AWB (POST /orders/cancel/shipment/awbs { awbs }). Both are refused once
    // the courier has the parcel. Not retried: the caller holds the order's lock while it waits, and
    // a failure changes nothing in the shop (the admin asks again; a cancellation that went through
    // unheard arrives as Shiprocket's own "cancelled" webhook).
    async cancel({ providerOrderId, awb }) {
      if (providerOrderId) await call("POST", "/orders/cancel", { ids: [Number(providerOrderId)] }, false);
      else if (awb) await call("POST", "/orders/cancel/shipment/awbs", { awbs: [awb] }, false);
    },

    /**
     * The label Shiprocket made for the shipment: "generate label" answers its address (the same
     * label again when it was made at booking), then the PDF is fetched from there without the token.
     */
    async label({ providerShipmentId, labelRef, awb }): Promise<Uint8Array> {
      let address = labelRef;
      if (providerShipmentId) {
        const answer = await call("POST", "/courier/generate/label", { shipment_id: [Number(providerShipmentId)] });
        if (answer.label_created === 1 && typeof answer.label_url === "string") address = answer.label_url;
      }
      if (!address) throw new CourierError(`Shiprocket made no label for AWB ${awb ?? "(none)"}.`);
      return downloadLabel(address, config.apiUrl, timeoutMs);
    },

    // POST /ndr/{awb}/action { action: "re-attempt" | "return", comments } answers 202; the
    // documented body has no date or phone field, so they travel in the comments (decision 0017)
    async ndrAction({ awb }, request) {
      // not retried blindly: a lost answer to a "return" must not be sent twice
      await call("POST", `/ndr/${encodeURIComponent(awb)}/action`, ndrActionBody(request), false);
    },

    // GET /ndr/{awb}: data[0].{ reason, attempts } (a list, as /ndr/all answers)
    async ndrDetails({ awb }): Promise<NdrDetails | null> {
      const answer = await call("GET", `/ndr/${encodeURIComponent(awb)}`);
      const rows = Array.isArray(answer.data) ? answer.data.map(asRecord) : [asRecord(answer.data)];
      const row = rows.find((entry) => idOf(entry.awb_code) === awb) ?? rows[0];
      if (!row) return null;
      const attempts = Number(row.attempts);
      const reason = typeof row.reason === "string" && row.reason.trim() ? row.reason.trim().slice(0, 500) : null;
      if (!reason && !Number.isInteger(attempts)) return null;
      return { reason, attempts: Number.isInteger(attempts) && attempts > 0 ? attempts : null };
    },

    // POST /orders/create/return answers { order_id, shipment_id, status }; the AWB is assigned like a
    // forward parcel's, with is_return: 1. Not retried blindly: Shiprocket refuses a second order with
    // the same order_id ("R-1001"), so a lost answer is seen in its panel, not booked twice.
    async createReturn(parcel): Promise<ReturnBooking> {
      const answer = await call("POST", "/orders/create/return", returnOrderBody(parcel), false);
      const orderId = idOf(answer.order_id);
      const shipmentId = idOf(answer.shipment_id);
      if (!orderId || !shipmentId) throw new CourierError(errorMessage(answer, 200));
      const remarks: string[] = [];
      let awb: string | null = null;
      let courierName = "Shiprocket";
      try {
        const assigned = await call(
          "POST",
          "/courier/assign/awb",
          { shipment_id: Number(shipmentId), is_return: 1 },
          false,
        );
        const data = asRecord(asRecord(assigned.response).data);
        awb = idOf(data.awb_code) || null;
        if (typeof data.courier_name === "string" && data.courier_name) courierName = data.courier_name;
        if (!awb) remarks.push(`No AWB yet: ${errorMessage(assigned, 200)}`);
      } catch (error) {
        remarks.push(`No AWB yet: ${(error as Error).message}`);
      }
      return {
        courierName,
        awb,
        trackingUrl: awb ? `https://shiprocket.co/tracking/${encodeURIComponent(awb)}` : null,
        providerOrderId: orderId,
        providerShipmentId: shipmentId,
        remarks,
      };
    },
  };
}

/** The return order's body (POST /v1/external/orders/create/return): picked up at the shopper's, delivered to the shop. */
export function returnOrderBody(parcel: ReturnParcel): Json {
  const subTotal = parcel.items.reduce((sum, item) => sum + item.unitPrice * item.units, 0);
  return {
    order_id: parcel.reference,
    order_date: indiaDateTime(parcel.requestedAt),
    pickup_customer_name: parcel.customer.firstName,
    pickup_last_name: parcel.customer.lastName,
    pickup_address: parcel.address.addressLine1,
    pickup_address_2: parcel.address.addressLine2 ?? "",
    pickup_city: parcel.address.city,
    pickup_state: parcel.address.state,
    pickup_country: parcel.address.country,
    pickup_pincode: Number(parcel.address.zipCode),
    pickup_email: parcel.customer.email,
    pickup_phone: parcel.customer.phone,
    shipping_customer_name: parcel.returnTo.name,
    shipping_address: parcel.returnTo.address,
    shipping_city: parcel.returnTo.city,
    shipping_state: parcel.returnTo.state,
    shipping_country: "India",
    shipping_pincode: Number(parcel.returnTo.pincode),
    shipping_email: parcel.returnTo.email,
    shipping_phone: parcel.returnTo.phone,
    order_items: parcel.items.map((item) => ({
      name: item.name,
      sku: item.sku,
      units: item.units,
      selling_price: toRupees(item.unitPrice),
    })),
    payment_method: "Prepaid",
    sub_total: toRupees(subTotal),
    length: parcel.lengthCm,
    breadth: parcel.breadthCm,
    height: parcel.heightCm,
    weight: parcel.weightGrams / 1000,
  };
}

/** A label file is at most this large (a 4 × 6 in courier label is tens of kilobytes). */
const labelMaxBytes = 5 * 1024 * 1024;

/**
 * Fetches a label PDF from the address Shiprocket gave. The configured API's own origin (where the
 * stand-in serves them) is configuration and fetched directly; any other address is data, so it
 * must be https and goes through the guarded outbound fetch (http/outbound.ts: public addresses
 * only). No redirects, at most 5 MB, and it must be a PDF.
 */
export async function downloadLabel(address: string, apiUrl: string, timeoutMs = 20_000): Promise<Uint8Array> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new CourierError("Shiprocket's label address is not a URL.");
  }
  const configured = url.origin === new URL(apiUrl).origin;
  if (url.protocol !== "https:" && !configured) {
    throw new CourierError("Shiprocket's label address is not https.");
  }
  const bytes = configured ? await downloadFromApi(url, timeoutMs) : await downloadFromData(url, timeoutMs);
  if (Buffer.from(bytes.subarray(0, 5)).toString("latin1") !== "%PDF-") {
    throw new CourierError("The label file is not a PDF.");
  }
  return bytes;
}

async function downloadFromData(url: URL, timeoutMs: number): Promise<Uint8Array> {
  try {
    return new Uint8Array(await safeFetch(url.href, { maxBytes: labelMaxBytes, timeoutMs, maxRedirects: 0 }));
  } catch (error) {
    if (error instanceof OutboundRefused) throw new CourierError(`The label was not downloaded: ${error.message}`);
    if ((error as Error).message === "too large") throw new CourierError("The label file is too large.");
    throw new CourierError(`The label could not be downloaded: ${(error as Error).message}`, true);
  }
}

async function downloadFromApi(url: URL, timeoutMs: number): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new CourierError(`The label could not be downloaded: ${(error as Error).message}`, true);
  }
  if (!response.ok) throw new CourierError(`The label could not be downloaded (${response.status}).`, true);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); reader && read && !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > labelMaxBytes) {
      await reader.cancel().catch(() => {});
      throw new CourierError("The label file is too large.");
    }
    chunks.push(read.value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** The NDR action's body: Shiprocket's action name and the request told in words. */
export function ndrActionBody(request: NdrRequest): { action: "re-attempt" | "return"; comments: string } {
  if (request.action === "rto") return { action: "return", comments: "Return to origin, as the seller decided." };
  const said = [
    request.date ? `Please re-attempt delivery on ${request.date}.` : "Please re-attempt delivery.",
    request.phone ? `New phone: ${request.phone}.` : "",
    request.address ? `Address: ${request.address}.` : "",
    request.by === "shopper" ? "Asked by the buyer." : "",
  ];
  return { action: "re-attempt", comments: said.filter(Boolean).join(" ") };
}

/** India date and time as Shiprocket's order_date takes it: "2026-11-25 18:30". */
function indiaDateTime(date: Date): string {
  const india = new Date(date.getTime() + 330 * 60_000).toISOString();
  return `${india.slice(0, 10)} ${india.slice(11, 16)}`;
}

/** The create-order body (POST /v1/external/orders/create/adhoc): amounts in rupees, weight in kg. */
export function orderBody(parcel: Parcel): Json {
  const itemsTotal = parcel.items.reduce((sum, item) => sum + item.unitPrice * item.units, 0);
  return {
    order_id: parcel.reference,
    order_date: indiaDateTime(parcel.orderDate),
    pickup_location: parcel.pickupLocation,
    billing_customer_name: parcel.customer.firstName,
    billing_last_name: parcel.customer.lastName,
    billing_address: parcel.address.addressLine1,
    billing_address_2: parcel.address.addressLine2 ?? "",
    billing_city: parcel.address.city,
    billing_pincode: Number(parcel.address.zipCode),
    billing_state: parcel.address.state,
    billing_country: parcel.address.country,
    billing_email: parcel.customer.email,
    billing_phone: Number(parcel.customer.phone),
    shipping_is_billing: true,
    order_items: parcel.items.map((item) => ({
      name: item.name,
      sku: item.sku,
      units: item.units,
      selling_price: toRupees(item.unitPrice),
      hsn: item.hsn,
      tax: item.gstRate / 100,
    })),
    payment_method: parcel.cashOnDelivery ? "COD" : "Prepaid",
    shipping_charges: toRupees(parcel.shipping),
    giftwrap_charges: toRupees(parcel.giftWrap),
    transaction_charges: toRupees(parcel.codFee),
    total_discount: toRupees(parcel.discount),
    sub_total: toRupees(itemsTotal - parcel.discount),
    length: parcel.lengthCm,
    breadth: parcel.breadthCm,
    height: parcel.heightCm,
    weight: parcel.weightGrams / 1000,
    ...(parcel.ewayBillNo ? { ewaybill_no: parcel.ewayBillNo } : {}),
  };
}
