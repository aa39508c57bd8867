// The meta tags every page shares: absolute canonical and og:url, the shop's name in the title, a
// description cut on a word, media images at the 1200 px size, and JSON-LD that cannot close its tag.
import { describe, expect, it } from "vitest";
import { scriptSafeJson } from "./components/json-ld.tsx";
import { absoluteUrl, seoMeta, shortDescription } from "./seo.ts";

const find = (tags: ReturnType<typeof seoMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("seoMeta", () => {
  const tags = seoMeta({
    origin: "https://sattva.example.in",
    path: "/aboutus",
    title: "Our story",
    description: "Handmade skincare and healing crystals.",
  });

  it("gives a title with the shop's name, the description, an absolute canonical URL and Open Graph", () => {
    expect(tags[0]).toEqual({ title: "Our story · Sattva" });
    expect(find(tags, "name", "description")?.content).toBe("Handmade skincare and healing crystals.");
    expect(find(tags, "rel", "canonical")).toEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://sattva.example.in/aboutus",
    });
    expect(find(tags, "property", "og:url")?.content).toBe("https://sattva.example.in/aboutus");
    expect(find(tags, "property", "og:title")?.content).toBe("Our story · Sattva");
    expect(find(tags, "property", "og:type")?.content).toBe("website");
    expect(find(tags, "property", "og:site_name")?.content).toBe("Sattva");
    expect(find(tags, "property", "og:image")?.content).toBe("https://sattva.example.in/social-card.png");
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("shares a product image at 1200 px and can keep a page out of search results", () => {
    const product = seoMeta({
      origin: "https://s.in",
      path: "/productdetails/amethyst-0",
      title: "Amethyst",
      description: "A stone.",
      image: "/media/amethyst-front-3f9a1c/480.avif",
      type: "product",
      noindex: true,
    });
    expect(find(product, "property", "og:image")?.content).toBe("https://s.in/media/amethyst-front-3f9a1c/1200.webp");
    expect(find(product, "property", "og:image:width")).toBeUndefined();
    expect(find(product, "name", "robots")?.content).toBe("noindex, follow");
  });

  it("cuts a long description on a word", () => {
    const long = "word ".repeat(60);
    const cut = shortDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("word…")).toBe(true);
  });

  it("leaves absolute URLs alone", () => {
    expect(absoluteUrl("https://s.in", "https://cdn.example/x.png")).toBe("https://cdn.example/x.png");
    expect(absoluteUrl("https://s.in", "faq")).toBe("https://s.in/faq");
  });
});

describe("scriptSafeJson", () => {
  it("escapes what could end the script element", () => {
    const text = scriptSafeJson({ name: "</script><script>alert(1)</script> & more" });
    expect(text).not.toContain("</script>");
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script> & more" });
  });
});
