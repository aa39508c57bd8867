// The admin's search synonyms over HTTP (decision 0057): list, add, change, delete. Admins only
// (http/permissions.ts); inputs checked by core/schemas/search-synonyms.ts.
import express, { type Router } from "express";
import { z } from "zod";
import {
  synonymInputSchema,
  synonymListQuerySchema,
  synonymMessages,
  synonymPageSchema,
  synonymSchema,
} from "../../../core/schemas/search-synonyms.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { addSynonym, editSynonym, listSynonyms, removeSynonym } from "./synonyms.ts";

const tag = "Admin";
const admin = { 401: "Not signed in", 403: "Not an admin" };
const idParams = z.object({ synonymId: z.uuid({ error: synonymMessages.notFound }) });

export function synonymRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/search-synonyms",
      summary:
        "Admin: the search synonyms by meaning then term, 100 a page; search finds a term or meaning containing it",
      tag,
      access: "admin",
      query: synonymListQuerySchema,
      response: synonymPageSchema,
      errors: admin,
    },
    // signed in, so private, no-store (sessions.ts)
    ({ query }) => listSynonyms(ctx, query),
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/search-synonyms",
      summary: "Admin: adds a search synonym (a term shoppers type and the catalogue's words it stands for)",
      tag,
      access: "admin",
      body: synonymInputSchema,
      response: synonymSchema,
      status: 201,
      errors: {
        ...admin,
        400: "A term or meaning missing, too long, of more than 4 words or with other characters",
        409: "The same term and meaning exist already, or the list is full",
      },
    },
    ({ body }) => addSynonym(ctx, body),
  );

  endpoint(
    router,
    {
      method: "put",
      path: "/admin/search-synonyms/:synonymId",
      summary: "Admin: changes a search synonym",
      tag,
      access: "admin",
      params: idParams,
      body: synonymInputSchema,
      response: synonymSchema,
      errors: {
        ...admin,
        400: "Invalid input",
        404: "No such synonym",
        409: "The same term and meaning exist already",
      },
    },
    ({ params, body }) => editSynonym(ctx, params.synonymId, body),
  );

  endpoint(
    router,
    {
      method: "delete",
      path: "/admin/search-synonyms/:synonymId",
      summary: "Admin: deletes a search synonym",
      tag,
      access: "admin",
      params: idParams,
      errors: { ...admin, 404: "No such synonym" },
    },
    ({ params }) => removeSynonym(ctx, params.synonymId),
  );

  return router;
}
