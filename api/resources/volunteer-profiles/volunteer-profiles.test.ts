/**
 * The volunteer pool (ADR 0063): the own profile (volunteers and students; 404 in meedoen; saved at the version read),
 * who sees which profile (hidden / centre / tenant against every role and scope), what the pool shows (never personal
 * fields), its filters and caps, and a reply: guards before the body, its 422s, one batch (reply, thread, message,
 * notification, mail — nothing when the outbox refuses), two at once (one thread, two messages).
 */
import { readFileSync } from "node:fs";
import { and, eq, inArray, sql } from "drizzle-orm";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { availabilityBit } from "../../../contract/volunteer-pool";
import {
  conversationMessages,
  conversations,
  mailOutbox,
  notifications,
  notificationTemplates,
  organizationMemberships,
  organizations,
  postcodeCache,
  userRoles,
  users,
  volunteerCenters,
  volunteerProfileReplies,
  volunteerProfiles,
} from "../../../db/schema";
import { pdokDownHandlers } from "../../../mocks/pdok";
import { templateRowsSql } from "../../../scripts/template-rows-sql";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as, sessionFor } from "../../../tests/setup/auth";

vi.setConfig({ testTimeout: 60_000 });

const server = setupServer();
let h: ApiHarness;
const T = "oldebroek";
let centre1: number;
let centre2: number;
let orgSame: number; // approved, centre 1, of organization_superuser@oldebroek
let orgOther: number; // approved, centre 2
let orgPending: number; // pending, centre 1
const P: Record<string, number> = { hidden: 0, centre1: 0, centre2: 0, tenant: 0 };
const owners: Record<string, number> = { hidden: 0, centre1: 0, centre2: 0, tenant: 0 };
let nearOwner = 0;
let headers: Record<string, Record<string, string>> = {};

const VOLUNTEER = "volunteer@oldebroek.example.org";
const ORG_SU = "organization_superuser@oldebroek.example.org";
const CENTRE_SU = "center_superuser@oldebroek.example.org";
const ADMIN = "admin@oldebroek.example.org";

async function addUser(email: string, centreId: number, role: string, organizationId: number | null = null) {
  const [u] = await h.db
    .insert(users)
    .values({
      tenantId: T,
      volunteerCenterId: centreId,
      email,
      firstName: `Voor${email.split("@")[0]}`,
      lastName: "Achternaamgeheim",
      phoneNumber: "0612345678",
      confirmedAt: "2026-01-01T00:00:00.000Z",
      status: "active",
    })
    .returning();
  await h.db.insert(userRoles).values({ tenantId: T, userId: u!.id, role: role as "volunteer", organizationId });
  if (organizationId) await h.db.insert(organizationMemberships).values({ tenantId: T, userId: u!.id, organizationId });
  return u!.id;
}

async function addOrg(name: string, centreId: number, status: "approved" | "pending") {
  const [o] = await h.db.insert(organizations).values({ tenantId: T, volunteerCenterId: centreId, name, status }).returning();
  return o!.id;
}

async function addProfile(userId: number, centreId: number, values: Partial<typeof volunteerProfiles.$inferInsert>) {
  const [p] = await h.db
    .insert(volunteerProfiles)
    .values({ tenantId: T, userId, volunteerCenterId: centreId, intro: "Hallo", ...values })
    .returning();
  return p!.id;
}

