// The Shiprocket provider against the stand-in of Shiprocket's API: the booking calls in order with
// Shiprocket's fields, a lost answer retried without booking twice, 500 and 429 retried, an expired
// token replaced by one new login, a refusal reported with Shiprocket's reason, tracking and cancel.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { loadConfig } from "../../config.ts";
import { type ShiprocketStandIn, startShiprocketStandIn } from "../../testing/shiprocket-stand-in.ts";
import type { CourierProvider, Parcel } from "./courier.ts";
import { shiprocketProvider } from "./shiprocket.ts";
import { parseShiprocketTime, shipmentStatusFor, webhookEvent } from "./shiprocket-status.ts";

let standIn: ShiprocketStandIn;
let provider: CourierProvider;
let number = 500_000;

beforeAll(async () => {
  standIn = await startShiprocketStandIn();
});
afterAll(() => standIn?.close());
beforeEach(() => {
  provider = shiprocketProvider(
    { email: standIn.email, password: standIn.password, apiUrl: standIn.url },
    { attempts: 4, backoffMs: 5 },
  );
});

function parcel(overrides: Partial<Parcel> = {}): Parcel {
  number++;
  return {
    reference: String(number),
    orderDate: new Date("2026-11-25T09:00:00Z"),
    customer: { firstName: "Meena", lastName: "Joshi", email: "meena@example.test", phone: "9829012345" },
    address: { addressLine1: "3 Fort Road", city: "Jaipur", state: "Rajasthan", zipCode: "302001", country: "India" },
    cashOnDelivery: true,
    items: [{ name: "Amethyst Tumble", sku: "AM-1", units: 2, unitPrice: 125_000, hsn: "7103", gstRate: 300 }],
    discount: 10_000,
    shipping: 0,
    giftWrap: 5_000,
    codFee: 4_900,
    weightGrams: 650,
    lengthCm: 20,
    breadthCm: 15,
    heightCm: 10,
    pickupLocation: "Primary",
    ...overrides,
  };
}

const callsTo = (path: string) => standIn.calls.filter((call) => call.path === `/v1/external${path}`).length;

