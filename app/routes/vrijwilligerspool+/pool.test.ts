/**
 * /vrijwilligerspool and /vrijwilligerspool/{id} (ADR 0063), without JavaScript: the filter form's values become the
 * API's filters (a postcode that is none is said next to the field, the list shown without it); a profile shows with
 * the organisations that may reply; a reply with an empty subject comes back on its field, a good one redirects to
 * its conversation; a volunteer is refused (403).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizationMemberships, userRoles, users, volunteerProfileReplies, volunteerProfiles } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { loader as listLoader } from "./_index";
import { action, loader as profileLoader } from "./$id";

let database: TestDatabase;
let route: RouteHarness;
let org: string;
let orgId: number;
let profileId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database);
  org = (await route.signedIn("organization_superuser@oldebroek.example.org")).cookie;
  const [su] = await database.db.select().from(users).where(eq(users.email, "organization_superuser@oldebroek.example.org"));
  orgId = (await database.db.select().from(organizationMemberships).where(eq(organizationMemberships.userId, su!.id)))[0]!
    .organizationId;
  const [u] = await database.db
    .insert(users)
    .values({
      tenantId: "oldebroek",
      volunteerCenterId: su!.volunteerCenterId,
      email: "pool-route@example.org",
      firstName: "Wietske",
      lastName: "Geheim",
      confirmedAt: "2026-01-01T00:00:00.000Z",
      status: "active",
    })
    .returning();
  await database.db.insert(userRoles).values({ tenantId: "oldebroek", userId: u!.id, role: "volunteer" });
  const [p] = await database.db
    .insert(volunteerProfiles)
    .values({
      tenantId: "oldebroek",
      userId: u!.id,
      volunteerCenterId: su!.volunteerCenterId,
      visibility: "tenant",
      intro: "Ik wandel graag met ouderen.",
      interests: [1],
      languages: ["nl"],
      availabilityMask: 1,
      city: "Wezep",
    })
    .returning();
  profileId = p!.id;
});
afterAll(() => database?.dispose());

type Reply = { error?: Record<string, string[]> };

describe("/vrijwilligerspool", () => {
  it("lists the visible profiles as cards, filtered by the form's values", async () => {
    const all = await route.load(listLoader, "/vrijwilligerspool", { cookie: org });
    const card = all.profiles.find((p) => p.id === String(profileId));
    expect(card).toMatchObject({ firstName: "Wietske", city: "Wezep", intro: "Ik wandel graag met ouderen." });
    expect(JSON.stringify(all)).not.toContain("Geheim");
    const monday = await route.load(listLoader, "/vrijwilligerspool?dag=1&dagdeel=morning&taal=nl&interesse=1", { cookie: org });
    expect(monday.profiles.map((p) => p.id)).toContain(String(profileId));
    const polish = await route.load(listLoader, "/vrijwilligerspool?taal=pl", { cookie: org });
    expect(polish.profiles.map((p) => p.id)).not.toContain(String(profileId));
    const tuesday = await route.load(listLoader, "/vrijwilligerspool?dag=2", { cookie: org });
    expect(tuesday.profiles.map((p) => p.id)).not.toContain(String(profileId));
  });

  it("says a postcode that is none next to the field and lists without distance", async () => {
    const data = await route.load(listLoader, "/vrijwilligerspool?postcode=abc&afstand=5", { cookie: org });
    expect(data.postcodeError).toBe("invalid");
    expect(data.profiles.map((p) => p.id)).toContain(String(profileId));
  });

  it("refuses a volunteer (403)", async () => {
    const volunteer = (await route.signedIn("volunteer@oldebroek.example.org")).cookie;
    const thrown = await route.load(listLoader, "/vrijwilligerspool", { cookie: volunteer }).catch((e: unknown) => e);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(403);
  });
});

describe("/vrijwilligerspool/{id}", () => {
  const path = () => `/vrijwilligerspool/${profileId}`;

  it("shows the profile and the organisations that may reply", async () => {
    const data = await route.load(profileLoader, path(), { cookie: org, params: { id: String(profileId) } });
    expect(data.profile.firstName).toBe("Wietske");
    expect(data.organizations.map((o) => o.id)).toContain(String(orgId));
  });

  it("puts an empty subject on its field and sends nothing; a good reply redirects to its conversation", async () => {
    const params = { id: String(profileId) };
    const bad = await route.post(action, path(), {
      cookie: org,
      params,
      form: { subject: "", body: "Hoi", organizationId: String(orgId) },
    });
    expect(bad.response).toBeNull();
    expect((bad.answer as Reply).error?.subject).toEqual(["validation:required"]);
    const sent = await route.post(action, path(), {
      cookie: org,
      params,
      form: { subject: "Wandelmaatje gezocht", body: "Zou je met ons willen wandelen?", organizationId: String(orgId) },
    });
    expect(sent.response?.status).toBe(302);
    const [reply] = await database.db
      .select()
      .from(volunteerProfileReplies)
      .where(
        and(
          eq(volunteerProfileReplies.volunteerProfileId, profileId),
          eq(volunteerProfileReplies.subject, "Wandelmaatje gezocht"),
        ),
      );
    expect(sent.location).toBe(`/conversations/${reply!.conversationId}`);
  });
});
