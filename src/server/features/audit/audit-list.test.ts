// GET /api/admin/audit through HTTP: an admin finds the rows real views and exports wrote, filtered by
// who, what, on what and India dates, a page at a time, newest first; a filter it does not understand
// is a 400 naming it; a shopper gets 403 and a stranger 401.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { dateKeyOf } from "../../../core/dates.ts";
import { auditLog } from "../../db/schema.ts";
import {
  createAccount,
  from,
  makeAdmin,
  signInCookie,
  testShopEnv,
  uniqueEmail,
  uniqueIp,
  userIdOf,
} from "../../testing/accounts.ts";
import { insertOrder } from "../../testing/privacy-fixtures.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";

interface Entry {
  id: string;
  actorEmail: string;
  action: string;
  subjectKind: string;
  subjectId: string;
  orderNumber: number | null;
  memberEmail: string | null;
  at: string;
}
interface AuditAnswer {
  entries: Entry[];
  total: number;
  page: number;
  pageSize: number;
}

let shop: TestShop;
let adminCookie: string;
let adminEmail: string;
let memberCookie: string;
let memberEmail: string;
let memberId: string;
let orderId: string;
let orderNumber: number;
beforeAll(async () => {
  shop = await startTestShop({ env: testShopEnv });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminEmail = admin.email;
  adminCookie = await signInCookie(shop, admin.email, admin.password);
  const member = await createAccount(shop);
  memberEmail = member.email;
  memberCookie = await signInCookie(shop, member.email, member.password);
  memberId = await userIdOf(shop, member.email);

  // five real admin actions, each writing its row: an order, two user lists, a member's export, the
  // order list
  const order = await insertOrder(shop, { email: uniqueEmail("buyer"), userId: memberId });
  orderId = order.id;
  orderNumber = order.number as number;
  const asAdmin = (path: string) => shop.api(path, from(uniqueIp(), "GET", undefined, adminCookie));
  for (const path of [
    `/api/userorder/${orderId}`,
    "/api/userdashboard/fetchalluser?search=asha",
    "/api/userdashboard/fetchalluser?search=meera",
    `/api/userdashboard/${memberId}/export`,
    "/api/order/getAllOrders?status=processing",
  ]) {
    expect((await asAdmin(path)).status, path).toBe(200);
  }
});
afterAll(async () => {
  await shop?.close();
});

async function audit(query: string, cookie = adminCookie): Promise<Response> {
  return shop.api(`/api/admin/audit?${query}`, from(uniqueIp(), "GET", undefined, cookie));
}
async function entries(query: string): Promise<AuditAnswer> {
  const answer = await audit(query);
  expect(answer.status, await answer.clone().text()).toBe(200);
  return answer.json();
}
const mine = () => `admin=${encodeURIComponent(adminEmail.toUpperCase())}`;

