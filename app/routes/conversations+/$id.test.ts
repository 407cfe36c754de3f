/**
 * /conversations/new and /conversations/{id} (ADR 0064), without JavaScript: a volunteer asks about a vacancy and
 * lands in the thread; the organisation's superuser sees the message (the thread marked read by viewing it) and
 * replies — an empty reply comes back on its field, a good one redirects to the thread at the new message; a
 * message with a script is handed to the page as the text it is; someone outside the thread gets a 404.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { action as replyAction, loader as threadLoader } from "./$id";
import { action as startAction, loader as startLoader } from "./new";

let database: TestDatabase;
let route: RouteHarness;
let volunteer: string;
let staff: string;
let vacancyId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database);
  volunteer = (await route.signedIn("volunteer@oldebroek.example.org")).cookie;
  staff = (await route.signedIn("organization_superuser@oldebroek.example.org")).cookie;
  // A published vacancy of the organisation superuser's organisation, open today.
  const [row] = await database.db.all<{ id: number }>(sql`select v.id as id from vacancies v
    join organization_memberships m on m.organization_id = v.organization_id
    join users u on u.id = m.user_id and u.email = 'organization_superuser@oldebroek.example.org'
    join organizations o on o.id = v.organization_id and o.status = 'approved'
    where v.status = 'published' and v.deleted_at is null and v.volunteer_center_id = u.volunteer_center_id
      and (v.expires_at is null or v.expires_at >= date('now')) order by v.id limit 1`);
  vacancyId = row!.id;
});
afterAll(() => database?.dispose());

type Reply = { error?: Record<string, string[]> };

async function ask(body: string) {
  const form = await route.load(startLoader, `/conversations/new?vacature=${vacancyId}`, { cookie: volunteer });
  const sent = await route.post(startAction, `/conversations/new?vacature=${vacancyId}`, {
    cookie: volunteer,
    form: { subject: form.subject, body, idempotencyKey: form.idempotencyKey },
  });
  expect(sent.response?.status).toBe(302);
  const id = /^\/conversations\/(\d+)$/.exec(sent.location ?? "")?.[1];
  expect(id).toBeDefined();
  return id!;
}

describe("/conversations/{id}", () => {
  it("a question from a vacancy reaches the organisation, unread until viewed, and the reply lands at its anchor", async () => {
    const form = await route.load(startLoader, `/conversations/new?vacature=${vacancyId}`, { cookie: volunteer });
    expect(form.kind).toBe("vacancy");
    expect(form.subject.length).toBeGreaterThan(0);
    const id = await ask("Kan ik ook op zaterdag?");

    const seen = await route.load(threadLoader, `/conversations/${id}`, { cookie: staff, params: { id } });
    expect(seen.thread.otherName).toBe("Vera Vrijwilliger");
    expect(seen.messages.map((m) => [m.body, m.mine])).toEqual([["Kan ik ook op zaterdag?", false]]);
    const [read] = await database.db.all<{ n: number }>(sql`select count(*) as n from conversation_reads r
      join users u on u.id = r.user_id where r.conversation_id = ${Number(id)}
      and u.email = 'organization_superuser@oldebroek.example.org' and r.last_read_message_id > 0`);
    expect(read!.n).toBe(1);

    const empty = await route.post(replyAction, `/conversations/${id}`, {
      cookie: staff,
      params: { id },
      form: { body: "  ", idempotencyKey: seen.replyKey },
    });
    expect(empty.response).toBeNull();
    expect((empty.answer as Reply).error?.body).toEqual(["validation:required"]);

    const reply = await route.post(replyAction, `/conversations/${id}`, {
      cookie: staff,
      params: { id },
      form: { body: "Ja, zaterdag kan ook.", idempotencyKey: seen.replyKey },
    });
    expect(reply.response?.status).toBe(302);
    expect(reply.location).toMatch(new RegExp(`^/conversations/${id}#bericht-\\d+$`));
    // The same form sent again (a double click without JavaScript) writes nothing twice.
    await route.post(replyAction, `/conversations/${id}`, {
      cookie: staff,
      params: { id },
      form: { body: "Ja, zaterdag kan ook.", idempotencyKey: seen.replyKey },
    });
    const mine = await route.load(threadLoader, `/conversations/${id}`, { cookie: volunteer, params: { id } });
    expect(mine.messages.map((m) => m.body)).toEqual(["Kan ik ook op zaterdag?", "Ja, zaterdag kan ook."]);
    expect(mine.messages.map((m) => m.mine)).toEqual([true, false]);
  });

  it("hands a message with a script to the page as its text; outside the thread: 404", async () => {
    const script = "<script>alert('x')</script> Hallo";
    const id = await ask(script);
    const seen = await route.load(threadLoader, `/conversations/${id}`, { cookie: staff, params: { id } });
    // The same vacancy: the same thread, the question added to it.
    expect(seen.messages.at(-1)!.body).toBe(script);
    const outsider = (await route.signedIn("student@oldebroek.example.org")).cookie;
    const refused = await route
      .load(threadLoader, `/conversations/${id}`, { cookie: outsider, params: { id } })
      .catch((thrown: unknown) => thrown);
    expect((refused as { init?: { status?: number } }).init?.status).toBe(404);
  });
});
