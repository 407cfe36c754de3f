/**
 * Parses the JSON:API query parameters: include, fields[type], filter[name], page[number]/page[size], sort.
 * Every parameter is checked against what the endpoint allows; anything else is a 400 with
 * `source.parameter`, never a silent ignore and never a 500.
 */
import type { Context } from "hono";
import { type ZodTypeAny, z } from "zod";
import { toCamelCase } from "../../contract/case";
import type { ApiEnv } from "../types";
import { badParameter } from "./errors";

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 1000;
const MAX_PARAM_LENGTH = 2000;

/**
 * Caps on list-valued parameters. Each term becomes SQL (an ORDER BY term, a bound IN (…) parameter) or work of its
 * own (an include), and D1 refuses long lists (a 100-term ORDER BY fails; a statement binds at most 100 parameters,
 * shared with the tenant and every other condition): a long list is a 400 here rather than a 500 there.
 */
export const MAX_SORT_FIELDS = 5;
export const MAX_INCLUDES = 10;
export const MAX_FIELDSETS = 50;
export const MAX_FIELDS_PER_TYPE = 50;
export const MAX_FILTER_VALUES = 50;

/** The comma-separated terms of a list parameter, trimmed, empty terms dropped. */
function terms(value: string): string[] {
  return value
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
}

/**
 * A comma-separated filter (`filter[status]=active,invited`) of `item` values: at most MAX_FILTER_VALUES terms,
 * duplicates dropped. Every list filter goes through this, so none can grow an IN (…) past D1's limits.
 */
export function listFilter<T extends ZodTypeAny>(item: T) {
  return z
    .string()
    .transform(terms)
    .pipe(
      z
        .array(item)
        .min(1, "lists no value.")
        .max(MAX_FILTER_VALUES, `lists more than ${MAX_FILTER_VALUES} values.`)
        .transform((values) => [...new Set(values)] as z.output<T>[]),
    );
}

export interface QuerySpec<F extends Record<string, ZodTypeAny>> {
  include?: readonly string[];
  filters?: F;
  sort?: readonly string[];
  defaultSort?: string;
  paginate?: boolean;
  /**
   * A resource's own cap on `page[size]` (below MAX_PAGE_SIZE), checked by the route's `query(spec)` validator:
   * a larger page is a 400 on `page[size]`, with `pageSizeDetail` as its detail (a translated text) when given.
   */
  maxPageSize?: number;
  pageSizeDetail?: (c: Context<ApiEnv>, max: number) => string;
  /** Types whose sparse fieldsets may be requested (any attribute name is accepted, unknown ones drop out). */
  fieldTypes?: readonly string[];
}

export interface SortField {
  field: string;
  descending: boolean;
}

export interface ParsedQuery<F extends Record<string, ZodTypeAny>> {
  include: Set<string>;
  fields: Map<string, Set<string>>;
  filter: Partial<{ [K in keyof F]: z.output<F[K]> }>;
  page: { number: number; size: number };
  sort: SortField[];
}

const BRACKET = /^([a-z_]+)\[([^\]]*)\]$/;

function parsePositiveInt(name: string, raw: string, max: number): number {
  if (!/^\d{1,7}$/.test(raw)) throw badParameter(name, `${name} must be a positive whole number.`);
  const n = Number(raw);
  if (n < 1) throw badParameter(name, `${name} must be at least 1.`);
  if (n > max) throw badParameter(name, `${name} must be at most ${max}.`);
  return n;
}

export function parseQuery<F extends Record<string, ZodTypeAny> = Record<string, never>>(
  url: URL,
  spec: QuerySpec<F>,
): ParsedQuery<F> {
  const include = new Set<string>();
  const fields = new Map<string, Set<string>>();
  const filter: Record<string, unknown> = {};
  const page = { number: 1, size: DEFAULT_PAGE_SIZE };
  let sortParam: string | undefined = spec.defaultSort;
  const seen = new Set<string>();

  for (const [name, value] of url.searchParams) {
    if (value.length > MAX_PARAM_LENGTH) throw badParameter(name, `${name} is too long.`);
    if (seen.has(name)) throw badParameter(name, `${name} may be given only once.`);
    seen.add(name);

    if (name === "include") {
      const paths = terms(value);
      if (paths.length > MAX_INCLUDES) {
        throw badParameter("include", `include lists at most ${MAX_INCLUDES} paths.`, "too_many_includes");
      }
      for (const path of paths) {
        if (!spec.include?.includes(path)) {
          throw badParameter(
            "include",
            `'${path}' is not an allowed include. Allowed: ${spec.include?.join(", ") || "none"}.`,
            "invalid_include",
          );
        }
        include.add(path);
      }
      continue;
    }
    if (name === "sort") {
      sortParam = value;
      continue;
    }
    const match = BRACKET.exec(name);
    if (!match) throw badParameter(name, `Unknown query parameter '${name}'.`, "unknown_parameter");
    const [, family, key] = match;
    if (family === "filter") {
      const schema = spec.filters?.[key];
      if (!schema) {
        const allowed = Object.keys(spec.filters ?? {}).join(", ") || "none";
        throw badParameter(name, `'${key}' is not an allowed filter. Allowed: ${allowed}.`, "invalid_filter");
      }
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const tooMany = issue?.code === "too_big" && issue.type === "array";
        throw badParameter(
          name,
          `Invalid value for filter[${key}]: ${issue?.message}`,
          tooMany ? "too_many_filter_values" : "invalid_filter",
        );
      }
      filter[key] = parsed.data;
    } else if (family === "page" && spec.paginate) {
      if (key === "number") page.number = parsePositiveInt(name, value, 1_000_000);
      else if (key === "size") page.size = parsePositiveInt(name, value, MAX_PAGE_SIZE);
      else throw badParameter(name, `Unknown page parameter '${key}'. Use page[number] and page[size].`);
    } else if (family === "fields" && spec.fieldTypes?.includes(key)) {
      if (fields.size >= MAX_FIELDSETS) {
        throw badParameter(name, `At most ${MAX_FIELDSETS} sparse fieldsets may be given.`, "too_many_fieldsets");
      }
      const names = terms(value);
      if (names.length > MAX_FIELDS_PER_TYPE) {
        throw badParameter(name, `${name} lists at most ${MAX_FIELDS_PER_TYPE} fields.`, "too_many_fields");
      }
      fields.set(key, new Set(names.map(toCamelCase)));
    } else {
      throw badParameter(name, `Unknown query parameter '${name}'.`, "unknown_parameter");
    }
  }

  const sort: SortField[] = [];
  const parts = sortParam ? terms(sortParam) : [];
  if (parts.length > MAX_SORT_FIELDS) {
    throw badParameter("sort", `sort lists at most ${MAX_SORT_FIELDS} fields.`, "too_many_sort_fields");
  }
  for (const part of parts) {
    const descending = part.startsWith("-");
    const field = descending ? part.slice(1) : part;
    if (!spec.sort?.includes(field)) {
      throw badParameter(
        "sort",
        `'${field}' is not a sortable field. Allowed: ${spec.sort?.join(", ") || "none"}.`,
        "invalid_sort",
      );
    }
    if (sort.some((s) => s.field === field)) {
      throw badParameter("sort", `'${field}' is given more than once in sort.`, "duplicate_sort_field");
    }
    sort.push({ field, descending });
  }

  return { include, fields, filter: filter as ParsedQuery<F>["filter"], page, sort };
}
