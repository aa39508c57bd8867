// The shopper's language and their mails through HTTP against a real database (decision 0064): an
// order placed with language "hi" keeps it and its confirmation is Hindi (subject, text and HTML,
// links to the Hindi pages); "en" or no language gives today's English mail; a language that is not
// one of the shop's is a 400 that writes nothing. A member's language is the page's at sign-up, and
// follows their latest checkout or sign-in; account mails are written in it.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { languageMessage } from "../../../core/schemas/language.ts";
import { mailOutbox, orders, users, variants } from "../../db/schema.ts";
import {
  createAccount,
  from,
  goodPassword,
  signInCookie,
  signupForm,
  testShopEnv,
  uniqueEmail,
  uniqueIp,
} from "../../testing/accounts.ts";
import { pinDemoVariant, startTestShop, type TestShop } from "../../testing/shop.ts";
import { orderCancelledMail, orderConfirmationMail, shipmentMail } from "../mail/templates.ts";

let shop: TestShop;
let variant: { id: string; productId: string };
beforeAll(async () => {
  shop = await startTestShop({ seed: true, env: testShopEnv });
  variant = await pinDemoVariant(shop, { stock: 500, price: 899 });
});
afterAll(() => shop?.close());

const devanagari = /[\u0900-\u097F]/;
const call = (cookie: string | null, method: string, path: string, body?: unknown) =>
  shop.api(path, from(uniqueIp(), method, body, cookie ?? undefined));

function orderBody(email: string, language?: unknown) {
  return {
    orderItems: [{ product: variant.productId, variant: variant.id, quantity: 1 }],
    shippingAddress: {
      addressLine1: "14 Banyan Street",
      city: "Pune",
      state: "Maharashtra",
      country: "India",
      zipCode: "411001",
    },
    guestUser: { firstName: "Ravi", lastName: "Menon", email, phone: "9822012345" },
    paymentMethod: "COD",
    ...(language === undefined ? {} : { language }),
  };
}

async function place(language: unknown, cookie: string | null = null, email = uniqueEmail("lang")) {
  const response = await call(cookie, "POST", "/api/userorder/placeorder", orderBody(email, language));
  expect(response.status, await response.clone().text()).toBe(201);
  const { order } = (await response.json()) as { order: { _id: string; number: number } };
  return { ...order, email };
}

const mailsTo = (email: string, template: string) =>
  shop.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, template), eq(mailOutbox.to, email)));

const languageOfOrder = async (id: string) =>
  (await shop.ctx.db.select({ language: orders.language }).from(orders).where(eq(orders.id, id)))[0]?.language;
