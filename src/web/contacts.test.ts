// One source for each contact (issue 38 point 17): the complaints phone is the grievance officer's, every
// e-mail is on one domain, and no page, policy, mail text or seed types a contact of its own. The tree is
// scanned for phone numbers and e-mail addresses (only core/shop-contacts.ts holds the shop's); then the
// owner types other contacts in the settings and every rendered page shows only those.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildIfStale } from "../../scripts/build.mjs";
import { normalizeIndianPhone } from "../core/phone.ts";
import { shopSettingsSchema } from "../core/schemas/settings.ts";
import { privacySettingsSchema } from "../core/schemas/settings-privacy.ts";
import { sellerSettingsSchema } from "../core/schemas/settings-seller.ts";
import { demoContacts, demoDomain } from "../core/shop-contacts.ts";
import { saveSettings } from "../server/features/settings/service.ts";
import { startSampleShop } from "../server/testing/sample-catalogue.ts";
import type { TestShop } from "../server/testing/shop.ts";

const root = path.resolve(import.meta.dirname, "../..");

const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** A shop-style Indian number: "+91 98765 43210", "+919876543210", "tel:+91…", "wa.me/91…", "919876543210". */
const phonePattern = /(?:\+91[\s-]?\d{5}[\s-]?\d{5}|(?<![\d.])91\d{10}(?!\d))/g;
/** Not addresses: image names with a density ("icon@2x.png") and package scopes. */
const notAnAddress = /\.(png|jpe?g|webp|avif|svg|gif|js|css|ts|tsx)$/i;

const emailsIn = (text: string) => [...text.matchAll(emailPattern)].map((match) => match[0].toLowerCase());
const phonesIn = (text: string) => [...text.matchAll(phonePattern)].map((match) => normalizeIndianPhone(match[0]));

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|md|json|html|txt)$/.test(entry.name) ? [full] : [];
  });
}

describe("the shop's contacts in the tree", () => {
  // tests and their stand-ins make up addresses of their own; the password list is not contacts
  const skipped = (file: string) =>
    /\.test\.tsx?$/.test(file) ||
    file.includes(`${path.sep}testing${path.sep}`) ||
    file.endsWith("common-passwords.json");
  const files = [
    ...sourceFiles(path.join(root, "src")),
    ...sourceFiles(path.join(root, "docs")),
    path.join(root, "README.md"),
  ].filter((file) => !skipped(file));

  test("every e-mail address is on the demo domain (a placeholder aside)", () => {
    const foreign: string[] = [];
    for (const file of files) {
      for (const email of emailsIn(fs.readFileSync(file, "utf8"))) {
        if (notAnAddress.test(email) || email === "you@example.com") continue;
        const domain = email.split("@")[1] ?? "";
        if (domain !== demoDomain && !domain.endsWith(`.${demoDomain}`)) {
          foreign.push(`${path.relative(root, file)}: ${email}`);
        }
      }
    }
    expect(foreign).toEqual([]);
  });

  test("every shop phone number is one of the demo contacts, typed only in core/shop-contacts.ts", () => {
    const known = new Set(
      [demoContacts.supportPhone, demoContacts.grievancePhone, demoContacts.whatsappNumber].map(normalizeIndianPhone),
    );
    const unknown: string[] = [];
    const typed: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      for (const match of text.matchAll(phonePattern)) {
        const phone = normalizeIndianPhone(match[0]);
        if (!known.has(phone)) unknown.push(`${path.relative(root, file)}: ${match[0]}`);
        // a value in code (not an example in a comment or the README) lives in the one constant
        const line = text.slice(text.lastIndexOf("\n", match.index) + 1, text.indexOf("\n", match.index));
        const inCode = /\.(ts|tsx)$/.test(file) && !/^\s*(\/\/|\/?\*)/.test(line);
        if (inCode && !file.endsWith(path.join("core", "shop-contacts.ts"))) {
          typed.push(`${path.relative(root, file)}: ${line.trim()}`);
        }
      }
    }
    expect(unknown).toEqual([]);
    expect(typed).toEqual([]);
  });

  test("the demo's complaints go to the grievance officer, and the settings start from the one constant", () => {
    const seller = sellerSettingsSchema.parse({});
    const shop = shopSettingsSchema.parse({});
    const privacy = privacySettingsSchema.parse({});
    expect(shop.supportPhone).toBe(demoContacts.supportPhone);
    expect(seller.customerCareEmail).toBe(demoContacts.supportEmail);
    expect(seller.businessEmail).toBe(demoContacts.businessEmail);
    expect(seller.grievanceOfficerPhone).toBe(demoContacts.grievancePhone);
    expect(seller.grievanceOfficerEmail).toBe(demoContacts.grievanceEmail);
    expect(privacy.dpoEmail).toBe(demoContacts.privacyEmail);
    // no second complaints number to drift from the officer's
    expect(shop).not.toHaveProperty("complaintsPhone");
    expect(normalizeIndianPhone(demoContacts.whatsappNumber)).toBe(normalizeIndianPhone(demoContacts.supportPhone));
  });
});

