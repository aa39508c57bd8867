// The still-life sprite draws each parent category once, and its colours are the shop's tokens:
// a gradient drawn through <use> from another file cannot read the page's custom properties, so
// art.svg writes the values out and this test keeps them equal to tokens.css.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parentSlugs } from "../../core/catalogue.ts";

const sprite = fs.readFileSync(new URL("./art.svg", import.meta.url), "utf8");
const tokens = fs.readFileSync(new URL("../styles/tokens.css", import.meta.url), "utf8");
const tokenValue = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`).exec(tokens)?.[1];

/** Each category's light and deep tones (tokens.css). */
const tones: Record<string, string> = {
  "divine-crystals": "crystal",
  "aura-jewels": "jewel",
  "sacred-rituals": "ritual",
  "skin-care": "soap",
};
const shared = ["art-shine", "art-flame", "art-flame-glow", "ink", "gold", "sage"];

describe("the category art sprite", () => {
  const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 200 200">(.*?)<\/symbol>/gs)];

  it("holds one drawing per parent category", () => {
    expect(symbols.map((symbol) => symbol[1]).sort()).toEqual([...parentSlugs].sort());
  });

  it("uses only its category's tones and the shared art colours, as tokens.css has them", () => {
    for (const [, slug, body] of symbols) {
      const tone = tones[slug ?? ""];
      const allowed = new Set(
        [`art-${tone}-light`, `art-${tone}-deep`, ...shared].map((name) => {
          const value = tokenValue(name);
          expect(value, name).toBeDefined();
          return value;
        }),
      );
      const colours = [...(body ?? "").matchAll(/(?:fill|stroke|stop-color)="(#[0-9a-f]+)"/g)].map((match) => match[1]);
      expect(colours.length).toBeGreaterThan(0);
      for (const colour of colours) expect(allowed, `${slug} ${colour}`).toContain(colour);
      // both tones appear in the body gradient
      expect(colours).toContain(tokenValue(`art-${tone}-light`));
      expect(colours).toContain(tokenValue(`art-${tone}-deep`));
    }
  });

  it("names its gradients per drawing (one document: ids are shared by all four)", () => {
    const ids = [...sprite.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBe(new Set(ids).size);
    for (const [, slug, body] of symbols) {
      for (const [, ref] of (body ?? "").matchAll(/url\(#([^)]+)\)/g)) expect(ref?.startsWith(`${slug}-`)).toBe(true);
    }
  });
});
