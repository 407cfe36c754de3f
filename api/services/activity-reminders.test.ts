/**
 * The activity reminders on a fixed clock: a week ahead and a day ahead, to pending/accepted sign-ups only, of the
 * date (or a multi-day activity's first day), never for `flexible` activities — and a second run sends nothing.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationStatus } from "../../contract/applications";
import { tagMask } from "../../contract/vacancies";
import { activityOccurrences, applications, mailOutbox, type vacancies } from "../../db/schema";
import { type ApiHarness, createApiHarness } from "../../tests/setup/api";
import { type Fixture, makeVacancy, setUp } from "../resources/applications/applications.test-helpers";
import { longDate, runActivityReminders } from "./activity-reminders";

let h: ApiHarness;
let fx: Fixture;
beforeAll(async () => {
  h = await createApiHarness();
  fx = await setUp(h);
});
afterAll(() => h?.dispose());

const NOW = new Date("2026-03-20T09:00:00Z");
const hoursAhead = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

async function activity(startsInHours: number[], values: Partial<typeof vacancies.$inferInsert> = {}) {
  const v = await makeVacancy(h, fx, { vacancyType: "activity", frequency: "regularly", ...values });
  const rows = await h.db
    .insert(activityOccurrences)
    .values(
      startsInHours.map((hours) => ({
        tenantId: "oldebroek",
        vacancyId: v.id,
        startsAt: hoursAhead(hours),
        endsAt: hoursAhead(hours + 2),
        localDate: hoursAhead(hours).slice(0, 10),
      })),
    )
    .returning({ id: activityOccurrences.id });
  return { ...v, dates: rows.map((r) => r.id) };
}

let n = 0;
async function signUp(vacancyId: number, occurrenceId: number | null, status: ApplicationStatus = "pending", locale = "nl") {
  n += 1;
  const email = `herinnering.${n}@example.net`;
  await h.db.insert(applications).values({
    tenantId: "oldebroek",
    vacancyId,
    occurrenceId,
    organizationId: fx.orgId,
    volunteerCenterId: fx.centerId,
    firstName: "Rita",
    lastName: `Herinnering ${n}`,
    email,
    status,
    locale,
  });
  return email;
}

const mailsTo = (emails: string[]) => h.db.select().from(mailOutbox).where(inArray(mailOutbox.to, emails));

describe("runActivityReminders", () => {
  it("reminds a week and a day ahead, pending and accepted only, not flexible ones, each once", async () => {
    const coffee = await activity([6.5 * 24, 12, 3 * 24], { title: "Koffieochtend" });
    const flexible = await activity([6.5 * 24, 12], { title: "Flexibel", tags: ["flexible"], tagMask: tagMask(["flexible"]) });
    const multi = await activity([6.5 * 24, 7.5 * 24], { title: "Kampweek", frequency: "multi_day" });
    const weekPending = await signUp(coffee.id, coffee.dates[0]);
    const weekAccepted = await signUp(coffee.id, coffee.dates[0], "accepted", "en");
    const weekWaitlisted = await signUp(coffee.id, coffee.dates[0], "waitlisted");
    const weekWithdrawn = await signUp(coffee.id, coffee.dates[0], "withdrawn");
    const dayPending = await signUp(coffee.id, coffee.dates[1]);
    const later = await signUp(coffee.id, coffee.dates[2]);
    const flex = [await signUp(flexible.id, flexible.dates[0]), await signUp(flexible.id, flexible.dates[1])];
    const camper = await signUp(multi.id, null);
    const all = [weekPending, weekAccepted, weekWaitlisted, weekWithdrawn, dayPending, later, ...flex, camper];

    const first = await runActivityReminders(h.env, NOW, h.db);
    expect(first).toEqual({ week: 3, day: 1 });
    const mails = await mailsTo(all);
    const byTo = new Map(mails.map((m) => [m.to, m]));
    expect([...byTo.keys()].sort()).toEqual([weekPending, weekAccepted, dayPending, camper].sort());
    expect(byTo.get(weekPending)?.kind).toBe("activity_reminder_week");
    expect(byTo.get(weekPending)?.subject).toBe("Over een week: Koffieochtend");
    expect(byTo.get(weekPending)?.text).toContain(longDate(hoursAhead(6.5 * 24), "nl"));
    expect(byTo.get(weekAccepted)?.subject).toBe("In a week: Koffieochtend");
    // The calendar file on the recipient's site, and the date in English words for the English one.
    expect(byTo.get(weekPending)?.text).toMatch(
      /Zet de datum in je agenda: agendabestand \(\.ics\) \(\S+\/api\/v1\/vacancies\/\d+\/ical\)/,
    );
    expect(byTo.get(weekAccepted)?.text).toContain(longDate(hoursAhead(6.5 * 24), "en"));
    expect(byTo.get(weekAccepted)?.text).toMatch(/Add the date to your calendar/);
    expect(byTo.get(dayPending)?.kind).toBe("activity_reminder_day");
    expect(byTo.get(camper)?.subject).toBe("Over een week: Kampweek");
    const [marked] = await h.db.select().from(applications).where(eq(applications.email, weekPending));
    expect(marked.remindedWeekAt).toBe(NOW.toISOString());
    expect(marked.remindedDayAt).toBeNull();

    // Again, and an hour later: nothing more.
    expect(await runActivityReminders(h.env, NOW, h.db)).toEqual({ week: 0, day: 0 });
    expect(await runActivityReminders(h.env, new Date(NOW.getTime() + 3_600_000), h.db)).toEqual({ week: 0, day: 0 });
    expect(await mailsTo(all)).toHaveLength(4);

    // Six days on, the week-ahead ones get their day-before reminder (once).
    const sixDaysOn = new Date(NOW.getTime() + 6 * 24 * 3_600_000);
    expect(await runActivityReminders(h.env, sixDaysOn, h.db)).toEqual({ week: 0, day: 3 });
    expect(await runActivityReminders(h.env, sixDaysOn, h.db)).toEqual({ week: 0, day: 0 });
  });

  it("two runs at once send each reminder once", async () => {
    const a = await activity([30]);
    const emails = await Promise.all([1, 2, 3].map(() => signUp(a.id, a.dates[0])));
    const at = new Date(NOW.getTime() + 10 * 3_600_000);
    const [x, y] = await Promise.all([runActivityReminders(h.env, at, h.db), runActivityReminders(h.env, at, h.db)]);
    expect(x.day + y.day).toBe(3);
    expect(await mailsTo(emails)).toHaveLength(3);
  });
});
