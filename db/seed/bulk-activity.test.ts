import { describe, expect, it } from "vitest";
import { generateBulkRows } from "./bulk";
import { type BulkVolunteer, generateBulkApplications, generateBulkHelpRequests, generateBulkVolunteers } from "./bulk-activity";
import { generateBulkVacancies } from "./bulk-vacancies";

const TODAY = "2026-11-27";
const CENTERS = [
  { id: 1, tenantId: "oldebroek" },
  { id: 2, tenantId: "roermond" },
  { id: 5, tenantId: "public" },
  { id: 6, tenantId: "public" },
];
const START = {
  organization: 1000,
  address: 1000,
  organizationProfile: 1000,
  contactPerson: 1000,
  page: 1000,
  contentBlock: 1000,
};
const DAY = 86_400_000;

function build() {
  const rows = generateBulkRows(CENTERS, START, 50, 0);
  const vacancies = generateBulkVacancies(rows, 5000, 3000, TODAY);
  const people = generateBulkVolunteers(CENTERS, { user: 900, role: 900 }, 300, TODAY);
  const byTenant = new Map<string, BulkVolunteer[]>();
  for (const u of people.users) byTenant.set(u.tenantId, [...(byTenant.get(u.tenantId) ?? []), u as BulkVolunteer]);
  const applications = generateBulkApplications(vacancies, byTenant, 70_000, TODAY);
  const help = generateBulkHelpRequests(CENTERS, 400, 60, TODAY);
  return { vacancies, people, applications, help };
}

describe("bulk activity (seedBulk's applications, volunteers and help requests)", () => {
  const { vacancies, people, applications, help } = build();
  const vacancyOf = new Map(vacancies.map((v) => [v.id, v]));

  it("is deterministic", () => {
    expect(build().applications).toEqual(applications);
  });

  it("makes about three applications per vacancy, every status, each after its vacancy's publication and before today", () => {
    const perVacancy = applications.length / vacancies.length;
    expect(perVacancy).toBeGreaterThan(2.5);
    expect(perVacancy).toBeLessThan(3.5);
    expect(new Set(applications.map((a) => a.status))).toEqual(
      new Set(["pending", "accepted", "rejected", "withdrawn", "waitlisted"]),
    );
    expect(applications.map((a) => a.id)).toEqual(applications.map((_, i) => 70_000 + i));
    const keys = new Set<string>();
    for (const a of applications) {
      const v = vacancyOf.get(a.vacancyId);
      expect(v?.publishedAt, `application ${a.id}`).toBeTruthy();
      expect(a.tenantId).toBe(v?.tenantId);
      expect(a.volunteerCenterId).toBe(v?.volunteerCenterId);
      expect(a.organizationId).toBe(v?.organizationId);
      expect((a.createdAt as string) > (v?.publishedAt as string), `application ${a.id}`).toBe(true);
      expect((a.createdAt as string) < TODAY).toBe(true);
      expect(a.queuedAt).toBe(a.createdAt);
      const decided = a.status === "accepted" || a.status === "rejected";
      expect(a.decidedAt !== null, `application ${a.id} ${a.status}`).toBe(decided);
      expect(a.withdrawnAt !== null).toBe(a.status === "withdrawn");
      const ended = a.decidedAt ?? a.withdrawnAt;
      if (ended) {
        expect(ended >= (a.createdAt as string)).toBe(true);
        expect(Date.parse(ended) - Date.parse(a.createdAt as string)).toBeLessThanOrEqual(21 * DAY);
        expect(ended < TODAY).toBe(true);
      }
      const key = `${a.vacancyId}|${a.email}`;
      expect(keys.has(key), key).toBe(false);
      keys.add(key);
    }
    // Over two years, and some by the tenant's bulk volunteers.
    const days = new Set(applications.map((a) => (a.createdAt as string).slice(0, 7)));
    expect(days.size).toBeGreaterThanOrEqual(20);
    const users = new Map(people.users.map((u) => [u.id, u]));
    const byVolunteer = applications.filter((a) => a.userId !== null);
    expect(byVolunteer.length).toBeGreaterThan(applications.length / 10);
    for (const a of byVolunteer) expect(users.get(a.userId as number)?.tenantId).toBe(a.tenantId);
  });

  it("gives the volunteers the volunteer role and birth years from 14 to 85, a tenth left empty", () => {
    expect(people.userRoles.every((r) => r.role === "volunteer")).toBe(true);
    expect(people.userRoles.map((r) => r.userId)).toEqual(people.users.map((u) => u.id));
    const years = people.users.map((u) => u.birthYear);
    const empty = years.filter((y) => y === null).length;
    expect(empty).toBeGreaterThan(10);
    expect(empty).toBeLessThan(60);
    const ages = years.filter((y): y is number => y !== null).map((y) => 2026 - y);
    expect(Math.min(...ages)).toBeLessThan(18);
    expect(Math.max(...ages)).toBeGreaterThan(65);
    expect(new Set(people.users.map((u) => u.volunteerCenterId))).toEqual(new Set([1, 2, 5, 6]));
  });

  it("puts help requests at a Dutch postcode in one of the centre's towns, decided after they were made", () => {
    expect(help).toHaveLength(60);
    expect(new Set(help.map((h) => h.volunteerCenterId))).toEqual(new Set([1, 2, 5, 6]));
    for (const h of help) {
      expect(h.postalCode).toMatch(/^[1-9][0-9]{3} [A-Z]{2}$/);
      expect(h.city).toBeTruthy();
      expect(h.decidedAt === null).toBe(h.status === "pending");
      if (h.decidedAt) expect(h.decidedAt > (h.createdAt as string)).toBe(true);
      expect((h.updatedAt as string) < TODAY).toBe(true);
    }
  });
});
