// The languages' rules (decision 0061): Hindi's plural (0 and 1 singular), ₹ with Indian grouping
// and Latin digits, Hindi dates, the /hi paths and the switch between them.
import { describe, expect, it } from "vitest";
import { formatLongDate } from "./dates.ts";
import {
  englishPath,
  formatMessage,
  hasHindiPage,
  inEnglish,
  languageOfPath,
  pathIn,
  type Said,
  sayIn,
  sentences,
  switchPath,
  translate,
} from "./i18n.ts";
import { formatRupees } from "./money.ts";
import { countOf, noun, pluralCategory } from "./plural.ts";

describe("plurals", () => {
  it("takes Hindi's singular for 0 and 1, English's for 1 only", () => {
    expect([0, 1, 2, 5].map((n) => pluralCategory("hi", n))).toEqual(["one", "one", "other", "other"]);
    expect([0, 1, 2].map((n) => pluralCategory("en", n))).toEqual(["other", "one", "other"]);
    expect(noun(0, "समीक्षा", "समीक्षाएँ", "hi")).toBe("समीक्षा");
    expect(countOf(2, "review")).toBe("2 reviews");
  });

  it("formats ICU plural messages with # and =n", () => {
    const message = "{count, plural, =0 {no reviews} one {# review} other {# reviews}}";
    expect(formatMessage("en", message, { count: 0 })).toBe("no reviews");
    expect(formatMessage("en", message, { count: 1 })).toBe("1 review");
    expect(formatMessage("en", message, { count: 1200 })).toBe("1,200 reviews");
    const hindi = "{count, plural, one {# समीक्षा} other {# समीक्षाएँ}}";
    expect(formatMessage("hi", hindi, { count: 0 })).toBe("0 समीक्षा");
    expect(formatMessage("hi", hindi, { count: 1 })).toBe("1 समीक्षा");
    expect(formatMessage("hi", hindi, { count: 100000 })).toBe("1,00,000 समीक्षाएँ");
  });

  it("fills arguments and falls back to the English message when a word is missing", () => {
    const messages = { "Shop {name}": "{name} खरीदें" };
    expect(translate("hi", messages, "Shop {name}", { name: "क्रिस्टल" })).toBe("क्रिस्टल खरीदें");
    expect(translate("hi", messages, "Not there")).toBe("Not there");
    expect(translate("en", messages, "Shop {name}", { name: "crystals" })).toBe("Shop crystals");
  });
});

describe("money and dates in Hindi", () => {
  it("writes ₹12,34,567.50 with Latin digits and Indian grouping", () => {
    expect(formatRupees(123456750, "hi")).toBe("₹12,34,567.50");
    expect(formatRupees(99900, "hi")).toBe("₹999");
    expect(formatRupees(123456750)).toBe("₹12,34,567.50");
  });

  it("writes 26 जनवरी 2025", () => {
    expect(formatLongDate("2025-01-26T10:00:00Z", "hi")).toBe("26 जनवरी 2025");
    expect(formatLongDate("2025-01-26T10:00:00Z")).toBe("26 January 2025");
    const intl = new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "long", year: "numeric" });
    for (let month = 0; month < 12; month++) {
      const at = new Date(Date.UTC(2025, month, 15, 6));
      expect(formatLongDate(at, "hi")).toBe(intl.format(at));
    }
  });
});

describe("paths", () => {
  it("knows a page's language and its English path", () => {
    expect(languageOfPath("/hi")).toBe("hi");
    expect(languageOfPath("/hi/shop")).toBe("hi");
    expect(languageOfPath("/history")).toBe("en");
    expect(englishPath("/hi")).toBe("/");
    expect(englishPath("/hi/productdetails/abc-0")).toBe("/productdetails/abc-0");
  });

  it("links Hindi pages to Hindi pages, and untranslated ones to their English URL", () => {
    expect(pathIn("hi", "/")).toBe("/hi");
    expect(pathIn("hi", "/shop?sort=newest")).toBe("/hi/shop?sort=newest");
    expect(pathIn("hi", "/checkout-page")).toBe("/hi/checkout-page");
    expect(pathIn("hi", "/thankyou-page?order=1&key=k")).toBe("/hi/thankyou-page?order=1&key=k");
    expect(pathIn("hi", "/admin-homepage")).toBe("/admin-homepage");
    expect(pathIn("hi", "/hi/shop")).toBe("/hi/shop");
    expect(pathIn("hi", "https://example.com/shop")).toBe("https://example.com/shop");
    expect(pathIn("en", "/shop")).toBe("/shop");
    expect(hasHindiPage("/login")).toBe(true);
    expect(hasHindiPage("/admin-homepage")).toBe(false);
  });

  it("switches to the same page, or to /hi from a page with no Hindi page", () => {
    expect(switchPath("hi", "/shop", "?sort=newest")).toBe("/hi/shop?sort=newest");
    expect(switchPath("en", "/hi/shop", "?sort=newest")).toBe("/shop?sort=newest");
    expect(switchPath("en", "/hi")).toBe("/");
    expect(switchPath("hi", "/checkout-page")).toBe("/hi/checkout-page");
    expect(switchPath("en", "/hi/login", "?mode=signup")).toBe("/login?mode=signup");
    expect(switchPath("hi", "/admin-homepage")).toBe("/hi");
    expect(switchPath("hi", "/userdashboard/orders/x/invoice")).toBe("/hi");
    // My Account and its tabs have Hindi pages (decision 0064's addendum); its tax documents do not
    expect(switchPath("hi", "/userdashboard", "?tab=privacy")).toBe("/hi/userdashboard?tab=privacy");
    expect(pathIn("hi", "/userdashboard/orders/x/invoice")).toBe("/userdashboard/orders/x/invoice");
    expect(pathIn("hi", "/gift-cards/balance")).toBe("/hi/gift-cards/balance");
  });
});

describe("a Said with Saids inside", () => {
  const days: Said = { message: "{n, plural, one {# day} other {# days}}", values: { n: 3 } };
  const said = sentences([{ message: "Refunded." }, { message: "Back in {days}.", values: { days } }]);
  const hindi = {
    "Refunded.": "लौटाया गया।",
    "Back in {days}.": "{days} में वापस।",
    "{n, plural, one {# day} other {# days}}": "{n, plural, one {# दिन} other {# दिन}}",
  };

  it("says the inner messages first, in the same language, joined as sentences", () => {
    expect(inEnglish(said)).toBe("Refunded. Back in 3 days.");
    expect(sayIn("hi", hindi, said)).toBe("लौटाया गया। 3 दिन में वापस।");
  });

  it("says every level and passes a null on as it is", () => {
    let deep: Said = { message: "end" };
    for (let i = 0; i < 20; i++) deep = { message: "({inner})", values: { inner: deep } };
    expect(inEnglish(deep)).toBe(`${"(".repeat(20)}end${")".repeat(20)}`);
    expect(inEnglish({ message: "a {x} b", values: { x: null as unknown as string } })).toBe("a null b");
  });
});
