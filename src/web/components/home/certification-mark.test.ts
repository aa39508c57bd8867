// The seal sprite and the certifications the home page lists are the same set: a mark without a
// symbol would draw an empty ring, a symbol without a mark is dead weight in the sprite.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { certifications } from "./home-content.ts";

describe("the certification seal sprite", () => {
  const sprite = fs.readFileSync(new URL("./seals.svg", import.meta.url), "utf8");

  it("holds exactly one symbol per certification mark", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 48 48">/g)].map((match) => match[1]);
    expect(ids.length).toBe(new Set(ids).size);
    expect(new Set(ids)).toEqual(new Set(certifications.map((item) => item.mark)));
  });

  it("names no colour of its own: the seals take theirs from the page", () => {
    expect(sprite).not.toMatch(/#[0-9a-f]{3,6}\b|rgb\(|var\(/i);
  });
});
