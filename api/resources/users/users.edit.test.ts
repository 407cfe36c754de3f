/** /api/v1/users — Changing users: a manager's edit, roles, deletion. Shared fixtures: users.test-helpers.ts. */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, users } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as, sessionFor } from "../../../tests/setup/auth";
import { ADMIN, CENTER, IDS, pointers, type Resource, VOLUNTEER } from "./users.test-helpers";

// Every sign-in or hash here is a real scrypt run (ADR 0008): seconds each when the 2 cores are busy.
vi.setConfig({ testTimeout: 90_000 });

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

describe("PATCH /api/v1/users/:id", () => {
  it("edits a user's fields", async () => {
    const { status, body } = await h.json(`/api/v1/users/${IDS.mentor}`, {
      method: "PATCH",
      headers: await as(h, CENTER),
      body: { data: { type: "users", id: String(IDS.mentor), attributes: { job_title: "Docent", digest_days: [5, 1, 1] } } },
    });
    expect(status).toBe(200);
    expect(body.data.attributes).toMatchObject({ job_title: "Docent", digest_days: [1, 5] });
  });

  it("follows the lifecycle: active ↔ inactive ends sessions, invited → active only by accepting", async () => {
    const student = await sessionFor(h, "student@oldebroek.example.org");
    const headers = await as(h, ADMIN);
    const patch = (id: number, status: string) =>
      h.json(`/api/v1/users/${id}`, { method: "PATCH", headers, body: { data: { attributes: { status } } } });
    const off = await patch(5, "inactive");
    expect(off.status).toBe(200);
    expect(off.body.data.attributes.status).toBe("inactive");
    expect((await h.call("/auth/validate_token", { headers: student })).status).toBe(401);
    expect((await patch(5, "active")).status).toBe(200);
    expect((await patch(5, "archived")).status).toBe(200);
    const back = await patch(5, "active");
    expect(back.status).toBe(422);
    expect(pointers(back.body)).toEqual([["/data/attributes/status", "invalid_transition"]]);
    const [invited] = await h.db
      .insert(users)
      .values({
        tenantId: "oldebroek",
        volunteerCenterId: 1,
        email: "invited@example.org",
        firstName: "I",
        lastName: "N",
        status: "invited",
      })
      .returning();
    const skip = await patch(invited.id, "active");
    expect(pointers(skip.body)).toEqual([["/data/attributes/status", "invalid_transition"]]);
    const own = await patch(IDS.admin, "inactive");
    expect(pointers(own.body)).toEqual([["/data/attributes/status", "own_account"]]);
  });

  it("answers 422 per bad field", async () => {
    const { status, body } = await h.json(`/api/v1/users/${IDS.mentor}`, {
      method: "PATCH",
      headers: await as(h, ADMIN),
      body: {
        data: { attributes: { gender: "x", digest_days: [8], email: "volunteer@oldebroek.example.org", status: "asleep" } },
      },
    });
    expect(status).toBe(422);
    expect(pointers(body)).toEqual([
      ["/data/attributes/gender", "invalid_enum_value"],
      ["/data/attributes/digest_days/0", "too_big"],
      ["/data/attributes/status", "invalid_enum_value"],
    ]);
    const taken = await h.json(`/api/v1/users/${IDS.mentor}`, {
      method: "PATCH",
      headers: await as(h, ADMIN),
      body: { data: { attributes: { email: "volunteer@oldebroek.example.org" } } },
    });
    expect(pointers(taken.body)).toEqual([["/data/attributes/email", "taken"]]);
  });

  it("lets only an admin touch an admin's account; others 403; other tenants 404", async () => {
    const body = { data: { attributes: { first_name: "Overgenomen" } } };
    expect((await h.call(`/api/v1/users/${IDS.admin}`, { method: "PATCH", headers: await as(h, CENTER), body })).status).toBe(
      403,
    );
    expect((await h.call(`/api/v1/users/${IDS.mentor}`, { method: "PATCH", headers: await as(h, VOLUNTEER), body })).status).toBe(
      403,
    );
    expect(
      (await h.call(`/api/v1/users/${IDS.roermondAdmin}`, { method: "PATCH", headers: await as(h, ADMIN), body })).status,
    ).toBe(404);
    expect((await h.call(`/api/v1/users/${IDS.mentor}`, { method: "PATCH", body })).status).toBe(401);
  });
});

