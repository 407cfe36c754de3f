/**
 * Walks the whole PRODUCT.md matrix: every action × every principal (anon + 8 roles) × every target scope. The
 * expected table below is written out from PRODUCT.md independently of MATRIX, so a typo in either fails.
 */
import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "../config/accounts";
import { ACTIONS, type Action, type Actor, can, MATRIX, type Principal, type Scope, widestScope } from "./policy";

const PRINCIPALS: Principal[] = ["anon", ...ROLES];

// PRODUCT.md, column by column: anon | volunteer | student | mentor | organization_superuser | page_manager |
// content_manager | center_superuser | admin. "-" = no access; "any" = ✔ for everyone.
const COLUMNS: Principal[] = [
  "anon",
  "volunteer",
  "student",
  "mentor",
  "organization_superuser",
  "page_manager",
  "content_manager",
  "center_superuser",
  "admin",
];
const EXPECTED: Record<Action, string> = {
  "public.read": "any any any any any any any any any",
  "vacancies.apply": "any any any - - - - - -",
  "account.manage_own": "- own own own own own own own own",
  "volunteer_profile.manage_own": "- own own - - - - - -",
  "volunteer_pool.browse": "- - - - org - - centre tenant",
  "organization.manage": "- - - - org - - centre tenant",
  "student_applications.read": "- - - org - - - centre tenant",
  "pages.manage": "- - - - - centre centre centre tenant",
  "content.manage": "- - - - - - centre centre tenant",
  "forms.manage": "- - - - org - centre centre tenant",
  "settings.manage": "- - - - - - - centre tenant",
  "organizations.approve": "- - - - - - - centre tenant",
  "users.manage": "- - - - - - - centre tenant",
  "users.administer": "- - - - - - - - tenant",
  "analytics.view": "- - - - - - - centre tenant",
  "dashboard.view": "- tenant tenant tenant tenant tenant tenant tenant tenant",
  "data_viewer.view": "- - - - - - - - tenant",
  "data_viewer.personal_data": "- - - - - - - - tenant",
  "workshops.manage": "- - - - - - - centre tenant",
  "workshops.sign_up": "- centre centre - - - - - -",
};

function expectedScope(action: Action, principal: Principal): Scope | null {
  const cell = EXPECTED[action].split(" ")[COLUMNS.indexOf(principal)];
  return cell === "-" ? null : (cell as Scope);
}

// The actor: user 10 of centre 1, member of organisation 100 (and, for org-bound roles, holding the role there).
const ME = 10;
const MY_CENTER = 1;
const MY_ORG = 100;
function actorFor(principal: Principal): Actor | null {
  if (principal === "anon") return null;
  const orgBound = principal === "organization_superuser" || principal === "mentor";
  return {
    userId: ME,
    centerId: MY_CENTER,
    roles: [{ role: principal as Role, organizationId: orgBound ? MY_ORG : null }],
    organizationIds: [MY_ORG],
  };
}

// Targets from narrow to wide; each scope must reach exactly the targets at or inside it.
const TARGETS = {
  own: { userId: ME, organizationId: MY_ORG, centerId: MY_CENTER },
  org: { userId: 11, organizationId: MY_ORG, centerId: MY_CENTER },
  centre: { userId: 12, organizationId: 200, centerId: MY_CENTER },
  tenant: { userId: 13, organizationId: 300, centerId: 2 },
} as const;
type TargetKind = keyof typeof TARGETS;

/** Does a grant of `scope` reach a target of `kind`? */
function reaches(scope: Scope | null, kind: TargetKind): boolean {
  switch (scope) {
    case null:
      return false;
    case "any":
    case "tenant":
      return true;
    case "centre":
      return kind !== "tenant";
    case "org":
      return kind === "own" || kind === "org";
    case "own":
      return kind === "own";
  }
}

describe("policy matrix (PRODUCT.md)", () => {
  it("has a row for every action and no unknown roles", () => {
    expect(Object.keys(MATRIX).sort()).toEqual([...ACTIONS].sort());
    for (const row of Object.values(MATRIX)) for (const key of Object.keys(row)) expect(PRINCIPALS).toContain(key);
  });

  const cases = ACTIONS.flatMap((action) =>
    PRINCIPALS.flatMap((principal) =>
      (Object.keys(TARGETS) as TargetKind[]).map((kind) => ({
        action,
        principal,
        kind,
        allowed: reaches(expectedScope(action, principal), kind),
      })),
    ),
  );

  it.each(cases)("$principal → $action on a $kind target: $allowed", ({ action, principal, kind, allowed }) => {
    expect(can(actorFor(principal), action, TARGETS[kind])).toBe(allowed);
  });

  it.each(ACTIONS.flatMap((action) => PRINCIPALS.map((principal) => ({ action, principal }))))(
    "widest scope of $principal for $action",
    ({ action, principal }) => {
      expect(widestScope(actorFor(principal), action)).toBe(expectedScope(action, principal));
    },
  );
});

describe("several roles and organisations", () => {
  it("takes the widest grant that covers the target", () => {
    const actor: Actor = {
      userId: 1,
      centerId: 1,
      roles: [
        { role: "volunteer", organizationId: null },
        { role: "center_superuser", organizationId: null },
      ],
      organizationIds: [],
    };
    expect(can(actor, "users.manage", { centerId: 1 })).toBe(true);
    expect(can(actor, "users.manage", { centerId: 2 })).toBe(false);
    expect(widestScope(actor, "users.manage")).toBe("centre");
  });

  it("limits an organisation-bound role to its own organisation, not every membership", () => {
    const actor: Actor = {
      userId: 1,
      centerId: 1,
      roles: [{ role: "organization_superuser", organizationId: 5 }],
      organizationIds: [5, 6],
    };
    expect(can(actor, "organization.manage", { organizationId: 5 })).toBe(true);
    expect(can(actor, "organization.manage", { organizationId: 6 })).toBe(false);
    expect(can(actor, "organization.manage", {})).toBe(false);
  });

  it("denies a target without the field the scope needs", () => {
    expect(can(actorFor("center_superuser"), "users.manage", {})).toBe(false);
    expect(can(actorFor("volunteer"), "account.manage_own", {})).toBe(false);
  });
});
