// The words the second round of Hindi pages writes (decision 0061, hi-pages.server.ts) that
// catalogue.test.ts cannot see: messages in files that take a translator without calling useI18n
// (policies, FAQ), and messages that live in data (sort names, policy tabs, schema checks, healing
// templates, declarations' labels) and reach t() as variables. Each must have Hindi words.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deliveryMessages } from "../../core/delivery.ts";
import { ratingLabels } from "../../core/rating-labels.ts";
import { contactKinds, contactMessages } from "../../core/schemas/contact.ts";
import { grievanceMessages, grievanceStatusNames, grievanceTopics } from "../../core/schemas/grievances.ts";
import { consentPurposes } from "../../core/schemas/privacy.ts";
import { shippingPolicyMessages } from "../../core/shipping-policy.ts";
import { healingTemplates, positionLabels } from "../components/content/healing-templates.ts";
import { serviceWindows } from "../components/content/shop-facts.ts";
import { disclaimerFor } from "../components/product/product-view.ts";
import { shortSortLabels, sortLabels } from "../shop/listing-url.ts";
import { hindi } from "./hi.server.ts";

const inCode = () => {
  const found = new Set<string>();
  const files = execFileSync("git", ["ls-files", "src/web"], { encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts"));
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    if (!text.includes("i18n/i18n.tsx") && !text.includes("./i18n.tsx")) continue;
    // t("…") and the legal texts' para("…") (a paragraph: its message through t()), in either quotes
    for (const match of text.matchAll(/\b(?:t|para)\(\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')/g)) {
      found.add(match[1] !== undefined ? JSON.parse(`"${match[1]}"`) : (match[2] ?? "").replace(/\\'/g, "'"));
    }
  }
  return [...found];
};

const inData = () => [
  ...shippingPolicyMessages(),
  ...ratingLabels.map((rating) => rating.label),
  ...["skin-care", "sacred-rituals", "divine-crystals"].flatMap(disclaimerFor),
  ...Object.values(deliveryMessages).filter((message) => typeof message === "string"),
  ...Object.values(sortLabels),
  ...Object.values(shortSortLabels),
  ...Object.values(contactMessages),
  ...Object.values(contactKinds),
  ...Object.values(grievanceTopics),
  ...Object.values(grievanceMessages),
  ...Object.values(grievanceStatusNames),
  ...Object.values(consentPurposes).flatMap((purpose) => [purpose.label, purpose.description, purpose.data]),
  ...Object.values(positionLabels),
  ...healingTemplates.flatMap((template) => [
    template.name,
    template.summary,
    ...Object.values(template.quadrants).flatMap((quadrant) => [quadrant.title, quadrant.description]),
  ]),
  ...Object.values(serviceWindows).filter((value) => typeof value === "string"),
];

describe("the Hindi pages' words", () => {
  it("has Hindi for every message any file with a translator writes", () => {
    expect(inCode().filter((message) => !(message in hindi))).toEqual([]);
  });

  it("has Hindi for the messages kept as data and translated where shown", () => {
    expect(inData().filter((message) => !(message in hindi))).toEqual([]);
  });
});
