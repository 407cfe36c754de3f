/**
 * The vacancy editor on the real API and D1: the organisations it offers (manageableOrganizations) — approved ones
 * only when adding (only their vacancies can be published and seen), every one the actor manages for the list's
 * filter — and its save (saveVacancy): the form's value sent as the contract's snake_case input, the API's refusals
 * on the fields their pointers name.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "~/utils/api.server";
import { getOne } from "~/utils/api-resources.server";
import { actorFrom } from "../../../contract/policy";
import type { VacancyAttributes } from "../../../contract/vacancies";
import { organizationMemberships, organizations, userRoles, users } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { sessionFor } from "../../../tests/setup/auth";
import { saveVacancy } from "./__editor.server";
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
    // The next request (a request reads current_organizations once: ADR 0078).
    const later = await signedIn("organization_superuser@oldebroek.example.org");
    const after = await manageableOrganizations(later.context, later.actor, { approvedOnly: true });
    expect(after.map((o) => o.id)).toEqual(offered.filter((o) => o.id !== first.id).map((o) => o.id));
    await db.db
      .update(organizations)
      .set({ status: "approved" })
      .where(eq(organizations.id, Number(first.id)));
  });
});

describe("saveVacancy", () => {
  const year = new Date().getUTCFullYear() + 1;
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [k, v] of entries) data.append(k, v);
    return data;
  };
  const activity = (organizationId: string): [string, string][] => [
    ["organizationId", organizationId],
    ["title", "Fietstocht langs de IJssel"],
    ["vacancyType", "activity"],
    ["locationType", "organization"],
    ["frequency", "regularly"],
    ["datesMode", "dates"],
    ["status", "draft"],
  ];
  const row = (i: number, date: string, id?: string): [string, string][] => [
    ...(id ? ([[`occurrences[${i}].id`, id]] as [string, string][]) : []),
    [`occurrences[${i}].date`, date],
    [`occurrences[${i}].startTime`, "10:00"],
    [`occurrences[${i}].endTime`, "12:00"],
  ];

  it("sends the form as the contract's input, an empty row skipped; the API's refusals land on their fields", async () => {
    const { context, actor } = await signedIn("organization_superuser@oldebroek.example.org");
    const [organization] = await manageableOrganizations(context, actor, { approvedOnly: true });
    const added = await saveVacancy(
      context,
      form([
        ...activity(organization.id),
        ...row(0, `${year}-06-10`),
        ["occurrences[1].date", ""],
        ...row(2, `${year}-06-17`),
        ["occurrences[2].capacity", "5"],
      ]),
      { sharing: false },
    );
    if (!added.ok) throw new Error(JSON.stringify(added.reply.error));
    const id = added.data.data.id;
    const { data } = await getOne<VacancyAttributes>(context.api, `/api/v1/vacancies/${id}`);
    expect(data.occurrences.map((o) => [o.date, o.startTime, o.capacity])).toEqual([
      [`${year}-06-10`, "10:00", null],
      [`${year}-06-17`, "10:00", 5],
    ]);
    const [first] = data.occurrences;

    // A date removed meanwhile (another tab): its hidden id has no place on the page, so the API's refusal at
    // `/occurrences/1/id` is said at the dates — not lost on the hidden field, nor on a row the pointer does not mean
    // (the form's second row is empty and not sent).
    const stale = await saveVacancy(
      context,
      form([
        ...activity(organization.id),
        ...row(0, first.date, String(first.id)),
        ["occurrences[1].date", ""],
        ...row(2, `${year}-06-24`, "999999"),
      ]),
      { vacancyId: id, sharing: false },
    );
    expect(stale.ok).toBe(false);
    if (stale.ok) return;
    expect(stale.reply.error).toEqual({ occurrences: ["validation:api.notFound"] });

    // Publishing with an expiry date in the past: the API's own check, said at the expiry date in the screen's words.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const expired = await saveVacancy(
      context,
      form([
        ...activity(organization.id).filter(([k]) => k !== "status"),
        ["status", "published"],
        ["expiresAt", yesterday],
        ...row(0, first.date, String(first.id)),
      ]),
      { vacancyId: id, sharing: false },
    );
    expect(expired.ok ? null : expired.reply.error).toEqual({ expiresAt: ["vacancy-admin:errors.inPast"] });
  });
});