const poolIds = async (who: string, query = "") => {
  const { status, body } = await h.json(`/api/v1/volunteer_profiles?page[size]=50${query}`, { headers: headers[who] });
  return { status, ids: status === 200 ? (body.data as Array<{ id: string }>).map((r) => Number(r.id)) : [], body };
};
const ours = (ids: number[]) => ids.filter((id) => Object.values(P).includes(id)).sort((a, b) => a - b);
const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  h = await createApiHarness();
  const [vol] = await h.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, T), eq(users.email, VOLUNTEER)));
  centre1 = vol!.volunteerCenterId;
  const [c2] = await h.db.insert(volunteerCenters).values({ tenantId: T, name: "Tweede Centrale", slug: "tweede" }).returning();
  centre2 = c2!.id;
  // The second centre's mail templates (a seeded centre has them): copies of the first's.
  await h.db.run(sql`insert into notification_templates (tenant_id, volunteer_center_id, key, locale, name, subject, body, active)
    select tenant_id, ${centre2}, key, locale, name, subject, body, active from notification_templates where volunteer_center_id = ${centre1}`);
  const [su] = await h.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, T), eq(users.email, ORG_SU)));
  const memberships = await h.db.select().from(organizationMemberships).where(eq(organizationMemberships.userId, su!.id));
  orgSame = memberships[0]!.organizationId;
  orgOther = await addOrg("Andere Stichting", centre2, "approved");
  orgPending = await addOrg("Wachtende Stichting", centre1, "pending");
  await addUser("orgsu-other@pool.test", centre2, "organization_superuser", orgOther);
  await addUser("orgsu-pending@pool.test", centre1, "organization_superuser", orgPending);
  await addUser("cs-other@pool.test", centre2, "center_superuser");
  for (const [key, centre, visibility] of [
    ["hidden", centre1, "hidden"],
    ["centre1", centre1, "centre"],
    ["centre2", centre2, "centre"],
    ["tenant", centre2, "tenant"],
  ] as const) {
    owners[key] = await addUser(`pool-${key}@pool.test`, centre, "volunteer");
    P[key] = await addProfile(owners[key], centre, { visibility, postalCode: "8096 CP", city: "Oldebroek" });
  }
  const emails = [VOLUNTEER, ORG_SU, CENTRE_SU, ADMIN, "orgsu-other@pool.test", "orgsu-pending@pool.test", "cs-other@pool.test"];
  headers = Object.fromEntries(await Promise.all(emails.map(async (e) => [e, await sessionFor(h, e, { tenant: T })] as const)));
  headers.student = await as(h, "student@oldebroek.example.org");
  headers.mentor = await as(h, "mentor@oldebroek.example.org");
  headers.roermond = await sessionFor(h, "admin@roermond.example.org");
  headers.meedoen = await sessionFor(h, "volunteer@meedoen.example.org");
  headers.meedoenAdmin = await sessionFor(h, "admin@meedoen.example.org");
});
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  await h?.dispose();
});

