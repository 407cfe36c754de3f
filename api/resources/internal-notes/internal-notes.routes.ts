/**
 * /api/v1/internal_notes (vacancies and applications, ADR 0021): notes on an application for the organisation and its centre's staff only
 * (`organization.manage`); never in any answer the applicant or a mentor gets. A post is idempotent by its key.
 */
import { eq, getTableColumns, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import { internalNoteCreateInput } from "../../../contract/applications";
import { internalNotes, users } from "../../../db/schema";
import { badParameter, fieldError, forbidden, JsonApiError, notFound } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import { toDocument } from "../../jsonapi/serialize";
import { actorOf, requireUser } from "../../middleware/auth";
import { holdsSomewhere } from "../../middleware/guard";
import { wholeNumber } from "../../middleware/params";
import { body, query, type ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { scope } from "../../scope";
import { loadApplication, loadNotes, noteResource, readerOf } from "../../services/applications";
import type { ApiEnv, Validated } from "../../types";

const LIST_NOTES_QUERY = {
  filters: {
    application_id: wholeNumber,
  },
  fieldTypes: ["internal_notes"],
} as const;
type ListQuery = ParsedQuery<(typeof LIST_NOTES_QUERY)["filters"]>;

/** The application's managers only: 404 unknown / other tenant, 403 for anyone else (applicant, mentor included). */
async function managedApplication(c: Validated<object>, id: number | undefined) {
  requireUser(c);
  const details = id ? await loadApplication(c, id) : null;
  if (!details) throw notFound();
  if (!(await readerOf(c, actorOf(c), details.application)).manager) throw forbidden();
  return details;
}

async function listNotes(c: Validated<{ query: ListQuery }>) {
  const { filter, fields } = c.req.valid("query");
  // Notes exist only per application: the list without one is a bad request, not "nothing found".
  if (filter.application_id === undefined)
    throw badParameter("filter[application_id]", "filter[application_id] is required.", "required");
  const details = await managedApplication(c, filter.application_id);
  const notes = await loadNotes(c, details.application.id);
  return jsonApi(c, toDocument({ data: notes.map(noteResource) }, fields));
}

/** The note an earlier post with this idempotency key made (in this tenant), with its author's name. */
async function noteByKey(c: Validated<object>, key: string) {
  const s = scope(c);
  const [row] = await s.db
    .select({
      note: getTableColumns(internalNotes),
      authorName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(internalNotes)
    .leftJoin(users, eq(users.id, internalNotes.authorId))
    .where(s.where(internalNotes, eq(internalNotes.idempotencyKey, key)))
    .limit(1);
  return row ? { ...row.note, authorName: row.authorName } : null;
}

/**
 * One note per idempotency key: the unique index (tenant, key) decides in the insert itself (`on conflict do
 * nothing`), so two identical posts at once store one; the one that stored nothing answers the first note (200).
 */
async function createNote(c: Validated<{ json: ValidBody<z.output<typeof internalNoteCreateInput>> }>) {
  const { data } = c.req.valid("json");
  const details = await managedApplication(c, data.application_id);
  const author = requireUser(c).user;
  const key = data.idempotency_key ?? null;
  const [note] = await c
    .get("db")
    .insert(internalNotes)
    .values({
      tenantId: c.get("tenant").id,
      applicationId: details.application.id,
      authorId: author.id,
      note: data.note,
      idempotencyKey: key,
    })
    .onConflictDoNothing()
    .returning();
  if (!note && key) {
    const first = await noteByKey(c, key);
    // A key already spent on another application answers nothing of that note (whose it is, what it says): 422.
    if (first && first.applicationId !== details.application.id) {
      throw new JsonApiError(422, [fieldError("/data/attributes/idempotency_key", "taken", "This key was already used.")]);
    }
    if (first) return jsonApi(c, toDocument({ data: noteResource(first) }), 200);
  }
  if (!note) throw new Error("the note was neither stored nor found");
  const authorName = `${author.firstName} ${author.lastName}`.trim();
  return jsonApi(c, toDocument({ data: noteResource({ ...note, authorName }) }), 201);
}

export const internalNoteRoutes = new Hono<ApiEnv>()
  .get("/", query(LIST_NOTES_QUERY), listNotes)
  .post(
    "/",
    holdsSomewhere("organization.manage"),
    body({ schema: internalNoteCreateInput, types: ["internal_notes"] }),
    createNote,
  );
