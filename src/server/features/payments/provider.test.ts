// The Razorpay provider against a stand-in for Razorpay's API on this machine: the order request
// (amount in paise, basic auth with the key pair) and the signature checks, done in constant time.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadConfig } from "../../config.ts";
import type { AppContext } from "../../context.ts";
import { hmacHex, PaymentProviderError, paymentProvider, paymentSignature, sameSignature } from "./provider.ts";

let server: http.Server;
let url = "";
const seen: Array<{ auth: string | undefined; body: unknown }> = [];
const refunds: Array<{ path: string | undefined; key: string | undefined; body: unknown }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const body = JSON.parse(raw || "{}");
      // POST /v1/payments/{id}/refund, as Razorpay answers it
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? "");
      if (refund) {
        refunds.push({ path: req.url, key: req.headers["x-refund-idempotency"] as string | undefined, body });
        const status = refund[1] === "pay_unknown" ? 400 : 200;
        res.writeHead(status, { "content-type": "application/json" }).end(
          status === 200
            ? JSON.stringify({
                id: "rfnd_1",
                entity: "refund",
                amount: body.amount,
                payment_id: refund[1],
                status: "processed",
              })
            : '{"error":{"code":"BAD_REQUEST_ERROR","description":"The id provided does not exist"}}',
        );
        return;
      }
      seen.push({ auth: req.headers.authorization, body });
      if (body.amount === 13) {
        res.writeHead(400, { "content-type": "application/json" }).end('{"error":{"description":"bad"}}');
        return;
      }
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ id: "order_rzp_1", amount: body.amount, currency: "INR", status: "created" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function razorpayContext(): AppContext {
  const config = loadConfig({
    NODE_ENV: "production",
    PUBLIC_URL: "https://shop.example.in",
    RAZORPAY_KEY_ID: "rzp_test_key",
    RAZORPAY_KEY_SECRET: "rzp_secret",
    RAZORPAY_WEBHOOK_SECRET: "hook_secret",
    RAZORPAY_API_URL: url,
  });
  return { config } as AppContext;
}