describe("who sees which profile", () => {
  it("shows hidden to nobody, centre to its centre's organisations and staff, tenant to all of them", async () => {
    expect(ours((await poolIds(ORG_SU)).ids)).toEqual(sorted(P.centre1, P.tenant));
    expect(ours((await poolIds("orgsu-other@pool.test")).ids)).toEqual(sorted(P.centre2, P.tenant));
    expect(ours((await poolIds(CENTRE_SU)).ids)).toEqual(sorted(P.centre1, P.tenant));
    expect(ours((await poolIds("cs-other@pool.test")).ids)).toEqual(sorted(P.centre2, P.tenant));
    expect(ours((await poolIds(ADMIN)).ids)).toEqual(sorted(P.centre1, P.centre2, P.tenant));
  });

  it("refuses volunteers, students, mentors and the superuser of a pending organisation (403), and anyone signed out (401)", async () => {
    for (const who of [VOLUNTEER, "student", "mentor", "orgsu-pending@pool.test"]) {
      expect((await poolIds(who)).status, who).toBe(403);
      expect((await h.call(`/api/v1/volunteer_profiles/${P.tenant}`, { headers: headers[who] })).status, who).toBe(403);
    }
    expect((await h.call("/api/v1/volunteer_profiles")).status).toBe(401);
  });

  it("answers one profile only where the list shows it: 404 for hidden, outside the scope and another tenant", async () => {
    const show = async (who: string, id: number, tenant = T) =>
      (await h.call(`/api/v1/volunteer_profiles/${id}`, { headers: headers[who], tenant })).status;
    expect(await show(ORG_SU, P.centre1)).toBe(200);
    expect(await show(ORG_SU, P.tenant)).toBe(200);
    expect(await show(ORG_SU, P.centre2)).toBe(404);
    expect(await show(ORG_SU, P.hidden)).toBe(404);
    expect(await show("cs-other@pool.test", P.centre1)).toBe(404);
    expect(await show("cs-other@pool.test", P.centre2)).toBe(200);
    expect(await show(ADMIN, P.hidden)).toBe(404);
    expect(await show(ADMIN, P.centre2)).toBe(200);
    expect(await show("roermond", P.tenant, "roermond")).toBe(404);
    const list = await h.json("/api/v1/volunteer_profiles?page[size]=50", { headers: headers.roermond, tenant: "roermond" });
    expect(list.status).toBe(200);
    expect(ours(list.body.data.map((r: { id: string }) => Number(r.id)))).toEqual([]);
  });

  it("shows no last name, e-mail, phone, postcode or coordinates, and offers the organisations that may reply", async () => {
    const { body } = await h.json(`/api/v1/volunteer_profiles/${P.tenant}`, { headers: headers[ORG_SU] });
    expect(Object.keys(body.data.attributes).sort()).toEqual(
      ["availability", "city", "first_name", "interests", "intro", "languages", "skills", "travel_km", "updated_at"].sort(),
    );
    const text = JSON.stringify(body);
    for (const secret of ["Achternaamgeheim", "pool-tenant@pool.test", "0612345678", "8096", "latitude", "longitude", "postal"]) {
      expect(text).not.toContain(secret);
    }
    expect(body.data.attributes.first_name).toBe("Voorpool-tenant");
    const offered = body.meta.reply_organizations.map((o: { id: number }) => o.id);
    expect(offered).toContain(orgSame);
    expect(offered).not.toContain(orgOther);
    expect(offered).not.toContain(orgPending);
    const list = await h.json("/api/v1/volunteer_profiles?page[size]=50", { headers: headers[ADMIN] });
    for (const secret of ["Achternaamgeheim", "@pool.test", "0612345678", "latitude", "postal"]) {
      expect(JSON.stringify(list.body)).not.toContain(secret);
    }
  });

  it("is off in meedoen: the pool, a profile and the own profile answer 404", async () => {
    const m = { tenant: "meedoen" };
    expect((await h.call("/api/v1/volunteer_profiles", { ...m, headers: headers.meedoenAdmin })).status).toBe(404);
    expect((await h.call("/api/v1/volunteer_profile", { ...m, headers: headers.meedoen })).status).toBe(404);
    expect(
      (await h.call("/api/v1/volunteer_profile", { ...m, method: "PUT", headers: headers.meedoen, body: { data: "x" } })).status,
    ).toBe(404);
    expect((await h.call("/api/v1/volunteer_profile_replies", { ...m, headers: headers.meedoen })).status).toBe(404);
  });
});

