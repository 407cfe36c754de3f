/**
 * The waitlist's invariant under racing moves (ADR 0056): per vacancy and
 * per activity date, while anyone waits the places taken equal the capacity, and a newcomer waits while anyone does.
 * N places freed at the same moment (rejections and withdrawals, N = 1..capacity) move exactly the first N up, each
 * mailed once with a working withdraw link; a place already free with people waiting is filled by the next move.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationStatus } from "../../../contract/applications";
import { activityOccurrences, applications, mailOutbox } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";
import { generateToken, hashToken } from "../../auth/tokens";
import {
  applyAndRead,
  applyTo,
  type Fixture,
  makeVacancy,
  ORG_SUPERUSER,
  outboxOfKind,
  outboxTo,
  person,
  setUp,
  VOLUNTEER,
  withdrawLinkOf,
} from "./applications.test-helpers";

let h: ApiHarness;
let fx: Fixture;
beforeAll(async () => {
  h = await createApiHarness();
  fx = await setUp(h);
});
afterAll(() => h?.dispose());

const DAY = 86_400_000;

interface Row {
  id: number;
  email: string;
  token: string;
}

/** Applications written directly, in queue order, each with a withdraw token it can be withdrawn with. */
async function rows(vacancyId: number, status: ApplicationStatus, count: number, occurrenceId: number | null = null) {
  const out: Row[] = [];
  for (let i = 0; i < count; i++) {
    const who = person();
    const token = generateToken();
    const [row] = await h.db
      .insert(applications)
      .values({
        tenantId: "oldebroek",
        vacancyId,
        occurrenceId,
        organizationId: fx.orgId,
        volunteerCenterId: fx.centerId,
        firstName: who.first_name,
        lastName: who.last_name,
        email: who.email,
        status,
        locale: i % 2 ? "en" : "nl",
        withdrawTokenHash: await hashToken(token),
      })
      .returning({ id: applications.id });
    out.push({ id: row.id, email: who.email, token });
  }
  return out;
}

const reject = async (id: number) =>
  h.json(`/api/v1/applications/${id}`, {
    method: "PATCH",
    headers: await as(h, ORG_SUPERUSER),
    body: { data: { type: "applications", id: String(id), attributes: { status: "rejected" } } },
  });
const withdraw = (id: number, token: string) =>
  h.json(`/api/v1/applications/${id}/withdraw`, {
    method: "POST",
    body: { data: { type: "applications", attributes: { token } } },
  });

async function statuses(ids: number[]) {
  const found = await h.db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(inArray(applications.id, ids));
  const byId = new Map(found.map((r) => [r.id, r.status]));
  return ids.map((id) => byId.get(id));
}

const promotedMails = (emails: string[]) =>
  h.db
    .select()
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.to, emails), sql`${mailOutbox.kind} = 'application_promoted'`));

/** Frees `placed[0..n)` at once (rejections and withdrawals alternating); checks the invariant and the mails. */
async function freeAtOnce(placed: Row[], waiting: Row[], n: number) {
  await await as(h, ORG_SUPERUSER); // the session exists before the race
  const answers = await Promise.all(placed.slice(0, n).map((r, i) => (i % 2 ? withdraw(r.id, r.token) : reject(r.id))));
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  const placedNow = await statuses(placed.map((r) => r.id));
  expect(placedNow.filter((st) => st === "pending")).toHaveLength(placed.length - n);
  // Exactly the first n of the queue moved up, the rest still wait in their order.
  const waitingNow = await statuses(waiting.map((r) => r.id));
  expect(waitingNow).toEqual(waiting.map((_, i) => (i < n ? "pending" : "waitlisted")));
  // Each promoted person mailed exactly once, in their language, with a link that withdraws their own application.
  const mails = await promotedMails(waiting.map((r) => r.email));
  expect(mails.map((m) => m.to).sort()).toEqual(
    waiting
      .slice(0, n)
      .map((r) => r.email)
      .sort(),
  );
  for (const m of mails) {
    const who = waiting.find((r) => r.email === m.to) as Row;
    expect(withdrawLinkOf(m.text).id).toBe(who.id);
    expect(m.subject).toMatch(waiting.indexOf(who) % 2 ? /^A place came free/ : /^Er is een plek vrijgekomen/);
  }
  return mails;
}

