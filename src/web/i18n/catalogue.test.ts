// Hindi's catalogue (decision 0061): every message a component writes with t("…") has Hindi words,
// with the same {arguments}; none is left in English; and the /hi routes and core/i18n.ts's list of
// translated paths agree, with symmetric hreflang pairs.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { englishPath, hasHindiPage } from "../../core/i18n.ts";
import routes from "../routes.ts";
import { alternates } from "../seo.ts";
import { hindi, hindiParts } from "./hi.server.ts";

const sources = execFileSync("git", ["ls-files", "src/web"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts"));

function messagesInSources(): Set<string> {
  const found = new Set<string>();
  for (const file of sources) {
    const text = readFileSync(file, "utf8");
    if (!text.includes("useI18n") && !text.includes("metaI18n")) continue;
    for (const match of text.matchAll(/\bt\(\s*"((?:[^"\\]|\\.)*)"/g)) found.add(JSON.parse(`"${match[1]}"`));
  }
  return found;
}

const argumentsOf = (message: string) =>
  [...message.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).sort((a, b) => (a ?? "").localeCompare(b ?? ""));

describe("Hindi's catalogue", () => {
  it("has Hindi words for every message the components write", () => {
    const missing = [...messagesInSources()].filter((message) => !(message in hindi));
    expect(missing).toEqual([]);
  });

  it("keeps each message's arguments and writes Hindi, not English", () => {
    const sameArgs = Object.entries(hindi).filter(
      ([english, words]) => argumentsOf(english).join() !== argumentsOf(words).join(),
    );
    expect(sameArgs).toEqual([]);
    // a Hindi value with Latin words of its own (beyond names the shop keeps: UPI, WhatsApp's #tag...)
    const allowed =
      /^(?:UPI|GSTIN|STOP|JSON|DELETE|ISO|GMP|JPEG|PNG|GIF|WebP|MP4|MP|AWB|WebM|MB|Enter|SattvaWay|https|youtu|be|mm|aap|example|com)$/;
    const english = Object.values(hindi).filter((words) =>
      (words.replace(/\{\w+(?:, plural,)?|\b(?:one|other) \{|[{}#]/g, "").match(/[A-Za-z]{2,}/g) ?? []).some(
        (word) => !allowed.test(word),
      ),
    );
    expect(english).toEqual([]);
  });
});

describe("one message, one translation", () => {
  it("names each English message in one file of the catalogue only", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [file, words] of Object.entries(hindiParts)) {
      for (const english of Object.keys(words)) {
        const before = seen.get(english);
        if (before) twice.push(`${JSON.stringify(english)}: ${before} and ${file}`);
        else seen.set(english, file);
      }
    }
    expect(twice).toEqual([]);
    expect(Object.keys(hindi)).toHaveLength(seen.size);
  });
});

describe("the /hi routes", () => {
  type Entry = { path?: string; index?: boolean; children?: Entry[] };
  const paths = (entries: Entry[]): string[] =>
    entries.flatMap((entry) => [...(entry.path ? [`/${entry.path}`] : []), ...paths(entry.children ?? [])]);
  const hindiRoutes = paths(routes as Entry[]).filter((path) => path === "/hi" || path.startsWith("/hi/"));

  it("are the pages core/i18n.ts says have a Hindi page", () => {
    expect(hindiRoutes.length).toBeGreaterThan(10);
    for (const path of hindiRoutes) {
      expect(hasHindiPage(englishPath(path).replace(":id", "x-0")), path).toBe(true);
    }
  });

  it("name each other with hreflang the same way from either side", () => {
    for (const path of hindiRoutes) {
      const hindiPath = path.replace(":id", "abc-0");
      const fromHindi = alternates("https://s.in", hindiPath);
      const fromEnglish = alternates("https://s.in", englishPath(hindiPath));
      expect(fromHindi.length).toBe(3);
      expect(fromHindi).toEqual(fromEnglish);
      expect(fromHindi.map((link) => (link as { hrefLang: string }).hrefLang)).toEqual(["en-IN", "hi-IN", "x-default"]);
    }
  });
});
