/**
 * /profile-edit/periodieke-mail (ADR 0066), without JavaScript: the page lists the user's own saved searches,
 * renames one in its row (an empty name back on that row's field) and deletes one only with the box ticked.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedSearches, users } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { action, loader } from "./periodieke-mail";

let database: TestDatabase;
let route: RouteHarness;
let cookie: string;
let studentId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database);
  cookie = (await route.signedIn("student@oldebroek.example.org")).cookie;
  const [student] = await database.db.select().from(users).where(eq(users.email, "student@oldebroek.example.org"));
  studentId = student.id;
  // Only this test's search (the seed gives the student one too).
  await database.db.delete(savedSearches).where(eq(savedSearches.userId, studentId));
  await database.db
    .insert(savedSearches)
    .values({ tenantId: "oldebroek", userId: studentId, name: "Moestuin", query: "q=moestuin&type=volunteering" });
});
afterAll(() => database?.dispose());

describe("/profile-edit/periodieke-mail", () => {
  it("lists the own saved searches next to the days", async () => {
    const data = await route.load(loader, "/profile-edit/periodieke-mail", { cookie });
    expect(data.searches.map((s) => s.name)).toEqual(["Moestuin"]);
    const mentor = (await route.signedIn("mentor@oldebroek.example.org")).cookie;
    expect((await route.load(loader, "/profile-edit/periodieke-mail", { cookie: mentor })).searches).toEqual([]);
  });

  it("renames one in its row; an empty name comes back on that row", async () => {
    const [row] = await database.db.select().from(savedSearches).where(eq(savedSearches.userId, studentId));
    const empty = await route.post(action, "/profile-edit/periodieke-mail", {
      cookie,
      form: { intent: "rename-search", id: String(row.id), name: "" },
    });
    expect(empty.response).toBeNull();
    expect(empty.answer).toMatchObject({ rename: { id: String(row.id), reply: { error: { name: ["validation:required"] } } } });
    const renamed = await route.post(action, "/profile-edit/periodieke-mail", {
      cookie,
      form: { intent: "rename-search", id: String(row.id), name: "Tuinen" },
    });
    expect(renamed.response?.status).toBe(302);
    const [after] = await database.db.select().from(savedSearches).where(eq(savedSearches.id, row.id));
    expect(after.name).toBe("Tuinen");
  });

  it("deletes one only with the box ticked", async () => {
    const [row] = await database.db.select().from(savedSearches).where(eq(savedSearches.userId, studentId));
    const unticked = await route.post(action, "/profile-edit/periodieke-mail", {
      cookie,
      form: { intent: "delete-search", id: String(row.id) },
    });
    expect(unticked.answer).toEqual({ unconfirmed: String(row.id) });
    expect(await database.db.select().from(savedSearches).where(eq(savedSearches.id, row.id))).toHaveLength(1);
    const ticked = await route.post(action, "/profile-edit/periodieke-mail", {
      cookie,
      form: { intent: "delete-search", id: String(row.id), confirm: "on" },
    });
    expect(ticked.response?.status).toBe(302);
    expect(await database.db.select().from(savedSearches).where(eq(savedSearches.id, row.id))).toHaveLength(0);
  });

  it("still saves the days", async () => {
    const saved = await route.post(action, "/profile-edit/periodieke-mail", { cookie, form: { digestDays: "3" } });
    expect(saved.response?.status).toBe(302);
    const [student] = await database.db.select().from(users).where(eq(users.id, studentId));
    expect(student.digestDays).toEqual([3]);
  });
});
