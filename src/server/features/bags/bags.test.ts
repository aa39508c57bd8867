// Abandoned bags through HTTP against a real database: reminders at the right times (time moved by
// giving the round its clock), never without consent, after an order, after a one-click opt-out or an
// emptied bag; the restore link rebuilds the bag and expires; an order after it counts as recovered;
// WhatsApp against its stand-in (sent once, retried after a 5xx, nothing without the consent).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fromRupees } from "../../../core/money.ts";
import {
  abandonedBags,
  bagRestoreLinks,
  consentRecords,
  mailOutbox,
  variants,
  whatsappOutbox,
} from "../../db/schema.ts";
import {
  createAccount,
  from,
  makeAdmin,
  signInCookie,
  uniqueEmail,
  uniqueIp,
  userIdOf,
} from "../../testing/accounts.ts";
import { type BagsTestShop, minutes, startBagsTestShop, waitFor } from "../../testing/bags-shop.ts";
import { json, type TestShop } from "../../testing/shop.ts";
import { inboundTextEvent, signWebhook, statusEvent, type WhatsappStandIn } from "../../testing/whatsapp-stand-in.ts";
import { remindAbandonedBags } from "./reminders.ts";

let bags: BagsTestShop | undefined;
let shop: TestShop;
let whatsapp: WhatsappStandIn;
let freshLine: BagsTestShop["freshLine"];
let adminCookie = "";

const hours = (count: number) => minutes(count * 60);

beforeAll(async () => {
  bags = await startBagsTestShop(30);
  ({ shop, whatsapp, freshLine } = bags);
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
});

afterAll(async () => {
  await bags?.close();
});

interface Member {
  email: string;
  id: string;
  cookie: string;
  ip: string;
}

async function member(consents: string[] = ["bag_reminders"], phone = "9876543210"): Promise<Member> {
  const account = await createAccount(shop, { phone });
  const cookie = await signInCookie(shop, account.email, account.password);
  const id = await userIdOf(shop, account.email);
  for (const purpose of consents) {
    const given = await shop.api(
      `/api/userdashboard/${id}/consents/${purpose}`,
      from(account.ip, "PUT", { given: true }, cookie),
    );
    expect(given.status, await given.clone().text()).toBe(200);
  }
  return { email: account.email, id, cookie, ip: account.ip };
}

async function addToBag(who: Member, line: { productId: string; variantId: string }, quantity = 1) {
  const added = await shop.api("/api/cart/add", from(who.ip, "POST", { ...line, quantity }, who.cookie));
  expect(added.status, await added.clone().text()).toBeLessThan(300);
}

function remindersTo(email: string) {
  return shop.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, "bag-reminder")))
    .orderBy(mailOutbox.createdAt);
}

async function openBagOf(email: string) {
  const [bag] = await shop.ctx.db.select().from(abandonedBags).where(eq(abandonedBags.email, email));
  return bag;
}

const address = {
  addressLine1: "12 Lotus Lane",
  city: "Bengaluru",
  state: "Karnataka",
  country: "India",
  zipCode: "560001",
};

async function placeCodOrder(line: { productId: string; variantId: string }, email: string, cookie?: string) {
  const body = {
    orderItems: [{ product: line.productId, variant: line.variantId, quantity: 1 }],
    shippingAddress: address,
    guestUser: { firstName: "Meera", lastName: "Iyer", email, phone: "9845012345" },
    paymentMethod: "COD",
  };
  const headers: Record<string, string> = { "x-forwarded-for": uniqueIp() };
  if (cookie) headers.cookie = cookie;
  const placed = await shop.api("/api/userorder/placeorder", json("POST", body, headers));
  expect(placed.status, await placed.clone().text()).toBe(201);
  return (await placed.json()).order;
}

async function guestRemembers(
  email: string,
  line: { productId: string; variantId: string },
  quantity = 2,
): Promise<string> {
  const saved = await shop.api(
    "/api/bag-reminders",
    json("POST", { email, remind: true, lines: [{ ...line, quantity }] }, { "x-forwarded-for": uniqueIp() }),
  );
  expect(saved.status, await saved.clone().text()).toBe(200);
  const answer = (await saved.json()) as { bagToken?: string };
  expect(answer.bagToken).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
  return answer.bagToken ?? "";
}