const languageOfUser = async (email: string) =>
  (await shop.ctx.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language;

/** A mail with its order's own bits (number, links with their keys and tokens) made alike. */
const alike = (text: string, number: number, email: string) =>
  text
    .replaceAll(String(number), "N")
    .replaceAll(email, "E")
    .replace(/order=[0-9a-f-]{36}[^"\s]*/g, "order=ID");

describe("an order's language and its mails", () => {
  test("an order placed in Hindi keeps hi and its confirmation is Hindi, linking the Hindi pages", async () => {
    const order = await place("hi");
    expect(await languageOfOrder(order._id)).toBe("hi");
    const [mail, ...more] = await mailsTo(order.email, "order-confirmation");
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`कृपया अपने Sattva ऑर्डर #${order.number} की पुष्टि करें`);
    expect(mail?.text).toContain(`नमस्ते Ravi, हमें आपका ऑर्डर #${order.number} मिल गया है`);
    expect(mail?.text).toContain("मेरे ऑर्डर की पुष्टि करें: ");
    expect(mail?.text).toContain("/hi/thankyou-page?order=");
    expect(mail?.html).toContain('<html lang="hi">');
    expect(mail?.html).toContain("आपके ऑर्डर के लिए धन्यवाद");
    // the interface words of the mail are Hindi: no English sentence of today's mail is left
    for (const english of ["Thank you for your order", "Delivering to", "Payment", "Total", "Confirm my order"]) {
      expect(mail?.html).not.toContain(english);
      expect(mail?.text).not.toContain(english);
    }
    // the shop owner's copy stays English
    const [owners] = await shop.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, "order-new"), sql`${mailOutbox.text} like ${`%#${order.number}%`}`));
    expect(owners?.subject).toMatch(/^New order #/);
    expect(devanagari.test(owners?.text ?? "")).toBe(false);
  });

  test('"en" and no language give the same English mail, as the templates write it for English', async () => {
    const english = await place("en");
    const unsaid = await place(undefined);
    expect(await languageOfOrder(english._id)).toBe("en");
    expect(await languageOfOrder(unsaid._id)).toBe("en");
    const [a] = await mailsTo(english.email, "order-confirmation");
    const [b] = await mailsTo(unsaid.email, "order-confirmation");
    expect(a?.subject).toBe(`Please confirm your Sattva order #${english.number}`);
    expect(
      a?.text.startsWith(`Thank you for your order\n\nHello Ravi, we have received your order #${english.number}`),
    ).toBe(true);
    expect(a?.text).toContain("/thankyou-page?order=");
    expect(a?.text).not.toContain("/hi/");
    expect(a?.html).toContain('<html lang="en">');
    expect(devanagari.test(`${a?.subject}${a?.text}${a?.html}`)).toBe(false);
    expect(alike(b?.html ?? "", unsaid.number, unsaid.email)).toBe(alike(a?.html ?? "", english.number, english.email));
    expect(alike(b?.text ?? "", unsaid.number, unsaid.email)).toBe(alike(a?.text ?? "", english.number, english.email));
    // and a brand without a language is English too (every other caller of the templates)
    const input = {
      number: 1,
      firstName: "A",
      lines: [],
      subtotal: 0,
      savings: 0,
      discount: 0,
      couponCode: null,
      giftWrap: 0,
      shipping: 0,
      codFee: 0,
      total: 0,
      paymentMethod: "COD" as const,
      paid: false,
      address: { name: "A", lines: [], phone: "1" },
      orderPath: "/x",
    };
    const brand = { shopName: "Sattva", publicUrl: "https://s.example" };
    expect(orderConfirmationMail({ ...brand, language: "en" }, input)).toEqual(orderConfirmationMail(brand, input));
  });

  test("a language that is not the shop's is a 400 naming it, and nothing is written or mailed", async () => {
    const count = async () => (await shop.ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]?.n;
    const stock = async () =>
      (await shop.ctx.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variant.id)))[0]?.stock;
    const before = { orders: await count(), stock: await stock() };
    for (const language of ["fr", "HI", "", 7, null, ["hi"]]) {
      const email = uniqueEmail("badlang");
      const response = await call(null, "POST", "/api/userorder/placeorder", orderBody(email, language));
      expect(response.status, JSON.stringify(language)).toBe(400);
      const answer = (await response.json()) as { error: { message: string; fields?: Record<string, string> } };
      expect(answer.error.fields?.language).toBe(languageMessage);
      expect(await mailsTo(email, "order-confirmation")).toHaveLength(0);
    }
    expect({ orders: await count(), stock: await stock() }).toEqual(before);
  });
});

