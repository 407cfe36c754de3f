/**
 * getList/listMeta: the list screens read one total-count name, `recordCount`, from the API's list meta.
 * sendOne/getBody: writes answered with one resource, and plain (non-JSON:API) bodies.
 */
import { describe, expect, it } from "vitest";
import { ApiError, createApiClient } from "./api.server";
import { getBody, getList, listMeta, sendOne } from "./api-resources.server";

/** A client on a fake API that records each request and answers with `body` and `status`. */
function clientAnswering(body: unknown, status = 200) {
  const seen: Request[] = [];
  const api = createApiClient({
    baseUrl: "http://api.test",
    fetch: async (request) => {
      seen.push(request);
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/vnd.api+json" } });
    },
    tenant: "oldebroek",
    appContext: "gelderland",
    volunteerCenterId: 1,
    currentOrganizationId: null,
    locale: "nl",
    auth: null,
  });
  return { api, seen };
}

describe("getList", () => {
  it("types the paging meta of a list answer (meta.record_count on the wire)", async () => {
    const api = createApiClient({
      baseUrl: "http://api.test",
      fetch: async () =>
        new Response(
          JSON.stringify({
            data: [{ type: "users", id: "1", attributes: { first_name: "Anna" } }],
            meta: { record_count: 26, page_count: 2, current_page: 2, page_size: 25 },
          }),
          { headers: { "Content-Type": "application/vnd.api+json" } },
        ),
      tenant: "oldebroek",
      appContext: "gelderland",
      volunteerCenterId: 1,
      currentOrganizationId: null,
      locale: "nl",
      auth: null,
    });
    const { data, meta } = await getList<{ id: string; firstName: string }>(api, "/api/v1/users");
    expect(data).toEqual([{ id: "1", type: "users", firstName: "Anna" }]);
    expect(meta).toEqual({ recordCount: 26, pageCount: 2, currentPage: 2, pageSize: 25 });
  });
});

describe("listMeta", () => {
  it("derives what a list without paging leaves out from its rows", () => {
    expect(listMeta({ recordCount: 3 }, 3)).toEqual({ recordCount: 3, pageCount: 1, currentPage: 1, pageSize: 3 });
    expect(listMeta(undefined, 0)).toEqual({ recordCount: 0, pageCount: 1, currentPage: 1, pageSize: 1 });
    expect(listMeta({ totalCount: 9, recordCount: "9" }, 2).recordCount).toBe(2);
  });
});

describe("sendOne", () => {
  it("sends the write with its method and its body as it is, and hands the answer over as one resource", async () => {
    const { api, seen } = clientAnswering(
      { data: { type: "users", id: "7", attributes: { first_name: "Bo", email: "bo@x.nl" } } },
      201,
    );
    const { data, status } = await sendOne<{ firstName: string; email: string }>(api).patch("/api/v1/users/7", {
      body: { data: { type: "users", id: "7", attributes: { first_name: "Bo" } } },
    });
    expect(seen[0].method).toBe("PATCH");
    expect(await seen[0].json()).toEqual({ data: { type: "users", id: "7", attributes: { first_name: "Bo" } } });
    expect(status).toBe(201);
    expect(data).toEqual({ id: "7", type: "users", firstName: "Bo", email: "bo@x.nl" });
  });

  it("throws the API's 422 as an ApiError with its pointers when asked to (errors: throw)", async () => {
    const { api } = clientAnswering(
      { errors: [{ status: "422", code: "taken", detail: "taken", source: { pointer: "/data/attributes/email" } }] },
      422,
    );
    const sent = sendOne(api).post("/api/v1/users", {
      body: { email: "bo@x.nl", first_name: "Bo", last_name: "X", accept_terms: true },
      errors: "throw",
    });
    await expect(sent).rejects.toBeInstanceOf(ApiError);
    await expect(sent).rejects.toMatchObject({ status: 422, errors: [{ code: "taken" }] });
  });
});

describe("getBody", () => {
  it("reads a plain JSON body (not a JSON:API document) whole, keys camelCased", async () => {
    const { api } = clientAnswering({ exported_at: "2026-01-01", user: { first_name: "Bo" }, audit_log: [] });
    expect(await getBody(api, "/api/v1/current_user/export")).toEqual({
      exportedAt: "2026-01-01",
      user: { firstName: "Bo" },
      auditLog: [],
    });
  });
});
