/**
 * can() as both sides will call it from contract/ (the UI's menus and the API's handlers): a few readable cases
 * next to policy.test.ts's full walk of the matrix, including the hostile ones (signed out, wrong target, no row).
 */
import { describe, expect, it } from "vitest";
import { type Action, type Actor, actorFrom, can, widestScope } from "./policy";

const actor = (roles: Actor["roles"], overrides: Partial<Actor> = {}): Actor => ({
  userId: 10,
  centerId: 1,
  organizationIds: [],
  roles,
  ...overrides,
});

describe("can()", () => {
  it("lets everyone read public content, signed out too", () => {
    expect(can(null, "public.read")).toBe(true);
    expect(can(actor([{ role: "volunteer", organizationId: null }]), "public.read")).toBe(true);
  });

  it("refuses a signed-out visitor anything else", () => {
    expect(can(null, "users.manage", { centerId: 1 })).toBe(false);
    expect(can(null, "account.manage_own", { userId: 10 })).toBe(false);
  });

  it("grants own-scope actions on one's own record only", () => {
    const volunteer = actor([{ role: "volunteer", organizationId: null }]);
    expect(can(volunteer, "account.manage_own", { userId: 10 })).toBe(true);
    expect(can(volunteer, "account.manage_own", { userId: 11 })).toBe(false);
    expect(can(volunteer, "account.manage_own")).toBe(false);
  });

  it("limits a centre superuser to their centre; an admin has the tenant", () => {
    const centre = actor([{ role: "center_superuser", organizationId: null }]);
    expect(can(centre, "users.manage", { centerId: 1 })).toBe(true);
    expect(can(centre, "users.manage", { centerId: 2 })).toBe(false);
    expect(can(centre, "users.administer")).toBe(false);
    expect(can(actor([{ role: "admin", organizationId: null }]), "users.manage", { centerId: 2 })).toBe(true);
  });

  it("limits an organisation role to its organisation (or, without one, to the memberships)", () => {
    const tied = actor([{ role: "organization_superuser", organizationId: 5 }], { organizationIds: [5, 6] });
    expect(can(tied, "organization.manage", { organizationId: 5 })).toBe(true);
    expect(can(tied, "organization.manage", { organizationId: 6 })).toBe(false);
    const untied = actor([{ role: "organization_superuser", organizationId: null }], { organizationIds: [5, 6] });
    expect(can(untied, "organization.manage", { organizationId: 6 })).toBe(true);
    expect(can(untied, "organization.manage", { organizationId: null })).toBe(false);
  });

  it("denies an action without a row (default deny)", () => {
    expect(can(actor([{ role: "admin", organizationId: null }]), "no.such_action" as Action)).toBe(false);
  });

  it("takes the widest grant of several roles", () => {
    const both = actor([
      { role: "page_manager", organizationId: null },
      { role: "admin", organizationId: null },
    ]);
    expect(widestScope(both, "pages.manage")).toBe("tenant");
    expect(widestScope(null, "pages.manage")).toBe(null);
  });
});

describe("actorFrom (the one builder of the API's and the UI's actor)", () => {
  it("reads the API's numeric ids and the UI client's string ids alike", () => {
    const fromApi = actorFrom({
      id: 7,
      volunteerCenterId: 2,
      roles: [{ role: "organization_superuser", organizationId: 5 }],
      organizationIds: [5, 6],
    });
    const fromUi = actorFrom({
      id: "7",
      volunteerCenterId: 2,
      roles: [{ role: "organization_superuser", organizationId: "5" }],
      organizationIds: ["5", "6"],
    });
    expect(fromUi).toEqual(fromApi);
    expect(fromApi).toEqual({
      userId: 7,
      centerId: 2,
      roles: [{ role: "organization_superuser", organizationId: 5 }],
      organizationIds: [5, 6],
    });
  });

  it("drops role names the policy does not know (default deny)", () => {
    const a = actorFrom({
      id: 1,
      volunteerCenterId: 1,
      roles: [{ role: "superadmin", organizationId: null }],
      organizationIds: [],
    });
    expect(a.roles).toEqual([]);
    expect(can(a, "users.manage", { centerId: 1 })).toBe(false);
  });
});