describe("the Razorpay provider", () => {
  test("creates the order for the amount in paise with the key pair", async () => {
    const provider = paymentProvider(razorpayContext());
    expect(provider?.name).toBe("razorpay");
    expect(provider?.publicKey).toBe("rzp_test_key");
    const order = await provider?.createOrder({ amount: 123_450, receipt: "order-100001", notes: { order: "100001" } });
    expect(order).toEqual({ id: "order_rzp_1", amount: 123_450, currency: "INR" });
    expect(seen.at(-1)).toEqual({
      auth: `Basic ${Buffer.from("rzp_test_key:rzp_secret").toString("base64")}`,
      body: { amount: 123_450, currency: "INR", receipt: "order-100001", notes: { order: "100001" } },
    });
    await expect(provider?.createOrder({ amount: 13, receipt: "x", notes: {} })).rejects.toThrow(/refused/);
  });

  test("refunds a payment in full with an idempotency key of its own; a refusal throws", async () => {
    const provider = paymentProvider(razorpayContext());
    const refund = await provider?.refund({
      paymentId: "pay_29QQoUBi66xm2f",
      amount: 500_100,
      receipt: "refund-100001",
      notes: { order: "100001" },
    });
    expect(refund).toEqual({ id: "rfnd_1", amount: 500_100, status: "processed" });
    expect(refunds.at(-1)).toEqual({
      path: "/v1/payments/pay_29QQoUBi66xm2f/refund",
      key: "refund_pay_29QQoUBi66xm2f",
      body: { amount: 500_100, speed: "normal", receipt: "refund-100001", notes: { order: "100001" } },
    });
    // a refusal carries Razorpay's description and says asking again will not help
    const refusal = await provider?.refund({ paymentId: "pay_unknown", amount: 100, receipt: "x", notes: {} }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(PaymentProviderError);
    expect(refusal).toMatchObject({ refused: true, message: "The id provided does not exist" });
  });

  test("accepts only Razorpay's signatures", () => {
    const provider = paymentProvider(razorpayContext());
    const signature = hmacHex("rzp_secret", "order_rzp_1|pay_1");
    expect(signature).toBe(paymentSignature("rzp_secret", "order_rzp_1", "pay_1"));
    expect(provider?.verifyPayment("order_rzp_1", "pay_1", signature)).toBe(true);
    expect(provider?.verifyPayment("order_rzp_1", "pay_2", signature)).toBe(false);
    expect(provider?.verifyPayment("order_rzp_1", "pay_1", signature.slice(0, -2))).toBe(false);
    expect(provider?.verifyPayment("order_rzp_1", "pay_1", "not hex at all")).toBe(false);
    const body = Buffer.from('{"event":"payment.captured"}');
    expect(provider?.verifyWebhook(body, hmacHex("hook_secret", body))).toBe(true);
    expect(provider?.verifyWebhook(body, hmacHex("rzp_secret", body))).toBe(false);
    expect(sameSignature("ab", undefined)).toBe(false);
  });

  test("in production without Razorpay keys there is no online payment (no sandbox)", () => {
    const ctx = { config: loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example.in" }) } as AppContext;
    expect(paymentProvider(ctx)).toBeNull();
  });
});

describe("payment links (an exchange's difference, decision 0034)", () => {
  test("Razorpay's POST /v1/payment_links on the stand-in: the link entity, a reference used twice refused", async () => {
    const { startRazorpayStandIn } = await import("../../testing/razorpay-stand-in.ts");
    const standIn = await startRazorpayStandIn();
    try {
      const ctx = {
        config: loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example.in", ...standIn.env }),
      } as AppContext;
      const provider = paymentProvider(ctx);
      const input = {
        amount: 50_000,
        referenceId: "R-1001",
        description: "Exchange R-1001",
        customer: { name: "Meena Joshi", email: "meena@example.com", contact: "9829012345" },
        notes: { orderId: "o-1" },
      };
      const link = await provider?.createPaymentLink(input);
      expect(link?.id).toMatch(/^plink_/);
      expect(link).toMatchObject({ amount: 50_000, status: "created" });
      expect(link?.shortUrl).toMatch(/^https:\/\/rzp\.io\/i\//);
      expect(standIn.paymentLinks.at(-1)).toMatchObject({
        amount: 50_000,
        currency: "INR",
        accept_partial: false,
        reference_id: "R-1001",
        notify: { sms: false, email: false },
        notes: { orderId: "o-1" },
      });
      await expect(provider?.createPaymentLink(input)).rejects.toThrow(/refused the payment link/);
    } finally {
      await standIn.close();
    }
  });

  test("the sandbox makes one link per reference, paid on the shop's own path", async () => {
    const ctx = {
      config: loadConfig({ NODE_ENV: "development", SANDBOX_PAYMENT_SECRET: "sandbox-secret-for-tests" }),
    } as AppContext;
    const provider = paymentProvider(ctx);
    expect(provider?.name).toBe("sandbox");
    const input = {
      amount: 100,
      referenceId: "R-2002",
      description: "x",
      customer: { name: "", email: "", contact: "" },
      notes: {},
    };
    const first = await provider?.createPaymentLink(input);
    const again = await provider?.createPaymentLink(input);
    expect(first?.id).toMatch(/^plink_sbx_/);
    expect(again?.id).toBe(first?.id);
    expect(first?.shortUrl).toBe(`/sandbox-pay/${first?.id}`);
  });
});
describe("what the shop reads back from Razorpay (missed webhooks, settlements)", () => {
  test("a provider order's payments, a refund, settlements and a day's recon, with the key pair, as the stand-in answers", async () => {
    const { startRazorpayStandIn } = await import("../../testing/razorpay-stand-in.ts");
    const standIn = await startRazorpayStandIn();
    try {
      const ctx = {
        config: loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example.in", ...standIn.env }),
      } as AppContext;
      const provider = paymentProvider(ctx);
      if (!provider) throw new Error("no provider");
      const order = await provider.createOrder({ amount: 100_000, receipt: "order_1", notes: {} });
      expect(await provider.paymentsOfOrder(order.id)).toEqual([]);
      const payment = standIn.capturePayment(order.id);
      const [read] = await provider.paymentsOfOrder(order.id);
      // 2% of ₹1,000 is ₹20, and 18% GST on it ₹3.60: Razorpay's fee includes its GST
      expect(read).toMatchObject({ id: payment.id, orderId: order.id, amount: 100_000, status: "captured" });
      expect(read).toMatchObject({ fee: 2_360, tax: 360 });
      await expect(provider.paymentsOfOrder("order_nobody")).rejects.toMatchObject({ refused: true });

      const refund = await provider.refund({
        paymentId: payment.id,
        amount: 30_000,
        receipt: "r",
        notes: { orderId: "o-1", refundId: "r-1" },
        idempotencyKey: "refund-key-0001",
      });
      expect(await provider.refundState(refund.id)).toEqual({
        id: refund.id,
        amount: 30_000,
        status: "pending",
        paymentId: payment.id,
        notes: { orderId: "o-1", refundId: "r-1" },
      });
      standIn.setRefundStatus(refund.id, "processed");
      expect((await provider.refundState(refund.id)).status).toBe("processed");
      await expect(provider.refundState("rfnd_nobody")).rejects.toMatchObject({ refused: true });

      const at = new Date("2026-11-20T10:00:00+05:30");
      const settlement = standIn.settle(at);
      expect(settlement).toMatchObject({ amount: 100_000 - 2_360 - 30_000, fees: 2_360, tax: 360 });
      const window = { from: new Date(at.getTime() - 60_000), to: new Date(at.getTime() + 60_000), skip: 0 };
      expect(await provider.settlements({ ...window, count: 100 })).toEqual([
        {
          id: settlement?.id,
          amount: 67_640,
          status: "processed",
          fees: 2_360,
          tax: 360,
          utr: settlement?.utr,
          createdAt: at,
        },
      ]);
      expect(await provider.settlements({ ...window, from: new Date(at.getTime() + 1000), count: 100 })).toEqual([]);
      await expect(provider.settlements({ ...window, count: 101 })).rejects.toThrow(/greater than 100/);

      const recon = await provider.settlementRecon({ year: 2026, month: 11, day: 20, count: 1000, skip: 0 });
      expect(recon).toEqual([
        expect.objectContaining({ entityId: payment.id, type: "payment", credit: 97_640, fee: 2_360, tax: 360 }),
        expect.objectContaining({ entityId: refund.id, type: "refund", debit: 30_000, paymentId: payment.id }),
      ]);
      expect(recon[0]).toMatchObject({ settlementId: settlement?.id, settlementUtr: settlement?.utr, settledAt: at });
      expect(await provider.settlementRecon({ year: 2026, month: 11, day: 21, count: 1000, skip: 0 })).toEqual([]);
      expect(standIn.calls).toMatchObject({ orderPayments: 3, refundState: 3, settlements: 5 });
    } finally {
      await standIn.close();
    }
  });

  test("the sandbox moves no money: no payments to find, nothing settled, its refunds processed", async () => {
    const ctx = {
      config: loadConfig({ NODE_ENV: "development", SANDBOX_PAYMENT_SECRET: "sandbox-secret-for-tests" }),
    } as AppContext;
    const provider = paymentProvider(ctx);
    expect(await provider?.paymentsOfOrder("order_sbx_1")).toEqual([]);
    expect((await provider?.refundState("rfnd_sbx_1"))?.status).toBe("processed");
    const window = { from: new Date(0), to: new Date(), count: 100, skip: 0 };
    expect(await provider?.settlements(window)).toEqual([]);
    expect(await provider?.settlementRecon({ year: 2026, month: 11, day: 20, count: 1000, skip: 0 })).toEqual([]);
  });
});
