/**
 * The stock image editor's action (add) through the real load context and the in-process API: the keywords typed as
 * one comma-separated text are sent as the contract's list, and the API's pointer into that list comes back on the form.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stockImages } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { action } from "./stock-images.add";

let database: TestDatabase;
let route: RouteHarness;
let cookie: string;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database);
  ({ cookie } = await route.signedIn("content_manager@oldebroek.example.org"));
});
afterAll(() => database?.dispose());

describe("/content/stock-images/add", () => {
  it("sends the typed keywords as a list and returns to the library with a toast", async () => {
    const { location } = await route.post(action, "/content/stock-images/add", {
      cookie,
      form: { name: "Handen", keywords: "Samen, handen , ,samen", imageUrl: "https://images.example.org/handen.jpg" },
    });
    expect(location).toBe("/content/stock-images");
    const [row] = await database.db.select().from(stockImages).where(eq(stockImages.name, "Handen"));
    expect(row).toMatchObject({
      keywords: ["samen", "handen"],
      imageUrl: "https://images.example.org/handen.jpg",
      uploadId: null,
    });
  });

  it("puts the form's errors on their fields, a keyword's on its place in the list", async () => {
    const { answer } = await route.post(action, "/content/stock-images/add", {
      cookie,
      form: { name: "", keywords: `goed, ${"x".repeat(51)}`, imageUrl: "geen url" },
    });
    const reply = (answer as { reply: { error: Record<string, string[]> } }).reply;
    expect(reply.error.name).toEqual(["validation:required"]);
    expect(reply.error.imageUrl).toEqual(["validation:url"]);
    expect(reply.error["keywords[1]"]).toEqual(['validation:tooLong|{"maximum":50}']);
  });
});
