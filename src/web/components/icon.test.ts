// The icon sprite and the names the Icon component offers are the same set: a name without a
// symbol would draw nothing, a symbol without a name is dead weight in every page's sprite.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { iconNames } from "./icon.tsx";
import { litWidth } from "./stars.tsx";

describe("the icon sprite", () => {
  it("holds exactly one symbol per icon name", () => {
    const sprite = fs.readFileSync(new URL("./icons.svg", import.meta.url), "utf8");
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);
    expect(ids.length).toBe(new Set(ids).size);
    expect(new Set(ids)).toEqual(new Set(iconNames));
  });
});

describe("the lit part of a star row", () => {
  it("ends at the last full star's right edge, or half-way across a half star", () => {
    expect(litWidth(5, 16)).toBe(84);
    expect(litWidth(4.3, 16)).toBe(4 * 17 + 8);
    expect(litWidth(4.8, 20)).toBe(104);
    expect(litWidth(1, 16)).toBe(16);
    expect(litWidth(0.2, 16)).toBe(0);
    expect(litWidth(0, 20)).toBe(0);
  });
});
