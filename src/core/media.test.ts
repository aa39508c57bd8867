import { describe, expect, it } from "vitest";
import { imageWidths, mediaKeyOf, mediaUrl, namedMediaUrl, sizesFrom, srcSet, widthsForSizes } from "./media.ts";

describe("the image widths a layout can use", () => {
  it("gives a small fixed slot only the widths that cover it at twice the density", () => {
    expect(widthsForSizes("64px")).toEqual([240]);
    expect(widthsForSizes("160px")).toEqual([240, 360]);
    expect(widthsForSizes("(min-width: 1024px) 136px, 104px")).toEqual([240, 360]);
  });

  it("keeps the widths a slot as wide as a phone needs, and drops the ones above", () => {
    expect(widthsForSizes("(min-width: 1024px) 180px, (min-width: 768px) 20vw, 34vw")).toEqual([240, 360, 480, 720]);
    expect(widthsForSizes("(min-width: 1024px) 600px, 92vw")).toEqual(imageWidths);
    // the product grid: never wider than 328 px (24vw at 1367 px), so 720 covers it at 2x
    expect(
      widthsForSizes("(min-width: 1368px) 318px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 48vw"),
    ).toEqual([240, 360, 480, 720]);
  });

  it("keeps every width for what it cannot read", () => {
    expect(widthsForSizes("(min-width: 1320px) 560px, (min-width: 769px) 44vw, calc(100vw - 32px)")).toEqual(
      imageWidths,
    );
    expect(widthsForSizes("(max-width: 600px) 100vw, 50vw")).toEqual(imageWidths);
    expect(widthsForSizes("")).toEqual(imageWidths);
  });
});

describe("an image shown only on wide screens (a card's hover image)", () => {
  const featured = "(min-width: 1368px) 306px, (min-width: 1024px) 23vw, (min-width: 768px) 46vw, 92vw";

  it("keeps the sizes entries that can apply from that viewport up, the last one as the fallback", () => {
    expect(sizesFrom(featured, 1024)).toBe("(min-width: 1368px) 306px, 23vw");
    expect(sizesFrom(featured, 1400)).toBe("306px");
    expect(sizesFrom(featured, 320)).toBe(
      "(min-width: 1368px) 306px, (min-width: 1024px) 23vw, (min-width: 768px) 46vw, 92vw",
    );
    expect(sizesFrom("(max-width: 600px) 100vw, 50vw", 1024)).toBe("(max-width: 600px) 100vw, 50vw");
  });

  it("offers only the widths those viewports can use", () => {
    // a phone at 92vw needs up to 1200; from 1024 px up the slot is never wider than 314 px
    expect(widthsForSizes(featured)).toEqual(imageWidths);
    expect(widthsForSizes(featured, 1024)).toEqual([240, 360, 480, 720]);
    expect(widthsForSizes(sizesFrom(featured, 1024), 1024)).toEqual([240, 360, 480, 720]);
    expect(widthsForSizes("(min-width: 1024px) 600px, 92vw", 1024)).toEqual([480, 720, 960, 1200]);
  });
});

describe("image URLs", () => {
  it("names one format-free URL per width, a fixed format only when asked, and the master as WebP", () => {
    expect(mediaUrl("amethyst-3f9a1c", 480)).toBe("/media/amethyst-3f9a1c/480");
    expect(mediaUrl("amethyst-3f9a1c", 1200, "webp")).toBe("/media/amethyst-3f9a1c/1200.webp");
    expect(mediaUrl("amethyst-3f9a1c")).toBe("/media/amethyst-3f9a1c/full.webp");
    expect(namedMediaUrl("amethyst-3f9a1c")).toBe("/media/amethyst-3f9a1c/amethyst-3f9a1c.webp");
  });

  it("reads the key from every form, old and new, and from nothing else", () => {
    for (const url of [
      "/media/a-1/full.webp",
      "/media/a-1/480",
      "/media/a-1/480.avif",
      "/media/a-1/240.webp",
      "/media/a-1/a-1.webp",
    ]) {
      expect(mediaKeyOf(url), url).toBe("a-1");
    }
    for (const url of [
      "/media/a-1/full",
      "/media/a-1/480.png",
      "https://img.example/a.webp",
      "/media/a.1/480",
      "/media/a-1/b-2.webp",
    ]) {
      expect(mediaKeyOf(url), url).toBeNull();
    }
  });

  it("writes a srcset with one URL per width", () => {
    expect(srcSet("/media/a-1/full.webp", [240, 480])).toBe("/media/a-1/240 240w, /media/a-1/480 480w");
    expect(srcSet("/placeholder.svg")).toBeUndefined();
  });
});
