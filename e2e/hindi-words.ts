// The one check that a Hindi page (decisions 0061, 0064) says its interface in Hindi, for every e2e
// test of Hindi pages (hindi.test.ts, hindi-checkout.test.ts): the Latin words of the page's text and
// labels (aria-label, placeholder, title) that are not inside an element marked lang="en…" (product
// data stays English where the owner wrote no Hindi), with product names standing inside a Hindi label,
// addresses, links, tags and handles, and the names and formats the shop keeps in Latin letters aside.
import type { Page } from "playwright-core";

/** Words the shop writes as they are in Hindi too: names, formats, the switch's own "English". */
export const keptWords =
  /^(?:English|Sattva|SATTVA|GSTIN?|GRV-?|STOP|UPI|AWB|JSON|DELETE|R-|S-|WhatsApp|Facebook|Instagram|LinkedIn|YouTube|ISO|GMP|SattvaWay|JPEG|PNG|GIF|WebP|MP4?|WebM|MB|mm|ml|g|Enter|aap|example|com|India|XXXX(?:-XXXX)*)$/;

export interface EnglishCheck {
  /** The part of the page to read (a CSS selector; default the whole body). */
  part?: string;
  /** More words the page may show in Latin letters: what the shopper typed (a name, a city). */
  keep?: readonly string[];
  /** The shopper's own search words, shown back to them. */
  query?: string;
}

/** The English words of the interface left on a Hindi page, each once, in the order found. */
export async function englishWords(page: Page, check: EnglishCheck = {}): Promise<string[]> {
  const texts = await page.evaluate((part) => {
    const isEnglish = (element: Element | null) =>
      (element?.closest("[lang]")?.getAttribute("lang") ?? "").startsWith("en");
    const found: string[] = [];
    for (const root of document.querySelectorAll(part)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest("script, style, noscript, svg, template") || isEnglish(parent)) continue;
        const text = node.textContent?.trim() ?? "";
        if (text) found.push(text);
      }
      for (const element of [root, ...root.querySelectorAll("[aria-label], [placeholder], [title]")]) {
        if (isEnglish(element)) continue;
        for (const name of ["aria-label", "placeholder", "title"]) {
          const value = element.getAttribute(name);
          if (value) found.push(value);
        }
      }
    }
    // product data (marked lang="en" where it is shown) may also stand inside a Hindi label
    // ("Amethyst Bracelet को विशलिस्ट में रखें"): those names are not the shop's words
    const data = [...document.querySelectorAll('[lang^="en"]')]
      .map((element) => element.textContent?.replace(/^: /, "").trim() ?? "")
      .filter((text) => text.length > 2)
      .sort((a, b) => b.length - a.length);
    return found.map((text) => data.reduce((left, name) => left.split(name).join(""), text));
  }, check.part ?? "body");
  const keep = new Set(check.keep ?? []);
  const words = texts
    // addresses, links, tags and handles, and the shopper's own search words, are not the shop's words
    .map((text) =>
      text
        .replace(/\S+@\S+|https?:\/\/\S+|#\w+|@[\w.]+/g, "")
        .split(check.query || "\u0000")
        .join(""),
    )
    .flatMap((text) => text.match(/[A-Za-z][A-Za-z’'-]+/g) ?? [])
    .filter((word) => !keptWords.test(word) && !keep.has(word));
  return [...new Set(words)];
}
