// Search that understands Hinglish and Devanagari (issue 35 point 5, decision 0057), over real HTTP:
// the seeded synonyms, "sphatik mala" and "स्फटिक माला" finding the clear quartz mala first with the
// reason, typos in a Hinglish word, the admin's list, add, change and delete (bad input, duplicates,
// a shopper and a guest refused), and a synonym's change reaching answers the lane kept.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchAnswer } from "../../../core/schemas/search.ts";
import { type Synonym, type SynonymPage, synonymLimits } from "../../../core/schemas/search-synonyms.ts";
import { createAccount, from, makeAdmin, signInCookie, uniqueIp } from "../../testing/accounts.ts";
import { type FixtureCatalogue, insertCatalogue } from "../../testing/catalogue-fixtures.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";

const day = (n: number) => new Date(Date.UTC(2025, 0, n));

const catalogue: FixtureCatalogue = {
  tree: [
    {
      name: "Aura Jewels",
      slug: "aura-jewels",
      subCategories: [
        { name: "Bracelets", slug: "bracelets", categories: [{ name: "Crystal Bracelet", slug: "crystal-bracelet" }] },
      ],
    },
    {
      name: "Divine Crystals",
      slug: "divine-crystals",
      subCategories: [
        { name: "Tumbles", slug: "tumbles", categories: [{ name: "Crystal Tumble", slug: "crystal-tumble" }] },
        { name: "Malas", slug: "malas", categories: [{ name: "Crystal Mala", slug: "crystal-mala" }] },
      ],
    },
    {
      name: "Sacred Rituals",
      slug: "sacred-rituals",
      subCategories: [
        { name: "Smudging", slug: "smudging", categories: [{ name: "Sage", slug: "sage" }] },
        { name: "Incense", slug: "incense", categories: [{ name: "Incense Sticks", slug: "incense-sticks" }] },
      ],
    },
    {
      name: "Body Soap",
      slug: "skin-care",
      subCategories: [{ name: "Soaps", slug: "soaps", categories: [{ name: "Clay Soap", slug: "clay-soap" }] }],
    },
  ],
  terms: { concern: ["Stress"], chakra: ["Crown"], intent: ["Calm"] },
  products: [
    {
      id: "clear-quartz-bracelet",
      name: "Clear Quartz Bracelet",
      description: "Round beads of water-clear quartz on a stretch cord.",
      category: "crystal-bracelet",
      createdAt: day(1),
      // more reviews than the mala: without the synonyms' ranking it would come first
      reviews: [{ rating: 5 }, { rating: 5 }, { rating: 4 }],
      variants: [{ name: "8 mm", price: 899 }],
    },
    {
      id: "clear-quartz-japa-mala",
      name: "Clear Quartz 108 Bead Japa Mala",
      description: "108 beads of clear quartz knotted by hand, with a guru bead and a cotton tassel.",
      category: "crystal-mala",
      createdAt: day(2),
      variants: [{ name: "8 mm", price: 1499 }],
    },
    {
      id: "rose-quartz-japa-mala",
      name: "Rose Quartz 108 Bead Japa Mala",
      description: "108 rose quartz beads knotted by hand.",
      category: "crystal-mala",
      createdAt: day(3),
      variants: [{ name: "8 mm", price: 1499 }],
    },
    {
      id: "clear-quartz-tumble",
      name: "Clear Quartz Tumble Stone",
      description: "A polished point of clear quartz.",
      category: "crystal-tumble",
      createdAt: day(4),
      variants: [{ name: "50 g", price: 199 }],
    },
    {
      id: "amethyst-tumble",
      name: "Amethyst Tumble Stone",
      description: "A polished amethyst tumble.",
      category: "crystal-tumble",
      createdAt: day(5),
      variants: [{ name: "50 g", price: 199 }],
    },
    {
      id: "black-thread-bracelet",
      name: "Black Thread Evil Eye Bracelet",
      description: "A black thread with an evil eye bead, tied on the wrist.",
      category: "crystal-bracelet",
      createdAt: day(6),
      variants: [{ name: "Free size", price: 249 }],
    },
    {
      id: "white-sage-stick",
      name: "California White Sage Smudge Stick",
      description: "Hand-tied white sage for cleansing a room.",
      category: "sage",
      createdAt: day(7),
      variants: [{ name: "4 inch", price: 499 }],
    },
    {
      id: "sandalwood-incense",
      name: "Sandalwood Incense Sticks",
      description: "Hand-rolled incense sticks of sandalwood.",
      category: "incense-sticks",
      createdAt: day(8),
      variants: [{ name: "Box of 40", price: 149 }],
    },
    {
      id: "multani-mitti-soap",
      name: "Multani Mitti Clay Soap",
      description: "Handmade soap with multani mitti for oily skin.",
      category: "clay-soap",
      createdAt: day(9),
      variants: [{ name: "100 g", price: 249 }],
    },
  ],
};

let shop: TestShop;
let adminCookie: string;
let shopperCookie: string;

