/**
 * An activity's dates in vacancy create/update (activities, ADR 0022): dates one by one or a weekly/monthly rule expanded in
 * Europe/Amsterdam, the whole set on an edit (ids kept), removal refused while a date has sign-ups (all or nothing),
 * and every bad input a 422 with a pointer, never a 500.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityOccurrences, applications, vacancies } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";
import { organizationsOf, pointers } from "./vacancies.test-helpers";

let h: ApiHarness;
let own: number;
const SUPERUSER = "organization_superuser@oldebroek.example.org";

beforeAll(async () => {
  h = await createApiHarness();
  [own] = (await organizationsOf(h, SUPERUSER, "oldebroek")).own;
});
afterAll(async () => {
  await h?.dispose();
});

const doc = (attributes: Record<string, unknown>, id?: number) => ({
  data: { type: "vacancies", ...(id ? { id: String(id) } : {}), attributes },
});
const send = async (method: string, path: string, body: unknown) =>
  h.json(path, { method, body, headers: await as(h, SUPERUSER) });
const create = (attributes: Record<string, unknown>) =>
  send(
    "POST",
    "/api/v1/vacancies",
    doc({ organization_id: own, title: "Koffieochtend", vacancy_type: "activity", ...attributes }),
  );
const update = (id: number, attributes: Record<string, unknown>) => send("PATCH", `/api/v1/vacancies/${id}`, doc(attributes, id));
const rule = {
  freq: "weekly",
  weekdays: [5],
  start_date: "2027-03-13",
  start_time: "10:00",
  end_time: "12:00",
  until: "2027-04-03",
};

describe("an activity's dates", () => {
  it("expands a weekly rule across the March change, 10:00 each week, the rule stored as entered", async () => {
    const { status, body } = await create({ frequency: "regularly", recurrence: rule, capacity: 8 });
    expect(status).toBe(201);
    const a = body.data.attributes;
    expect(a.frequency).toBe("regularly");
    expect(a.waitlist_enabled).toBe(true);
    expect(a.recurrence).toMatchObject({ ...rule, interval: 1 });
    expect(a.occurrences.map((o: { starts_at: string }) => o.starts_at)).toEqual([
      "2027-03-13T10:00:00+01:00",
      "2027-03-20T10:00:00+01:00",
      "2027-03-27T10:00:00+01:00",
      "2027-04-03T10:00:00+02:00",
    ]);
    expect(a.occurrences[0]).toMatchObject({
      date: "2027-03-13",
      start_time: "10:00",
      end_time: "12:00",
      capacity: 8,
      places_left: 8,
      past: false,
    });
    const rows = await h.db
      .select()
      .from(activityOccurrences)
      .where(eq(activityOccurrences.vacancyId, Number(body.data.id)));
    expect(rows.map((r) => r.startsAt)).toContain("2027-04-03T08:00:00.000Z");
    expect(rows.map((r) => r.localDate)).toContain("2027-04-03");
  });

  it("a one-off activity has exactly one date; the dates are checked field by field", async () => {
    const one = { date: "2027-05-01", start_time: "09:00", end_time: "13:00" };
    const ok = await create({ frequency: "once", occurrences: [one], waitlist_enabled: false });
    expect(ok.status).toBe(201);
    expect(ok.body.data.attributes.occurrences).toHaveLength(1);
    expect(ok.body.data.attributes.waitlist_enabled).toBe(false);
    const two = await create({ frequency: "once", occurrences: [one, { ...one, date: "2027-05-02" }] });
    expect(two.status).toBe(422);
    expect(pointers(two.body)).toEqual([["/data/attributes/occurrences", "once_needs_one_date"]]);
    const reversed = await create({ occurrences: [{ ...one, end_time: "08:00" }] });
    expect(pointers(reversed.body)).toEqual([["/data/attributes/occurrences/0/end_time", "end_before_start"]]);
  });

  it("refuses a rule without an end and one of 500 dates, saying how many", async () => {
    const { until: _, ...endless } = rule;
    const none = await create({ recurrence: endless });
    expect(none.status).toBe(422);
    expect(pointers(none.body)).toEqual([["/data/attributes/recurrence/until", "invalid_type"]]);
    const long = await create({
      recurrence: { ...rule, weekdays: [0, 1, 2, 3, 4], start_date: "2027-01-04", until: "2028-12-01" },
    });
    expect(long.status).toBe(422);
    expect(pointers(long.body)).toEqual([["/data/attributes/recurrence/until", "too_many_occurrences"]]);
    expect(long.body.errors[0].detail).toMatch(/500 dates; the maximum is 100/);
  });

  it.each([
    [{ occurrences: [{ date: "2026-13-01", start_time: "10:00", end_time: "11:00" }] }, "/data/attributes/occurrences/0/date"],
    [{ occurrences: [{ date: "../", start_time: "10:00", end_time: "11:00" }] }, "/data/attributes/occurrences/0/date"],
    [
      { occurrences: [{ date: "2027-01-01", start_time: "25:99", end_time: "11:00" }] },
      "/data/attributes/occurrences/0/start_time",
    ],
    [{ occurrences: "2027-01-01" }, "/data/attributes/occurrences"],
    [{ occurrences: [] }, "/data/attributes/occurrences"],
    [{ recurrence: { ...rule, freq: "daily" } }, "/data/attributes/recurrence/freq"],
    [{ recurrence: { ...rule, interval: 99 } }, "/data/attributes/recurrence/interval"],
    [{ recurrence: { ...rule, weekdays: [] } }, "/data/attributes/recurrence/weekdays"],
    [{ recurrence: { ...rule, until: "0001-01-01" } }, "/data/attributes/recurrence/until"],
    [{ recurrence: { ...rule, until: "9999-12-31" } }, "/data/attributes/recurrence/until"],
    [{ frequency: "daily" }, "/data/attributes/frequency"],
    [
      { recurrence: rule, occurrences: [{ date: "2027-01-01", start_time: "10:00", end_time: "11:00" }] },
      "/data/attributes/recurrence",
    ],
    [{ vacancy_type: "volunteering", recurrence: rule }, "/data/attributes/recurrence"],
  ])("refuses %j at %s (422, never a 500)", async (attributes, pointer) => {
    const { status, body } = await create(attributes);
    expect(status).toBe(422);
    expect(pointers(body).map(([p]) => p)).toContain(pointer);
  });

  it("an edit sends the whole set: ids keep their dates and sign-ups, others are added or removed", async () => {
    const created = await create({
      frequency: "regularly",
      occurrences: [
        { date: "2027-06-01", start_time: "10:00", end_time: "11:00" },
        { date: "2027-06-08", start_time: "10:00", end_time: "11:00" },
        { date: "2027-06-15", start_time: "10:00", end_time: "11:00", capacity: 3 },
      ],
    });
    const id = Number(created.body.data.id);
    const [first, second, third] = created.body.data.attributes.occurrences as Array<{ id: number }>;
    const [row] = await h.db.select().from(vacancies).where(eq(vacancies.id, id));
    await h.db.insert(applications).values({
      tenantId: "oldebroek",
      vacancyId: id,
      occurrenceId: second.id,
      organizationId: row.organizationId,
      volunteerCenterId: row.volunteerCenterId,
      firstName: "Vera",
      lastName: "Vrijwilliger",
      email: "vera@example.org",
    });
    // Removing the date with a sign-up: refused, nothing changed (not even the title).
    const refused = await update(id, {
      title: "Nieuwe titel",
      occurrences: [{ id: first.id, date: "2027-06-01", start_time: "10:00", end_time: "11:00" }],
    });
    expect(refused.status).toBe(422);
    expect(pointers(refused.body)).toEqual([["/data/attributes/occurrences", "occurrence_has_signups"]]);
    const [unchanged] = await h.db.select().from(vacancies).where(eq(vacancies.id, id));
    expect(unchanged.title).toBe("Koffieochtend");
    // Keep the second (moved to 14:00), drop the first and third, add one.
    const { status, body } = await update(id, {
      title: "Nieuwe titel",
      occurrences: [
        { id: second.id, date: "2027-06-08", start_time: "14:00", end_time: "15:30" },
        { date: "2027-06-22", start_time: "10:00", end_time: "11:00", capacity: 2 },
      ],
    });
    expect(status).toBe(200);
    const dates = body.data.attributes.occurrences;
    expect(dates.map((o: { id: number }) => o.id)[0]).toBe(second.id);
    expect(dates.map((o: { id: number }) => o.id)).not.toContain(third.id);
    expect(dates[0]).toMatchObject({ start_time: "14:00", end_time: "15:30", places_left: null });
    expect(dates[1]).toMatchObject({ date: "2027-06-22", capacity: 2, places_left: 2 });
    const [signup] = await h.db.select().from(applications).where(eq(applications.email, "vera@example.org"));
    expect(signup.occurrenceId).toBe(second.id);
    // Another vacancy's date id is not this one's.
    const other = await create({ occurrences: [{ date: "2027-07-01", start_time: "10:00", end_time: "11:00" }] });
    const foreign = other.body.data.attributes.occurrences[0].id;
    const stolen = await update(id, {
      occurrences: [{ id: foreign, date: "2027-07-01", start_time: "10:00", end_time: "11:00" }],
    });
    expect(pointers(stolen.body)).toContainEqual(["/data/attributes/occurrences/0/id", "not_found"]);
  });

  it("a new rule keeps the dates it still gives (by their start) and their sign-ups", async () => {
    const created = await create({ frequency: "regularly", recurrence: rule });
    const id = Number(created.body.data.id);
    const before = created.body.data.attributes.occurrences as Array<{ id: number; date: string }>;
    const { status, body } = await update(id, { recurrence: { ...rule, until: "2027-04-17" } });
    expect(status).toBe(200);
    const after = body.data.attributes.occurrences as Array<{ id: number; date: string }>;
    expect(after).toHaveLength(6);
    expect(after.slice(0, 4).map((o) => o.id)).toEqual(before.map((o) => o.id));
    expect(body.data.attributes.recurrence.until).toBe("2027-04-17");
    // Dates one by one replace the rule.
    const plain = await update(id, {
      occurrences: [{ id: after[0].id, date: after[0].date, start_time: "10:00", end_time: "12:00" }],
    });
    expect(plain.body.data.attributes.recurrence).toBeNull();
    expect(plain.body.data.attributes.occurrences).toHaveLength(1);
  });

  it("a volunteering vacancy answers no dates and may switch its waitlist off", async () => {
    const { status, body } = await create({ vacancy_type: "volunteering", waitlist_enabled: false, frequency: null });
    expect(status).toBe(201);
    expect(body.data.attributes).toMatchObject({ occurrences: [], frequency: null, recurrence: null, waitlist_enabled: false });
  });
});

/** PRODUCT.md: an activity is publishable only with at least one upcoming date; past dates stay allowed on edits. */
describe("publishing an activity needs an upcoming date", () => {
  const DAY = 86_400_000;
  const localDay = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  const dateOf = (days: number) => ({ date: localDay(days), start_time: "10:00", end_time: "12:00" });

  it("refuses to create it published with only past dates (422 at occurrences); a draft may have them", async () => {
    const published = await create({ frequency: "regularly", occurrences: [dateOf(-3), dateOf(-1)], status: "published" });
    expect(published.status).toBe(422);
    expect(pointers(published.body)).toEqual([["/data/attributes/occurrences", "no_upcoming_date"]]);
    const rule = {
      freq: "weekly",
      weekdays: [1],
      start_date: localDay(-30),
      start_time: "10:00",
      end_time: "11:00",
      until: localDay(-2),
    };
    const byRule = await create({ frequency: "regularly", recurrence: rule, status: "published" });
    expect(pointers(byRule.body)).toEqual([["/data/attributes/occurrences", "no_upcoming_date"]]);
    const noDates = await create({ frequency: "regularly", status: "published" });
    expect(pointers(noDates.body)).toEqual([["/data/attributes/occurrences", "no_upcoming_date"]]);

    const draft = await create({ frequency: "regularly", occurrences: [dateOf(-3)], status: "draft" });
    expect(draft.status).toBe(201);
    const publish = await update(Number(draft.body.data.id), { status: "published" });
    expect(publish.status).toBe(422);
    expect(pointers(publish.body)).toEqual([["/data/attributes/occurrences", "no_upcoming_date"]]);
    const [row] = await h.db
      .select()
      .from(vacancies)
      .where(eq(vacancies.id, Number(draft.body.data.id)));
    expect(row.status).toBe("draft");
  });

  it("publishes with one upcoming date beside past ones, and an edit keeping the past dates plus one upcoming is fine", async () => {
    const made = await create({ frequency: "regularly", occurrences: [dateOf(-2), dateOf(5)], status: "published" });
    expect(made.status).toBe(201);
    const id = Number(made.body.data.id);
    const rows = await h.db.select().from(activityOccurrences).where(eq(activityOccurrences.vacancyId, id));
    const kept = rows.map((r) => ({ id: r.id, date: r.localDate, start_time: "10:00", end_time: "12:00" }));
    const edited = await update(id, { title: "Koffieochtend (nieuw)", occurrences: [...kept, dateOf(12)] });
    expect(edited.status).toBe(200);
    expect(edited.body.data.attributes.status).toBe("published");

    // Staying published: an edit that leaves it only past dates is refused, nothing written.
    const past = kept.filter((k) => k.date < localDay(0));
    const refused = await update(id, { occurrences: past });
    expect(refused.status).toBe(422);
    expect(pointers(refused.body)).toEqual([["/data/attributes/occurrences", "no_upcoming_date"]]);
    const after = await h.db.select().from(activityOccurrences).where(eq(activityOccurrences.vacancyId, id));
    expect(after).toHaveLength(3);
  });

  it("bulk publishing follows the same rule, naming the activity; all or nothing", async () => {
    const ok = await create({ frequency: "regularly", occurrences: [dateOf(4)], status: "draft" });
    const over = await create({ title: "Voorbij", frequency: "regularly", occurrences: [dateOf(-4)], status: "draft" });
    const ids = [Number(ok.body.data.id), Number(over.body.data.id)];
    const bulk = await send("PATCH", "/api/v1/vacancies/bulk", {
      data: { type: "vacancies", attributes: { ids, status: "published" } },
    });
    expect(bulk.status).toBe(422);
    expect(pointers(bulk.body)).toEqual([["/data/attributes/status", "no_upcoming_date"]]);
    expect(bulk.body.errors[0].meta).toMatchObject({ id: String(ids[1]) });
    expect(bulk.body.errors[0].detail).toContain("Voorbij");
    const rows = await h.db.select().from(vacancies).where(eq(vacancies.id, ids[0]));
    expect(rows[0].status).toBe("draft");
    const alone = await send("PATCH", "/api/v1/vacancies/bulk", {
      data: { type: "vacancies", attributes: { ids: [ids[0]], status: "published" } },
    });
    expect(alone.status).toBe(200);
  });
});
