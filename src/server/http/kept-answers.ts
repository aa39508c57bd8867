// Catalogue reads kept as bytes for the lane (issue 37; docs/decisions/0056-kept-api-answers.md).
// The listing, search, category tree and term lists are public and the same for every anonymous
// caller, yet each answer went through Express (its request and response set-up, the JSON
// serialization, compression) even when the catalogue cache held the value. A route that opts in
// answers through `sendKept`: it serializes the value once, sends those bytes with the ETag Express
// would compute, and, for a caller without a session, keeps them in the catalogue cache under the
// request's exact URL. The lane (fast-lane.ts) answers the same URL from those bytes before Express,
// with the same headers. Kept answers live in the catalogue cache, so they are dropped with it when
// the catalogue changes, here or on another instance.
import { createHash } from "node:crypto";
import type { Request, Response } from "express";
import type { AppContext } from "../context.ts";
import { readCookie } from "./cookies.ts";
import type { CachedAnswer } from "./fast-lane.ts";
import { sessionCookie } from "./sessions.ts";

/** The JSON bytes of an answer with Express's own weak ETag of them (W/"length-sha1"). */
export function answerBytes(value: unknown): CachedAnswer {
  const json = Buffer.from(JSON.stringify(value));
  const sha1 = createHash("sha1").update(json).digest("base64").slice(0, 27);
  return { json, etag: `W/"${json.length.toString(16)}-${sha1}"` };
}

/** Where a kept answer lives in the catalogue cache: the request's URL exactly as it came. */
export const keptAnswerKey = (url: string) => `kept:${url}`;

/** The kept answer of a URL, when there is one and the catalogue has not changed since. */
export function keptAnswer(ctx: AppContext, url: string): CachedAnswer | undefined {
  return ctx.cache.peek<CachedAnswer>(keptAnswerKey(url));
}

/**
 * Answers `compute()`'s value as res.json would (status 200, the same bytes, ETag and
 * Content-Type; a matching If-None-Match gets 304), keeping the bytes for the lane when the caller
 * has no session cookie and nothing made the answer personal. Returns undefined: the answer is sent.
 */
export async function sendKept(
  ctx: AppContext,
  req: Request,
  res: Response,
  compute: () => Promise<unknown>,
): Promise<undefined> {
  const generation = ctx.cache.generation();
  const answer = answerBytes(await compute());
  const anonymous = readCookie(req.headers.cookie, sessionCookie, ctx.config.production) === undefined;
  const personal = res.getHeader("Set-Cookie") !== undefined || res.getHeader("Cache-Control") !== undefined;
  // kept only when the catalogue did not change while it was computed (it would be kept as current)
  if (req.method === "GET" && anonymous && !personal && ctx.cache.generation() === generation) {
    await ctx.cache.get(keptAnswerKey(req.originalUrl), async () => answer);
  }
  res.setHeader("ETag", answer.etag);
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.send(answer.json);
  return undefined;
}
