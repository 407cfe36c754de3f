/**
 * The reset (and invitation) page checks its link before it shows a form: through the route's loader with a real
 * load context and the in-process API on a real local D1.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness } from "../../../tests/setup/load-context";
import { loader } from "./reset";

const EMAIL = "volunteer@oldebroek.example.org";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

const load = (query: string) => createRouteHarness(database).load(loader, `/auth/reset${query}`);

/** How the API stores a token (ADR 0008): SHA-256, hex. */
async function hashToken(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function issueToken(token: string, sentAt = new Date().toISOString()) {
  await database.db
    .update(users)
    .set({ resetPasswordTokenHash: await hashToken(token), resetPasswordSentAt: sentAt })
    .where(eq(users.email, EMAIL));
}

describe("/auth/reset", () => {
  it("shows the form for a good link, and 'no longer valid' for a used, expired or forged one", async () => {
    const token = "a-good-token-of-the-right-length-0123456789abcdef";
    await issueToken(token);
    expect(await load(`?reset_password_token=${token}`)).toEqual({ token, invitation: false, linkInvalid: false });
    // Checking did not use it up.
    expect((await load(`?reset_password_token=${token}`)).linkInvalid).toBe(false);

    expect(await load("?reset_password_token=forged")).toEqual({ token: "", invitation: false, linkInvalid: true });
    expect((await load(`?reset_password_token=${token}&invitation=true`)).linkInvalid).toBe(false);

    await issueToken(token, new Date(Date.now() - 7 * 60 * 60 * 1000).toISOString()); // mailed 7 hours ago
    expect((await load(`?reset_password_token=${token}`)).linkInvalid).toBe(true);

    await database.db
      .update(users)
      .set({ resetPasswordTokenHash: null, resetPasswordSentAt: null })
      .where(eq(users.email, EMAIL));
    expect(await load(`?reset_password_token=${token}&invitation=true`)).toEqual({
      token: "",
      invitation: true,
      linkInvalid: true,
    });
  });

  it("shows the form without a token (sending it explains that one is needed, SPEC §5)", async () => {
    expect(await load("")).toEqual({ token: "", invitation: false, linkInvalid: false });
  });
});
