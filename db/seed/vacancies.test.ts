import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TENANT_IDS } from "../../config/tenants";
import { normalizePostalCode } from "../../contract/addresses";
import { APPLICATION_STATUSES, PLACE_TAKING_STATUSES } from "../../contract/applications";
import { NOTIFICATION_TEMPLATE_KEY_LIST } from "../../contract/notification-templates";
import { renderRichText, richTextToPlainText } from "../../contract/rich-text";
import { ageGroupMask, P2P_VACANCY_TYPES, tagMask } from "../../contract/vacancies";
import { createTestDatabase, searchIndexCounts, type TestDatabase } from "../../tests/setup/d1";
import {
  activityOccurrences,
  applications,
  helpRequests,
  internalNotes,
  notificationTemplates,
  organizationMemberships,
  organizations,
  postcodeCache,
  vacancies,
  vacancyFtsTable,
  volunteerCenters,
} from "../schema";
import { ACTIVITY_TENANTS } from "./activities";
import { generateBulkRows } from "./bulk";
import { bulkTexts, fillBulkText, generateBulkVacancies } from "./bulk-vacancies";
import { addDays, seedToday } from "./clock";
import { addMissingVacancies, buildSeedRows, seedDatabase } from "./index";
import { buildUserRows } from "./users";
import { buildVacancyRows, VACANCIES_PER_TENANT } from "./vacancies";

const NL = { minLat: 50.75, maxLat: 53.56, minLng: 3.35, maxLng: 7.23 };
const inNetherlands = (lat: number | null, lng: number | null) =>
  lat !== null && lng !== null && lat > NL.minLat && lat < NL.maxLat && lng > NL.minLng && lng < NL.maxLng;

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.dispose();
});

