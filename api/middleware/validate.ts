/**
 * Request validation as route middleware: `body(spec)` reads a JSON:API document (or the bare object SPEC §7 sends
 * to devise's /auth/* and a few others), `query(spec)` — on Hono's own `validator` — the JSON:API query parameters.
 * Handlers take the typed result from `c.req.valid("json")` / `c.req.valid("query")`. Every failure is thrown as a
 * JsonApiError — 422 with `source.pointer` per field, 400 with `source.parameter` — which api/app.ts answers: one
 * error path. Put a route's authorisation middleware before these, so a 401/403/404 still wins over a 422.
 */
import type { Context, MiddlewareHandler } from "hono";
import { validator } from "hono/validator";
import type { ZodTypeAny, z } from "zod";
import { messageKeyErrorMap } from "../../contract/messages";
import { jsonBody } from "../jsonapi/body";
import { badParameter, type FieldError, fieldError, JsonApiError, validationError } from "../jsonapi/errors";
import { type ParsedQuery, parseQuery, type QuerySpec } from "../jsonapi/query";
import type { ApiEnv } from "../types";

export interface BodySpec<S extends ZodTypeAny> {
  /** The attributes' schema (snake_case keys, as on the wire); usually the resource's input in contract/. */
  schema: S;
  /** Accepted `data.type` names; a document naming another type is refused. Omit for bodies without a type. */
  types?: readonly string[];
  /** Key a flat body may wrap its fields in (devise's `{user: {…}}`). */
  wrapper?: string;
  /** Pointer prefix of the fields' errors. Default: `/data/attributes` for a document, `` for a flat body. */
  pointer?: string;
  /**
   * Checks a field schema cannot make (across fields, against the request's site or the database). They run on
   * every request — `data` is set when the schema passed — and their errors join the schema's in one 422.
   */
  checks?: (c: Context<ApiEnv>, input: ChecksInput<z.output<S>>) => FieldError[] | Promise<FieldError[]>;
}

interface ChecksInput<T> {
  attributes: Record<string, unknown>;
  data: T | undefined;
  pointer: string;
}

/** What a handler gets from `c.req.valid("json")`. */
export interface ValidBody<T> {
  data: T;
  /** The attributes as sent (for the rare field whose raw value matters, e.g. whether a password was sent at all). */
  attributes: Record<string, unknown>;
  /** Where the fields sit, for errors the handler finds later (an e-mail taken, an unknown organisation). */
  pointer: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

const invalid = (pointer: string, code: string, detail: string) => new JsonApiError(422, [fieldError(pointer, code, detail)]);

/** The attributes and their pointer prefix, from `{data: {type, id, attributes}}` or a flat body. */
async function attributesAndPointer<S extends ZodTypeAny>(c: Context<ApiEnv>, spec: BodySpec<S>) {
  // jsonBody: the one reader of request bodies (size cap, media types, JSON without a Content-Type); Hono caches it.
  const body = await jsonBody(c);
  if (!("data" in body)) {
    const wrapped = spec.wrapper ? body[spec.wrapper] : undefined;
    return { attributes: isObject(wrapped) ? wrapped : body, pointer: spec.pointer ?? "" };
  }
  const data = body.data;
  if (!isObject(data)) throw invalid("/data", "invalid_type", "data must be a resource object.");
  if (spec.types && data.type !== undefined && !spec.types.includes(data.type as string)) {
    throw invalid("/data/type", "wrong_type", `data.type must be ${spec.types.join(" or ")}.`);
  }
  const pathId = c.req.param("id");
  if (data.id !== undefined && pathId !== undefined && String(data.id) !== pathId) {
    throw invalid("/data/id", "id_mismatch", "data.id must be the id in the path.");
  }
  const attributes = data.attributes ?? {};
  if (!isObject(attributes)) throw invalid("/data/attributes", "invalid_type", "data.attributes must be an object.");
  return { attributes, pointer: spec.pointer ?? "/data/attributes" };
}

/**
 * Validates the request body against `spec`; the handler reads `c.req.valid("json")` (a ValidBody). Hono's own
 * `validator("json")` is not used here: it calls an empty body malformed and skips JSON sent without a Content-Type,
 * both of which SPEC §7's clients send. This stores its result where that validator would (`addValidatedData`).
 */
export function body<S extends ZodTypeAny>(spec: BodySpec<S>): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const { attributes, pointer } = await attributesAndPointer(c, spec);
    const parsed = spec.schema.safeParse(attributes, { errorMap: messageKeyErrorMap });
    const errors: FieldError[] = parsed.success ? [] : validationError(parsed.error, pointer).errors;
    if (spec.checks) {
      errors.push(...(await spec.checks(c, { attributes, data: parsed.success ? parsed.data : undefined, pointer })));
    }
    if (errors.length > 0 || !parsed.success) throw new JsonApiError(422, errors);
    const valid: ValidBody<z.output<S>> = { data: parsed.data, attributes, pointer };
    c.req.addValidatedData("json", valid);
    await next();
  };
}

/** Validates the query parameters against `spec` (api/jsonapi/query.ts); the handler reads `c.req.valid("query")`. */
export function query<F extends Record<string, ZodTypeAny> = Record<string, never>>(spec: QuerySpec<F>) {
  // parseQuery reads the URL itself: it refuses a parameter given twice, which Hono's own query record would merge.
  return validator("query", (_value, c: Context<ApiEnv>): ParsedQuery<F> => {
    const parsed = parseQuery(new URL(c.req.url), spec);
    const max = spec.maxPageSize;
    if (max !== undefined && parsed.page.size > max) {
      throw badParameter("page[size]", spec.pageSizeDetail?.(c, max) ?? `page[size] must be at most ${max}.`);
    }
    return parsed;
  });
}
