// GET /api/openapi.json says what the endpoints really take and answer (issue 31 point 8): a return
// request takes JSON as well as multipart with its files; a reverse pickup by the manual courier
// requires the courier's name and the AWB; order answers name their lines' ids, as a placed order's
// answer does.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { orderItems } from "../db/schema.ts";
import { from, uniqueIp } from "../testing/accounts.ts";
import { pinDemoVariant, startTestShop, type TestShop } from "../testing/shop.ts";

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  enum?: unknown[];
  format?: string;
};
type Operation = {
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: { "application/json": { schema: Schema } } }>;
};

let shop: TestShop;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  shop = await startTestShop({ seed: true });
  const response = await shop.api("/api/openapi.json");
  expect(response.status).toBe(200);
  paths = (await response.json()).paths;
});
afterAll(async () => {
  await shop?.close();
});

const operation = (path: string, method: string): Operation => {
  const found = paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
};

const answer = (path: string, method: string, status = "200"): Schema => {
  const schema = operation(path, method).responses[status]?.content?.["application/json"].schema;
  if (!schema) throw new Error(`${method} ${path} documents no ${status} answer`);
  return schema;
};

describe("the OpenAPI document", () => {
  test("a return request takes JSON, and multipart with the lines as text and the files", () => {
    const content = operation("/api/userorder/{orderId}/returns", "post").requestBody?.content ?? {};
    expect(Object.keys(content).sort()).toEqual(["application/json", "multipart/form-data"]);
    expect(content["application/json"]?.schema.required).toEqual(expect.arrayContaining(["lines", "refundTo"]));
    expect(content["application/json"]?.schema.properties?.files).toBeUndefined();
    expect(content["multipart/form-data"]?.schema.properties?.files).toEqual({
      type: "array",
      items: { type: "string", format: "binary" },
    });
    // a review too: its fields as JSON, or multipart with photos and videos
    for (const path of ["/api/reviews", "/api/reviews/by-link"]) {
      const review = operation(path, "post").requestBody?.content ?? {};
      expect(Object.keys(review).sort(), path).toEqual(["application/json", "multipart/form-data"]);
    }
  });

  test("a reverse pickup by the manual courier requires the courier's name and the AWB; Shiprocket neither", () => {
    const schema = operation("/api/admin/returns/{returnId}/approve", "post").requestBody?.content["application/json"]
      ?.schema as Schema;
    const branch = (provider: string) => schema.oneOf?.find((one) => one.properties?.provider?.enum?.[0] === provider);
    expect(branch("manual")?.required?.sort()).toEqual(["awb", "courierName", "provider"]);
    expect(branch("shiprocket")?.required).toEqual(["provider"]);
  });

  test("every order answer names its lines' ids", () => {
    const lineOf = (order: Schema | undefined) => order?.properties?.orderItems?.items;
    const orders: Array<[string, Schema | undefined]> = [
      ["placeorder", answer("/api/userorder/placeorder", "post", "201").properties?.order],
      ["read", answer("/api/userorder/{orderId}", "get").properties?.order],
      ["history", answer("/api/userorder/user/{userId}", "get").properties?.orders?.items],
      ["detail", answer("/api/userorder/{orderId}/detail", "get").properties?.order],
      ["cancel", answer("/api/userorder/{orderId}/cancel", "post").properties?.order],
      ["admin list", answer("/api/order/getAllOrders", "get").properties?.data?.properties?.data?.items],
      ["admin move", answer("/api/order/updateStatus/{orderId}", "put").properties?.order],
      ["verify payment", answer("/api/payment/verify-payment", "post").properties?.order],
    ];
    for (const [name, order] of orders) {
      const line = lineOf(order);
      expect(line?.required, name).toEqual(expect.arrayContaining(["_id", "product", "variant", "quantity"]));
      expect(line?.properties?._id?.type, name).toBe("string");
    }
  });
});

test("a placed order's answer names each line by the id a return request takes", async () => {
  const pick = await pinDemoVariant(shop, { stock: 10, price: 450 });
  const placed = await shop.api(
    "/api/userorder/placeorder",
    from(uniqueIp(), "POST", {
      orderItems: [{ product: pick.productId, variant: pick.id, quantity: 1 }],
      shippingAddress: {
        addressLine1: "4 Hauz Khas",
        city: "New Delhi",
        state: "Delhi",
        country: "India",
        zipCode: "110016",
      },
      guestUser: { firstName: "Meena", lastName: "Joshi", email: "meena.openapi@example.test", phone: "9829012345" },
      paymentMethod: "COD",
    }),
  );
  expect(placed.status, await placed.clone().text()).toBe(201);
  const { order } = (await placed.json()) as { order: { _id: string; orderItems: Array<{ _id: string }> } };
  const lines = await shop.ctx.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, order._id));
  expect(order.orderItems.map((line) => line._id)).toEqual(lines.map((line) => line.id));
});