const restoreTokenOf = (text: string) => /\/bag\/restore\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe("reminder times", () => {
  test("a member's bag gets its first reminder after an hour and its last after a day, each once", async () => {
    const shopper = await member();
    const line = freshLine();
    await addToBag(shopper, line, 2);

    await remindAbandonedBags(shop.ctx, minutes(30));
    expect(await remindersTo(shopper.email)).toHaveLength(0);

    // the price changes before the reminder: the mail shows today's price
    await shop.ctx.db
      .update(variants)
      .set({ price: fromRupees(777), mrp: fromRupees(999) })
      .where(eq(variants.id, line.variantId));
    await remindAbandonedBags(shop.ctx, minutes(61));
    const [first, ...more] = await remindersTo(shopper.email);
    expect(more).toHaveLength(0);
    expect(first?.subject).toBe("You left something in your bag");
    expect(first?.text).toContain("2 × ₹777");
    expect(first?.text).toMatch(/Hello Asha,/);

    // the round again, and again later the same day: nothing new
    await remindAbandonedBags(shop.ctx, minutes(62));
    await remindAbandonedBags(shop.ctx, hours(23));
    expect(await remindersTo(shopper.email)).toHaveLength(1);

    await remindAbandonedBags(shop.ctx, minutes(24 * 60 + 1));
    const after = await remindersTo(shopper.email);
    expect(after).toHaveLength(2);
    expect(after[1]?.subject).toBe("Your bag is still waiting");

    // at most two
    await remindAbandonedBags(shop.ctx, hours(72));
    expect(await remindersTo(shopper.email)).toHaveLength(2);
  });

  test("the delays and the switch come from the settings", async () => {
    const shopper = await member();
    await addToBag(shopper, freshLine());
    const off = await shop.api(
      "/api/admin/settings",
      from(
        uniqueIp(),
        "PUT",
        { reminders: { bagReminders: false, firstAfterMinutes: 120, secondAfterHours: 24, linkDays: 7 } },
        adminCookie,
      ),
    );
    expect(off.status, await off.clone().text()).toBe(200);
    await remindAbandonedBags(shop.ctx, hours(3));
    expect(await remindersTo(shopper.email)).toHaveLength(0);

    const on = await shop.api(
      "/api/admin/settings",
      from(
        uniqueIp(),
        "PUT",
        { reminders: { bagReminders: true, firstAfterMinutes: 120, secondAfterHours: 24, linkDays: 7 } },
        adminCookie,
      ),
    );
    expect(on.status).toBe(200);
    await remindAbandonedBags(shop.ctx, minutes(90));
    expect(await remindersTo(shopper.email)).toHaveLength(0);
    await remindAbandonedBags(shop.ctx, minutes(121));
    expect(await remindersTo(shopper.email)).toHaveLength(1);

    // a second reminder before the first is refused, and the defaults come back
    const bad = await shop.api(
      "/api/admin/settings",
      from(
        uniqueIp(),
        "PUT",
        { reminders: { bagReminders: true, firstAfterMinutes: 600, secondAfterHours: 2, linkDays: 7 } },
        adminCookie,
      ),
    );
    expect(bad.status).toBe(400);
    const reset = await shop.api(
      "/api/admin/settings",
      from(
        uniqueIp(),
        "PUT",
        { reminders: { bagReminders: true, firstAfterMinutes: 60, secondAfterHours: 24, linkDays: 7 } },
        adminCookie,
      ),
    );
    expect(reset.status).toBe(200);
  });

  test("two instances at once: one holds the lease, one reminder", async () => {
    const shopper = await member();
    await addToBag(shopper, freshLine());
    const rounds = await Promise.all([
      remindAbandonedBags(shop.ctx, minutes(61), "instance-a"),
      remindAbandonedBags(shop.ctx, minutes(61), "instance-b"),
    ]);
    expect(rounds.filter((round) => round.ran)).toHaveLength(1);
    expect(await remindersTo(shopper.email)).toHaveLength(1);
  });
});

