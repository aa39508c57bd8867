// Which Hindi words each page carries (decision 0061's addendum, scripts/hindi-route-words.mjs): every
// key of the catalogue reaches some page, messages shown only after an interaction (a toast, a
// validation message, an API answer's `said` that only the server writes) are where the page that
// shows them finds them, and the server finds a path's page.
import { beforeAll, describe, expect, test } from "vitest";
import { type HindiRouteWords, hindiRouteWords } from "../../../scripts/hindi-route-words.mjs";
import { cartMessages } from "../../core/cart.ts";
import { checkoutMessages, couponMessages } from "../../core/checkout.ts";
import { hindi } from "./hi.server.ts";
import { hindiRouteFile, type RouteWords } from "./route-words.server.ts";

let words: HindiRouteWords;
beforeAll(async () => {
  words = await hindiRouteWords();
}, 60_000);

/** The keys a Hindi page of this route file carries: the frame's and its own. */
const carried = (file: string) => new Set([...words.frame, ...(words.routes[file] ?? [])]);

describe("the Hindi words per page", () => {
  test("every key of the catalogue is carried by the frame or some page", () => {
    const placed = new Set([...words.frame, ...Object.values(words.routes).flat()]);
    expect(Object.keys(hindi).filter((key) => !placed.has(key))).toEqual([]);
    // what no page's code holds (messages only the server writes) is the frame's, on every page
    expect(words.unplaced.length).toBeGreaterThan(0);
    for (const key of words.unplaced) expect(words.frame).toContain(key);
  });

  test("the frame is a small part of the catalogue and no page repeats it", () => {
    expect(words.frame.length).toBeLessThan(Object.keys(hindi).length / 4);
    const frame = new Set(words.frame);
    for (const [file, keys] of Object.entries(words.routes)) {
      expect(
        keys.filter((key) => frame.has(key)),
        file,
      ).toEqual([]);
    }
  });

  test("messages shown after an interaction are where their page finds them", () => {
    // the bag's toasts, on every page (the frame's drawer and product cards)
    expect(words.frame).toContain(cartMessages.added);
    // the checkout's validation and the coupon's answer
    expect(carried("routes/checkout.tsx")).toContain(checkoutMessages.invalidEmail);
    expect(carried("routes/checkout.tsx")).toContain(couponMessages.invalid);
    // an order's timeline line the server writes (shopper-timeline.ts): My Account shows it
    expect(carried("routes/user-dashboard.tsx")).toContain("Order placed, waiting for your payment");
    // the shop's sort names (data the page passes to t())
    expect(carried("routes/shop.tsx")).toContain("Price: Low to High");
    // a page's own words are not in another's: the terms' longest paragraph stays off the shop
    const terms = [...(words.routes["routes/terms.tsx"] ?? [])].sort((a, b) => b.length - a.length);
    expect(terms[0]?.length).toBeGreaterThan(200);
    expect(carried("routes/shop.tsx")).not.toContain(terms[0]);
  });

  test("every /hi path of routes.ts has its page, and the server finds it by the URL", () => {
    const list: RouteWords = { frame: words.frame, routes: words.routes, paths: words.paths };
    expect(Object.keys(words.paths).length).toBeGreaterThan(35);
    for (const file of Object.values(words.paths)) expect(words.routes[file], file).toBeDefined();
    expect(hindiRouteFile("/hi", list)).toBe("routes/home.tsx");
    expect(hindiRouteFile("/hi/productdetails/amethyst-calm-bracelet-0", list)).toBe("routes/product.tsx");
    expect(hindiRouteFile("/hi/gift-cards/paid", list)).toBe("routes/gift-card-paid.tsx");
    expect(hindiRouteFile("/hi/gift-cards", list)).toBe("routes/gift-cards.tsx");
    expect(hindiRouteFile("/hi/nowhere", list)).toBeUndefined();
    expect(hindiRouteFile("/shop", list)).toBeUndefined();
  });
});
