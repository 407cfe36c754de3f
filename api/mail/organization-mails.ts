/**
 * Organisation mails (organisations, ADR 0019): approved / denied (with the reason) / archived to the organisation's users, each in
 * their own language; a new sign-up to the centre's approvers. Copy: locales/<lang>/organization-api.json. Like the
 * account mails, a failing provider never fails the request.
 */
import { and, eq, inArray, or } from "drizzle-orm";
import type { Context } from "hono";
import { organizationMemberships, userRoles, users } from "../../db/schema";
import { defaultSiteUrl } from "../auth/site-links";
import { orgText } from "../services/organization-text";
import type { OrganizationRow } from "../services/organizations";
import type { ApiEnv } from "../types";
import { loadBrand, mailerFor } from "./index";
import { type MailLocale, renderLayout } from "./templates";

type StatusMail = "approved" | "denied" | "archived";

interface Recipient {
  email: string;
  firstName: string;
  locale: MailLocale;
  volunteerCenterId: number;
}

async function send(
  c: Context<ApiEnv>,
  kind: "organization_approved" | "organization_denied" | "organization_archived" | "organization_signup",
  org: OrganizationRow,
  recipients: Recipient[],
  copy: (locale: MailLocale) => { key: string; page: string; extra?: string[] },
) {
  if (recipients.length === 0) return;
  const log = (error: unknown) =>
    console.error(
      JSON.stringify({ level: "error", requestId: c.get("requestId"), msg: "mail not sent", kind, error: String(error) }),
    );
  try {
    const mailer = mailerFor(c);
    const brand = await loadBrand(c, org.volunteerCenterId);
    const sending: Promise<void>[] = [];
    for (const r of recipients) {
      const { key, page, extra = [] } = copy(r.locale);
      const link = defaultSiteUrl(c, page, r)?.toString() ?? page;
      const vars = { organization: org.name, center: brand.centerName, name: r.firstName };
      const content = renderLayout(r.locale, brand, {
        subject: orgText(r.locale, `mail.${key}.subject`, vars),
        greeting: orgText(r.locale, "mail.greeting", vars),
        paragraphs: [orgText(r.locale, `mail.${key}.intro`, vars), ...extra],
        button: orgText(r.locale, `mail.${key}.button`, vars),
        link,
        outro: orgText(r.locale, "mail.outro", vars),
      });
      sending.push(mailer.send({ tenantId: c.get("tenant").id, to: r.email, kind, ...content }).catch(log));
    }
    const all = Promise.all(sending).then(() => undefined);
    if (mailer.deferrable) c.executionCtx.waitUntil(all);
    else await all;
  } catch (error) {
    log(error);
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

/** Approved / denied (with the reason, when given) / archived: to every user of the organisation. */
export async function sendOrganizationStatusMail(c: Context<ApiEnv>, org: OrganizationRow, status: StatusMail) {
  const recipients = await organizationUsers(c, org.id);
  await send(c, `organization_${status}`, org, recipients, (locale) => ({
    key: status,
    page: `/organizations/${org.id}`,
    extra:
      status === "denied" && org.decisionReason ? [orgText(locale, "mail.denied.reason", { reason: org.decisionReason })] : [],
  }));
}

/** A new sign-up: to the centre's superusers, or the tenant's admins when the centre has none. */
export async function sendOrganizationSignupMail(c: Context<ApiEnv>, org: OrganizationRow) {
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
  await send(c, "organization_signup", org, recipients, () => ({ key: "signup", page: "/organizations/approve" }));
}
