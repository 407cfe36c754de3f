/**
 * A small fake of the JSON:API contract (SPEC §7) for UI tests and the external-API mode.
 * Wire format as the real API: snake_case keys, `application/vnd.api+json`, JSON:API error objects.
 */
import { HttpResponse, http } from "msw";

export const API_TEST_BASE_URL = "https://api.example.test";
export const JSON_API = "application/vnd.api+json";

type Attributes = Record<string, unknown>;
type Identifier = { type: string; id: string };
export interface Resource {
  type: string;
  id: string;
  attributes: Attributes;
  relationships?: Record<string, { data: Identifier | Identifier[] | null }>;
}

/** A resource object; relationships given as identifiers (or arrays / null). */
export function resource(
  type: string,
  id: string | number,
  attributes: Attributes,
  relationships?: Record<string, Identifier | Identifier[] | null>,
): Resource {
  const r: Resource = { type, id: String(id), attributes };
  if (relationships) {
    r.relationships = Object.fromEntries(Object.entries(relationships).map(([k, data]) => [k, { data }]));
  }
  return r;
}

export const ref = (r: Resource): Identifier => ({ type: r.type, id: r.id });

export function document(
  data: Resource | Resource[] | null,
  extra: { included?: Resource[]; meta?: Attributes; links?: Attributes } = {},
) {
  return { data, ...extra };
}

export function errorObject(
  status: number,
  code: string,
  title: string,
  detail?: string,
  source?: { pointer?: string; parameter?: string },
) {
  return { status: String(status), code, title, ...(detail ? { detail } : {}), ...(source ? { source } : {}) };
}

/** A JSON:API answer; headers may add auth or request ids. */
export function jsonApi(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return HttpResponse.json(body as Record<string, unknown>, {
    status: init.status ?? 200,
    headers: { "Content-Type": JSON_API, ...init.headers },
  });
}

export function jsonApiError(status: number, code: string, title: string, detail?: string) {
  return jsonApi({ errors: [errorObject(status, code, title, detail)] }, { status });
}

// Fixtures: one centre with a profile, a few pages and menu items (ids as the seeded "oldebroek" centre would have).
const profile = resource("volunteer_center_profiles", 11, {
  name: "Vrijwilligerscentrale Oldebroek",
  primary_color_preset: "indigo",
  muted_color_preset: "slate",
  font_sans: "Inter Variable",
  header_variant: "tab",
  header_sticky: true,
  footer_columns: [{ title: "Contact", content: "Bel ons" }],
});

export const fixtures = {
  profile,
  center: resource(
    "volunteer_centers",
    1,
    { name: "Vrijwilligerscentrale Oldebroek", slug: "oldebroek", phone_number: "0525 123 456", city: "Oldebroek" },
    { profile: ref(profile) },
  ),
  pages: [
    resource("pages", 1, { title: "Home", slug: "", page_type: "default", is_published: true, published_at: null }),
    resource("pages", 2, {
      title: "Nieuwe vacaturebank",
      slug: "nieuwe-vacaturebank",
      page_type: "news",
      is_published: true,
      published_at: "2024-05-01T10:00:00.000Z",
    }),
  ],
  menuItems: [
    resource("menu_items", 1, {
      menu: "header",
      name: "Vacatures",
      link_type: "system_page",
      system_page_id: "vacancies",
      position: 0,
    }),
    resource("menu_items", 2, { menu: "header", name: "Nieuws", link_type: "content_page", system_page_id: null, position: 1 }),
    resource("menu_items", 3, { menu: "footer", name: "Over ons", link_type: "content_page", system_page_id: null, position: 0 }),
  ],
};

const includes = (url: URL) => (url.searchParams.get("include") ?? "").split(",").filter(Boolean);

/** Handlers for the fake contract at `baseUrl`. A missing X-Tenant header is a 400, like the real middleware. */
export function apiContractHandlers(baseUrl = API_TEST_BASE_URL) {
  const api = `${baseUrl.replace(/\/+$/, "")}/api/v1`;
  const tenantMissing = (request: { headers: { get(name: string): string | null } }) =>
    request.headers.get("X-Tenant") ? null : jsonApiError(400, "tenant_missing", "Tenant missing", "X-Tenant header is required");

  return [
    http.get(`${api}/volunteer_centers/current`, ({ request }) => {
      const missing = tenantMissing(request);
      if (missing) return missing;
      const included = includes(new URL(request.url)).includes("profile") ? [fixtures.profile] : undefined;
      return jsonApi(document(fixtures.center, included ? { included } : {}));
    }),

    http.get(`${api}/pages`, ({ request }) => {
      const missing = tenantMissing(request);
      if (missing) return missing;
      const url = new URL(request.url);
      const slug = url.searchParams.get("filter[slug]");
      const pageType = url.searchParams.get("filter[page_type]");
      const data = fixtures.pages.filter(
        (p) => (slug === null || p.attributes.slug === slug) && (pageType === null || p.attributes.page_type === pageType),
      );
      return jsonApi(document(data, { meta: { total_count: data.length } }));
    }),

    http.get(`${api}/menu_items`, ({ request }) => {
      const missing = tenantMissing(request);
      if (missing) return missing;
      const menu = new URL(request.url).searchParams.get("filter[menu]");
      const data = fixtures.menuItems.filter((m) => menu === null || m.attributes.menu === menu);
      return jsonApi(document(data, { meta: { total_count: data.length } }));
    }),
  ];
}

export const handlers = apiContractHandlers();
