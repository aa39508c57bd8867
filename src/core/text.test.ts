import { describe, expect, test } from "vitest";
import { findImpossibleText } from "./text.ts";

describe("findImpossibleText", () => {
  test("names the first field holding a NUL or a lone surrogate, nested ones and keys included", () => {
    expect(findImpossibleText({ a: "fine", items: [{ name: "ok" }, { name: "x\u0000" }] })).toBe("items.1.name");
    expect(findImpossibleText({ a: ["\uD800"], b: "\u0000" })).toBe("a.0");
    expect(findImpossibleText({ "k\u0000": 1 })).toBe("k\u0000");
    expect(findImpossibleText("\u0000")).toBe("");
    expect(findImpossibleText({ a: "🙂", b: [1, null, true] })).toBeNull();
  });

  test("walks 100,000 levels without the stack (the walk is the client's to shape)", () => {
    let deep: unknown = "deep\u0000";
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findImpossibleText(deep)).toBe(Array(100_000).fill("0").join("."));
  });
});
