/**
 * The UI's permission decisions agree with the API's, for every demo role (the permission matrix): each role signs in to
 * the real API (tests/setup/api.ts), the UI builds its actor from `GET /current_user` through its own client and
 * `actorOf`, and then
 * - the account menu shows "Gebruikers" (/users) iff the users screens' route guard lets the actor in iff the API
 *   answers GET /api/v1/users with 200 (403 otherwise);
 * - the users screens offer the admin's buttons (roles, sign in as, delete) iff the API lets the actor past its
 *   users.administer guard (POST /sign_in_as_user with an empty body: 422 past the guard, 403 before it).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "../../config/accounts";
import { can } from "../../contract/policy";
import type { CurrentUserAttributes } from "../../contract/users";
import { type ApiHarness, createApiHarness } from "../../tests/setup/api";
import { as, nextIp } from "../../tests/setup/auth";
import { accountLinks } from "../components/layout/account-links";
import { handle as menuItemsHandle } from "../routes/content+/menu-items._index";
import { handle as organizationsListHandle } from "../routes/organizations+/_index";
import { handle as approveQueueHandle } from "../routes/organizations+/approve";
import { handle as usersListHandle } from "../routes/users+/_index";
import { actorOf, type CurrentUser } from "./account.server";
import { ApiError, createApiClient } from "./api.server";
import { getOne } from "./api-resources.server";
import { mayUse } from "./permissions";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => {
  await h?.dispose();
});

/** The UI's client, as load-context.ts makes it, signed in as a demo account and sending to the harness. */
async function clientFor(role: string) {
  const auth = await as(h, `${role}@oldebroek.example.org`);
  return createApiClient({
    baseUrl: "http://api.test",
    fetch: async (request) => {
      const url = new URL(request.url);
      const body = request.body ? await request.json() : undefined;
      return h.call(`${url.pathname}${url.search}`, {
        tenant: null,
        method: request.method,
        headers: { ...Object.fromEntries(request.headers), "CF-Connecting-IP": nextIp() },
        body,
      });
    },
    tenant: "oldebroek",
    appContext: "gelderland",
    volunteerCenterId: null,
    currentOrganizationId: null,
    locale: "nl",
    auth: { accessToken: auth["access-token"], client: auth.client, uid: auth.uid },
    retryDelayMs: 0,
  });
}