describe("demo vacancies", () => {
  it("gives every tenant 40–80 vacancies in every status, some expiring within a week", async () => {
    // The help requests' vacancies (ADR 0024) have their own rules: the last test below.
    const rows = (await t.db.select().from(vacancies)).filter((v) => !P2P_VACANCY_TYPES.includes(v.vacancyType));
    const today = seedToday();
    for (const tenant of Object.keys(VACANCIES_PER_TENANT)) {
      const own = rows.filter((v) => v.tenantId === tenant);
      expect(own.length, tenant).toBeGreaterThanOrEqual(40);
      expect(own.length, tenant).toBeLessThanOrEqual(80);
      for (const status of ["published", "draft", "expired", "filled", "archived"]) {
        expect(
          own.some((v) => v.status === status),
          `${tenant} ${status}`,
        ).toBe(true);
      }
      expect(own.filter((v) => v.status === "published").length / own.length).toBeGreaterThan(0.6);
      const soon = own.filter(
        (v) => v.status === "published" && v.expiresAt && v.expiresAt > today && v.expiresAt <= addDays(today, 7),
      );
      expect(soon.length, tenant).toBeGreaterThanOrEqual(2);
      expect(own.every((v) => v.status !== "published" || !v.expiresAt || v.expiresAt >= today)).toBe(true);
      expect(own.every((v) => v.status !== "expired" || (v.expiresAt! < today && v.expiredAt))).toBe(true);
      expect(new Set(own.map((v) => v.vacancyType))).toEqual(new Set(["volunteering", "activity", "language"]));
      expect(new Set(own.map((v) => v.title)).size, `${tenant}: titles differ`).toBe(own.length);
      expect(new Set(own.map((v) => v.searchBody)).size, `${tenant}: descriptions differ`).toBe(own.length);
      expect(own.some((v) => v.vogRequired) && own.some((v) => !v.vogRequired)).toBe(true);
      expect(own.some((v) => v.capacity !== null) && own.some((v) => v.contactPhoneVisible)).toBe(true);
      expect(new Set(own.map((v) => v.locationType))).toEqual(new Set(["organization", "address", "remote"]));
    }
    expect(rows.filter((v) => v.youtubeUrl).length).toBeGreaterThanOrEqual(1);
  });

  it("fills the denormalised columns as the API does", async () => {
    // The help requests' vacancies (ADR 0024) have their own rules: the last test below.
    const rows = (await t.db.select().from(vacancies)).filter((v) => !P2P_VACANCY_TYPES.includes(v.vacancyType));
    const orgs = new Map((await t.db.select().from(organizations)).map((o) => [o.id, o]));
    for (const v of rows) {
      const org = orgs.get(v.organizationId)!;
      expect([v.tenantId, v.volunteerCenterId, v.organizationName]).toEqual([org.tenantId, org.volunteerCenterId, org.name]);
      expect(v.tagMask, `${v.id} tags`).toBe(tagMask(v.tags));
      expect(v.ageGroupMask, `${v.id} age groups`).toBe(ageGroupMask(v.ageGroupIds));
      expect(v.ageGroupIds.every((id) => id >= 1 && id <= 5)).toBe(true);
      expect((v.description as { type: string }).type).toBe("doc");
      expect(v.descriptionHtml).toMatch(/^<p>/);
      expect(v.descriptionHtml).not.toMatch(/<script|on\w+=/i);
      expect(v.searchBody.length).toBeGreaterThan(200);
      expect(v.publishedAt === null).toBe(v.status === "draft");
      if (v.locationType === "remote") expect([v.city, v.latitude, v.longitude]).toEqual([null, null, null]);
      else expect(inNetherlands(v.latitude, v.longitude), `${v.id} ${v.city}`).toBe(true);
      if (v.locationType === "address") expect(normalizePostalCode(v.postalCode ?? "")).toBe(v.postalCode);
    }
    // Published vacancies belong to approved organisations; a pending one only has a draft.
    for (const v of rows.filter((r) => r.status !== "draft")) expect(orgs.get(v.organizationId)!.status).toBe("approved");
  });

  it("shares vacancies between centres only where the tenant has centre sharing (public)", async () => {
    const shared = await t.db.select().from(vacancies).where(eq(vacancies.shared, true));
    expect(new Set(shared.map((v) => v.tenantId))).toEqual(new Set(["public"]));
    const published = shared.filter((v) => v.status === "published");
    expect(new Set(published.map((v) => v.volunteerCenterId))).toEqual(new Set([5, 6]));
  });

  it("indexes every vacancy for full-text search (diacritics folded, prefixes)", async () => {
    for (const { tenant, indexed, stored } of await searchIndexCounts(t.db)) expect(indexed, tenant).toBe(stored);
    const match = async (q: string) => {
      let found = 0;
      for (const tenant of TENANT_IDS) {
        const fts = sql.raw(vacancyFtsTable(tenant));
        found += (await t.db.all(sql`select rowid from ${fts} where ${fts} match ${q}`)).length;
      }
      return found;
    };
    expect(await match("voedselbank")).toBeGreaterThan(3);
    expect(await match("vrijwil*")).toBeGreaterThan(100);
    expect(await match("coordinator")).toBeGreaterThan(0);
    expect(await match("roermond")).toBeGreaterThan(10);
  });

  it("has applications in every status, within each vacancy's places, with the superuser's notes", async () => {
    const apps = await t.db.select().from(applications);
    const byId = new Map((await t.db.select().from(vacancies)).map((v) => [v.id, v]));
    for (const tenant of Object.keys(VACANCIES_PER_TENANT)) {
      const own = apps.filter((a) => a.tenantId === tenant);
      expect(new Set(own.map((a) => a.status)), tenant).toEqual(new Set(APPLICATION_STATUSES));
      expect(own.some((a) => a.userId === null) && own.some((a) => a.userId !== null)).toBe(true);
    }
    for (const a of apps) {
      const v = byId.get(a.vacancyId)!;
      expect([a.tenantId, a.organizationId, a.volunteerCenterId]).toEqual([v.tenantId, v.organizationId, v.volunteerCenterId]);
      expect(a.createdAt > (v.publishedAt ?? "")).toBe(true);
    }
    // Places per vacancy, or per activity date (ADR 0022): the date's own capacity, else the vacancy's.
    const dates = new Map((await t.db.select().from(activityOccurrences)).map((o) => [o.id, o]));
    const groups = new Map<string, { capacity: number | null; apps: typeof apps }>();
    for (const a of apps) {
      const key = `${a.vacancyId}:${a.occurrenceId ?? 0}`;
      const capacity = a.occurrenceId !== null ? (dates.get(a.occurrenceId)?.capacity ?? null) : null;
      const group = groups.get(key) ?? { capacity: capacity ?? byId.get(a.vacancyId)!.capacity, apps: [] };
      group.apps.push(a);
      groups.set(key, group);
    }
    const full: string[] = [];
    for (const [key, g] of groups) {
      const taking = g.apps.filter((a) => PLACE_TAKING_STATUSES.includes(a.status)).length;
      const waiting = g.apps.filter((a) => a.status === "waitlisted").length;
      if (g.capacity !== null) expect(taking, key).toBeLessThanOrEqual(g.capacity);
      else expect(waiting).toBe(0);
      if (g.capacity !== null && taking === g.capacity && waiting > 0) full.push(key);
    }
    // One full vacancy per tenant, and one full activity date per tenant with activities.
    expect(full.length).toBe(Object.keys(VACANCIES_PER_TENANT).length + ACTIVITY_TENANTS.length);

    const notes = await t.db.select().from(internalNotes);
    const members = await t.db.select().from(organizationMemberships);
    expect(notes.length).toBeGreaterThanOrEqual(10);
    for (const note of notes) {
      const app = apps.find((a) => a.id === note.applicationId)!;
      expect(members.some((m) => m.userId === note.authorId && m.organizationId === app.organizationId)).toBe(true);
    }
  });

  it("caches every seeded postcode and the tenants' main places, so postcode search works offline", async () => {
    const cache = new Map((await t.db.select().from(postcodeCache)).map((p) => [p.postalCode, p]));
    const used = [
      ...buildSeedRows().addresses.map((a) => a.postalCode),
      ...(await t.db.select().from(vacancies)).map((v) => v.postalCode),
    ];
    for (const code of used.filter((c): c is string => !!c)) expect(cache.has(normalizePostalCode(code)!), code).toBe(true);
    for (const code of ["8096 BH", "8091 CA", "8051 BA", "6041 CP", "6071 CA", "3512 JC", "1012 JS"])
      expect(cache.has(code), code).toBe(true);
    for (const p of cache.values()) {
      expect(p.found && p.city && p.municipality).toBeTruthy();
      expect(inNetherlands(p.latitude, p.longitude), p.postalCode).toBe(true);
    }
  });

  it("gives every centre every notification template in nl and en", async () => {
    const rows = await t.db.select().from(notificationTemplates);
    const centers = await t.db.select().from(volunteerCenters);
    expect(rows.length).toBe(centers.length * NOTIFICATION_TEMPLATE_KEY_LIST.length * 2);
    for (const c of centers) {
      const own = rows.filter((r) => r.volunteerCenterId === c.id);
      expect(own.every((r) => r.tenantId === c.tenantId && r.active && r.subject.length > 0)).toBe(true);
      for (const key of NOTIFICATION_TEMPLATE_KEY_LIST) {
        expect(
          own
            .filter((r) => r.key === key)
            .map((r) => r.locale)
            .sort(),
          `${c.id} ${key}`,
        ).toEqual(["en", "nl"]);
      }
    }
    expect((rows[0].body as { type: string }).type).toBe("doc");
  });

  it("is deterministic apart from the day it runs, and keeps the ids the e2e tests use", async () => {
    const seed = buildSeedRows();
    const accounts = await buildUserRows(seed);
    const a = buildVacancyRows(seed, accounts, "2026-11-26");
    expect(buildVacancyRows(buildSeedRows(), await buildUserRows(buildSeedRows()), "2026-11-26")).toEqual(a);
    const later = buildVacancyRows(seed, accounts, "2027-03-01");
    expect(later.vacancies.map((v) => [v.id, v.title, v.status, v.searchBody])).toEqual(
      a.vacancies.map((v) => [v.id, v.title, v.status, v.searchBody]),
    );
    const byId = (id: number) => a.vacancies.find((v) => v.id === id)!;
    expect([byId(1).title, byId(1).organizationId]).toEqual(["Chauffeur voor de boodschappenbus", 1]);
    expect([byId(14).title, byId(14).capacity, byId(14).organizationId]).toEqual(["Uitgifte bij de voedselbank", 2, 3]);
  });

  it("is idempotent, and gives a database seeded before vacancies existed the vacancies once", async () => {
    const count = async () => Number((await t.db.select({ n: sql<number>`count(*)` }).from(vacancies))[0].n);
    const before = await count();
    expect(await seedDatabase(t.db)).toEqual({ seeded: false, accounts: false });
    expect(await addMissingVacancies(t.db)).toBe(0);
    expect(await count()).toBe(before);

    await t.db.delete(internalNotes);
    await t.db.delete(helpRequests);
    await t.db.delete(applications);
    await t.db.delete(vacancies);
    expect(await addMissingVacancies(t.db)).toBe(before);
    expect(await count()).toBe(before);
    expect(await addMissingVacancies(t.db)).toBe(0);
  }, 60_000);
});

