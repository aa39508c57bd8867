// The receive form's default per returned line: a damaged piece is not restocked unless the admin says so.
import { describe, expect, test } from "vitest";
import { defaultReceiveDecision } from "./returns.ts";

describe("defaultReceiveDecision", () => {
  test("a line returned as damaged defaults to write off, whatever the note", () => {
    expect(defaultReceiveDecision("damaged", null)).toBe("write_off");
    expect(defaultReceiveDecision("damaged", "Please send another one")).toBe("write_off");
  });

  test("a note saying cracked, broken, defective or damaged defaults to write off", () => {
    for (const note of [
      "The tumbler arrived cracked",
      "Base is BROKEN",
      "defective clasp",
      "box damaged and stone chipped",
      "it broke in the first week",
      "Shattered in transit",
    ]) {
      expect(defaultReceiveDecision("quality", note), note).toBe("write_off");
    }
  });

  test("other reasons with a plain note default to restock", () => {
    expect(defaultReceiveDecision("changed_mind", null)).toBe("restock");
    expect(defaultReceiveDecision("wrong_item", "Sent the 8 mm, I ordered 10 mm")).toBe("restock");
    expect(defaultReceiveDecision("not_as_described", "Colour is lighter than pictured")).toBe("restock");
    // a word that merely contains the letters does not count
    expect(defaultReceiveDecision("other", "breakfast table decor did not suit")).toBe("restock");
  });
});
