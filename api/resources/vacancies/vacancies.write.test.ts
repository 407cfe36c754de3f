/**
 * POST, PATCH and DELETE /api/v1/vacancies: who may, what is stored (description, place, masks, sharing), bad input
 * as 422 with a pointer, and the organisation's name and address kept in step. Lifecycle and bulk:
 * vacancies.lifecycle.test.ts.
 */
import { eq } from "drizzle-orm";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vacancies } from "../../../db/schema";
import { pdokHandlers } from "../../../mocks/pdok";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";
import { ids, organizationsOf, pointers } from "./vacancies.test-helpers";

const server = setupServer(...pdokHandlers());
let h: ApiHarness;
let own: number;
let other: number;
const SUPERUSER = "organization_superuser@oldebroek.example.org";

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  h = await createApiHarness();
  const orgs = await organizationsOf(h, SUPERUSER, "oldebroek");
  [own] = orgs.own;
  other = orgs.other;
});
afterAll(async () => {
  server.close();
  await h?.dispose();
});

const doc = (attributes: Record<string, unknown>, id?: number) => ({
  data: { type: "vacancies", ...(id ? { id: String(id) } : {}), attributes },
});
const send = async (method: string, path: string, body: unknown, who = SUPERUSER, tenant?: string) =>
  h.json(path, { method, body, tenant, headers: who ? await as(h, who) : {} });
const create = (attributes: Record<string, unknown>, who?: string, tenant?: string) =>
  send("POST", "/api/v1/vacancies", doc({ organization_id: own, title: "Tuinhulp", ...attributes }), who, tenant);