describe("roles", () => {
  it("adds and removes a role (admin only), audited", async () => {
    const headers = await as(h, ADMIN);
    const added = await h.json(`/api/v1/users/${IDS.volunteer}/add_role`, {
      method: "PUT",
      headers,
      body: { data: { attributes: { role: "page_manager" } } },
    });
    expect(added.status).toBe(200);
    expect((added.body.included as Resource[]).map((r) => r.attributes.name).sort()).toEqual(["page_manager", "volunteer"]);

    const flat = await h.json(`/api/v1/users/${IDS.volunteer}/add_role`, {
      method: "PUT",
      headers,
      body: { role: "mentor", organization_id: 2 },
    });
    expect(flat.body.included.find((r: Resource) => r.attributes.name === "mentor").attributes.organization_id).toBe(2);

    const removed = await h.json(`/api/v1/users/${IDS.volunteer}/remove_role`, {
      method: "DELETE",
      headers,
      body: { data: { attributes: { role: "page_manager" } } },
    });
    expect(removed.status).toBe(200);
    expect((removed.body.included as Resource[]).map((r) => r.attributes.name).sort()).toEqual(["mentor", "volunteer"]);

    const log = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, IDS.volunteer), eq(auditLog.actorId, IDS.admin)));
    expect(log.map((l) => l.action)).toEqual(["add_role", "add_role", "remove_role"]);
  });

  it("refuses non-admins, bad roles and roles the user does not have", async () => {
    const body = { data: { attributes: { role: "admin" } } };
    expect(
      (await h.call(`/api/v1/users/${IDS.volunteer}/add_role`, { method: "PUT", headers: await as(h, CENTER), body })).status,
    ).toBe(403);
    expect((await h.call(`/api/v1/users/${IDS.volunteer}/add_role`, { method: "PUT", body })).status).toBe(401);
    const headers = await as(h, ADMIN);
    const bad = await h.json(`/api/v1/users/${IDS.volunteer}/add_role`, {
      method: "PUT",
      headers,
      body: { data: { attributes: { role: "king" } } },
    });
    expect(pointers(bad.body)).toEqual([["/data/attributes/role", "invalid_enum_value"]]);
    const missing = await h.json(`/api/v1/users/${IDS.volunteer}/remove_role`, {
      method: "DELETE",
      headers,
      body: { role: "admin" },
    });
    expect(pointers(missing.body)).toEqual([["/role", "not_found"]]);
    const own = await h.json(`/api/v1/users/${IDS.admin}/remove_role`, { method: "DELETE", headers, body: { role: "admin" } });
    expect(pointers(own.body)).toEqual([["/role", "own_admin_role"]]);
    expect((await h.call(`/api/v1/users/${IDS.roermondAdmin}/add_role`, { method: "PUT", headers, body })).status).toBe(404);
  });
});

describe("DELETE /api/v1/users/:id", () => {
  it("is admin only, removes the user and their sessions, and is audited", async () => {
    const target = await sessionFor(h, "page_manager@oldebroek.example.org");
    expect((await h.call("/api/v1/users/8", { method: "DELETE", headers: await as(h, CENTER) })).status).toBe(403);
    const headers = await as(h, ADMIN);
    const response = await h.call("/api/v1/users/8", { method: "DELETE", headers });
    expect(response.status).toBe(204);
    expect((await h.call("/api/v1/users/8", { headers })).status).toBe(404);
    expect((await h.call("/auth/validate_token", { headers: target })).status).toBe(401);
    const log = await h.db.select().from(auditLog).where(eq(auditLog.action, "delete_user"));
    expect(log).toEqual([expect.objectContaining({ actorId: IDS.admin, targetUserId: 8 })]);
    expect((await h.call(`/api/v1/users/${IDS.roermondAdmin}`, { method: "DELETE", headers })).status).toBe(404);
    expect((await h.call(`/api/v1/users/${IDS.admin}`, { method: "DELETE", headers })).status).toBe(422);
  });
});
