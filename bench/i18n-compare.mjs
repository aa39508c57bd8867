// Decision 0061: an in-house ICU subset vs. use-intl vs. @lingui/core, gzipped size and cost per
// message. Run from a scratch folder holding use-intl@4.14.8, @lingui/core@6.8.0 and react, with
// src/{inhouse,useintl,lingui}.ts entries (see the decision record) and core/i18n.ts + plural.ts copied
// into src/: `node bench/i18n-compare.mjs` there. The libraries are never installed in the project.

import zlib from "node:zlib";
import { build } from "esbuild";

const out = {};
for (const name of ["inhouse", "useintl", "lingui"]) {
  const r = await build({
    entryPoints: [`src/${name}.ts`],
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    platform: "browser",
    define: { "process.env.NODE_ENV": '"production"' },
    external: ["react", "react/*"],
  });
  const code = r.outputFiles[0].text;
  const gz = zlib.gzipSync(code, { level: 9 }).length;
  globalThis.__messages =
    name === "inhouse"
      ? {
          "{count, plural, one {# item} other {# items}} in your bag":
            "बैग में {count, plural, one {# सामान} other {# सामान}}",
          "Free shipping on orders over {amount}": "{amount} से ऊपर के ऑर्डर पर मुफ़्त डिलीवरी",
        }
      : { bag: "बैग में {count, plural, one {# सामान} other {# सामान}}", ship: "{amount} से ऊपर के ऑर्डर पर मुफ़्त डिलीवरी" };
  await build({
    entryPoints: [`src/${name}.ts`],
    bundle: true,
    minify: true,
    format: "esm",
    outfile: `dist/${name}.mjs`,
    platform: "node",
    define: { "process.env.NODE_ENV": '"production"' },
  });
  await import(`./dist/${name}.mjs`);
  if (name === "lingui") {
    out[name] = { minBytes: code.length, gzipBytes: gz, note: "needs compiled catalogues (its CLI + macro)" };
    continue;
  }
  globalThis.run(1000);
  const n = 200000,
    t0 = performance.now();
  const sample = globalThis.run(n);
  const ms = performance.now() - t0;
  out[name] = { minBytes: code.length, gzipBytes: gz, nsPerMessage: Math.round((ms * 1e6) / (2 * n)), sample };
}
console.log(JSON.stringify(out, null, 1));
