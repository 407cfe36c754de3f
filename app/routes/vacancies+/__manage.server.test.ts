/**
 * The organisations the vacancy editor offers (manageableOrganizations) on the real API and D1: approved ones only
 * when adding (only their vacancies can be published and seen), every one the actor manages for the list's filter.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "~/utils/api.server";
import { actorFrom } from "../../../contract/policy";
import { organizationMemberships, organizations, userRoles, users } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { sessionFor } from "../../../tests/setup/auth";
import { manageableOrganizations } from "./__manage.server";

let db: ApiHarness;
beforeAll(async () => {
  db = await createApiHarness();
});
afterAll(() => db?.dispose());

/** A load context whose API client is the real API on the test database, signed in as `email`. */
async function signedIn(email: string) {
  const [user] = await db.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, "oldebroek"), eq(users.email, email)));
  const roles = await db.db.select().from(userRoles).where(eq(userRoles.userId, user.id));
  const memberships = await db.db.select().from(organizationMemberships).where(eq(organizationMemberships.userId, user.id));
  const actor = actorFrom({
    id: user.id,
    volunteerCenterId: user.volunteerCenterId,
    roles: roles.map((r) => ({ role: r.role, organizationId: r.organizationId })),
    organizationIds: memberships.map((m) => m.organizationId),
  });
  const trio = await sessionFor(db, email);
  const client = createApiClient({
    baseUrl: "http://api.internal",
    fetch: db.fetch,
    tenant: "oldebroek",
    appContext: "gelderland",
    volunteerCenterId: null,
    currentOrganizationId: null,
    locale: "nl",
    auth: { accessToken: trio["access-token"], client: trio.client, uid: trio.uid },
  });
  return { context: { api: client } as unknown as AppLoadContext, actor };
}

describe("manageableOrganizations", () => {
  it("offers only approved organisations to add a vacancy for; the list's filter keeps every one", async () => {
    const statusOf = new Map(
      (await db.db.select().from(organizations).where(eq(organizations.tenantId, "oldebroek"))).map((o) => [
        String(o.id),
        o.status,
      ]),
    );
    const { context, actor } = await signedIn("admin@oldebroek.example.org");
    const forAdding = await manageableOrganizations(context, actor, { approvedOnly: true });
    expect(forAdding.length).toBeGreaterThan(0);
    expect(new Set(forAdding.map((o) => statusOf.get(o.id)))).toEqual(new Set(["approved"]));
    const all = await manageableOrganizations(context, actor);
    expect(new Set(all.map((o) => statusOf.get(o.id)))).toEqual(new Set(["approved", "pending", "denied", "archived"]));

    // An organisation superuser: their approved organisations; one that is no longer approved is not offered.
    const superuser = await signedIn("organization_superuser@oldebroek.example.org");
    const offered = await manageableOrganizations(superuser.context, superuser.actor, { approvedOnly: true });
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((o) => statusOf.get(o.id) === "approved")).toBe(true);
    const [first] = offered;
    await db.db
      .update(organizations)
      .set({ status: "pending" })
      .where(eq(organizations.id, Number(first.id)));
    const after = await manageableOrganizations(superuser.context, superuser.actor, { approvedOnly: true });
    expect(after.map((o) => o.id)).toEqual(offered.filter((o) => o.id !== first.id).map((o) => o.id));
    await db.db
      .update(organizations)
      .set({ status: "approved" })
      .where(eq(organizations.id, Number(first.id)));
  });
});
