/**
 * The vacancy lifecycle (PRODUCT.md, contract/vacancies.ts VACANCY_TRANSITIONS) through PATCH, and
 * PATCH /api/v1/vacancies/bulk: all or nothing.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { VACANCY_STATUSES, VACANCY_TRANSITIONS, type VacancyStatus } from "../../../contract/vacancies";
import { MAX_BULK_IDS } from "../../../contract/vacancy-inputs";
import { organizations, vacancies } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";
import { addVacancy, organizationsOf, pointers } from "./vacancies.test-helpers";

// ~30 requests in the table test: seconds when the 2 cores are busy.
vi.setConfig({ testTimeout: 90_000 });

let h: ApiHarness;
let own: number;
let other: number;
const ADMIN = "admin@oldebroek.example.org";
const SUPERUSER = "organization_superuser@oldebroek.example.org";

beforeAll(async () => {
  h = await createApiHarness();
  const orgs = await organizationsOf(h, SUPERUSER, "oldebroek");
  [own] = orgs.own;
  other = orgs.other;
});
afterAll(() => h?.dispose());

const patch = async (id: number, attributes: Record<string, unknown>, who = ADMIN) => {
  const response = await h.call(`/api/v1/vacancies/${id}`, {
    method: "PATCH",
    body: { data: { type: "vacancies", id: String(id), attributes } },
    headers: await as(h, who),
  });
  const body: any = response.status === 204 ? null : await response.json();
  return { status: response.status, body };
};
const bulk = async (attributes: Record<string, unknown>, who = ADMIN, tenant?: string) =>
  h.json("/api/v1/vacancies/bulk", {
    method: "PATCH",
    tenant,
    body: { data: { type: "vacancies", attributes } },
    headers: await as(h, who),
  });
const statusOf = async (ids: number[]) =>
  (await h.db.select().from(vacancies).where(inArray(vacancies.id, ids))).sort((a, b) => a.id - b.id).map((r) => r.status);

describe("the lifecycle", () => {
  it("allows exactly the moves of the table; expired only by the job", async () => {
    const froms = VACANCY_STATUSES.filter((s) => s !== "deleted");
    for (const from of froms) {
      for (const to of VACANCY_STATUSES) {
        if (to === from) continue;
        const id = await addVacancy(h, own, { status: from, expiresAt: from === "expired" ? "2099-01-01" : null });
        const { status, body } = await patch(id, { status: to });
        const allowed = VACANCY_TRANSITIONS[from].includes(to) && to !== "expired";
        expect(status, `${from} → ${to}`).toBe(allowed ? (to === "deleted" ? 204 : 200) : 422);
        if (!allowed) {
          expect(pointers(body), `${from} → ${to}`).toEqual([["/data/attributes/status", "invalid_transition"]]);
          expect(body.errors[0].meta.allowed).toEqual(VACANCY_TRANSITIONS[from].filter((s) => s !== "expired"));
        }
        expect((await statusOf([id]))[0]).toBe(allowed ? to : from);
      }
    }
  });

  it("publishes only with an expiry date of today or later; an expired vacancy needs a new date", async () => {
    const draft = await addVacancy(h, own, { status: "draft", expiresAt: "2020-01-01" });
    expect(pointers((await patch(draft, { status: "published" })).body)).toEqual([["/data/attributes/expires_at", "in_past"]]);
    expect((await patch(draft, { status: "published", expires_at: "2099-01-01" })).status).toBe(200);

    const expired = await addVacancy(h, own, { status: "expired", expiresAt: "2020-01-01", expiredAt: "2020-01-02T00:00:00Z" });
    const again = await patch(expired, { status: "published" });
    expect(pointers(again.body)).toEqual([["/data/attributes/expires_at", "in_past"]]);
    expect(again.body.errors[0].detail).toMatch(/verleng/i);
    const extended = await patch(expired, { status: "published", expires_at: "2099-06-30" });
    expect(extended.status).toBe(200);
    const [row] = await h.db.select().from(vacancies).where(eq(vacancies.id, expired));
    expect(row).toMatchObject({ status: "published", expiresAt: "2099-06-30", expiredAt: null, expiryWarnedAt: null });
    // A published vacancy's date cannot be moved into the past either.
    expect(pointers((await patch(expired, { expires_at: "2021-01-01" })).body)).toEqual([
      ["/data/attributes/expires_at", "in_past"],
    ]);
  });

  it("lets only the vacancy's managers move it", async () => {
    const id = await addVacancy(h, other, { status: "published" });
    expect((await patch(id, { status: "archived" }, SUPERUSER)).status).toBe(403);
    expect((await patch(id, { status: "archived" }, "center_superuser@oldebroek.example.org")).status).toBe(200);
  });
});

describe("PATCH /api/v1/vacancies/bulk", () => {
  it("archives many at once (a centre superuser), answering the changed vacancies", async () => {
    const ids = [await addVacancy(h, own), await addVacancy(h, other), await addVacancy(h, other)];
    const { status, body } = await bulk({ ids, status: "archived" }, "center_superuser@oldebroek.example.org");
    expect(status).toBe(200);
    expect(body.data.map((r: { attributes: { status: string } }) => r.attributes.status)).toEqual([
      "archived",
      "archived",
      "archived",
    ]);
    expect(await statusOf(ids)).toEqual(["archived", "archived", "archived"]);
  });

  it("changes tags and expiry dates of all of them", async () => {
    const ids = [await addVacancy(h, own, { tags: ["once"] }), await addVacancy(h, own, { tags: [] })];
    expect((await bulk({ ids, tags: ["flexible", "free"], expires_at: "2099-03-01" }, SUPERUSER)).status).toBe(200);
    const rows = await h.db.select().from(vacancies).where(inArray(vacancies.id, ids));
    for (const row of rows) expect(row).toMatchObject({ tags: ["flexible", "free"], tagMask: 4 | 16, expiresAt: "2099-03-01" });
  });

  it("answers the changed vacancies as a read does: places left count their applications", async () => {
    // Seed: oldebroek's vacancy 14 has 2 places, taken by an accepted and a pending application (and one waitlisted).
    const { status, body } = await bulk({ ids: [14], tags: ["regularly"] });
    expect(status).toBe(200);
    expect(body.data[0].attributes).toMatchObject({ capacity: 2, places_left: 0 });
    expect(body.data[0].attributes.tags).toEqual(["regularly"]);
  });

  it("changes nothing when one move is refused, naming it", async () => {
    const ok = await addVacancy(h, own, { status: "published" });
    const draft = await addVacancy(h, own, { status: "draft", title: "Nog een concept" });
    const { status, body } = await bulk({ ids: [ok, draft], status: "archived" });
    expect(status).toBe(422);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({ code: "invalid_transition", meta: { id: String(draft) } });
    expect(body.errors[0].detail).toContain("Nog een concept");
    expect(await statusOf([ok, draft])).toEqual(["published", "draft"]);
    const past = await bulk({ ids: [ok], expires_at: "2020-01-01" });
    expect(past.status).toBe(422);
    expect(past.body.errors[0].code).toBe("in_past");
  });

  it("changes nothing for an id the caller may not manage (403) or cannot see (404)", async () => {
    const mine = await addVacancy(h, own, { status: "published" });
    const theirs = await addVacancy(h, other, { status: "published" });
    const theirDraft = await addVacancy(h, other, { status: "draft" });
    const roermond = await addVacancy(
      h,
      (await organizationsOf(h, "organization_superuser@roermond.example.org", "roermond")).other,
    );
    const forbidden = await bulk({ ids: [mine, theirs], status: "archived" }, SUPERUSER);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.errors[0].source.pointer).toBe("/data/attributes/ids/1");
    for (const ids of [
      [mine, theirDraft],
      [mine, roermond],
      [mine, 999999],
    ]) {
      const { status, body } = await bulk({ ids, status: "archived" }, SUPERUSER);
      expect(status, String(ids)).toBe(404);
      expect(body.errors[0].source.pointer).toBe("/data/attributes/ids/1");
    }
    expect(await statusOf([mine, theirs, theirDraft])).toEqual(["published", "published", "draft"]);
  });

  it("refuses a bad body: no ids, too many, no change; 401 signed out", async () => {
    const id = await addVacancy(h, own);
    expect(pointers((await bulk({ ids: [], status: "archived" })).body)).toEqual([["/data/attributes/ids", "too_small"]]);
    const many = Array.from({ length: MAX_BULK_IDS + 1 }, (_, i) => i + 1);
    expect(pointers((await bulk({ ids: many, status: "archived" })).body)).toEqual([["/data/attributes/ids", "too_big"]]);
    expect(pointers((await bulk({ ids: [id] })).body)).toEqual([["/data/attributes/status", "invalid"]]);
    expect(pointers((await bulk({ ids: [id], status: "gone" })).body)).toEqual([
      ["/data/attributes/status", "invalid_enum_value"],
    ]);
    const anon = await h.json("/api/v1/vacancies/bulk", {
      method: "PATCH",
      body: { data: { type: "vacancies", attributes: { ids: [id], status: "archived" } } },
    });
    expect(anon.status).toBe(401);
    const volunteer = await bulk({ ids: [id], status: "archived" }, "volunteer@oldebroek.example.org");
    expect(volunteer.status).toBe(403);
    expect(await statusOf([id])).toEqual(["published" satisfies VacancyStatus]);
  });
});

/** Only an approved organisation's vacancy can be seen, so only it may be published (vacancy-writes.ts). */
describe("publishing needs an approved organisation", () => {
  const unapproved = async (status: "pending" | "denied" | "archived") => {
    const [org] = await h.db
      .select()
      .from(organizations)
      .where(and(eq(organizations.tenantId, "oldebroek"), eq(organizations.status, status)))
      .limit(1);
    if (!org) throw new Error(`no ${status} organisation in the seed`);
    return org.id;
  };

  it("refuses to create one published for a pending, denied or archived organisation; a draft is fine", async () => {
    for (const status of ["pending", "denied", "archived"] as const) {
      const org = await unapproved(status);
      const made = await h.json("/api/v1/vacancies", {
        method: "POST",
        body: { data: { type: "vacancies", attributes: { organization_id: org, title: "Gastvrouw", status: "published" } } },
        headers: await as(h, ADMIN),
      });
      expect(made.status, status).toBe(422);
      expect(pointers(made.body)).toEqual([["/data/attributes/status", "organization_not_approved"]]);
    }
    const draft = await h.json("/api/v1/vacancies", {
      method: "POST",
      body: { data: { type: "vacancies", attributes: { organization_id: await unapproved("pending"), title: "Gastvrouw" } } },
      headers: await as(h, ADMIN),
    });
    expect(draft.status).toBe(201);
    expect(draft.body.data.attributes.organization_approved).toBe(false);
  });

  it("refuses draft → published for a vacancy of an unapproved organisation, in an edit and in bulk; lists say it is hidden", async () => {
    const hidden = await addVacancy(h, await unapproved("denied"), { status: "draft", title: "Bij een afgewezen organisatie" });
    const fine = await addVacancy(h, own, { status: "draft", title: "Bij een goedgekeurde organisatie" });
    const edit = await patch(hidden, { status: "published" });
    expect(edit.status).toBe(422);
    expect(pointers(edit.body)).toEqual([["/data/attributes/status", "organization_not_approved"]]);

    const refused = await bulk({ ids: [fine, hidden], status: "published" });
    expect(refused.status).toBe(422);
    expect(pointers(refused.body)).toEqual([["/data/attributes/status", "organization_not_approved"]]);
    expect(refused.body.errors[0].meta).toMatchObject({ id: String(hidden) });
    const rows = await h.db
      .select()
      .from(vacancies)
      .where(inArray(vacancies.id, [fine, hidden]));
    expect(rows.map((r) => r.status)).toEqual(["draft", "draft"]);

    // A vacancy published before its organisation was archived: the management list says nobody sees it.
    const stale = await addVacancy(h, await unapproved("archived"), { status: "published", title: "Nog gepubliceerd" });
    const list = await h.json("/api/v1/vacancies?filter[manageable]=true&page[size]=100&sort=newest", {
      headers: await as(h, ADMIN),
    });
    const approvedOf = new Map(list.body.data.map((v: any) => [Number(v.id), v.attributes.organization_approved]));
    expect([approvedOf.get(stale), approvedOf.get(hidden), approvedOf.get(fine)]).toEqual([false, false, true]);
    expect((await h.call(`/api/v1/vacancies/${stale}`)).status).toBe(404);
  });
});
