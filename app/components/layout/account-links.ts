/**
 * The links of the toolbar's account menu (SPEC §2 toolbar; only pages that exist). A link to a screen that needs a
 * policy action shows when `mayUse` allows it — the question the screen's route guard (`handle.requires`) and the
 * API ask too, so the menu cannot offer a page that answers 403.
 */
import { type Action, type Actor, can, mayUse, mayUseSomewhere } from "~/utils/permissions";

export interface AccountLink {
  to: string;
  /** A key of the `account` namespace. */
  labelKey: string;
  requires?: Action;
  /**
   * Ask `requires` of the selected organisation (SPEC §4 'Selected organization') instead of the actor's centre:
   * an organisation superuser's `org` scope covers only their own organisations.
   */
  onSelectedOrganization?: boolean;
  /**
   * Shown when the actor holds one of these actions in any scope (`mayUseSomewhere`): lists the API scopes to what
   * the actor may see (/vacancies, /applications), as their screens' loaders ask.
   */
  somewhere?: readonly Action[];
  /** Shown only when the actor holds none of these actions anywhere (the other side of a `somewhere` link). */
  nowhere?: readonly Action[];
  /** Shown only where this tenant feature is on (config/tenants.ts): the activities overview is off in meedoen. */
  feature?: "activities" | "volunteerProfiles";
}

/** The tenant features the menu asks about (absent = off). */
export type MenuFeatures = Partial<Record<NonNullable<AccountLink["feature"]>, boolean>>;

export const ACCOUNT_LINKS: readonly AccountLink[] = [
  // What needs doing now, per role (ADR 0069): where signing in lands.
  { to: "/dashboard", labelKey: "menu.dashboard" },
  { to: "/profiel", labelKey: "menu.profile" },
  { to: "/profile-edit", labelKey: "menu.editProfile" },
  { to: "/account/roles", labelKey: "menu.roles" },
  { to: "/users", labelKey: "menu.users", requires: "users.manage" },
  { to: "/organizations", labelKey: "menu.organizations", requires: "organizations.approve" },
  { to: "/organizations/approve", labelKey: "menu.approveOrganizations", requires: "organizations.approve" },
  // The centre's figures and the municipality report (ADRs 0067, 0068): centre superusers, admins.
  { to: "/analytics", labelKey: "menu.analytics", requires: "analytics.view" },
  // The centre's pages and news (ADR 0041): page_manager, content_manager, center_superuser, admin.
  { to: "/content", labelKey: "menu.content", requires: "pages.manage" },
  // The site's header and footer menus (CMS).
  { to: "/content/menu-items", labelKey: "menu.menus", requires: "content.manage" },
  // The centre's files and the tenant's stock images (content managers, centre superusers, admins).
  { to: "/content/file-upload", labelKey: "menu.files", requires: "content.manage" },
  { to: "/content/stock-images", labelKey: "menu.stockImages", requires: "content.manage" },
  // The images a page can show, to copy an address from (ADR 0058): everyone who edits pages.
  { to: "/content/images", labelKey: "menu.images", requires: "pages.manage" },
  // Every mail the centre sends, editable per language (ADR 0060): centre superusers and admins.
  { to: "/notification_templates", labelKey: "menu.notificationTemplates", requires: "settings.manage" },
  // The centre's forms (form builder, ADR 0061): content managers, centre superusers, admins.
  { to: "/content/forms", labelKey: "menu.contentForms", requires: "forms.manage" },
  // The selected organisation's settings (/instellingen/organisatie, /instellingen/contact-person).
  { to: "/instellingen", labelKey: "menu.settings", requires: "organization.manage", onSelectedOrganization: true },
  // the vacancies and applications the actor manages (an organisation superuser's, a centre's, the tenant's).
  { to: "/vacancies", labelKey: "menu.vacancies", somewhere: ["organization.manage"] },
  // The forms the actor builds: an organisation superuser's organisations', the centre's, the tenant's.
  { to: "/form_builder", labelKey: "menu.forms", somewhere: ["forms.manage"] },
  // Mentors read their school's students' applications there too.
  { to: "/applications", labelKey: "menu.applications", somewhere: ["organization.manage", "student_applications.read"] },
  // Everyone else (a volunteer, a student) finds their own applications and sign-ups on the same page.
  {
    to: "/applications",
    labelKey: "menu.myApplications",
    nowhere: ["organization.manage", "student_applications.read"],
  },
  // the activities of the actor's scope with their attendance lists (not where activities are off).
  {
    to: "/activiteitenkalender/overzicht",
    labelKey: "menu.activitiesOverview",
    somewhere: ["organization.manage"],
    feature: "activities",
  },
  // A message to the centre (SPEC §2 /contactformulier): everyone signed in.
  { to: "/contactformulier", labelKey: "menu.contact" },
  // The volunteer pool (ADR 0063; off in meedoen): organisations of an approved organisation, centre staff, admins.
  {
    to: "/vrijwilligerspool",
    labelKey: "menu.volunteerPool",
    somewhere: ["volunteer_pool.browse"],
    feature: "volunteerProfiles",
  },
  // Replies to profiles: those a volunteer or student received, those an organisation sent.
  {
    to: "/profile-replies",
    labelKey: "menu.profileReplies",
    somewhere: ["volunteer_profile.manage_own", "volunteer_pool.browse"],
    feature: "volunteerProfiles",
  },
  // The own conversations with organisations or volunteers (ADR 0064): everyone signed in.
  { to: "/conversations", labelKey: "menu.conversations" },
  // The tenant's records read-only, every view audited (ADR 0071): admins.
  { to: "/admin/data-viewer", labelKey: "menu.dataViewer", requires: "data_viewer.view" },
  // The centre's workshops (ADR 0072): volunteers and students sign up there, centre staff and admins manage them.
  { to: "/workshops", labelKey: "menu.workshops", somewhere: ["workshops.sign_up", "workshops.manage"] },
];

/** The account menu's links for this actor, with this organisation selected (null: none). */
export function accountLinks(
  actor: Actor | null,
  selectedOrganizationId: number | string | null = null,
  features: MenuFeatures = {},
): AccountLink[] {
  return ACCOUNT_LINKS.filter((link) => {
    if (link.feature && !features[link.feature]) return false;
    if (link.nowhere) return !link.nowhere.some((action) => mayUseSomewhere(actor, action));
    if (link.somewhere) return link.somewhere.some((action) => mayUseSomewhere(actor, action));
    if (!link.requires) return true;
    if (!link.onSelectedOrganization) return mayUse(actor, link.requires);
    return (
      actor !== null &&
      selectedOrganizationId !== null &&
      can(actor, link.requires, { organizationId: Number(selectedOrganizationId), centerId: actor.centerId })
    );
  });
}
