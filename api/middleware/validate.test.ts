/**
 * The validators on their own: a tiny app with the API's error handler, no database. Each happy case has its
 * hostile neighbour, answered with the error objects (status, code, pointer/parameter) the API has always sent.
 */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorDocument, fieldError, JsonApiError } from "../jsonapi/errors";
import { listFilter } from "../jsonapi/query";
import type { ApiEnv, Validated } from "../types";
import { body, query, type ValidBody } from "./validate";

const input = z.object({ first_name: z.string().min(1), digest_days: z.array(z.number().int().max(7)).optional() });
type Input = ValidBody<z.output<typeof input>>;

const app = new Hono<ApiEnv>()
  .patch("/users/:id", body({ schema: input, types: ["users", "user"] }), (c: Validated<{ json: Input }>) =>
    c.json(c.req.valid("json")),
  )
  .post("/auth/password", body({ schema: input, pointer: "" }), (c: Validated<{ json: Input }>) => c.json(c.req.valid("json")))
  .put("/current_user", body({ schema: input, wrapper: "user", pointer: "/user" }), (c: Validated<{ json: Input }>) =>
    c.json(c.req.valid("json")),
  )
  .post(
    "/checked",
    body({
      schema: input,
      checks: (_c, { attributes, pointer }) =>
        attributes.password === attributes.password_confirmation
          ? []
          : [fieldError(`${pointer}/password_confirmation`, "confirmation", "Password confirmation doesn't match Password.")],
    }),
    (c: Validated<{ json: Input }>) => c.json(c.req.valid("json").data),
  )
  .get("/list", query({ filters: { status: listFilter(z.enum(["active", "invited"])) }, sort: ["name"], paginate: true }), (c) =>
    c.json({ ...c.req.valid("query"), include: [...c.req.valid("query").include] }),
  );
app.onError((error, c) =>
  error instanceof JsonApiError ? c.json(errorDocument(error.errors), error.status as 400) : c.json({ bug: String(error) }, 500),
);

