/**
 * Who sees which vacancy: the public search and detail (published, approved organisation, the site's centre, shared
 * ones where centre sharing is on), `filter[manageable]` per role, isolation between tenants; age groups and tags.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizations } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";
import { addVacancy, ids, organizationsOf, removeVacancies } from "./vacancies.test-helpers";

let h: ApiHarness;
let own: number;
let other: number;
let pending: number;
const added: number[] = [];
const WORD = "roerdomp";

beforeAll(async () => {
  h = await createApiHarness();
  const orgs = await organizationsOf(h, "organization_superuser@oldebroek.example.org", "oldebroek");
  [own] = orgs.own;
  other = orgs.other;
  const [p] = await h.db
    .select()
    .from(organizations)
    .where(and(eq(organizations.tenantId, "oldebroek"), eq(organizations.status, "pending")));
  pending = p.id;
});
afterAll(async () => {
  await removeVacancies(h, added);
  await h?.dispose();
});

const add = async (organizationId: number, values: Parameters<typeof addVacancy>[2] = {}) => {
  const id = await addVacancy(h, organizationId, { title: WORD, ...values });
  added.push(id);
  return id;
};
const get = async (path: string, who?: string, tenant?: string, headers: Record<string, string> = {}) =>
  h.json(path, { tenant, headers: { ...(who ? await as(h, who) : {}), ...headers } });

describe("the public", () => {
  it("sees published vacancies of approved organisations only, in search and detail", async () => {
    const published = await add(other, { capacity: 3, contactPhone: "0612345678", contactPhoneVisible: false });
    const draft = await add(other, { status: "draft", publishedAt: null });
    const filled = await add(other, { status: "filled" });
    const ofPending = await add(pending);
    const pastDate = await add(other, { expiresAt: "2020-01-01" });
    const found = await get(`/api/v1/vacancies?filter[q]=${WORD}&page[size]=100&include=organization`);
    expect(found.body.included.map((r: { type: string; id: string }) => `${r.type}:${r.id}`)).toEqual([`organizations:${other}`]);
    expect(ids(found.body)).toEqual([published]);
    expect(found.body.data[0].attributes).toMatchObject({ places_left: 3, capacity: 3, shared_from_center_name: null });
    const one = await get(`/api/v1/vacancies/${published}?include=organization`);
    expect(one.status).toBe(200);
    expect(one.body.data.attributes).toMatchObject({ contact_phone: null, allowed_statuses: [], application_counts: null });
    expect(one.body.data.relationships.organization.data).toEqual({ type: "organizations", id: String(other) });
    expect(one.body.included.map((r: { type: string; id: string }) => `${r.type}:${r.id}`)).toEqual([`organizations:${other}`]);
    for (const id of [draft, filled, ofPending]) {
      expect((await get(`/api/v1/vacancies/${id}`)).status, String(id)).toBe(404);
      expect((await get(`/api/v1/vacancies/${id}`, "volunteer@oldebroek.example.org")).status, String(id)).toBe(404);
    }
    // The job has not expired it yet: the detail still answers (the job will), the search no longer lists it.
    expect((await get(`/api/v1/vacancies/${pastDate}`)).status).toBe(200);
  });

  it("answers 404 for another tenant's, unknown, deleted and malformed ids", async () => {
    const roermond = (await organizationsOf(h, "organization_superuser@roermond.example.org", "roermond")).other;
    const theirs = await add(roermond);
    const gone = await add(other, { status: "deleted", deletedAt: new Date().toISOString() });
    for (const id of [theirs, gone, 999999, "abc", "0", "1.5"]) {
      expect((await get(`/api/v1/vacancies/${id}`, "admin@oldebroek.example.org")).status, String(id)).toBe(404);
    }
    expect((await get(`/api/v1/vacancies/${theirs}`, undefined, "roermond")).status).toBe(200);
    const search = await get(`/api/v1/vacancies?filter[q]=${WORD}&page[size]=100`, undefined, "roermond");
    expect(ids(search.body)).toEqual([theirs]);
  });
});

describe("filter[manageable]", () => {
  it("lists every non-deleted vacancy the caller manages, by role", async () => {
    const mineDraft = await add(own, { status: "draft", publishedAt: null });
    const otherDraft = await add(other, { status: "draft", publishedAt: null });
    const otherArchived = await add(other, { status: "archived" });
    await add(other, { status: "deleted", deletedAt: new Date().toISOString() });
    const list = async (who: string, extra = "") =>
      get(`/api/v1/vacancies?filter[manageable]=true&filter[q]=${WORD}&page[size]=100${extra}`, `${who}@oldebroek.example.org`);

    const superuser = await list("organization_superuser");
    expect(superuser.status).toBe(200);
    expect(ids(superuser.body)).toEqual([mineDraft]);
    for (const who of ["center_superuser", "admin"]) {
      const staff = await list(who);
      expect(ids(staff.body), who).toEqual(expect.arrayContaining([mineDraft, otherDraft, otherArchived]));
      expect(ids(staff.body), who).not.toContain(added.at(-1));
    }
    const chosen = (await list("admin", "&filter[status]=draft,archived")).body;
    expect(ids(chosen)).toEqual(expect.arrayContaining([mineDraft, otherDraft, otherArchived]));
    expect(new Set(chosen.data.map((r: { attributes: { status: string } }) => r.attributes.status))).toEqual(
      new Set(["draft", "archived"]),
    );
    expect(ids((await list("admin", "&filter[status]=archived")).body)).toEqual([otherArchived]);

    // Its managers read a draft too, with the phone, the moves they may make and the application counts.
    const draft = await get(`/api/v1/vacancies/${mineDraft}`, "organization_superuser@oldebroek.example.org");
    expect(draft.body.data.attributes).toMatchObject({ status: "draft", allowed_statuses: ["published", "deleted"] });
    expect(draft.body.data.attributes.application_counts).toEqual({});
    expect((await get(`/api/v1/vacancies/${otherDraft}`, "organization_superuser@oldebroek.example.org")).status).toBe(404);
  });

  it("is 401 signed out and 403 for roles that manage no vacancies", async () => {
    expect((await get("/api/v1/vacancies?filter[manageable]=true")).status).toBe(401);
    for (const who of ["volunteer", "student", "mentor", "content_manager", "page_manager"]) {
      const { status } = await get("/api/v1/vacancies?filter[manageable]=true", `${who}@oldebroek.example.org`);
      expect(status, who).toBe(403);
    }
  });

  it("keeps a centre superuser to their own centre (public tenant)", async () => {
    const [c6] = await h.db
      .select()
      .from(organizations)
      .where(and(eq(organizations.volunteerCenterId, 6), eq(organizations.status, "approved")));
    const centre6 = await add(c6.id, { status: "draft", publishedAt: null });
    const own5 = (
      await get(`/api/v1/vacancies?filter[manageable]=true&filter[q]=${WORD}`, "center_superuser@public.example.org", "public")
    ).body;
    expect(ids(own5)).not.toContain(centre6);
    const admin = (await get(`/api/v1/vacancies?filter[manageable]=true&filter[q]=${WORD}`, "admin@public.example.org", "public"))
      .body;
    expect(ids(admin)).toContain(centre6);
  });
});

describe("centre sharing", () => {
  it("public tenant: a shared vacancy of centre 6 appears on centre 5's site, marked; an unshared one does not", async () => {
    const [c6] = await h.db
      .select()
      .from(organizations)
      .where(and(eq(organizations.volunteerCenterId, 6), eq(organizations.status, "approved")));
    const shared = await add(c6.id, { shared: true });
    const unshared = await add(c6.id, { shared: false });
    const onCentre5 = await get(`/api/v1/vacancies?filter[q]=${WORD}`, undefined, "public");
    expect(ids(onCentre5.body)).toEqual([shared]);
    expect(onCentre5.body.data[0].attributes).toMatchObject({ shared: true, volunteer_center_id: 6 });
    expect(onCentre5.body.data[0].attributes.shared_from_center_name).toEqual(expect.any(String));
    expect((await get(`/api/v1/vacancies/${shared}`, undefined, "public")).status).toBe(200);
    expect((await get(`/api/v1/vacancies/${unshared}`, undefined, "public")).status).toBe(404);
    // On its own centre's site both are there, unmarked.
    const onCentre6 = await get(`/api/v1/vacancies?filter[q]=${WORD}`, undefined, "public", { "Volunteer-Center-Id": "6" });
    expect(ids(onCentre6.body).sort()).toEqual([shared, unshared].sort((a, b) => a - b));
    expect(
      onCentre6.body.data.every((r: { attributes: { shared_from_center_name: null } }) => !r.attributes.shared_from_center_name),
    ).toBe(true);
  });

  it("demo tenant (no sharing): a vacancy stays within its centre, never marked (a write stores shared false: write tests)", async () => {
    const demo = (await organizationsOf(h, "organization_superuser@demo.example.org", "demo")).other;
    const [org] = await h.db.select().from(organizations).where(eq(organizations.id, demo));
    const marked = await add(demo, { shared: true });
    const site = await get(`/api/v1/vacancies?filter[q]=${WORD}`, undefined, "demo");
    expect(ids(site.body)).toEqual([marked]);
    expect(site.body.data[0].attributes.shared_from_center_name).toBeNull();
    expect(site.body.data[0].attributes.volunteer_center_id).toBe(org.volunteerCenterId);
  });
});

describe("GET /api/v1/organizations/{id}?include=vacancies", () => {
  it("lists the organisation's published vacancies, newest first", async () => {
    const older = await add(other, { publishedAt: "2026-01-01T00:00:00.000Z" });
    const newer = await add(other, { publishedAt: "2026-02-01T00:00:00.000Z" });
    const draft = await add(other, { status: "draft", publishedAt: null });
    const { status, body } = await get(`/api/v1/organizations/${other}?include=vacancies`);
    expect(status).toBe(200);
    const listed = body.data.relationships.vacancies.data.map((r: { id: string }) => Number(r.id));
    expect(listed.indexOf(newer)).toBeLessThan(listed.indexOf(older));
    expect(listed).not.toContain(draft);
    const included = body.included.filter((r: { type: string }) => r.type === "vacancies");
    expect(included.map((r: { id: string }) => Number(r.id))).toEqual(listed);
    expect(included[0].attributes).toHaveProperty("title");
    const plain = await get(`/api/v1/organizations/${other}`);
    expect(plain.body.data.relationships.vacancies).toEqual({ data: [] });
  });
});

describe("vocabularies", () => {
  it("lists the age groups and the tags in the request's language", async () => {
    const groups = await get("/api/v1/age_groups", undefined, undefined, { "Accept-Language": "en" });
    expect(groups.body.data.map((r: { id: string }) => r.id)).toEqual(["1", "2", "3", "4", "5"]);
    expect(groups.body.data[4].attributes).toMatchObject({ slug: "senioren", name: "Seniors (65+)", min_age: 65, max_age: null });
    const nl = await get("/api/v1/vacancy_tags");
    expect(nl.body.data[0]).toMatchObject({
      type: "vacancy_tags",
      id: "once",
      attributes: { name: "Eenmalig", regional: false },
    });
    expect(nl.body.data.map((r: { id: string }) => r.id)).toContain("multipleDates");
    const en = await get("/api/v1/vacancy_tags", undefined, undefined, { "Accept-Language": "en" });
    expect(en.body.data[0].attributes.name).toBe("One-off");
  });
});