describe("booking through Shiprocket", () => {
  test("creates the order under the shop's number, assigns an AWB, asks for pickup and a label", async () => {
    const order = parcel();
    const booking = await provider.book(order);
    const held = standIn.orders.get(order.reference);
    expect(held?.awb).toBe(booking.awb);
    expect(booking).toMatchObject({
      courierName: "Delhivery Surface",
      trackingUrl: `https://shiprocket.co/tracking/${booking.awb}`,
      labelRef: `${standIn.url}/labels/${held?.shipmentId}.pdf`,
      providerOrderId: String(held?.id),
      providerShipmentId: String(held?.shipmentId),
      remarks: [],
    });
    expect(held?.body).toMatchObject({
      order_id: order.reference,
      order_date: "2026-11-25 14:30",
      pickup_location: "Primary",
      billing_pincode: 302001,
      billing_phone: 9829012345,
      payment_method: "COD",
      order_items: [{ name: "Amethyst Tumble", sku: "AM-1", units: 2, selling_price: 1250, hsn: "7103", tax: 3 }],
      sub_total: 2400,
      total_discount: 100,
      giftwrap_charges: 50,
      transaction_charges: 49,
      weight: 0.65,
      length: 20,
    });
    expect(held?.pickups).toBe(1);
    expect(held?.labels).toBe(1);
  });

  test("booking the same order again finds it and books nothing new", async () => {
    const order = parcel();
    const first = await provider.book(order);
    const creates = callsTo("/orders/create/adhoc");
    const assigns = callsTo("/courier/assign/awb");
    const again = await provider.book(order);
    expect(again.awb).toBe(first.awb);
    expect(callsTo("/orders/create/adhoc")).toBe(creates);
    expect(callsTo("/courier/assign/awb")).toBe(assigns);
  });

  test("an answer lost after Shiprocket created the order is retried without creating it twice", async () => {
    const order = parcel();
    standIn.fail("/v1/external/orders/create/adhoc", 502, { afterWork: true });
    standIn.fail("/v1/external/courier/assign/awb", 500, { afterWork: true });
    const creates = callsTo("/orders/create/adhoc");
    const booking = await provider.book(order);
    expect(callsTo("/orders/create/adhoc") - creates).toBe(1);
    expect([...standIn.orders.keys()].filter((key) => key === order.reference)).toHaveLength(1);
    expect(standIn.orders.get(order.reference)?.awb).toBe(booking.awb);
  });

  test("a 500 and then a 429 are retried with backoff until the call goes through", async () => {
    const order = parcel();
    standIn.fail("/v1/external/orders", 500);
    standIn.fail("/v1/external/orders/create/adhoc", 429);
    const booking = await provider.book(order);
    expect(booking.awb).toMatch(/^\d+$/);
    expect(standIn.orders.get(order.reference)?.awb).toBe(booking.awb);
  });

  test("an expired token is replaced by logging in once again", async () => {
    await provider.book(parcel());
    const logins = standIn.logins;
    standIn.expireTokens();
    const booking = await provider.book(parcel());
    expect(booking.awb).toBeTruthy();
    expect(standIn.logins).toBe(logins + 1);
  });

  test("a refusal stops with Shiprocket's reason, and failures past the retries give up", async () => {
    await expect(provider.book(parcel({ pickupLocation: "" }))).rejects.toThrow(
      "Shiprocket: Oops! Invalid Data. The pickup location field is required.",
    );
    const order = parcel();
    standIn.fail("/v1/external/orders/create/adhoc", 503, { times: 10 });
    await expect(provider.book(order)).rejects.toThrow(/Shiprocket/);
    expect(standIn.orders.has(order.reference)).toBe(false);
    standIn.fail("/v1/external/orders/create/adhoc", 503, { times: 0 });
  });

  test("wrong credentials are reported as a failed login", async () => {
    const wrong = shiprocketProvider({ email: standIn.email, password: "nope", apiUrl: standIn.url }, { backoffMs: 1 });
    await expect(wrong.book(parcel())).rejects.toThrow(/Shiprocket login failed/);
  });

  test("a pickup that fails does not undo the booking: it is reported as a remark", async () => {
    standIn.fail("/v1/external/courier/generate/pickup", 400);
    const booking = await provider.book(parcel());
    expect(booking.awb).toBeTruthy();
    expect(booking.remarks).toEqual([expect.stringMatching(/^Pickup not scheduled/)]);
  });

  test("tracks by AWB and cancels the order", async () => {
    const order = parcel();
    const booking = await provider.book(order);
    const events = await provider.track({ awb: booking.awb });
    // the stand-in's parcel is picked up an hour after its AWB, stamped to the second
    const pickedUp = new Date(
      Math.floor(((standIn.orders.get(order.reference)?.assignedAt?.getTime() ?? 0) + 3_600_000) / 1000) * 1000,
    );
    expect(events).toEqual([
      {
        eventId: `shiprocket:${booking.awb}:42:${pickedUp.toISOString()}`,
        at: pickedUp,
        rawStatusId: "42",
        status: "picked_up",
        place: "Jaipur_Hub (Rajasthan)",
        remark: "In Transit - Shipment picked up",
      },
    ]);
    await provider.cancel({ providerOrderId: booking.providerOrderId, awb: booking.awb });
    expect(standIn.orders.get(order.reference)?.status).toBe("CANCELED");
  });
});

describe("cancelling through Shiprocket", () => {
  test("cancels the Shiprocket order by its id (an empty 204), or the shipment by its AWB without one", async () => {
    const order = parcel();
    const booking = await provider.book(order);
    const asked = standIn.cancelRequests.length;
    await provider.cancel({ providerOrderId: booking.providerOrderId, awb: booking.awb });
    expect(standIn.cancelRequests.slice(asked)).toEqual([{ ids: [Number(booking.providerOrderId)], refused: false }]);
    expect(standIn.orders.get(order.reference)?.status).toBe("CANCELED");

    const other = parcel();
    const second = await provider.book(other);
    await provider.cancel({ providerOrderId: null, awb: second.awb });
    expect(standIn.cancelRequests.at(-1)).toEqual({ awbs: [second.awb], refused: false });
    expect(standIn.orders.get(other.reference)?.status).toBe("CANCELED");
    // a booking after a cancelled one goes under a new reference and books anew
    const again = await provider.book({ ...other, reference: `${other.reference}-2` });
    expect(again.awb).not.toBe(second.awb);
  });

  test("a parcel the courier picked up is refused with Shiprocket's reason, and not asked twice", async () => {
    const booking = await provider.book(parcel());
    standIn.pickUp(booking.awb);
    const before = callsTo("/orders/cancel");
    const refused = provider.cancel({ providerOrderId: booking.providerOrderId, awb: booking.awb });
    await expect(refused).rejects.toThrow(
      "Shiprocket: Order cannot be cancelled as the shipment has already been picked up by the courier.",
    );
    await expect(refused).rejects.toMatchObject({ retryable: false });
    expect(callsTo("/orders/cancel") - before).toBe(1);
    expect(standIn.cancelRequests.at(-1)).toMatchObject({ refused: true });
  });

  test("Shiprocket down: one call, a retryable failure for the caller to report", async () => {
    const booking = await provider.book(parcel());
    standIn.fail("/v1/external/orders/cancel", 503);
    const before = callsTo("/orders/cancel");
    await expect(provider.cancel({ providerOrderId: booking.providerOrderId, awb: booking.awb })).rejects.toMatchObject(
      { retryable: true },
    );
    expect(callsTo("/orders/cancel") - before).toBe(1);
  });
});

