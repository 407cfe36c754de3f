/**
 * The links of the toolbar's account menu (SPEC §2 toolbar; only pages that exist). A link to a screen that needs a
 * policy action shows when `mayUse` allows it — the question the screen's route guard (`handle.requires`) and the
 * API ask too, so the menu cannot offer a page that answers 403.
 */
import { type Action, type Actor, mayUse } from "~/utils/permissions";

export interface AccountLink {
  to: string;
  /** A key of the `account` namespace. */
  labelKey: string;
  requires?: Action;
}

export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { to: "/profiel", labelKey: "menu.profile" },
  { to: "/profile-edit", labelKey: "menu.editProfile" },
  { to: "/account/roles", labelKey: "menu.roles" },
  { to: "/users", labelKey: "menu.users", requires: "users.manage" },
  { to: "/organizations", labelKey: "menu.organizations", requires: "organizations.approve" },
  { to: "/organizations/approve", labelKey: "menu.approveOrganizations", requires: "organizations.approve" },
];

/** The account menu's links for this actor. */
export function accountLinks(actor: Actor | null): AccountLink[] {
  return ACCOUNT_LINKS.filter((link) => !link.requires || mayUse(actor, link.requires));
}