describe("the own profile", () => {
  const profile = (attributes: Record<string, unknown>) => ({
    data: {
      type: "volunteer_profiles",
      attributes: {
        intro: "Ik help graag.",
        interests: [1, 2],
        skills: ["Koken", "Rijbewijs B"],
        availability: ["1:morning", "3:evening"],
        languages: ["nl", "en"],
        postal_code: "8096cp",
        city: "",
        travel_km: 15,
        visibility: "tenant",
        lock_version: 0,
        ...attributes,
      },
    },
  });
  const put = (who: string, attributes: Record<string, unknown> = {}) =>
    h.json("/api/v1/volunteer_profile", { method: "PUT", headers: headers[who], body: profile(attributes) });

  it("starts empty, is created at version 1, saved at the version read, and a stale save is 409", async () => {
    const empty = await h.json("/api/v1/volunteer_profile", { headers: headers[VOLUNTEER] });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toBeNull();
    await h.db
      .insert(postcodeCache)
      .values({
        postalCode: "8096 CP",
        found: true,
        city: "Oldebroek",
        latitude: 52.4446,
        longitude: 5.9021,
        fetchedAt: "2026-01-01",
      })
      .onConflictDoNothing();
    const created = await put(VOLUNTEER);
    expect(created.status).toBe(200);
    const a = created.body.data.attributes;
    expect(a).toMatchObject({ lock_version: 1, city: "Oldebroek", postal_code: "8096 CP", located: true, visibility: "tenant" });
    expect(a.availability).toEqual(["1:morning", "3:evening"]);
    const [row] = await h.db
      .select()
      .from(volunteerProfiles)
      .where(eq(volunteerProfiles.id, Number(created.body.data.id)));
    expect(row!.availabilityMask).toBe(availabilityBit(1, 0) | availabilityBit(3, 2));
    expect((await put(VOLUNTEER, { lock_version: 0 })).status).toBe(409);
    const again = await put(VOLUNTEER, { lock_version: 1, intro: "Nieuw" });
    expect(again.status).toBe(200);
    expect(again.body.data.attributes.lock_version).toBe(2);
    const stale = await put(VOLUNTEER, { lock_version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].source.pointer).toBe("/data/attributes/lock_version");
    const read = await h.json("/api/v1/volunteer_profile", { headers: headers[VOLUNTEER] });
    expect(read.body.data.attributes.intro).toBe("Nieuw");
  });

  it("lets only one of two first saves at once win", async () => {
    const results = await Promise.all([put("student"), put("student")]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("refuses bad fields with pointers (422) and unknown postcodes; saves with the typed city while PDOK is down", async () => {
    const bad = await put(VOLUNTEER, {
      intro: "x".repeat(2001),
      interests: [99999],
      skills: Array.from({ length: 21 }, (_, i) => `s${i}`),
      availability: ["8:morning"],
      languages: ["xx"],
      postal_code: "12",
      travel_km: 101,
      visibility: "everyone",
    });
    expect(bad.status).toBe(422);
    const pointers = bad.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer.replace(/\/\d+$/, ""));
    for (const field of ["intro", "skills", "availability", "languages", "postal_code", "travel_km", "visibility"]) {
      expect(pointers, field).toContain(`/data/attributes/${field}`);
    }
    const unknownType = await put(VOLUNTEER, { interests: [99999], lock_version: 2 });
    expect(unknownType.status).toBe(422);
    expect(unknownType.body.errors[0].source.pointer).toBe("/data/attributes/interests");
    expect((await put(VOLUNTEER, { travel_km: 0, lock_version: 2 })).status).toBe(422);
    await h.db
      .insert(postcodeCache)
      .values({ postalCode: "9999 ZZ", found: false, fetchedAt: "2026-01-01" })
      .onConflictDoNothing();
    const unknown = await put(VOLUNTEER, { postal_code: "9999ZZ", lock_version: 2 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].source.pointer).toBe("/data/attributes/postal_code");
    server.use(...pdokDownHandlers());
    const down = await put(VOLUNTEER, { postal_code: "8011 AA", city: "Zwolle", lock_version: 2 });
    expect(down.status).toBe(200);
    expect(down.body.data.attributes).toMatchObject({ city: "Zwolle", located: false, postal_code: "8011 AA" });
  });

  it("is a volunteer's or student's only: 401 signed out, 403 for staff, before the body is read", async () => {
    expect((await h.call("/api/v1/volunteer_profile")).status).toBe(401);
    for (const who of [ORG_SU, ADMIN, "mentor"]) {
      expect((await h.call("/api/v1/volunteer_profile", { headers: headers[who] })).status).toBe(403);
      const write = await h.call("/api/v1/volunteer_profile", { method: "PUT", headers: headers[who], body: { data: "x" } });
      expect(write.status).toBe(403);
    }
  });
});

describe("the pool's filters and caps", () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    // Around Oldebroek (52.4446, 5.9021): a profile 0.8 km away willing to travel 5 km, one 15 km away willing to
    // travel 10 (too far for itself), one 15 km away willing to travel 30.
    const specs = {
      near: { latitude: 52.45, longitude: 5.91, travelKm: 5, interests: [3], languages: ["pl"], mask: availabilityBit(2, 0) },
      far: { latitude: 52.5125, longitude: 6.0944, travelKm: 10, interests: [3], languages: ["nl"], mask: availabilityBit(5, 2) },
      farWilling: {
        latitude: 52.5125,
        longitude: 6.0944,
        travelKm: 30,
        interests: [4],
        languages: ["pl"],
        mask: availabilityBit(2, 2),
      },
    };
    for (const [key, s] of Object.entries(specs)) {
      const owner = await addUser(`filter-${key}@pool.test`, centre1, "volunteer");
      ids[key] = await addProfile(owner, centre1, {
        visibility: "tenant",
        latitude: s.latitude,
        longitude: s.longitude,
        travelKm: s.travelKm,
        interests: s.interests,
        languages: s.languages as ["pl"],
        availabilityMask: s.mask,
      });
      P[key] = ids[key]!; // counted as ours
      if (key === "near") nearOwner = owner;
    }
    await h.db
      .insert(postcodeCache)
      .values({
        postalCode: "8096 CP",
        found: true,
        city: "Oldebroek",
        latitude: 52.4446,
        longitude: 5.9021,
        fetchedAt: "2026-01-01",
      })
      .onConflictDoNothing();
  });
  const mine = async (query: string) => {
    const { status, ids: found } = await poolIds(ADMIN, query);
    expect(status, query).toBe(200);
    return found.filter((id) => Object.values(ids).includes(id)).sort((a, b) => a - b);
  };

  it("filters by interest, day part, language and distance (within the radius and the volunteer's own distance)", async () => {
    expect(await mine("&filter[activity_type_id]=3")).toEqual(sorted(ids.near!, ids.far!));
    expect(await mine("&filter[day_part]=morning")).toEqual([ids.near]);
    expect(await mine("&filter[day_part]=2")).toEqual(sorted(ids.near!, ids.farWilling!));
    expect(await mine("&filter[day_part]=5:evening,2:morning")).toEqual(sorted(ids.near!, ids.far!));
    expect(await mine("&filter[language]=pl")).toEqual(sorted(ids.near!, ids.farWilling!));
    expect(await mine("&filter[near]=8096CP&filter[radius_km]=20")).toEqual(sorted(ids.near!, ids.farWilling!));
    expect(await mine("&filter[near]=8096CP&filter[radius_km]=5")).toEqual([ids.near]);
    expect(await mine("&filter[near]=8096CP")).toEqual(sorted(ids.near!, ids.farWilling!));
    expect(await mine("&filter[near]=8096CP&filter[language]=pl&filter[day_part]=evening")).toEqual([ids.farWilling]);
  });

  it("sorts newest update first and caps the page and the list filters (400, never 500)", async () => {
    await h.db.update(volunteerProfiles).set({ updatedAt: "2030-01-01T00:00:00.000Z" }).where(eq(volunteerProfiles.id, ids.far!));
    const { ids: all } = await poolIds(ADMIN);
    expect(all[0]).toBe(ids.far);
    const big = await h.json("/api/v1/volunteer_profiles?page[size]=51", { headers: headers[ADMIN] });
    expect(big.status).toBe(400);
    expect(big.body.errors[0].source.parameter).toBe("page[size]");
    const terms = Array.from({ length: 51 }, (_, i) => `${(i % 7) + 1}:morning`).join(",");
    expect((await h.call(`/api/v1/volunteer_profiles?filter[day_part]=${terms}`, { headers: headers[ADMIN] })).status).toBe(400);
    expect((await h.call("/api/v1/volunteer_profiles?filter[day_part]=noon", { headers: headers[ADMIN] })).status).toBe(400);
    expect((await h.call("/api/v1/volunteer_profiles?filter[radius_km]=500", { headers: headers[ADMIN] })).status).toBe(400);
    expect((await h.call("/api/v1/volunteer_profile_replies?page[size]=51", { headers: headers[ADMIN] })).status).toBe(400);
  });
});

