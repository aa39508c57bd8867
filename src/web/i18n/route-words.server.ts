// Which of Hindi's words a page carries (decision 0061's addendum, branch hindi-weight): the frame's
// (header, footer, menus, the bag, toasts, and every message no page's code holds, such as an API
// answer only the server writes) once per visit from the /hi layout (routes/hindi.tsx), and its page's
// own from the layout inside it (routes/hindi-page.tsx), again whenever a client-side navigation
// changes the page. Which keys are whose is worked out by the build (scripts/hindi-route-words.mjs →
// build/server/hindi-route-words.json, beside the server bundle); without that file (the dev server,
// which has no build) the frame carries the whole catalogue, as before this addendum.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { matchPath } from "react-router";
import type { Messages } from "../../core/i18n.ts";
import { hindi } from "./hi.server.ts";

/** What the build writes: the frame's keys, each Hindi route file's own keys, and its paths. */
export interface RouteWords {
  frame: string[];
  routes: Record<string, string[]>;
  /** routes.ts's Hindi path patterns ("hi/productdetails/:id") → their route file. */
  paths: Record<string, string>;
}

export const routeWordsFile = "hindi-route-words.json";

let loaded: RouteWords | null | undefined;
let frame: Messages | undefined;
const pages = new Map<string, Messages>();

function routeWords(): RouteWords | null {
  if (loaded === undefined) {
    // build/server/ holds the file; the pages' server code runs from build/server/ or its assets/
    const here = path.dirname(fileURLToPath(import.meta.url));
    const file = [here, path.dirname(here)]
      .map((folder) => path.join(folder, routeWordsFile))
      .find((candidate) => fs.existsSync(candidate));
    loaded = file ? (JSON.parse(fs.readFileSync(file, "utf8")) as RouteWords) : null;
  }
  return loaded;
}

function pick(keys: readonly string[]): Messages {
  const chosen: Record<string, string> = {};
  for (const key of keys) {
    const words = hindi[key];
    if (words !== undefined) chosen[key] = words;
  }
  return chosen;
}

/** The words every Hindi page carries (the whole catalogue when the build's list is missing). */
export function frameWords(): Messages {
  if (frame) return frame;
  const words = routeWords();
  frame = words ? pick(words.frame) : hindi;
  return frame;
}

/** The route file (as routes.ts names it) of a Hindi path, or undefined for none. */
export function hindiRouteFile(pathname: string, words: RouteWords | null = routeWords()): string | undefined {
  if (!words) return undefined;
  for (const [pattern, file] of Object.entries(words.paths)) {
    if (matchPath({ path: `/${pattern}`, end: true }, pathname)) return file;
  }
  return undefined;
}

/** The words of the page at this Hindi path beyond the frame's (none when the build's list is missing). */
export function pageWords(pathname: string): Messages {
  const words = routeWords();
  const file = hindiRouteFile(pathname, words);
  if (!words || !file) return {};
  let messages = pages.get(file);
  if (!messages) {
    messages = pick(words.routes[file] ?? []);
    pages.set(file, messages);
  }
  return messages;
}
