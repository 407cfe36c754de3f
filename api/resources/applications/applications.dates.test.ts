/**
 * Signing up for an activity's date (activities, ADR 0022): `occurrence_id` required, defaulted, refused (past, unknown, another
 * vacancy's, multi-day, not an activity), places per date in the one INSERT…SELECT, the waitlist per date and its
 * promotion, `waitlist_enabled` false → 422 `full`, and the managers' `filter[occurrence_id]`.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityOccurrences, applications, type vacancies } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";
import {
  applyAndRead,
  applyTo,
  type Fixture,
  makeVacancy,
  ORG_SUPERUSER,
  outboxTo,
  person,
  setUp,
  statusOf,
  VOLUNTEER,
} from "./applications.test-helpers";

let h: ApiHarness;
let fx: Fixture;
beforeAll(async () => {
  h = await createApiHarness();
  fx = await setUp(h);
});
afterAll(() => h?.dispose());

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** An activity with dates `days` from now (negative: past), each with its own capacity (undefined: the vacancy's). */
async function activity(
  dates: Array<{ days: number; capacity?: number | null }>,
  values: Partial<typeof vacancies.$inferInsert> = {},
) {
  const v = await makeVacancy(h, fx, { vacancyType: "activity", frequency: "regularly", ...values });
  const rows = await h.db
    .insert(activityOccurrences)
    .values(
      dates.map((d) => ({
        tenantId: "oldebroek",
        vacancyId: v.id,
        startsAt: at(d.days),
        endsAt: at(d.days + 0.1),
        localDate: at(d.days).slice(0, 10),
        capacity: d.capacity ?? null,
      })),
    )
    .returning({ id: activityOccurrences.id });
  return { ...v, dates: rows.map((r) => r.id) };
}
const errorsOf = (body: { errors: Array<{ source?: { pointer?: string }; code: string }> }) =>
  body.errors.map((e) => [e.source?.pointer, e.code]);

