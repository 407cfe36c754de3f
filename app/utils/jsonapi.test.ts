import { describe, expect, it } from "vitest";
import { deserialize, isJsonApiDocument } from "./jsonapi";

describe("deserialize", () => {
  it("flattens a single resource with camelCased attributes, meta and links", () => {
    const result = deserialize({
      data: { type: "pages", id: "7", attributes: { page_type: "news", show_title_on_page: true, seo: { meta_title: "T" } } },
      meta: { total_count: 1 },
      links: { next_page: "/x?page[number]=2" },
    });
    expect(result).toEqual({
      data: { id: "7", type: "pages", pageType: "news", showTitleOnPage: true, seo: { metaTitle: "T" } },
      meta: { totalCount: 1 },
      links: { nextPage: "/x?page[number]=2" },
    });
  });

  it("keeps id and type from the resource even if attributes try to override them", () => {
    const { data } = deserialize<{ id: string; type: string }>({
      data: { type: "pages", id: "1", attributes: { id: "evil", type: "evil" } },
    });
    expect(data).toMatchObject({ id: "1", type: "pages" });
  });

  it("merges included relations, recursively, and leaves refs for those not included", () => {
    const { data } = deserialize({
      data: [
        {
          type: "users",
          id: "1",
          attributes: { first_name: "Anna" },
          relationships: {
            organizations: {
              data: [
                { type: "organizations", id: "10" },
                { type: "organizations", id: "11" },
              ],
            },
            main_role: { data: { type: "roles", id: "3" } },
            avatar: { data: null },
            links_only: { links: { related: "/x" } },
          },
        },
      ],
      included: [
        {
          type: "organizations",
          id: "10",
          attributes: { org_name: "Zorg" },
          relationships: { address: { data: { type: "addresses", id: "5" } } },
        },
        { type: "addresses", id: "5", attributes: { postal_code: "8096 AB" } },
      ],
    });
    expect(data).toEqual([
      {
        id: "1",
        type: "users",
        firstName: "Anna",
        organizations: [
          { id: "10", type: "organizations", orgName: "Zorg", address: { id: "5", type: "addresses", postalCode: "8096 AB" } },
          { id: "11", type: "organizations" },
        ],
        mainRole: { id: "3", type: "roles" },
        avatar: null,
      },
    ]);
    expect(data).not.toHaveProperty("0.linksOnly");
  });

  it("breaks cycles with refs so the result is JSON-serialisable", () => {
    const { data } = deserialize<Record<string, unknown>>({
      data: {
        type: "users",
        id: "1",
        attributes: { name: "A" },
        relationships: { organizations: { data: [{ type: "organizations", id: "10" }] } },
      },
      included: [
        {
          type: "organizations",
          id: "10",
          attributes: { name: "O" },
          relationships: {
            users: { data: [{ type: "users", id: "1" }] },
            self_ref: { data: { type: "organizations", id: "10" } },
          },
        },
      ],
    });
    expect(() => JSON.stringify(data)).not.toThrow();
    expect(data.organizations).toEqual([
      {
        id: "10",
        type: "organizations",
        name: "O",
        users: [{ id: "1", type: "users" }],
        selfRef: { id: "10", type: "organizations" },
      },
    ]);
  });

  it("resolves a shared included resource for every resource that points at it", () => {
    const { data } = deserialize<Array<{ center: unknown }>>({
      data: [
        { type: "pages", id: "1", attributes: {}, relationships: { center: { data: { type: "centers", id: "9" } } } },
        { type: "pages", id: "2", attributes: {}, relationships: { center: { data: { type: "centers", id: "9" } } } },
      ],
      included: [{ type: "centers", id: "9", attributes: { name: "C" } }],
    });
    expect(data.map((p) => p.center)).toEqual([
      { id: "9", type: "centers", name: "C" },
      { id: "9", type: "centers", name: "C" },
    ]);
  });

  it("handles null and empty primary data", () => {
    expect(deserialize({ data: null })).toEqual({ data: null });
    expect(deserialize({ data: [], meta: { total_count: 0 } })).toEqual({ data: [], meta: { totalCount: 0 } });
  });

  it("returns non-JSON:API bodies camelCased as data", () => {
    expect(deserialize({ data: { id: 1, email: "a@b.nl", first_name: "A" } })).toEqual({
      data: { data: { id: 1, email: "a@b.nl", firstName: "A" } },
    });
    expect(deserialize({ success: false, errors: ["Invalid login credentials"] })).toEqual({
      data: { success: false, errors: ["Invalid login credentials"] },
    });
    expect(deserialize(null)).toEqual({ data: null });
    expect(deserialize("plain text")).toEqual({ data: "plain text" });
  });

  it("recognises JSON:API documents", () => {
    expect(isJsonApiDocument({ data: { type: "x", id: "1" } })).toBe(true);
    expect(isJsonApiDocument({ data: [{ type: "x", id: "1" }] })).toBe(true);
    expect(isJsonApiDocument({ data: null })).toBe(true);
    expect(isJsonApiDocument({ data: { id: 1 } })).toBe(false);
    expect(isJsonApiDocument({ data: [{ id: 1 }] })).toBe(false);
    expect(isJsonApiDocument({ errors: [] })).toBe(false);
  });
});

describe("deserialize: devise_token_auth bodies", () => {
  it("lifts flat attributes of a typed resource (POST /auth/sign_in)", () => {
    const { data } = deserialize<Record<string, unknown>>({
      data: { id: 7, type: "users", email: "a@b.nl", first_name: "Ann" },
    });
    expect(data).toEqual({ id: 7, type: "users", email: "a@b.nl", firstName: "Ann" });
  });

  it("unwraps {success, data} without a type (validate_token)", () => {
    const { data } = deserialize<Record<string, unknown>>({ success: true, data: { id: 7, first_name: "Ann" } });
    expect(data).toEqual({ id: 7, firstName: "Ann" });
  });
});
