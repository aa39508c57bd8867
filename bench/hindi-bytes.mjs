// How many bytes a Hindi page's HTML weighs beside its English twin, and how much of it is the Hindi
// catalogue (decision 0061's addendum, branch hindi-weight). Against a running shop:
//   node bench/hindi-bytes.mjs http://127.0.0.1:3000 [product-id]
// Raw, gzip (level 9) and Brotli (quality 5, as the page lane and the compression middleware send it) bytes of each page; "words" = the bytes of the
// loader data's `messages` object as it stands in the page (its keys, values and references).
import zlib from "node:zlib";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const product = process.argv[3] ?? "amethyst-calm-bracelet-0";
const login = await fetch(`${base}/api/auth/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({
    email: process.env.SHOP_EMAIL ?? "admin@e2e.test",
    password: process.env.SHOP_PASSWORD ?? "e2e-admin-password",
  }),
});
const cookie = login.headers
  .getSetCookie()
  .map((value) => value.split(";")[0])
  .join("; ");

const pages = ["/", "/shop", `/productdetails/${product}`, "/checkout-page", "/userdashboard"];

/** The bytes of the `messages` object inside the page's streamed loader data (0 when there is none). */
function wordBytes(html) {
  const match = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html);
  if (!match) return { words: 0, keys: 0, escaped: 0 };
  const flat = JSON.parse(JSON.parse(match[1]));
  const at = flat.indexOf("messages");
  if (at < 0) return { words: 0, keys: 0, escaped: 0 };
  // every object holding {"_<at>": n} (the two /hi layouts' data): the words object is flat[n]
  const objects = flat
    .filter((item) => item && typeof item === "object" && !Array.isArray(item) && `_${at}` in item)
    .map((owner) => flat[owner[`_${at}`]]);
  const text = (value) => Buffer.byteLength(JSON.stringify(JSON.stringify(value)).slice(1, -1)) + 1;
  let words = 0;
  let keys = 0;
  for (const object of objects) {
    words += Buffer.byteLength(JSON.stringify(JSON.stringify(object)).slice(1, -1));
    for (const [key, value] of Object.entries(object)) words += text(flat[Number(key.slice(1))]) + text(flat[value]);
    keys += Object.keys(object).length;
  }
  const escaped = (match[1].match(/\\\\u09[0-7][0-9a-f]/gi) ?? []).length;
  return { words, keys, escaped };
}

const kb = (n) => (n / 1024).toFixed(1);
console.log("page | raw | gzip | brotli | words (raw) | keys | escaped Devanagari");
for (const path of pages) {
  for (const url of [path, path === "/" ? "/hi" : `/hi${path}`]) {
    const signedIn = url.includes("userdashboard") || url.includes("checkout");
    const answer = await fetch(base + url, { headers: signedIn ? { cookie } : {} });
    const html = Buffer.from(await answer.arrayBuffer());
    const gzip = zlib.gzipSync(html, { level: 9 }).length;
    const brotli = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    const { words, keys, escaped } = wordBytes(html.toString("utf8"));
    console.log(
      `${url} (${answer.status}) | ${kb(html.length)} | ${kb(gzip)} | ${kb(brotli)} | ${kb(words)} | ${keys} | ${escaped}`,
    );
  }
}
