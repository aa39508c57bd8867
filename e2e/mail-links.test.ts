// Every link the shop mails works in the default set-up (no PUBLIC_URL, as the README starts it):
// a real Pay on Delivery order's mail as the SMTP receiver got it, and every template rendered for
// this shop; each link opens on the running shop with 2xx or 3xx.
import crypto from "node:crypto";
import { describe, expect, test } from "vitest";
import type { Mail, MailBrand, OrderMailInput } from "../src/server/features/mail/templates.ts";
import * as templates from "../src/server/features/mail/templates.ts";
import { baseUrl } from "./browser.ts";
import { receivedMail } from "./mailbox.ts";

/** Every absolute address in a message: the HTML's href values and the plain text's URLs. */
function linksIn(mail: { html: string; text: string }): string[] {
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? "").replaceAll("&amp;", "&"));
  const plain = [...mail.text.matchAll(/https?:\/\/[^\s)"<>]+/g)].map((match) => match[0]);
  return [...new Set([...hrefs, ...plain])];
}

async function expectOpens(link: string): Promise<void> {
  expect(link.startsWith(baseUrl()), `${link} points at this shop`).toBe(true);
  const response = await fetch(link, { redirect: "manual" });
  expect(response.status, `${link} answered ${response.status}`).toBeGreaterThanOrEqual(200);
  expect(response.status, `${link} answered ${response.status}`).toBeLessThan(400);
}

async function placeCodOrder(email: string): Promise<{ orderId: string; accessKey: string }> {
  const listing = (await (await fetch(`${baseUrl()}/api/products?sort=price_asc`)).json()) as {
    products: Array<{ _id: string; variants: Array<{ _id: string; stock: number }> }>;
  };
  const product = listing.products.find((candidate) => candidate.variants.some((variant) => variant.stock > 0));
  const variant = product?.variants.find((candidate) => candidate.stock > 0);
  if (!product || !variant) throw new Error("no product in stock");
  const response = await fetch(`${baseUrl()}/api/userorder/placeorder`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      orderItems: [{ product: product._id, variant: variant._id, quantity: 1 }],
      shippingAddress: {
        addressLine1: "12 Lotus Lane",
        city: "Bengaluru",
        state: "Karnataka",
        country: "India",
        zipCode: "560001",
      },
      guestUser: { firstName: "Meera", lastName: "Iyer", email, phone: "9845012345" },
      paymentMethod: "COD",
    }),
  });
  const answer = (await response.json()) as { order: { _id: string }; accessKey: string };
  if (response.status !== 201) throw new Error(`placeorder answered ${response.status}: ${JSON.stringify(answer)}`);
  return { orderId: answer.order._id, accessKey: answer.accessKey };
}

describe("mail links", () => {
  test("a Pay on Delivery order's mail has a confirm link, and every link in it opens", async () => {
    const email = `links-${crypto.randomBytes(4).toString("hex")}@e2e.test`;
    await placeCodOrder(email);
    const [mail] = await receivedMail(email, /Confirm my order/);
    // quoted-printable soft breaks and escapes, as the receiver got the raw message
    const raw = (mail?.raw ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const links = linksIn({ html: raw, text: raw }).filter((link) => link.startsWith("http"));
    expect(links.some((link) => link.includes("confirm="))).toBe(true);
    for (const link of links) await expectOpens(link);
  });

  test("every template's links open on the running shop", async () => {
    const brand: MailBrand = { shopName: "Sattva", publicUrl: baseUrl() };
    const { orderId, accessKey } = await placeCodOrder(`template-${crypto.randomBytes(4).toString("hex")}@e2e.test`);
    const order: OrderMailInput = {
      number: 100001,
      firstName: "Meera",
      lines: [
        { name: "Amethyst", variantname: "Small", quantity: 1, unitPrice: 49_900, gstRate: 300, giftWrap: false },
      ],
      subtotal: 49_900,
      savings: 0,
      discount: 0,
      couponCode: null,
      giftWrap: 0,
      shipping: 5_000,
      codFee: 0,
      total: 54_900,
      paymentMethod: "COD",
      paid: false,
      address: { name: "Meera Iyer", lines: ["12 Lotus Lane"], phone: "9845012345" },
      orderPath: `/thankyou-page?order=${orderId}&key=${accessKey}`,
      confirm: { path: `/thankyou-page?order=${orderId}&key=${accessKey}&confirm=unknown-token`, withinHours: 48 },
    };
    // one sample per template: a template added without one fails here
    const samples: Record<string, (brand: MailBrand) => Mail> = {
      signupCodeMail: (b) => templates.signupCodeMail(b, { code: "Q7K2ZD" }),
      resetCodeMail: (b) => templates.resetCodeMail(b, { code: "Q7K2ZD", firstName: "Meera" }),
      welcomeMail: (b) => templates.welcomeMail(b, { firstName: "Meera" }),
      passwordChangedMail: (b) => templates.passwordChangedMail(b, { firstName: "Meera" }),
      orderConfirmationMail: (b) => templates.orderConfirmationMail(b, order),
      newOrderMail: (b) => templates.newOrderMail(b, { ...order, email: "meera@e2e.test" }),
      shipmentMail: (b) =>
        templates.shipmentMail(b, {
          kind: "shipped",
          number: 100001,
          firstName: "Meera",
          courierName: "Delhivery",
          awb: "1234567890",
          trackPath: "/track?order=100001",
        }),
      deliveryFailedMail: (b) =>
        templates.deliveryFailedMail(b, {
          number: 100001,
          firstName: "Meera",
          courierName: "Delhivery",
          awb: "1234567890",
          reason: "Consignee not available",
          retryPath: "/arrange-delivery?token=unknown-token-from-an-old-mail",
          validHours: 48,
        }),
      orderCancelledMail: (b) =>
        templates.orderCancelledMail(b, {
          number: 100001,
          firstName: "Meera",
          byShopper: true,
          refunds: ["₹549 goes back to your UPI account meera@okhdfc; it usually arrives in 1 to 3 working days."],
          orderPath: "/track?order=100001",
        }),
    };
    const exported = Object.keys(templates).filter((name) => name.endsWith("Mail"));
    expect(Object.keys(samples).sort()).toEqual(exported.sort());
    let opened = 0;
    for (const render of Object.values(samples)) {
      for (const link of linksIn(render(brand))) {
        await expectOpens(link);
        opened++;
      }
    }
    expect(opened).toBe(8);
  });
});
