/**
 * /profile-replies (ADR 0063): the volunteer sees the replies they received (organisation, subject, excerpt, the
 * conversation's link); the organisation superuser those their organisation sent.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizationMemberships, users, volunteerProfiles } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { loader } from "./_index";

let h: ApiHarness;
let route: RouteHarness;
beforeAll(async () => {
  h = await createApiHarness();
  route = createRouteHarness(h);
  const [vera] = await h.db.select().from(users).where(eq(users.email, "volunteer@oldebroek.example.org"));
  const [su] = await h.db.select().from(users).where(eq(users.email, "organization_superuser@oldebroek.example.org"));
  const orgId = (await h.db.select().from(organizationMemberships).where(eq(organizationMemberships.userId, su!.id)))[0]!
    .organizationId;
  const [p] = await h.db
    .insert(volunteerProfiles)
    .values({ tenantId: "oldebroek", userId: vera!.id, volunteerCenterId: vera!.volunteerCenterId, visibility: "centre" })
    .returning();
  const sent = await h.json(`/api/v1/volunteer_profiles/${p!.id}/volunteer_profile_replies`, {
    method: "POST",
    headers: await as(h, "organization_superuser@oldebroek.example.org"),
    body: {
      data: { attributes: { subject: "Koffieochtend", body: "Kom je helpen bij de koffieochtend?", organization_id: orgId } },
    },
  });
  expect(sent.status).toBe(201);
});
afterAll(() => h?.dispose());

describe("/profile-replies", () => {
  it("shows the volunteer what they received, and the organisation what it sent, each with its conversation", async () => {
    const volunteer = (await route.signedIn("volunteer@oldebroek.example.org")).cookie;
    const mine = await route.load(loader, "/profile-replies", { cookie: volunteer });
    expect(mine.staff).toBe(false);
    expect(mine.replies[0]).toMatchObject({ subject: "Koffieochtend", excerpt: "Kom je helpen bij de koffieochtend?" });
    expect(mine.replies[0]!.conversationId).toBeGreaterThan(0);
    const org = (await route.signedIn("organization_superuser@oldebroek.example.org")).cookie;
    const sent = await route.load(loader, "/profile-replies", { cookie: org });
    expect(sent.staff).toBe(true);
    expect(sent.replies.map((r) => r.subject)).toContain("Koffieochtend");
    expect(sent.replies[0]!.volunteerFirstName).toBe("Vera");
  });
});