async function send(method: string, path: string, payload?: unknown) {
  const response = await app.request(path, {
    method,
    headers: { "Content-Type": "application/vnd.api+json" },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const errorsOf = (body: Record<string, any>) =>
  (body.errors as Array<{ code: string; source: Record<string, string> }>).map((e) => [
    e.source.pointer ?? e.source.parameter,
    e.code,
  ]);

describe("body(): a JSON:API document", () => {
  it("hands the handler the parsed attributes and their pointer", async () => {
    const { status, body } = await send("PATCH", "/users/7", {
      data: { type: "users", id: "7", attributes: { first_name: "Ada", digest_days: [3] } },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { first_name: "Ada", digest_days: [3] }, pointer: "/data/attributes" });
  });

  it("answers 422 with a pointer per bad attribute", async () => {
    const { status, body } = await send("PATCH", "/users/7", { data: { attributes: { first_name: "", digest_days: [9] } } });
    expect(status).toBe(422);
    expect(errorsOf(body)).toEqual([
      ["/data/attributes/first_name", "too_small"],
      ["/data/attributes/digest_days/0", "too_big"],
    ]);
    expect(body.errors[0]).toMatchObject({ status: "422", title: "Invalid Attribute" });
  });

  it("accepts the type names the route lists, and refuses another", async () => {
    expect((await send("PATCH", "/users/7", { data: { type: "user", attributes: { first_name: "A" } } })).status).toBe(200);
    const wrong = await send("PATCH", "/users/7", { data: { type: "pages", attributes: { first_name: "A" } } });
    expect(wrong.status).toBe(422);
    expect(errorsOf(wrong.body)).toEqual([["/data/type", "wrong_type"]]);
  });

  it("accepts data.id equal to the path's id, and refuses another", async () => {
    expect((await send("PATCH", "/users/7", { data: { id: 7, attributes: { first_name: "A" } } })).status).toBe(200);
    const other = await send("PATCH", "/users/7", { data: { id: "8", attributes: { first_name: "A" } } });
    expect(other.status).toBe(422);
    expect(errorsOf(other.body)).toEqual([["/data/id", "id_mismatch"]]);
  });

  it("refuses data or attributes that are not objects", async () => {
    const attributes = await send("PATCH", "/users/7", { data: { attributes: ["first_name"] } });
    expect(attributes.status).toBe(422);
    expect(errorsOf(attributes.body)).toEqual([["/data/attributes", "invalid_type"]]);
    const data = await send("PATCH", "/users/7", { data: "users" });
    expect(errorsOf(data.body)).toEqual([["/data", "invalid_type"]]);
  });

  it("leaves non-JSON bodies to the body reader: 400 invalid_json, 415 for a form post", async () => {
    const broken = await app.request("/users/7", {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { errors: Array<{ code: string }> }).errors[0].code).toBe("invalid_json");
    const form = await app.request("/users/7", {
      method: "PATCH",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "first_name=A",
    });
    expect(form.status).toBe(415);
  });
});

describe("body(): a flat body (SPEC §7's devise bodies)", () => {
  it("reads the fields flat, with pointers at the root", async () => {
    expect((await send("POST", "/auth/password", { first_name: "Ada" })).body).toMatchObject({ data: { first_name: "Ada" } });
    const bad = await send("POST", "/auth/password", { first_name: 3 });
    expect(bad.status).toBe(422);
    expect(errorsOf(bad.body)).toEqual([["/first_name", "invalid_type"]]);
  });

  it("reads a wrapped body (`{user: {…}}`) and keeps the route's pointer for a document too", async () => {
    expect((await send("PUT", "/current_user", { user: { first_name: "Ada" } })).body.data).toEqual({ first_name: "Ada" });
    const bad = await send("PUT", "/current_user", { data: { attributes: { first_name: "" } } });
    expect(errorsOf(bad.body)).toEqual([["/user/first_name", "too_small"]]);
  });

  it("reads an empty body as no fields", async () => {
    const { status, body } = await send("POST", "/auth/password");
    expect(status).toBe(422);
    expect(errorsOf(body)).toEqual([["/first_name", "invalid_type"]]);
  });
});

describe("body(): checks", () => {
  it("pass when they find nothing", async () => {
    const ok = await send("POST", "/checked", {
      data: { attributes: { first_name: "A", password: "x", password_confirmation: "x" } },
    });
    expect(ok.status).toBe(200);
  });

  it("add their errors after the schema's, in one 422", async () => {
    const { status, body } = await send("POST", "/checked", {
      data: { attributes: { first_name: "", password: "x", password_confirmation: "y" } },
    });
    expect(status).toBe(422);
    expect(errorsOf(body)).toEqual([
      ["/data/attributes/first_name", "too_small"],
      ["/data/attributes/password_confirmation", "confirmation"],
    ]);
  });
});

describe("query()", () => {
  it("hands the handler the parsed parameters", async () => {
    const { status, body } = await send("GET", "/list?filter[status]=active,invited&sort=-name&page[size]=5");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      filter: { status: ["active", "invited"] },
      sort: [{ field: "name", descending: true }],
      page: { number: 1, size: 5 },
    });
  });

  it.each([
    ["bogus=1", "bogus", "unknown_parameter"],
    ["filter[status]=sleeping", "filter[status]", "invalid_filter"],
    ["sort=email", "sort", "invalid_sort"],
    ["page[size]=5000", "page[size]", "invalid_parameter"],
    ["sort=name&sort=name", "sort", "invalid_parameter"],
  ])("refuses %s with a 400 naming the parameter", async (search, parameter, code) => {
    const { status, body } = await send("GET", `/list?${search}`);
    expect(status).toBe(400);
    expect(errorsOf(body)).toEqual([[parameter, code]]);
  });
});

describe("body(): the contract's message keys", () => {
  it("answers the English detail of a field rule's key and sends the key along in meta.message", async () => {
    const { status, body } = await send("PATCH", "/users/7", {
      data: { type: "users", id: "7", attributes: { first_name: "", digest_days: [9] } },
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual([
      {
        status: "422",
        code: "too_small",
        title: "Invalid Attribute",
        detail: "This field is required",
        meta: { message: "validation:required" },
        source: { pointer: "/data/attributes/first_name" },
      },
      {
        status: "422",
        code: "too_big",
        title: "Invalid Attribute",
        detail: "Enter a number of at most 7",
        meta: { message: 'validation:numberMax|{"maximum":7}' },
        source: { pointer: "/data/attributes/digest_days/0" },
      },
    ]);
  });
});
