// The member's own choice of language in My Account (issue 35, decision 0064's addendum) through
// HTTP: PATCH /api/userdashboard/{userId}/profile { language } saves users.language, which the
// account's mails then use; anything but "en" or "hi" (or any other field) is a 400 that changes
// nothing; another member's session is 403 and a guest 401, their language untouched.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { languageChoiceMessages, languageMessage } from "../../../core/schemas/language.ts";
import { users } from "../../db/schema.ts";
import { from, mailTo, signedInMember, testShopEnv, uniqueIp } from "../../testing/accounts.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: true, env: testShopEnv });
});
afterAll(async () => {
  await shop?.close();
});

const member = () => signedInMember(shop);
type Member = Awaited<ReturnType<typeof member>>;

const choose = (who: Member | null, userId: string, body: unknown) =>
  shop.api(`/api/userdashboard/${userId}/profile`, from(uniqueIp(), "PATCH", body, who?.cookie));

const rowOf = async (id: string) => (await shop.ctx.db.select().from(users).where(eq(users.id, id)))[0];

describe("the member's language", () => {
  test("is saved on their account, answered with their profile, and their mails follow it", async () => {
    const asha = await member();
    expect((await rowOf(asha.id))?.language).toBe("en");

    const chosen = await choose(asha, asha.id, { language: "hi" });
    expect(chosen.status, await chosen.clone().text()).toBe(200);
    const answer = (await chosen.json()) as { message: string; userData: { language: string; firstName: string } };
    expect(answer.message).toBe(languageChoiceMessages.saved);
    expect(answer.userData.language).toBe("hi");
    expect((await rowOf(asha.id))?.language).toBe("hi");
    // the profile everyone else reads says it too
    const me = await shop.api("/api/auth/me", from(uniqueIp(), "GET", undefined, asha.cookie));
    expect(((await me.json()) as { language: string }).language).toBe("hi");

    // the account's mails are Hindi now: the reset code, whichever page asked for it
    const reset = await shop.api(
      "/api/auth/send-code",
      from(uniqueIp(), "POST", { email: asha.email, purpose: "reset" }),
    );
    expect(reset.status).toBe(202);
    const resetMail = (await mailTo(shop, asha.email)).find((mail) => mail.template === "reset-code");
    expect(resetMail?.subject).toBe("अपना Sattva पासवर्ड बदलें");

    // choosing the same again is fine and changes nothing; English again is English
    expect((await choose(asha, asha.id, { language: "hi" })).status).toBe(200);
    expect((await choose(asha, asha.id, { language: "en" })).status).toBe(200);
    expect((await rowOf(asha.id))?.language).toBe("en");
  });

  test("anything but en or hi, or another field, is a 400 naming it, and nothing changes", async () => {
    const asha = await member();
    expect((await choose(asha, asha.id, { language: "hi" })).status).toBe(200);
    const before = await rowOf(asha.id);
    for (const body of [
      { language: "fr" },
      { language: "HI" },
      { language: "" },
      { language: 7 },
      { language: null },
      { language: ["hi"] },
      {},
      { language: "en", firstName: "Mallory" },
      { firstName: "Mallory", lastName: "X", phone: "9876543210" },
    ]) {
      const response = await choose(asha, asha.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { error: { fields?: Record<string, string> } };
      if ("language" in body && Object.keys(body).length === 1) {
        expect(answer.error.fields?.language, JSON.stringify(body)).toBe(languageMessage);
      }
    }
    // not JSON at all
    const text = await shop.api(`/api/userdashboard/${asha.id}/profile`, {
      method: "PATCH",
      headers: { cookie: asha.cookie, "x-forwarded-for": uniqueIp(), "content-type": "text/plain" },
      body: "language=en",
    });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
    const after = await rowOf(asha.id);
    expect(after?.language).toBe("hi");
    expect(after?.firstName).toBe(before?.firstName);
    expect(after?.updatedAt.getTime()).toBe(before?.updatedAt.getTime());
  });

  test("is the member's own: another member's session is 403, a guest 401, and the language stays", async () => {
    const [asha, ravi] = [await member(), await member()];
    const ravisBefore = await rowOf(ravi.id);
    expect((await choose(asha, ravi.id, { language: "hi" })).status).toBe(403);
    expect((await choose(null, ravi.id, { language: "hi" })).status).toBe(401);
    // a made-up id is not a way in either
    expect((await choose(asha, "00000000-0000-4000-8000-000000000000", { language: "hi" })).status).toBe(403);
    const ravisAfter = await rowOf(ravi.id);
    expect(ravisAfter?.language).toBe("en");
    expect(ravisAfter?.updatedAt.getTime()).toBe(ravisBefore?.updatedAt.getTime());
    expect((await rowOf(asha.id))?.language).toBe("en");
  });
});