describe("the shop's contacts on its pages", () => {
  let shop: TestShop;
  const owner = {
    supportPhone: "+91 90000 11111",
    grievancePhone: "+91 90000 22222",
    privacyPhone: "+91 90000 33333",
    whatsapp: "919000044444",
    care: "care@lotus-owner.test",
    business: "work@lotus-owner.test",
    grievance: "officer@lotus-owner.test",
    privacy: "dpo@lotus-owner.test",
  };

  beforeAll(async () => {
    await buildIfStale();
    const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
    shop = await startSampleShop({
      web: { kind: "build", build, clientDir: path.join(root, "build/client") },
      env: { WHATSAPP_NUMBER: owner.whatsapp, LOG_LEVEL: "warn" },
    });
    await saveSettings(
      shop.ctx,
      {
        shop: shopSettingsSchema.parse({ supportPhone: owner.supportPhone }),
        seller: sellerSettingsSchema.parse({
          customerCareEmail: owner.care,
          businessEmail: owner.business,
          grievanceOfficerEmail: owner.grievance,
          grievanceOfficerPhone: owner.grievancePhone,
        }),
        privacy: privacySettingsSchema.parse({ dpoEmail: owner.privacy, dpoPhone: owner.privacyPhone }),
      },
      "contacts-test",
    );
  }, 600_000);
  afterAll(async () => {
    await shop?.close();
  });

  test("every phone and e-mail a page shows is one the owner configured", async () => {
    const configuredPhones = new Set(
      [owner.supportPhone, owner.grievancePhone, owner.privacyPhone, owner.whatsapp].map(normalizeIndianPhone),
    );
    const configuredEmails = new Set([owner.care, owner.business, owner.grievance, owner.privacy]);
    const product = (await (await shop.api("/api/products?page=1")).json()) as { products: { _id: string }[] };
    const pages = [
      "/",
      "/contactus",
      "/policies",
      "/termsandconditions",
      "/aboutus",
      "/faq",
      "/seller-information",
      "/privacy-policy",
      "/grievances",
      "/shop",
      "/track",
      "/checkout-page",
      `/productdetails/${product.products[0]?._id}`,
    ];
    const strays: string[] = [];
    for (const page of pages) {
      const answer = await shop.api(page);
      expect(answer.status, page).toBe(200);
      const html = await answer.text();
      for (const phone of phonesIn(html)) if (!configuredPhones.has(phone)) strays.push(`${page}: ${phone}`);
      for (const email of emailsIn(html)) {
        if (!notAnAddress.test(email) && !configuredEmails.has(email) && email !== "you@example.com") {
          strays.push(`${page}: ${email}`);
        }
      }
    }
    expect(strays).toEqual([]);

    // the contact page's complaints phone is the grievance officer's; its e-mails are the settings'
    const contact = await (await shop.api("/contactus")).text();
    for (const shown of [owner.supportPhone, owner.grievancePhone, owner.care, owner.business]) {
      expect(contact, shown).toContain(shown);
    }
    const terms = await (await shop.api("/termsandconditions")).text();
    expect(terms).toContain(owner.grievancePhone);
  }, 300_000);
});