describe("the parcel's and the cancellation's mails", () => {
  const brand = { shopName: "Sattva", publicUrl: "https://s.example" };
  test("are Hindi for a Hindi order, linking /hi/track, and English otherwise", () => {
    for (const kind of ["shipped", "out_for_delivery", "delivered"] as const) {
      const input = {
        kind,
        number: 100042,
        firstName: "Ravi",
        courierName: "Delhivery",
        awb: "AWB1",
        trackPath: "/track?order=100042",
      };
      const hindi = shipmentMail({ ...brand, language: "hi" }, input);
      expect(hindi.subject, kind).toMatch(/^आपका Sattva ऑर्डर #100042 /);
      expect(hindi.text, kind).toContain("https://s.example/hi/track?order=100042");
      expect(hindi.text, kind).toContain("कूरियर: Delhivery, AWB AWB1");
      expect(hindi.html, kind).not.toContain("Track your order");
      const english = shipmentMail(brand, input);
      expect(english.subject, kind).toMatch(/^Your Sattva order #100042 /);
      expect(english.text, kind).toContain("https://s.example/track?order=100042");
    }
    const cancelled = orderCancelledMail(
      { ...brand, language: "hi" },
      { number: 100042, firstName: "Ravi", byShopper: true, refunds: [], orderPath: "/hi/track?order=100042" },
    );
    expect(cancelled.subject).toBe("आपका Sattva ऑर्डर #100042 रद्द हो गया है");
    expect(cancelled.text).toContain("इसके लिए कोई भुगतान नहीं लिया गया था");
    expect(cancelled.text).not.toContain("Your order is cancelled");
  });
});

describe("a member's language", () => {
  test("is the sign-up page's, mails included, and follows their latest checkout and sign-in", async () => {
    const email = uniqueEmail("hindi-member");
    const ip = uniqueIp();
    const sent = await shop.api("/api/auth/send-code", from(ip, "POST", { email, purpose: "signup", language: "hi" }));
    expect(sent.status).toBe(202);
    const [codeMail] = await mailsTo(email, "signup-code");
    expect(codeMail?.subject).toBe("आपका Sattva सत्यापन कोड");
    const code = /आपका सत्यापन कोड: ([0-9A-Z]{6})/.exec(codeMail?.text ?? "")?.[1];
    expect(code).toBeDefined();
    const registered = await shop.api(
      "/api/auth/register",
      from(ip, "POST", { ...signupForm(email), code, language: "hi" }),
    );
    expect(registered.status, await registered.clone().text()).toBe(201);
    expect(await languageOfUser(email)).toBe("hi");
    const [welcome] = await mailsTo(email, "welcome");
    expect(welcome?.subject).toBe("Sattva में आपका स्वागत है");
    expect(welcome?.text).toContain("/hi/shop");

    // a checkout in English: the member's mails are English from now on
    const cookie = await signInCookie(shop, email, goodPassword);
    await place("en", cookie, email);
    expect(await languageOfUser(email)).toBe("en");
    // a sign-in on a Hindi page: Hindi again, and the reset code comes in Hindi
    const signedIn = await shop.api(
      "/api/auth/login",
      from(uniqueIp(), "POST", { email, password: goodPassword, language: "hi" }),
    );
    expect(signedIn.status).toBe(200);
    expect(await languageOfUser(email)).toBe("hi");
    // whatever page asked for it: the code goes in the account's language
    const reset = await shop.api("/api/auth/send-code", from(uniqueIp(), "POST", { email, purpose: "reset" }));
    expect(reset.status).toBe(202);
    const [resetMail] = await mailsTo(email, "reset-code");
    expect(resetMail?.subject).toBe("अपना Sattva पासवर्ड बदलें");
    // a sign-in without a language changes nothing; a bad one is refused before the password is tried
    await signInCookie(shop, email, goodPassword);
    expect(await languageOfUser(email)).toBe("hi");
    const bad = await shop.api(
      "/api/auth/login",
      from(uniqueIp(), "POST", { email, password: goodPassword, language: "de" }),
    );
    expect(bad.status).toBe(400);
    expect(await languageOfUser(email)).toBe("hi");
  });

  test("an account made with no language is English, and so are its mails", async () => {
    const { email } = await createAccount(shop);
    expect(await languageOfUser(email)).toBe("en");
    const [welcome] = await mailsTo(email, "welcome");
    expect(welcome?.subject).toBe("Welcome to Sattva");
  });
});
