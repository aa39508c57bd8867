// A stand-in for Shiprocket's API on this machine (as the payment tests stand in for Razorpay), for
// tests and for trying the shop without an account: the calls features/shipping/shiprocket.ts makes,
// answered in Shiprocket's shapes. It keeps orders by the seller's order_id, issues AWBs, and can be
// told to fail (a status for the next calls to a path, an answer lost after the work was done),
// to expire every token, and to post tracking webhooks to the shop as Shiprocket would. A parcel
// the courier picked up (a webhook of pickup or later posted, or pickUp()) can no longer be
// cancelled, as Shiprocket refuses it; every cancel asked is recorded.
import crypto from "node:crypto";
import http from "node:http";

interface StandInOrder {
  id: number;
  channelOrderId: string;
  shipmentId: number;
  status: "NEW" | "READY TO SHIP" | "PICKUP SCHEDULED" | "CANCELED" | "RETURN PENDING";
  /** Made by POST /orders/create/return (a reverse pickup), not create/adhoc. */
  isReturn?: boolean;
  awb: string | null;
  courierName: string | null;
  /** When the AWB was given: the stand-in's parcel is picked up an hour later. */
  assignedAt: Date | null;
  body: Record<string, unknown>;
  pickups: number;
  labels: number;
  /** Failed deliveries so far (status 21 posted) and the courier's last reason. */
  ndr: { attempts: number; reason: string | null; raisedAt: string | null };
  /** The courier has the parcel (picked up or later): Shiprocket no longer cancels it. */
  pickedUp: boolean;
}

interface Failure {
  status: number;
  times: number;
  /** Do the work, then answer with the failure (a reply lost on its way back). */
  afterWork: boolean;
}

export interface ShiprocketStandIn {
  url: string;
  email: string;
  password: string;
  /** Orders by the seller's order_id (what the shop sent as order_id). */
  orders: Map<string, StandInOrder>;
  /** Every call: method, path (without the query), and the token's state. */
  calls: { method: string; path: string }[];
  logins: number;
  /** Every NDR action asked (POST /v1/external/ndr/{awb}/action), in order. */
  ndrActions: { awb: string; action: string; comments: string }[];
  /**
   * Every cancel asked, in order, refused or not: Shiprocket order ids (POST /orders/cancel
   * `{ ids }`) or AWBs (POST /orders/cancel/shipment/awbs `{ awbs }`).
   */
  cancelRequests: { ids?: number[]; awbs?: string[]; refused: boolean }[];
  /** The courier picks the parcel up without the shop hearing of it (no webhook). */
  pickUp(awb: string): void;
  /**
   * The next `times` calls to the path (e.g. "/v1/external/orders/create/adhoc") answer `status`;
   * "/labels" fails the label files' downloads.
   */
  fail(path: string, status: number, options?: { times?: number; afterWork?: boolean }): void;
  /** Every token given so far stops working (as after 10 days). */
  expireTokens(): void;
  /** Posts a tracking webhook to `target` for the AWB, with Shiprocket's fields. */
  postWebhook(
    target: string,
    input: {
      awb: string;
      statusId: number;
      label?: string;
      at?: string;
      location?: string;
      apiKey?: string;
      /** For 21 (undelivered): the courier's reason, kept for GET /ndr/{awb} too. */
      reason?: string;
      /** For 21: the same failed attempt told again (the count at GET /ndr/{awb} stays). */
      sameAttempt?: boolean;
    },
  ): Promise<Response>;
  close(): Promise<void>;
}

const prefix = "/v1/external";

/** Shiprocket's status ids from the courier's pickup on (picked up, shipped, in transit, ... RTO). */
const pickedUpStatusIds = new Set([42, 6, 18, 38, 17, 7, 21, 9, 14, 40, 41, 46, 10]);

/**
 * A real one-page PDF, 4 × 6 in, as Shiprocket's label_url serves (its labels are PDFs kept at a
 * public address): the courier, the AWB and the order, in Helvetica, the content left uncompressed.
 */
export function standInLabelPdf(order: { awb: string | null; courierName: string | null; channelOrderId: string }) {
  const escaped = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);
  const lines = [`${order.courierName ?? "Courier"}`, `AWB ${order.awb ?? ""}`, `Order ${order.channelOrderId}`];
  const content = lines
    .map((line, index) => `BT /F1 ${index === 1 ? 18 : 12} Tf 24 ${380 - index * 40} Td (${escaped(line)}) Tj ET`)
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