describe("POST /api/v1/vacancies", () => {
  it("creates a draft of an own organisation with every field, the place copied from the organisation", async () => {
    const { status, body } = await create({
      vacancy_type: "activity",
      description: "Help in de tuin.\n\nOok in de **winter**.",
      youtube_url: "https://youtu.be/dQw4w9WgXcQ",
      contact_person: "Olaf",
      contact_phone: "0612345678",
      tags: ["once", "free", "once"],
      age_group_ids: [5, 4],
      hours_per_week: 4,
      vog_required: true,
      capacity: 2,
      expires_at: "2099-01-01",
    });
    expect(status).toBe(201);
    expect(body.data.attributes).toMatchObject({
      title: "Tuinhulp",
      status: "draft",
      vacancy_type: "activity",
      youtube_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      tags: ["once", "free"],
      age_group_ids: [4, 5],
      vog_required: true,
      capacity: 2,
      places_left: 2,
      location_type: "organization",
      organization_id: own,
      volunteer_center_id: 1,
      published_at: null,
      summary: "Help in de tuin.\nOok in de winter.",
      contact_phone: "0612345678",
      allowed_statuses: ["published", "deleted"],
    });
    expect(body.data.attributes.description_html).toBe("<p>Help in de tuin.</p><p>Ook in de <strong>winter</strong>.</p>");
    expect(body.data.attributes.description).toMatchObject({ type: "doc" });
    const [row] = await h.db
      .select()
      .from(vacancies)
      .where(eq(vacancies.id, Number(body.data.id)));
    expect(row).toMatchObject({ tagMask: 1 | 16, ageGroupMask: 8 | 16, createdById: 6 });
    expect(row.organizationName).not.toBe("");
  });

  it("publishes at once, and stores script or event-handler HTML as inert text", async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
    const { status, body } = await create({ status: "published", description: hostile, title: "Scriptkiddie <b>vet</b>" });
    expect(status).toBe(201);
    const html = body.data.attributes.description_html as string;
    expect(html).not.toMatch(/<script|<img|<a\s/i);
    expect(html).toContain("&lt;script&gt;");
    expect(body.data.attributes.published_at).toEqual(expect.any(String));
    const search = await h.json("/api/v1/vacancies?filter[q]=scriptkiddie");
    expect(ids(search.body)).toEqual([Number(body.data.id)]);
  });

  it("looks an own address up in PDOK; remote has no place", async () => {
    const at = await create({ location_type: "address", postal_code: "6041el", house_number: "22", house_number_addition: "A" });
    expect(at.status).toBe(201);
    expect(at.body.data.attributes).toMatchObject({
      city: "Roermond",
      latitude: 51.19417,
      street_address: "Markt 22A",
      postal_code: "6041 EL",
    });
    const unknown = await create({ location_type: "address", postal_code: "1234 AB", house_number: "1" });
    expect(unknown.status).toBe(422);
    expect(pointers(unknown.body)).toEqual([
      ["/data/attributes/street", "address_not_found"],
      ["/data/attributes/city", "address_not_found"],
    ]);
    const missing = await create({ location_type: "address" });
    expect(pointers(missing.body)).toEqual([
      ["/data/attributes/postal_code", "blank"],
      ["/data/attributes/house_number", "blank"],
    ]);
    const remote = await create({ location_type: "remote" });
    expect(remote.body.data.attributes).toMatchObject({ location_type: "remote", city: null, latitude: null });
  });

  it("answers 422 with a pointer for each bad field", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ youtube_url: "https://vimeo.com/123" }, "/data/attributes/youtube_url", "invalid_youtube_url"],
      [
        { youtube_url: "javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ" },
        "/data/attributes/youtube_url",
        "invalid_youtube_url",
      ],
      [{ status: "published", expires_at: "2020-01-01" }, "/data/attributes/expires_at", "in_past"],
      [{ status: "filled" }, "/data/attributes/status", "invalid_enum_value"],
      [{ expires_at: "2026-02-30" }, "/data/attributes/expires_at", "custom"],
      [{ title: "" }, "/data/attributes/title", "too_small"],
      [{ tags: ["nope"] }, "/data/attributes/tags/0", "invalid_enum_value"],
      [{ capacity: 0 }, "/data/attributes/capacity", "too_small"],
      [{ organization_id: 999999 }, "/data/attributes/organization_id", "not_found"],
      [{ description: { type: "table" } }, "/data/attributes/description", "invalid"],
      [{ description: 42 }, "/data/attributes/description", "invalid"],
    ];
    for (const [attributes, pointer, code] of cases) {
      const { status, body } = await create(attributes);
      expect(status, JSON.stringify(attributes)).toBe(422);
      expect(pointers(body)[0], JSON.stringify(attributes)).toEqual([
        pointer,
        expect.stringMatching(code === "custom" ? /.*/ : code),
      ]);
    }
    const huge = await create({ description: "x".repeat(1024 * 1024) });
    expect(huge.status).toBe(422);
    expect(pointers(huge.body)).toEqual([["/data/attributes/description", "too_long"]]);
  });

  it("is 401 signed out, 403 for another organisation or a role without the right, 422 for another tenant's", async () => {
    expect((await create({}, "")).status).toBe(401);
    expect((await create({ organization_id: other })).status).toBe(403);
    expect((await create({}, "volunteer@oldebroek.example.org")).status).toBe(403);
    const roermond = (await organizationsOf(h, "organization_superuser@roermond.example.org", "roermond")).other;
    const foreign = await create({ organization_id: roermond }, "admin@oldebroek.example.org");
    expect(pointers(foreign.body)).toEqual([["/data/attributes/organization_id", "not_found"]]);
    expect((await create({ organization_id: other }, "center_superuser@oldebroek.example.org")).status).toBe(201);
  });

  it("refuses a vacancy type the tenant does not offer (422 not_offered), after the guards; a vacancy keeps its type", async () => {
    const roermondOrg = (await organizationsOf(h, "organization_superuser@roermond.example.org", "roermond")).other;
    const roermond = (type: string) =>
      create({ organization_id: roermondOrg, vacancy_type: type }, "admin@roermond.example.org", "roermond");
    for (const type of ["neighbour-help", "one-on-one", "p2p"]) {
      const res = await roermond(type);
      expect(pointers(res.body), type).toEqual([["/data/attributes/vacancy_type", "not_offered"]]);
    }
    expect((await roermond("language")).status).toBe(201);
    // Oldebroek offers its own wording only.
    expect(pointers((await create({ vacancy_type: "one-on-one" })).body)).toEqual([
      ["/data/attributes/vacancy_type", "not_offered"],
    ]);
    const help = await create({ vacancy_type: "neighbour-help" });
    expect(help.status).toBe(201);
    // Meedoen has no activities.
    const meedoenOrg = (await organizationsOf(h, "organization_superuser@meedoen.example.org", "meedoen")).other;
    const activity = await create(
      { organization_id: meedoenOrg, vacancy_type: "activity" },
      "admin@meedoen.example.org",
      "meedoen",
    );
    expect(pointers(activity.body)).toEqual([["/data/attributes/vacancy_type", "not_offered"]]);
    // Guards first: another organisation is 403 whatever the type.
    expect((await create({ organization_id: other, vacancy_type: "p2p" })).status).toBe(403);
    // An update may not change to a type not offered; sending the type a vacancy has is fine.
    const id = help.body.data.id;
    const changed = await send("PATCH", `/api/v1/vacancies/${id}`, doc({ vacancy_type: "one-on-one" }, Number(id)));
    expect(pointers(changed.body)).toEqual([["/data/attributes/vacancy_type", "not_offered"]]);
    await h.db
      .update(vacancies)
      .set({ vacancyType: "p2p" })
      .where(eq(vacancies.id, Number(id)));
    const kept = await send("PATCH", `/api/v1/vacancies/${id}`, doc({ vacancy_type: "p2p", title: "Tuinhulp!" }, Number(id)));
    expect(kept.status).toBe(200);
  });

  it("stores sharing only where the tenant has centre sharing", async () => {
    const demoOrg = (await organizationsOf(h, "organization_superuser@demo.example.org", "demo")).other;
    const demo = await create({ organization_id: demoOrg, shared: true }, "admin@demo.example.org", "demo");
    expect(demo.body.data.attributes.shared).toBe(false);
    const publicOrg = (await organizationsOf(h, "organization_superuser@public.example.org", "public")).other;
    const pub = await create({ organization_id: publicOrg, shared: true }, "admin@public.example.org", "public");
    expect(pub.body.data.attributes.shared).toBe(true);
  });
});