describe("signing up for an activity's date", () => {
  it("takes the date, answers it, and names it in the mail; the same person may take another date, not the same twice", async () => {
    const a = await activity([{ days: 7 }, { days: 14 }]);
    const who = person();
    const res = await applyAndRead(h, a.id, { ...who, occurrence_id: a.dates[0] });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.data.attributes).toMatchObject({ status: "pending", occurrence_id: a.dates[0] });
    expect(res.body.data.attributes.occurrence_starts_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/);
    const [mail] = await outboxTo(h, who.email);
    // As a person writes it, in Amsterdam time: "— zaterdag 5 december, 10:00".
    expect(mail.subject).toMatch(new RegExp(`${a.title} — [a-z]+dag \\d{1,2} [a-z]+, \\d\\d:\\d\\d `));
    expect((await applyAndRead(h, a.id, { ...who, occurrence_id: a.dates[1] })).status).toBe(202);
    // The same date again: the neutral answer (ADR 0021), nothing stored, the owner told by mail.
    const again = await applyTo(h, a.id, { ...who, occurrence_id: a.dates[0] });
    expect(again.status).toBe(202);
    expect(await h.db.select().from(applications).where(eq(applications.email, who.email))).toHaveLength(2);
    expect((await outboxTo(h, who.email)).map((m) => m.kind)).toContain("application_repeated");
  });

  it("needs a date when several are to come; takes the only one to come by itself", async () => {
    const two = await activity([{ days: 3 }, { days: 10 }]);
    const res = await applyAndRead(h, two.id, person());
    expect(res.status).toBe(422);
    expect(errorsOf(res.body)).toEqual([["/data/attributes/occurrence_id", "occurrence_required"]]);
    const one = await activity([{ days: -3 }, { days: 5 }]);
    const ok = await applyAndRead(h, one.id, person());
    expect(ok.status).toBe(202);
    expect(ok.body.data.attributes.occurrence_id).toBe(one.dates[1]);
  });

  it("refuses a past date, another vacancy's, an unknown one, and nonsense — 422 at occurrence_id, never a 500", async () => {
    const a = await activity([{ days: -1 }, { days: 4 }, { days: 8 }]);
    const b = await activity([{ days: 4 }]);
    const cases: Array<[unknown, string]> = [
      [a.dates[0], "occurrence_past"],
      [b.dates[0], "occurrence_unknown"],
      [99_999_999, "occurrence_unknown"],
      ["abc", "invalid_type"],
      [-5, "too_small"],
      ["../", "invalid_type"],
    ];
    for (const [occurrence_id, code] of cases) {
      const res = await applyAndRead(h, a.id, { ...person(), occurrence_id });
      expect(res.status, String(occurrence_id)).toBe(422);
      expect(errorsOf(res.body), String(occurrence_id)).toEqual([["/data/attributes/occurrence_id", code]]);
    }
    expect(await h.db.select().from(applications).where(eq(applications.vacancyId, a.id))).toEqual([]);
  });

  it("a multi-day activity and other vacancies take no date", async () => {
    const multi = await activity([{ days: 2 }, { days: 3 }], { frequency: "multi_day", capacity: 5 });
    const refused = await applyAndRead(h, multi.id, { ...person(), occurrence_id: multi.dates[0] });
    expect(errorsOf(refused.body)).toEqual([["/data/attributes/occurrence_id", "occurrence_not_allowed"]]);
    const whole = await applyAndRead(h, multi.id, person());
    expect(whole.status).toBe(202);
    expect(whole.body.data.attributes).toMatchObject({ occurrence_id: null, occurrence_starts_at: null });
    const plain = await makeVacancy(h, fx);
    const res = await applyAndRead(h, plain.id, { ...person(), occurrence_id: multi.dates[0] });
    expect(errorsOf(res.body)).toEqual([["/data/attributes/occurrence_id", "occurrence_not_allowed"]]);
  });

  it("counts places per date (its own, else the vacancy's); beyond them the date's waitlist", async () => {
    const a = await activity([{ days: 6, capacity: 1 }, { days: 13 }], { capacity: 2 });
    const first = await applyAndRead(h, a.id, { ...person(), occurrence_id: a.dates[0] });
    const second = await applyAndRead(h, a.id, { ...person(), occurrence_id: a.dates[0] });
    expect([first.body.data.attributes.status, second.body.data.attributes.status]).toEqual(["pending", "waitlisted"]);
    expect(second.body.data.attributes.waitlist_position).toBe(1);
    // The other date has the vacancy's 2 places of its own.
    const other = await Promise.all([1, 2, 3].map(() => applyAndRead(h, a.id, { ...person(), occurrence_id: a.dates[1] })));
    expect(other.map((r) => r.body.data.attributes.status).sort()).toEqual(["pending", "pending", "waitlisted"]);
    expect(other.find((r) => r.body.data.attributes.status === "waitlisted")?.body.data.attributes.waitlist_position).toBe(1);
    // The vacancy page answers the places left per date.
    const page = await h.json(`/api/v1/vacancies/${a.id}`);
    expect(page.body.data.attributes.occurrences.map((o: { places_left: number }) => o.places_left)).toEqual([0, 0]);
  });

  it("never overfills a date under concurrent sign-ups", async () => {
    const a = await activity([{ days: 9, capacity: 3 }]);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => applyAndRead(h, a.id, { ...person(), occurrence_id: a.dates[0] })),
    );
    const statuses = results.map((r) => r.body.data.attributes.status);
    expect(statuses.filter((s) => s === "pending")).toHaveLength(3);
    expect(statuses.filter((s) => s === "waitlisted")).toHaveLength(7);
  });

  it("without a waitlist a full date is 422 full and nothing is stored", async () => {
    const a = await activity([{ days: 6, capacity: 1 }], { waitlistEnabled: false });
    expect((await applyAndRead(h, a.id, { ...person(), occurrence_id: a.dates[0] })).status).toBe(202);
    const full = await applyAndRead(h, a.id, { ...person(), occurrence_id: a.dates[0] });
    expect(full.status).toBe(422);
    expect(errorsOf(full.body)).toEqual([["/data/attributes/occurrence_id", "full"]]);
    expect(await h.db.select().from(applications).where(eq(applications.vacancyId, a.id))).toHaveLength(1);
    // A plain vacancy without a waitlist: 422 full at vacancy_id.
    const plain = await makeVacancy(h, fx, { capacity: 1, waitlistEnabled: false });
    await applyAndRead(h, plain.id, person());
    const res = await applyAndRead(h, plain.id, person());
    expect(errorsOf(res.body)).toEqual([["/data/attributes/vacancy_id", "full"]]);
  });

  it("a freed place promotes the first on that date's waitlist, not another date's", async () => {
    const a = await activity([
      { days: 6, capacity: 1 },
      { days: 7, capacity: 1 },
    ]);
    const taker = await applyAndRead(h, a.id, { ...person(), occurrence_id: a.dates[0] });
    const otherDate = [
      await applyAndRead(h, a.id, { ...person(), occurrence_id: a.dates[1] }),
      await applyAndRead(h, a.id, { ...person(), occurrence_id: a.dates[1] }),
    ];
    const waiting = await applyAndRead(h, a.id, { ...person(), occurrence_id: a.dates[0] });
    expect(waiting.body.data.attributes.status).toBe("waitlisted");
    const headers = await as(h, ORG_SUPERUSER);
    const rejected = await h.json(`/api/v1/applications/${taker.body.data.id}`, {
      method: "PATCH",
      headers,
      body: { data: { type: "applications", id: taker.body.data.id, attributes: { status: "rejected" } } },
    });
    expect(rejected.status).toBe(200);
    expect(await statusOf(h, Number(waiting.body.data.id))).toBe("pending");
    expect(await statusOf(h, Number(otherDate[1].body.data.id))).toBe("waitlisted");
    const promoted = await outboxTo(h, waiting.body.data.attributes.email);
    expect(promoted.map((m) => m.kind)).toContain("application_promoted");
  });

  it("GET /applications?filter[occurrence_id]= answers one date's sign-ups to its managers", async () => {
    const a = await activity([{ days: 6 }, { days: 7 }]);
    await applyAndRead(h, a.id, { ...person(), occurrence_id: a.dates[0] });
    await applyAndRead(h, a.id, { ...person(), occurrence_id: a.dates[0] });
    await applyAndRead(h, a.id, { ...person(), occurrence_id: a.dates[1] });
    const headers = await as(h, ORG_SUPERUSER);
    const { status, body } = await h.json(`/api/v1/applications?filter[occurrence_id]=${a.dates[0]}&sort=name`, { headers });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
    expect(body.data.every((r: { attributes: { occurrence_id: number } }) => r.attributes.occurrence_id === a.dates[0])).toBe(
      true,
    );
    const volunteer = await h.json(`/api/v1/applications?filter[occurrence_id]=${a.dates[0]}`, {
      headers: await as(h, VOLUNTEER),
    });
    expect(volunteer.status).toBe(403);
    const bad = await h.json("/api/v1/applications?filter[occurrence_id]=..%2F", { headers });
    expect(bad.status).toBe(400);
  });
});
