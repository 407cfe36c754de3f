import { describe, expect, it } from "vitest";
import { z } from "zod";
import { JsonApiError } from "./errors";
import {
  listFilter,
  MAX_FIELDS_PER_TYPE,
  MAX_FILTER_VALUES,
  MAX_INCLUDES,
  MAX_SORT_FIELDS,
  parseQuery,
  type QuerySpec,
} from "./query";

const SPEC = {
  include: ["roles", "organizations"],
  filters: { status: listFilter(z.enum(["active", "invited", "inactive"])), id: listFilter(z.string().regex(/^\d+$/)) },
  sort: ["a", "b", "c", "d", "e", "f"],
  paginate: true,
  fieldTypes: ["users"],
} satisfies QuerySpec<Record<string, z.ZodTypeAny>>;

const parse = (search: string) => parseQuery(new URL(`http://api.test/x?${search}`), SPEC);
const repeat = (term: string, n: number) => Array.from({ length: n }, (_, i) => term.replace("#", String(i))).join(",");

/** The single error object of a 400 the parser threw. */
function rejection(search: string) {
  try {
    parse(search);
  } catch (error) {
    expect(error).toBeInstanceOf(JsonApiError);
    const { status, errors } = error as JsonApiError;
    expect(status).toBe(400);
    expect(errors).toHaveLength(1);
    return errors[0];
  }
  throw new Error(`?${search} was accepted`);
}

describe("parseQuery caps", () => {
  it(`accepts ${MAX_SORT_FIELDS} sort fields and refuses more, or one twice`, () => {
    expect(parse("sort=a,-b,c,d,e").sort).toEqual([
      { field: "a", descending: false },
      { field: "b", descending: true },
      { field: "c", descending: false },
      { field: "d", descending: false },
      { field: "e", descending: false },
    ]);
    expect(rejection("sort=a,b,c,d,e,f")).toMatchObject({ code: "too_many_sort_fields", source: { parameter: "sort" } });
    expect(rejection(`sort=${repeat("a", 100)}`)).toMatchObject({ code: "too_many_sort_fields", source: { parameter: "sort" } });
    expect(rejection("sort=a,-a")).toMatchObject({ code: "duplicate_sort_field", source: { parameter: "sort" } });
  });

  it(`accepts ${MAX_INCLUDES} include paths (duplicates merged) and refuses more`, () => {
    expect([...parse(`include=${repeat("roles", MAX_INCLUDES)}`).include]).toEqual(["roles"]);
    expect([...parse("include=roles,organizations,roles").include]).toEqual(["roles", "organizations"]);
    expect(rejection(`include=${repeat("roles", 100)}`)).toMatchObject({
      code: "too_many_includes",
      source: { parameter: "include" },
    });
  });

  it(`accepts ${MAX_FIELDS_PER_TYPE} fields per type and refuses more`, () => {
    expect(parse(`fields[users]=${repeat("f#", MAX_FIELDS_PER_TYPE)}`).fields.get("users")?.size).toBe(MAX_FIELDS_PER_TYPE);
    expect(parse("fields[users]=first_name,first_name").fields.get("users")).toEqual(new Set(["firstName"]));
    expect(rejection(`fields[users]=${repeat("f#", 100)}`)).toMatchObject({
      code: "too_many_fields",
      source: { parameter: "fields[users]" },
    });
  });

  it("refuses sparse fieldsets of types the endpoint does not have", () => {
    expect(rejection("fields[secrets]=a")).toMatchObject({ code: "unknown_parameter", source: { parameter: "fields[secrets]" } });
  });

  it(`accepts ${MAX_FILTER_VALUES} values in a list filter (duplicates merged) and refuses more`, () => {
    expect(parse(`filter[id]=${repeat("#", MAX_FILTER_VALUES)}`).filter.id).toHaveLength(MAX_FILTER_VALUES);
    expect(parse("filter[status]=active, invited,active,").filter.status).toEqual(["active", "invited"]);
    expect(rejection(`filter[status]=${repeat("active", 100)}`)).toMatchObject({
      code: "too_many_filter_values",
      source: { parameter: "filter[status]" },
    });
    expect(rejection("filter[status]=active,unicorn")).toMatchObject({
      code: "invalid_filter",
      source: { parameter: "filter[status]" },
    });
    expect(rejection("filter[status]=,")).toMatchObject({ code: "invalid_filter", source: { parameter: "filter[status]" } });
  });

  it("still refuses a parameter given twice and overlong values", () => {
    expect(rejection("sort=a&sort=b")).toMatchObject({ source: { parameter: "sort" } });
    expect(rejection(`filter[id]=${"1".repeat(2001)}`)).toMatchObject({ source: { parameter: "filter[id]" } });
  });
});
