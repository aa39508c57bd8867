// The icon sprite and the names the Icon component offers are the same set: a name without a
// symbol would draw nothing, a symbol without a name is dead weight in every page's sprite.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { iconNames } from "./icon.tsx";

describe("the icon sprite", () => {
  it("holds exactly one symbol per icon name", () => {
    const sprite = fs.readFileSync(new URL("./icons.svg", import.meta.url), "utf8");
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);
    expect(ids.length).toBe(new Set(ids).size);
    expect(new Set(ids)).toEqual(new Set(iconNames));
  });
});
