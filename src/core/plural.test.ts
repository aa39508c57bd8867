import { describe, expect, test } from "vitest";
import { countOf, noun } from "./plural.ts";

describe("counting in words", () => {
  test("one is singular, every other count plural", () => {
    expect(countOf(1, "item")).toBe("1 item");
    expect(countOf(0, "item")).toBe("0 items");
    expect(countOf(2, "product")).toBe("2 products");
    expect(countOf(1, "piece")).toBe("1 piece");
    expect(noun(1, "star")).toBe("star");
    expect(noun(4, "star")).toBe("stars");
  });

  test("an irregular plural is given", () => {
    expect(countOf(2, "is", "are")).toBe("2 are");
    expect(countOf(1, "is", "are")).toBe("1 is");
  });
});