describe("demo help requests (ADR 0024)", () => {
  it("seeds pending, approved (published, one with an offer) and rejected requests where peer-to-peer help is on", async () => {
    const rows = await t.db.select().from(helpRequests);
    for (const [tenant, type] of [
      ["oldebroek", "neighbour-help"],
      ["public", "one-on-one"],
    ] as const) {
      const own = rows.filter((r) => r.tenantId === tenant);
      expect(own.filter((r) => r.status === "pending").length, tenant).toBe(3);
      expect(own.filter((r) => r.status === "rejected" && r.reason).length, tenant).toBe(1);
      const approved = own.filter((r) => r.status === "approved");
      expect(approved.length, tenant).toBe(2);
      for (const r of approved) {
        const [v] = await t.db.select().from(vacancies).where(eq(vacancies.id, r.vacancyId!));
        expect(v).toMatchObject({ status: "published", vacancyType: type, city: r.city, street: null, postalCode: null });
        expect([v.latitude, v.longitude, v.contactEmail, v.contactPhone, v.houseNumber]).toEqual([null, null, null, null, null]);
        for (const secret of [r.street, r.postalCode, r.email, r.name]) expect(JSON.stringify(v)).not.toContain(secret);
      }
      const offers = await t.db
        .select()
        .from(applications)
        .where(
          sql`${applications.vacancyId} in (${sql.join(
            approved.map((r) => sql`${r.vacancyId}`),
            sql`, `,
          )})`,
        );
      expect(offers.map((a) => [a.email, a.status])).toEqual([[`volunteer@${tenant}.example.org`, "pending"]]);
    }
    expect(rows.some((r) => !["oldebroek", "public"].includes(r.tenantId))).toBe(false);
  });
});

