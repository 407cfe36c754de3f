/**
 * The personal calendar feed on a real D1 (calendar feeds, ADR 0023): /calendar_feeds/current (make, rotate, revoke) and
 * /ical/personal/{token}.ics — only the owner's pending/accepted sign-ups, the secret stored only as its hash,
 * a rotated or revoked secret 404, another tenant's secret 404, never cached.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarFeeds, users } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";
import { parseCalendar } from "../../../tests/setup/ical";
import { hashToken } from "../../auth/tokens";
import { applyTo, setUp } from "../applications/applications.test-helpers";
import {
  addActivity,
  addSignup,
  dateIn,
  type Ids,
  ORG_SUPERUSER,
  organizationOf,
  STUDENT,
  userId,
  VOLUNTEER,
} from "../ical/ical.test-helpers";

let h: ApiHarness;
let ids: Ids;
let volunteer: Record<string, string>;
const CURRENT = "/api/v1/calendar_feeds/current";
const titles: Record<string, string> = {};

const pathOf = (url: string) => new URL(url).pathname;
const personal = async (path: string, tenant = "oldebroek") => {
  const response = await h.call(path, { tenant });
  return { response, text: await response.text() };
};

beforeAll(async () => {
  h = await createApiHarness();
  ids = await organizationOf(h, ORG_SUPERUSER);
  volunteer = await as(h, VOLUNTEER);
  const me = await userId(h, VOLUNTEER);
  const other = await userId(h, STUDENT);
  const add = async (
    key: string,
    status: string,
    opts: { whole?: boolean; user?: number; days?: number[]; values?: object } = {},
  ) => {
    const title = `Activiteit ${key}`;
    titles[key] = title;
    const { vacancyId, occurrenceIds } = await addActivity(
      h,
      ids,
      (opts.days ?? [2]).map((d) => dateIn(d)),
      { title, ...opts.values },
    );
    await addSignup(h, ids, { vacancyId, occurrenceId: opts.whole ? null : occurrenceIds[0], userId: opts.user ?? me, status });
    return occurrenceIds;
  };
  await add("pending", "pending");
  await add("accepted", "accepted");
  await add("waitlisted", "waitlisted");
  await add("rejected", "rejected");
  await add("withdrawn", "withdrawn");
  await add("someoneElse", "accepted", { user: other });
  await add("wholeMultiDay", "accepted", { whole: true, days: [10, 11, 12], values: { frequency: "multi_day" } });
  await add("archived", "accepted", { values: { status: "archived" } });
  await add("p2p", "accepted", { values: { vacancyType: "one-on-one", street: "Geheimstraat", houseNumber: "13" } });
  // Signed up for the second date only: the first is not in the feed.
  titles.secondDate = "Activiteit secondDate";
  const two = await addActivity(h, ids, [dateIn(20), dateIn(27)], { title: titles.secondDate });
  await addSignup(h, ids, { vacancyId: two.vacancyId, occurrenceId: two.occurrenceIds[1], userId: me, status: "pending" });
});
afterAll(() => h?.dispose());

describe("/api/v1/calendar_feeds/current", () => {
  it("signed out: 401; signed in without a feed: not active", async () => {
    expect((await h.call(CURRENT)).status).toBe(401);
    expect((await h.call(CURRENT, { method: "POST" })).status).toBe(401);
    expect((await h.call(CURRENT, { method: "DELETE" })).status).toBe(401);
    const { status, body, headers } = await h.json(CURRENT, { headers: volunteer });
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(body.data).toMatchObject({
      type: "calendar_feeds",
      id: "current",
      attributes: { active: false, created_at: null, url: null },
    });
  });

  it("POST makes the feed and answers its secret URL once; only the hash is stored", async () => {
    const made = await h.json(CURRENT, { method: "POST", headers: volunteer });
    expect(made.status).toBe(201);
    expect(made.headers.get("Cache-Control")).toBe("private, no-store");
    const { url, webcal_url, active, created_at } = made.body.data.attributes;
    expect(active).toBe(true);
    expect(created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(url).toMatch(/^http:\/\/oldebroek\.localhost\/api\/v1\/ical\/personal\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(webcal_url).toBe(url.replace(/^http:/, "webcal:"));
    const token = pathOf(url).split("/").pop()?.replace(".ics", "") ?? "";
    const [row] = await h.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, await userId(h, VOLUNTEER)));
    expect(row.tokenHash).toBe(await hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const shown = await h.json(CURRENT, { headers: volunteer });
    expect(shown.body.data.attributes).toEqual({ active: true, created_at, url: null, webcal_url: null });
  });

  it("the feed holds the owner's pending and accepted sign-ups only, every day of a whole-activity sign-up", async () => {
    const made = await h.json(CURRENT, { method: "POST", headers: volunteer });
    const { response, text } = await personal(pathOf(made.body.data.attributes.url));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const calendar = parseCalendar(text);
    expect(calendar.name).toMatch(/^Mijn activiteiten – /);
    // The seed's own sign-ups of this volunteer (db/seed/activities.ts) are in the feed too; these are the test's.
    const summaries = calendar.events
      .map((e) => e.summary)
      .filter((s) => s.startsWith("Activiteit "))
      .sort();
    expect(summaries).toEqual(
      [
        titles.pending,
        titles.accepted,
        titles.wholeMultiDay,
        titles.wholeMultiDay,
        titles.wholeMultiDay,
        titles.secondDate,
      ].sort(),
    );
    const second = calendar.events.find((e) => e.summary === titles.secondDate);
    expect(second?.start).toBe(dateIn(27)[0]);
    expect(text).not.toMatch(/Geheimstraat/);
  });

  it("without a tenant header the host decides, and another tenant's host does not know the secret", async () => {
    const made = await h.json(CURRENT, { method: "POST", headers: volunteer });
    const path = pathOf(made.body.data.attributes.url);
    expect((await h.call(path, { tenant: null, headers: { Host: "oldebroek.localhost" } })).status).toBe(200);
    expect((await h.call(path, { tenant: null, headers: { Host: "roermond.localhost" } })).status).toBe(404);
    expect((await personal(path, "roermond")).response.status).toBe(404);
    expect((await personal(path, "meedoen")).response.status).toBe(404);
  });

  it("POST again rotates: the old URL is 404 at once, the new one works", async () => {
    const first = await h.json(CURRENT, { method: "POST", headers: volunteer });
    const second = await h.json(CURRENT, { method: "POST", headers: volunteer });
    expect(second.body.data.attributes.url).not.toBe(first.body.data.attributes.url);
    expect((await personal(pathOf(first.body.data.attributes.url))).response.status).toBe(404);
    expect((await personal(pathOf(second.body.data.attributes.url))).response.status).toBe(200);
    expect(
      await h.db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, await userId(h, VOLUNTEER))),
    ).toHaveLength(1);
  });

  it("DELETE revokes: the URL is 404, the feed is no longer active; a second DELETE is fine", async () => {
    const made = await h.json(CURRENT, { method: "POST", headers: volunteer });
    expect((await h.call(CURRENT, { method: "DELETE", headers: volunteer })).status).toBe(204);
    expect((await personal(pathOf(made.body.data.attributes.url))).response.status).toBe(404);
    expect((await h.json(CURRENT, { headers: volunteer })).body.data.attributes.active).toBe(false);
    expect((await h.call(CURRENT, { method: "DELETE", headers: volunteer })).status).toBe(204);
  });

  it("each user has their own feed; one's secret never shows another's sign-ups", async () => {
    const student = await as(h, STUDENT);
    const mine = await h.json(CURRENT, { method: "POST", headers: volunteer });
    const theirs = await h.json(CURRENT, { method: "POST", headers: student });
    const theirEvents = parseCalendar((await personal(pathOf(theirs.body.data.attributes.url))).text).events;
    expect(theirEvents.map((e) => e.summary)).toEqual([titles.someoneElse]);
    expect((await personal(pathOf(mine.body.data.attributes.url))).response.status).toBe(200);
  });

  it.each([
    "x.ics",
    `${"a".repeat(43)}.ics`,
    `${"a".repeat(44)}.ics`,
    `${"a".repeat(43)}`,
    `${"a".repeat(43)}.ICS`,
    "%00.ics",
    "..%2F..%2Fvacancies.ics",
    `${"a".repeat(5000)}.ics`,
  ])("an unknown or malformed secret (%s) is 404, never a 500", async (file) => {
    const { status, body } = await h.json(`/api/v1/ical/personal/${file}`);
    expect(status).toBe(404);
    expect(body.errors[0].code).toMatch(/not_found/);
  });

  it("follows the real sign-up: POST /applications for a date puts it in the feed, withdrawing takes it out", async () => {
    await setUp(h); // the notification templates the sign-up mails from
    const { vacancyId, occurrenceIds } = await addActivity(h, ids, [dateIn(5), dateIn(12)], { title: "Echte aanmelding" });
    const signup = await applyTo(h, vacancyId, { occurrence_id: occurrenceIds[1] }, volunteer);
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    const url = pathOf((await h.json(CURRENT, { method: "POST", headers: volunteer })).body.data.attributes.url);
    const events = parseCalendar((await personal(url)).text).events.filter((e) => e.summary === "Echte aanmelding");
    expect(events.map((e) => e.uid)).toEqual([`occurrence-${occurrenceIds[1]}@oldebroek.localhost`]);
    const id = signup.body.data.id;
    const withdrawn = await h.json(`/api/v1/applications/${id}`, {
      method: "PATCH",
      headers: volunteer,
      body: { data: { type: "applications", id, attributes: { status: "withdrawn" } } },
    });
    expect(withdrawn.status).toBe(200);
    expect(parseCalendar((await personal(url)).text).events.map((e) => e.summary)).not.toContain("Echte aanmelding");
  });

  it("goes with its owner: a deleted account's feed row is gone (the foreign key cascades)", async () => {
    const made = await h.json(CURRENT, { method: "POST", headers: await as(h, STUDENT) });
    const student = await userId(h, STUDENT);
    await h.db.delete(users).where(eq(users.id, student));
    expect(await h.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, student))).toEqual([]);
    expect((await personal(pathOf(made.body.data.attributes.url))).response.status).toBe(404);
  });

  it("is 404 in meedoen", async () => {
    const meedoen = await as(h, "volunteer@meedoen.example.org");
    expect((await h.call(CURRENT, { tenant: "meedoen", headers: meedoen })).status).toBe(404);
    expect((await h.call(CURRENT, { tenant: "meedoen", method: "POST", headers: meedoen })).status).toBe(404);
  });
});
