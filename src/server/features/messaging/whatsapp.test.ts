// The Cloud API call against the project's stand-in: the request's shape, and which refusals are
// worth another try (throttling, server trouble, no answer) and which are not.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startWhatsappStandIn, type WhatsappStandIn } from "../../testing/whatsapp-stand-in.ts";
import { sendWhatsappTemplate } from "./whatsapp.ts";

let standIn: WhatsappStandIn;
beforeAll(async () => {
  standIn = await startWhatsappStandIn();
});
afterAll(async () => {
  await standIn?.close();
});

const template = {
  name: "bag_reminder",
  language: "en",
  components: [{ type: "body", parameters: [{ type: "text", text: "Asha" }] }],
};
const config = () => ({ token: standIn.token, phoneId: standIn.phoneId, apiUrl: standIn.url });

describe("sending a template message", () => {
  test("posts the template to the phone number's messages and keeps WhatsApp's message id", async () => {
    const result = await sendWhatsappTemplate(config(), "919876543210", template);
    expect(result.ok).toBe(true);
    const sent = standIn.messages.at(-1);
    expect(sent).toMatchObject({ to: "919876543210", phoneId: standIn.phoneId, template: { name: "bag_reminder" } });
    expect(result.ok && result.messageId).toBe(sent?.id);
  });

  test("429 and 5xx are tried again; a refused request or a wrong token is not", async () => {
    standIn.fail(429);
    const throttled = await sendWhatsappTemplate(config(), "919876543210", template);
    expect(throttled).toMatchObject({ ok: false, retry: true });
    expect(!throttled.ok && throttled.error).toContain("#130429");

    standIn.fail(503);
    expect(await sendWhatsappTemplate(config(), "919876543210", template)).toMatchObject({ ok: false, retry: true });

    standIn.fail(400);
    expect(await sendWhatsappTemplate(config(), "919876543210", template)).toMatchObject({ ok: false, retry: false });

    const wrongToken = await sendWhatsappTemplate({ ...config(), token: "nope" }, "919876543210", template);
    expect(wrongToken).toMatchObject({ ok: false, retry: false });
    expect(!wrongToken.ok && wrongToken.error).toContain("#190");
  });

  test("no answer at all is tried again", async () => {
    const result = await sendWhatsappTemplate(
      { ...config(), apiUrl: "http://127.0.0.1:9/v23.0" },
      "919876543210",
      template,
    );
    expect(result).toMatchObject({ ok: false, retry: true });
  });
});
