/**
 * /contactformulier (ADR 0060), without JavaScript: the sender shown is the account; an empty or too long message
 * comes back on its field with the typed values kept and nothing stored; a good one is stored, mailed to the centre
 * and answered with a redirect here (post/redirect/get) and a toast.
 */
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, mailOutbox } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { action, loader } from "./_index";

let database: TestDatabase;
let route: RouteHarness;
let cookie: string;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database);
  cookie = (await route.signedIn("volunteer@oldebroek.example.org")).cookie;
});
afterAll(() => database?.dispose());

type Reply = { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };

describe("/contactformulier", () => {
  it("shows the signed-in account as the sender", async () => {
    const data = await route.load(loader, "/contactformulier", { cookie });
    expect(data.sender.email).toBe("volunteer@oldebroek.example.org");
    expect(data.sender.name.length).toBeGreaterThan(0);
  });

  it("an empty subject and a too long message come back on their fields, typed values kept, nothing stored", async () => {
    const { answer, response } = await route.post(action, "/contactformulier", {
      cookie,
      form: { subject: "", message: "x".repeat(5001) },
    });
    expect(response).toBeNull();
    const reply = answer as Reply;
    expect(reply.error?.subject).toEqual(["validation:required"]);
    expect(reply.error?.message?.[0]).toMatch(/^validation:tooLong/);
    expect(reply.initialValue?.message).toBe("x".repeat(5001));
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("sends: stored, mailed to the centre, redirected back here with a toast", async () => {
    const {
      response,
      location,
      cookie: after,
    } = await route.post(action, "/contactformulier", {
      cookie,
      form: { subject: "Vraag over de moestuin", message: "Wanneer kan ik beginnen?" },
    });
    expect(response?.status).toBe(302);
    expect(location).toMatch(/^\/contactformulier\?verzonden=\d+$/);
    expect(after).not.toBe(cookie); // the toast travels in the flash cookie
    const [stored] = await database.db.select().from(contactMessages);
    expect(stored).toMatchObject({ subject: "Vraag over de moestuin", message: "Wanneer kan ik beginnen?" });
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.kind} = 'contact_form'`)
      .orderBy(desc(mailOutbox.id));
    expect(mail?.text).toContain("Wanneer kan ik beginnen?");
    expect(mail?.text).toContain("volunteer@oldebroek.example.org");
    expect(await database.db.select().from(contactMessages).where(eq(contactMessages.id, stored!.id))).toHaveLength(1);
  });
});