describe("replies", () => {
  const reply = (who: string, id: number, attributes: Record<string, unknown>) =>
    h.json(`/api/v1/volunteer_profiles/${id}/volunteer_profile_replies`, {
      method: "POST",
      headers: headers[who],
      body: { data: { type: "volunteer_profile_replies", attributes } },
    });
  const good = (subject: string) => ({ subject, body: `Bericht over ${subject}`, organization_id: orgSame });

  it("guards before the body: 401, 403 (volunteer, pending organisation), 404 (hidden, outside the scope, another tenant)", async () => {
    const malformed = { data: "not a resource" };
    const post = (who: string | null, id: number, tenant = T) =>
      h.call(`/api/v1/volunteer_profiles/${id}/volunteer_profile_replies`, {
        method: "POST",
        tenant,
        headers: who ? headers[who] : {},
        body: malformed,
      });
    expect((await post(null, P.tenant)).status).toBe(401);
    expect((await post(VOLUNTEER, P.tenant)).status).toBe(403);
    expect((await post("mentor", P.tenant)).status).toBe(403);
    expect((await post("orgsu-pending@pool.test", P.tenant)).status).toBe(403);
    expect((await post(ORG_SU, P.hidden)).status).toBe(404);
    expect((await post(ORG_SU, P.centre2)).status).toBe(404);
    expect((await post(ADMIN, P.hidden)).status).toBe(404);
    expect((await post("roermond", P.tenant, "roermond")).status).toBe(404);
    expect((await post(ORG_SU, P.tenant)).status).toBe(422);
  });

  it("refuses bad fields, a 1 MB body and an organisation the sender does not act for or the profile is hidden from (422)", async () => {
    const empty = await reply(ORG_SU, P.tenant, { subject: "", body: "x".repeat(5001), organization_id: orgSame });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort()).toEqual([
      "/data/attributes/body",
      "/data/attributes/subject",
    ]);
    const huge = await reply(ORG_SU, P.tenant, { subject: "Groot", body: "x".repeat(1024 * 1024), organization_id: orgSame });
    expect(huge.status).toBe(422);
    expect(huge.body.errors[0].source.pointer).toBe("/data/attributes/body");
    const notMine = await reply(ORG_SU, P.tenant, { ...good("Niet van mij"), organization_id: orgOther });
    expect(notMine.status).toBe(422);
    expect(notMine.body.errors[0].source.pointer).toBe("/data/attributes/organization_id");
    // An admin acts for every organisation, but a `centre` profile of centre 1 is not visible to centre 2's.
    const hiddenFromIt = await reply(ADMIN, P.centre1, { ...good("Andere centrale"), organization_id: orgOther });
    expect(hiddenFromIt.status).toBe(422);
    expect(
      await h.db
        .select()
        .from(volunteerProfileReplies)
        .where(inArray(volunteerProfileReplies.subject, ["Niet van mij", "Andere centrale", "Groot"])),
    ).toHaveLength(0);
  });

  it("writes the reply, its thread, the first message, the volunteer's notification and mail in one batch", async () => {
    const sent = await reply(ORG_SU, P.tenant, good("Hulp bij de voedselbank"));
    expect(sent.status).toBe(201);
    const conversationId = sent.body.data.attributes.conversation_id;
    expect(conversationId).toBeGreaterThan(0);
    const [thread] = await h.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(thread).toMatchObject({
      volunteerId: owners.tenant,
      organizationId: orgSame,
      origin: "profile_reply",
      originKey: "profile",
      subject: "Hulp bij de voedselbank",
      messageCount: 1,
    });
    const messages = await h.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId));
    expect(messages.map((m) => [m.senderSide, m.body])).toEqual([["organization", "Bericht over Hulp bij de voedselbank"]]);
    const [note] = await h.db.select().from(notifications).where(eq(notifications.userId, owners.tenant));
    expect(note).toMatchObject({ kind: "profile_reply", link: `/conversations/${conversationId}` });
    expect(note!.params).toMatchObject({ subject: "Hulp bij de voedselbank" });
    const mails = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, "pool-tenant@pool.test"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe("profile_reply");
    expect(mails[0]!.text).toContain(`/conversations/${conversationId}`);
    expect(mails[0]!.text).not.toContain("conversation-id");
    // The volunteer's list and the organisation's list.
    const received = await h.json("/api/v1/volunteer_profile_replies", {
      headers: await sessionFor(h, "pool-tenant@pool.test", { tenant: T }),
    });
    expect(received.body.data.map((r: { attributes: { subject: string } }) => r.attributes.subject)).toEqual([
      "Hulp bij de voedselbank",
    ]);
    expect(received.body.data[0].attributes.organization_id).toBe(orgSame);
    const sentList = await h.json("/api/v1/volunteer_profile_replies?page[size]=50", { headers: headers[ORG_SU] });
    expect(sentList.body.data.map((r: { attributes: { subject: string } }) => r.attributes.subject)).toContain(
      "Hulp bij de voedselbank",
    );
    const otherCentre = await h.json("/api/v1/volunteer_profile_replies?page[size]=50", {
      headers: headers["orgsu-other@pool.test"],
    });
    expect(JSON.stringify(otherCentre.body)).not.toContain("Hulp bij de voedselbank");
  });

  it("sends no mail when the template is off, and writes nothing at all when the outbox refuses the mail", async () => {
    await h.db
      .update(notificationTemplates)
      .set({ active: false })
      .where(and(eq(notificationTemplates.volunteerCenterId, centre1), eq(notificationTemplates.key, "profile_reply")));
    const quiet = await reply(CENTRE_SU, P.centre1, good("Zonder mail"));
    expect(quiet.status).toBe(201);
    expect(await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, "pool-centre1@pool.test"))).toHaveLength(0);
    await h.db.update(notificationTemplates).set({ active: true }).where(eq(notificationTemplates.key, "profile_reply"));

    await h.db.run(sql`CREATE TRIGGER outbox_down BEFORE INSERT ON mail_outbox BEGIN SELECT RAISE(ABORT, 'outbox down'); END`);
    try {
      const failed = await h.call(`/api/v1/volunteer_profiles/${P.centre2}/volunteer_profile_replies`, {
        method: "POST",
        headers: headers["orgsu-other@pool.test"],
        body: { data: { attributes: { subject: "Nooit", body: "Nooit verstuurd", organization_id: orgOther } } },
      });
      expect(failed.status).toBe(500);
    } finally {
      await h.db.run(sql`DROP TRIGGER outbox_down`);
    }
    expect(await h.db.select().from(volunteerProfileReplies).where(eq(volunteerProfileReplies.subject, "Nooit"))).toHaveLength(0);
    expect(await h.db.select().from(conversations).where(eq(conversations.volunteerId, owners.centre2))).toHaveLength(0);
    expect(await h.db.select().from(conversationMessages).where(eq(conversationMessages.body, "Nooit verstuurd"))).toHaveLength(
      0,
    );
    expect(await h.db.select().from(notifications).where(eq(notifications.userId, owners.centre2))).toHaveLength(0);
  });

  it("two replies at once from one organisation make one thread with two messages", async () => {
    const [a, b] = await Promise.all([reply(ORG_SU, P.near!, good("Tegelijk A")), reply(ORG_SU, P.near!, good("Tegelijk B"))]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.attributes.conversation_id).toBe(b.body.data.attributes.conversation_id);
    const threads = await h.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.volunteerId, nearOwner), eq(conversations.organizationId, orgSame)));
    expect(threads).toHaveLength(1);
    expect(threads[0]!.messageCount).toBe(2);
    const bodies = (
      await h.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, threads[0]!.id))
    ).map((m) => m.body);
    expect(bodies.sort()).toEqual(["Bericht over Tegelijk A", "Bericht over Tegelijk B"]);
  });
});

