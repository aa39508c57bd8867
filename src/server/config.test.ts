import path from "node:path";
import { describe, expect, test } from "vitest";
import { ConfigError, listeningNote, loadConfig } from "./config.ts";

describe("configuration", () => {
  test("defaults to port 3000, ./data and the embedded database", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
  });

  test("names the variable when a value is bad", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_PASSWORD: "short" })).toThrow(/ADMIN_PASSWORD/);
  });

  test("wants both Razorpay keys or neither", () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: "rzp_test_x" })).toThrow(/RAZORPAY/);
    expect(loadConfig({ RAZORPAY_KEY_ID: "rzp_test_x", RAZORPAY_KEY_SECRET: "s" }).razorpay?.keyId).toBe("rzp_test_x");
  });

  test("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", REDIS_URL: "" }).databaseUrl).toBeUndefined();
  });

  test("TRUST_PROXY is a number of hops or a list of proxies, never every hop", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,loopback" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
      "loopback",
    ]);
    expect(loadConfig({ TRUST_PROXY: "fd00::/8" }).trustProxy).toEqual(["fd00::/8"]);
    for (const all of ["true", "yes", "all"]) expect(() => loadConfig({ TRUST_PROXY: all })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/40" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: "proxy.local" })).toThrow(/proxy\.local/);
  });

  test("outside production the shop listens on 127.0.0.1 only, and says so", () => {
    const config = loadConfig({});
    expect(config.host).toBe("127.0.0.1");
    expect(config.remoteDevelopment).toBe(false);
    expect(listeningNote(config, 3000)).toMatch(/127\.0\.0\.1:3000 only/);
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example.in" }).host).toBe("0.0.0.0");
    expect(loadConfig({ HOST: "::1" }).host).toBe("::1");
  });

  test("a development shop on another interface needs ALLOW_REMOTE_DEV=1, and is warned about", () => {
    expect(() => loadConfig({ HOST: "0.0.0.0" })).toThrow(/HOST.*ALLOW_REMOTE_DEV=1/s);
    expect(() => loadConfig({ HOST: "192.168.1.20", NODE_ENV: "test" })).toThrow(/ALLOW_REMOTE_DEV/);
    const exposed = loadConfig({ HOST: "0.0.0.0", ALLOW_REMOTE_DEV: "1" });
    expect(exposed.host).toBe("0.0.0.0");
    expect(exposed.remoteDevelopment).toBe(true);
    expect(listeningNote(exposed, 3000)).toMatch(/WARNING.*0\.0\.0\.0:3000.*mailbox/s);
    const production = loadConfig({ HOST: "0.0.0.0", NODE_ENV: "production", PUBLIC_URL: "https://shop.example.in" });
    expect(production.remoteDevelopment).toBe(false);
    expect(listeningNote(production, 3000)).not.toMatch(/WARNING/);
  });

  test("WhatsApp is on only with its token and phone number id together; the API address has a default", () => {
    expect(loadConfig({}).whatsapp).toBeUndefined();
    expect(loadConfig({ WHATSAPP_TOKEN: "t", WHATSAPP_PHONE_ID: "106540352242922" }).whatsapp).toEqual({
      token: "t",
      phoneId: "106540352242922",
      apiUrl: "https://graph.facebook.com/v23.0",
    });
    expect(() => loadConfig({ WHATSAPP_TOKEN: "t" })).toThrow(/WHATSAPP_TOKEN and WHATSAPP_PHONE_ID/);
    expect(() => loadConfig({ WHATSAPP_TOKEN: "t", WHATSAPP_PHONE_ID: "my-phone" })).toThrow(/WHATSAPP_PHONE_ID/);
    expect(
      loadConfig({ WHATSAPP_TOKEN: "t", WHATSAPP_PHONE_ID: "1234567", WHATSAPP_API_URL: "http://127.0.0.1:9/v23.0/" })
        .whatsapp?.apiUrl,
    ).toBe("http://127.0.0.1:9/v23.0");
  });

  test("WhatsApp's webhook takes its verify token and app secret together", () => {
    expect(loadConfig({}).whatsappWebhook).toBeUndefined();
    expect(loadConfig({ WHATSAPP_VERIFY_TOKEN: "v", WHATSAPP_APP_SECRET: "s" }).whatsappWebhook).toEqual({
      verifyToken: "v",
      appSecret: "s",
    });
    expect(() => loadConfig({ WHATSAPP_VERIFY_TOKEN: "v" })).toThrow(/WHATSAPP_VERIFY_TOKEN and WHATSAPP_APP_SECRET/);
    expect(() => loadConfig({ WHATSAPP_APP_SECRET: "s" })).toThrow(/WHATSAPP_VERIFY_TOKEN and WHATSAPP_APP_SECRET/);
  });

  test("production refuses to start without PUBLIC_URL, in one line naming the variable and the fix", () => {
    for (const unset of [{}, { PUBLIC_URL: "" }, { PUBLIC_URL: "  " }]) {
      const start = () => loadConfig({ NODE_ENV: "production", ...unset });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(
        "PUBLIC_URL must be set with NODE_ENV=production: the shop's public address, e.g. https://shop.example.in (links in mail would point at this machine)",
      );
    }
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://sattva.in" }).publicUrl).toBe("https://sattva.in");
    // development and tests link to the machine their mail is read on
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "test" }).publicUrl).toBeUndefined();
  });

  test("a WhatsApp API address without its Graph API version is refused, naming the variable and the fix", () => {
    for (const unversioned of ["https://graph.facebook.com", "https://graph.facebook.com/", "http://127.0.0.1:9/api"]) {
      for (const NODE_ENV of ["production", "development"]) {
        const start = () => loadConfig({ NODE_ENV, PUBLIC_URL: "https://sattva.in", WHATSAPP_API_URL: unversioned });
        expect(start).toThrow(ConfigError);
        expect(start).toThrow(
          /^WHATSAPP_API_URL must end in the Graph API's version, e\.g\. https:\/\/graph\.facebook\.com\/v23\.0 /,
        );
      }
    }
    for (const versioned of [
      "https://graph.facebook.com/v23.0",
      "https://graph.facebook.com/v19.0/",
      "http://127.0.0.1:9/v23",
    ]) {
      expect(
        loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://sattva.in", WHATSAPP_API_URL: versioned }),
      ).toBeDefined();
    }
  });

  test("both production refusals at once are one line each", () => {
    const start = () => loadConfig({ NODE_ENV: "production", WHATSAPP_API_URL: "https://graph.facebook.com" });
    expect(start).toThrow(/^PUBLIC_URL must be set[^\n]*\nWHATSAPP_API_URL must end[^\n]*$/);
  });
});