describe("GET /api/admin/audit", () => {
  test("an admin reads what real views and exports wrote, newest first, never cached", async () => {
    const answer = await audit(mine());
    expect(answer.headers.get("cache-control")).toContain("no-store");
    const body: AuditAnswer = await answer.json();
    expect(body.total).toBe(5);
    expect(body.entries.map((entry) => [entry.action, entry.subjectKind])).toEqual([
      ["view", "orders"],
      ["export", "member-data"],
      ["view", "users"],
      ["view", "users"],
      ["view", "order"],
    ]);
    const times = body.entries.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    // the page names the order and the member the rows point at
    expect(body.entries[4]).toMatchObject({ subjectId: orderId, orderNumber, actorEmail: adminEmail });
    expect(body.entries[1]).toMatchObject({ subjectId: memberId, memberEmail });
    expect(body.entries[2]?.subjectId).toContain("search=meera");
  });

  test("filters by what, on what and which record", async () => {
    const exports = await entries(`${mine()}&action=export`);
    expect(exports.entries.map((entry) => entry.subjectKind)).toEqual(["member-data"]);
    const userLists = await entries(`${mine()}&kind=users`);
    expect(userLists.entries.map((entry) => entry.subjectId.match(/search=\w+/)?.[0])).toEqual([
      "search=meera",
      "search=asha",
    ]);
    // one record, whoever looked at it
    const theOrder = await entries(`kind=order&subject=${orderId}`);
    expect(theOrder.total).toBe(1);
    expect(theOrder.entries[0]?.actorEmail).toBe(adminEmail);
    // empty fields from the page's form filter nothing
    expect((await entries(`${mine()}&action=&kind=&subject=&from=&to=&page=`)).total).toBe(5);
  });

  test("pages follow one another without gaps or repeats", async () => {
    const all = await entries(mine());
    const pages = await Promise.all([1, 2, 3].map((page) => entries(`${mine()}&pageSize=2&page=${page}`)));
    expect(pages.map((page) => page.entries.length)).toEqual([2, 2, 1]);
    expect(pages.every((page) => page.total === 5 && page.pageSize === 2)).toBe(true);
    expect(pages.flatMap((page) => page.entries.map((entry) => entry.id))).toEqual(
      all.entries.map((entry) => entry.id),
    );
    // past the end: no rows, and the total still says how many there are
    const beyond = await entries(`${mine()}&pageSize=2&page=9`);
    expect(beyond).toMatchObject({ entries: [], total: 5, page: 9 });
  });

  test("the date range is India days, both ends included", async () => {
    // an admin of its own, so only these rows match; a day a month ago (inside any retention)
    const who = uniqueEmail("auditor");
    const day = dateKeyOf(new Date(Date.now() - 30 * 86_400_000));
    const midnight = new Date(`${day}T00:00:00+05:30`).getTime();
    const at = (offsetMs: number) => new Date(midnight + offsetMs);
    await shop.ctx.db.insert(auditLog).values(
      [at(-1000), at(0), at(86_400_000 - 1000), at(86_400_000)].map((moment, index) => ({
        actorEmail: who,
        action: "view" as const,
        subjectKind: "orders",
        subjectId: `moment=${index}`,
        ip: "203.0.113.9",
        at: moment,
      })),
    );
    const inDay = await entries(`admin=${who}&from=${day}&to=${day}`);
    expect(inDay.entries.map((entry) => entry.subjectId)).toEqual(["moment=2", "moment=1"]);
    expect((await entries(`admin=${who}&from=${day}`)).entries.map((entry) => entry.subjectId)).toEqual([
      "moment=3",
      "moment=2",
      "moment=1",
    ]);
    expect((await entries(`admin=${who}&to=${day}`)).total).toBe(3);
  });

  test.each([
    ["page=-4", "page", "Page must be a whole number"],
    ["page=two", "page", "Page must be a whole number"],
    ["pageSize=500", "pageSize", "Page size must be a whole number from 1 to 100"],
    ["action=delete", "action", "What must be one of: view, export"],
    ["kind=products", "kind", "On what must be one of"],
    ["from=2026-02-30", "from", "Dates must be real days written as YYYY-MM-DD"],
    ["to=26/11/2026", "to", "Dates must be real days written as YYYY-MM-DD"],
    ["from=2026-11-05&to=2026-11-01", "to", "The end date must not be before the start date"],
    [`subject=${"x".repeat(501)}`, "subject", "The record must be at most 500 characters"],
    ["page=1&page=2", "page", "Page must be a whole number"],
  ])("%s is a 400 naming the field, not a 500", async (query, field, message) => {
    const answer = await audit(query);
    expect(answer.status).toBe(400);
    const body = await answer.json();
    expect(JSON.stringify(body)).toContain(message);
    expect(JSON.stringify(body)).toContain(field);
  });

  test("a shopper gets 403 and a stranger 401, and neither learns anything", async () => {
    const refused = await audit(mine(), memberCookie);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain(adminEmail);
    expect((await shop.api(`/api/admin/audit?${mine()}`, from(uniqueIp(), "GET"))).status).toBe(401);
  });
});