describe("no reminder", () => {
  test("without the consent", async () => {
    const shopper = await member([]);
    await addToBag(shopper, freshLine());
    await remindAbandonedBags(shop.ctx, hours(2));
    await remindAbandonedBags(shop.ctx, hours(25));
    expect(await remindersTo(shopper.email)).toHaveLength(0);
    expect(await openBagOf(shopper.email)).toBeUndefined();
  });

  test("after an order: a member's second reminder and a guest's first never go", async () => {
    const shopper = await member();
    const line = freshLine();
    await addToBag(shopper, line);
    await addToBag(shopper, freshLine());
    await remindAbandonedBags(shop.ctx, minutes(61));
    expect(await remindersTo(shopper.email)).toHaveLength(1);
    // the member orders one of the two lines: the other stays in the bag, yet the reminders stop
    await placeCodOrder(line, shopper.email, shopper.cookie);
    await remindAbandonedBags(shop.ctx, hours(25));
    await remindAbandonedBags(shop.ctx, hours(49));
    expect(await remindersTo(shopper.email)).toHaveLength(1);
    expect((await openBagOf(shopper.email))?.closedReason).toBe("ordered");

    const guest = uniqueEmail("guest");
    const guestLine = freshLine();
    await guestRemembers(guest, guestLine);
    await placeCodOrder(guestLine, guest);
    await remindAbandonedBags(shop.ctx, hours(2));
    expect(await remindersTo(guest)).toHaveLength(0);
  });

  test("after the one-click List-Unsubscribe-Post opt-out of the first reminder", async () => {
    const shopper = await member();
    await addToBag(shopper, freshLine());
    await remindAbandonedBags(shop.ctx, minutes(61));
    const [first] = await remindersTo(shopper.email);
    // RFC 8058: both headers on the mail, the address an https(or shop) URL carrying the token
    expect(first?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const target = /^<([^>]+)>$/.exec(first?.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
    expect(new URL(target).pathname).toBe("/api/consents/one-click");

    // a mail program's one click: a form POST without a page
    const stopped = await fetch(target, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(stopped.status, await stopped.clone().text()).toBe(200);
    expect((await stopped.json()).purpose).toBe("bag_reminders");
    // twice is fine: the consent stays withdrawn
    const again = await fetch(target, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(again.status).toBe(200);

    // the first reminder, still waiting in the outbox (no SMTP here), is dropped with the consent
    expect(await remindersTo(shopper.email)).toHaveLength(0);
    await remindAbandonedBags(shop.ctx, hours(25));
    expect(await remindersTo(shopper.email)).toHaveLength(0);
    expect((await openBagOf(shopper.email))?.closedReason).toBe("withdrawn");
  });

  test("after the bag is emptied", async () => {
    const shopper = await member();
    const line = freshLine();
    await addToBag(shopper, line);
    await remindAbandonedBags(shop.ctx, minutes(61));
    expect(await remindersTo(shopper.email)).toHaveLength(1);
    const removed = await shop.api("/api/cart/removeItem", from(shopper.ip, "DELETE", line, shopper.cookie));
    expect(removed.status).toBe(200);
    await remindAbandonedBags(shop.ctx, hours(25));
    expect(await remindersTo(shopper.email)).toHaveLength(1);
    expect((await openBagOf(shopper.email))?.closedReason).toBe("emptied");
  });

  test("the one-click address refuses a missing or unknown token and changes nothing", async () => {
    const missing = await shop.api("/api/consents/one-click", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(missing.status).toBe(400);
    const unknown = await shop.api(`/api/consents/one-click?token=${"x".repeat(32)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unknown.status).toBe(404);
  });
});

describe("the checkout's box", () => {
  test("refuses a bad address or lines and saves nothing", async () => {
    const bad = await shop.api(
      "/api/bag-reminders",
      json("POST", { email: "not-an-address", remind: true, lines: [] }, { "x-forwarded-for": uniqueIp() }),
    );
    expect(bad.status).toBe(400);
    const email = uniqueEmail("bad-lines");
    const badLines = await shop.api(
      "/api/bag-reminders",
      json("POST", { email, remind: true, lines: [{ productId: "x", variantId: "nope", quantity: 1 }] }),
    );
    expect(badLines.status).toBe(400);
    expect(await openBagOf(email)).toBeUndefined();
  });

  test("unticked after ticking: the consent is withdrawn and no reminder goes", async () => {
    const email = uniqueEmail("changed-mind");
    const line = freshLine();
    await guestRemembers(email, line);
    const unticked = await shop.api(
      "/api/bag-reminders",
      json("POST", { email, remind: false, lines: [{ ...line, quantity: 1 }] }, { "x-forwarded-for": uniqueIp() }),
    );
    expect(unticked.status).toBe(200);
    await remindAbandonedBags(shop.ctx, hours(2));
    expect(await remindersTo(email)).toHaveLength(0);
  });
});

describe("a guest's bag changed in the browser", () => {
  const tell = (token: string, lines: unknown[]) =>
    shop.api("/api/bag-reminders/lines", json("PUT", { token, lines }, { "x-forwarded-for": uniqueIp() }));

  test("emptied after ticking the box: no reminder goes and the bag closes as emptied", async () => {
    const email = uniqueEmail("emptied-guest");
    const token = await guestRemembers(email, freshLine());
    const emptied = await tell(token, []);
    expect(emptied.status, await emptied.clone().text()).toBe(200);
    expect(await emptied.json()).toEqual({ open: false });
    await remindAbandonedBags(shop.ctx, minutes(61));
    await remindAbandonedBags(shop.ctx, hours(25));
    expect(await remindersTo(email)).toHaveLength(0);
    expect((await openBagOf(email))?.closedReason).toBe("emptied");
    // the closed bag is not reopened by a late change
    expect(await (await tell(token, [{ ...freshLine(), quantity: 1 }])).json()).toEqual({ open: false });
    expect((await openBagOf(email))?.closedAt).toBeInstanceOf(Date);
  });

  test("changed lines are kept: the reminder is about the bag as it is now", async () => {
    const email = uniqueEmail("changed-guest");
    const first = freshLine();
    const second = freshLine();
    const token = await guestRemembers(email, first);
    await remindAbandonedBags(shop.ctx, minutes(30));
    const changed = await shop.api(
      "/api/bag-reminders/lines",
      json("PUT", { token, lines: [{ ...second, quantity: 3 }] }, { "x-forwarded-for": uniqueIp() }),
    );
    expect(await changed.json()).toEqual({ open: true });
    const bag = await openBagOf(email);
    expect(bag?.lines).toMatchObject([{ variantId: second.variantId, quantity: 3 }]);
    await remindAbandonedBags(shop.ctx, minutes(61));
    expect(await remindersTo(email)).toHaveLength(1);
  });

  test("after an order the browser's emptying changes nothing: the round closes it as ordered", async () => {
    const email = uniqueEmail("ordered-guest");
    const line = freshLine();
    const token = await guestRemembers(email, line);
    await placeCodOrder(line, email);
    expect(await (await tell(token, [])).json()).toEqual({ open: false });
    expect((await openBagOf(email))?.lines).toHaveLength(1);
    await remindAbandonedBags(shop.ctx, minutes(61));
    expect(await remindersTo(email)).toHaveLength(0);
    expect((await openBagOf(email))?.closedReason).toBe("ordered");
  });

  test("a malformed token or lines is refused; an unknown token changes nothing", async () => {
    const email = uniqueEmail("wrong-token-guest");
    const line = freshLine();
    const token = await guestRemembers(email, line);
    expect((await tell("short", [])).status).toBe(400);
    expect((await tell(token, [{ productId: "x", variantId: "nope", quantity: 1 }])).status).toBe(400);
    expect(await (await tell("A".repeat(32), [])).json()).toEqual({ open: false });
    expect((await openBagOf(email))?.lines).toMatchObject([{ variantId: line.variantId, quantity: 2 }]);
    // a member's tick answers no token: their cart is the bag
    const shopper = await member([]);
    const ticked = await shop.api(
      "/api/bag-reminders",
      from(
        shopper.ip,
        "POST",
        { email: shopper.email, remind: true, lines: [{ ...line, quantity: 1 }] },
        shopper.cookie,
      ),
    );
    expect(await ticked.json()).not.toHaveProperty("bagToken");
  });
});

describe("the restore link", () => {
  test("rebuilds a guest's bag at today's prices, in the browser or in a member's cart, and expires", async () => {
    const email = uniqueEmail("guest");
    const line = freshLine();
    await guestRemembers(email, line, 3);
    await remindAbandonedBags(shop.ctx, minutes(61));
    const [reminder] = await remindersTo(email);
    const token = restoreTokenOf(reminder?.text ?? "");
    expect(token, reminder?.text).toBeDefined();
    expect(reminder?.text).toContain(`${shop.url}/bag/restore?token=`);

    // a guest's browser gets the lines back, priced now
    const restored = await shop.api("/api/bags/restore", json("POST", { token }));
    expect(restored.status, await restored.clone().text()).toBe(200);
    const answer = await restored.json();
    expect(answer.kind).toBe("guest");
    expect(answer.items).toMatchObject([{ variantId: line.variantId, quantity: 3 }]);
    expect(restored.headers.get("cache-control")).toContain("no-store");

    // a signed-in visitor: the lines join their cart
    const shopper = await member([]);
    const merged = await shop.api("/api/bags/restore", from(shopper.ip, "POST", { token }, shopper.cookie));
    expect(merged.status).toBe(200);
    expect((await merged.json()).kind).toBe("member");
    const cart = await shop.api(
      `/api/cart/fetchCartItems?userId=${shopper.id}`,
      from(shopper.ip, "GET", undefined, shopper.cookie),
    );
    expect((await cart.json()).items).toMatchObject([{ variantId: line.variantId, quantity: 3 }]);

    // the order that follows counts as a recovered bag on the dashboard
    await placeCodOrder(line, email);
    await remindAbandonedBags(shop.ctx, minutes(70));
    const bag = await openBagOf(email);
    expect(bag?.closedReason).toBe("ordered");
    expect(bag?.recoveredOrderId).toBeTruthy();
    const stats = await shop.api("/api/admin/bag-reminders/stats", from(uniqueIp(), "GET", undefined, adminCookie));
    expect(stats.status).toBe(200);
    const figures = await stats.json();
    expect(figures.bagsRecovered).toBeGreaterThanOrEqual(1);
    expect(figures.remindersSent).toBeGreaterThanOrEqual(1);
    const notAdmin = await shop.api(
      "/api/admin/bag-reminders/stats",
      from(shopper.ip, "GET", undefined, shopper.cookie),
    );
    expect(notAdmin.status).toBe(403);

    // the link runs out: moved past its expiry, it answers 410 and restores nothing
    await shop.ctx.db
      .update(bagRestoreLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bagRestoreLinks.bagId, bag?.id ?? ""));
    const expired = await shop.api("/api/bags/restore", json("POST", { token }));
    expect(expired.status).toBe(410);
    expect((await expired.json()).error.message).toBe("This link has expired. Your bag is kept for a few days only.");
  });

  test("an unknown or malformed token is refused", async () => {
    expect((await shop.api("/api/bags/restore", json("POST", { token: "y".repeat(32) }))).status).toBe(404);
    expect((await shop.api("/api/bags/restore", json("POST", { token: "<script>" }))).status).toBe(400);
  });

  test("a member's own bag is their cart; opened signed out it asks to sign in", async () => {
    const shopper = await member();
    const line = freshLine();
    await addToBag(shopper, line);
    await remindAbandonedBags(shop.ctx, minutes(61));
    const [reminder] = await remindersTo(shopper.email);
    const token = restoreTokenOf(reminder?.text ?? "");
    const signedOut = await shop.api("/api/bags/restore", json("POST", { token }));
    expect((await signedOut.json()).kind).toBe("sign_in");
    const signedIn = await shop.api("/api/bags/restore", from(shopper.ip, "POST", { token }, shopper.cookie));
    const answer = await signedIn.json();
    expect(answer.kind).toBe("member");
    // not doubled: the bag was already theirs
    expect(answer.items).toMatchObject([{ variantId: line.variantId, quantity: 1 }]);
  });
});

describe("WhatsApp", () => {
  test("the bag reminder template goes once to a member who said yes to WhatsApp", async () => {
    const shopper = await member(["bag_reminders", "whatsapp"], "9812345670");
    await addToBag(shopper, freshLine());
    await remindAbandonedBags(shop.ctx, minutes(61));
    await remindAbandonedBags(shop.ctx, minutes(62));
    const sent = await waitFor(
      () => whatsapp.messages.find((message) => message.to === "919812345670"),
      "the WhatsApp message",
    );
    expect(sent.template.name).toBe("bag_reminder");
    expect(sent.template.language.code).toBe("en");
    expect(sent.phoneId).toBe(whatsapp.phoneId);
    // the restore and stop buttons carry their tokens
    expect(JSON.stringify(sent.template.components)).toContain('"sub_type":"url"');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(whatsapp.messages.filter((message) => message.to === "919812345670")).toHaveLength(1);
    const [row] = await shop.ctx.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.to, "919812345670"));
    expect(row?.status).toBe("sent");
    expect(row?.providerMessageId).toBe(sent.id);
  });

  test("a 5xx is retried after the backoff and the message goes once", async () => {
    const shopper = await member(["bag_reminders", "whatsapp"], "9812345671");
    await addToBag(shopper, freshLine());
    whatsapp.fail(500);
    await remindAbandonedBags(shop.ctx, minutes(61));
    const failed = await waitFor(async () => {
      const [row] = await shop.ctx.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.to, "919812345671"));
      return row && row.attempts >= 1 && row.lastError ? row : undefined;
    }, "the failed try");
    expect(failed.status).toBe("pending");
    expect(failed.lastError).toContain("HTTP 500");
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
    // time moved past the backoff
    await shop.ctx.db
      .update(whatsappOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(whatsappOutbox.id, failed.id));
    shop.ctx.whatsapp?.wake();
    const sent = await waitFor(async () => {
      const [row] = await shop.ctx.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.id, failed.id));
      return row?.status === "sent" ? row : undefined;
    }, "the retry");
    expect(sent.attempts).toBe(2);
    expect(whatsapp.messages.filter((message) => message.to === "919812345671")).toHaveLength(1);
  });

  test("no WhatsApp consent: the mail goes, nothing on WhatsApp", async () => {
    const shopper = await member(["bag_reminders"], "9812345672");
    await addToBag(shopper, freshLine());
    await remindAbandonedBags(shop.ctx, minutes(61));
    expect(await remindersTo(shopper.email)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(whatsapp.messages.filter((message) => message.to === "919812345672")).toHaveLength(0);
    expect(await shop.ctx.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.to, "919812345672"))).toHaveLength(
      0,
    );
  });
});

describe("WhatsApp's webhook", () => {
  const webhook = "/api/messaging/whatsapp/webhook";

  /** Meta's delivery: the raw JSON signed with the app secret (or the signature given). */
  function deliver(payload: unknown, signature?: string | null) {
    const raw = JSON.stringify(payload);
    const headers: Record<string, string> = { "content-type": "application/json" };
    const signed = signature === undefined ? signWebhook(raw, whatsapp.appSecret) : signature;
    if (signed !== null) headers["x-hub-signature-256"] = signed;
    return shop.api(webhook, { method: "POST", headers, body: raw });
  }

  async function liveWhatsappConsent(email: string) {
    const rows = await shop.ctx.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.email, email), eq(consentRecords.purpose, "whatsapp")));
    return rows.find((row) => !row.withdrawnAt);
  }

  /** A member who said yes to WhatsApp, whose first reminder went out there. */
  async function remindedOnWhatsapp(phone: string) {
    const shopper = await member(["bag_reminders", "whatsapp"], phone);
    await addToBag(shopper, freshLine());
    await remindAbandonedBags(shop.ctx, minutes(61));
    const sent = await waitFor(async () => {
      const [row] = await shop.ctx.db
        .select()
        .from(whatsappOutbox)
        .where(eq(whatsappOutbox.to, `91${phone}`));
      return row?.status === "sent" ? row : undefined;
    }, "the first WhatsApp reminder");
    return { shopper, sent };
  }

  test("the subscription handshake echoes the challenge only for the verify token", async () => {
    const query = (token: string, mode = "subscribe") =>
      `${webhook}?hub.mode=${mode}&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`;
    const answer = await shop.api(query(whatsapp.verifyToken));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/plain");
    expect(await answer.text()).toBe("1158201444");
    expect((await shop.api(query("not-the-token"))).status).toBe(403);
    expect((await shop.api(query(whatsapp.verifyToken, "unsubscribe"))).status).toBe(403);
    expect((await shop.api(`${webhook}?hub.challenge=1`)).status).toBe(403);
  });

  test("a bad or missing signature is refused with 401 and changes nothing", async () => {
    const shopper = await member(["whatsapp"], "9812345680");
    const stop = inboundTextEvent("919812345680", "STOP");
    const wrongSecret = signWebhook(JSON.stringify(stop), "not-the-secret");
    for (const signature of [wrongSecret, null, "sha256=", "sha1=abc", wrongSecret.replace("sha256=", "")]) {
      const answer = await deliver(stop, signature);
      expect(answer.status, String(signature)).toBe(401);
    }
    // signed over other bytes than were sent
    const other = signWebhook(JSON.stringify(inboundTextEvent("919812345680", "hello")), whatsapp.appSecret);
    expect((await deliver(stop, other)).status).toBe(401);
    expect(await liveWhatsappConsent(shopper.email)).toBeDefined();
  });

  test("a STOP reply withdraws the number's WhatsApp consent: the next reminder goes by mail only", async () => {
    const { shopper } = await remindedOnWhatsapp("9812345681");
    expect(whatsapp.messages.filter((message) => message.to === "919812345681")).toHaveLength(1);
    const answer = await deliver(inboundTextEvent("919812345681", "  Stop "));
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(await answer.json()).toMatchObject({ received: true, stopped: 1 });
    expect(await liveWhatsappConsent(shopper.email)).toBeUndefined();
    const [withdrawn] = await shop.ctx.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.email, shopper.email), eq(consentRecords.purpose, "whatsapp")));
    expect(withdrawn?.withdrawnSource).toBe("whatsapp");
    // the bag's reminders by mail go on (that consent stands); WhatsApp stays silent
    await remindAbandonedBags(shop.ctx, hours(25));
    expect(await remindersTo(shopper.email)).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(whatsapp.messages.filter((message) => message.to === "919812345681")).toHaveLength(1);
    expect(await shop.ctx.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.to, "919812345681"))).toHaveLength(
      1,
    );
    // a second STOP finds nothing left to withdraw, and is still acknowledged
    const again = await deliver(inboundTextEvent("919812345681", "STOP"));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ stopped: 0 });
  });

  test("UNSUBSCRIBE drops the number's pending WhatsApp messages; other words change nothing", async () => {
    const shopper = await member(["bag_reminders", "whatsapp"], "9812345682");
    await shop.ctx.db.insert(whatsappOutbox).values({
      id: crypto.randomUUID(),
      to: "919812345682",
      email: shopper.email,
      purpose: "bag_reminders",
      template: "bag_reminder",
      language: "en",
      components: [],
      nextAttemptAt: hours(1),
    });
    const hello = await deliver(inboundTextEvent("919812345682", "please stop by later"));
    expect(hello.status).toBe(200);
    expect(await liveWhatsappConsent(shopper.email)).toBeDefined();
    expect(await shop.ctx.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.to, "919812345682"))).toHaveLength(
      1,
    );
    const stop = await deliver(inboundTextEvent("919812345682", "unsubscribe"));
    expect(await stop.json()).toMatchObject({ stopped: 1 });
    expect(await liveWhatsappConsent(shopper.email)).toBeUndefined();
    expect(await shop.ctx.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.to, "919812345682"))).toHaveLength(
      0,
    );
  });

  test("statuses are stamped once each: a repeated or late event changes nothing", async () => {
    const { sent } = await remindedOnWhatsapp("9812345683");
    const wamid = sent.providerMessageId ?? "";
    expect(wamid).toMatch(/^wamid\./);
    const rowNow = async () =>
      (await shop.ctx.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.id, sent.id)))[0];

    expect((await deliver(statusEvent(wamid, "sent", "919812345683"))).status).toBe(200);
    expect((await rowNow())?.deliveryStatus).toBe("sent");
    const delivered = await deliver(statusEvent(wamid, "delivered", "919812345683"));
    expect(await delivered.json()).toMatchObject({ statuses: 1 });
    const afterDelivered = await rowNow();
    expect(afterDelivered).toMatchObject({ deliveryStatus: "delivered" });
    expect(afterDelivered?.deliveredAt).toBeInstanceOf(Date);

    // Meta delivers the same event again: nothing changes
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const twice = await deliver(statusEvent(wamid, "delivered", "919812345683"));
    expect(twice.status).toBe(200);
    expect(await twice.json()).toMatchObject({ statuses: 0 });
    expect(await rowNow()).toEqual(afterDelivered);

    expect(await (await deliver(statusEvent(wamid, "read", "919812345683"))).json()).toMatchObject({ statuses: 1 });
    const afterRead = await rowNow();
    expect(afterRead).toMatchObject({ deliveryStatus: "read", deliveredAt: afterDelivered?.deliveredAt });
    // late and repeated events after read: read stands
    for (const status of ["sent", "delivered", "read"] as const) {
      expect(await (await deliver(statusEvent(wamid, status, "919812345683"))).json()).toMatchObject({ statuses: 0 });
    }
    expect(await rowNow()).toEqual(afterRead);
    // the sender's own status is untouched
    expect(afterRead?.status).toBe("sent");
  });

  test("a failed status keeps WhatsApp's reason; unknown shapes are acknowledged and ignored", async () => {
    const { sent } = await remindedOnWhatsapp("9812345684");
    const failed = await deliver(statusEvent(sent.providerMessageId ?? "", "failed", "919812345684"));
    expect(await failed.json()).toMatchObject({ statuses: 1 });
    const [row] = await shop.ctx.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.id, sent.id));
    expect(row).toMatchObject({ deliveryStatus: "failed", deliveryError: "#131026 Message undeliverable" });

    for (const payload of [
      { object: "whatsapp_business_account", entry: [{ id: "1", changes: [{ field: "account_update", value: {} }] }] },
      { object: "page", something: "else" },
      statusEvent("wamid.unknown-to-the-shop", "delivered", "919812345684"),
      inboundTextEvent("919812345684", "STOP").entry[0]?.changes[0]?.value ?? {},
      { entry: [{ changes: [{ field: "messages", value: { messages: [{ from: "919812345684", type: "image" }] } }] }] },
    ]) {
      const answer = await deliver(payload);
      expect(answer.status, JSON.stringify(payload)).toBe(200);
    }
    const [after] = await shop.ctx.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.id, sent.id));
    expect(after).toEqual(row);
  });
});

describe("the API document", () => {
  test("lists the one-click stop (a form post), the webhook and the guest bag's lines", async () => {
    const document = (await (await shop.api("/api/openapi.json")).json()) as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, unknown> }; parameters?: unknown[] }>
      >;
    };
    const oneClick = document.paths["/api/consents/one-click"]?.post;
    expect(oneClick?.requestBody?.content).toHaveProperty(["application/x-www-form-urlencoded"]);
    expect(oneClick?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "token", in: "query" })]),
    );
    expect(document.paths["/api/messaging/whatsapp/webhook"]).toHaveProperty("get");
    expect(document.paths["/api/messaging/whatsapp/webhook"]).toHaveProperty("post");
    expect(document.paths["/api/bag-reminders/lines"]).toHaveProperty("put");
  });
});
