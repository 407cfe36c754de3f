/**
 * Status moves: the lifecycle table for managers, who may make which move, the withdraw link (right, wrong, reused),
 * the signed-in applicant's withdraw, and the waitlist moving up when a place comes free (mailed).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_STATUSES, type ApplicationStatus, mayTransitionApplication } from "../../../contract/applications";
import { applications } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";
import {
  applyAndRead,
  type Fixture,
  MENTOR,
  makeVacancy,
  ORG_SUPERUSER,
  outboxOfKind,
  outboxTo,
  person,
  setUp,
  statusOf,
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

const patch = async (id: number | string, status: string, email = ORG_SUPERUSER) =>
  h.json(`/api/v1/applications/${id}`, {
    method: "PATCH",
    headers: await as(h, email),
    body: { data: { type: "applications", id: String(id), attributes: { status } } },
  });
const withdraw = (id: number | string, token: string) =>
  h.json(`/api/v1/applications/${id}/withdraw`, {
    method: "POST",
    body: { data: { type: "applications", attributes: { token } } },
  });

/** An application in any status, written directly (the lifecycle table starts from each). */
async function applicationIn(status: ApplicationStatus, vacancyId?: number) {
  const v = vacancyId ?? (await makeVacancy(h, fx)).id;
  const who = person();
  const [row] = await h.db
    .insert(applications)
    .values({
      tenantId: "oldebroek",
      vacancyId: v,
      organizationId: fx.orgId,
      volunteerCenterId: fx.centerId,
      firstName: who.first_name,
      lastName: who.last_name,
      email: who.email,
      status,
    })
    .returning();
  return row;
}

describe("the lifecycle for the organisation's managers", () => {
  const cases = APPLICATION_STATUSES.flatMap((from) =>
    (["accepted", "rejected"] as const).map((to) => [from, to, mayTransitionApplication(from, to)] as const),
  );
  it.each(cases)("%s → %s allowed: %s (422 invalid_transition otherwise)", async (from, to, allowed) => {
    const app = await applicationIn(from);
    const res = await patch(app.id, to);
    if (allowed) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.attributes.status).toBe(to);
      expect(res.body.data.attributes.decided_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
      const [mail] = await outboxTo(h, app.email);
      expect(mail.kind).toBe(`application_${to}`);
    } else {
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ code: "invalid_transition", source: { pointer: "/data/attributes/status" } });
      expect(await statusOf(h, app.id)).toBe(from);
    }
  });

  it("managers may not withdraw or set pending/waitlisted (403); mentors and volunteers decide nothing (403)", async () => {
    const app = await applicationIn("pending");
    expect((await patch(app.id, "withdrawn")).status).toBe(403);
    expect((await patch(app.id, "waitlisted")).status).toBe(403);
    expect((await patch(app.id, "accepted", VOLUNTEER)).status).toBe(403);
    expect((await patch(app.id, "accepted", MENTOR)).status).toBe(403);
    expect(await statusOf(h, app.id)).toBe("pending");
  });
});

describe("withdrawing", () => {
  it("by the mailed link: right token → withdrawn; reused, wrong or another application's → 404", async () => {
    const v = await makeVacancy(h, fx);
    const who = person();
    await applyAndRead(h, v.id, who);
    const { id, token } = withdrawLinkOf((await outboxTo(h, who.email))[0].text);
    const other = person();
    await applyAndRead(h, v.id, other);
    const theirs = withdrawLinkOf((await outboxTo(h, other.email))[0].text);

    expect((await withdraw(id, "not-the-token")).status).toBe(404);
    expect((await withdraw(id, theirs.token)).status).toBe(404);
    const done = await withdraw(id, token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.attributes.status).toBe("withdrawn");
    expect((await withdraw(id, token)).status).toBe(404);
    expect(await statusOf(h, theirs.id)).toBe("pending");
  });

  it("signed in, the applicant withdraws their own by PATCH; a stranger may not (403)", async () => {
    const v = await makeVacancy(h, fx);
    const mine = await applyAndRead(h, v.id, {}, await as(h, VOLUNTEER));
    expect(mine.body.data.attributes.allowed_statuses).toEqual(["withdrawn"]);
    const someone = await applyAndRead(h, v.id, person());
    expect((await patch(someone.body.data.id, "withdrawn", VOLUNTEER)).status).toBe(403);
    expect((await patch(mine.body.data.id, "accepted", VOLUNTEER)).status).toBe(403);
    const res = await patch(mine.body.data.id, "withdrawn", VOLUNTEER);
    expect(res.status).toBe(200);
    expect(res.body.data.attributes).toMatchObject({ status: "withdrawn", allowed_statuses: [] });
  });
});

describe("the waitlist moves up", () => {
  it("when a place comes free (rejected, then withdrawn): the first waitlisted becomes pending and is mailed", async () => {
    const v = await makeVacancy(h, fx, { capacity: 1 });
    const [a, b, c] = [person(), person(), person()];
    const first = await applyAndRead(h, v.id, a);
    const second = await applyAndRead(h, v.id, b);
    const third = await applyAndRead(h, v.id, c);
    expect([first, second, third].map((r) => r.body.data.attributes.status)).toEqual(["pending", "waitlisted", "waitlisted"]);

    expect((await patch(first.body.data.id, "rejected")).status).toBe(200);
    expect(await statusOf(h, Number(second.body.data.id))).toBe("pending");
    expect(await statusOf(h, Number(third.body.data.id))).toBe("waitlisted");
    const [promoted] = await outboxOfKind(h, b.email, "application_promoted");
    expect(promoted.subject).toContain(v.title);
    // The promoted mail's link is the one that works now.
    const link = withdrawLinkOf(promoted.text);
    expect(link.id).toBe(Number(second.body.data.id));
    expect((await withdraw(link.id, link.token)).status).toBe(200);
    expect(await statusOf(h, Number(third.body.data.id))).toBe("pending");
    expect(await outboxOfKind(h, c.email, "application_promoted")).toHaveLength(1);
  });

  it("a waitlisted applicant withdrawing frees no place; without a capacity nobody waits", async () => {
    const v = await makeVacancy(h, fx, { capacity: 1 });
    await applyAndRead(h, v.id, person());
    const waiting = await applyAndRead(h, v.id, person());
    const next = await applyAndRead(h, v.id, person());
    const link = withdrawLinkOf((await outboxTo(h, waiting.body.data.attributes.email))[0].text);
    expect((await withdraw(link.id, link.token)).status).toBe(200);
    expect(await statusOf(h, Number(next.body.data.id))).toBe("waitlisted");
    expect(next.body.data.attributes.waitlist_position).toBe(2);
    const read = await h.json(`/api/v1/applications/${next.body.data.id}`, { headers: await as(h, ORG_SUPERUSER) });
    expect(read.body.data.attributes.waitlist_position).toBe(1);

    const open = await makeVacancy(h, fx);
    const all = await Promise.all([1, 2, 3].map(() => applyAndRead(h, open.id, person())));
    expect(all.map((r) => r.body.data.attributes.status)).toEqual(["pending", "pending", "pending"]);
    const rows = await h.db.select().from(applications).where(eq(applications.vacancyId, open.id));
    expect(rows).toHaveLength(3);
  });
});
