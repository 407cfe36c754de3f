import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, createApiHarness } from "../tests/setup/api";
import { as } from "../tests/setup/auth";
import { recordingSessions } from "../tests/setup/d1";
import { BOOKMARK_HEADER, validBookmark } from "./d1-session";

/** D1 read replication through sessions (ADR 0076), on the local D1: one database, bookmarks that still advance. */
let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h.dispose());

/** What `withSession` was asked for during one call (the binding wrapped to record it), and the bookmark answered. */
async function sessionsOf(path: string, init: Parameters<ApiHarness["call"]>[1] = {}) {
  const binding = h.env.DB;
  const { database, starts } = recordingSessions(binding);
  h.env.DB = database;
  try {
    const response = await h.call(path, init);
    await response.arrayBuffer();
    return { status: response.status, starts, bookmark: response.headers.get(BOOKMARK_HEADER) };
  } finally {
    h.env.DB = binding;
  }
}

describe("the API's D1 session", () => {
  it("answers every call with its session's bookmark, moved past a write", async () => {
    const session = await as(h, "volunteer@oldebroek.example.org");
    const read = await sessionsOf("/api/v1/current_user", { headers: session });
    expect(read.status).toBe(200);
    expect(validBookmark(read.bookmark)).toBe(read.bookmark);
    const write = await sessionsOf("/api/v1/current_user", {
      method: "PATCH",
      headers: { ...session, [BOOKMARK_HEADER]: read.bookmark! },
      body: { user: { first_name: "Bookmark" } },
    });
    expect(write.status).toBe(200);
    expect(write.starts).toEqual([read.bookmark]);
    // Bookmarks order as positions in the database's history: the write's comes after the one it started at.
    expect(write.bookmark! > read.bookmark!).toBe(true);
    // The next read that carries it sees the write.
    const after = await h.json("/api/v1/current_user", { headers: { ...session, [BOOKMARK_HEADER]: write.bookmark! } });
    expect(after.body.data.attributes.first_name).toBe("Bookmark");
  });

  it("starts at the bookmark sent, else on the primary for a write or a client with credentials, else anywhere", async () => {
    const session = await as(h, "volunteer@oldebroek.example.org");
    expect((await sessionsOf("/api/v1/volunteer_centers")).starts).toEqual(["first-unconstrained"]);
    expect((await sessionsOf("/health")).starts).toEqual(["first-unconstrained"]);
    expect((await sessionsOf("/api/v1/current_user", { headers: session })).starts).toEqual(["first-primary"]);
    const anonymousWrite = await sessionsOf("/api/v1/applications", { method: "POST", body: { data: {} } });
    expect(anonymousWrite.status).toBe(422);
    expect(anonymousWrite.starts).toEqual(["first-primary"]);
    const bookmark = (await sessionsOf("/api/v1/volunteer_centers")).bookmark!;
    expect((await sessionsOf("/api/v1/volunteer_centers", { headers: { [BOOKMARK_HEADER]: bookmark } })).starts).toEqual([
      bookmark,
    ]);
  });

  it("never hands D1 a bookmark that is not one: a forged header starts the session as if none was sent", async () => {
    for (const forged of [
      "garbage",
      "'; drop table users; --",
      `${"0".repeat(8)}-${"0".repeat(8)}-${"0".repeat(8)}-${"z".repeat(32)}`,
      "a".repeat(5000),
    ]) {
      const answer = await sessionsOf("/api/v1/volunteer_centers", { headers: { [BOOKMARK_HEADER]: forged } });
      expect(answer.status).toBe(200);
      expect(answer.starts).toEqual(["first-unconstrained"]);
      expect(validBookmark(answer.bookmark)).toBe(answer.bookmark);
    }
  });
});
