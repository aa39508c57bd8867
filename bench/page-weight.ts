// Where a page's HTML bytes go (issue 23, point 2): starts the built shop with the demo catalogue and
// prints, for the home, shop, a landing, a product and a search page as an anonymous visitor gets them, the
// bytes before compression, gzip and Brotli, and the share taken by images (<picture>/<img> markup),
// the hydration data (React Router's streamed loader data), inline <svg>, the mega menu and the
// rest. Run: `npx tsx bench/page-weight.ts` (builds first when build/ is stale). The page-weight test
// (src/server/http/page-weight.test.ts) holds the budgets; this script says what to cut next.
import zlib from "node:zlib";
import { productPath } from "../src/core/catalogue.ts";
import { buildIfStale, startBuiltShop } from "./built-shop.ts";

interface Part {
  name: string;
  pattern: RegExp;
}

const parts: Part[] = [
  { name: "images (<picture>, <img>)", pattern: /<picture\b.*?<\/picture>|<img\b[^>]*>/gs },
  { name: "hydration data (<script>)", pattern: /<script\b[^>]*>.*?<\/script>/gs },
  { name: "inline <svg>", pattern: /<svg\b.*?<\/svg>/gs },
  { name: "main nav with mega menus", pattern: /<nav class="main-nav".*?<\/nav>/gs },
  { name: "<head> (without scripts)", pattern: /<head>.*?<\/head>/gs },
];

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

export function weigh(html: string): Array<[string, number]> {
  let rest = html;
  const rows: Array<[string, number]> = [["whole page", Buffer.byteLength(html)]];
  for (const part of parts) {
    let bytes = 0;
    rest = rest.replace(part.pattern, (match) => {
      bytes += Buffer.byteLength(match);
      return "";
    });
    rows.push([part.name, bytes]);
  }
  rows.push(["the rest (markup)", Buffer.byteLength(rest)]);
  return rows;
}

async function main(): Promise<void> {
  await buildIfStale();
  const shop = await startBuiltShop();
  try {
    const listing = (await (await fetch(`${shop.url}/api/products?pageSize=1`)).json()) as {
      products: { _id: string }[];
    };
    const first = listing.products[0];
    if (!first) throw new Error("the demo catalogue has no product");
    const pages: Array<[string, string]> = [
      ["home", "/"],
      ["shop", "/shop"],
      ["landing", "/divinecrystals"],
      ["product", productPath(first._id)],
      ["search", "/search?query=crystal"],
    ];
    for (const [name, pathname] of pages) {
      const response = await fetch(`${shop.url}${pathname}`, { headers: { "accept-encoding": "identity" } });
      const html = await response.text();
      const gzip = zlib.gzipSync(html, { level: 6 }).length;
      const brotli = zlib.brotliCompressSync(html, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
      }).length;
      console.log(`\n${name} (${pathname}): ${response.status}, gzip ${kb(gzip)}, brotli ${kb(brotli)}`);
      for (const [part, bytes] of weigh(html)) console.log(`  ${part.padEnd(34)} ${kb(bytes).padStart(10)}`);
      if (process.env.SAVE_PAGES) {
        const fs = await import("node:fs");
        fs.writeFileSync(`${process.env.SAVE_PAGES}/${name}.html`, html);
      }
    }
  } finally {
    await shop.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
