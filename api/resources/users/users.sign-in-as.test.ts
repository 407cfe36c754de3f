/** /api/v1/users — An admin signed in as another user, and back. Shared fixtures: users.test-helpers.ts. */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, authTokens, userRoles } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as, sessionFor, trio } from "../../../tests/setup/auth";
import { ADMIN, CENTER, IDS, pointers, VOLUNTEER } from "./users.test-helpers";

// Every sign-in or hash here is a real scrypt run (ADR 0008): seconds each when the 2 cores are busy.
vi.setConfig({ testTimeout: 90_000 });

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

describe("POST /api/v1/sign_in_as_user", () => {
  it("gives an admin a new client for the target user, audited", async () => {
    const { status, body, headers } = await h.json("/api/v1/sign_in_as_user", {
      method: "POST",
      headers: await as(h, ADMIN),
      body: { data: { attributes: { user_id: IDS.mentor } } },
    });
    expect(status).toBe(200);
    expect(body.data.attributes.email).toBe("mentor@oldebroek.example.org");
    const session = trio(headers);
    expect(session.uid).toBe("mentor@oldebroek.example.org");
    const check = await h.json("/auth/validate_token", { headers: session });
    expect(check.body.data.email).toBe("mentor@oldebroek.example.org");
    const [token] = await h.db.select().from(authTokens).where(eq(authTokens.client, session.client));
    expect(token.impersonatorId).toBe(IDS.admin);
    const log = await h.db.select().from(auditLog).where(eq(auditLog.action, "sign_in_as_user"));
    expect(log).toEqual([expect.objectContaining({ actorId: IDS.admin, targetUserId: IDS.mentor, tenantId: "oldebroek" })]);
    // The admin's own session is untouched.
    expect((await h.call("/auth/validate_token", { headers: await as(h, ADMIN) })).status).toBe(200);
  });

  it("is admin only; 404 for another tenant's user; 422 for a bad body", async () => {
    const body = { data: { attributes: { user_id: IDS.mentor } } };
    expect((await h.call("/api/v1/sign_in_as_user", { method: "POST", headers: await as(h, CENTER), body })).status).toBe(403);
    expect((await h.call("/api/v1/sign_in_as_user", { method: "POST", body })).status).toBe(401);
    const headers = await as(h, ADMIN);
    const foreign = await h.call("/api/v1/sign_in_as_user", {
      method: "POST",
      headers,
      body: { data: { attributes: { user_id: IDS.roermondAdmin } } },
    });
    expect(foreign.status).toBe(404);
    const bad = await h.json("/api/v1/sign_in_as_user", {
      method: "POST",
      headers,
      body: { data: { attributes: { user_id: "me" } } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].source.pointer).toBe("/data/attributes/user_id");
  });
});

describe("POST /api/v1/sign_in_as_user/return", () => {
  const RETURN = "/api/v1/sign_in_as_user/return";
  /** A fresh admin session and a sign-in-as session started from it. */
  async function impersonate(userId: number) {
    const admin = await sessionFor(h, ADMIN);
    const response = await h.call("/api/v1/sign_in_as_user", {
      method: "POST",
      headers: admin,
      body: { data: { attributes: { user_id: userId } } },
    });
    expect(response.status).toBe(200);
    return { admin, impersonated: trio(response.headers) };
  }
  /** The sign-in-as session's trio in the body (snake_case attributes). */
  const returnBody = (session: Record<"access-token" | "client" | "uid", string>) => ({
    data: { attributes: { access_token: session["access-token"], client: session.client, uid: session.uid } },
  });
  const entries = (action: "sign_in_as_user" | "sign_in_as_user_return" | "sign_in_as_user_sign_out", target: number) =>
    h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetUserId, target)));

  it("takes the admin back: the sign-in-as session ends, and both steps are in the audit log", async () => {
    const { admin, impersonated } = await impersonate(IDS.orgSuperuser);
    const { status, body, headers } = await h.json(RETURN, { method: "POST", headers: admin, body: returnBody(impersonated) });
    expect(status).toBe(200);
    // The answer is the user signed in as (the page to go back to); the admin's own trio is echoed as always.
    expect(body.data).toMatchObject({ type: "users", id: String(IDS.orgSuperuser) });
    expect(trio(headers)).toEqual(admin);
    expect((await h.call("/auth/validate_token", { headers: impersonated })).status).toBe(401);
    expect((await h.call("/auth/validate_token", { headers: admin })).status).toBe(200);
    const [signedInAs] = await entries("sign_in_as_user", IDS.orgSuperuser);
    const [back] = await entries("sign_in_as_user_return", IDS.orgSuperuser);
    expect(signedInAs).toMatchObject({ tenantId: "oldebroek", actorId: IDS.admin, targetUserId: IDS.orgSuperuser });
    expect(back).toMatchObject({ tenantId: "oldebroek", actorId: IDS.admin, targetUserId: IDS.orgSuperuser });
    expect(back.details).toEqual({ requestId: expect.any(String) });
    // Once: the session is gone, so a second return finds nothing and writes nothing.
    const again = await h.json(RETURN, { method: "POST", headers: admin, body: returnBody(impersonated) });
    expect(again.status).toBe(404);
    expect(again.body.errors[0].code).toBe("impersonation_not_found");
    expect(await entries("sign_in_as_user_return", IDS.orgSuperuser)).toHaveLength(1);
  });

  it("cannot be forged: only the admin who started the session may end it; nothing is written otherwise", async () => {
    const { admin, impersonated } = await impersonate(IDS.volunteer);
    const body = returnBody(impersonated);
    // Signed out, or with the admin's expired/ended session: 401.
    expect((await h.call(RETURN, { method: "POST", body })).status).toBe(401);
    // A non-admin, the user signed in as (with that very session), another admin of the tenant: no such session.
    expect((await h.call(RETURN, { method: "POST", headers: await as(h, CENTER), body })).status).toBe(404);
    expect((await h.call(RETURN, { method: "POST", headers: await as(h, VOLUNTEER), body })).status).toBe(404);
    expect((await h.call(RETURN, { method: "POST", headers: impersonated, body })).status).toBe(404);
    const otherAdmin = { tenantId: "oldebroek", userId: 3, role: "admin" as const };
    const [granted] = await h.db.insert(userRoles).values(otherAdmin).returning();
    try {
      const other = await sessionFor(h, "content_manager@oldebroek.example.org");
      expect((await h.call(RETURN, { method: "POST", headers: other, body })).status).toBe(404);
    } finally {
      await h.db.delete(userRoles).where(eq(userRoles.id, granted.id));
    }
    // An ordinary session of a user (no sign-in-as) cannot be ended through it either.
    const own = await sessionFor(h, VOLUNTEER);
    expect((await h.call(RETURN, { method: "POST", headers: admin, body: returnBody(own) })).status).toBe(404);
    expect((await h.call("/auth/validate_token", { headers: own })).status).toBe(200);
    // Another tenant's admin does not even find the session (tenant-scoped).
    const roermond = await as(h, "admin@roermond.example.org");
    expect((await h.call(RETURN, { method: "POST", tenant: "roermond", headers: roermond, body })).status).toBe(404);
    // A bad body is a 422 with pointers.
    const bad = await h.json(RETURN, { method: "POST", headers: admin, body: { data: { attributes: { client: "x" } } } });
    expect(bad.status).toBe(422);
    expect(pointers(bad.body)).toEqual([
      ["/data/attributes/access_token", "invalid_type"],
      ["/data/attributes/uid", "invalid_type"],
    ]);
    expect(await entries("sign_in_as_user_return", IDS.volunteer)).toEqual([]);
    // The session still works, and the admin who started it can still end it.
    expect((await h.call("/auth/validate_token", { headers: impersonated })).status).toBe(200);
    expect((await h.call(RETURN, { method: "POST", headers: admin, body })).status).toBe(200);

    // When the admin's own session has ended meanwhile, the return is refused (the UI signs out entirely).
    const second = await impersonate(IDS.volunteer);
    await h.call("/auth/sign_out", { method: "DELETE", headers: second.admin });
    expect((await h.call(RETURN, { method: "POST", headers: second.admin, body: returnBody(second.impersonated) })).status).toBe(
      401,
    );
  });

  it("a sign-in-as session cannot sign in as someone else; signing it out is audited", async () => {
    const { impersonated } = await impersonate(IDS.mentor);
    // The admin role of the target does not matter: from a sign-in-as session the only way is back.
    const [granted] = await h.db
      .insert(userRoles)
      .values({ tenantId: "oldebroek", userId: IDS.mentor, role: "admin" })
      .returning();
    try {
      const deeper = await h.json("/api/v1/sign_in_as_user", {
        method: "POST",
        headers: impersonated,
        body: { data: { attributes: { user_id: IDS.volunteer } } },
      });
      expect(deeper.status).toBe(403);
      expect(deeper.body.errors[0].code).toBe("impersonating");
    } finally {
      await h.db.delete(userRoles).where(eq(userRoles.id, granted.id));
    }
    expect((await h.call("/auth/sign_out", { method: "DELETE", headers: impersonated })).status).toBe(200);
    expect((await h.call("/auth/validate_token", { headers: impersonated })).status).toBe(401);
    expect(await entries("sign_in_as_user_sign_out", IDS.mentor)).toEqual([
      expect.objectContaining({ actorId: IDS.admin, targetUserId: IDS.mentor, tenantId: "oldebroek" }),
    ]);
    // An ordinary sign-out is not an audit entry.
    const plain = await sessionFor(h, "mentor@oldebroek.example.org");
    await h.call("/auth/sign_out", { method: "DELETE", headers: plain });
    expect(await entries("sign_in_as_user_sign_out", IDS.mentor)).toHaveLength(1);
  });
});