async function status(request: Promise<unknown>): Promise<number> {
  try {
    await request;
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

describe("the UI asks the API's policy", () => {
  it.each(ROLES)("%s: the users menu item, the users screens' guard and the API agree", async (role) => {
    const api = await clientFor(role);
    const { data: user } = await getOne<CurrentUserAttributes, Pick<CurrentUser, "roles" | "organizations">>(
      api,
      "/api/v1/current_user",
      {
        query: { include: "roles" },
        errors: "throw",
      },
    );
    const actor = actorOf(user);
    expect(actor.roles.map((r) => r.role)).toContain(role);

    const menuShowsUsers = accountLinks(actor).some((link) => link.to === "/users");
    const guardLetsIn = usersListHandle.requires !== undefined && mayUse(actor, usersListHandle.requires);
    const listStatus = await status(api.get("/api/v1/users", { errors: "throw" }));
    expect(listStatus).toBe(menuShowsUsers ? 200 : 403);
    expect(guardLetsIn).toBe(menuShowsUsers);
    expect(menuShowsUsers).toBe(can(actor, "users.manage", { centerId: actor.centerId }));

    const administerStatus = await status(api.post("/api/v1/sign_in_as_user", { body: { user_id: "" }, errors: "throw" }));
    expect(administerStatus).toBe(can(actor, "users.administer") ? 422 : 403);
  });

  it("shows the users menu item to centre superusers and admins only (PRODUCT.md)", async () => {
    const shown: string[] = [];
    for (const role of ROLES) {
      const actor = { userId: 1, centerId: 1, roles: [{ role, organizationId: null }], organizationIds: [] };
      if (accountLinks(actor).some((link) => link.to === "/users")) shown.push(role);
    }
    expect(shown.sort()).toEqual(["admin", "center_superuser"]);
  });

  it.each(ROLES)("%s: the organisations menu items, their screens' guards and the API's scope agree", async (role) => {
    const api = await clientFor(role);
    const { data: user } = await getOne<CurrentUserAttributes, Pick<CurrentUser, "roles" | "organizations">>(
      api,
      "/api/v1/current_user",
      { query: { include: "roles" }, errors: "throw" },
    );
    const actor = actorOf(user);
    const links = accountLinks(actor).map((link) => link.to);
    const staff = can(actor, "organizations.approve", { centerId: actor.centerId });
    expect(links.includes("/organizations")).toBe(staff);
    expect(links.includes("/organizations/approve")).toBe(staff);
    expect(mayUse(actor, organizationsListHandle.requires ?? "users.administer")).toBe(staff);
    expect(mayUse(actor, approveQueueHandle.requires ?? "users.administer")).toBe(staff);
    // The queue's rows: staff see the centre's pending organisations; anyone else at most their own.
    const { data } = await api.get<Array<{ id: string }>>("/api/v1/organizations", {
      query: { filter: { status: "pending" }, page: { size: 100 } },
      errors: "throw",
    });
    if (staff) expect(data.length).toBeGreaterThanOrEqual(2);
    else for (const row of data) expect(actor.organizationIds).toContain(Number(row.id));
  });

  it("shows the menus item to content managers, centre superusers and admins (PRODUCT.md), as the screen's guard asks", () => {
    const shown = ROLES.filter((role) =>
      accountLinks({ userId: 1, centerId: 1, roles: [{ role, organizationId: null }], organizationIds: [] }).some(
        (link) => link.to === "/content/menu-items",
      ),
    );
    expect([...shown].sort()).toEqual(["admin", "center_superuser", "content_manager"]);
    expect(menuItemsHandle.requires).toBe("content.manage");
  });

  it("shows the organisations menu items to centre superusers and admins only (PRODUCT.md)", () => {
    const shown: string[] = [];
    for (const role of ROLES) {
      const actor = { userId: 1, centerId: 1, roles: [{ role, organizationId: null }], organizationIds: [] };
      const links = accountLinks(actor).map((link) => link.to);
      if (links.includes("/organizations") && links.includes("/organizations/approve")) shown.push(role);
    }
    expect(shown.sort()).toEqual(["admin", "center_superuser"]);
  });

  it.each(ROLES)("%s: the settings menu item shows iff the API lets the actor edit the selected organisation", async (role) => {
    const api = await clientFor(role);
    const { data: user } = await getOne<CurrentUserAttributes, Pick<CurrentUser, "roles" | "organizations">>(
      api,
      "/api/v1/current_user",
      { query: { include: "roles" }, errors: "throw" },
    );
    const actor = actorOf(user);
    const { data: own } = await api.get<Array<{ id: string }>>("/api/v1/current_organizations", { errors: "throw" });
    expect(accountLinks(actor, null).some((link) => link.to === "/instellingen")).toBe(false);
    if (role === "organization_superuser") expect(own.length).toBeGreaterThan(0);
    for (const { id } of own) {
      const menuShows = accountLinks(actor, id).some((link) => link.to === "/instellingen");
      expect(menuShows).toBe(can(actor, "organization.manage", { organizationId: Number(id), centerId: actor.centerId }));
      // An empty update: past the guard it is a 200 or a 422, before it a 403.
      const update = await status(
        api.put(`/api/v1/organizations/${id}`, {
          body: { data: { type: "organizations", id, attributes: {} } },
          errors: "throw",
        }),
      );
      if (menuShows) expect(update).not.toBe(403);
      else expect(update).toBe(403);
    }
  });

  it("shows the settings menu item to an organisation superuser of the selected organisation, not of another", () => {
    const orgSuperuser = {
      userId: 1,
      centerId: 1,
      roles: [{ role: "organization_superuser" as const, organizationId: 7 }],
      organizationIds: [7],
    };
    expect(accountLinks(orgSuperuser, "7").map((link) => link.to)).toContain("/instellingen");
    expect(accountLinks(orgSuperuser, 8).map((link) => link.to)).not.toContain("/instellingen");
    const volunteer = {
      userId: 2,
      centerId: 1,
      roles: [{ role: "volunteer" as const, organizationId: null }],
      organizationIds: [7],
    };
    expect(accountLinks(volunteer, 7).map((link) => link.to)).not.toContain("/instellingen");
    expect(accountLinks(null, 7)).not.toContainEqual(expect.objectContaining({ to: "/instellingen" }));
  });

  it.each(ROLES)("%s: the vacancies and applications menu items show iff the API lists them for the actor", async (role) => {
    const api = await clientFor(role);
    const { data: user } = await getOne<CurrentUserAttributes, Pick<CurrentUser, "roles" | "organizations">>(
      api,
      "/api/v1/current_user",
      { query: { include: "roles" }, errors: "throw" },
    );
    const links = accountLinks(actorOf(user)).map((link) => link.to);
    const vacancies = await status(api.get("/api/v1/vacancies", { query: { filter: { manageable: true } }, errors: "throw" }));
    expect(vacancies).toBe(links.includes("/vacancies") ? 200 : 403);
    const applications = await status(api.get("/api/v1/applications", { errors: "throw" }));
    const manages = accountLinks(actorOf(user)).some((link) => link.labelKey === "menu.applications");
    expect(applications).toBe(manages ? 200 : 403);
    // Everyone else gets "My applications" on the same page: their own, which the API always lists for them.
    expect(links.filter((to) => to === "/applications")).toHaveLength(1);
    if (!manages) {
      const mine = await status(api.get("/api/v1/applications", { query: { filter: { mine: true } }, errors: "throw" }));
      expect(mine).toBe(200);
    }
  });

  it("shows 'Vacatures' to those who manage vacancies, 'Reacties' to them and mentors, 'Mijn aanmeldingen' to the rest (PRODUCT.md)", () => {
    const shown = (to: string, labelKey?: string) =>
      ROLES.filter((role) =>
        accountLinks({ userId: 1, centerId: 1, roles: [{ role, organizationId: 7 }], organizationIds: [7] }).some(
          (link) => link.to === to && (!labelKey || link.labelKey === labelKey),
        ),
      ).sort();
    expect(shown("/vacancies")).toEqual(["admin", "center_superuser", "organization_superuser"]);
    expect(shown("/applications", "menu.applications")).toEqual([
      "admin",
      "center_superuser",
      "mentor",
      "organization_superuser",
    ]);
    // "Mijn aanmeldingen": every other role, on the same page (their own applications and sign-ups).
    const mine = shown("/applications", "menu.myApplications");
    expect(mine).toEqual(expect.arrayContaining(["volunteer", "student"]));
    expect(mine.filter((r) => shown("/applications", "menu.applications").includes(r))).toEqual([]);
    expect(shown("/applications")).toEqual([...ROLES].sort());
  });

  it("shows the activities overview to those who manage vacancies, only where the tenant has activities (activities, ADR 0022)", () => {
    const shown = (activities: boolean) =>
      ROLES.filter((role) =>
        accountLinks({ userId: 1, centerId: 1, roles: [{ role, organizationId: 7 }], organizationIds: [7] }, null, {
          activities,
        }).some((link) => link.to === "/activiteitenkalender/overzicht"),
      ).sort();
    expect(shown(true)).toEqual(["admin", "center_superuser", "organization_superuser"]);
    expect(shown(false)).toEqual([]);
  });

  it("shows the volunteer pool to those who browse it and profile replies to them and volunteers, not in meedoen (ADR 0063)", () => {
    const shown = (to: string, volunteerProfiles: boolean) =>
      ROLES.filter((role) =>
        accountLinks({ userId: 1, centerId: 1, roles: [{ role, organizationId: 7 }], organizationIds: [7] }, null, {
          volunteerProfiles,
        }).some((link) => link.to === to),
      ).sort();
    expect(shown("/vrijwilligerspool", true)).toEqual(["admin", "center_superuser", "organization_superuser"]);
    expect(shown("/profile-replies", true)).toEqual([
      "admin",
      "center_superuser",
      "organization_superuser",
      "student",
      "volunteer",
    ]);
    expect(shown("/vrijwilligerspool", false)).toEqual([]);
    expect(shown("/profile-replies", false)).toEqual([]);
  });
});
