import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../db";
import { contentBlocks, pages, volunteerCenters } from "../db/schema";
import { createTestDatabase, type TestDatabase } from "../tests/setup/d1";
import { ReadBatch } from "./read-batch";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
}, 120_000);
afterAll(() => t?.dispose());

/** Three reads as three API calls would issue them: a Drizzle select, a relational query and a join. */
function reads(d1: D1Database) {
  const db = createDb(d1);
  return Promise.all([
    db
      .select({ id: volunteerCenters.id, name: volunteerCenters.name })
      .from(volunteerCenters)
      .where(eq(volunteerCenters.tenantId, "oldebroek")),
    db.query.pages.findMany({ where: eq(pages.tenantId, "roermond"), orderBy: pages.id, limit: 3 }),
    // Two columns named "id" and two named "tenant_id": raw() must keep both, in order.
    db
      .select({
        pageId: pages.id,
        blockId: contentBlocks.id,
        pageTenant: pages.tenantId,
        blockType: contentBlocks.blockType,
        blockTenant: contentBlocks.tenantId,
      })
      .from(pages)
      .innerJoin(contentBlocks, eq(contentBlocks.pageId, pages.id))
      .where(and(eq(pages.tenantId, "oldebroek"), eq(pages.slug, "")))
      .orderBy(contentBlocks.id),
  ]);
}

describe("ReadBatch", () => {
  it("answers concurrent reads in one round trip, each exactly as D1 alone would", async () => {
    const expected = await reads(t.env.DB);
    const batch = new ReadBatch(t.env.DB);
    const got = await reads(batch.database);
    expect(got).toEqual(expected);
    expect(expected[2].length).toBeGreaterThan(1);
    expect(batch.roundTrips).toBe(1);
  });

  it("keeps a column named like an array index in its place (read again on its own)", async () => {
    const d1 = t.env.DB;
    const query = (db: ReturnType<typeof createDb>) =>
      db.select({ name: volunteerCenters.name, one: sql<number>`1`, id: volunteerCenters.id }).from(volunteerCenters).limit(2);
    const expected = await query(createDb(d1));
    const batch = new ReadBatch(d1);
    const [got] = await Promise.all([query(createDb(batch.database)), query(createDb(batch.database))]);
    expect(got).toEqual(expected);
    expect(got[0].one).toBe(1);
  });

  it("gives a failing statement's error to its caller only", async () => {
    const batch = new ReadBatch(t.env.DB);
    const d1 = batch.database;
    const [good, bad, alsoGood] = await Promise.allSettled([
      d1.prepare("select 2 as two").first("two"),
      d1.prepare("select * from no_such_table").all(),
      d1.prepare("select id from pages where tenant_id = ? limit 1").bind("oldebroek").raw(),
    ]);
    expect(good).toEqual({ status: "fulfilled", value: 2 });
    expect(bad.status).toBe("rejected");
    expect(alsoGood.status).toBe("fulfilled");
    expect((alsoGood as PromiseFulfilledResult<unknown[][]>).value).toHaveLength(1);
  });

  it("runs a write after the reads gathered before it, and a read after the write sees it", async () => {
    const batch = new ReadBatch(t.env.DB);
    const db = createDb(batch.database);
    const title = () => db.select({ title: pages.title }).from(pages).where(eq(pages.id, 1));
    const [before, , after] = await Promise.all([
      title(),
      db.update(pages).set({ title: "Changed by the batch test" }).where(eq(pages.id, 1)),
      new Promise((r) => setTimeout(r, 5)).then(title),
    ]);
    expect(before[0].title).not.toBe("Changed by the batch test");
    expect(after[0].title).toBe("Changed by the batch test");
  });

  it("keeps two requests apart: each batch answers only its own statements", async () => {
    const a = new ReadBatch(t.env.DB);
    const b = new ReadBatch(t.env.DB);
    const [fromA, fromB] = await Promise.all([
      a.database.prepare("select ? as who").bind("a").first("who"),
      b.database.prepare("select ? as who").bind("b").first("who"),
    ]);
    expect([fromA, fromB]).toEqual(["a", "b"]);
    expect([a.roundTrips, b.roundTrips]).toEqual([1, 1]);
  });
});
