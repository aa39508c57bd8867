import { describe, expect, test } from "vitest";
import { jsonShapeLimits, jsonShapeMessage, jsonShapeOver } from "./json-shape.ts";

const nested = (levels: number, open = "[", close = "]") => open.repeat(levels) + close.repeat(levels);
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${"}".repeat(levels - 1)}`;

describe("jsonShapeOver", () => {
  test("takes JSON up to 32 levels deep and refuses the 33rd", () => {
    expect(jsonShapeLimits.depth).toBe(32);
    expect(jsonShapeOver(nested(32))).toBeNull();
    expect(jsonShapeOver(nested(33))).toBe("depth");
    expect(jsonShapeOver(nestedObjects(32))).toBeNull();
    expect(jsonShapeOver(nestedObjects(33))).toBe("depth");
  });

  test("refuses 30,000 levels in a linear pass, as text or as bytes", () => {
    const deep = nested(30_000);
    const started = performance.now();
    expect(jsonShapeOver(deep)).toBe("depth");
    expect(jsonShapeOver(Buffer.from(deep))).toBe("depth");
    expect(jsonShapeOver(nestedObjects(30_000))).toBe("depth");
    expect(performance.now() - started).toBeLessThan(100);
  });

  test("counts values, not object keys, and refuses more than 10,000", () => {
    expect(jsonShapeOver(`[${Array(10_000).fill(0).join(",")}]`)).toBe("values");
    expect(jsonShapeOver(`[${Array(9_999).fill(0).join(",")}]`)).toBeNull();
    expect(jsonShapeOver(`[${Array(9_999).fill('"a"').join(",")}]`)).toBeNull();
    expect(jsonShapeOver(`[${Array(9_999).fill("true").join(", ")}]`)).toBeNull();
    const keys = Array.from({ length: 9_999 }, (_, index) => `"k${index}": null`).join(",");
    expect(jsonShapeOver(`{${keys}}`)).toBeNull();
    expect(jsonShapeOver(`[${Array(20_000).fill("[]").join(",")}]`)).toBe("values");
  });

  test("brackets, quotes and escapes inside strings are text", () => {
    expect(jsonShapeOver(JSON.stringify({ a: nested(100), b: 'say "[[[" \\' }))).toBeNull();
    expect(jsonShapeOver(Buffer.from(JSON.stringify(["चक्र [[[", "🙂{{{"])))).toBeNull();
  });

  test("names the limit it refuses", () => {
    expect(jsonShapeMessage("depth")).toBe("JSON nested deeper than 32 levels");
    expect(jsonShapeMessage("values")).toBe("JSON with more than 10,000 values");
  });
});