beforeAll(async () => {
  shop = await startTestShop();
  await insertCatalogue(shop.ctx, catalogue);
  await shop.ctx.cache.invalidate();
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
  const shopper = await createAccount(shop);
  shopperCookie = await signInCookie(shop, shopper.email, shopper.password);
});

afterAll(async () => {
  await shop?.close();
});

async function search(query: string, limit?: number): Promise<SearchAnswer> {
  const response = await shop.api(`/api/search?query=${encodeURIComponent(query)}${limit ? `&limit=${limit}` : ""}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchAnswer;
}

const ids = (result: SearchAnswer) => result.products.map((product) => product._id);
const call = (method: string, path: string, body?: unknown, cookie = adminCookie) =>
  shop.api(path, from(uniqueIp(), method, body, cookie));

async function synonymList(search = ""): Promise<SynonymPage> {
  const response = await call("GET", `/api/admin/search-synonyms?search=${encodeURIComponent(search)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SynonymPage;
}

describe("search through the synonyms", () => {
  it("starts with at least 50 seeded terms, Hinglish and Devanagari", async () => {
    expect((await synonymList()).total).toBeGreaterThanOrEqual(50);
    for (const [term, means] of [
      ["sphatik", "clear quartz"],
      ["स्फटिक", "clear quartz"],
      ["pukhraj", "yellow sapphire"],
      ["पुखराज", "yellow sapphire"],
      ["neelam", "blue sapphire"],
      ["gomed", "hessonite"],
      ["lehsuniya", "cat's eye"],
      ["feroza", "turquoise"],
      ["hakik", "agate"],
      ["moonga", "coral"],
      ["रुद्राक्ष", "rudraksha"],
      ["kala dhaga", "black thread"],
      ["loban", "incense"],
      ["safed sage", "white sage"],
    ]) {
      const found = (await synonymList(term)).synonyms;
      expect(
        found.some((synonym) => synonym.term === term && synonym.means === means),
        term,
      ).toBe(true);
    }
  });

  it("finds the clear quartz mala first for 'sphatik mala', saying which word matched", async () => {
    const result = await search("sphatik mala");
    expect(ids(result)[0]).toBe("clear-quartz-japa-mala");
    // "mala" stands for bracelet too, after the mala that has the word itself
    expect(ids(result)).toEqual(["clear-quartz-japa-mala", "clear-quartz-bracelet"]);
    expect(result.products[0]?.synonyms).toEqual([{ typed: "sphatik", term: "sphatik", means: "clear quartz" }]);
    expect(result.products[1]?.synonyms).toEqual([
      { typed: "sphatik", term: "sphatik", means: "clear quartz" },
      { typed: "mala", term: "mala", means: "bracelet" },
    ]);
    expect(result.total).toBe(2);
  });

  it("finds the same in Devanagari, and in Latin and Devanagari mixed", async () => {
    for (const query of ["स्फटिक माला", "sphatik माला", "स्फटिक mala"]) {
      expect(ids(await search(query))[0], query).toBe("clear-quartz-japa-mala");
    }
    const devanagari = await search("स्फटिक");
    expect(ids(devanagari).sort()).toEqual(["clear-quartz-bracelet", "clear-quartz-japa-mala", "clear-quartz-tumble"]);
    expect(devanagari.products[0]?.synonyms).toEqual([{ typed: "स्फटिक", term: "स्फटिक", means: "clear quartz" }]);
  });

  it("agrees between the dropdown (5) and the results page on the order and the total", async () => {
    const page = await search("sphatik", 48);
    const dropdown = await search("sphatik", 5);
    expect(dropdown.total).toBe(page.total);
    expect(ids(dropdown)).toEqual(ids(page).slice(0, 5));
  });

  it("tolerates typos in a Hinglish word and in the English beside it", async () => {
    const misspelt = await search("sphatick mala");
    expect(ids(misspelt)[0]).toBe("clear-quartz-japa-mala");
    expect(misspelt.products[0]?.synonyms).toEqual([{ typed: "sphatick", term: "sphatic", means: "clear quartz" }]);
    expect(ids(await search("sphatik tumbel"))).toEqual(["clear-quartz-tumble"]);
  });

  it("reads terms of several words, and threads, incense and sage", async () => {
    expect(ids(await search("kala dhaga"))).toEqual(["black-thread-bracelet"]);
    expect(ids(await search("काला धागा"))).toEqual(["black-thread-bracelet"]);
    expect(ids(await search("safed sage"))).toEqual(["white-sage-stick"]);
    const dhoop = await search("dhoop");
    expect(ids(dhoop)).toEqual(["sandalwood-incense"]);
    expect(dhoop.products[0]?.synonyms).toEqual([{ typed: "dhoop", term: "dhoop", means: "incense" }]);
    expect(ids(await search("agarbatti"))).toEqual(["sandalwood-incense"]);
  });

  it("gives no reason when the product has the words typed, and leaves plain searches as they were", async () => {
    const soap = await search("multani mitti");
    expect(ids(soap)).toEqual(["multani-mitti-soap"]);
    expect(soap.products[0]?.synonyms).toBeUndefined();
    const plain = await search("amethyst");
    expect(ids(plain)).toEqual(["amethyst-tumble"]);
    expect(plain.products[0]).not.toHaveProperty("synonyms");
  });
});

describe("the admin's synonyms", () => {
  it("refuses guests and shoppers", async () => {
    const guest = await shop.api("/api/admin/search-synonyms", from(uniqueIp(), "GET"));
    expect(guest.status).toBe(401);
    for (const [method, path, body] of [
      ["GET", "/api/admin/search-synonyms", undefined],
      ["POST", "/api/admin/search-synonyms", { term: "billaur", means: "clear quartz" }],
      ["PUT", "/api/admin/search-synonyms/00000000-0000-4000-8000-000000000000", { term: "a", means: "b" }],
      ["DELETE", "/api/admin/search-synonyms/00000000-0000-4000-8000-000000000000", undefined],
    ] as const) {
      expect((await call(method, path, body, shopperCookie)).status, `${method} ${path}`).toBe(403);
    }
    expect((await synonymList("billaur")).total).toBe(0);
  });

  it("refuses bad input with the field's message and changes nothing", async () => {
    const before = (await synonymList()).total;
    const cases: Array<[unknown, string]> = [
      [{ term: "", means: "clear quartz" }, "term"],
      [{ term: "   ", means: "clear quartz" }, "term"],
      [{ term: "billaur" }, "means"],
      [{ term: 42, means: "clear quartz" }, "term"],
      [{ term: "x".repeat(synonymLimits.characters + 1), means: "clear quartz" }, "term"],
      [{ term: "one two three four five", means: "clear quartz" }, "term"],
      [{ term: "<script>", means: "clear quartz" }, "term"],
      [{ term: "billaur", means: "clear\u0007quartz" }, "means"],
      [{ term: "Clear  Quartz", means: "clear quartz" }, "means"],
    ];
    for (const [body, field] of cases) {
      const response = await call("POST", "/api/admin/search-synonyms", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { error: { fields?: Record<string, string> } };
      expect(Object.keys(answer.error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const badId = await call("PUT", "/api/admin/search-synonyms/not-an-id", { term: "billaur", means: "quartz" });
    expect(badId.status).toBe(400);
    expect((await synonymList()).total).toBe(before);
  });

  it("adds, changes and deletes a synonym; duplicates are 409 and unknown ids 404", async () => {
    const added = await call("POST", "/api/admin/search-synonyms", { term: "  Surya   Mani ", means: "Sunstone" });
    expect(added.status).toBe(201);
    const synonym = (await added.json()) as Synonym;
    expect(synonym).toMatchObject({ term: "surya mani", means: "sunstone" });

    const again = await call("POST", "/api/admin/search-synonyms", { term: "surya mani", means: "sunstone" });
    expect(again.status).toBe(409);

    const changed = await call("PUT", `/api/admin/search-synonyms/${synonym.id}`, {
      term: "suryakant",
      means: "sunstone",
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: synonym.id, term: "suryakant", means: "sunstone" });
    expect((await synonymList("surya")).synonyms.map((row) => row.term)).toEqual(["suryakant"]);

    // another synonym's text
    const taken = await call("PUT", `/api/admin/search-synonyms/${synonym.id}`, {
      term: "sphatik",
      means: "clear quartz",
    });
    expect(taken.status).toBe(409);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call("PUT", `/api/admin/search-synonyms/${unknown}`, { term: "a1", means: "b1" })).status).toBe(404);

    expect((await call("DELETE", `/api/admin/search-synonyms/${synonym.id}`)).status).toBe(200);
    expect((await call("DELETE", `/api/admin/search-synonyms/${synonym.id}`)).status).toBe(404);
    expect((await synonymList("surya")).total).toBe(0);
  });

  it("drops kept search answers when a synonym is added, changed or deleted", async () => {
    const url = `/api/search?query=${encodeURIComponent("billaur")}&limit=5`;
    const asGuest = async () => ids((await (await shop.api(url)).json()) as SearchAnswer);
    expect(await asGuest()).toEqual([]);
    // the second asking is answered from the kept bytes
    expect(await asGuest()).toEqual([]);

    const added = await call("POST", "/api/admin/search-synonyms", { term: "billaur", means: "amethyst" });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as Synonym;
    expect(await asGuest()).toEqual(["amethyst-tumble"]);
    expect(await asGuest()).toEqual(["amethyst-tumble"]);

    await call("PUT", `/api/admin/search-synonyms/${id}`, { term: "billaur", means: "sandalwood" });
    expect(await asGuest()).toEqual(["sandalwood-incense"]);

    await call("DELETE", `/api/admin/search-synonyms/${id}`);
    expect(await asGuest()).toEqual([]);
  });
});