/** "23 05 2023 11:43:52", India time, as the webhook's current_timestamp. */
function webhookTime(date: Date): string {
  const india = new Date(date.getTime() + 330 * 60_000).toISOString();
  return `${india.slice(8, 10)} ${india.slice(5, 7)} ${india.slice(0, 4)} ${india.slice(11, 19)}`;
}

/** "2026-11-26 15:32:17", India time, as scans and the tracking API write it. */
function scanTime(date: Date): string {
  const india = new Date(date.getTime() + 330 * 60_000).toISOString();
  return `${india.slice(0, 10)} ${india.slice(11, 19)}`;
}

/** The fields POST /orders/create/return refuses to go without (422 names each). */
const returnRequired = [
  "order_id",
  "order_date",
  "pickup_customer_name",
  "pickup_address",
  "pickup_city",
  "pickup_state",
  "pickup_country",
  "pickup_pincode",
  "pickup_phone",
  "shipping_customer_name",
  "shipping_address",
  "shipping_city",
  "shipping_country",
  "shipping_pincode",
  "shipping_state",
  "shipping_phone",
  "order_items",
  "payment_method",
  "sub_total",
  "length",
  "breadth",
  "height",
  "weight",
];

const required = [
  "order_id",
  "order_date",
  "pickup_location",
  "billing_customer_name",
  "billing_address",
  "billing_city",
  "billing_pincode",
  "billing_state",
  "billing_country",
  "billing_email",
  "billing_phone",
  "shipping_is_billing",
  "order_items",
  "payment_method",
  "sub_total",
  "length",
  "breadth",
  "height",
  "weight",
];

