/**
 * /api/v1/workshops, signing up (docs/decisions/0072-workshops.md) with the applications' place rule: parallel
 * sign-ups beyond capacity are waitlisted in order and never overfill, a newcomer waits behind the queue, a second
 * sign-up is the same one, a withdrawal promotes the first in the queue (told in the app), a withdrawn person comes
 * back at the end; a workshop begun is a 422, staff or another tenant's volunteer cannot sign up.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { workshops } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as, sessionFor } from "../../../tests/setup/auth";
import { CSU, day, ORG_SU, STUDENT, VOLUNTEER, valid, workshopRequests } from "./workshops.test-helpers";

vi.setConfig({ testTimeout: 60_000 });

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());
const { send, create, newVolunteer, signUpAs, promotedNotices } = workshopRequests(() => h);

describe("signing up", () => {
  it("parallel sign-ups beyond capacity: 2 confirmed, 3 waitlisted in order, never overfilled", async () => {
    const id = (await create(valid({ capacity: 2 }))).body.data.id;
    const people = await Promise.all(Array.from({ length: 5 }, () => newVolunteer()));
    const answers = await Promise.all(people.map((p) => signUpAs(id, p.headers)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const statuses = answers.map((a) => a.body.data.attributes.my_signup.status);
    expect(statuses.filter((s) => s === "confirmed")).toHaveLength(2);
    expect(statuses.filter((s) => s === "waitlisted")).toHaveLength(3);
    const shown = await send("GET", `/api/v1/workshops/${id}`, CSU);
    expect(shown.body.data.attributes).toMatchObject({ confirmed_count: 2, waitlist_count: 3, places_left: 0 });
    const queue = shown.body.data.attributes.signups.filter((s: { status: string }) => s.status === "waitlisted");
    expect(queue.map((s: { position: number }) => s.position)).toEqual([1, 2, 3]);
    const positions = answers
      .map((a) => a.body.data.attributes.my_signup.position)
      .filter((p): p is number => p !== null)
      .sort();
    expect(positions).toEqual([1, 2, 3]);
  });

  it("while anyone waits a newcomer joins the end of the queue, even with a place free (the queue comes first)", async () => {
    const id = (await create(valid({ capacity: 2 }))).body.data.id;
    const [first, waiting, newcomer] = [await newVolunteer(), await newVolunteer(), await newVolunteer()];
    await signUpAs(id, first.headers);
    // A place free while someone waits (a state the promotion repairs): written directly.
    const at = new Date().toISOString();
    await h.db.run(sql`insert into workshop_signups (tenant_id, workshop_id, user_id, status, queued_at)
      values ('oldebroek', ${Number(id)}, ${waiting.id}, 'waitlisted', ${at})`);
    const answer = await signUpAs(id, newcomer.headers);
    expect(answer.body.data.attributes.my_signup).toEqual({ status: "waitlisted", position: 2 });
    expect(answer.body.data.attributes.confirmed_count).toBe(1);
  });

  it("a second sign-up by the same person is the same one sign-up; parallel doubles write one row", async () => {
    const id = (await create(valid({ capacity: 5 }))).body.data.id;
    const p = await newVolunteer();
    const answers = await Promise.all([signUpAs(id, p.headers), signUpAs(id, p.headers), signUpAs(id, p.headers)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    const rows = await h.db.all(sql`select id from workshop_signups where workshop_id = ${Number(id)} and user_id = ${p.id}`);
    expect(rows).toHaveLength(1);
    const again = await signUpAs(id, p.headers);
    expect(again.status).toBe(200);
    expect(again.body.data.attributes).toMatchObject({ confirmed_count: 1, my_signup: { status: "confirmed" } });
  });

  it("a withdrawal promotes the first in the queue; the withdrawn one comes back at the end", async () => {
    const id = (await create(valid({ capacity: 1 }))).body.data.id;
    const [a, b, c] = [await newVolunteer(), await newVolunteer(), await newVolunteer()];
    await signUpAs(id, a.headers);
    await signUpAs(id, b.headers);
    await signUpAs(id, c.headers);
    const out = await signUpAs(id, a.headers, "DELETE");
    expect(out.status).toBe(200);
    expect(out.body.data.attributes).toMatchObject({ my_signup: null, confirmed_count: 1, waitlist_count: 1 });
    expect((await send("GET", `/api/v1/workshops/${id}`, VOLUNTEER)).status).toBe(200);
    const bView = await h.json(`/api/v1/workshops/${id}`, { headers: b.headers });
    expect(bView.body.data.attributes.my_signup).toEqual({ status: "confirmed", position: null });
    // The promoted volunteer is told in the app (ADR 0065), once; nobody else.
    expect(await promotedNotices(b.id)).toEqual([{ link: "/workshops", params: '{"workshop":"EHBO voor vrijwilligers"}' }]);
    expect(await promotedNotices(a.id)).toEqual([]);
    expect(await promotedNotices(c.id)).toEqual([]);
    const back = await signUpAs(id, a.headers);
    expect(back.status).toBe(201);
    expect(back.body.data.attributes.my_signup).toEqual({ status: "waitlisted", position: 2 });
    // Withdrawing twice is the same answer.
    expect((await signUpAs(id, c.headers, "DELETE")).status).toBe(200);
    expect((await signUpAs(id, c.headers, "DELETE")).body.data.attributes.my_signup).toBeNull();
  });

  it("parallel withdrawals promote each freed place to the next in line, never more than the capacity", async () => {
    const id = (await create(valid({ capacity: 2 }))).body.data.id;
    const people = [];
    for (let i = 0; i < 5; i++) people.push(await newVolunteer());
    for (const p of people) await signUpAs(id, p.headers);
    await Promise.all([signUpAs(id, people[0].headers, "DELETE"), signUpAs(id, people[1].headers, "DELETE")]);
    const shown = await send("GET", `/api/v1/workshops/${id}`, CSU);
    expect(shown.body.data.attributes).toMatchObject({ confirmed_count: 2, waitlist_count: 1 });
    const confirmed = shown.body.data.attributes.signups
      .filter((s: { status: string }) => s.status === "confirmed")
      .map((s: { email: string }) => s.email);
    expect(confirmed.sort()).toEqual([people[2].email, people[3].email].sort());
    expect(await promotedNotices(people[2].id)).toHaveLength(1);
    expect(await promotedNotices(people[3].id)).toHaveLength(1);
    expect(await promotedNotices(people[4].id)).toEqual([]);
  });

  it("a workshop that has begun is a 422; another centre's or staff's sign-up refused", async () => {
    const id = (await create(valid())).body.data.id;
    await h.db
      .update(workshops)
      .set({ startsAt: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(workshops.id, Number(id)));
    const late = await signUpAs(id, await as(h, STUDENT));
    expect(late.status).toBe(422);
    expect(late.body.errors[0]).toMatchObject({ code: "workshop_closed", source: { pointer: "/data" } });
    expect(late.body.errors[0].meta.message).toBe("workshops:errors.closed");
    const open = (await create(valid())).body.data.id;
    expect((await signUpAs(open, await as(h, CSU))).status).toBe(403);
    expect((await signUpAs(open, await as(h, ORG_SU))).status).toBe(403);
    // Roermond's volunteer reaches oldebroek's workshop as nothing at all.
    const roermond = await sessionFor(h, "volunteer@roermond.example.org");
    const foreign = await h.json(`/api/v1/workshops/${open}/signup`, { method: "POST", tenant: "roermond", headers: roermond });
    expect(foreign.status).toBe(404);
  });

  it("lists the upcoming workshops of the own centre, soonest first, own sign-ups marked", async () => {
    const soon = (await create(valid({ date: day(2), title: "Binnenkort" }))).body.data.id;
    await signUpAs(soon, await as(h, VOLUNTEER));
    const list = await send("GET", "/api/v1/workshops", VOLUNTEER);
    expect(list.status).toBe(200);
    const starts = list.body.data.map((w: { attributes: { starts_at: string } }) => w.attributes.starts_at);
    expect([...starts].sort()).toEqual(starts);
    const mine = list.body.data.find((w: { id: string }) => w.id === soon);
    expect(mine.attributes).toMatchObject({ my_signup: { status: "confirmed" }, manageable: false });
    expect(mine.attributes.signups).toBeUndefined();
    const bad = await send("GET", "/api/v1/workshops?filter[period]=someday", VOLUNTEER);
    expect(bad.status).toBe(400);
    expect((await send("GET", "/api/v1/workshops?page[size]=5000", VOLUNTEER)).status).toBe(400);
  });
});
