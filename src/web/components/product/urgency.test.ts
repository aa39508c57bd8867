// Urgency is true (issue 36 point 5; Dark Patterns Guidelines 2023, "false urgency"): the shop's
// only scarcity words are the stock notices, each made from the variant's stock as the database
// holds it; no text anywhere in the shop invents scarcity, countdowns or crowds.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { stockMessage } from "../../../core/cart.ts";
import { holdNote, lowStockFrom, stockState } from "./product-view.ts";

const root = path.resolve(import.meta.dirname, "../../../..");

/** Words of made-up urgency: scarcity, countdowns, crowds, deadlines. */
const urgency =
  /\b(only\s+(\d+|\$\{[^}]+\}|a few)\s+(left|remaining)|hurry|selling fast|almost gone|last chance|limited time|ends in\s+(\d+|\$\{[^}]+\})|offer ends|(\d+|\$\{[^}]+\})\s+(people|shoppers)\s+(are|have)|in\s+(\d+|\$\{[^}]+\})\s+(bags|carts)|viewing this|sold in the last|countdown)\b/i;

/**
 * Where urgency words are allowed: the stock notices, whose number is the variant's stock as read
 * ({stock} stands for the template's placeholder).
 */
const allowed = new Set([
  "src/web/components/product/product-view.ts: `Only {stock} left`",
  "src/core/cart.ts: `Only {stock} left in stock`",
  "src/web/routes/bag-restore.tsx: `Only {item.stock} left`",
]);

/** A literal as the allow-list writes it: each ${…} placeholder as {…}. */
const written = (literal: string) => literal.replace(/\$\{([^}]*)\}/g, "{$1}");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("urgency is true", () => {
  it("says 'Only N left' with the variant's own stock, and nothing about stock above the threshold", () => {
    for (let stock = 1; stock <= lowStockFrom; stock++)
      expect(stockState(stock)).toEqual({ kind: "low", text: `Only ${stock} left` });
    expect(stockState(lowStockFrom + 1)).toEqual({ kind: "in", text: "In stock" });
    expect(stockState(0).kind).toBe("out");
  });

  it("says when a held one-of-a-kind piece comes back from its hold's real end, never a made-up time", () => {
    const until = "2026-11-28T18:10:00.000Z";
    // the clock time in India, the same for every reader and on both renders
    expect(holdNote(until)).toBe("In someone’s bag — back at 11:40 pm if not bought");
    const piece = { oneOfAKind: true, heldUntil: until };
    expect(stockState(0, piece)).toEqual({ kind: "held", text: "In someone’s bag — back at 11:40 pm if not bought" });
    expect(stockState(0, { ...piece, heldUntil: null })).toEqual({ kind: "out", text: "Sold" });
    expect(stockState(1, piece).kind).toBe("in");
  });

  it("refuses more than the stock in the stock's own number", () => {
    expect(stockMessage(2)).toBe("Only 2 left in stock.");
    expect(stockMessage(7, 7)).toBe("Only 7 left in stock, and 7 are already in your bag.");
    expect(stockMessage(0)).toBe("Sorry, this item is out of stock.");
  });

  it("no shopper-facing text in the shop invents scarcity, countdowns or crowds", () => {
    for (const invented of ['"Hurry! Only 2 left"', "`12 people are viewing this`", "'Offer ends in 10:00'"])
      expect(urgency.test(invented), invented).toBe(true);
    const found: string[] = [];
    for (const file of [
      ...sourceFiles(path.join(root, "src/web")),
      ...sourceFiles(path.join(root, "src/core")),
      ...sourceFiles(path.join(root, "src/server/demo")),
      ...sourceFiles(path.join(root, "src/server/features/mail")),
      ...sourceFiles(path.join(root, "src/server/features/messaging")),
    ]) {
      const relative = path.relative(root, file);
      for (const line of fs.readFileSync(file, "utf8").split("\n")) {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) continue;
        for (const literal of line.match(/(["'`])(?:\\.|(?!\1).)*\1/g) ?? []) {
          if (urgency.test(literal) && !allowed.has(`${relative}: ${written(literal)}`))
            found.push(`${relative}: ${literal}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