describe("freed places are all refilled, and the queue comes first", () => {
  it.each([1, 2, 3, 4, 5])(
    "%i of 5 places freed at the same moment, 25 waiting: the first N move up, each mailed once; a newcomer waits",
    {
      timeout: 60_000,
    },
    async (n) => {
      const v = await makeVacancy(h, fx, { capacity: 5 });
      const placed = await rows(v.id, "pending", 5);
      const waiting = await rows(v.id, "waitlisted", 25);
      const mails = await freeAtOnce(placed, waiting, n);
      // The promoted person's own link works (the promotion stamped its hash).
      const first = mails.find((m) => m.to === waiting[0].email);
      const link = withdrawLinkOf(first?.text ?? "");
      expect((await withdraw(link.id, link.token)).status).toBe(200);
      expect(await statuses([waiting[n].id])).toEqual(["pending"]);

      const newcomer = await applyAndRead(h, v.id, person());
      expect(newcomer.status).toBe(202);
      expect(newcomer.body.data.attributes).toMatchObject({ status: "waitlisted", waitlist_position: 25 - n });
    },
  );

  it("per activity date: places freed at once on one date refill from that date's queue only; a newcomer waits", {
    timeout: 60_000,
  }, async () => {
    const v = await makeVacancy(h, fx, { vacancyType: "activity", frequency: "regularly", capacity: 9 });
    const dates = await h.db
      .insert(activityOccurrences)
      .values(
        [6, 7].map((days) => ({
          tenantId: "oldebroek",
          vacancyId: v.id,
          startsAt: new Date(Date.now() + days * DAY).toISOString(),
          endsAt: new Date(Date.now() + (days + 0.1) * DAY).toISOString(),
          localDate: new Date(Date.now() + days * DAY).toISOString().slice(0, 10),
          capacity: 3,
        })),
      )
      .returning({ id: activityOccurrences.id });
    const placed = await rows(v.id, "pending", 3, dates[0].id);
    const waiting = await rows(v.id, "waitlisted", 6, dates[0].id);
    await rows(v.id, "pending", 3, dates[1].id);
    const otherDate = await rows(v.id, "waitlisted", 2, dates[1].id);
    await freeAtOnce(placed, waiting, 3);
    expect(await statuses(otherDate.map((r) => r.id))).toEqual(["waitlisted", "waitlisted"]);

    const newcomer = await applyAndRead(h, v.id, { ...person(), occurrence_id: dates[0].id });
    expect(newcomer.body.data.attributes).toMatchObject({ status: "waitlisted", waitlist_position: 4 });
  });

  it("a place already free while people wait is filled by the next move, and a newcomer does not take it", async () => {
    const v = await makeVacancy(h, fx, { capacity: 4 });
    const placed = await rows(v.id, "pending", 2); // two of four places taken …
    const waiting = await rows(v.id, "waitlisted", 5); // … while five wait: the state racing promotions left
    const newcomer = await applyAndRead(h, v.id, person());
    expect(newcomer.body.data.attributes).toMatchObject({ status: "waitlisted", waitlist_position: 6 });
    expect((await reject(placed[0].id)).status).toBe(200);
    // One place freed, two were free: three move up, in queue order.
    expect(await statuses(waiting.map((r) => r.id))).toEqual(["pending", "pending", "pending", "waitlisted", "waitlisted"]);
    expect(await promotedMails(waiting.map((r) => r.email))).toHaveLength(3);
  });

  it("the promoted person's name is escaped in the mail's HTML and plain in its text", async () => {
    const v = await makeVacancy(h, fx, { capacity: 1 });
    const [placed] = await rows(v.id, "pending", 1);
    const [waiting] = await rows(v.id, "waitlisted", 1);
    await h.db
      .update(applications)
      .set({ firstName: `<b>Jan & "Piet"`, lastName: "O'Neil</b>" })
      .where(eq(applications.id, waiting.id));
    expect((await reject(placed.id)).status).toBe(200);
    const [mail] = await promotedMails([waiting.email]);
    expect(mail.text).toContain(`<b>Jan & "Piet" O'Neil</b>`);
    expect(mail.html).toContain("&lt;b&gt;Jan &amp; &quot;Piet&quot; O&#39;Neil&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Jan");
  });
});