describe("Shiprocket's statuses and times", () => {
  test("maps the status ids the shop acts on and leaves the others alone", () => {
    expect(shipmentStatusFor(42)).toBe("picked_up");
    expect(shipmentStatusFor("6")).toBe("in_transit");
    expect(shipmentStatusFor(17)).toBe("out_for_delivery");
    expect(shipmentStatusFor(7)).toBe("delivered");
    expect(shipmentStatusFor(21)).toBe("undelivered");
    expect(shipmentStatusFor(9)).toBe("rto_initiated");
    expect(shipmentStatusFor(10)).toBe("rto_delivered");
    expect(shipmentStatusFor(3)).toBeNull();
    expect(shipmentStatusFor("x")).toBeNull();
    expect(shipmentStatusFor(undefined)).toBeNull();
  });

  test("reads both of Shiprocket's time formats as India time", () => {
    expect(parseShiprocketTime("23 05 2023 11:43:52")?.toISOString()).toBe("2023-05-23T06:13:52.000Z");
    expect(parseShiprocketTime("2023-05-19 11:59:16")?.toISOString()).toBe("2023-05-19T06:29:16.000Z");
    expect(parseShiprocketTime("yesterday")).toBeNull();
    expect(webhookEvent({ current_timestamp: "23 05 2023 11:43:52" })).toBeNull();
  });
});

describe("Shiprocket's configuration", () => {
  test("the API user's e-mail and password come together; the address defaults to Shiprocket's", () => {
    expect(() => loadConfig({ SHIPROCKET_EMAIL: "api@sattva.test" })).toThrow(
      "SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD must be set together",
    );
    expect(loadConfig({}).shiprocket).toBeUndefined();
    expect(loadConfig({ SHIPROCKET_EMAIL: "api@sattva.test", SHIPROCKET_PASSWORD: "pw" }).shiprocket).toEqual({
      email: "api@sattva.test",
      password: "pw",
      apiUrl: "https://apiv2.shiprocket.in",
    });
  });
});

describe("failed deliveries (NDR) through Shiprocket", () => {
  test("reads the reason and attempts, and sends re-attempt and return with the date and phone in comments", async () => {
    const booking = await provider.book(parcel());
    expect(await provider.ndrDetails({ awb: booking.awb })).toBeNull();
    // the stand-in counts the failed attempt as it posts the webhook (here to nowhere that matters)
    await standIn
      .postWebhook(`${standIn.url}/elsewhere`, { awb: booking.awb, statusId: 21, reason: "Consignee not available" })
      .catch(() => undefined);
    expect(await provider.ndrDetails({ awb: booking.awb })).toEqual({ reason: "Consignee not available", attempts: 1 });

    await provider.ndrAction(
      { awb: booking.awb },
      { action: "reattempt", date: "2026-11-28", phone: "9829011111", address: "Near the temple", by: "admin" },
    );
    await provider.ndrAction({ awb: booking.awb }, { action: "rto", by: "admin" });
    expect(standIn.ndrActions.filter((entry) => entry.awb === booking.awb)).toEqual([
      {
        awb: booking.awb,
        action: "re-attempt",
        comments: "Please re-attempt delivery on 2026-11-28. New phone: 9829011111. Address: Near the temple.",
      },
      { awb: booking.awb, action: "return", comments: "Return to origin, as the seller decided." },
    ]);
  });

  test("a refusal comes back with Shiprocket's reason; a failed action is not repeated blindly", async () => {
    const booking = await provider.book(parcel());
    await expect(provider.ndrAction({ awb: booking.awb }, { action: "rto", by: "admin" })).rejects.toThrow(
      "Shiprocket: No NDR found for this AWB.",
    );
    const path = `/ndr/${booking.awb}/action`;
    const before = callsTo(path);
    standIn.fail(`/v1/external${path}`, 500);
    await expect(provider.ndrAction({ awb: booking.awb }, { action: "rto", by: "admin" })).rejects.toThrow();
    expect(callsTo(path) - before).toBe(1);
  });
});
