/**
 * /api/v1/help_requests handlers: the anonymous submit (its honeypot and per-IP limit are the route's middleware,
 * the idempotency key its service's), the centre's list and detail, and the decision. The writes and their mails:
 * api/services/help-requests-writes.ts.
 */
import { asc, count, desc, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type HelpRequestStatus,
  type helpRequestCreateInput,
  helpRequestReceiptAttributes,
  type helpRequestUpdateInput,
} from "../../../contract/help-requests";
import { helpRequests } from "../../../db/schema";
import { fieldError, JsonApiError, notFound } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import { paginate, resource, toDocument } from "../../jsonapi/serialize";
import { idParam } from "../../middleware/params";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { scope } from "../../scope";
import { helpRequestResource, helpWording, loadMatchedHelpVacancy, selectHelpRequests } from "../../services/help-requests";
import { decideHelpRequest, submitHelpRequest } from "../../services/help-requests-writes";
import type { Validated } from "../../types";
import { pathHelpRequestOf } from "./help-requests.guards";
import type { LIST_HELP_REQUESTS_QUERY } from "./help-requests.schemas";

type Create = ValidBody<z.output<typeof helpRequestCreateInput>>;
type Update = ValidBody<z.output<typeof helpRequestUpdateInput>>;
type ListQuery = ParsedQuery<(typeof LIST_HELP_REQUESTS_QUERY)["filters"]>;

export async function createHelpRequest(c: Validated<{ json: Create }>) {
  const { data, pointer } = c.req.valid("json");
  const { kind, details } = await submitHelpRequest(c, data, pointer);
  // The receipt: what the request is about, never the stored address or contact details.
  const r = details.request;
  const receipt = helpRequestReceiptAttributes.parse({ title: r.title, when: r.when, status: r.status, createdAt: r.createdAt });
  return jsonApi(c, toDocument({ data: resource("help_requests", r.id, receipt) }), kind === "created" ? 201 : 200);
}

const SORT_COLUMNS: Record<string, SQL> = {
  created_at: sql`${helpRequests.createdAt}`,
  status: sql`${helpRequests.status}`,
};

export async function listHelpRequests(c: Validated<{ query: ListQuery }>) {
  const s = scope(c);
  const centerId = s.centerId();
  const { filter, page, sort, fields } = c.req.valid("query");
  const where = s.where(
    helpRequests,
    sql`${helpRequests.volunteerCenterId} = ${centerId}`,
    filter.status ? inArray(helpRequests.status, filter.status as HelpRequestStatus[]) : undefined,
  );
  const order = [
    ...sort.map((f) => (f.descending ? desc(SORT_COLUMNS[f.field]) : asc(SORT_COLUMNS[f.field]))),
    desc(helpRequests.id),
  ];
  const [rows, [counted]] = await Promise.all([
    selectHelpRequests(c)
      .where(where)
      .orderBy(...order)
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    s.db.select({ n: count() }).from(helpRequests).where(where),
  ]);
  const { links, meta } = paginate(new URL(c.req.url), page, counted?.n ?? 0);
  return jsonApi(c, toDocument({ data: rows.map(helpRequestResource), links, meta }, fields));
}

export async function showHelpRequest(c: Validated<object>) {
  return jsonApi(c, toDocument({ data: helpRequestResource(pathHelpRequestOf(c)) }));
}

export async function updateHelpRequest(c: Validated<{ json: Update }>) {
  const { data, pointer } = c.req.valid("json");
  const details = pathHelpRequestOf(c);
  const invalid = (from: string) =>
    new JsonApiError(422, [
      fieldError(`${pointer}/status`, "invalid_transition", `A help request that is ${from} cannot become ${data.status}.`),
    ]);
  if (details.request.status !== "pending") throw invalid(details.request.status);
  const done = await decideHelpRequest(c, details, data, helpWording(c), pointer);
  if (!done) throw invalid("decided");
  return jsonApi(c, toDocument({ data: helpRequestResource(done) }));
}

/**
 * GET /help_requests/matched/{vacancy_id} (anyone): the vacancy of a matched help request, which is no longer
 * readable itself (filled), as its title, place and type only; 404 for anything else.
 */
export async function showMatchedHelpRequest(c: Validated<object>) {
  const matched = await loadMatchedHelpVacancy(c, idParam(c, "vacancyId"));
  if (!matched) throw notFound();
  return jsonApi(c, toDocument({ data: resource("matched_help_requests", matched.id, matched.attributes) }));
}