describe("bulk vacancies (--scale)", () => {
  it("spreads N vacancies over the bulk organisations of every tenant, with consistent columns", () => {
    const centers = [1, 2, 3, 4, 5, 6].map((id) => ({
      id,
      tenantId: ["oldebroek", "roermond", "meedoen", "demo", "public", "public"][id - 1],
    }));
    const start = {
      organization: 1000,
      address: 1000,
      organizationProfile: 1000,
      contactPerson: 1000,
      page: 1000,
      contentBlock: 1000,
    };
    const bulk = generateBulkRows(centers, start, 50, 0);
    const rows = generateBulkVacancies(bulk, 5000, 2000, "2026-11-26");
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 2000 }, (_, i) => 5000 + i));
    expect(generateBulkVacancies(bulk, 5000, 2000, "2026-11-26")).toEqual(rows);
    const orgIds = new Set(bulk.organizations.map((o) => o.id));
    const tenants = new Map<string, number>();
    for (const r of rows) {
      expect(orgIds.has(r.organizationId)).toBe(true);
      tenants.set(r.tenantId, (tenants.get(r.tenantId) ?? 0) + 1);
      expect(r.tagMask).toBe(tagMask(r.tags!));
      expect(r.ageGroupMask).toBe(ageGroupMask(r.ageGroupIds!));
      if (r.locationType === "remote") expect(r.latitude).toBeNull();
      else expect(inNetherlands(r.latitude ?? null, r.longitude ?? null)).toBe(true);
      if (r.status === "expired") expect(r.expiresAt! < "2026-11-26" && r.publishedAt! < r.expiresAt!).toBe(true);
      if (r.status === "published" && r.expiresAt) expect(r.expiresAt > "2026-11-26").toBe(true);
    }
    expect([...tenants.values()]).toEqual([400, 400, 400, 400, 400]);
    expect(rows.filter((r) => r.status === "published").length).toBeGreaterThan(1600);
    expect(new Set(rows.map((r) => r.title)).size).toBeGreaterThan(500);
  });

  it("fills organisation and place into a text variant as the renderer would, also with quotes, <, & and backslashes", () => {
    const texts = bulkTexts();
    expect(new Set(texts.map((t) => t.id)).size).toBe(texts.length);
    for (const text of [texts[0], texts[texts.length - 1]]) {
      for (const [org, city] of [
        ["Stichting De Brug Zwolle", "Zwolle"],
        [`Club "De <Brug>" & Zn. \\ 't Veld`, "'s-Hertogenbosch"],
      ]) {
        const filled = fillBulkText(text, org, city);
        expect(renderRichText(filled.json)).toBe(filled.html);
        expect(richTextToPlainText(filled.json)).toBe(filled.text);
        expect(filled.text).not.toMatch(/\{org\}|\{city\}/);
      }
    }
  });
});