describe("PATCH and DELETE /api/v1/vacancies/{id}", () => {
  it("edits the fields sent, the search index with them; deletes softly", async () => {
    const created = await create({ title: "Zwanenhoeder", status: "published" });
    const id = Number(created.body.data.id);
    const patched = await send("PATCH", `/api/v1/vacancies/${id}`, doc({ title: "Reigerhoeder", tags: ["flexible"] }, id));
    expect(patched.status).toBe(200);
    expect(patched.body.data.attributes).toMatchObject({ title: "Reigerhoeder", tags: ["flexible"], status: "published" });
    expect(ids((await h.json("/api/v1/vacancies?filter[q]=zwanenhoeder")).body)).toEqual([]);
    expect(ids((await h.json("/api/v1/vacancies?filter[q]=reigerhoed&filter[tags]=flexible")).body)).toEqual([id]);

    expect((await send("PATCH", `/api/v1/vacancies/${id}`, doc({ title: "x" }), "volunteer@oldebroek.example.org")).status).toBe(
      403,
    );
    const remove = async (who: string, tenant?: string) =>
      (await h.call(`/api/v1/vacancies/${id}`, { method: "DELETE", tenant, headers: await as(h, who) })).status;
    expect(await remove("center_superuser@roermond.example.org", "roermond")).toBe(404);
    expect(await remove("volunteer@oldebroek.example.org")).toBe(403);
    expect(await remove(SUPERUSER)).toBe(204);
    expect((await h.json(`/api/v1/vacancies/${id}`, { headers: await as(h, SUPERUSER) })).status).toBe(404);
    expect((await send("PATCH", `/api/v1/vacancies/${id}`, doc({ title: "terug" }))).status).toBe(404);
    expect(ids((await h.json("/api/v1/vacancies?filter[q]=reigerhoed")).body)).toEqual([]);
  });

  it("keeps the organisation's name and address on its vacancies when the organisation changes", async () => {
    const created = await create({ title: "Lepelaarwacht", status: "published" });
    const id = Number(created.body.data.id);
    const renamed = await send("PATCH", `/api/v1/organizations/${own}`, {
      data: {
        type: "organizations",
        id: String(own),
        attributes: {
          name: "Stichting Lepelaar",
          address: { postal_code: "6041EL", house_number: "22", house_number_addition: "a" },
        },
      },
    });
    expect(renamed.status).toBe(200);
    const { body } = await h.json(`/api/v1/vacancies/${id}`);
    expect(body.data.attributes).toMatchObject({ organization_name: "Stichting Lepelaar", city: "Roermond", latitude: 51.19417 });
    expect(ids((await h.json("/api/v1/vacancies?filter[q]=stichting%20lepelaar%20roermond")).body)).toContain(id);
  });
});
