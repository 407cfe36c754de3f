/**
 * The editors' list of pages marks the pages that lack their English: a missing English title, or a block whose
 * texts are not (all) in English (ADR 0048) — read with the blocks in the list's one API request.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentBlocks, pages } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { loader } from "./_index";

let database: TestDatabase;
let route: RouteHarness;
let cookie: string;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database);
  cookie = (await route.signedIn("page_manager@oldebroek.example.org")).cookie;
});
afterAll(() => database?.dispose());

async function page(
  title: string,
  titleEn: string | null,
  block?: { props: Record<string, unknown>; propsEn: Record<string, unknown> | null },
) {
  const [row] = await database.db
    .insert(pages)
    .values({ tenantId: "oldebroek", volunteerCenterId: 1, title, titleEn, slug: title.toLowerCase().replace(/\s+/g, "-") })
    .returning();
  if (block) {
    await database.db
      .insert(contentBlocks)
      .values({ tenantId: "oldebroek", pageId: row!.id, position: 0, blockType: "SectionTitle", ...block });
  }
  return row!.id;
}

describe("/content", () => {
  it("marks a page without an English title, or with a block not in English, as lacking its translation", async () => {
    const none = await page("Vertaling nul", null);
    const blockDutch = await page("Vertaling blok", "Translation block", { props: { title: "Kop" }, propsEn: null });
    const whole = await page("Vertaling heel", "Translation whole", { props: { title: "Kop" }, propsEn: { title: "Heading" } });
    const data = await route.load(loader, "/content?q=Vertaling", { cookie });
    const lacks = Object.fromEntries(data.pages.map((p) => [Number(p.id), p.lacksEnglish]));
    expect(lacks).toEqual({ [none]: true, [blockDutch]: true, [whole]: false });
  });
});
