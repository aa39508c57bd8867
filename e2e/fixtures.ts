// Data the journeys that visit member and admin pages need, made through the API: the admin's
// session, a product, a coupon, an order with its tax invoice and one taken back with a credit note.
import { baseUrl } from "./browser.ts";
import { adminLogin } from "./global-setup.ts";

export interface Fixtures {
  cookie: { name: string; value: string };
  productId: string;
  couponId: string;
  invoiceOrderId: string;
  creditNoteOrderId: string;
  thankYou: string;
}

/** The admin's session (admin pages, and the member pages of the admin's own account). */
async function api(path: string, method = "GET", body?: unknown, cookie?: string): Promise<Response> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (cookie) headers.cookie = cookie;
  return fetch(`${baseUrl()}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The admin signs in, orders twice (Pay on Delivery), ships one (invoice) and takes one back: its
 * parcel cancelled, then the order (credit note).
 */
export async function makeFixtures(): Promise<Fixtures> {
  const login = await api("/api/auth/login", "POST", adminLogin);
  const setCookie = login.headers.getSetCookie().find((value) => /^(__Host-)?sid=/.test(value)) ?? "";
  const [name = "", value = ""] = (setCookie.split(";")[0] ?? "").split("=");
  const cookie = `${name}=${value}`;
  const listing = await json<{ products: Array<{ _id: string; variants: Array<{ _id: string; stock: number }> }> }>(
    await api("/api/products?sort=price_asc"),
  );
  const product = listing.products.find((candidate) => candidate.variants.some((variant) => variant.stock > 2));
  const variant = product?.variants.find((candidate) => candidate.stock > 2);
  if (!product || !variant) throw new Error("no product in stock");
  const order = async () =>
    json<{ order: { _id: string }; accessKey: string }>(
      await api(
        "/api/userorder/placeorder",
        "POST",
        {
          orderItems: [{ product: product._id, variant: variant._id, quantity: 1 }],
          shippingAddress: {
            addressLine1: "4 Lodhi Estate",
            city: "New Delhi",
            state: "Delhi",
            country: "India",
            zipCode: "110003",
            phone: "9876505678",
          },
          paymentMethod: "COD",
        },
        cookie,
      ),
    );
  const move = async (orderId: string, status: string) =>
    json(await api(`/api/order/updateStatus/${orderId}`, "PUT", { status }, cookie));
  const shipped = await order();
  const takenBack = await order();
  const parcels: string[] = [];
  for (const [index, placed] of [shipped, takenBack].entries()) {
    await move(placed.order._id, "processing");
    // an order ships only by booking its parcel
    const booked = await json<{ shipment: { _id: string } }>(
      await api(
        `/api/admin/orders/${placed.order._id}/shipments`,
        "POST",
        { provider: "manual", courierName: "India Post", awb: `FX${Date.now().toString().slice(-9)}${index}` },
        cookie,
      ),
    );
    parcels.push(booked.shipment._id);
  }
  // a shipped order is cancelled once its parcel is (decision 0038): its invoice is then credited
  await json(await api(`/api/admin/shipments/${parcels[1]}/cancel`, "POST", { reason: "E2E fixture" }, cookie));
  await move(takenBack.order._id, "cancelled");
  const coupons = await json<{ coupons?: Array<{ _id: string }> } | Array<{ _id: string }>>(
    await api("/api/coupons/allcoupons", "GET", undefined, cookie),
  );
  const couponList = Array.isArray(coupons) ? coupons : (coupons.coupons ?? []);
  const couponId = couponList[0]?._id;
  if (!couponId) throw new Error("no coupon");
  return {
    cookie: { name, value },
    productId: product._id,
    couponId,
    invoiceOrderId: shipped.order._id,
    creditNoteOrderId: takenBack.order._id,
    thankYou: `/thankyou-page?order=${shipped.order._id}&key=${shipped.accessKey}`,
  };
}
