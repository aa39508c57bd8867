// The caller's address behind a proxy (issue 18 point 1): X-Forwarded-For is believed only as far
// as TRUST_PROXY says, so a client writing its own entries cannot step around a per-IP limit.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { json, startTestShop, type TestShop } from "../testing/shop.ts";

const randomIp = () => {
  const bytes = crypto.randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
};
const uniqueEmail = () => `reader-${crypto.randomBytes(5).toString("hex")}@example.test`;
// the newsletter's per-IP limit: 20 sign-ups in 10 minutes (features/newsletter/service.ts)
const newsletterIpMax = 20;

async function statuses(shop: TestShop, forwardedFor: () => string | undefined, count: number): Promise<number[]> {
  const answers: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const header = forwardedFor();
    const response = await shop.api(
      "/api/newsletter",
      json("POST", { email: uniqueEmail(), consent: true }, header ? { "x-forwarded-for": header } : {}),
    );
    answers.push(response.status);
  }
  return answers;
}

describe.each([
  ["one hop (TRUST_PROXY=1)", "1"],
  ["the proxy's address (TRUST_PROXY=loopback)", "loopback"],
])("behind %s", (_name, trustProxy) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ env: { TRUST_PROXY: trustProxy } });
  });
  afterAll(async () => {
    await shop?.close();
  });

  test("a client prepending random X-Forwarded-For entries still hits its own limit", async () => {
    // what the proxy saw is the last entry; everything before it is the client's own writing
    const seenByProxy = randomIp();
    const answers = await statuses(shop, () => `${randomIp()}, ${randomIp()}, ${seenByProxy}`, newsletterIpMax + 2);
    expect(answers.slice(0, newsletterIpMax).every((status) => status === 202)).toBe(true);
    expect(answers.slice(newsletterIpMax)).toEqual([429, 429]);
  });

  test("distinct clients the proxy saw are counted apart", async () => {
    const answers = await statuses(shop, randomIp, newsletterIpMax + 5);
    expect(answers.every((status) => status === 202)).toBe(true);
  });
});

describe("without TRUST_PROXY", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  test("X-Forwarded-For is not believed at all", async () => {
    const answers = await statuses(shop, randomIp, newsletterIpMax + 1);
    expect(answers.at(-1)).toBe(429);
  });
});
