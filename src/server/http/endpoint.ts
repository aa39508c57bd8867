// Declares an API endpoint once: its path, access, input schemas and handler. The same
// declaration validates requests and writes the OpenAPI document (GET /api/openapi.json).
import type { NextFunction, Request, Response, Router } from "express";
import { z } from "zod";
import { type Access, checkAccess, type SessionUser } from "./permissions.ts";
import { jsonTypeCheck, refuseImpossibleText } from "./text-input.ts";
import { parseInput } from "./validate.ts";

type Method = "get" | "post" | "put" | "patch" | "delete";

export interface EndpointSpec<Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType> {
  method: Method;
  /** Express path below /api, e.g. "/products/:id". */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  query?: Q;
  params?: P;
  body?: B;
  /** Documents the success answer. */
  response?: z.ZodType;
  status?: number;
  /** Other documented statuses and what they mean. */
  errors?: Record<number, string>;
  /** Declared as multipart (uploads) rather than JSON. */
  multipart?: boolean;
  /** With multipart: the same fields are taken as JSON too (without files); both are documented. */
  json?: boolean;
  /** With multipart: the field the files come in, documented as binary files beside the fields. */
  fileField?: string;
  /** Declared as a form post (application/x-www-form-urlencoded) rather than JSON. */
  form?: boolean;
  /** Mounted at the app's root rather than under /api (the spec's old paths, e.g. POST /register). */
  outsideApi?: boolean;
}

export interface EndpointInput<Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType> {
  query: z.output<Q>;
  params: z.output<P>;
  body: z.output<B>;
  user: SessionUser | undefined;
  req: Request;
  res: Response;
}

const registry: EndpointSpec<z.ZodType, z.ZodType, z.ZodType>[] = [];

/** Every endpoint declared so far, for the OpenAPI document. */
export function declaredEndpoints(): readonly EndpointSpec<z.ZodType, z.ZodType, z.ZodType>[] {
  return registry;
}

/**
 * Declares, for the OpenAPI document only, an endpoint mounted by hand (one that cannot take the
 * /api router's JSON rule, e.g. RFC 8058's one-click form post).
 */
export function declareEndpoint<Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType>(
  spec: EndpointSpec<Q, P, B>,
): void {
  if (!registry.some((known) => known.method === spec.method && known.path === spec.path)) {
    registry.push(spec as unknown as EndpointSpec<z.ZodType, z.ZodType, z.ZodType>);
  }
}

const empty = z.object({});

/**
 * Mounts a handler. It returns the JSON answer, or `undefined` after writing the response itself
 * (CSV, files, redirects).
 */
export function endpoint<
  Q extends z.ZodType = typeof empty,
  P extends z.ZodType = typeof empty,
  B extends z.ZodType = typeof empty,
>(
  router: Router,
  spec: EndpointSpec<Q, P, B>,
  handler: (input: EndpointInput<Q, P, B>) => Promise<unknown> | unknown,
): void {
  declareEndpoint(spec);
  // JSON bodies get strict types; multipart fields are text and the schema coerces them
  const checkBodyTypes = spec.body && !spec.multipart ? jsonTypeCheck(spec.body) : undefined;
  router[spec.method](spec.path, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const user = checkAccess(req, spec.access);
      // impossible text (NUL, lone surrogates) anywhere in the input: 400 naming the field
      refuseImpossibleText(req.params);
      refuseImpossibleText(req.query);
      refuseImpossibleText(req.body);
      if (checkBodyTypes && req.is("application/json")) checkBodyTypes(req.body ?? {});
      const input = {
        query: spec.query ? parseInput(spec.query, req.query, "query") : {},
        params: spec.params ? parseInput(spec.params, req.params, "params") : {},
        body: spec.body ? parseInput(spec.body, req.body ?? {}, "body") : {},
        user,
        req,
        res,
      } as EndpointInput<Q, P, B>;
      const answer = await handler(input);
      if (answer === undefined || res.headersSent) return;
      res.status(spec.status ?? 200).json(answer);
    } catch (error) {
      next(error);
    }
  });
}
