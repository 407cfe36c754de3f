/**
 * The typed validators every resource takes its ids from: a path id (`idParam`) and a whole-number query filter
 * (`wholeNumber`, `idList`). One rule: 1 to 12 digits, never zero — a path id that breaks it is simply not found
 * (404, never a 500 or a 422), a filter that breaks it is a 400 on its parameter (api/jsonapi/query.ts).
 * Page numbers and sizes: `paginate` and `maxPageSize` of a resource's query spec (api/middleware/validate.ts).
 */
import { z } from "zod";
import { notFound } from "../jsonapi/errors";
import { listFilter } from "../jsonapi/query";

/** 1 to 12 digits: what an id may look like on the wire (a path, a filter, a header). */
export const WHOLE_NUMBER = /^\d{1,12}$/;

/** A path or filter value as a positive id, or null. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !WHOLE_NUMBER.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/** The route's path id (`/:id`, or the param named), or 404: a malformed id is an unknown one. */
export function idParam(c: { req: { param(name: string): string | undefined } }, name = "id"): number {
  const id = parseId(c.req.param(name));
  if (id === null) throw notFound();
  return id;
}

/** `filter[organization_id]=12`: one whole number. */
export const wholeNumber = z.string().regex(WHOLE_NUMBER, "must be a whole number").transform(Number);

/** `filter[organization_id]=12,13`: a list of whole numbers (at most MAX_FILTER_VALUES). */
export const idList = listFilter(wholeNumber);