describe("a withdrawn applicant applies again", () => {
  it("anonymously: the same row comes back as a new application at the end of the queue, mailed, with a new withdraw link", async () => {
    const v = await makeVacancy(h, fx, { capacity: 1 });
    const a = person();
    const first = await applyAndRead(h, v.id, a);
    const [b, c] = [await applyAndRead(h, v.id, person()), await applyAndRead(h, v.id, person())];
    const id = Number(first.body.data.id);
    const link = withdrawLinkOf((await outboxTo(h, a.email))[0].text);
    expect((await withdraw(link.id, link.token)).status).toBe(200);
    expect(await statuses([Number(b.body.data.id), Number(c.body.data.id)])).toEqual(["pending", "waitlisted"]);

    const again = await applyAndRead(h, v.id, { ...a, message: "Ik kan toch!" });
    expect(again.status, JSON.stringify(again.body)).toBe(202); // the neutral answer: not told the address applied before
    expect(again.body.data.id).toBe(String(id));
    expect(again.body.data.attributes).toMatchObject({ status: "waitlisted", waitlist_position: 2, message: "Ik kan toch!" });
    const mails = await outboxTo(h, a.email);
    expect(mails.map((m) => m.kind)).toEqual(["application_confirmation", "application_waitlisted"]);
    expect(mails[1].text).toContain("plek 2");
    const fresh = withdrawLinkOf(mails[1].text);
    expect(fresh.id).toBe(id);

    // The queue: c (waiting longer) moves up before the re-application.
    expect((await reject(Number(b.body.data.id))).status).toBe(200);
    expect(await statuses([Number(c.body.data.id), id])).toEqual(["pending", "waitlisted"]);
    expect((await withdraw(fresh.id, fresh.token)).status).toBe(200);
    expect((await withdraw(link.id, link.token)).status).toBe(404); // the old link stays spent
  });

  it("signed in: 201 with meta.reapplied; a rejected or pending application is still already_applied (409)", async () => {
    const v = await makeVacancy(h, fx);
    const headers = await as(h, VOLUNTEER);
    const mine = await applyAndRead(h, v.id, {}, headers);
    expect((await applyAndRead(h, v.id, {}, headers)).status).toBe(409);
    const id = mine.body.data.id;
    const withdrawn = await h.json(`/api/v1/applications/${id}`, {
      method: "PATCH",
      headers,
      body: { data: { type: "applications", id, attributes: { status: "withdrawn" } } },
    });
    expect(withdrawn.status).toBe(200);
    const again = await applyAndRead(h, v.id, {}, headers);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body).toMatchObject({ data: { id, attributes: { status: "pending" } }, meta: { reapplied: true } });
    expect((await applyAndRead(h, v.id, {}, headers)).status).toBe(409);
    expect((await reject(Number(id))).status).toBe(200);
    const afterRejection = await applyAndRead(h, v.id, {}, headers);
    expect(afterRejection.status).toBe(409);
    expect(afterRejection.body.errors[0].code).toBe("already_applied");
    expect(await h.db.select().from(applications).where(eq(applications.vacancyId, v.id))).toHaveLength(1);
  });

  it("for an activity's date: signs up for the same date again; two racing re-applications make one, the other tells the owner", async () => {
    const v = await makeVacancy(h, fx, { vacancyType: "activity", frequency: "regularly" });
    const [date] = await h.db
      .insert(activityOccurrences)
      .values({
        tenantId: "oldebroek",
        vacancyId: v.id,
        startsAt: new Date(Date.now() + 5 * DAY).toISOString(),
        endsAt: new Date(Date.now() + 5.1 * DAY).toISOString(),
        localDate: new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10),
      })
      .returning({ id: activityOccurrences.id });
    const who = { ...person(), occurrence_id: date.id };
    const first = await applyAndRead(h, v.id, who);
    const link = withdrawLinkOf((await outboxTo(h, who.email))[0].text);
    expect((await withdraw(link.id, link.token)).status).toBe(200);
    const racing = await Promise.all([applyTo(h, v.id, who), applyTo(h, v.id, who)]);
    expect(racing.map((r) => r.status)).toEqual([202, 202]);
    expect(racing[0].body).toEqual(racing[1].body);
    const rows = await h.db.select().from(applications).where(eq(applications.email, who.email));
    expect(rows).toMatchObject([{ id: Number(first.body.data.id), status: "pending", occurrenceId: date.id }]);
    expect(await outboxOfKind(h, who.email, "application_confirmation")).toHaveLength(2);
    expect(await outboxOfKind(h, who.email, "application_repeated")).toHaveLength(1);
  });
});
