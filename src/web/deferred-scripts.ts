// The page's scripts start after the page has loaded (decision 0035). React Router writes a
// `<link rel="modulepreload">` per chunk into the head and, at the end of the body, one module script
// whose static imports fetch the route modules at once and whose last line imports the entry that
// hydrates. On a phone those 150-odd KB of JavaScript share the line with the stylesheet, the fonts
// and the largest image, and hold back the first paint. Here the rendered page is rewritten so that
// the same script waits: it fetches the chunks and hydrates at the `load` event, at the visitor's
// first touch, key or focus, or a few seconds after the document was read, whichever comes first.
// Until then the page is the server's HTML: links, forms and the no-script paths work as they do
// without JavaScript.

import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { earlyTap } from "./early-tap.ts";

/** At most this long after DOMContentLoaded before the scripts start even without `load`. */
export const hydrationDeadlineMs = 3_000;

const modulePreload = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const moduleScript = /(<script(?: nonce="[^"]*")? type="module" async="">)([\s\S]*?)(<\/script>)/;
const staticImport = /^\s*;?\s*import (?:\* as (\w+) from )?("[^"]+");?[ \t]*$/gm;

/**
 * The page with its module preloads taken out and its module script made to wait, or undefined when
 * the page has no module script in React Router's shape (it is then sent as rendered).
 */
export function deferScripts(html: string): string | undefined {
  const script = moduleScript.exec(html);
  if (!script) return undefined;
  const [whole, open = "", body = "", close = ""] = script;
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1] ?? "");
  const bindings: string[] = [];
  const sources: string[] = [];
  const rest = body.replace(staticImport, (_line, binding: string | undefined, source: string) => {
    bindings.push(binding ?? "");
    sources.push(source);
    return "";
  });
  if (sources.length === 0 && !/\bimport\(/.test(rest)) return undefined;
  const deferred = `${open}${deferredBody(preloads, bindings, sources, rest)}${close}`;
  const start = script.index;
  return (html.slice(0, start) + deferred + html.slice(start + whole.length)).replace(modulePreload, "");
}

function deferredBody(preloads: string[], bindings: string[], sources: string[], rest: string): string {
  const imports =
    sources.length === 0
      ? ""
      : `const [${bindings.join(", ")}] = await Promise.all([${sources.map((source) => `import(${source})`).join(", ")}]);`;
  // the entry hydrates as it is evaluated: once it has been imported, React listens to the page
  const hydrate = rest.replace(/import\(("[^"]+")\);?\s*$/, "await import($1);");
  return `
const chunks = ${JSON.stringify(preloads)};
const remember = (event) => {
  const button = event.target instanceof Element ? event.target.closest("button, [role=button]") : null;
  if (button && !(button.form && button.type === "submit")) window.${earlyTap} = button;
};
addEventListener("click", remember, { capture: true });
const start = async () => {
  if (window.__shopScriptsStarted) return;
  window.__shopScriptsStarted = true;
  for (const href of chunks) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  ${imports}
${hydrate}
  removeEventListener("click", remember, { capture: true });
};
if (document.readyState === "complete") start();
else {
  addEventListener("load", start, { once: true });
  for (const type of ["pointerdown", "touchstart", "keydown", "focusin"]) {
    addEventListener(type, start, { once: true, passive: true, capture: true });
  }
  const soon = () => setTimeout(start, ${hydrationDeadlineMs});
  if (document.readyState === "loading") addEventListener("DOMContentLoaded", soon, { once: true });
  else soon();
}
`;
}

/** The chunks a deferred page loads before it hydrates (bench/first-load-js.ts counts them). */
export function deferredChunks(html: string): string[] {
  const list = /\nconst chunks = (\[[^\]]*\]);/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/** Longest start of a page held back while looking for its module script (the shell's end). */
const maxHeldBytes = 4 * 1024 * 1024;

/**
 * A stream of a rendered page that holds the page back until its module script has gone by, rewrites
 * that start with `deferScripts`, and passes the rest (streamed sections) through as it comes.
 */
export function deferScriptsStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  let done = false;
  const release = (stream: Transform, final: boolean) => {
    if (!moduleScript.test(held) && !final && Buffer.byteLength(held) < maxHeldBytes) return;
    stream.push(deferScripts(held) ?? held);
    held = "";
    done = true;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (done) {
        callback(null, decoder.write(chunk));
        return;
      }
      held += decoder.write(chunk);
      release(this, false);
      callback();
    },
    flush(callback: TransformCallback) {
      if (!done) {
        held += decoder.end();
        release(this, true);
      } else {
        const tail = decoder.end();
        if (tail) this.push(tail);
      }
      callback();
    },
  });
}
