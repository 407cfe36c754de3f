/**
 * /api/v1/saved_searches (ADR 0066): a signed-in user's own saved vacancy searches (*zoekopdrachten*), sent in the
 * periodic mail. Only the owner sees or changes one: another user's is a 404, like one that does not exist, and
 * that guard runs before the body is read. At most SAVED_SEARCHES_PER_USER per user, decided inside the INSERT
 * (two posts at the cap store one). A postcode in the query is looked up when saved, so the digest finds its place
 * in `postcode_cache` without asking PDOK.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import type { z } from "zod";
import { errorMessage } from "../../../contract/messages";
import {
  SAVED_SEARCH_RESOURCE_TYPES,
  SAVED_SEARCHES_PER_USER,
  savedSearchAttributes,
  savedSearchCreateInput,
  savedSearchFilters,
  savedSearchUpdateInput,
} from "../../../contract/saved-searches";
import { savedSearches } from "../../../db/schema";
import { JsonApiError, notFound } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import { resource, toDocument } from "../../jsonapi/serialize";
import { requireUser } from "../../middleware/auth";
import { defineContextKey } from "../../middleware/context-key";
import { guard, signedIn } from "../../middleware/guard";
import { idParam } from "../../middleware/params";
import { body, query, type ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { lookupPostcode } from "../../services/postcodes";
import type { ApiEnv, Validated } from "../../types";

type Row = typeof savedSearches.$inferSelect;
type Create = ValidBody<z.output<typeof savedSearchCreateInput>>;
type Update = ValidBody<z.output<typeof savedSearchUpdateInput>>;

const LIST_QUERY = { fieldTypes: ["saved_searches"], paginate: false } as const;

const savedSearchResource = (row: Row) =>
  resource(
    "saved_searches",
    row.id,
    savedSearchAttributes.parse({ name: row.name, query: row.query, createdAt: row.createdAt, updatedAt: row.updatedAt }),
  );

const own = (c: Context<ApiEnv>) => {
  const { user } = requireUser(c);
  return and(eq(savedSearches.tenantId, c.get("tenant").id), eq(savedSearches.userId, user.id));
};

const PATH_SEARCH = defineContextKey<Row>("pathSavedSearch");
const loaded = PATH_SEARCH.get;

/** The signed-in user's search named in the path, or 404 (unknown, another user's, another tenant's). */
const ownSearch = guard(async (c) => {
  const id = idParam(c);
  const [row] = await c
    .get("db")
    .select()
    .from(savedSearches)
    .where(and(own(c), eq(savedSearches.id, id)))
    .limit(1);
  if (!row) throw notFound();
  PATH_SEARCH.set(c, row);
});

async function listSavedSearches(c: Validated<{ query: ParsedQuery<Record<string, never>> }>) {
  const { fields } = c.req.valid("query");
  const rows = await c.get("db").select().from(savedSearches).where(own(c)).orderBy(asc(savedSearches.id));
  return jsonApi(c, toDocument({ data: rows.map(savedSearchResource), meta: { max: SAVED_SEARCHES_PER_USER } }, fields));
}

const invalidQuery = (code: string, message: string, detail: string, params?: Record<string, unknown>) =>
  new JsonApiError(422, [
    { code, detail, source: { pointer: "/data/attributes/query" }, meta: { message: errorMessage(message, params) } },
  ]);

async function createSavedSearch(c: Validated<{ json: Create }>) {
  const { user } = requireUser(c);
  const { data } = c.req.valid("json");
  const postcode = savedSearchFilters(data.query).postcode;
  if (postcode && (await lookupPostcode(c, postcode)).result === "not_found") {
    throw invalidQuery("unknown_postal_code", "digest:savedSearches.errors.unknownPostalCode", "This postcode is unknown.");
  }
  const tenantId = c.get("tenant").id;
  // The cap inside the statement: the count and the insert are one write, so parallel posts at 19 store one.
  const [row] = await c.get("db").all<{ id: number }>(sql`insert into saved_searches (tenant_id, user_id, name, query)
    select ${tenantId}, ${user.id}, ${data.name}, ${data.query}
    where (select count(*) from saved_searches where user_id = ${user.id}) < ${SAVED_SEARCHES_PER_USER}
    returning id`);
  if (!row) {
    throw new JsonApiError(422, [
      {
        code: "limit_reached",
        detail: `At most ${SAVED_SEARCHES_PER_USER} saved searches.`,
        source: { pointer: "/data" },
        meta: { message: errorMessage("digest:savedSearches.errors.limitReached", { count: SAVED_SEARCHES_PER_USER }) },
      },
    ]);
  }
  const [stored] = await c.get("db").select().from(savedSearches).where(eq(savedSearches.id, row.id));
  return jsonApi(c, toDocument({ data: savedSearchResource(stored) }), 201);
}

async function updateSavedSearch(c: Validated<{ json: Update }>) {
  const { data } = c.req.valid("json");
  const [row] = await c
    .get("db")
    .update(savedSearches)
    .set({ name: data.name, updatedAt: new Date().toISOString() })
    .where(and(own(c), eq(savedSearches.id, loaded(c).id)))
    .returning();
  if (!row) throw notFound();
  return jsonApi(c, toDocument({ data: savedSearchResource(row) }));
}

async function deleteSavedSearch(c: Context<ApiEnv>) {
  await c
    .get("db")
    .delete(savedSearches)
    .where(and(own(c), eq(savedSearches.id, loaded(c).id)));
  return c.body(null, 204);
}

export const savedSearchRoutes = new Hono<ApiEnv>()
  .get("/", signedIn, query(LIST_QUERY), listSavedSearches)
  .post("/", signedIn, body({ schema: savedSearchCreateInput, types: SAVED_SEARCH_RESOURCE_TYPES }), createSavedSearch)
  .patch("/:id", ownSearch, body({ schema: savedSearchUpdateInput, types: SAVED_SEARCH_RESOURCE_TYPES }), updateSavedSearch)
  .put("/:id", ownSearch, body({ schema: savedSearchUpdateInput, types: SAVED_SEARCH_RESOURCE_TYPES }), updateSavedSearch)
  .delete("/:id", ownSearch, deleteSavedSearch);