export async function startShiprocketStandIn(): Promise<ShiprocketStandIn> {
  const email = "api-user@sattva.test";
  const password = "stand-in-password";
  const tokens = new Set<string>();
  const failures = new Map<string, Failure>();
  const orders = new Map<string, StandInOrder>();
  const calls: { method: string; path: string }[] = [];
  const ndrActions: { awb: string; action: string; comments: string }[] = [];
  const cancelRequests: { ids?: number[]; awbs?: string[]; refused: boolean }[] = [];
  let nextOrderId = 400_000_001;
  let nextShipmentId = 700_000_001;
  let nextAwb = 1_900_000_001;
  const state = { logins: 0, url: "" };

  const byShipment = (id: unknown) => [...orders.values()].find((order) => order.shipmentId === Number(id));

  /** Cancels the orders asked, all or none: an unknown one or a parcel already picked up refuses. */
  function cancelParcels(asked: { ids?: number[]; awbs?: string[] }, found: StandInOrder[], unknown: boolean) {
    const refusal = unknown
      ? "Order Id does not exist"
      : found.some((order) => order.pickedUp)
        ? "Order cannot be cancelled as the shipment has already been picked up by the courier."
        : null;
    cancelRequests.push({ ...asked, refused: refusal !== null });
    if (refusal) return { status: 400, body: { message: refusal, status_code: 400 } };
    for (const order of found) order.status = "CANCELED";
    return { status: 204, body: null };
  }

  function route(method: string, path: string, query: URLSearchParams, body: Record<string, unknown>) {
    if (method === "POST" && path === `${prefix}/auth/login`) {
      if (body.email !== email || body.password !== password) {
        return { status: 403, body: { message: "Invalid email and password combination", status_code: 403 } };
      }
      state.logins++;
      const token = crypto.randomBytes(24).toString("base64url");
      tokens.add(token);
      return { status: 200, body: { id: 1, first_name: "API", last_name: "User", email, company_id: 1, token } };
    }
    if (method === "GET" && path === `${prefix}/orders`) {
      const search = query.get("search") ?? "";
      const data = [...orders.values()]
        .filter((order) => order.channelOrderId === search)
        .map((order) => ({
          id: order.id,
          channel_order_id: order.channelOrderId,
          status: order.status,
          shipments: [{ id: order.shipmentId, awb: order.awb ?? "", courier: order.courierName ?? "" }],
        }));
      return { status: 200, body: { data } };
    }
    if (method === "POST" && path === `${prefix}/orders/create/adhoc`) {
      const missing = required.filter((field) => body[field] === undefined || body[field] === "");
      if (missing.length > 0) {
        const errors = Object.fromEntries(
          missing.map((field) => [field, [`The ${field.replace(/_/g, " ")} field is required.`]]),
        );
        return { status: 422, body: { message: "Oops! Invalid Data.", errors, status_code: 422 } };
      }
      const channelOrderId = String(body.order_id);
      if (orders.has(channelOrderId)) {
        return {
          status: 422,
          body: {
            message: "Oops! Invalid Data.",
            errors: { order_id: ["Order Id already exists."] },
            status_code: 422,
          },
        };
      }
      const order: StandInOrder = {
        id: nextOrderId++,
        channelOrderId,
        shipmentId: nextShipmentId++,
        status: "NEW",
        awb: null,
        courierName: null,
        assignedAt: null,
        body,
        pickups: 0,
        labels: 0,
        ndr: { attempts: 0, reason: null, raisedAt: null },
        pickedUp: false,
      };
      orders.set(channelOrderId, order);
      return {
        status: 200,
        body: {
          order_id: order.id,
          shipment_id: order.shipmentId,
          status: "NEW",
          status_code: 1,
          onboarding_completed_now: 0,
          awb_code: null,
          courier_company_id: null,
          courier_name: null,
        },
      };
    }
    if (method === "POST" && path === `${prefix}/orders/create/return`) {
      const missing = returnRequired.filter((field) => body[field] === undefined || body[field] === "");
      const channelOrderId = String(body.order_id ?? "");
      if (missing.length > 0 || orders.has(channelOrderId)) {
        const errors =
          missing.length > 0
            ? Object.fromEntries(
                missing.map((field) => [field, [`The ${field.replace(/_/g, " ")} field is required.`]]),
              )
            : { order_id: ["Order Id already exists."] };
        return { status: 422, body: { message: "Oops! Invalid Data.", errors, status_code: 422 } };
      }
      const order: StandInOrder = {
        id: nextOrderId++,
        channelOrderId,
        shipmentId: nextShipmentId++,
        status: "RETURN PENDING",
        isReturn: true,
        awb: null,
        courierName: null,
        assignedAt: null,
        body,
        pickups: 0,
        labels: 0,
        ndr: { attempts: 0, reason: null, raisedAt: null },
        pickedUp: false,
      };
      orders.set(channelOrderId, order);
      return {
        status: 200,
        body: { order_id: order.id, shipment_id: order.shipmentId, status: "RETURN PENDING", status_code: 21 },
      };
    }
    if (method === "POST" && path === `${prefix}/courier/assign/awb`) {
      const order = byShipment(body.shipment_id);
      if (!order || order.status === "CANCELED") return { status: 400, body: { message: "Invalid shipment id" } };
      if (order.awb)
        return { status: 400, body: { message: `AWB is already assigned: ${order.awb}`, status_code: 350 } };
      order.awb = String(nextAwb++);
      order.courierName = "Delhivery Surface";
      order.assignedAt = new Date();
      order.status = "READY TO SHIP";
      return {
        status: 200,
        body: {
          awb_assign_status: 1,
          response: {
            data: {
              courier_company_id: 12,
              awb_code: order.awb,
              courier_name: order.courierName,
              shipment_id: order.shipmentId,
              applied_weight: order.body.weight,
            },
          },
        },
      };
    }
    if (method === "POST" && path === `${prefix}/courier/generate/pickup`) {
      const order = byShipment(Array.isArray(body.shipment_id) ? body.shipment_id[0] : undefined);
      if (!order?.awb) return { status: 400, body: { message: "Please assign AWB before requesting pickup" } };
      order.pickups++;
      order.status = "PICKUP SCHEDULED";
      return {
        status: 200,
        body: {
          pickup_status: 1,
          response: { pickup_scheduled_date: "2026-11-26 10:00:00", pickup_token_number: "Reference No: 1", status: 3 },
        },
      };
    }
    if (method === "POST" && path === `${prefix}/courier/generate/label`) {
      const order = byShipment(Array.isArray(body.shipment_id) ? body.shipment_id[0] : undefined);
      if (!order?.awb) return { status: 400, body: { message: "AWB not assigned" } };
      order.labels++;
      return {
        status: 200,
        body: {
          label_created: 1,
          // a public address, as Shiprocket's (its labels are files on a storage host, fetched without the token)
          label_url: `${state.url}/labels/${order.shipmentId}.pdf`,
          response: "Label has been created and uploaded successfully!",
          not_created: [],
        },
      };
    }
    const track = new RegExp(`^${prefix}/courier/track/awb/(.+)$`).exec(path);
    if (method === "GET" && track) {
      const awb = decodeURIComponent(track[1] ?? "");
      const order = [...orders.values()].find((entry) => entry.awb === awb);
      if (!order) return { status: 200, body: { tracking_data: { track_status: 0, error: "No activities found" } } };
      return {
        status: 200,
        body: {
          tracking_data: {
            track_status: 1,
            shipment_status: 42,
            shipment_track: [{ awb_code: awb, shipment_id: order.shipmentId, current_status: "PICKED UP" }],
            shipment_track_activities: [
              {
                date: scanTime(new Date((order.assignedAt ?? new Date()).getTime() + 3_600_000)),
                status: "X-PPOM",
                activity: "In Transit - Shipment picked up",
                location: "Jaipur_Hub (Rajasthan)",
                "sr-status": "42",
                "sr-status-label": "PICKED UP",
              },
            ],
            track_url: `https://shiprocket.co/tracking/${awb}`,
          },
        },
      };
    }
    const ndrAction = new RegExp(`^${prefix}/ndr/([^/]+)/action$`).exec(path);
    if (method === "POST" && ndrAction) {
      const awb = decodeURIComponent(ndrAction[1] ?? "");
      const order = [...orders.values()].find((entry) => entry.awb === awb);
      const action = typeof body.action === "string" ? body.action : "";
      const comments = typeof body.comments === "string" ? body.comments : "";
      if (!["re-attempt", "return", "fake-attempt"].includes(action) || !comments) {
        const errors = {
          ...(action ? {} : { action: ["The action field is required."] }),
          ...(comments ? {} : { comments: ["The comments field is required."] }),
        };
        return { status: 422, body: { message: "Oops! Invalid Data.", errors, status_code: 422 } };
      }
      if (!order || order.ndr.attempts === 0) {
        return { status: 400, body: { message: "No NDR found for this AWB.", status_code: 400 } };
      }
      ndrActions.push({ awb, action, comments });
      return { status: 202, body: { status: "Data Updated Sucessfully" } };
    }
    const ndrShow = new RegExp(`^${prefix}/ndr/([^/]+)$`).exec(path);
    if (method === "GET" && ndrShow && ndrShow[1] !== "all") {
      const awb = decodeURIComponent(ndrShow[1] ?? "");
      const order = [...orders.values()].find((entry) => entry.awb === awb && entry.ndr.attempts > 0);
      const data = order
        ? [
            {
              id: order.id,
              shipment_id: order.shipmentId,
              status: "UNDELIVERED",
              payment_method: String(order.body.payment_method ?? "").toLowerCase(),
              reason: order.ndr.reason,
              attempts: order.ndr.attempts,
              ndr_raised_at: order.ndr.raisedAt,
              courier: order.courierName,
              awb_code: awb,
            },
          ]
        : [];
      return { status: 200, body: { data, meta: { pagination: { total: data.length, count: data.length } } } };
    }
    // Cancel an Order: `{ ids: [Shiprocket order id] }`, answered 204 (the collection's "Successful
    // Call"); Cancel a Shipment: `{ awbs: [...] }`, "before the Out for Pickup state". An unknown id
    // is refused as the live API does ("Order Id does not exist"); a parcel the courier has is
    // refused in Shiprocket's { message, status_code } envelope (the wording is the stand-in's own).
    if (method === "POST" && path === `${prefix}/orders/cancel`) {
      const ids = Array.isArray(body.ids) ? body.ids.map(Number) : [];
      if (ids.length === 0) {
        const errors = { ids: ["The ids field is required."] };
        return { status: 422, body: { message: "Required field missing", errors, status_code: 422 } };
      }
      const found = [...orders.values()].filter((order) => ids.includes(order.id));
      return cancelParcels({ ids }, found, found.length < ids.length);
    }
    if (method === "POST" && path === `${prefix}/orders/cancel/shipment/awbs`) {
      const awbs = Array.isArray(body.awbs) ? body.awbs.map(String) : [];
      if (awbs.length === 0) {
        const errors = { awbs: ["The awbs field is required."] };
        return { status: 422, body: { message: "Required field missing", errors, status_code: 422 } };
      }
      const found = [...orders.values()].filter((order) => order.awb !== null && awbs.includes(order.awb));
      return cancelParcels({ awbs }, found, found.length < awbs.length);
    }
    return { status: 404, body: { message: "Not found", status_code: 404 } };
  }

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const method = req.method ?? "GET";
      calls.push({ method, path: url.pathname });
      const label = /^\/labels\/(\d+)\.pdf$/.exec(url.pathname);
      if (label && method === "GET") {
        const order = byShipment(label[1]);
        if (!order?.awb || order.labels === 0) {
          res.writeHead(404, { "content-type": "application/xml" }).end("<Error><Code>NoSuchKey</Code></Error>");
          return;
        }
        const failure = failures.get(url.pathname) ?? failures.get("/labels");
        if (failure && failure.times > 0) {
          failure.times--;
          res.writeHead(failure.status, { "content-type": "application/xml" }).end("<Error/>");
          return;
        }
        res.writeHead(200, { "content-type": "application/pdf" }).end(standInLabelPdf(order));
        return;
      }
      const reply = (status: number, body: unknown) =>
        status === 204
          ? res.writeHead(204).end()
          : res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      let body: Record<string, unknown> = {};
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        reply(400, { message: "Invalid JSON" });
        return;
      }
      if (url.pathname !== `${prefix}/auth/login`) {
        const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
        if (!token || !tokens.has(token)) {
          reply(401, { message: "Token has expired", status_code: 401 });
          return;
        }
      }
      const failure = failures.get(url.pathname);
      if (failure && failure.times > 0) {
        failure.times--;
        if (!failure.afterWork) {
          reply(failure.status, { message: failure.status === 429 ? "Too Many Attempts." : "Server Error" });
          return;
        }
        route(method, url.pathname, url.searchParams, body);
        reply(failure.status, { message: "Server Error" });
        return;
      }
      const answer = route(method, url.pathname, url.searchParams, body);
      reply(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  state.url = url;

  return {
    url,
    email,
    password,
    orders,
    calls,
    ndrActions,
    cancelRequests,
    pickUp(awb) {
      const order = [...orders.values()].find((entry) => entry.awb === awb);
      if (order) order.pickedUp = true;
    },
    get logins() {
      return state.logins;
    },
    fail(path, status, options = {}) {
      failures.set(path, { status, times: options.times ?? 1, afterWork: options.afterWork ?? false });
    },
    expireTokens() {
      tokens.clear();
    },
    postWebhook(target, input) {
      const order = [...orders.values()].find((entry) => entry.awb === input.awb);
      // the courier has the parcel from its pickup on (a cancellation or an unknown id says nothing)
      if (order && pickedUpStatusIds.has(input.statusId)) order.pickedUp = true;
      // cancelled in Shiprocket's panel (8 cancelled, 45 cancelled before dispatch)
      if (order && (input.statusId === 8 || input.statusId === 45)) order.status = "CANCELED";
      const at = input.at ?? webhookTime(new Date());
      const label = input.label ?? `STATUS ${input.statusId}`;
      if (order && input.statusId === 21 && !(input.sameAttempt && order.ndr.attempts > 0)) {
        order.ndr.attempts++;
        order.ndr.reason = input.reason ?? label;
        order.ndr.raisedAt = scanTime(new Date());
      }
      const body = {
        awb: input.awb,
        courier_name: order?.courierName ?? "Delhivery Surface",
        current_status: label,
        current_status_id: input.statusId,
        shipment_status: label,
        shipment_status_id: input.statusId,
        current_timestamp: at,
        order_id: order?.channelOrderId ?? "",
        sr_order_id: order?.id ?? 0,
        awb_assigned_date: "2026-11-25 11:59:16",
        pickup_scheduled_date: "2026-11-25 11:59:17",
        etd: "2026-11-29 15:40:19",
        scans: [
          {
            date: "2026-11-25 11:59:16",
            status: "X-UCI",
            activity: "Manifested - Manifest uploaded",
            location: "Jaipur_Hub (Rajasthan)",
            "sr-status": "5",
            "sr-status-label": "MANIFEST GENERATED",
          },
          {
            date: at,
            status: "X-SCAN",
            activity: input.statusId === 21 && input.reason ? `Undelivered - ${input.reason}` : label,
            location: input.location ?? "Jaipur_Hub (Rajasthan)",
            "sr-status": String(input.statusId),
            "sr-status-label": label,
          },
        ],
        is_return: 0,
        channel_id: 1,
        pod_status: "",
        pod: "Not Available",
      };
      return fetch(target, {
        method: "POST",
        headers: { "content-type": "application/json", ...(input.apiKey ? { "x-api-key": input.apiKey } : {}) },
        body: JSON.stringify(body),
      });
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
