// Messages with numbers (decision 0064's addendum): the API's `said` (core/i18n.ts Said) says in
// English exactly what the API's message said before, and a Hindi page says it in Hindi with Hindi's
// plurals (0 and 1 singular) and Indian-grouped rupees.
import { describe, expect, it } from "vitest";
import { stockMessage, stockSaid } from "../../core/cart.ts";
import { couponMessages, couponSaid } from "../../core/checkout.ts";
import { codLimitRefusal, codLimitSaid, deliveryMessages, deliverySaid } from "../../core/delivery.ts";
import { inEnglish, type Said } from "../../core/i18n.ts";
import { formatRupees } from "../../core/money.ts";
import { hindi } from "./hi.server.ts";
import { makeI18n } from "./i18n.tsx";

const inHindi = (said: Said) => makeI18n("hi", hindi).say(said);
const english = makeI18n("en", undefined);

describe("messages with numbers", () => {
  it("say in English what the API said before, word for word", () => {
    expect(stockMessage(3)).toBe("Only 3 left in stock.");
    expect(stockMessage(5, 1)).toBe("Only 5 left in stock, and 1 is already in your bag.");
    expect(stockMessage(5, 4)).toBe("Only 5 left in stock, and 4 are already in your bag.");
    expect(stockMessage(0)).toBe("Sorry, this item is out of stock.");
    expect(couponMessages.belowMinimum("₹499")).toBe("Cart value is less than ₹499.");
    expect(codLimitRefusal(5_000_100, 5_000_000)).toBe("Pay on Delivery is not available for orders above ₹50,000.");
    expect(codLimitRefusal(5_000_000, 5_000_000)).toBeNull();
    expect(deliveryMessages.codOpenOrders(1)).toMatch(/cancelled after 1 hour\.$/);
    expect(deliveryMessages.codOpenOrders(24)).toMatch(/cancelled after 24 hours\.$/);
    expect(deliveryMessages.wrongState("411001", "Maharashtra")).toBe(
      "PIN code 411001 is in Maharashtra. Please check the state.",
    );
    // the English page's say() is the message itself, its values filled in
    expect(english.say(stockSaid(2))).toBe("Only 2 left in stock.");
    expect(english.say("Product added to cart!")).toBe("Product added to cart!");
  });

  it("say it in Hindi on a Hindi page, with Hindi's plurals and Indian grouping", () => {
    expect(inHindi(stockSaid(3))).toBe("स्टॉक में केवल 3 बचे हैं।");
    expect(inHindi(stockSaid(5, 1))).toBe("स्टॉक में केवल 5 बचे हैं, और 1 पहले से आपके बैग में है।");
    expect(inHindi(stockSaid(5, 4))).toBe("स्टॉक में केवल 5 बचे हैं, और 4 पहले से आपके बैग में हैं।");
    expect(inHindi(stockSaid(0))).toBe("माफ़ कीजिए, यह सामान स्टॉक में नहीं है।");
    expect(inHindi(couponSaid.belowMinimum(formatRupees(12_345_600)))).toBe("बैग का मूल्य ₹1,23,456 से कम है।");
    expect(inHindi(codLimitSaid(5_000_100, 5_000_000) as Said)).toBe(
      "₹50,000 से ज़्यादा के ऑर्डर पर डिलीवरी पर भुगतान उपलब्ध नहीं है।",
    );
    expect(inHindi(deliverySaid.codOpenOrders(1))).toMatch(/1 घंटे बाद रद्द हो जाते हैं।$/);
    expect(inHindi(deliverySaid.wrongState("411001", "Maharashtra"))).toBe(
      "पिन कोड 411001 Maharashtra में है। कृपया राज्य जाँचें।",
    );
    // a plain English message (a toast) is looked up as before
    expect(makeI18n("hi", hindi).say("Product added to cart!")).toBe("सामान बैग में डाल दिया गया!");
  });

  it("every said message has Hindi with the same arguments", () => {
    const made: Said[] = [
      stockSaid(2),
      stockSaid(2, 1),
      couponSaid.belowMinimum("₹1"),
      deliverySaid.codAbove("₹1"),
      deliverySaid.codOpenOrders(2),
      deliverySaid.wrongState("411001", "Goa"),
    ];
    for (const said of made) {
      expect(hindi[said.message], said.message).toBeDefined();
      expect(inEnglish(said)).not.toContain("{");
      expect(inHindi(said)).not.toMatch(/[{}]|[A-Za-z]{4,}/);
    }
  });
});