it("the migration gives centres seeded before the pool the profile_reply template, as the generator writes it", () => {
  const migration = readFileSync(new URL("../../../db/migrations/0023_volunteer_pool_replies.sql", import.meta.url), "utf8");
  expect(migration).toContain(templateRowsSql(["profile_reply"]));
});

it("the demo seed fills each pool with a few profiles (none hidden shown) and leaves the demo volunteer's and student's empty", async () => {
  for (const tenant of ["oldebroek", "roermond", "demo", "public"]) {
    const admin = await sessionFor(h, `admin@${tenant}.example.org`);
    const { status, body } = await h.json("/api/v1/volunteer_profiles?page[size]=50", { headers: admin, tenant });
    expect(status, tenant).toBe(200);
    const names = body.data.map((r: { attributes: { first_name: string } }) => r.attributes.first_name);
    expect(names, tenant).toEqual(expect.arrayContaining(["Fenna", "Karim", "Marta"]));
    expect(names, tenant).not.toContain("Joost");
  }
  for (const tenant of ["roermond", "demo"]) {
    for (const who of ["volunteer", "student"]) {
      const own = await h.json("/api/v1/volunteer_profile", {
        headers: await sessionFor(h, `${who}@${tenant}.example.org`),
        tenant,
      });
      expect(own.body.data, `${who}@${tenant}`).toBeNull();
    }
  }
});
