/**
 * The demo activities (ADR 0022), built for a fixed day: every tenant with activities (not meedoen) has a one-off,
 * a weekly rule, a multi-day and a full-with-waitlist activity with dates this month and next; the rule's dates are
 * what the API's expansion gives; sign-ups stay within each date's places.
 */
import { describe, expect, it } from "vitest";
import { expandRecurrence, utcToLocal } from "../../contract/activities";
import { ACTIVITY_TENANTS } from "./activities";
import { buildSeedRows } from "./build";
import { buildUserRows, linkOrganizationsToAccounts } from "./users";
import { buildVacancyRows } from "./vacancies";

async function build(today: string) {
  const rows = buildSeedRows();
  const accounts = await buildUserRows(rows);
  linkOrganizationsToAccounts(rows, accounts);
  return buildVacancyRows(rows, accounts, today);
}

describe("demo activities", () => {
  it.each(["2026-11-26", "2027-01-31", "2027-03-01"])(
    "on %s: dates this month and next for every tenant but meedoen",
    async (today) => {
      const v = await build(today);
      expect(ACTIVITY_TENANTS).not.toContain("meedoen");
      expect(ACTIVITY_TENANTS).toContain("roermond");
      const next = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 1)).toISOString().slice(0, 7);
      for (const tenant of ["oldebroek", "roermond", "demo", "public", "meedoen"]) {
        const dates = v.activityOccurrences.filter((o) => o.tenantId === tenant);
        if (tenant === "meedoen") {
          expect(dates).toEqual([]);
          continue;
        }
        const months = new Set(dates.map((o) => o.localDate.slice(0, 7)));
        expect(months.has(today.slice(0, 7)), `${tenant} this month`).toBe(true);
        expect(months.has(next), `${tenant} next month`).toBe(true);
        const activities = v.vacancies.filter(
          (r) => r.tenantId === tenant && r.recurrence !== undefined && dates.some((o) => o.vacancyId === r.id),
        );
        expect(new Set(activities.map((a) => a.frequency))).toEqual(new Set(["once", "regularly", "multi_day"]));
        for (const o of dates) expect(utcToLocal(o.startsAt).date).toBe(o.localDate);
      }
    },
  );

  it("stores the coffee morning's rule as entered and its dates as the API expands it", async () => {
    const v = await build("2026-11-26");
    const coffee = v.vacancies.find((r) => r.tenantId === "roermond" && r.title === "Koffieochtend voor buurtgenoten");
    expect(coffee?.recurrence).toMatchObject({ freq: "weekly", weekdays: [1], start_date: "2026-11-01", until: "2026-12-31" });
    const dates = v.activityOccurrences.filter((o) => o.vacancyId === coffee?.id).map((o) => o.startsAt);
    expect(dates).toEqual(expandRecurrence(coffee!.recurrence!).map((d) => d.startsAt));
    expect(dates).toHaveLength(9);
  });

  it("fills the cooking workshop's first date with a waitlist; sign-ups are per date", async () => {
    const v = await build("2026-11-26");
    for (const tenant of ACTIVITY_TENANTS) {
      const cooking = v.vacancies.find((r) => r.tenantId === tenant && r.title === "Kookworkshop met de buurt")!;
      const [first] = v.activityOccurrences.filter((o) => o.vacancyId === cooking.id);
      const signups = v.applications.filter((a) => a.occurrenceId === first.id);
      expect(first.capacity).toBe(2);
      expect(signups.map((a) => a.status).sort()).toEqual(["accepted", "pending", "waitlisted"]);
      const route = v.vacancies.find(
        (r) => r.tenantId === tenant && r.frequency === "multi_day" && r.title === "Kunstroute-weekend",
      )!;
      expect(v.applications.filter((a) => a.vacancyId === route.id).map((a) => a.occurrenceId)).toEqual([null]);
    }
  });
});
