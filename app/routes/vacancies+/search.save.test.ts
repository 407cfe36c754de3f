/**
 * The search page's "save this search" (ADR 0066), without JavaScript: offered to a signed-in user only, saving
 * posts the search's own filters and comes back to the same search.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedSearches, users } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { action as searchAction, loader as searchLoader } from "./search";

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
  // Only this test's searches (the seed gives the student one too).
  await database.db.delete(savedSearches).where(eq(savedSearches.userId, studentId));
});
afterAll(() => database?.dispose());

const SEARCH = "/vacancies/search?q=moestuin&type=volunteering&sort=newest&page=2";

describe("saving a search on /vacancies/search", () => {
  it("offers the form to a signed-in user only, prefilled from the search", async () => {
    expect((await route.load(searchLoader, SEARCH)).saveSearchForm).toBeNull();
    const data = await route.load(searchLoader, SEARCH, { cookie });
    expect(data.saveSearchForm).toEqual({ query: "q=moestuin&type=volunteering", defaultName: "moestuin" });
  });

  it("saves the search's own filters and comes back to the same search", async () => {
    const { response, location } = await route.post(searchAction, SEARCH, {
      cookie,
      form: { intent: "save-search", name: "Moestuin", query: "q=moestuin&type=volunteering&sort=newest" },
    });
    expect(response?.status).toBe(302);
    expect(location).toBe(SEARCH);
    const rows = await database.db.select().from(savedSearches).where(eq(savedSearches.userId, studentId));
    expect(rows.map((r) => [r.name, r.query])).toEqual([["Moestuin", "q=moestuin&type=volunteering"]]);
  });

  it("an empty name comes back on its field, nothing stored", async () => {
    const { answer, response } = await route.post(searchAction, SEARCH, {
      cookie,
      form: { intent: "save-search", name: " ", query: "q=x" },
    });
    expect(response).toBeNull();
    expect((answer as { error?: Record<string, string[]> }).error?.name).toEqual(["validation:required"]);
    expect(await database.db.select().from(savedSearches).where(eq(savedSearches.userId, studentId))).toHaveLength(1);
  });
});
