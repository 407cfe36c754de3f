/**
 * Organisation mails (organisations, ADR 0019): approved / denied (with the reason) / archived to the organisation's
 * users, each in their own language; a new sign-up to the centre's approvers. Each is a notification template of
 * the organisation's centre (`organization_*`); an inactive one sends nothing. Like the account mails, writing or
 * delivering never fails the request.
 */
import { and, eq, inArray, or } from "drizzle-orm";
import type { Context } from "hono";
import type { NotificationTemplateKey } from "../../contract/notification-templates";
import { organizationMemberships, userRoles, users } from "../../db/schema";
import { defaultSiteUrl } from "../auth/site-links";
import { centreMails, mailScopeOf, type RenderedMail } from "../services/notification-mails";
import type { OrganizationRow } from "../services/organizations";
import type { ApiEnv } from "../types";
import type { MailLocale } from "./templates";

type StatusMail = "approved" | "denied" | "archived";

interface Recipient {
  email: string;
  firstName: string;
  locale: MailLocale;
  volunteerCenterId: number;
}

/** The mails of `key` to `recipients`, rendered (not yet written); none when rendering fails (logged). */
async function render(
  c: Context<ApiEnv>,
  key: Extract<NotificationTemplateKey, `organization_${string}`>,
  org: OrganizationRow,
  recipients: Recipient[],
  link: { name: string; page: string },
  extra: Record<string, string> = {},
): Promise<RenderedMail[]> {
  if (recipients.length === 0) return [];
  try {
    const mails = await centreMails(mailScopeOf(c), org.volunteerCenterId);
    return recipients
      .map((r) =>
        mails.render(key, r.locale, r.email, {
          recipient_name: r.firstName,
          organization_name: org.name,
          center_name: mails.centerName,
          [link.name]: defaultSiteUrl(c, link.page, r)?.toString() ?? link.page,
          ...extra,
        }),
      )
      .filter((m): m is RenderedMail => m !== null);
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", requestId: c.get("requestId"), msg: "mail not sent", kind: key, error: String(error) }),
    );
    return [];
  }
}

const recipientColumns = {
  email: users.email,
  firstName: users.firstName,
  locale: users.locale,
  volunteerCenterId: users.volunteerCenterId,
};

/** The organisation's users (members), active or invited. */
async function organizationUsers(c: Context<ApiEnv>, organizationId: number): Promise<Recipient[]> {
  return c
    .get("db")
    .select(recipientColumns)
    .from(users)
    .innerJoin(organizationMemberships, eq(organizationMemberships.userId, users.id))
    .where(
      and(
        eq(users.tenantId, c.get("tenant").id),
        eq(organizationMemberships.organizationId, organizationId),
        inArray(users.status, ["active", "invited"]),
      ),
    );
}

/**
 * Approved / denied (with the reason, when given) / archived: to every user of the organisation, and to `joining` (the
 * user the same change makes its first member) — rendered for the change's own batch (ADR 0059): the caller writes
 * them with `outboxInsert` beside the status change, so the mails exist if and only if the change does.
 */
export async function organizationStatusMails(
  c: Context<ApiEnv>,
  org: OrganizationRow,
  status: StatusMail,
  joining: number | null = null,
): Promise<RenderedMail[]> {
  const members = await organizationUsers(c, org.id);
  const newcomer =
    joining === null
      ? []
      : await c
          .get("db")
          .select(recipientColumns)
          .from(users)
          .where(
            and(eq(users.tenantId, c.get("tenant").id), eq(users.id, joining), inArray(users.status, ["active", "invited"])),
          );
  const recipients = [...members, ...newcomer.filter((n) => !members.some((m) => m.email === n.email))];
  const reason: Record<string, string> = status === "denied" && org.decisionReason ? { reason: org.decisionReason } : {};
  return render(
    c,
    `organization_${status}`,
    org,
    recipients,
    { name: "organization_link", page: `/organizations/${org.id}` },
    reason,
  );
}

/**
 * A new sign-up: to the centre's superusers, or the tenant's admins when the centre has none — rendered for the
 * sign-up's own batch (ADR 0059): only the organisation's name and centre are needed, so it is rendered before the
 * organisation exists and written with it.
 */
export async function organizationSignupMails(
  c: Context<ApiEnv>,
  org: Pick<OrganizationRow, "name" | "volunteerCenterId">,
): Promise<RenderedMail[]> {
  const db = c.get("db");
  const tenantId = c.get("tenant").id;
  const approvers = await db
    .selectDistinct({ ...recipientColumns, role: userRoles.role })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.status, "active"),
        or(
          and(eq(userRoles.role, "center_superuser"), eq(users.volunteerCenterId, org.volunteerCenterId)),
          eq(userRoles.role, "admin"),
        ),
      ),
    );
  const centre = approvers.filter((a) => a.role === "center_superuser");
  const recipients = centre.length ? centre : approvers;
  return render(c, "organization_signup", org as OrganizationRow, recipients, {
    name: "approve_link",
    page: "/organizations/approve",
  });
}
