/** getList/listMeta: the list screens read one total-count name, `recordCount`, from the API's list meta. */
import { describe, expect, it } from "vitest";
import { createApiClient } from "./api.server";
import { getList, listMeta } from "./api-resources.server";

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
