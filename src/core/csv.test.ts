import { describe, expect, test } from "vitest";
import { toCsv } from "./csv.ts";

describe("toCsv", () => {
  test("quotes what needs quoting, keeps numbers, defuses formulas", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x, y", 1.5],
          ['say "hi"', -2],
          ["=SUM(A1)", null],
        ],
      ),
    ).toBe('a,b\r\n"x, y",1.5\r\n"say ""hi""",-2\r\n\'=SUM(A1),\r\n');
  });
});
